import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  eventCancellationOrders,
  eventCancellations,
  events,
  occurrences,
  orderItems,
  orders,
  refunds,
  showTimes,
} from '../../db/schema/index.js';
import { endHold, giveBackSoldOrder } from '../checkout/index.js';
import { refundOrderByHost, stampStatusActor } from './attendees.repository.js';

/**
 * Cancellations of events and dates in the database: the starting transaction's writes, the
 * snapshot of affected orders, and the job's claims and marks (the rules are in
 * cancellation.service.ts). Only this file touches Drizzle for them.
 */

export type CancellationRow = typeof eventCancellations.$inferSelect;
export type CancellationOrderRow = typeof eventCancellationOrders.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** Orders a cancellation works on: paid, reserved, and holds that still count at `at`. */
const affected = (at: Date) => sql`(${orders.status} IN ('paid', 'reserved')
  OR (${orders.status} = 'pending' AND ${orders.expiresAt} > ${at.toISOString()}::timestamptz))`;

/** A date not over yet (its end, or its start when no end is known, is ahead; or it has no time). */
const notOver = (at: Date) =>
  sql`(coalesce(${occurrences.endsAt}, ${occurrences.startsAt}) IS NULL
    OR coalesce(${occurrences.endsAt}, ${occurrences.startsAt}) > ${at.toISOString()}::timestamptz)`;

// --- Reading -------------------------------------------------------------------------------------

export async function findCancellation(db: DbOrTx, eventId: number, id: number) {
  const [row] = await db
    .select()
    .from(eventCancellations)
    .where(and(eq(eventCancellations.id, id), eq(eventCancellations.eventId, eventId)));
  return row;
}

/** The time zones of some events, by id. */
export async function eventTimeZones(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: events.id, timeZone: events.timeZone })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((r) => [r.id, r.timeZone]));
}

/** The host an event belongs to (whose ledger a refund is written on). */
export async function eventHostId(db: DbOrTx, eventId: number): Promise<number | null> {
  const [row] = await db.select({ hostId: events.hostId }).from(events).where(eq(events.id, eventId));
  return row?.hostId ?? null;
}

export async function cancellationById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(eventCancellations).where(eq(eventCancellations.id, id));
  return row;
}

/** The cancellation of this scope (the whole event when `key` is null), if one was made. */
export async function findCancellationByScope(db: DbOrTx, eventId: number, key: string | null) {
  const [row] = await db
    .select()
    .from(eventCancellations)
    .where(
      and(
        eq(eventCancellations.eventId, eventId),
        key === null ? isNull(eventCancellations.occurrenceKey) : eq(eventCancellations.occurrenceKey, key),
      ),
    );
  return row;
}

export async function listCancellations(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(eventCancellations)
    .where(eq(eventCancellations.eventId, eventId))
    .orderBy(desc(eventCancellations.createdAt), desc(eventCancellations.id));
}

/** When each cancelled date was to start (by occurrence id). */
export async function occurrenceStarts(db: DbOrTx, ids: number[]): Promise<Map<number, Date | null>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: occurrences.id, startsAt: occurrences.startsAt })
    .from(occurrences)
    .where(inArray(occurrences.id, ids));
  return new Map(rows.map((r) => [r.id, r.startsAt]));
}

/** The failed orders of some cancellations, newest attempt first, at most `limit` each. */
export async function failuresOf(db: DbOrTx, cancellationIds: number[], limit: number) {
  if (!cancellationIds.length) return [];
  const rows = await db
    .select({
      cancellationId: eventCancellationOrders.cancellationId,
      orderReference: orders.reference,
      buyerName: orders.buyerName,
      error: eventCancellationOrders.error,
    })
    .from(eventCancellationOrders)
    .innerJoin(orders, eq(orders.id, eventCancellationOrders.orderId))
    .where(
      and(
        inArray(eventCancellationOrders.cancellationId, cancellationIds),
        eq(eventCancellationOrders.status, 'failed'),
      ),
    )
    .orderBy(desc(eventCancellationOrders.updatedAt), asc(orders.id));
  const seen = new Map<number, number>();
  return rows.filter((r) => {
    const n = (seen.get(r.cancellationId) ?? 0) + 1;
    seen.set(r.cancellationId, n);
    return n <= limit;
  });
}

