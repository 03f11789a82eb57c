import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZHostDashboard,
  ZHostDashboardQuery,
  ZHostEvent,
  ZHostEventInput,
  ZHostEventParams,
  ZHostEventSummary,
  ZHostMe,
  ZHostTicketSales,
} from '@tribe/contracts';
import { z } from 'zod';
import { accessOf, auditActorOf, HOST_FAILURES, requireHost, requireHostEvent } from './host-access.js';
import {
  createHostEvent,
  getHostEvent,
  hostDashboard,
  listHostEvents,
  publishHostEvent,
  ticketSales,
  updateHostEvent,
} from './host-events.service.js';

/**
 * The host area's API (`/api/host/*`, decision 015). Every route acts for one host (the
 * `x-host-id` header, else the host the user owns, else their first membership) and asks
 * hostAccess for the permission it needs: 401 signed out, 403 without the right, 404 for an
 * event of another host.
 */
const hostAreaRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host'];

  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/me',
    {
      preHandler: requireHost(null),
      schema: {
        tags,
        summary: 'The hosts this person may act for, and the one this request acts for',
        response: { 200: ZHostMe, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return { memberships: access.memberships, active: access.memberships.find((m) => m.hostId === access.hostId)! };
    },
  );

  app.get(
    '/host/dashboard',
    {
      preHandler: requireHost('dashboard'),
      schema: {
        tags,
        summary: 'Tickets sold, money, views and conversion over the last days; upcoming events; latest orders',
        querystring: ZHostDashboardQuery,
        response: { 200: ZHostDashboard, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return hostDashboard(app.db, access.hostId, req.query.days);
    },
  );

  app.get(
    '/host/events',
    {
      preHandler: requireHost('events'),
      schema: {
        tags,
        summary: 'The acting host’s events, any status',
        response: { 200: z.array(ZHostEventSummary), ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return listHostEvents(app.db, access.hostId);
    },
  );

  app.post(
    '/host/events',
    {
      preHandler: requireHost('events'),
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Create a draft event from the whole form',
        body: ZHostEventInput,
        response: { 201: ZHostEvent, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      return reply.status(201).send(await createHostEvent(app.db, access.hostId, auditActorOf(access), req.body));
    },
  );

  app.get(
    '/host/events/:eventId',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'One event as the form edits it',
        params: ZHostEventParams,
        response: { 200: ZHostEvent, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return getHostEvent(app.db, access.hostId, req.params.eventId);
    },
  );

  app.put(
    '/host/events/:eventId',
    {
      preHandler: requireHostEvent('events'),
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Save the whole form (rules of editing after sales apply)',
        params: ZHostEventParams,
        body: ZHostEventInput,
        response: { 200: ZHostEvent, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updateHostEvent(app.db, access.hostId, auditActorOf(access), req.params.eventId, req.body);
    },
  );

  app.post(
    '/host/events/:eventId/publish',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Publish a draft (409 publish_incomplete says what is missing)',
        params: ZHostEventParams,
        response: { 200: ZHostEvent, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return publishHostEvent(app.db, access.hostId, auditActorOf(access), req.params.eventId);
    },
  );

  app.get(
    '/host/events/:eventId/tickets',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Sold, held and available places of each ticket type per date or show',
        params: ZHostEventParams,
        response: { 200: ZHostTicketSales, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return ticketSales(app.db, access.hostId, req.params.eventId);
    },
  );
};

export default hostAreaRoutes;
