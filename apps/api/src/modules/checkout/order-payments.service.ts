import type { FastifyInstance } from 'fastify';
import {
  MIN_SECONDS_TO_START_PAYMENT,
  PAYMENT_HOLD_EXTENSION_SECONDS,
  orderAmounts,
  siteUrl,
  type TStartPaymentRequest,
} from '@tribe/contracts';
import type { Tx } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { crashAt } from '../../lib/failpoint.js';
import {
  PAYMENT_MESSAGES,
  ProviderError,
  verifyingPath,
  type VerifiedPayment,
  SANDBOX_MPESA_DELAY_MS,
  providerForChannel,
  paymentRows as payments,
} from '../payments/index.js';
import { newPaymentReference } from './checkout.codes.js';
import { JOB } from './checkout.job-names.js';
import { giveHoldSlotsBack, takeHoldExtension, takePaymentStartSlots, takeVerifySlots } from './checkout.limits.js';
import { settleResale } from './checkout.resale.js';
import * as repo from './checkout.repository.js';
import type { OrderRow } from './checkout.repository.js';
import { checkoutContext, findOrderByToken, type CheckoutContext } from './checkout.context.js';
import { expireIfDue } from './checkout.expire.js';
import { CHECKOUT_RECORDED, CHECKOUT_TEXTS as T } from './checkout.texts.js';
import { paymentDeviceHash, provePhoneForPrompt, recordMpesaProof, type PaymentRequester } from './phone-proof.js';
import { promoServiceFee } from './promo.js';
import { findPromoCodeById, retakePromoUse } from './promo.repository.js';

/**
 * Paying for an order (decision 024): starting a payment attempt (idempotent per client key),
 * asking the provider what happened (verify, the reconciliation job), provider webhooks, and
 * refunds. Every report ends in settlePayment, which applies it exactly once. The provider
 * adapters and the payment rows are the payments module's, which knows nothing of orders; the
 * order's lifecycle is checkout's, here.
 */

/** A late payment's order could not take its promo code's use again (none left). */
class PromoUsedUp extends Error {}

/**
 * Why no payment can start on this order now, or null: it must be pending, not free, with at
 * least MIN_SECONDS_TO_START_PAYMENT of its hold left. The one reading of that rule: the locked
 * check below, and the unlocked one before a phone code is texted (a code for an order that
 * cannot be paid would be an SMS for nothing).
 */
function paymentStartRefusal(order: OrderRow, now: Date): AppError | null {
  if (order.status !== 'pending') {
    if (order.status === 'expired' || order.status === 'failed') return new AppError('hold_expired', T.holdExpired);
    return new AppError('order_not_pending', order.status === 'paid' ? T.alreadyPaid : T.orderNotActive);
  }
  if (order.total === 0) return new AppError('order_not_pending', T.codeNotPayment);
  const left = (order.expiresAt!.getTime() - now.getTime()) / 1000;
  if (left <= 0) return new AppError('hold_expired', T.holdExpired);
  if (left < MIN_SECONDS_TO_START_PAYMENT) return new AppError('hold_expiring', T.holdExpiring);
  return null;
}

/**
 * Checks a payment can start on this order and extends the hold while it runs: the order must
 * be pending with at least MIN_SECONDS_TO_START_PAYMENT left; the hold is then kept for at least
 * its full `holdMinutes` from when it was made (it was shorter before: HOLD_BEFORE_PAYMENT_MINUTES)
 * and PAYMENT_HOLD_EXTENSION_SECONDS from now (an M-Pesa prompt or a bank check takes time), at most
 * MAX_HOLD_EXTENSIONS times per order. Requires the caller's transaction (the order row is locked).
 * @throws AppError order_not_found; order_not_pending (paid, no longer active, or a free
 *   reservation awaiting its code); hold_expired; hold_expiring
 */
export async function preparePaymentStart(tx: Tx, orderId: number, now: Date, holdMinutes: number): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new AppError('order_not_found', T.orderNotFound);
  const refused = paymentStartRefusal(order, now);
  if (refused) throw refused;
  // A hold was short until now (HOLD_BEFORE_PAYMENT_MINUTES): a payment gives it its full time.
  let extended = new Date(
    Math.max(
      order.expiresAt!.getTime(),
      order.createdAt.getTime() + holdMinutes * 60_000,
      now.getTime() + PAYMENT_HOLD_EXTENSION_SECONDS * 1000,
    ),
  );
  // At most MAX_HOLD_EXTENSIONS per order (decision 017): a hold cannot be renewed for ever.
  if (extended.getTime() !== order.expiresAt!.getTime() && !(await takeHoldExtension(tx, order.id, now)))
    extended = order.expiresAt!;
  if (extended.getTime() !== order.expiresAt!.getTime())
    await repo.updateOrder(tx, order.id, { expiresAt: extended, updatedAt: now });
  return { ...order, expiresAt: extended };
}

