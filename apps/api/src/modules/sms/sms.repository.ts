import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { occurrences, orders, payments, smsNotices } from '../../db/schema/index.js';

/** The ticket SMS's Drizzle code: the claims that make each SMS go out once, and who is due a reminder. */

/**
 * The phone an order's tickets may be texted to (decision 040): the one that paid it by M-Pesa,
 * proven by its owner's PIN. Null when no M-Pesa payment of the order succeeded.
 */
export async function provenPhoneOf(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ phone: payments.phone })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.channel, 'mpesa'), eq(payments.status, 'succeeded')))
    .orderBy(sql`${payments.id} DESC`)
    .limit(1);
  return row?.phone ?? null;
}

export type SmsNoticeKind = (typeof smsNotices.$inferSelect)['kind'];

/**
 * Claims the right to send one order's SMS of this kind, in one statement: a first claim inserts
 * the row; a claim left unfinished for longer than `staleMs` (its process died mid-send) may be
 * taken over; a sent or refused one never. True: this caller sends.
 */
export async function claimNotice(
  db: DbOrTx,
  v: { orderId: number; kind: SmsNoticeKind; phone: string; now: Date; staleMs: number },
): Promise<boolean> {
  const stale = new Date(v.now.getTime() - v.staleMs).toISOString();
  const rows = await db
    .insert(smsNotices)
    .values({ orderId: v.orderId, kind: v.kind, phone: v.phone, claimedAt: v.now })
    .onConflictDoUpdate({
      target: [smsNotices.orderId, smsNotices.kind],
      set: { claimedAt: v.now, phone: v.phone },
      setWhere: sql`${smsNotices.sentAt} IS NULL AND ${smsNotices.failure} IS NULL AND ${smsNotices.claimedAt} < ${stale}::timestamptz`,
    })
    .returning({ orderId: smsNotices.orderId });
  return rows.length > 0;
}

export async function markNoticeSent(
  db: DbOrTx,
  orderId: number,
  kind: SmsNoticeKind,
  messageIds: string[],
  now: Date,
): Promise<void> {
  await db
    .update(smsNotices)
    .set({ sentAt: now, providerMessageIds: messageIds })
    .where(and(eq(smsNotices.orderId, orderId), eq(smsNotices.kind, kind)));
}

/** A refusal no retry changes: recorded, and the claim is never taken again. */
export async function markNoticeRefused(db: DbOrTx, orderId: number, kind: SmsNoticeKind, reason: string) {
  await db
    .update(smsNotices)
    .set({ failure: reason.slice(0, 200) })
    .where(and(eq(smsNotices.orderId, orderId), eq(smsNotices.kind, kind)));
}

/** Gives a claim back after a failure that a retry may get past. */
export async function releaseNotice(db: DbOrTx, orderId: number, kind: SmsNoticeKind): Promise<void> {
  await db
    .delete(smsNotices)
    .where(and(eq(smsNotices.orderId, orderId), eq(smsNotices.kind, kind), isNull(smsNotices.sentAt)));
}

export async function findNotice(db: DbOrTx, orderId: number, kind: SmsNoticeKind) {
  const [row] = await db
    .select()
    .from(smsNotices)
    .where(and(eq(smsNotices.orderId, orderId), eq(smsNotices.kind, kind)));
  return row;
}

/**
 * Orders due the day-before reminder: paid or reserved, with a phone, for a date (not cancelled)
 * that starts within the window, bought before the window opened (a buyer who bought the day
 * before just had the confirmation), and with no reminder claimed yet.
 */
export async function findReminderDue(db: DbOrTx, from: Date, until: Date, limit = 500): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(occurrences, eq(occurrences.id, orders.occurrenceId))
    .leftJoin(smsNotices, and(eq(smsNotices.orderId, orders.id), eq(smsNotices.kind, 'reminder')))
    .where(
      and(
        sql`${orders.status} IN ('paid', 'reserved')`,
        sql`${orders.buyerPhone} IS NOT NULL`,
        isNull(occurrences.cancelledAt),
        gt(occurrences.startsAt, from),
        lte(occurrences.startsAt, until),
        lt(orders.createdAt, sql`${occurrences.startsAt} - interval '24 hours'`),
        isNull(smsNotices.orderId),
      ),
    )
    .orderBy(occurrences.startsAt, orders.id)
    .limit(limit);
  return rows.map((r) => r.id);
}
