import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZHostEventParams,
  ZHostPromoCodes,
  ZPromoCode,
  ZPromoCodeInput,
  ZPromoCodeParams,
  ZPromoCodeRemoved,
} from '@tribe/contracts';
import { accessOf, auditActorOf, HOST_FAILURES, requireHostEvent } from './host-access.js';
import { createPromoCode, listEventPromoCodes, removePromoCode, updatePromoCode } from './promo-codes.service.js';

/**
 * An event's promo codes (issue 9, item 3): the `events` permission (owner, manager). 401 signed
 * out, 403 without the right, 404 for another host's event.
 */
const promoCodesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host', 'promo codes'];
  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/events/:eventId/promo-codes',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'The event’s promo codes with their uses, and its ticket types',
        params: ZHostEventParams,
        response: { 200: ZHostPromoCodes, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return listEventPromoCodes(app.db, access.hostId, req.params.eventId);
    },
  );

  app.post(
    '/host/events/:eventId/promo-codes',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Create a promo code (409 promo_code_taken when the event has it already)',
        params: ZHostEventParams,
        body: ZPromoCodeInput,
        response: { 201: ZPromoCode, ...HOST_FAILURES },
      },
    },
    async (req, reply) => {
      const access = accessOf(req);
      return reply
        .status(201)
        .send(await createPromoCode(app.db, access.hostId, auditActorOf(access), req.params.eventId, req.body));
    },
  );

  app.put(
    '/host/events/:eventId/promo-codes/:codeId',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Save a promo code (on orders: only its limit and dates may change)',
        params: ZPromoCodeParams,
        body: ZPromoCodeInput,
        response: { 200: ZPromoCode, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return updatePromoCode(
        app.db,
        access.hostId,
        auditActorOf(access),
        req.params.eventId,
        req.params.codeId,
        req.body,
      );
    },
  );

  app.delete(
    '/host/events/:eventId/promo-codes/:codeId',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Delete a promo code no order carries; archive one that orders carry',
        params: ZPromoCodeParams,
        response: { 200: ZPromoCodeRemoved, ...HOST_FAILURES },
      },
    },
    async (req) => {
      const access = accessOf(req);
      return removePromoCode(app.db, access.hostId, auditActorOf(access), req.params.eventId, req.params.codeId);
    },
  );
};

export default promoCodesRoutes;
