import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, hosts, orders, payments, payouts, refunds } from '../../db/schema/index.js';

/**
 * Payment attempts and refunds in the database. The rules that write them (starting, settling,
 * refunding an order's payment) are checkout's (checkout/order-payments.service.ts; decision 024).
 */

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

export async function paymentByIdempotencyKey(db: DbOrTx, key: string): Promise<PaymentRow | undefined> {
  const [p] = await db.select().from(payments).where(eq(payments.idempotencyKey, key));
  return p;
}

export async function paymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | undefined> {
  const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
  return p;
}

export async function insertPayment(db: DbOrTx, row: NewPayment): Promise<void> {
  await db.insert(payments).values(row);
}

/** Locks a payment attempt's row by its reference (settlement applies one report at a time). */
export async function lockPaymentByReference(tx: Tx, reference: string): Promise<PaymentRow | undefined> {
  const [p] = await tx.select().from(payments).where(eq(payments.reference, reference)).for('update');
  return p;
}

export async function updatePaymentById(db: DbOrTx, id: number, set: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(set).where(eq(payments.id, id));
}

/** Attempts still open on an order (initialized or pending), oldest first. */
export async function openPaymentsOf(db: DbOrTx, orderId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['initialized', 'pending'])))
    .orderBy(asc(payments.id));
}

/** Whether a payment of the order was declined (its hold then ends 'failed', not 'expired'). */
export async function hasFailedPayment(db: DbOrTx, orderId: number): Promise<boolean> {
  const declined = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'failed')))
    .limit(1);
  return declined.length > 0;
}

/** A refund owed on a payment; none when one for the same payment and reason exists. Answers the new id. */
export async function insertRefund(tx: Tx, values: typeof refunds.$inferInsert): Promise<number | undefined> {
  const [row] = await tx.insert(refunds).values(values).onConflictDoNothing().returning({ id: refunds.id });
  return row?.id;
}

export async function updatePayment(db: DbOrTx, reference: string, set: Partial<NewPayment>): Promise<void> {
  await db.update(payments).set(set).where(eq(payments.reference, reference));
}

