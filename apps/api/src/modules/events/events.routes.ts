import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZErrorResponse,
  ZEvent,
  ZEventImage,
  ZEventKeyParams,
  ZEventListQuery,
  ZTrackClickRequest,
  ZTrackViewRequest,
} from '@tribe/contracts';
import { type CatalogueResponse, sendCatalogueResponse } from './catalogue-cache.js';
import { ZCategoryList, ZEventList, ZSubcategoryList, ZTribeList, catalogueCopies } from './catalogue-copies.js';
import eventReportsRoutes from './event-reports.routes.js';
import * as service from './events.service.js';

const ZTracked = z.object({ success: z.literal(true) });

/**
 * The public catalogue: no sign-in needed. HTTP only; rules live in events.service.
 *
 * The listing, featured events and one event are answered from a CatalogueCache of ready bytes
 * (see catalogue-cache.ts), built by catalogue-copies.ts. Their bodies go through the same Zod
 * schemas as every other response, once per built copy instead of once per request, and carry
 * ETag and Cache-Control.
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(eventReportsRoutes);
  // A repeat of an address answered here is served by catalogueCachePlugin's early hook.
  const { catalogue } = app;
  const copies = catalogueCopies(app);
  const cached = async (req: FastifyRequest, reply: FastifyReply, found: { key: string; copy: CatalogueResponse }) => {
    catalogue.alias(req.url, found.key, req.routeOptions.url ?? 'early');
    return sendCatalogueResponse(req, reply, found.copy);
  };

  app.get(
    '/events',
    {
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'Live events, filtered and sorted; X-Total-Count carries the number of matches',
        querystring: ZEventListQuery,
        response: { 200: ZEventList, 400: ZErrorResponse },
      },
    },
    async (req, reply) => cached(req, reply, await copies.listing(req.query)),
  );

  app.get(
    '/events/featured',
    {
      compress: false,
      schema: { tags: ['events'], summary: 'Featured upcoming events', response: { 200: ZEventList } },
    },
    async (req, reply) => cached(req, reply, await copies.featured()),
  );

  app.get(
    '/events/:id',
    {
      compress: false,
      schema: {
        tags: ['events'],
        summary: 'One live event by id, externalId or alias code',
        params: ZEventKeyParams,
        response: { 200: ZEvent, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req, reply) => cached(req, reply, await copies.event(req.params.id)),
  );

  app.get(
    '/events/:id/images',
    {
      schema: {
        tags: ['events'],
        summary: "The event's images, main image first",
        params: ZEventKeyParams,
        response: { 200: z.array(ZEventImage), 400: ZErrorResponse, 404: ZErrorResponse },
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

  // The home page asks for it on its first load (contracts, first-requests): ready bytes, dropped
  // with the rest of the catalogue when an admin edits a tribe.
  app.get(
    '/tribes',
    {
      compress: false,
      schema: {
        tags: ['catalogue'],
        summary: "The home page's tribes (community chat groups)",
        response: { 200: ZTribeList },
      },
    },
    async (req, reply) => cached(req, reply, await copies.tribes()),
  );

  app.get('/categories', { schema: { tags: ['catalogue'], response: { 200: ZCategoryList } } }, async (_req, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return service.listCategories(app.db);
  });

  app.get(
    '/subcategories',
    { schema: { tags: ['catalogue'], response: { 200: ZSubcategoryList } } },
    async (_req, reply) => {
      reply.header('Cache-Control', 'public, max-age=300');
      return service.listSubcategories(app.db);
    },
  );
};

export default eventsRoutes;
