import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminIdParams,
  ZAdminPayout,
  ZAdminPayoutList,
  ZAdminPayoutListQuery,
  ZAdminPayoutRejectRequest,
  ZErrorResponse,
} from '@tribe/contracts';
import { adminPayoutList, approvePayout, rejectPayout } from './admin-payouts.service.js';

const tags = ['admin'];
const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * The admin area's payouts (docs/admin.md, decision 022), under /api/admin. Approving and sending
 * again move money, so they need a fresh second factor.
 */
const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/payouts',
    {
      schema: {
        tags,
        summary: 'Payout requests, newest first, by status',
        querystring: ZAdminPayoutListQuery,
        response: { 200: ZAdminPayoutList, ...failures },
      },
    },
    async (req) => adminPayoutList(app, req.query),
  );

  app.post(
    '/payouts/:id/approve',
    {
      schema: {
        tags,
        summary: "Approve a payout against the event's balance and send it (needs a fresh code)",
        params: ZAdminIdParams,
        response: { 200: ZAdminPayout, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireRecentAdminAuth();
      return approvePayout(app, { kind: 'admin', adminId: admin.id, requestId: req.id }, req.params.id);
    },
  );

  app.post(
    '/payouts/:id/retry',
    {
      schema: {
        tags,
        summary: 'Send a failed payout again, with a new transfer reference (needs a fresh code)',
        params: ZAdminIdParams,
        response: { 200: ZAdminPayout, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireRecentAdminAuth();
      return approvePayout(app, { kind: 'admin', adminId: admin.id, requestId: req.id }, req.params.id, {
        retry: true,
      });
    },
  );

  app.post(
    '/payouts/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject a payout request with a reason mailed to the host',
        params: ZAdminIdParams,
        body: ZAdminPayoutRejectRequest,
        response: { 200: ZAdminPayout, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      return rejectPayout(app, { kind: 'admin', adminId: admin.id, requestId: req.id }, req.params.id, req.body.reason);
    },
  );
};

export default adminPayoutsRoutes;
