import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZErrorResponse } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import {
  DarajaProvider,
  c2bPayment,
  c2bPaymentReference,
  darajaCallbackSecretMatches,
  darajaSecretHash,
  parseB2cResult,
  parseC2bConfirmation,
  parseStkCallback,
} from './daraja.js';
import {
  c2bSecretRegistered,
  darajaPayoutByReference,
  insertC2bPayment,
  orderByReference,
  refundByResultSecretHash,
} from './daraja.repository.js';
import { paymentByReference } from './payments.repository.js';
import { DARAJA_TEXT } from './daraja.texts.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';
import type { WebhookHandlers } from './payments.routes.js';
import { ProviderError, type VerifiedPayment } from './provider.js';
import { providerNamed } from './provider-router.js';

const tags = ['payments'];

const ZCallbackParams = z.object({
  reference: z.string().min(1).max(100),
  secret: z.string().min(1).max(100),
});

/** What Safaricom expects back from a callback (anything 2xx is taken as received). */
const ZCallbackAnswer = z.object({ ResultCode: z.literal(0), ResultDesc: z.string() });

/** The options of a B2C result's address (a refund's or a payout's): no CSRF check, Safaricom posts it. */
const b2cResultRoute = (summary: string) => ({
  config: { csrf: false },
  schema: {
    tags,
    summary,
    params: ZCallbackParams.extend({ kind: z.enum(['result', 'timeout']) }),
    response: { 200: ZCallbackAnswer, 400: ZErrorResponse, 404: ZErrorResponse },
  },
});

/**
 * Safaricom's STK callback (decision 025, amended). Safaricom signs nothing, so the address keeps
 * strangers out: it carries the attempt's reference and the random secret made for that prompt
 * alone, whose hash is on the attempt's row; a wrong or missing secret is 404, the same answer as
 * an unknown attempt (an attempt made before migration 0023 has no hash, so its callbacks are
 * refused and the STK query settles it). Even then a "paid" callback is not believed: Safaricom's
 * STK query must say paid too (`confirmCallback`). What is decided goes to the `payment` webhook
 * handler (checkout's settlement, decision 024), so a repeated callback changes nothing and an
 * amount that is not the order's is refunded, not sold. When the query cannot tell yet, Safaricom
 * still gets its 200 (it would only send the same callback again) and the attempt stays open for
 * the reconciliation job and "check my payment".
 */
