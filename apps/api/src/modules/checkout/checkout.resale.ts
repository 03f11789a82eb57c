import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { occurrences, refunds, ticketReturns } from '../../db/schema/index.js';
import * as repo from './checkout.repository.js';
import { lockOrderForMoney, orderMoney } from './order-money.js';

/**
 * The resale stage of the order engine (issue 27, item 3; decision 054). A holder returns tickets
 * of a sold-out date to its waiting list; they stay valid, the holder's and counted as sold. The
 * offer to the next fan takes them (`takeListedReturns` in the offer's transaction: their places
 * become the fan's hold); the fan's payment sells them here (`settleResale`, in the payment's
 * transaction): the tickets void, the returner refunded at face value less the host's resale fee
 * through the sale's payment (card, M-Pesa by B2C, or by hand: `processRefund` decides, as for any
 * refund). An offer that ends lists them again (`endHold`); unsold by the start, they are the
 * holder's for good (`giveBackUnsoldReturns`). The fan always pays the ticket type's price: never
 * above face value.
 */

/**
 * What the returner gets back for one resold ticket: its face value (the price on their order)
 * less the host's resale fee, a whole percentage rounded to the nearest shilling.
 */
export function resaleRefundAmount(faceValue: number, feePercent: number): number {
  return Math.max(0, faceValue - Math.round((faceValue * feePercent) / 100));
}

/**
 * Settles the returned tickets an offer held, when its fan paid (called by the payment's
 * settlement before the fan's places turn sold). Takes the returners' order rows, then the
 * returns (the lock order a host's refund of a returner's order keeps too), sells the returns and
 * writes one refund per returner's order, capped by what is left to refund of it (the one refund
 * rule), with its ledger row. Answers the refunds to send after commit.
 */
export async function settleResale(tx: Tx, offerOrderId: number, now: Date): Promise<number[]> {
  const peek = await tx
    .select({ orderId: ticketReturns.orderId })
    .from(ticketReturns)
    .where(and(eq(ticketReturns.offerOrderId, offerOrderId), eq(ticketReturns.status, 'offered')));
  if (peek.length === 0) return [];
  const owners = new Map<number, NonNullable<Awaited<ReturnType<typeof lockOrderForMoney>>>>();
  for (const id of [...new Set(peek.map((r) => r.orderId))].sort((a, b) => a - b)) {
    const order = await lockOrderForMoney(tx, id);
    if (order) owners.set(id, order);
  }
  // Returns withdrawn meanwhile (their order refunded or cancelled) are no longer here: their
  // places are this fan's all the same, and nobody is owed for them.
  const returns = await repo.lockOfferedReturns(tx, offerOrderId);
  await repo.sellReturns(tx, returns, now);
  const refundIds: number[] = [];
  for (const [orderId, order] of owners) {
    const mine = returns.filter((r) => r.orderId === orderId);
    const due = mine.reduce((s, r) => s + (r.refundAmount ?? 0), 0);
    const money = await orderMoney(tx, order);
    const amount = Math.min(due, money.left);
    if (amount <= 0 || money.paymentId === null) continue;
    const [refund] = await tx
      .insert(refunds)
      .values({
        orderId,
        paymentId: money.paymentId,
        reason: 'resale',
        amount,
        includesFee: false,
        providerFeeAbsorbedBy: 'host',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: refunds.id });
    const refundId = refund!.id;
    refundIds.push(refundId);
    await tx
      .update(ticketReturns)
      .set({ refundId })
      .where(
        inArray(
          ticketReturns.id,
          mine.map((r) => r.id),
        ),
      );
    const hostId = await repo.hostIdOfEvent(tx, order.eventId);
    if (hostId)
      await repo.insertLedgerEntries(tx, [
        { hostId, eventId: order.eventId, orderId, refundId, kind: 'refund', amount: -amount, createdAt: now },
      ]);
  }
  return refundIds;
}

/**
 * Returns still listed when their date has started are their holders' for good ('given_back'):
 * nothing moves (they were counted as sold all along). Offers end at the start (their window is
 * cut to it), so offered ones come back listed first and go the next time. Answers how many.
 */
export async function giveBackUnsoldReturns(db: Db, now: Date = new Date()): Promise<number> {
  const started = db
    .select({ id: occurrences.id })
    .from(occurrences)
    .where(lte(occurrences.startsAt, sql`${now.toISOString()}::timestamptz`));
  const rows = await db
    .update(ticketReturns)
    .set({ status: 'given_back', updatedAt: now })
    .where(and(eq(ticketReturns.status, 'listed'), inArray(ticketReturns.occurrenceId, started)))
    .returning({ id: ticketReturns.id });
  return rows.length;
}

/**
 * A returned ticket was checked in at the door (decision 054): its holder came after all, so the
 * return ends ('withdrawn'). If a fan's offer held its place, that offer ends first through the
 * engine (`endHold`: the offer's returns are listed again and their places sold again), so the
 * place is the holder's, counted once. Called right after the admission, outside its
 * transaction; the waiting list's sweep offers what the ended offer let go.
 */
export async function endReturnAtDoor(db: Db, ticketId: number, now: Date = new Date()): Promise<void> {
  const [open] = await db
    .select({ id: ticketReturns.id, offerOrderId: ticketReturns.offerOrderId })
    .from(ticketReturns)
    .where(and(eq(ticketReturns.ticketId, ticketId), inArray(ticketReturns.status, ['listed', 'offered'])));
  if (!open) return;
  await db.transaction(async (tx) => {
    if (open.offerOrderId !== null) {
      const order = await repo.lockOrder(tx, open.offerOrderId);
      if (order?.status === 'pending') await repo.endHold(tx, order, 'cancelled', 'resale_ticket_used', now);
    }
    await tx
      .update(ticketReturns)
      .set({ status: 'withdrawn', offerOrderId: null, updatedAt: now })
      .where(and(eq(ticketReturns.id, open.id), eq(ticketReturns.status, 'listed')));
  });
}
