import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's events routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminEventsRoutes: FastifyPluginAsyncZod = async () => {};

export default adminEventsRoutes;
