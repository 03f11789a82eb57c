import type { FastifyInstance } from 'fastify';
import type { TAdminOrderDetail, TAdminOrderSummary, TAdminPaymentRecord, TAdminRefund } from '@tribe/contracts';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import {
  JOB,
  giveBackSoldOrder,
  feeBackFor,
  lockOrderForMoney,
  orderFeeOnLedger,
  orderMoney,
  refundFits,
} from '../checkout/index.js';
import { ProviderError, providerNamed } from '../payments/index.js';
import { ADMIN_MONEY_RECORDED, ADMIN_MONEY_TEXT } from './admin-money.texts.js';
import {
  insertAdminRefund,
  insertRefundLedgerRows,
  orderWithEvent,
  paymentsOfOrder,
  refundByKey,
  refundsOfOrder,
  saleOnLedger,
  searchOrders,
  ticketCount,
  type RefundRecord,
} from './admin-orders.repository.js';
import { eventLedgerNet, heldByPayouts, lockEventRow } from './admin-payouts.repository.js';

/**
 * Support (issue 18): find an order by what the buyer says, see our record beside the
 * provider's, mail the tickets again, and refund in full or in part through the provider.
 */

type AdminActor = Extract<AuditActor, { kind: 'admin' }>;

const toSummary = (o: Awaited<ReturnType<typeof searchOrders>>[number]): TAdminOrderSummary => ({
  ...o,
  createdAt: o.createdAt.toISOString(),
});

export async function findOrders(app: FastifyInstance, q: string): Promise<TAdminOrderSummary[]> {
  return (await searchOrders(app.db, q)).map(toSummary);
}

const toRefund = (r: { refund: RefundRecord; adminName: string | null }): TAdminRefund => ({
  id: r.refund.id,
  amount: r.refund.amount,
  reason: r.refund.reason,
  status: r.refund.status,
  providerReference: r.refund.providerReference,
  failureReason: r.refund.failureReason,
  byAdmin: r.adminName,
  createdAt: r.refund.createdAt.toISOString(),
});

/**
 * One order for support: ours (order, payments, refunds) and, beside each payment that reached
 * the provider, what the provider says now (asked live; null with the reason when it does not
 * answer, or when this server does not run the provider that took it).
 */
export async function orderDetail(app: FastifyInstance, id: number): Promise<TAdminOrderDetail> {
  const o = await orderWithEvent(app.db, id);
  if (!o) throw new AppError('order_not_found', ADMIN_MONEY_TEXT.orderNotFound);
  const [pays, refundRows, count, money] = await Promise.all([
    paymentsOfOrder(app.db, id),
    refundsOfOrder(app.db, id),
    ticketCount(app.db, id),
    orderMoney(app.db, o),
  ]);
  const paymentsView: TAdminOrderDetail['payments'] = [];
  for (const p of pays) {
    const ours = {
      reference: p.reference,
      provider: p.provider,
      channel: p.channel,
      status: p.status,
      amount: p.paidAmount ?? p.amount,
      currency: p.paidCurrency ?? p.currency,
      mpesaReceipt: p.mpesaReceipt,
      providerFee: p.providerFee,
      failureReason: p.failureReason,
      createdAt: p.createdAt.toISOString(),
    };
    let provider: TAdminPaymentRecord | null = null;
    let providerError: string | null = null;
    // Asked of the provider that took it: Paystack or the sandbox, or Safaricom by STK query
    // for a Daraja attempt (decision 025).
    const taker = providerNamed(app.payments, p.provider);
    if (taker) {
      try {
        const v = await taker.verify(p.reference);
        provider = {
          reference: v.reference,
          provider: p.provider,
          channel: v.channel,
          status: v.status,
          // Daraja's query says no amount: one is shown only for a payment it found.
          amount: p.provider === 'daraja' && v.status !== 'succeeded' ? null : v.amount,
          currency: v.currency || null,
          mpesaReceipt: v.mpesaReceipt,
          providerFee: v.providerFee,
          failureReason: v.failureReason,
        };
      } catch (err) {
        if (!(err instanceof ProviderError)) throw err;
        providerError = `${ADMIN_MONEY_RECORDED.providerUnavailable} ${err.message}`;
      }
    } else providerError = ADMIN_MONEY_RECORDED.otherProvider(p.provider);
    paymentsView.push({ ours, provider, providerError });
  }
  return {
    ...o,
    createdAt: o.createdAt.toISOString(),
    paidAt: o.paidAt?.toISOString() ?? null,
    tickets: count,
    refundable: o.status === 'paid' ? money.left : 0,
    refunds: refundRows.map(toRefund),
    payments: paymentsView,
  };
}

/** Mails the buyer every ticket of their address again (the same job as "Resend my tickets"). */
export async function resendTickets(app: FastifyInstance, actor: AdminActor, id: number): Promise<void> {
  const o = await orderWithEvent(app.db, id);
  if (!o) throw new AppError('order_not_found', ADMIN_MONEY_TEXT.orderNotFound);
  await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor,
      hostId: o.hostId,
      action: 'order.tickets_resent',
      subject: { type: 'order', id },
      details: { reference: o.reference },
    });
  });
  await app.jobs.send(JOB.resendTickets, { email: o.buyerEmail }, { singletonKey: `admin-resend-${id}` });
}

