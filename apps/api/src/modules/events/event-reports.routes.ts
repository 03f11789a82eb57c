import { clientAddress } from '../../lib/client-address.js';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse, ZEventKeyParams, ZEventReportRequest } from '@tribe/contracts';
import { submitReport } from './event-reports.service.js';

/**
 * "Report this event" (docs/admin.md "Reports"): anyone may report a public event; the report
 * waits in the admin's queue. Throttled per device and per address (admin-reports.service).
 */
const eventReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/:id/reports',
    {
      schema: {
        tags: ['events'],
        summary: 'Report an event to the marketplace’s admins',
        params: ZEventKeyParams,
        body: ZEventReportRequest,
        response: {
          201: z.object({ success: z.literal(true) }),
          400: ZErrorResponse,
          404: ZErrorResponse,
          429: ZErrorResponse,
        },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      await submitReport(app.db, app.config.sessionSecret, req.params.id, req.body, {
        address: clientAddress(req),
        deviceId: reply.ensureDeviceId(),
        userId: user?.id ?? null,
      });
      return reply.code(201).send({ success: true as const });
    },
  );
};

export default eventReportsRoutes;
