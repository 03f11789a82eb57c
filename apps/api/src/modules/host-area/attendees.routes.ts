import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZHostAttendeePage,
  ZHostAttendeesCsvQuery,
  ZHostAttendeesQuery,
  ZHostEventParams,
  ZHostTransfers,
  ZHostOrder,
  ZHostOrderParams,
  ZHostOrdersQuery,
} from '@tribe/contracts';
import { z } from 'zod';
import { accessOf, auditActorOf, HOST_FAILURES, requireHost } from './host-access.js';
import {
  attendeesCsv,
  listAttendees,
  listEventTransfers,
  listHostOrders,
  refundHostOrder,
  resendOrderTickets,
} from './attendees.service.js';

/**
 * The host's attendees and orders across events (issue 9, item 4): `attendees` permission
 * (owner, manager). 401 signed out, 403 without the right, 404 for another host's event or order.
 */
const attendeesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/attendees',
    {
      preHandler: requireHost('attendees'),
      schema: {
        tags,
        summary: 'Tickets of the host’s events, with search and filters (50 a page)',
        querystring: ZHostAttendeesQuery,
        response: { 200: ZHostAttendeePage, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      const { page, ...filter } = req.query;
      return listAttendees(app.db, { hostId: access.hostId, ...filter }, page);
    },
  );

  app.get(
    '/host/events/:eventId/transfers',
    {
      preHandler: requireHost('attendees'),
      schema: {
        tags,
        summary: 'Tickets of one event sent to a friend: who sent them, who accepted, when (decision 051)',
        params: ZHostEventParams,
        response: { 200: ZHostTransfers, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return { items: await listEventTransfers(app.db, access.hostId, req.params.eventId) };
    },
  );

  app.get(
    '/host/attendees.csv',
    {
      preHandler: requireHost('attendees'),
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The attendee list as CSV (names, emails, ticket types, check-in; no phone numbers)',
        querystring: ZHostAttendeesCsvQuery,
        produces: ['text/csv'],
        response: { 200: z.string(), ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      const csv = await attendeesCsv(app.db, access.hostId, req.query.eventId);
      const name = `attendees${req.query.eventId ? `-event-${req.query.eventId}` : ''}.csv`;
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .send(csv);
    },
  );

  app.get(
    '/host/orders',
    {
      preHandler: requireHost('attendees'),
      schema: {
        tags,
        summary: 'Orders of the host’s events (paid, reserved, refunded, cancelled), newest first',
        querystring: ZHostOrdersQuery,
        response: { 200: z.array(ZHostOrder), ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return listHostOrders(app.db, { hostId: access.hostId, ...req.query });
    },
  );

  app.post(
    '/host/orders/:reference/resend',
    {
      preHandler: requireHost('attendees'),
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Mail the order’s tickets again to the address on the order',
        params: ZHostOrderParams,
        response: { 202: z.object({ queued: z.literal(true) }), ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      await resendOrderTickets(app, access.hostId, req.params.reference);
      return reply.status(202).send({ queued: true as const });
    },
  );

  app.post(
    '/host/orders/:reference/refund',
    {
      preHandler: requireHost('refunds'),
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: 'Refund a paid order in full through the payment provider (safe to repeat)',
        params: ZHostOrderParams,
        response: { 200: ZHostOrder, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return refundHostOrder(app, access.hostId, auditActorOf(access), req.params.reference);
    },
  );
};

export default attendeesRoutes;