export interface ProviderReport {
  reference: string;
  status: 'succeeded' | 'failed' | 'abandoned' | 'pending';
  amount: number;
  currency: string;
  channel?: 'card' | 'mpesa' | null;
  mpesaReceipt?: string | null;
  providerFee?: number | null;
  failureReason?: string | null;
  raw?: unknown;
}

export type SettleOutcome = 'paid' | 'already_settled' | 'failed' | 'pending' | 'refund_due' | 'unknown_payment';

/**
 * Applies what a provider reported about one payment attempt, exactly once whatever the order
 * and number of reports (verify, webhooks, retries, the reconciliation job): under the payment's
 * row lock, a success turns the hold into a sale, issues the tickets and writes the ledger; a
 * success on an order that is no longer pending takes the places again if they are free and
 * otherwise refunds; a second success on a paid order is refunded; a wrong amount or currency
 * is never a sale. After commit, the confirmation mail or the refund job is queued.
 * Requires a report the provider signed or answered (never a buyer's word).
 * Throws no AppError: an unknown reference is the outcome 'unknown_payment'.
 */
export async function settlePayment(
  ctx: CheckoutContext,
  report: ProviderReport,
  now: Date = new Date(),
): Promise<{ orderId: number | null; outcome: SettleOutcome; refundId?: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const payment = await payments.lockPaymentByReference(tx, report.reference);
    if (!payment) return { orderId: null, outcome: 'unknown_payment' as const };
    if (payment.status === 'succeeded') return { orderId: payment.orderId, outcome: 'already_settled' as const };
    const details = {
      channel: report.channel ?? payment.channel,
      mpesaReceipt: report.mpesaReceipt ?? payment.mpesaReceipt,
      providerFee: report.providerFee ?? payment.providerFee,
      providerResponse: (report.raw ?? payment.providerResponse) as object | null,
      updatedAt: now,
    };
    if (report.status === 'pending') {
      if (payment.status === 'initialized')
        await payments.updatePaymentById(tx, payment.id, { ...details, status: 'pending' });
      return { orderId: payment.orderId, outcome: 'pending' as const };
    }
    if (report.status !== 'succeeded') {
      await payments.updatePaymentById(tx, payment.id, {
        ...details,
        status: report.status,
        failureReason: report.failureReason ?? null,
        settledAt: now,
      });
      const order = await repo.lockOrder(tx, payment.orderId);
      if (order?.status === 'pending')
        await repo.updateOrder(tx, order.id, {
          statusReason: report.status === 'failed' ? 'payment_declined' : 'payment_abandoned',
          updatedAt: now,
        });
      return { orderId: payment.orderId, outcome: 'failed' as const };
    }

    await payments.updatePaymentById(tx, payment.id, {
      ...details,
      status: 'succeeded',
      paidAmount: report.amount,
      paidCurrency: report.currency,
      failureReason: null,
      settledAt: now,
    });
    const order = await repo.lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`order ${payment.orderId} of payment ${payment.reference} is missing`);
    // Its owner typed the PIN on that phone: proven on the browser that started it and for the
    // order's account, whatever becomes of the order (decision 042).
    if (details.channel === 'mpesa' && payment.phone)
      await recordMpesaProof(tx, { phone: payment.phone, deviceHash: payment.deviceHash, userId: order.userId, now });

    const refund = async (
      reason: 'late_payment_sold_out' | 'duplicate_payment' | 'amount_mismatch' | 'event_cancelled',
    ) => {
      const refundId = await payments.insertRefund(tx, {
        orderId: order.id,
        paymentId: payment.id,
        reason,
        amount: report.amount,
        includesFee: true,
      });
      return { orderId: order.id, outcome: 'refund_due' as const, ...(refundId !== undefined ? { refundId } : {}) };
    };

    if (report.amount !== payment.amount || report.currency.toUpperCase() !== payment.currency.toUpperCase())
      return refund('amount_mismatch');
    if (order.status === 'paid' || order.status === 'reserved' || order.status === 'refunded')
      return refund('duplicate_payment');

    const items = await repo.itemsOf(tx, order.id);
    const n = items.reduce((s, i) => s + i.quantity, 0);
    let reason: string | null = null;
    let resaleRefunds: number[] = [];
    if (order.status === 'pending') {
      // An offer made of returned tickets: they are sold and their holders refunded (decision 054).
      resaleRefunds = await settleResale(tx, order.id, now);
      await repo.heldToSold(tx, order.occurrenceId, items);
    } else {
      // The host cancelled the event or this date since the hold was let go: never a sale again.
      if (await repo.dateCancelled(tx, order)) {
        await repo.updateOrder(tx, order.id, { statusReason: 'late_payment_event_cancelled', updatedAt: now });
        return refund('event_cancelled');
      }
      // The hold ran out (or was let go) before the money arrived: take the places again if they are free.
      try {
        await tx.transaction(async (sp) => {
          await repo.retakeBuyerLimit(sp, order.eventId, order.buyerKeys, n);
          await repo.takePlaces(sp, order.occurrenceId, items, 'sold');
          // Its promo code's use went back with the hold: take it again, if one is left.
          if (order.promoCodeId !== null && !(await retakePromoUse(sp, order.promoCodeId))) throw new PromoUsedUp();
        });
      } catch (err) {
        if (!(err instanceof repo.SoldOut) && !(err instanceof PromoUsedUp)) throw err;
        const why = err instanceof PromoUsedUp ? 'late_payment_promo_used_up' : 'late_payment_sold_out';
        await repo.updateOrder(tx, order.id, { statusReason: why, updatedAt: now });
        return refund('late_payment_sold_out');
      }
      reason = 'late_payment_accepted';
    }
    await repo.updateOrder(tx, order.id, {
      status: 'paid',
      statusReason: reason,
      paidAt: now,
      expiresAt: null,
      updatedAt: now,
    });
    await repo.recordStatus(tx, order.id, order.status, 'paid', reason);
    await repo.issueTickets(tx, order);
    const hostId = await repo.hostIdOfEvent(tx, order.eventId);
    if (hostId) {
      const promo = order.promoCodeId === null ? undefined : await findPromoCodeById(tx, order.promoCodeId);
      const serviceFee = promo
        ? promoServiceFee(items, order.feePaidBy, promo)
        : orderAmounts(items, order.feePaidBy).serviceFee;
      await repo.insertLedgerEntries(tx, [
        { hostId, eventId: order.eventId, orderId: order.id, kind: 'sale', amount: order.total, createdAt: now },
        ...(serviceFee > 0
          ? [
              {
                hostId,
                eventId: order.eventId,
                orderId: order.id,
                kind: 'fee' as const,
                amount: -serviceFee,
                createdAt: now,
              },
            ]
          : []),
      ]);
    }
    crashAt('settle-before-commit');
    return { orderId: order.id, outcome: 'paid' as const, resaleRefunds };
  });
  if (result.outcome === 'paid' && result.orderId !== null)
    await ctx.events.announce('order.paid', { orderId: result.orderId });
  for (const refundId of ('resaleRefunds' in result ? result.resaleRefunds : undefined) ?? [])
    await ctx.jobs.send(JOB.processRefund, { refundId }, { singletonKey: `refund-${refundId}` });
  if (result.outcome === 'refund_due' && 'refundId' in result && result.refundId !== undefined)
    await ctx.jobs.send(
      JOB.processRefund,
      { refundId: result.refundId },
      { singletonKey: `refund-${result.refundId}` },
    );
  return result;
}

