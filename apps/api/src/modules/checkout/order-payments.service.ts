import { MIN_SECONDS_TO_START_PAYMENT, PAYMENT_HOLD_EXTENSION_SECONDS, orderAmounts } from '@tribe/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { crashAt } from '../../lib/failpoint.js';
import * as payments from '../payments/payments.repository.js';
import { JOB } from './checkout.job-names.js';
import { takeHoldExtension } from './checkout.limits.js';
import * as repo from './checkout.repository.js';
import type { OrderRow } from './checkout.repository.js';
import type { CheckoutContext } from './checkout.service.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';
import { promoServiceFee } from './promo.js';
import { findPromoCodeById, retakePromoUse } from './promo.repository.js';

/**
 * Paying for an order (decision 024): checking a payment may start and keeping the hold while it
 * runs, and applying what the provider reported, exactly once. The provider adapters and the
 * payment rows are the payments module's; the order's lifecycle is checkout's, here.
 */

/** A late payment's order could not take its promo code's use again (none left). */
class PromoUsedUp extends Error {}

/**
 * Checks a payment can start on this order and extends the hold while it runs: the order must
 * be pending with at least MIN_SECONDS_TO_START_PAYMENT left; the hold is then kept for at least
 * PAYMENT_HOLD_EXTENSION_SECONDS (an M-Pesa prompt or a bank check takes time), at most
 * MAX_HOLD_EXTENSIONS times per order. Requires the caller's transaction (the order row is locked).
 * @throws AppError order_not_found; order_not_pending (paid, no longer active, or a free
 *   reservation awaiting its code); hold_expired; hold_expiring
 */
export async function preparePaymentStart(tx: Tx, orderId: number, now: Date): Promise<OrderRow> {
  const order = await repo.lockOrder(tx, orderId);
  if (!order) throw new AppError('order_not_found', T.orderNotFound);
  if (order.status !== 'pending') {
    if (order.status === 'expired' || order.status === 'failed') throw new AppError('hold_expired', T.holdExpired);
    throw new AppError('order_not_pending', order.status === 'paid' ? T.alreadyPaid : T.orderNotActive);
  }
  if (order.total === 0) throw new AppError('order_not_pending', T.codeNotPayment);
  const left = (order.expiresAt!.getTime() - now.getTime()) / 1000;
  if (left <= 0) throw new AppError('hold_expired', T.holdExpired);
  if (left < MIN_SECONDS_TO_START_PAYMENT) throw new AppError('hold_expiring', T.holdExpiring);
  let extended = new Date(Math.max(order.expiresAt!.getTime(), now.getTime() + PAYMENT_HOLD_EXTENSION_SECONDS * 1000));
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
    if (order.status === 'pending') {
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
    return { orderId: order.id, outcome: 'paid' as const };
  });
  if (result.outcome === 'paid' && result.orderId !== null)
    await ctx.jobs.send(
      JOB.orderConfirmation,
      { orderId: result.orderId },
      { singletonKey: `confirm-${result.orderId}` },
    );
  if (result.outcome === 'refund_due' && 'refundId' in result && result.refundId !== undefined)
    await ctx.jobs.send(
      JOB.processRefund,
      { refundId: result.refundId },
      { singletonKey: `refund-${result.refundId}` },
    );
  return result;
}
