import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { adminUsers, events, hosts, ledgerEntries, orders, payments, refunds, tickets } from '../../db/schema/index.js';

export type OrderRecord = typeof orders.$inferSelect;
export type RefundRecord = typeof refunds.$inferSelect;
export type PaymentRecord = typeof payments.$inferSelect;

const summaryColumns = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  buyerName: orders.buyerName,
  buyerEmail: orders.buyerEmail,
  buyerPhone: orders.buyerPhone,
  eventTitle: events.title,
  total: orders.total,
  currency: orders.currency,
  createdAt: orders.createdAt,
};

/**
 * Orders found by what support is told: the order reference (any case, with or without its
 * dash), the buyer's email (whole, any case) or phone (its last nine digits, however it was
 * typed). Newest first, 50 at most.
 */
export async function searchOrders(db: DbOrTx, q: string) {
  const compact = q.toUpperCase().replace(/[^A-Z0-9]/g, '');
  const digits = q.replace(/\D/g, '');
  const conditions = [
    sql`upper(replace(${orders.reference}, '-', '')) = ${compact}`,
    sql`lower(${orders.buyerEmail}) = ${q.trim().toLowerCase()}`,
  ];
  if (digits.length >= 9)
    conditions.push(
      sql`right(regexp_replace(coalesce(${orders.buyerPhone}, ''), '\\D', '', 'g'), 9) = ${digits.slice(-9)}`,
    );
  return db
    .select(summaryColumns)
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(or(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(50);
}

export async function orderWithEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...summaryColumns,
      eventId: orders.eventId,
      hostId: events.hostId,
      hostName: hosts.vendorName,
      paidAt: orders.paidAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .leftJoin(hosts, eq(hosts.id, events.hostId))
    .where(eq(orders.id, id));
  return row ?? null;
}

export async function ticketCount(db: DbOrTx, orderId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tickets)
    .where(and(eq(tickets.orderId, orderId), ne(tickets.status, 'void')));
  return Number(row?.n ?? 0);
}

export async function paymentsOfOrder(db: DbOrTx, orderId: number): Promise<PaymentRecord[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function refundsOfOrder(db: DbOrTx, orderId: number) {
  return db
    .select({ refund: refunds, adminName: adminUsers.name })
    .from(refunds)
    .leftJoin(adminUsers, eq(adminUsers.id, refunds.requestedByAdminId))
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function refundByKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ refund: refunds, adminName: adminUsers.name })
    .from(refunds)
    .leftJoin(adminUsers, eq(adminUsers.id, refunds.requestedByAdminId))
    .where(eq(refunds.idempotencyKey, key));
  return row ?? null;
}

/** Whether the order's sale is on a host's ledger (then a refund comes off that host's balance). */
export async function saleOnLedger(db: DbOrTx, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, 'sale')))
    .limit(1);
  return row !== undefined;
}

export async function insertAdminRefund(
  tx: Tx,
  values: {
    orderId: number;
    paymentId: number;
    amount: number;
    includesFee: boolean;
    idempotencyKey: string;
    adminId: number;
    now: Date;
  },
): Promise<RefundRecord> {
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: values.orderId,
      paymentId: values.paymentId,
      reason: 'admin_refund',
      amount: values.amount,
      includesFee: values.includesFee,
      providerFeeAbsorbedBy: 'marketplace',
      idempotencyKey: values.idempotencyKey,
      requestedByAdminId: values.adminId,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** The ledger's `refund` row (− amount) and, when part of the fee goes back, its `fee_reversal` (+). */
export async function insertRefundLedgerRows(
  tx: Tx,
  v: { hostId: number; eventId: number; orderId: number; refundId: number; amount: number; feeBack: number; now: Date },
) {
  const at = { hostId: v.hostId, eventId: v.eventId, orderId: v.orderId, refundId: v.refundId, createdAt: v.now };
  await tx
    .insert(ledgerEntries)
    .values([
      { ...at, kind: 'refund' as const, amount: -v.amount },
      ...(v.feeBack > 0 ? [{ ...at, kind: 'fee_reversal' as const, amount: v.feeBack }] : []),
    ])
    .onConflictDoNothing();
}
