import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IDEMPOTENCY_KEY_HEADER,
  ZComplimentaryOptions,
  ZComplimentaryRequest,
  ZHostEventParams,
  ZHostOrder,
  ZHostOrderParams,
  ZIdempotencyHeaders,
} from '@tribe/contracts';
import { accessOf, auditActorOf, HOST_FAILURES, requireHost, requireHostEvent } from './host-access.js';
import { complimentaryOptions, giveComplimentaryTickets, revokeComplimentaryOrder } from './complimentary.service.js';

/**
 * Complimentary (guest-list) tickets (issue 9, item 3): `attendees` permission (owner, manager).
 * 401 signed out, 403 without the right, 404 for another host's event or order.
 */
const complimentaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/events/:eventId/complimentary',
    {
      preHandler: requireHostEvent('attendees'),
      schema: {
        tags,
        summary: 'What guest tickets the host can give for an event: dates or shows ahead, ticket types, places left',
        params: ZHostEventParams,
        response: { 200: ZComplimentaryOptions, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return complimentaryOptions(app.db, access.hostId, req.params.eventId);
    },
  );

  app.post(
    '/host/events/:eventId/complimentary',
    {
      preHandler: requireHostEvent('attendees'),
      // A guest list is entered one guest after another: room for a few hundred in a sitting.
      config: { rateLimit: { max: 300, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Give complimentary tickets to a guest (reserved, total 0, places taken, tickets mailed); one order per Idempotency-Key',
        params: ZHostEventParams,
        headers: ZIdempotencyHeaders,
        body: ZComplimentaryRequest,
        response: { 200: ZHostOrder, 201: ZHostOrder, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const { order, created } = await giveComplimentaryTickets(
        app,
        { hostId: access.hostId, userId: access.user.id, locale: access.user.locale },
        req.params.eventId,
        req.body,
        req.headers[IDEMPOTENCY_KEY_HEADER],
      );
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  app.post(
    '/host/orders/:reference/revoke',
    {
      preHandler: requireHost('attendees'),
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Revoke complimentary tickets: the order cancelled, tickets void, places back, the guest told (safe to repeat)',
        params: ZHostOrderParams,
        response: { 200: ZHostOrder, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return revokeComplimentaryOrder(app, access.hostId, auditActorOf(access), req.params.reference);
    },
  );
};

export default complimentaryRoutes;
