import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZLedgerCheck, ZLedgerCheckList, ZLedgerCheckQuery } from '@tribe/contracts';
import { ledgerChecks, runLedgerCheck } from './admin-ledger.service.js';

const tags = ['admin'];
const failures = { 400: ZErrorResponse, 401: ZErrorResponse };

/**
 * The ledger's checks (decision 022), under /api/admin: the nightly job's results, newest first
 * (the dashboard's work queue and /admin/payouts read them), and a check run now.
 */
const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ledger/checks',
    {
      schema: {
        tags,
        summary: "The ledger checks' results, newest first",
        querystring: ZLedgerCheckQuery,
        response: { 200: ZLedgerCheckList, ...failures },
      },
    },
    async (req) => ({ items: await ledgerChecks(app.db, req.query.limit) }),
  );

  app.post(
    '/ledger/checks',
    {
      schema: {
        tags,
        summary: 'Check the ledger now (as the nightly job does)',
        response: { 200: ZLedgerCheck, ...failures },
      },
    },
    async () => runLedgerCheck(app),
  );
};

export default adminLedgerRoutes;