/** Per date of the event: what cancelling it would touch (paid, reserved, holds, tickets). */
export async function impactByOccurrence(db: DbOrTx, eventId: number, now: Date) {
  return db
    .select({
      occurrenceId: orders.occurrenceId,
      paidOrders: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'paid')::int`,
      refundTotal: sql<number>`coalesce(sum(${orders.total}) FILTER (WHERE ${orders.status} = 'paid'), 0)::int`,
      reservations: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'reserved')::int`,
      holds: sql<number>`count(*) FILTER (WHERE ${orders.status} = 'pending')::int`,
      // Qualified by hand: Drizzle names the columns of a one-table select without their table.
      tickets: sql<number>`coalesce(sum((SELECT sum(oi.quantity) FROM ${orderItems} oi WHERE oi.order_id = orders.id))
        FILTER (WHERE ${orders.status} IN ('paid', 'reserved')), 0)::int`,
    })
    .from(orders)
    .where(and(eq(orders.eventId, eventId), affected(now)))
    .groupBy(orders.occurrenceId);
}

// --- Starting ------------------------------------------------------------------------------------

/**
 * The whole event is cancelled: it leaves the listing and sells nothing (checkout refuses a
 * cancelled event), and every date not over yet is marked cancelled too, so a hold that reached
 * the database function with an older copy of the event is refused by the date's row.
 */
