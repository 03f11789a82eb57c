import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { DarajaProvider, callbackPayment, darajaCallbackSecretMatches, parseStkCallback } from './daraja.js';
import { paymentWithOrderReference } from './daraja.repository.js';
import { DARAJA_TEXT } from './daraja.texts.js';
import { applyWebhookPayment } from './payments.service.js';
import { providerNamed } from './provider-router.js';

const tags = ['payments'];

const ZCallbackParams = z.object({
  reference: z.string().min(1).max(100),
  secret: z.string().min(1).max(100),
});

/** What Safaricom expects back from a callback (anything 2xx is taken as received). */
const ZCallbackAnswer = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });

/**
 * Safaricom's STK callback (decision 025). Safaricom signs nothing, so the address is the proof:
 * it carries the attempt's reference and a secret made from its order's reference with
 * SESSION_SECRET; a wrong or missing secret is 404, the same answer as an unknown attempt. The
 * callback is applied through checkout's settlePayment, so a repeated one changes nothing and an
 * amount that is not the order's is refunded, not sold.
 */
const darajaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/payments/daraja/callback/:reference/:secret',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Daraja STK push callback (the path carries a per-order secret)',
        params: ZCallbackParams,
        response: { 200: ZCallbackAnswer, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      if (!(providerNamed(app.payments, 'daraja') instanceof DarajaProvider))
        throw new AppError('not_found', DARAJA_TEXT.noDaraja);
      const { reference, secret } = req.params;
      const row = await paymentWithOrderReference(app.db, reference);
      if (
        !row ||
        row.payment.provider !== 'daraja' ||
        !darajaCallbackSecretMatches(secret, row.orderReference, app.config.sessionSecret)
      )
        throw new AppError('not_found', DARAJA_TEXT.unknownCallback);
      const callback = parseStkCallback(req.body);
      if (!callback) throw new AppError('bad_request', DARAJA_TEXT.notStkCallback);
      // A callback about another prompt than the one this attempt sent is not this attempt's word.
      if (row.payment.providerRequestId && row.payment.providerRequestId !== callback.checkoutRequestId) {
        req.log.warn({ reference }, 'Daraja callback for another CheckoutRequestID ignored');
        return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
      }
      await applyWebhookPayment(app, callbackPayment(reference, callback, row.payment.currency));
      return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
    },
  );
};

export default darajaRoutes;
