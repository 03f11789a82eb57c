import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminEvent,
  ZAdminEventPage,
  ZAdminEventParams,
  ZAdminEventsQuery,
  ZAdminFeatureRequest,
  ZAdminUnpublishRequest,
  ZErrorResponse,
} from '@tribe/contracts';
import * as service from './admin-events.service.js';

const failures = { 400: ZErrorResponse, 401: ZErrorResponse, 404: ZErrorResponse };
const tags = ['admin'];

/**
 * The admin area's events routes (docs/admin.md "Events"), under /api/admin.
 */
const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = async (req: { requireAdmin: () => Promise<{ admin: { id: number } }>; id: string }) => ({
    db: app.db,
    mail: app.mail,
    adminId: (await req.requireAdmin()).admin.id,
    requestId: req.id,
  });

  app.get(
    '/events',
    {
      schema: {
        tags,
        summary: 'Every event, drafts included, filtered and paged',
        querystring: ZAdminEventsQuery,
        response: { 200: ZAdminEventPage, ...failures },
      },
    },
    async (req) => service.listAdminEvents(app.db, req.query),
  );

  app.post(
    '/events/:id/unpublish',
    {
      schema: {
        tags,
        summary: 'Take an event down, with a reason mailed to its host',
        params: ZAdminEventParams,
        body: ZAdminUnpublishRequest,
        response: { 200: ZAdminEvent, ...failures },
      },
    },
    async (req) => service.unpublishEvent(await ctx(req), req.params.id, req.body.reason),
  );

  app.post(
    '/events/:id/restore',
    {
      schema: {
        tags,
        summary: 'Put a taken-down event back',
        params: ZAdminEventParams,
        response: { 200: ZAdminEvent, ...failures },
      },
    },
    async (req) => service.restoreEvent(await ctx(req), req.params.id),
  );

  app.post(
    '/events/:id/featured',
    {
      schema: {
        tags,
        summary: 'Feature or unfeature an event (the home hero and /api/events/featured)',
        params: ZAdminEventParams,
        body: ZAdminFeatureRequest,
        response: { 200: ZAdminEvent, ...failures },
      },
    },
    async (req) => service.setEventFeatured(await ctx(req), req.params.id, req.body.featured),
  );
};

export default adminEventsRoutes;
