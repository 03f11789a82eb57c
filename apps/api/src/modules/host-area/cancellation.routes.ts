import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCancellationInput,
  ZCancellationParams,
  ZCancellationPreview,
  ZEventCancellation,
  ZHostEventParams,
} from '@tribe/contracts';
import { z } from 'zod';
import { accessOf, auditActorOf, HOST_FAILURES, requireHostEvent } from './host-access.js';
import {
  cancellationPreview,
  listEventCancellations,
  retryCancellation,
  startCancellation,
} from './cancellation.service.js';

/**
 * Cancelling an event or one of its dates (issue 9): only the owner starts or retries one
 * (`cancelEvents`); the owner and managers see them (`events`). 401 signed out, 403 without the
 * right, 404 for another host's event.
 */
const cancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/events/:eventId/cancellations',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'The event’s cancellations (whole event or one date) with their progress, newest first',
        params: ZHostEventParams,
        response: { 200: z.array(ZEventCancellation), ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return listEventCancellations(app.db, access.hostId, req.params.eventId);
    },
  );

  app.get(
    '/host/events/:eventId/cancellations/preview',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'What cancelling the event or each of its dates would refund, cancel and release',
        params: ZHostEventParams,
        response: { 200: ZCancellationPreview, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return cancellationPreview(app.db, access.hostId, req.params.eventId);
    },
  );

  app.post(
    '/host/events/:eventId/cancellations',
    {
      preHandler: requireHostEvent('cancelEvents'),
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Cancel the whole event (no occurrenceKey) or one date or show: buyers are refunded and mailed in the background (same answer when repeated)',
        params: ZHostEventParams,
        body: ZCancellationInput,
        response: { 202: ZEventCancellation, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const { cancellation } = await startCancellation(app, {
        hostId: access.hostId,
        actor: auditActorOf(access),
        eventId: req.params.eventId,
        occurrenceKey: req.body.occurrenceKey ?? null,
        message: req.body.message,
      });
      return reply.status(202).send(cancellation);
    },
  );

  app.post(
    '/host/events/:eventId/cancellations/:cancellationId/retry',
    {
      preHandler: requireHostEvent('cancelEvents'),
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Try the failed orders of a cancellation again',
        params: ZCancellationParams,
        response: { 202: ZEventCancellation, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const { eventId, cancellationId } = req.params;
      return reply
        .status(202)
        .send(await retryCancellation(app, access.hostId, auditActorOf(access), eventId, cancellationId));
    },
  );
};

export default cancellationRoutes;