export async function markEventCancelled(tx: Tx, eventId: number, now: Date): Promise<void> {
  await tx
    .update(events)
    .set({
      status: 'cancelled',
      cancelledAt: sql`coalesce(${events.cancelledAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(events.id, eventId));
  await tx
    .update(occurrences)
    .set({ cancelledAt: now })
    .where(and(eq(occurrences.eventId, eventId), isNull(occurrences.cancelledAt), notOver(now)));
}

/** The date's row, made now when nobody bought for it yet (a recurring date, an unsold show). */
export async function ensureOccurrence(
  tx: Tx,
  values: {
    eventId: number;
    occurrenceKey: string;
    showTimeId: number | null;
    startsAt: Date | null;
    endsAt: Date | null;
    capacity: number | null;
  },
) {
  await tx.insert(occurrences).values(values).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(occurrences)
    .where(and(eq(occurrences.eventId, values.eventId), eq(occurrences.occurrenceKey, values.occurrenceKey)))
    .for('update');
  if (!row) throw new Error('occurrence row missing after insert');
  return row;
}

/** One date cancelled: checkout's hold function refuses its row from now on. */
export async function markOccurrenceCancelled(tx: Tx, occurrenceId: number, now: Date): Promise<void> {
  await tx
    .update(occurrences)
    .set({ cancelledAt: sql`coalesce(${occurrences.cancelledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(occurrences.id, occurrenceId));
}

/** One show cancelled: it leaves the public page; the event's stored dates follow its other shows. */
export async function markShowCancelled(
  tx: Tx,
  showId: number,
  now: Date,
  eventDates: { startDate: Date | null; endDate: Date | null; lastEndsAt: Date | null },
): Promise<void> {
  await tx
    .update(showTimes)
    .set({ cancelledAt: sql`coalesce(${showTimes.cancelledAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(showTimes.id, showId));
  const [show] = await tx.select({ eventId: showTimes.eventId }).from(showTimes).where(eq(showTimes.id, showId));
  if (show)
    await tx
      .update(events)
      .set({ ...eventDates, updatedAt: now })
      .where(eq(events.id, show.eventId));
}

export async function insertCancellation(
  tx: Tx,
  values: typeof eventCancellations.$inferInsert,
): Promise<CancellationRow | undefined> {
  const [row] = await tx.insert(eventCancellations).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Adds the orders of the cancellation's scope that still need it (paid, reserved, live holds) to
 * its list, once each (the primary key), and brings its total up to date. The starting
 * transaction takes the first snapshot; the job calls it again before finishing, for an order a
 * process made from a copy of the event older than the cancellation. Returns how many it added.
 */
export async function snapshotOrders(db: DbOrTx, c: CancellationRow, now: Date): Promise<number> {
  const scope =
    c.occurrenceId !== null
      ? eq(orders.occurrenceId, c.occurrenceId)
      : sql`${orders.occurrenceId} IN (SELECT ${occurrences.id} FROM ${occurrences}
          WHERE ${occurrences.eventId} = ${c.eventId} AND ${notOver(c.createdAt)})`;
  const added = await db.execute(sql`INSERT INTO ${eventCancellationOrders} (cancellation_id, order_id, updated_at)
    SELECT ${c.id}, ${orders.id}, ${now.toISOString()}::timestamptz FROM ${orders}
    WHERE ${orders.eventId} = ${c.eventId} AND ${scope} AND ${affected(now)}
    ON CONFLICT DO NOTHING RETURNING order_id`);
  const n = (added as unknown as { rows: unknown[] }).rows.length;
  if (n > 0) await refreshCounts(db, c.id, now);
  return n;
}

// --- The job -------------------------------------------------------------------------------------

/** Brings the cancellation's counts up to date from its orders' rows. */
export async function refreshCounts(db: DbOrTx, id: number, now: Date): Promise<void> {
  const row = (status: string) =>
    sql`(SELECT count(*)::int FROM ${eventCancellationOrders} eco WHERE eco.cancellation_id = ${id}
      AND eco.status = ${status})`;
  await db
    .update(eventCancellations)
    .set({
      ordersTotal: sql`(SELECT count(*)::int FROM ${eventCancellationOrders} eco WHERE eco.cancellation_id = ${id})`,
      ordersDone: row('done'),
      ordersFailed: row('failed'),
      updatedAt: now,
    })
    .where(eq(eventCancellations.id, id));
}

/**
 * Claims up to `limit` pending orders of a cancellation for this worker: one statement that skips
 * rows another worker holds (SKIP LOCKED) and stamps each claimed row (attempts + 1, updated now).
 * A claimed row is not claimable again until `retryAfterSeconds(attempts)` has passed: that is
 * both the lease of a worker still busy with it and the pause before a retry after a failure; a
 * worker that crashed leaves its rows to the next claim after that time.
 */
export async function claimOrders(
  db: DbOrTx,
  cancellationId: number,
  limit: number,
  now: Date,
  baseDelaySeconds: number,
): Promise<CancellationOrderRow[]> {
  const at = now.toISOString();
  const r = await db.execute(sql`UPDATE ${eventCancellationOrders} AS eco
    SET attempts = eco.attempts + 1, updated_at = ${at}::timestamptz
    WHERE (eco.cancellation_id, eco.order_id) IN (
      SELECT cancellation_id, order_id FROM ${eventCancellationOrders}
      WHERE cancellation_id = ${cancellationId} AND status = 'pending'
        AND (attempts = 0 OR updated_at <= ${at}::timestamptz
          - make_interval(secs => ${baseDelaySeconds}::double precision * power(2, least(attempts, 10) - 1)))
      ORDER BY order_id LIMIT ${limit} FOR UPDATE SKIP LOCKED)
    RETURNING eco.order_id, eco.attempts`);
  const rows = (r as unknown as { rows: { order_id: number; attempts: number }[] }).rows;
  // RETURNING keeps no order: worked through by order id, as claimed.
  return rows
    .sort((a, b) => Number(a.order_id) - Number(b.order_id))
    .map((x) => ({
      cancellationId,
      orderId: Number(x.order_id),
      attempts: Number(x.attempts),
      status: 'pending' as const,
      refundId: null,
      mailedAt: null,
      error: null,
      updatedAt: now,
    }));
}

/** Pending orders of a cancellation: how many, and how many wait for a retry (or a busy worker). */
export async function pendingCount(db: DbOrTx, cancellationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(eventCancellationOrders)
    .where(
      and(eq(eventCancellationOrders.cancellationId, cancellationId), eq(eventCancellationOrders.status, 'pending')),
    );
  return row?.n ?? 0;
}

export type CancelledOrderOutcome =
  | { kind: 'refund'; refundId: number; changed: boolean; occurrenceId: number }
  | { kind: 'reservation' | 'hold'; changed: boolean; occurrenceId: number }
  /** Ended by something else first (expired, cancelled by the buyer, refunded by the host). */
  | { kind: 'untouched' }
  | { kind: 'no_payment' };

/**
 * Ends one order because its event or date is cancelled, under the order's row lock and in
 * checkout's lock order, whatever happened before (a retry or a second worker finds it done):
 * a live hold is released, a reservation cancelled (tickets void, places back), a paid order
 * refunded in full through the host's refund (reason event_cancelled, fee given back). The
 * refund's id is kept on the cancellation's row. The money goes out after commit.
 * `requestedBy`: the owner who cancelled; the refund and the order's history name them.
 */
export async function cancelOrderOf(
  tx: Tx,
  cancellationId: number,
  orderId: number,
  hostId: number,
  now: Date,
  requestedBy: number | null = null,
): Promise<CancelledOrderOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order) return { kind: 'untouched' };
  const ours = order.statusReason === 'event_cancelled';
  const heldKind = (o: OrderRow) => (o.total > 0 ? ('hold' as const) : ('reservation' as const));
  switch (order.status) {
    case 'pending':
      await endHold(tx, order, 'cancelled', 'event_cancelled', now);
      if (requestedBy !== null) await stampStatusActor(tx, order.id, requestedBy);
      return { kind: 'hold', changed: true, occurrenceId: order.occurrenceId };
    case 'reserved':
      await giveBackSoldOrder(tx, order, 'cancelled', 'event_cancelled', now);
      if (requestedBy !== null) await stampStatusActor(tx, order.id, requestedBy);
      return { kind: 'reservation', changed: true, occurrenceId: order.occurrenceId };
    case 'paid':
    case 'refunded': {
      if (order.status === 'refunded' && !ours) return { kind: 'untouched' };
      const result = await refundOrderByHost(tx, order.id, hostId, now, 'event_cancelled', requestedBy);
      if (result.kind === 'no_payment') return { kind: 'no_payment' };
      if (result.kind !== 'refunded') return { kind: 'untouched' };
      await tx
        .update(eventCancellationOrders)
        .set({ refundId: result.refundId })
        .where(
          and(eq(eventCancellationOrders.cancellationId, cancellationId), eq(eventCancellationOrders.orderId, orderId)),
        );
      return { kind: 'refund', refundId: result.refundId, changed: result.created, occurrenceId: order.occurrenceId };
    }
    case 'cancelled':
      return ours ? { kind: heldKind(order), changed: false, occurrenceId: order.occurrenceId } : { kind: 'untouched' };
    default:
      return { kind: 'untouched' };
  }
}

export async function refundStatus(db: DbOrTx, refundId: number) {
  const [row] = await db
    .select({ status: refunds.status, failureReason: refunds.failureReason, amount: refunds.amount })
    .from(refunds)
    .where(eq(refunds.id, refundId));
  return row;
}

/**
 * Claims the buyer's mail of one order: under the order's row lock, marks this row mailed unless
 * any cancellation already mailed this order (a date's and then the whole event's cancellation
 * may both list it). True: this worker sends it, now, once.
 */
export async function claimMail(db: Db, cancellationId: number, orderId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
    const [mailed] = await tx
      .select({ at: eventCancellationOrders.mailedAt })
      .from(eventCancellationOrders)
      .where(and(eq(eventCancellationOrders.orderId, orderId), isNotNull(eventCancellationOrders.mailedAt)))
      .limit(1);
    if (mailed) return false;
    const claimed = await tx
      .update(eventCancellationOrders)
      .set({ mailedAt: now })
      .where(
        and(
          eq(eventCancellationOrders.cancellationId, cancellationId),
          eq(eventCancellationOrders.orderId, orderId),
          isNull(eventCancellationOrders.mailedAt),
        ),
      )
      .returning({ orderId: eventCancellationOrders.orderId });
    return claimed.length > 0;
  });
}

/** The mail could not be handed over: the next attempt sends it. */
export async function releaseMail(db: DbOrTx, cancellationId: number, orderId: number): Promise<void> {
  await db
    .update(eventCancellationOrders)
    .set({ mailedAt: null })
    .where(
      and(eq(eventCancellationOrders.cancellationId, cancellationId), eq(eventCancellationOrders.orderId, orderId)),
    );
}

/** Marks one order of a cancellation done, failed, or still pending with the error of this attempt. */
export async function markOrder(
  db: DbOrTx,
  cancellationId: number,
  orderId: number,
  status: 'pending' | 'done' | 'failed',
  error: string | null,
  now: Date,
): Promise<void> {
  await db
    .update(eventCancellationOrders)
    .set({ status, error, updatedAt: now })
    .where(
      and(
        eq(eventCancellationOrders.cancellationId, cancellationId),
        eq(eventCancellationOrders.orderId, orderId),
        ne(eventCancellationOrders.status, 'done'),
      ),
    );
}

/**
 * Ends a running cancellation whose orders are all done or failed: completed, or
 * completed_with_errors when any failed. Conditional, so two workers finishing together write it once.
 */
export async function finishCancellation(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  await refreshCounts(db, id, now);
  const done = await db
    .update(eventCancellations)
    .set({
      status: sql`CASE WHEN ${eventCancellations.ordersFailed} > 0 THEN 'completed_with_errors' ELSE 'completed' END`,
      finishedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(eventCancellations.id, id),
        eq(eventCancellations.status, 'running'),
        sql`NOT EXISTS (SELECT 1 FROM ${eventCancellationOrders} eco WHERE eco.cancellation_id = ${id}
          AND eco.status = 'pending')`,
      ),
    )
    .returning({ id: eventCancellations.id });
  return done.length > 0;
}

/**
 * The owner's retry: failed orders go back to pending with a fresh count of attempts, their
 * refunds the provider refused are due again, and the cancellation runs again. Returns how many.
 * Runs in the caller's transaction (which records who retried).
 */
export async function retryFailed(tx: Tx, id: number, now: Date): Promise<number> {
  const again = await tx
    .update(eventCancellationOrders)
    .set({ status: 'pending', attempts: 0, error: null, updatedAt: now })
    .where(and(eq(eventCancellationOrders.cancellationId, id), eq(eventCancellationOrders.status, 'failed')))
    .returning({ orderId: eventCancellationOrders.orderId, refundId: eventCancellationOrders.refundId });
  const refundIds = again.map((r) => r.refundId).filter((x): x is number => x !== null);
  if (refundIds.length)
    await tx
      .update(refunds)
      .set({ status: 'pending', failureReason: null, updatedAt: now })
      .where(and(inArray(refunds.id, refundIds), eq(refunds.status, 'failed')));
  if (again.length)
    await tx
      .update(eventCancellations)
      .set({ status: 'running', finishedAt: null, updatedAt: now })
      .where(eq(eventCancellations.id, id));
  await refreshCounts(tx, id, now);
  return again.length;
}

/**
 * Orders a cancellation counted as done whose refund the provider refused later (Paystack answers
 * `refund.failed` after accepting the call): the sweep turns them into failures.
 */
export async function doneOrdersWithRefusedRefunds(db: DbOrTx, limit: number) {
  return db
    .select({
      cancellationId: eventCancellationOrders.cancellationId,
      orderId: eventCancellationOrders.orderId,
      failureReason: refunds.failureReason,
    })
    .from(eventCancellationOrders)
    .innerJoin(refunds, eq(refunds.id, eventCancellationOrders.refundId))
    .where(and(eq(eventCancellationOrders.status, 'done'), eq(refunds.status, 'failed')))
    .orderBy(asc(eventCancellationOrders.cancellationId), asc(eventCancellationOrders.orderId))
    .limit(limit);
}

/**
 * Marks a done order of a cancellation failed (its refund was refused after the job's step) and
 * brings the cancellation's counts and end state up to date: a completed cancellation becomes
 * completed_with_errors, so the owner sees the order and can retry it. Conditional: once only.
 */
export async function failDoneOrder(db: Db, cancellationId: number, orderId: number, error: string, now: Date) {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(eventCancellationOrders)
      .set({ status: 'failed', error, updatedAt: now })
      .where(
        and(
          eq(eventCancellationOrders.cancellationId, cancellationId),
          eq(eventCancellationOrders.orderId, orderId),
          eq(eventCancellationOrders.status, 'done'),
        ),
      )
      .returning({ orderId: eventCancellationOrders.orderId });
    if (!changed.length) return false;
    await refreshCounts(tx, cancellationId, now);
    await tx
      .update(eventCancellations)
      .set({ status: 'completed_with_errors', updatedAt: now })
      .where(and(eq(eventCancellations.id, cancellationId), eq(eventCancellations.status, 'completed')));
    return true;
  });
}

/** Cancellations still running (the sweep's work), oldest first. */
export async function runningCancellationIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: eventCancellations.id })
    .from(eventCancellations)
    .where(eq(eventCancellations.status, 'running'))
    .orderBy(asc(eventCancellations.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Cancellations finished since `since` whose scope has an order still needing them (one a process
 * sold from a copy of the event older than the cancellation): they run again.
 */
export async function reopenIfNewOrders(db: DbOrTx, since: Date, now: Date): Promise<number[]> {
  const recent = await db
    .select()
    .from(eventCancellations)
    .where(
      and(
        ne(eventCancellations.status, 'running'),
        sql`${eventCancellations.finishedAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  const reopened: number[] = [];
  for (const c of recent) {
    if ((await snapshotOrders(db, c, now)) === 0) continue;
    await db
      .update(eventCancellations)
      .set({ status: 'running', finishedAt: null, updatedAt: now })
      .where(eq(eventCancellations.id, c.id));
    reopened.push(c.id);
  }
  return reopened;
}
