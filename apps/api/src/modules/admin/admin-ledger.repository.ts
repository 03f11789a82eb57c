import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events, ledgerChecks, ledgerEntries, orders, payouts, refunds } from '../../db/schema/index.js';
import { saleMoneyColumns } from '../checkout/index.js';
import { HOLDING_STATUSES } from './admin-payouts.repository.js';

/** One host's event: the ledger summed per kind, and the same money read from where it started. */
export interface LedgerSources {
  hostId: number;
  eventId: number | null;
  /** The ledger, signed from the host's side as stored. */
  sale: number;
  fee: number;
  refund: number;
  feeReversal: number;
  payout: number;
  /**
   * The sources: paid orders' totals, the host's refunds of them (not failed, and failed: a
   * failed refund is still owed to the buyer, so its ledger rows stay), payouts paid, payouts
   * holding money.
   */
  ordersPaid: number;
  refundsRecorded: number;
  refundsFailed: number;
  payoutsPaid: number;
  held: number;
}

const key = (hostId: number, eventId: number | null) => `${hostId}:${eventId ?? '-'}`;
const kindSum = (kind: (typeof ledgerEntries.kind.enumValues)[number]) =>
  sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::int`;

/**
 * Every (host, event) with money, read four ways in one pass each: the ledger, the orders that
 * made its sales, the refunds recorded for those orders' sale payments, and the payouts. Orders count when they
 * were paid (paid, or refunded after being paid) and have a sale on the ledger: automatic
 * refunds of payments that never became a sale (late, double) are the marketplace's, not a host's.
 */
export async function ledgerSources(
  db: DbOrTx,
  filter: { hostId?: number | undefined } = {},
): Promise<LedgerSources[]> {
  const ledger = await db
    .select({
      hostId: ledgerEntries.hostId,
      eventId: ledgerEntries.eventId,
      sale: kindSum('sale'),
      fee: kindSum('fee'),
      refund: kindSum('refund'),
      feeReversal: kindSum('fee_reversal'),
      payout: kindSum('payout'),
    })
    .from(ledgerEntries)
    .where(filter.hostId === undefined ? undefined : eq(ledgerEntries.hostId, filter.hostId))
    .groupBy(ledgerEntries.hostId, ledgerEntries.eventId);

  const sold = sql`exists (select 1 from ${ledgerEntries} le where le.order_id = ${orders.id} and le.kind = 'sale')`;
  const ordersPaid = await db
    .select({
      hostId: events.hostId,
      eventId: orders.eventId,
      total: sql<number>`coalesce(sum(${orders.total}), 0)::int`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        isNotNull(events.hostId),
        inArray(orders.status, ['paid', 'refunded']),
        isNotNull(orders.paidAt),
        sold,
        filter.hostId === undefined ? undefined : eq(events.hostId, filter.hostId),
      ),
    )
    .groupBy(events.hostId, orders.eventId);

  const refunded = await db
    .select({
      hostId: events.hostId,
      eventId: orders.eventId,
      total: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} <> 'failed'), 0)::int`,
      failed: sql<number>`coalesce(sum(${refunds.amount}) filter (where ${refunds.status} = 'failed'), 0)::int`,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        isNotNull(events.hostId),
        // Refunds of the sale's payment, as checkout reads an order's money: a second payment of a
        // paid order (or one of a wrong amount) is refunded whole by the marketplace, off the ledger.
        sql`${refunds.paymentId} = ${saleMoneyColumns().paymentId}`,
        sold,
        filter.hostId === undefined ? undefined : eq(events.hostId, filter.hostId),
      ),
    )
    .groupBy(events.hostId, orders.eventId);

  const paidOut = await db
    .select({
      hostId: payouts.hostId,
      eventId: payouts.eventId,
      paid: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${payouts.status} = 'paid'), 0)::int`,
      held: sql<number>`coalesce(sum(${payouts.amount}) filter (where ${inArray(payouts.status, [...HOLDING_STATUSES])}), 0)::int`,
    })
    .from(payouts)
    .where(filter.hostId === undefined ? undefined : eq(payouts.hostId, filter.hostId))
    .groupBy(payouts.hostId, payouts.eventId);

  const rows = new Map<string, LedgerSources>();
  const row = (hostId: number, eventId: number | null) => {
    const k = key(hostId, eventId);
    let r = rows.get(k);
    if (!r) {
      r = {
        hostId,
        eventId,
        sale: 0,
        fee: 0,
        refund: 0,
        feeReversal: 0,
        payout: 0,
        ordersPaid: 0,
        refundsRecorded: 0,
        refundsFailed: 0,
        payoutsPaid: 0,
        held: 0,
      };
      rows.set(k, r);
    }
    return r;
  };
  for (const l of ledger)
    Object.assign(row(l.hostId, l.eventId), {
      sale: Number(l.sale),
      fee: Number(l.fee),
      refund: Number(l.refund),
      feeReversal: Number(l.feeReversal),
      payout: Number(l.payout),
    });
  for (const o of ordersPaid) row(o.hostId!, o.eventId).ordersPaid = Number(o.total);
  for (const f of refunded)
    Object.assign(row(f.hostId!, f.eventId), { refundsRecorded: Number(f.total), refundsFailed: Number(f.failed) });
  for (const p of paidOut) {
    const r = row(p.hostId, p.eventId);
    r.payoutsPaid = Number(p.paid);
    r.held = Number(p.held);
  }
  return [...rows.values()].sort((a, b) => a.hostId - b.hostId || (a.eventId ?? 0) - (b.eventId ?? 0));
}

/** An order whose refunds (not failed) add up to more than its payments took in. */
export interface OverRefundedOrder {
  hostId: number | null;
  eventId: number;
  reference: string;
  paid: number;
  refunded: number;
}

/**
 * Orders refunded above their payments, read from the money rows alone (payments that succeeded,
 * what the provider reported paid, refunds not failed), not from the code that wrote them: the
 * one money rule and the database's trigger should make this list empty forever; the check says
 * so every night.
 */
export async function overRefundedOrders(
  db: DbOrTx,
  filter: { hostId?: number | undefined } = {},
): Promise<OverRefundedOrder[]> {
  const paid = sql<number>`(select coalesce(sum(coalesce(p.paid_amount, p.amount)), 0) from payments p
    where p.order_id = ${orders.id} and p.status = 'succeeded')::int`;
  const refunded = sql<number>`(select coalesce(sum(r.amount), 0) from refunds r
    where r.order_id = ${orders.id} and r.status <> 'failed')::int`;
  const rows = await db
    .select({ hostId: events.hostId, eventId: orders.eventId, reference: orders.reference, paid, refunded })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        sql`exists (select 1 from refunds r where r.order_id = ${orders.id})`,
        sql`${refunded} > ${paid}`,
        filter.hostId === undefined ? undefined : eq(events.hostId, filter.hostId),
      ),
    )
    .orderBy(orders.id);
  return rows.map((r) => ({ ...r, paid: Number(r.paid), refunded: Number(r.refunded) }));
}

/** A host's refund of a sold order that the provider (or a person) marked failed: still owed to the buyer. */
export interface FailedRefund {
  hostId: number | null;
  eventId: number;
  reference: string;
  amount: number;
}

/** Every failed refund of a sale on a host's ledger, oldest first (the check names each one). */
export async function failedRefunds(db: DbOrTx, filter: { hostId?: number | undefined } = {}): Promise<FailedRefund[]> {
  const rows = await db
    .select({ hostId: events.hostId, eventId: orders.eventId, reference: orders.reference, amount: refunds.amount })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(refunds.status, 'failed'),
        sql`exists (select 1 from ${ledgerEntries} le where le.refund_id = ${refunds.id} and le.kind = 'refund')`,
        filter.hostId === undefined ? undefined : eq(events.hostId, filter.hostId),
      ),
    )
    .orderBy(refunds.id);
  return rows.map((r) => ({ ...r, amount: Number(r.amount) }));
}

export type LedgerCheckRow = typeof ledgerChecks.$inferSelect;

export async function insertLedgerCheck(
  db: DbOrTx,
  values: Omit<typeof ledgerChecks.$inferInsert, 'id'>,
): Promise<LedgerCheckRow> {
  const [row] = await db.insert(ledgerChecks).values(values).returning();
  return row!;
}

export async function latestLedgerChecks(db: DbOrTx, limit: number): Promise<LedgerCheckRow[]> {
  return db.select().from(ledgerChecks).orderBy(desc(ledgerChecks.ranAt), desc(ledgerChecks.id)).limit(limit);
}