/**
 * Support's refund, full or partial, one per client key: a retried request with the same key
 * answers the same refund (`created: false`); the same key for another order or amount is
 * refused. In one transaction, after locking the order and then its event (the lock payout
 * approval takes): the amount must be at most what is left to refund on the order and, when
 * the sale is on a host's ledger, the host's share of it (the amount less the service fee's
 * share, which the marketplace gives back) at most the host's balance for the event less what
 * approved and processing payouts hold, so no balance goes below zero. Then the refund row
 * (pending, the admin named), the ledger's `refund` and `fee_reversal` rows, the order refunded and its places given back
 * when nothing is left, and the audit row. The money goes back in the refunds job, which mails
 * the buyer.
 * @throws order_not_found, order_not_refundable, refund_exceeds_refundable,
 * refund_exceeds_host_balance, idempotency_key_reused
 */
export async function refundOrder(
  app: FastifyInstance,
  actor: AdminActor,
  id: number,
  input: { amount: number; idempotencyKey: string },
  now: Date = new Date(),
): Promise<{ refund: TAdminRefund; created: boolean }> {
  const same = async () => {
    const earlier = await refundByKey(app.db, input.idempotencyKey);
    if (!earlier) return null;
    if (earlier.refund.orderId !== id || earlier.refund.amount !== input.amount)
      throw new AppError('idempotency_key_reused', ADMIN_MONEY_TEXT.idempotencyKeyReused);
    return { refund: toRefund(earlier), created: false };
  };
  const before = await same();
  if (before) return before;

  let made: { refundId: number; freedOccurrence: number | null };
  try {
    made = await app.db.transaction(async (tx) => {
      const order = await lockOrderForMoney(tx, id);
      if (!order) throw new AppError('order_not_found', ADMIN_MONEY_TEXT.orderNotFound);
      if (order.status !== 'paid')
        throw new AppError('order_not_refundable', ADMIN_MONEY_TEXT.orderNotRefundable(order.status));
      const money = await orderMoney(tx, order);
      if (money.paymentId === null) throw new AppError('order_not_refundable', ADMIN_MONEY_TEXT.noPayment);
      refundFits(money, input.amount);
      const payment = { id: money.paymentId };
      const refundable = money.left;
      const event = await lockEventRow(tx, order.eventId);
      const onLedger = event?.hostId != null && (await saleOnLedger(tx, order.id));
      // The service fee goes back with the money in proportion (all that is left of it on the
      // last refund): the marketplace gives up that share, the host carries the rest.
      let feeBack = 0;
      if (onLedger) {
        feeBack = feeBackFor(money, input.amount, await orderFeeOnLedger(tx, order.id), order.total);
        const hostShare = input.amount - feeBack;
        const available =
          (await eventLedgerNet(tx, event.hostId!, order.eventId)) - (await heldByPayouts(tx, order.eventId));
        if (hostShare > available)
          throw new AppError(
            'refund_exceeds_host_balance',
            ADMIN_MONEY_TEXT.refundExceedsHostBalance(input.amount, Math.max(0, available + feeBack)),
          );
      }
      const refund = await insertAdminRefund(tx, {
        orderId: order.id,
        paymentId: payment.id,
        amount: input.amount,
        includesFee: feeBack > 0,
        idempotencyKey: input.idempotencyKey,
        adminId: actor.adminId,
        now,
      });
      if (onLedger)
        await insertRefundLedgerRows(tx, {
          hostId: event.hostId!,
          eventId: order.eventId,
          orderId: order.id,
          refundId: refund.id,
          amount: input.amount,
          feeBack,
          now,
        });
      const full = input.amount === refundable;
      if (full) await giveBackSoldOrder(tx, order, 'refunded', 'admin_refund', now);
      await recordAudit(tx, {
        actor,
        hostId: event?.hostId ?? null,
        action: 'order.refunded',
        subject: { type: 'order', id: order.id },
        details: { refundId: refund.id, amount: input.amount, feeBack, full, reference: order.reference },
        at: now,
      });
      return { refundId: refund.id, freedOccurrence: full ? order.occurrenceId : null };
    });
  } catch (err) {
    // The same key at the same moment: the other request made it.
    if (uniqueViolation(err) !== null) {
      const again = await same();
      if (again) return again;
    }
    throw err;
  }
  if (made.freedOccurrence !== null)
    await app.domainEvents.announce('places.returned', { occurrenceId: made.freedOccurrence });
  await app.jobs.send(JOB.processRefund, { refundId: made.refundId }, { singletonKey: `refund-${made.refundId}` });
  const row = await refundByKey(app.db, input.idempotencyKey);
  return { refund: toRefund(row!), created: true };
}
