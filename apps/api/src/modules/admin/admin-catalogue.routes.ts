import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's catalogue routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminCatalogueRoutes: FastifyPluginAsyncZod = async () => {};

export default adminCatalogueRoutes;
