import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's dashboard routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminDashboardRoutes: FastifyPluginAsyncZod = async () => {};

export default adminDashboardRoutes;
