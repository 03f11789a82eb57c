import { clientAddress } from '../../lib/client-address.js';
import { errorResponses } from '../../lib/errors.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ZPromoCheck, ZPromoCheckRequest } from '@tribe/contracts';
import { checkPromoCode } from './promo-check.js';

const failures = errorResponses(400, 404, 409, 429);

const ZEventParams = z.object({
  eventId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'must be an event id'),
});

/** Per address and event: a buyer behind a carrier's shared address is held back only by that event's guessers. */
const perAddressAndEvent = (req: FastifyRequest) =>
  `${clientAddress(req)}|${(req.params as { eventId?: string } | undefined)?.eventId ?? ''}`;

/**
 * The buyer's promo code check (issue 9). Throttled twice: every request here (30 a minute per
 * address and event), and wrong codes (10 per 15 minutes per address and event, across server
 * processes; promo.ts), which also counts codes sent with orders.
 */
const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/events/:eventId/promo-codes/check',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: perAddressAndEvent } },
      schema: {
        tags: ['checkout'],
        summary: 'What a promo code takes off these tickets, with the new totals',
        params: ZEventParams,
        body: ZPromoCheckRequest,
        response: { 200: ZPromoCheck, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const ref = /^\d{1,9}$/.test(req.params.eventId) ? Number(req.params.eventId) : req.params.eventId;
      return checkPromoCode(app.db, ref, req.body, clientAddress(req));
    },
  );
};

export default promoRoutes;
