import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.js';
import attendeesRoutes from './attendees.routes.js';
import cancellationRoutes from './cancellation.routes.js';
import checkInRoutes from './check-in.routes.js';
import complimentaryRoutes from './complimentary.routes.js';
import eventImagesRoutes from './event-images.routes.js';
import hostAreaRoutes from './host-area.routes.js';
import promoCodesRoutes from './promo-codes.routes.js';
import settingsRoutes from './settings.routes.js';
import teamRoutes from './team.routes.js';

/**
 * The host area (/api/host/*) as one Fastify group: its hooks are written once here. Signed out
 * is 401 before anything about the request is judged (a bad body included), and no answer is
 * cached. Each plugin registered inside inherits both. Host routes another module owns (the
 * host's reviews) are given by the app (`routes`) and registered inside too, so every /host route
 * has the group's hooks and no module has to import another's to join it.
 */
const hostAreaGroup: FastifyPluginAsync<{ config: AppConfig; routes?: FastifyPluginAsyncZod[] }> = async (
  app,
  { config, routes = [] },
) => {
  // Set by each route's requireHost / requireHostEvent preHandler (host-access.ts).
  app.decorateRequest('hostAccess', null);
  app.addHook('preValidation', async (req) => {
    await req.requireUser();
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.register(hostAreaRoutes);
  await app.register(attendeesRoutes);
  await app.register(complimentaryRoutes);
  await app.register(teamRoutes);
  await app.register(cancellationRoutes);
  await app.register(eventImagesRoutes);
  await app.register(checkInRoutes);
  await app.register(settingsRoutes, { config });
  await app.register(promoCodesRoutes);
  for (const more of routes) await app.register(more);
};

export default hostAreaGroup;
