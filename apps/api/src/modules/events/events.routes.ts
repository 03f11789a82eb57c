import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZCategory,
  ZErrorResponse,
  ZEvent,
  ZEventImage,
  ZEventListQuery,
  ZSubcategory,
  ZTrackClickRequest,
  ZTrackViewRequest,
} from '@tribe/contracts';
import * as service from './events.service.js';

const ZIdParams = z.object({ id: z.string().trim().min(1).max(64) });
const ZTracked = z.object({ success: z.literal(true) });

/** The public catalogue: no sign-in needed. HTTP only; rules live in events.service. */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/events',
    {
      schema: {
        tags: ['events'],
        summary: 'Live events, filtered and sorted; X-Total-Count carries the number of matches',
        querystring: ZEventListQuery,
        response: { 200: z.array(ZEvent), 400: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const page = await service.listEvents(app.db, req.query);
      reply.header('X-Total-Count', String(page.total));
      reply.header('Access-Control-Expose-Headers', 'X-Total-Count');
      return page.events;
    },
  );

  app.get(
    '/events/featured',
    { schema: { tags: ['events'], summary: 'Featured upcoming events', response: { 200: z.array(ZEvent) } } },
    async () => service.listFeatured(app.db),
  );

  app.get(
    '/events/:id',
    {
      schema: {
        tags: ['events'],
        summary: 'One live event by id, externalId or alias code',
        params: ZIdParams,
        response: { 200: ZEvent, 404: ZErrorResponse },
      },
    },
    async (req) => service.getEvent(app.db, req.params.id),
  );

  app.get(
    '/events/:id/images',
    {
      schema: {
        tags: ['events'],
        summary: "The event's images, main image first",
        params: ZIdParams,
        response: { 200: z.array(ZEventImage), 404: ZErrorResponse },
      },
    },
    async (req) => service.getEventImages(app.db, req.params.id),
  );

  app.post(
    '/events/track-view',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Count a view of an event page',
        body: ZTrackViewRequest,
        response: { 200: ZTracked, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      await service.track(app.db, req.body.eventId, 'views');
      return { success: true as const };
    },
  );

  app.post(
    '/events/track-click',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags: ['analytics'],
        summary: 'Count a click on a ticket button',
        body: ZTrackClickRequest,
        response: { 200: ZTracked, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      await service.track(app.db, req.body.eventId, 'clicks');
      return { success: true as const };
    },
  );

  app.get(
    '/categories',
    { schema: { tags: ['catalogue'], response: { 200: z.array(ZCategory) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return service.listCategories(app.db);
    },
  );

  app.get(
    '/subcategories',
    { schema: { tags: ['catalogue'], response: { 200: z.array(ZSubcategory) } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return service.listSubcategories(app.db);
    },
  );
};

export default eventsRoutes;
