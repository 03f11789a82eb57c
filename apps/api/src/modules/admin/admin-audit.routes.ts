import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's audit routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminAuditRoutes: FastifyPluginAsyncZod = async () => {};

export default adminAuditRoutes;
