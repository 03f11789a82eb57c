import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { ledgerEntries, orders } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { CHECKOUT_TEXTS } from './checkout.texts.js';

/**
 * An order's money, in one home (decision 033): what the order's sale paid, what refunds of any
 * kind (the host's, a manager's, support's partial or full, an event's cancellation) have taken
 * back or are taking back, and what is left. Every refund path reads it here, under the lock on
 * the order row, and asks `refundFits` before it writes a refund; the database refuses the rest
 * (migration 0021: a payment's refunds never pass what it paid).
 */
export interface OrderMoney {
  /** The payment that paid the sale (the first that succeeded), where refunds go back; null: none. */
  paymentId: number | null;
  /** What the sale paid, whole KES: the order's total once paid, 0 before. */
  paid: number;
  /** Refunds of the sale's payment that are not failed (given back or on their way), whole KES. */
  refunded: number;
  /** paid − refunded, never below 0. */
  left: number;
}

type OrderFacts = Pick<typeof orders.$inferSelect, 'id' | 'total' | 'paidAt'>;

/**
 * Refunds settlement writes by itself for a payment that never became the sale (a wrong amount,
 * a second payment of a paid order, a late payment whose places were gone): such a payment is
 * never the one an order's refunds go back to, even when it succeeded first.
 */
const NEVER_A_SALE: readonly string[] = ['amount_mismatch', 'duplicate_payment', 'late_payment_sold_out'];

/**
 * The order's money as SQL over the `orders` row in the query (one reading, decision 033): the
 * sale's payment (the first that succeeded, by settlement, and was not refunded as never a
 * sale), what it paid (the order's total once paid) and what its refunds that are not failed
 * take back. `orderMoney` reads it for one order; lists of orders (the host's) select the same
 * columns, so a list and the refund rule never disagree.
 */
export function saleMoneyColumns(): { paymentId: SQL<number | null>; paid: SQL<number>; refunded: SQL<number> } {
  const salePayment = sql`(SELECT p.id FROM payments p
    WHERE p.order_id = ${orders.id} AND p.status = 'succeeded'
      AND NOT EXISTS (SELECT 1 FROM refunds nr WHERE nr.payment_id = p.id
        AND nr.reason IN (${sql.join(
          NEVER_A_SALE.map((r) => sql`${r}`),
          sql`, `,
        )}))
    ORDER BY p.settled_at ASC NULLS LAST, p.id ASC LIMIT 1)`;
  return {
    paymentId: sql<number | null>`${salePayment}`,
    paid: sql<number>`(CASE WHEN ${orders.paidAt} IS NOT NULL THEN ${orders.total} ELSE 0 END)::int`,
    refunded: sql<number>`(SELECT coalesce(sum(sr.amount), 0) FROM refunds sr
      WHERE sr.payment_id = ${salePayment} AND sr.status <> 'failed')::int`,
  };
}

/** Locks the order row (`SELECT … FOR UPDATE`) in the caller's transaction: take it before `orderMoney`. */
export async function lockOrderForMoney(tx: Tx, orderId: number): Promise<typeof orders.$inferSelect | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row ?? null;
}

/** The order's money as it stands (see OrderMoney). Call it with the order row locked. */
export async function orderMoney(db: DbOrTx, order: OrderFacts): Promise<OrderMoney> {
  const [row] = await db.select(saleMoneyColumns()).from(orders).where(eq(orders.id, order.id));
  if (!row || row.paymentId === null) return { paymentId: null, paid: 0, refunded: 0, left: 0 };
  const paid = Number(row.paid);
  const refunded = Number(row.refunded);
  return { paymentId: Number(row.paymentId), paid, refunded, left: leftToRefund(paid, refunded) };
}

/** What is left to refund of `paid` after `refunded` (never below 0): the one subtraction. */
export function leftToRefund(paid: number, refunded: number): number {
  return Math.max(0, paid - refunded);
}

/**
 * The one refund rule: a refund of `amount` fits when it is at most what is left.
 * @throws AppError refund_exceeds_refundable (409) otherwise, in the request's language.
 */
export function refundFits(money: OrderMoney, amount: number): void {
  if (amount > money.left || amount <= 0)
    throw new AppError('refund_exceeds_refundable', CHECKOUT_TEXTS.refundExceedsRefundable(amount, money.left));
}

/** The service fee the order's sale paid the marketplace, and how much of it refunds gave back (whole KES). */
export async function orderFeeOnLedger(db: DbOrTx, orderId: number): Promise<{ fee: number; reversed: number }> {
  const [row] = await db
    .select({
      fee: sql<number>`coalesce(-sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'fee'), 0)::int`,
      reversed: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'fee_reversal'), 0)::int`,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.orderId, orderId));
  return { fee: Number(row?.fee ?? 0), reversed: Number(row?.reversed ?? 0) };
}

/**
 * The service fee that goes back with a refund of `amount`: in proportion to the order's total,
 * and all that is left of it on the refund that empties the order.
 */
export function feeBackFor(
  money: OrderMoney,
  amount: number,
  fee: { fee: number; reversed: number },
  total: number,
): number {
  const feeLeft = Math.max(0, fee.fee - fee.reversed);
  if (amount >= money.left) return feeLeft;
  return total > 0 ? Math.min(feeLeft, Math.floor((amount * fee.fee) / total)) : 0;
}
