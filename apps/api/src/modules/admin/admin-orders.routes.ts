import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's orders routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminOrdersRoutes: FastifyPluginAsyncZod = async () => {};

export default adminOrdersRoutes;
