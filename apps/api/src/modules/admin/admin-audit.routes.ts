import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZAdminAuditPage, ZAdminAuditQuery, ZErrorResponse } from '@tribe/contracts';
import { auditCsv, auditPage } from './admin-audit.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse };
const tags = ['admin'];

/** The admin area's audit log routes (docs/admin.md), under /api/admin. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first, filtered; `nextCursor` gives the next page',
        querystring: ZAdminAuditQuery,
        response: { 200: ZAdminAuditPage, ...failures },
      },
    },
    async (req) => auditPage(app.db, req.query),
  );

  app.get(
    '/audit.csv',
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The audit log as CSV, with the same filters',
        querystring: ZAdminAuditQuery.omit({ cursor: true, limit: true }),
        produces: ['text/csv'],
        response: { 200: z.string(), ...failures },
      },
    },
    async (req, reply) => {
      const csv = await auditCsv(app.db, req.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit-log-${day}.csv"`)
        .send(csv);
    },
  );
};

export default adminAuditRoutes;
