import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's reports routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminReportsRoutes: FastifyPluginAsyncZod = async () => {};

export default adminReportsRoutes;
