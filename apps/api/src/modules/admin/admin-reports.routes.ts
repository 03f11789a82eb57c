import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminEventParams,
  ZAdminReport,
  ZAdminReportPage,
  ZAdminReportResolveRequest,
  ZAdminReportsQuery,
  ZErrorResponse,
} from '@tribe/contracts';
import * as service from './admin-reports.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse, 409: ZErrorResponse };
const tags = ['admin'];

/**
 * The admin area's reports routes (docs/admin.md "Reports"), under /api/admin: the queue of
 * "Report this event" reports and closing them. Taking the event down is the events routes' job.
 */
const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/reports',
    {
      schema: {
        tags,
        summary: 'Reports of events, open first-come first-served, or closed newest first',
        querystring: ZAdminReportsQuery,
        response: { 200: ZAdminReportPage, ...failures },
      },
    },
    async (req) => service.listReports(app.db, req.query),
  );

  app.post(
    '/reports/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Close a report as acted on or dismissed, with a note',
        params: ZAdminEventParams,
        body: ZAdminReportResolveRequest,
        response: { 200: ZAdminReport, ...failures },
      },
    },
    async (req) => {
      const { admin } = await req.requireAdmin();
      return service.resolveReport(
        app.db,
        { adminId: admin.id, requestId: req.id },
        req.params.id,
        req.body.outcome,
        req.body.note,
      );
    },
  );
};

export default adminReportsRoutes;
