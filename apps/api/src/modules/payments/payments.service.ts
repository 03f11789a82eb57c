import type { FastifyInstance } from 'fastify';
import { siteUrl, type TStartPaymentRequest } from '@tribe/contracts';
import * as repo from './payments.repository.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newPaymentReference } from '../checkout/checkout.codes.js';
import {
  JOB,
  expireIfDue,
  findOrderByToken,
  openPaymentsOf,
  preparePaymentStart,
  settlePayment,
  type CheckoutContext,
  type ProviderReport,
} from '../checkout/checkout.repository.js';
import { takePaymentStartSlots, takeVerifySlots, giveHoldSlotsBack } from '../checkout/checkout.limits.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';
import { ProviderError, type VerifiedPayment } from './provider.js';
import { providerForChannel } from './provider-router.js';
import { SANDBOX_MPESA_DELAY_MS } from './sandbox-provider.js';

/**
 * Payment attempts: starting one (idempotent per client key), asking the provider what
 * happened (verify, the reconciliation job), provider webhooks, and refunds. Every report ends
 * in checkout's settlePayment, which applies it exactly once.
 */

export const checkoutContext = (app: FastifyInstance): CheckoutContext => ({
  db: app.db,
  jobs: app.jobs,
  holdMinutes: app.config.holdMinutes,
});

/** An M-Pesa prompt younger than this is still on the buyer's phone. */
export const MPESA_PROMPT_REUSE_MS = 90_000;

/** How long an 'abandoned' card attempt is still asked about (the buyer may pay late on the page). */
export const ABANDONED_RECHECK_MS = 2 * 3600_000;

export const verifyingPath = (token: string, reference: string) =>
  `/checkout/verifying?order=${encodeURIComponent(token)}&reference=${encodeURIComponent(reference)}`;

const toReport = (v: VerifiedPayment): ProviderReport => ({
  reference: v.reference,
  status: v.status,
  amount: v.amount,
  currency: v.currency,
  channel: v.channel,
  mpesaReceipt: v.mpesaReceipt,
  providerFee: v.providerFee,
  failureReason: v.failureReason,
  raw: v.raw,
});

/**
 * Starts paying a pending order: card answers where to send the browser, M-Pesa sends the
 * prompt to the phone. A retried request with the same idempotency key gets the same attempt
 * back (a double tap sends one prompt).
 */