/** Open attempts older than `olderThan` and younger than `newerThan`, oldest first. */
export async function openPaymentReferences(
  db: DbOrTx,
  olderThan: Date,
  newerThan: Date,
  limit: number,
  abandonedNewerThan: Date = newerThan,
): Promise<string[]> {
  const rows = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(
      and(
        or(
          inArray(payments.status, ['initialized', 'pending']),
          // Paystack calls a card page not (yet) used 'abandoned', and the buyer may still pay on
          // it: such attempts are asked about again for a while.
          and(
            eq(payments.status, 'abandoned'),
            sql`${payments.createdAt} > ${abandonedNewerThan.toISOString()}::timestamptz`,
          ),
        ),
        sql`${payments.createdAt} <= ${olderThan.toISOString()}::timestamptz`,
        sql`${payments.createdAt} > ${newerThan.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(payments.createdAt))
    .limit(limit);
  return rows.map((r) => r.reference);
}

/** The newest abandoned attempt of an order, if any (asked again: see recheckAbandoned). */
export async function newestAbandonedPaymentOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ reference: payments.reference })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'abandoned')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row?.reference ?? null;
}

/**
 * Records the provider's word on the refunds of one payment that were sent (processing): the one
 * `refundId` when the word names it, else the oldest sent one of `amount` when it says how much,
 * else all of them. A refund still pending was never sent: no word is about it, and a repeated
 * word finds nothing left to change.
 */
export async function finishRefundsOfPayment(
  db: DbOrTx,
  paymentId: number,
  status: 'processed' | 'failed',
  failureReason: string | null,
  now: Date,
  only: { refundId?: number; amount?: number } = {},
): Promise<void> {
  let refundId = only.refundId;
  if (refundId === undefined && only.amount !== undefined) {
    const [sent] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'processing'), eq(refunds.amount, only.amount)))
      .orderBy(asc(refunds.id))
      .limit(1);
    if (!sent) return;
    refundId = sent.id;
  }
  await db
    .update(refunds)
    .set({ status, failureReason, processedAt: status === 'processed' ? now : null, updatedAt: now })
    .where(
      and(
        eq(refunds.paymentId, paymentId),
        eq(refunds.status, 'processing'),
        refundId === undefined ? undefined : eq(refunds.id, refundId),
      ),
    );
}

/**
 * Refunds the sweep looks at: pending since before `pendingBefore` (their job ran out of retries
 * while the provider was down, or never ran), and processing with no provider reference since
 * before `lostBefore` (a crash between the provider's call and its record), oldest first.
 */
export async function stuckRefunds(db: DbOrTx, pendingBefore: Date, lostBefore: Date, limit: number) {
  return db
    .select({
      id: refunds.id,
      status: refunds.status,
      reason: refunds.reason,
      paymentId: refunds.paymentId,
      amount: refunds.amount,
    })
    .from(refunds)
    .where(
      or(
        and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, pendingBefore)),
        and(eq(refunds.status, 'processing'), isNull(refunds.providerReference), lt(refunds.updatedAt, lostBefore)),
      ),
    )
    .orderBy(asc(refunds.id))
    .limit(limit);
}

/** The provider references already recorded on a payment's refunds. */
export async function recordedProviderReferences(db: DbOrTx, paymentId: number): Promise<string[]> {
  const rows = await db
    .select({ ref: refunds.providerReference })
    .from(refunds)
    .where(eq(refunds.paymentId, paymentId));
  return rows.map((r) => r.ref).filter((r): r is string => r !== null);
}

/**
 * Writes what became of a refund whose provider answer was lost: only while it is still
 * processing with no provider reference, so two sweeps cannot both move it. True when it moved.
 */
export async function settleLostRefund(
  db: DbOrTx,
  refundId: number,
  set: Partial<typeof refunds.$inferInsert>,
): Promise<boolean> {
  const moved = await db
    .update(refunds)
    .set(set)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'processing'), isNull(refunds.providerReference)))
    .returning({ id: refunds.id });
  return moved.length > 0;
}

/** Claims a pending refund for sending (one statement, so two workers cannot both claim it). */
export async function claimRefund(db: DbOrTx, refundId: number, now: Date) {
  const [r] = await db
    .update(refunds)
    .set({ status: 'processing', attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return r;
}

export async function updateRefund(
  db: DbOrTx,
  refundId: number,
  set: Partial<typeof refunds.$inferInsert>,
): Promise<void> {
  await db.update(refunds).set(set).where(eq(refunds.id, refundId));
}

export async function paymentById(db: DbOrTx, id: number): Promise<PaymentRow | undefined> {
  const [p] = await db.select().from(payments).where(eq(payments.id, id));
  return p;
}

export async function refundById(db: DbOrTx, id: number) {
  const [r] = await db.select().from(refunds).where(eq(refunds.id, id));
  return r;
}

/** A sandbox payment with its order and event title (the simulated payment page). */
export async function sandboxPaymentByReference(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ payment: payments, order: orders, title: events.title })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(eq(payments.reference, reference));
  return row;
}

/** A sandbox transfer as the sandbox provider reads it: the payout's amount, recipient and when it was sent. */
export async function sandboxTransferRecord(
  db: DbOrTx,
  reference: string,
): Promise<{ amount: number; recipientCode: string | null; sentAt: Date | null } | null> {
  const [row] = await db
    .select({ amount: payouts.amount, recipientCode: hosts.paystackRecipientCode, sentAt: payouts.sentAt })
    .from(payouts)
    .innerJoin(hosts, eq(hosts.id, payouts.hostId))
    .where(and(eq(payouts.providerReference, reference), eq(payouts.provider, 'sandbox')));
  return row ?? null;
}
