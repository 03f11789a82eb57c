import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's payouts routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminPayoutsRoutes: FastifyPluginAsyncZod = async () => {};

export default adminPayoutsRoutes;