export async function startPayment(
  app: FastifyInstance,
  token: string,
  body: TStartPaymentRequest,
  now: Date = new Date(),
): Promise<{ orderId: number; redirectUrl: string | null }> {
  const found = await findOrderByToken(app.db, token);
  const same = async () => {
    let p = await repo.paymentByIdempotencyKey(app.db, body.idempotencyKey);
    if (!p) return null;
    if (p.orderId !== found.id) throw new AppError('conflict', 'This payment key belongs to another order.');
    // A twin request may have written the attempt and still be asking the provider for its
    // page: wait a little for the address rather than answer a card payment with none.
    const giveUpAt = Date.now() + 5000;
    while (p.channel === 'card' && p.status === 'initialized' && !p.authorizationUrl && Date.now() < giveUpAt) {
      await new Promise((r) => setTimeout(r, 50));
      p = (await repo.paymentByIdempotencyKey(app.db, body.idempotencyKey)) ?? p;
    }
    return { orderId: p.orderId, redirectUrl: p.channel === 'card' ? p.authorizationUrl : null };
  };
  const earlier = await same();
  if (earlier) return earlier;

  if (body.channel === 'mpesa') {
    // A prompt still open on the same phone is the same payment: a second tap, or a reload
    // before the buyer answered, must not send another.
    const phone = body.phone ?? found.buyerPhone;
    const open = (await openPaymentsOf(app.db, found.id)).find(
      (p) =>
        p.channel === 'mpesa' && p.phone === phone && now.getTime() - p.createdAt.getTime() < MPESA_PROMPT_REUSE_MS,
    );
    if (open) return { orderId: found.id, redirectUrl: null };
  }
  if (body.channel === 'mpesa' && !(body.phone ?? found.buyerPhone))
    throw new AppError('validation_failed', 'Enter the M-Pesa phone number to send the payment request to.');
  // Per order and per phone, and one M-Pesa prompt to a phone per 90 s across orders (decision 017).
  const slots = await takePaymentStartSlots(
    app.db,
    found.id,
    body.channel === 'mpesa' ? (body.phone ?? found.buyerPhone) : found.buyerPhone,
    body.channel,
    now,
  );
  // M-Pesa may go through Daraja while cards go through Paystack or the sandbox (decision 025).
  const provider = providerForChannel(app.payments, body.channel);
  const reference = newPaymentReference();
  let order;
  try {
    order = await app.db.transaction(async (tx) => {
      const o = await preparePaymentStart(tx, found.id, now);
      await repo.insertPayment(tx, {
        orderId: o.id,
        provider: provider.name,
        channel: body.channel,
        reference,
        idempotencyKey: body.idempotencyKey,
        amount: o.total,
        currency: o.currency,
        phone: body.channel === 'mpesa' ? (body.phone ?? o.buyerPhone) : null,
        createdAt: now,
        updatedAt: now,
      });
      return o;
    });
  } catch (err) {
    // No attempt was made: its slots go back.
    await giveHoldSlotsBack(app.db, slots);
    if (uniqueViolation(err) !== null) {
      const again = await same();
      if (again) return again;
    }
    throw err;
  }
  try {
    const started = await provider.start({
      reference,
      channel: body.channel,
      amount: order.total,
      currency: order.currency,
      email: order.buyerEmail,
      phone: body.channel === 'mpesa' ? (body.phone ?? order.buyerPhone) : null,
      // PUBLIC_URL and a fixed path of server-made values, through the site's one redirect rule.
      callbackUrl: siteUrl(app.config.publicUrl, verifyingPath(token, reference)),
      orderToken: token,
      metadata: { orderToken: token, orderReference: order.reference, eventId: order.eventId },
    });
    await repo.updatePayment(app.db, reference, {
      status: started.status,
      authorizationUrl: started.authorizationUrl,
      failureReason: started.status === 'failed' ? (started.message ?? 'The payment could not start.') : null,
      providerResponse: (started.raw ?? null) as object | null,
      ...(started.providerRequestId ? { providerRequestId: started.providerRequestId } : {}),
      updatedAt: new Date(),
    });
    if (started.status === 'failed')
      throw new AppError(
        'payment_failed',
        started.message ?? 'The payment could not start. Try again or use another method.',
      );
    if (provider.name === 'sandbox' && body.channel === 'mpesa')
      await app.jobs.send(JOB.sandboxMpesa, { reference }, { startAfter: Math.ceil(SANDBOX_MPESA_DELAY_MS / 1000) });
    return { orderId: order.id, redirectUrl: body.channel === 'card' ? started.authorizationUrl : null };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ err: err.message, status: err.status, reference }, 'payment provider refused to start a payment');
    await repo.updatePayment(app.db, reference, {
      status: 'failed',
      failureReason: 'The payment service did not answer.',
      updatedAt: new Date(),
    });
    throw new AppError(
      'payment_unavailable',
      'The payment service is not answering right now. Please try again in a moment.',
    );
  }
}

/** Asks the provider about one attempt and applies the answer; a provider outage leaves it open. */
export async function verifyPayment(app: FastifyInstance, reference: string, now: Date = new Date()) {
  try {
    const verified = await app.payments.verify(reference);
    return await settlePayment(checkoutContext(app), toReport(verified), now);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ err: err.message, reference }, 'payment provider did not answer a verify');
    return null;
  }
}

/**
 * Asks again about an attempt already settled as abandoned, and applies the answer only when it
 * changed: Paystack calls a card page not yet used "abandoned" (the reconciliation job may have
 * asked a minute in), yet the buyer can still pay on it, and the webhook saying so may be lost.
 */
async function recheckAbandoned(app: FastifyInstance, reference: string, now: Date) {
  try {
    const verified = await app.payments.verify(reference);
    if (verified.status === 'abandoned' || verified.status === 'pending') return;
    await settlePayment(checkoutContext(app), toReport(verified), now);
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ err: err.message, reference }, 'payment provider did not answer a verify');
  }
}

/**
 * "Check my payment" and the verifying page: asks about every open attempt of the order now, and
 * again about its abandoned ones (see recheckAbandoned).
 */
export async function verifyOrder(app: FastifyInstance, token: string, now: Date = new Date()): Promise<number> {
  const order = await findOrderByToken(app.db, token);
  // Every call asks the provider: per order and per phone (decision 017).
  await takeVerifySlots(app.db, order.id, order.buyerPhone, now);
  for (const p of await openPaymentsOf(app.db, order.id)) await verifyPayment(app, p.reference, now);
  for (const reference of await repo.abandonedPaymentReferencesOf(app.db, order.id))
    await recheckAbandoned(app, reference, now);
  const fresh = await repo.orderById(app.db, order.id);
  if (fresh) await expireIfDue(checkoutContext(app), fresh, now);
  return order.id;
}

