import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The admin area's ledger routes (docs/admin.md), under /api/admin. Every route calls req.requireAdmin(). */
const adminLedgerRoutes: FastifyPluginAsyncZod = async () => {};

export default adminLedgerRoutes;
