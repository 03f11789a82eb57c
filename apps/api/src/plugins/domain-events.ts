import fp from 'fastify-plugin';
import { DomainEventBus } from '../lib/domain-events.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's order events (lib/domain-events.ts, decision 043). */
    domainEvents: DomainEventBus;
  }
}

/** Gives the app its order events' bus, before any plugin or module that subscribes to it. */
export default fp(
  async (app) => {
    app.decorate('domainEvents', new DomainEventBus());
  },
  { name: 'domain-events' },
);