/** A webhook's report, already signature-checked by the provider. */
export async function applyWebhookPayment(app: FastifyInstance, payment: VerifiedPayment, now: Date = new Date()) {
  return settlePayment(checkoutContext(app), toReport(payment), now);
}

/** Records a provider's word on a refund (refund.processed / refund.failed). */
export async function applyRefundUpdate(
  app: FastifyInstance,
  paymentReference: string,
  status: 'processed' | 'failed',
  failureReason: string | null,
  now: Date = new Date(),
) {
  const payment = await repo.paymentByReference(app.db, paymentReference);
  if (!payment) return;
  await repo.finishRefundsOfPayment(app.db, payment.id, status, failureReason, now);
}

/**
 * The reconciliation job: open attempts older than a minute are verified with the provider, so
 * a lost webhook or a crash between payment and tickets heals by itself. Returns how many it asked about.
 */
export async function reconcilePayments(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const open = await repo.openPaymentReferences(
    app.db,
    new Date(now.getTime() - 60_000),
    new Date(now.getTime() - 48 * 3600_000),
    200,
    new Date(now.getTime() - ABANDONED_RECHECK_MS),
  );
  for (const reference of open) await verifyPayment(app, reference, now);
  return open.length;
}

/** A refund pending this long was given up by its job (the provider was down): the sweep sends it. */
export const REFUND_PENDING_SWEEP_MS = 5 * 60_000;
/** A refund processing this long with no provider reference lost its answer in a crash. */
export const REFUND_LOST_AFTER_MS = 15 * 60_000;

/**
 * The refunds sweep (every five minutes): no refund is left behind. A pending one whose job gave
 * up is sent again; one whose provider answer was lost is looked up at the provider first, and
 * recorded as it stands there when found, or sent again when the provider never got it (never
 * twice: the provider's own list decides, and a refund is claimed before it is sent). A refund of
 * an event's cancellation is sent without its own notice (the cancellation mails its buyers).
 * Returns how many it looked at.
 */
export async function sweepRefunds(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const stuck = await repo.stuckRefunds(
    app.db,
    new Date(now.getTime() - REFUND_PENDING_SWEEP_MS),
    new Date(now.getTime() - REFUND_LOST_AFTER_MS),
    50,
  );
  for (const r of stuck) {
    try {
      if (r.status === 'processing') {
        const payment = await repo.paymentById(app.db, r.paymentId);
        if (!payment) continue;
        const known = new Set(await repo.recordedProviderReferences(app.db, r.paymentId));
        const there = (await app.payments.refundsOf(payment.reference)).find(
          (x) => x.amount === r.amount && !known.has(x.providerReference),
        );
        if (there) {
          await repo.settleLostRefund(app.db, r.id, {
            status: there.status,
            providerReference: there.providerReference,
            processedAt: there.status === 'processed' ? now : null,
            failureReason: there.status === 'failed' ? PAYMENT_MESSAGES.refundFailed : null,
            updatedAt: now,
          });
          continue;
        }
        if (!(await repo.settleLostRefund(app.db, r.id, { status: 'pending', updatedAt: now }))) continue;
      }
      await processRefund(app, r.id, now, { notice: r.reason !== 'event_cancelled' });
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      app.log.warn({ refundId: r.id, err: err.message }, 'refund sweep: the provider did not answer');
    }
  }
  return stuck.length;
}

/**
 * Sends one refund to the provider. Safe to run twice: only a pending refund is sent, and it is
 * marked processing in the same statement that claims it. Then the refund notice is mailed,
 * unless `notice` is false (an event's cancellation tells its buyers in its own mail).
 * @throws ProviderError when the provider did not answer (the refund is pending again)
 */
export async function processRefund(
  app: FastifyInstance,
  refundId: number,
  now: Date = new Date(),
  opts: { notice?: boolean } = {},
) {
  const refund = await repo.claimRefund(app.db, refundId, now);
  if (!refund) return;
  const payment = await repo.paymentById(app.db, refund.paymentId);
  if (!payment) return;
  try {
    const r = await app.payments.refund({ paymentReference: payment.reference, amount: refund.amount, refundId });
    await repo.updateRefund(app.db, refundId, {
      status: r.status,
      providerReference: r.providerReference,
      failureReason: r.failureReason,
      processedAt: r.status === 'processed' ? now : null,
      updatedAt: now,
    });
    if (opts.notice !== false)
      await app.jobs.send(JOB.refundNotice, { refundId }, { singletonKey: `refund-notice-${refundId}` });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    // Back to pending: the job retries later.
    await repo.updateRefund(app.db, refundId, { status: 'pending', failureReason: err.message, updatedAt: now });
    throw err;
  }
}
