import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminIdParams,
  ZAdminOk,
  ZAdminOrderDetail,
  ZAdminOrderList,
  ZAdminOrderSearchQuery,
  ZAdminRefundRequest,
  ZAdminRefundResponse,
  ZErrorResponse,
} from '@tribe/contracts';
import { findOrders, orderDetail, refundOrder, resendTickets } from './admin-orders.service.js';

const tags = ['admin'];
const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };

/**
 * Support's orders (docs/admin.md), under /api/admin. A refund moves money, so it needs a fresh
 * second factor.
 */
const adminOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Find orders by reference, buyer email or phone',
        querystring: ZAdminOrderSearchQuery,
        response: { 200: ZAdminOrderList, ...failures },
      },
    },
    async (req) => ({ items: await findOrders(app, req.query.q) }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: "One order: our record beside the payment provider's",
        params: ZAdminIdParams,
        response: { 200: ZAdminOrderDetail, ...failures },
      },
    },
    async (req) => orderDetail(app, req.params.id),
  );

  app.post(
    '/orders/:id/resend-tickets',
    {
      schema: {
        tags,
        summary: "Mail the buyer's tickets again",
        params: ZAdminIdParams,
        response: { 200: ZAdminOk, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      await resendTickets(app, { kind: 'admin', adminId: admin.id, requestId: req.id }, req.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/orders/:id/refunds',
    {
      schema: {
        tags,
        summary: 'Refund in full or in part through the provider (needs a fresh code; one per key)',
        params: ZAdminIdParams,
        body: ZAdminRefundRequest,
        response: { 200: ZAdminRefundResponse, 201: ZAdminRefundResponse, ...failures },
      },
    },
    async (req, reply) => {
      const { admin } = await req.requireRecentAdminAuth();
      const result = await refundOrder(
        app,
        { kind: 'admin', adminId: admin.id, requestId: req.id },
        req.params.id,
        req.body,
      );
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
};

export default adminOrdersRoutes;
