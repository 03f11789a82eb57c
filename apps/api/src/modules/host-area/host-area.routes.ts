import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse,
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
import { auditActorOf, hostAccess } from './host-access.js';
import {
  createHostEvent,
  getHostEvent,
  hostDashboard,
  listHostEvents,
  publishHostEvent,
  ticketSales,
  updateHostEvent,
} from './host-events.service.js';

const failures = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
  409: ZErrorResponse,
  413: ZErrorResponse,
};

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
      schema: {
        tags,
        summary: 'The hosts this person may act for, and the one this request acts for',
        response: { 200: ZHostMe, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, null);
      return { memberships: access.memberships, active: access.memberships.find((m) => m.hostId === access.hostId)! };
    },
  );

  app.get(
    '/host/dashboard',
    {
      schema: {
        tags,
        summary: 'Tickets sold, money, views and conversion over the last days; upcoming events; latest orders',
        querystring: ZHostDashboardQuery,
        response: { 200: ZHostDashboard, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'dashboard');
      return hostDashboard(app.db, access.hostId, req.query.days);
    },
  );

  app.get(
    '/host/events',
    {
      schema: {
        tags,
        summary: 'The acting host’s events, any status',
        response: { 200: z.array(ZHostEventSummary), ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      return listHostEvents(app.db, access.hostId);
    },
  );

  app.post(
    '/host/events',
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Create a draft event from the whole form',
        body: ZHostEventInput,
        response: { 201: ZHostEvent, ...failures },
      },
    },
    async (req, reply) => {
      const access = await hostAccess(app, req, 'events');
      return reply.status(201).send(await createHostEvent(app.db, access.hostId, auditActorOf(access), req.body));
    },
  );

  app.get(
    '/host/events/:eventId',
    {
      schema: {
        tags,
        summary: 'One event as the form edits it',
        params: ZHostEventParams,
        response: { 200: ZHostEvent, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      return getHostEvent(app.db, access.hostId, req.params.eventId);
    },
  );

  app.put(
    '/host/events/:eventId',
    {
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Save the whole form (rules of editing after sales apply)',
        params: ZHostEventParams,
        body: ZHostEventInput,
        response: { 200: ZHostEvent, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      return updateHostEvent(app.db, access.hostId, auditActorOf(access), req.params.eventId, req.body);
    },
  );

  app.post(
    '/host/events/:eventId/publish',
    {
      schema: {
        tags,
        summary: 'Publish a draft (409 publish_incomplete says what is missing)',
        params: ZHostEventParams,
        response: { 200: ZHostEvent, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      return publishHostEvent(app.db, access.hostId, auditActorOf(access), req.params.eventId);
    },
  );

  app.get(
    '/host/events/:eventId/tickets',
    {
      schema: {
        tags,
        summary: 'Sold, held and available places of each ticket type per date or show',
        params: ZHostEventParams,
        response: { 200: ZHostTicketSales, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'events');
      return ticketSales(app.db, access.hostId, req.params.eventId);
    },
  );
};

export default hostAreaRoutes;
