import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

/** Makes the already-open database available to routes; closes it with the server. */
export default fp<{ database: Database; closeOnShutdown: boolean }>(async (app, opts) => {
  app.decorate('database', opts.database);
  app.decorate('db', opts.database.db);
  if (opts.closeOnShutdown) app.addHook('onClose', async () => opts.database.close());
});
