import { clientAddress } from '../../lib/client-address.js';
import { errorResponses } from '../../lib/errors.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAvailability,
  ZConfirmReservationRequest,
  ZCreateOrderRequest,
  ZFreeReservationRequest,
  ZOrder,
  ZOrderTokenParams,
  ZStartPaymentRequest,
  ZStartPaymentResponse,
  zOrderToken,
} from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer.js';
import { requestLocale } from '../../lib/request-locale.js';
import { eventAvailability } from './checkout.availability.js';
import { cancelOrder, expireIfDue } from './checkout.expire.js';
import { checkoutContext, findOrderByToken } from './checkout.context.js';
import { confirmReservation } from './checkout.reserve.js';
import { createOrder } from './checkout.hold.js';
import { startPayment, verifyOrder } from './order-payments.service.js';
import { freshOrderView, orderView } from './order-view.js';

const failures = errorResponses(400, 404, 409, 422, 429, 502);
const tags = ['checkout'];

/** Orders are named by their unguessable token; no other route reveals one. */
const checkoutRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app) => {
  // A flash sale's every answer comes from here: compiled writers instead of zod (lib/compiled-serializer.ts).
  app.setSerializerCompiler(compiledSerializerCompiler);

  app.get(
    '/events/:eventId/availability',
    {
      schema: {
        tags,
        summary: 'Places left per date and ticket type (a few seconds old at most)',
        params: z.object({
          eventId: z
            .string()
            .min(1)
            .max(64)
            .regex(/^[A-Za-z0-9_-]+$/, 'must be an event id'),
        }),
        response: { 200: ZAvailability, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'public, max-age=1');
      const ref = /^\d{1,9}$/.test(req.params.eventId) ? Number(req.params.eventId) : req.params.eventId;
      return eventAvailability(app.db, ref);
    },
  );

  app.post(
    '/checkout/orders',
    {
      schema: {
        tags,
        summary: 'Hold places and open an order (pending while the buyer pays; reserved at once when free)',
        body: ZCreateOrderRequest,
        response: { 200: ZOrder, 201: ZOrder, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      const now = new Date();
      const { orderId, created, held } = await createOrder(checkoutContext(app), req.body, {
        userId: user?.id ?? null,
        freeOnly: false,
        now,
        address: clientAddress(req),
        deviceId: reply.ensureDeviceId(),
        limits: true,
        freeNeedsCode: !user,
        locale: requestLocale(req, req.body.locale),
      });
      reply.code(created ? 201 : 200);
      // A new hold is answered from what it wrote (no read back); anything else is read.
      if (held) return freshOrderView(held, app.ticketSigner, now);
      const view = await orderView(app.db, app.ticketSigner, orderId);
      return view;
    },
  );

  app.post(
    '/checkout/free-reservations',
    {
      schema: {
        tags,
        summary: 'Reserve free places; the tickets are issued at once',
        body: ZFreeReservationRequest,
        response: { 200: ZOrder, 201: ZOrder, ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      const { orderId, created } = await createOrder(checkoutContext(app), req.body, {
        userId: user?.id ?? null,
        freeOnly: true,
        address: clientAddress(req),
        deviceId: reply.ensureDeviceId(),
        limits: true,
        // Signed in: the account's email is already proven; otherwise the mailed code proves it.
        freeNeedsCode: !user,
        locale: requestLocale(req, req.body.locale),
      });
      reply.code(created ? 201 : 200);
      const view = await orderView(app.db, app.ticketSigner, orderId);
      return view;
    },
  );

  app.post(
    '/orders/:token/confirm',
    {
      // An unknown order is 404 whatever the body says.
      preValidation: async (req) => {
        const { token } = req.params as { token?: unknown };
        if (typeof token === 'string' && zOrderToken.safeParse(token).success) await findOrderByToken(app.db, token);
      },
      schema: {
        tags,
        summary: 'Confirm a free reservation with the code we emailed (its places are kept, its tickets issued)',
        params: ZOrderTokenParams,
        body: ZConfirmReservationRequest,
        response: { 200: ZOrder, ...failures },
      },
    },
    async (req) =>
      orderView(
        app.db,
        app.ticketSigner,
        await confirmReservation(checkoutContext(app), req.params.token, req.body.code),
      ),
  );

  app.get(
    '/orders/:token',
    {
      schema: {
        tags,
        summary: 'An order, by its token',
        params: ZOrderTokenParams,
        response: { 200: ZOrder, ...failures },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      const now = new Date();
      const order = await findOrderByToken(app.db, req.params.token);
      await expireIfDue(checkoutContext(app), order, now);
      return orderView(app.db, app.ticketSigner, order.id, now);
    },
  );

  app.post(
    '/orders/:token/cancel',
    {
      schema: {
        tags,
        summary: 'Let a hold go, or cancel a free reservation (its places return)',
        params: ZOrderTokenParams,
        response: { 200: ZOrder, ...failures },
      },
    },
    async (req) => orderView(app.db, app.ticketSigner, await cancelOrder(checkoutContext(app), req.params.token)),
  );

  app.post(
    '/orders/:token/payments',
    {
      // An unknown order is 404 whatever the body says.
      preValidation: async (req) => {
        const { token } = req.params as { token?: unknown };
        if (typeof token === 'string' && zOrderToken.safeParse(token).success) await findOrderByToken(app.db, token);
      },
      schema: {
        tags,
        summary:
          'Start paying: card answers where to go, M-Pesa sends a prompt to a phone proven to be the buyer’s (else 403 phone_unproven and an SMS code)',
        params: ZOrderTokenParams,
        body: ZStartPaymentRequest,
        response: { 200: ZStartPaymentResponse, ...errorResponses(403), ...failures },
      },
    },
    async (req, reply) => {
      const user = await req.getUser();
      // The browser, account and address asking: an M-Pesa phone is proven for them (decision 042).
      const { orderId, redirectUrl } = await startPayment(app, req.params.token, req.body, new Date(), {
        deviceId: reply.ensureDeviceId(),
        userId: user?.id ?? null,
        address: clientAddress(req),
      });
      return { order: await orderView(app.db, app.ticketSigner, orderId), redirectUrl };
    },
  );

  app.post(
    '/orders/:token/verify',
    {
      schema: {
        tags,
        summary: 'Ask the payment provider about this order now ("Check my payment")',
        params: ZOrderTokenParams,
        response: { 200: ZOrder, ...failures },
      },
    },
    async (req) => orderView(app.db, app.ticketSigner, await verifyOrder(app, req.params.token)),
  );
};

export default checkoutRoutes;
