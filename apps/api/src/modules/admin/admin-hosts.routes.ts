import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's hosts routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminHostsRoutes: FastifyPluginAsyncZod = async () => {};

export default adminHostsRoutes;
