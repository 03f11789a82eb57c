import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminDashboard, ZAdminDashboardQuery, ZErrorResponse } from '@tribe/contracts';
import { adminDashboard } from './admin-dashboard.service.js';

/** The admin area's dashboard route (docs/admin.md "Dashboard"), under /api/admin. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sales, fees, refunds, tickets, paying hosts and new users over a period, and the work queues',
        querystring: ZAdminDashboardQuery,
        response: { 200: ZAdminDashboard, 400: ZErrorResponse, 401: ZErrorResponse },
      },
    },
    async (req) => adminDashboard(app.db, req.query),
  );
};

export default adminDashboardRoutes;
