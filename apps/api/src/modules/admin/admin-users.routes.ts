import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's users routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminUsersRoutes: FastifyPluginAsyncZod = async () => {};

export default adminUsersRoutes;