/** An M-Pesa prompt younger than this is still on the buyer's phone. */
export const MPESA_PROMPT_REUSE_MS = 90_000;

/** How long an 'abandoned' card attempt is still asked about (the buyer may pay late on the page). */
export const ABANDONED_RECHECK_MS = 2 * 3600_000;

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

const NOBODY: PaymentRequester = { deviceId: null, userId: null, address: null };

/**
 * Starts paying a pending order: card answers where to send the browser, M-Pesa sends the
 * prompt to the phone, once the phone is proven to be the buyer's (phone-proof.ts: otherwise a
 * code is texted and the start refused with phone_unproven, to be repeated with the code). A
 * retried request with the same idempotency key gets the same attempt back (a double tap sends
 * one prompt). `who` is the browser, account and address asking.
 */
export async function startPayment(
  app: FastifyInstance,
  token: string,
  body: TStartPaymentRequest,
  now: Date = new Date(),
  who: PaymentRequester = NOBODY,
): Promise<{ orderId: number; redirectUrl: string | null }> {
  const found = await findOrderByToken(app.db, token);
  const same = async () => {
    let p = await payments.paymentByIdempotencyKey(app.db, body.idempotencyKey);
    if (!p) return null;
    if (p.orderId !== found.id) throw new AppError('conflict', T.paymentKeyOtherOrder);
    // A twin request may have written the attempt and still be asking the provider for its
    // page: wait a little for the address rather than answer a card payment with none.
    const giveUpAt = Date.now() + 5000;
    while (p.channel === 'card' && p.status === 'initialized' && !p.authorizationUrl && Date.now() < giveUpAt) {
      await new Promise((r) => setTimeout(r, 50));
      p = (await payments.paymentByIdempotencyKey(app.db, body.idempotencyKey)) ?? p;
    }
    return { orderId: p.orderId, redirectUrl: p.channel === 'card' ? p.authorizationUrl : null };
  };
  const earlier = await same();
  if (earlier) return earlier;

  if (body.channel === 'mpesa') {
    // A prompt still open on the same phone is the same payment: a second tap, or a reload
    // before the buyer answered, must not send another.
    const phone = body.phone ?? found.buyerPhone;
    const open = (await payments.openPaymentsOf(app.db, found.id)).find(
      (p) =>
        p.channel === 'mpesa' && p.phone === phone && now.getTime() - p.createdAt.getTime() < MPESA_PROMPT_REUSE_MS,
    );
    if (open) return { orderId: found.id, redirectUrl: null };
  }
  const mpesaPhone = body.channel === 'mpesa' ? (body.phone ?? found.buyerPhone) : null;
  if (body.channel === 'mpesa' && !mpesaPhone) throw new AppError('validation_failed', T.mpesaPhoneNeeded);
  // Decision 042: a prompt only to a phone the buyer has shown is theirs.
  if (mpesaPhone) {
    // No code is texted (nor tried) for an order that cannot be paid.
    const refused = paymentStartRefusal(found, now);
    if (refused) throw refused;
    await provePhoneForPrompt(app, { orderId: found.id, phone: mpesaPhone, code: body.code, who, now });
  }
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
      const o = await preparePaymentStart(tx, found.id, now, app.config.holdMinutes);
      await payments.insertPayment(tx, {
        orderId: o.id,
        provider: provider.name,
        channel: body.channel,
        reference,
        idempotencyKey: body.idempotencyKey,
        amount: o.total,
        currency: o.currency,
        phone: body.channel === 'mpesa' ? (body.phone ?? o.buyerPhone) : null,
        deviceHash: body.channel === 'mpesa' ? paymentDeviceHash(who.deviceId) : null,
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
    await payments.updatePayment(app.db, reference, {
      status: started.status,
      authorizationUrl: started.authorizationUrl,
      failureReason: started.status === 'failed' ? (started.message ?? CHECKOUT_RECORDED.notStarted) : null,
      providerResponse: (started.raw ?? null) as object | null,
      ...(started.providerRequestId ? { providerRequestId: started.providerRequestId } : {}),
      updatedAt: new Date(),
    });
    if (started.status === 'failed') throw new AppError('payment_failed', started.message ?? T.payment.notStarted);
    if (provider.name === 'sandbox' && body.channel === 'mpesa')
      await app.jobs.send(JOB.sandboxMpesa, { reference }, { startAfter: Math.ceil(SANDBOX_MPESA_DELAY_MS / 1000) });
    return { orderId: order.id, redirectUrl: body.channel === 'card' ? started.authorizationUrl : null };
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ err: err.message, status: err.status, reference }, 'payment provider refused to start a payment');
    await payments.updatePayment(app.db, reference, {
      status: 'failed',
      failureReason: CHECKOUT_RECORDED.noAnswer,
      updatedAt: new Date(),
    });
    throw new AppError('payment_unavailable', T.payment.unavailable);
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
 * "Check my payment" and the verifying page: asks the provider about one attempt of the order,
 * never one call per attempt (decision 038): the newest open one (the prompt or card page the
 * buyer is answering), or, with none open, the newest abandoned one again (see
 * recheckAbandoned). Older attempts are the reconciliation job's, every minute.
 */
export async function verifyOrder(app: FastifyInstance, token: string, now: Date = new Date()): Promise<number> {
  const order = await findOrderByToken(app.db, token);
  // Every call asks the provider: per order and per phone (decision 017).
  await takeVerifySlots(app.db, order.id, order.buyerPhone, now);
  const newestOpen = (await payments.openPaymentsOf(app.db, order.id)).at(-1);
  if (newestOpen) await verifyPayment(app, newestOpen.reference, now);
  else {
    const newestAbandoned = await payments.newestAbandonedPaymentOf(app.db, order.id);
    if (newestAbandoned) await recheckAbandoned(app, newestAbandoned, now);
  }
  const fresh = await repo.orderById(app.db, order.id);
  if (fresh) await expireIfDue(checkoutContext(app), fresh, now);
  return order.id;
}

/** A webhook's report, already signature-checked by the provider. */
export async function applyWebhookPayment(app: FastifyInstance, payment: VerifiedPayment, now: Date = new Date()) {
  return settlePayment(checkoutContext(app), toReport(payment), now);
}

/**
 * Records a provider's word on a refund (refund.processed / refund.failed, a B2C result), only
 * ever on one already sent (processing): one still waiting to be sent cannot be finished. With
 * `only.refundId` (a B2C result comes to one refund's own address) it is that refund's alone;
 * with `only.amount` (Paystack's webhook says how much), the oldest sent refund of that amount;
 * with neither, every sent refund of the payment.
 */
export async function applyRefundUpdate(
  app: FastifyInstance,
  paymentReference: string,
  status: 'processed' | 'failed',
  failureReason: string | null,
  only: { refundId?: number; amount?: number } = {},
  now: Date = new Date(),
) {
  const payment = await payments.paymentByReference(app.db, paymentReference);
  if (!payment) return;
  await payments.finishRefundsOfPayment(app.db, payment.id, status, failureReason, now, only);
}

/**
 * The reconciliation job: open attempts older than a minute are verified with the provider, so
 * a lost webhook or a crash between payment and tickets heals by itself. Returns how many it asked about.
 */
export async function reconcilePayments(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const open = await payments.openPaymentReferences(
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
  const stuck = await payments.stuckRefunds(
    app.db,
    new Date(now.getTime() - REFUND_PENDING_SWEEP_MS),
    new Date(now.getTime() - REFUND_LOST_AFTER_MS),
    50,
  );
  for (const r of stuck) {
    try {
      if (r.status === 'processing') {
        const payment = await payments.paymentById(app.db, r.paymentId);
        if (!payment) continue;
        const known = new Set(await payments.recordedProviderReferences(app.db, r.paymentId));
        const there = (await app.payments.refundsOf(payment.reference)).find(
          (x) => x.amount === r.amount && !known.has(x.providerReference),
        );
        if (there) {
          await payments.settleLostRefund(app.db, r.id, {
            status: there.status,
            providerReference: there.providerReference,
            processedAt: there.status === 'processed' ? now : null,
            failureReason: there.status === 'failed' ? PAYMENT_MESSAGES.refundFailed : null,
            updatedAt: now,
          });
          continue;
        }
        if (!(await payments.settleLostRefund(app.db, r.id, { status: 'pending', updatedAt: now }))) continue;
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
 * @throws ProviderError when the provider refused with an answer (the refund is pending again);
 * without an answer it stays processing and is never sent again blindly
 */
export async function processRefund(
  app: FastifyInstance,
  refundId: number,
  now: Date = new Date(),
  opts: { notice?: boolean } = {},
) {
  const refund = await payments.claimRefund(app.db, refundId, now);
  if (!refund) return;
  const payment = await payments.paymentById(app.db, refund.paymentId);
  if (!payment) return;
  try {
    const r = await app.payments.refund({ paymentReference: payment.reference, amount: refund.amount, refundId });
    await payments.updateRefund(app.db, refundId, {
      status: r.status,
      providerReference: r.providerReference,
      failureReason: r.failureReason,
      processedAt: r.status === 'processed' ? now : null,
      updatedAt: now,
    });
    // A refund the provider refused outright is support's to finish (the admin area lists it);
    // the buyer hears of it when it is taken, not before.
    if (r.status !== 'failed')
      await app.domainEvents.announce('order.refunded', {
        orderId: refund.orderId,
        refundId,
        notice: opts.notice !== false,
      });
  } catch (err) {
    if (!(err instanceof ProviderError)) throw err;
    if (err.status === undefined) {
      // No answer came (a timeout, a cut connection): the provider may have taken it. Sending
      // again could pay twice, so it stays processing; the sweep asks the provider's own list
      // of refunds after REFUND_LOST_AFTER_MS and, where there is no such list (M-Pesa B2C),
      // leaves it to support with these words.
      await payments.updateRefund(app.db, refundId, {
        failureReason: PAYMENT_MESSAGES.refundNoAnswer(err.message),
        updatedAt: now,
      });
      app.log.warn({ refundId, err: err.message }, 'refund sent without an answer: kept processing, not sent again');
      return;
    }
    // Refused with an answer (nothing was taken): back to pending, the job retries later.
    await payments.updateRefund(app.db, refundId, { status: 'pending', failureReason: err.message, updatedAt: now });
    throw err;
  }
}