const darajaRoutes: FastifyPluginAsyncZod<{
  webhooks: Pick<WebhookHandlers, 'payment' | 'refund' | 'transferStatus'>;
}> = async (app, { webhooks }) => {
  app.post(
    '/payments/daraja/callback/:reference/:secret',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Daraja STK push callback (the path carries a random secret per prompt)',
        params: ZCallbackParams,
        response: { 200: ZCallbackAnswer, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const daraja = providerNamed(app.payments, 'daraja');
      if (!(daraja instanceof DarajaProvider)) throw new AppError('not_found', DARAJA_TEXT.noDaraja);
      const { reference, secret } = req.params;
      const payment = await paymentByReference(app.db, reference);
      if (!payment || payment.provider !== 'daraja' || !darajaCallbackSecretMatches(secret, payment.callbackSecretHash))
        throw new AppError('not_found', DARAJA_TEXT.unknownCallback);
      const callback = parseStkCallback(req.body);
      if (!callback) throw new AppError('bad_request', DARAJA_TEXT.notStkCallback);
      const accepted = { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
      // A callback about another prompt than the one this attempt sent is not this attempt's word.
      if (payment.providerRequestId && payment.providerRequestId !== callback.checkoutRequestId) {
        req.log.warn({ reference }, 'Daraja callback for another CheckoutRequestID ignored');
        return accepted;
      }
      let decided: VerifiedPayment;
      try {
        decided = await daraja.confirmCallback(reference, callback, payment.currency);
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        req.log.warn({ reference, err: err.message }, 'Daraja callback said paid; the STK query did not answer');
        return accepted;
      }
      if (decided.status === 'pending') {
        req.log.info({ reference }, 'Daraja callback said paid; the STK query says still processing');
        return accepted;
      }
      if (callback.resultCode === 0 && decided.status !== 'succeeded')
        req.log.warn({ reference }, 'Daraja callback said paid; the STK query says it was not');
      await webhooks.payment(decided);
      return accepted;
    },
  );

  /** 404 unless Daraja takes M-Pesa here. */
  const requireDaraja = () => {
    if (!(providerNamed(app.payments, 'daraja') instanceof DarajaProvider))
      throw new AppError('not_found', DARAJA_TEXT.noDaraja);
  };
  /** The B2C result Safaricom posted; 400 when the body is not one. */
  const b2cResultOf = (body: unknown) => {
    const result = parseB2cResult(body);
    if (!result) throw new AppError('bad_request', DARAJA_TEXT.notB2cResult);
    return result;
  };

  // A refund's B2C result (or its queue timeout): the address carries the payment and the random
  // secret made for this one refund's request, whose hash is on the refund's row; the result is
  // that refund's alone (another refund of the same payment may still be on its way).
  app.post(
    '/payments/daraja/b2c/:reference/:secret/:kind',
    b2cResultRoute('Daraja B2C result or timeout of a refund (the path carries a random secret per refund)'),
    async (req) => {
      requireDaraja();
      const { reference, secret, kind } = req.params;
      const payment = await paymentByReference(app.db, reference);
      const refund =
        payment?.provider === 'daraja'
          ? await refundByResultSecretHash(app.db, payment.id, darajaSecretHash(secret))
          : undefined;
      if (!refund) throw new AppError('not_found', DARAJA_TEXT.unknownCallback);
      const result = b2cResultOf(req.body);
      const accepted = { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
      if (refund.providerReference && result.conversationId && refund.providerReference !== result.conversationId) {
        req.log.warn({ reference, refundId: refund.id }, 'Daraja refund result for another ConversationID ignored');
        return accepted;
      }
      const only = { refundId: refund.id };
      if (kind === 'timeout') await webhooks.refund(reference, 'failed', PAYMENT_MESSAGES.darajaRefundTimedOut, only);
      else if (result.resultCode === 0) await webhooks.refund(reference, 'processed', null, only);
      else await webhooks.refund(reference, 'failed', PAYMENT_MESSAGES.refundFailed, only);
      return accepted;
    },
  );

  // A host's payout's B2C result (or its queue timeout): the address carries the payout's
  // reference and the random secret made for this send, whose hash is on the payout's row. The admin area applies it (finishPayout, through the handler), so
  // a repeated result changes nothing and the ledger's payout row is written once, when paid.
  app.post(
    '/payments/daraja/payouts/:reference/:secret/:kind',
    b2cResultRoute('Daraja B2C result or timeout of a host payout (the path carries a random secret per send)'),
    async (req) => {
      requireDaraja();
      const { reference, secret, kind } = req.params;
      const payout = await darajaPayoutByReference(app.db, reference);
      if (!payout || !darajaCallbackSecretMatches(secret, payout.resultSecretHash))
        throw new AppError('not_found', DARAJA_TEXT.unknownPayout);
      const result = b2cResultOf(req.body);
      // A result about another request than the one this payout recorded is not its word.
      if (payout.conversationId && result.conversationId && payout.conversationId !== result.conversationId) {
        req.log.warn({ reference }, 'Daraja payout result for another ConversationID ignored');
        return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
      }
      const status =
        kind === 'timeout'
          ? { status: 'failed' as const, failureReason: PAYMENT_MESSAGES.darajaPayoutTimedOut }
          : result.resultCode === 0
            ? { status: 'success' as const, failureReason: null }
            : {
                status: 'failed' as const,
                failureReason: PAYMENT_MESSAGES.darajaPayoutFailed(result.resultCode, result.resultDesc),
              };
      req.log.info(
        { payoutId: payout.id, kind, resultCode: result.resultCode, transactionId: result.transactionId },
        'Daraja payout result',
      );
      await webhooks.transferStatus({
        reference,
        ...status,
        transferCode: result.conversationId ?? payout.conversationId,
        amount: null,
      });
      return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
    },
  );

  /**
   * The Paybill fallback's Daraja, when the secret in the address is the one registered with
   * Safaricom for its number (only its hash is stored; decision 025, amended); else 404.
   */
  const paybillDaraja = async (secret: string) => {
    const daraja = providerNamed(app.payments, 'daraja');
    if (!(daraja instanceof DarajaProvider) || !daraja.paybillFallback)
      throw new AppError('not_found', DARAJA_TEXT.noPaybill);
    if (!(await c2bSecretRegistered(app.db, daraja.paybillFallback, darajaSecretHash(secret), new Date())))
      throw new AppError('not_found', DARAJA_TEXT.noPaybill);
    return daraja;
  };

  // Safaricom asks before taking a Paybill payment; every account is accepted (one typed wrong
  // is matched by support: refusing would send the buyer's money nowhere useful either).
  app.post(
    '/payments/daraja/c2b/:secret/validation',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Daraja C2B validation for the Paybill fallback (accepts)',
        params: z.object({ secret: z.string().min(1).max(100) }),
        response: { 200: ZCallbackAnswer, 404: ZErrorResponse },
      },
    },
    async (req) => {
      await paybillDaraja(req.params.secret);
      return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
    },
  );

  app.post(
    '/payments/daraja/c2b/:secret/confirmation',
    {
      config: { csrf: false },
      schema: {
        tags,
        summary: 'Daraja C2B confirmation: a Paybill payment with the order reference as account',
        params: z.object({ secret: z.string().min(1).max(100) }),
        response: { 200: ZCallbackAnswer, 400: ZErrorResponse, 404: ZErrorResponse },
      },
    },
    async (req) => {
      const daraja = await paybillDaraja(req.params.secret);
      const c = parseC2bConfirmation(req.body);
      if (!c) throw new AppError('bad_request', DARAJA_TEXT.notC2bConfirmation);
      const order =
        c.shortCode === daraja.paybillFallback ? await orderByReference(app.db, c.billRefNumber) : undefined;
      if (!order) {
        // Money to another number, or an account that is no order: support finds it in the logs.
        req.log.warn({ transId: c.transId, account: c.billRefNumber.slice(0, 20) }, 'Paybill payment for no order');
        return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
      }
      const payment = c2bPayment(c, order.currency);
      await insertC2bPayment(
        app.db,
        {
          orderId: order.id,
          reference: c2bPaymentReference(c.transId),
          transId: c.transId,
          amount: order.total,
          transAmount: c.amount,
          currency: order.currency,
        },
        new Date(),
      );
      await webhooks.payment(payment);
      return { ResultCode: 0 as const, ResultDesc: DARAJA_TEXT.accepted };
    },
  );
};

export default darajaRoutes;
