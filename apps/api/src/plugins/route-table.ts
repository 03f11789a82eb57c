import type { HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

export interface RegisteredRoute {
  method: HTTPMethods;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, as registered (HEAD twins included). */
    routeTable: RegisteredRoute[];
  }
}

/**
 * Records the route table so tests can check that every endpoint is covered (the fuzz test
 * fails when a route is neither in its registry nor excluded on purpose). Registered first.
 */
export default fp(
  async (app) => {
    const table: RegisteredRoute[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
