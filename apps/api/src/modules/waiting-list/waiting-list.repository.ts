import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { events, occurrences, orders, ticketReturns, ticketTypes, waitingListEntries } from '../../db/schema/index.js';

/**
 * The waiting list's queries (decision 050). An entry's row is always locked before any of the
 * order engine's rows, in every transaction that takes both.
 */

export type EntryRow = typeof waitingListEntries.$inferSelect;
export type NewEntryRow = typeof waitingListEntries.$inferInsert;

/** A new entry, at the back of the line. */
export async function insertEntry(tx: Tx, values: NewEntryRow): Promise<EntryRow> {
  const [row] = await tx.insert(waitingListEntries).values(values).returning();
  if (!row) throw new Error('waiting-list insert returned nothing');
  return row;
}

/** An active entry (waiting or offered) of this email or phone on a ticket type and date. */
export async function findActiveEntry(
  db: DbOrTx,
  where: { occurrenceId: number; ticketTypeId: number; email: string; phone: string | null },
): Promise<EntryRow | undefined> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.occurrenceId, where.occurrenceId),
        eq(waitingListEntries.ticketTypeId, where.ticketTypeId),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
        or(
          sql`lower(${waitingListEntries.email}) = ${where.email.trim().toLowerCase()}`,
          where.phone ? eq(waitingListEntries.phone, where.phone) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

export async function entryByToken(db: DbOrTx, token: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.token, token));
  return row;
}

export async function entryById(db: DbOrTx, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
  return row;
}

/** Locks an entry (FOR UPDATE; SKIP LOCKED when asked: an offer passes entries others work on). */
export async function lockEntry(tx: Tx, id: number, skipLocked = false): Promise<EntryRow | undefined> {
  const q = tx.select().from(waitingListEntries).where(eq(waitingListEntries.id, id));
  const [row] = await (skipLocked ? q.for('update', { skipLocked: true }) : q.for('update'));
  return row;
}

export async function updateEntry(tx: DbOrTx, id: number, set: Partial<NewEntryRow>): Promise<void> {
  await tx.update(waitingListEntries).set(set).where(eq(waitingListEntries.id, id));
}

/** 1 + how many wait ahead of this entry on its ticket type and date. */
export async function positionOf(db: DbOrTx, entry: Pick<EntryRow, 'id' | 'occurrenceId' | 'ticketTypeId'>) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.occurrenceId, entry.occurrenceId),
        eq(waitingListEntries.ticketTypeId, entry.ticketTypeId),
        eq(waitingListEntries.status, 'waiting'),
        sql`${waitingListEntries.id} < ${entry.id}`,
      ),
    );
  return (row?.n ?? 0) + 1;
}

/** The first `limit` entries waiting on a ticket type and date, in line. */
export async function headOfLine(db: DbOrTx, occurrenceId: number, ticketTypeId: number, limit = 1) {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.occurrenceId, occurrenceId),
        eq(waitingListEntries.ticketTypeId, ticketTypeId),
        eq(waitingListEntries.status, 'waiting'),
      ),
    )
    .orderBy(asc(waitingListEntries.id))
    .limit(limit);
}

/** The ticket types of a date that have anyone waiting. */
export async function typesWaiting(db: DbOrTx, occurrenceId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitingListEntries.ticketTypeId })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.occurrenceId, occurrenceId), eq(waitingListEntries.status, 'waiting')));
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** Offered entries of a date whose order is no longer pending, with that order's status. */
export async function closedOffers(db: DbOrTx, occurrenceId?: number) {
  return db
    .select({ id: waitingListEntries.id, orderStatus: orders.status })
    .from(waitingListEntries)
    .innerJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .where(
      and(
        eq(waitingListEntries.status, 'offered'),
        sql`${orders.status} <> 'pending'`,
        occurrenceId === undefined ? undefined : eq(waitingListEntries.occurrenceId, occurrenceId),
      ),
    );
}

/** Dates with anyone waiting or offered (the sweep's work list), at most 500. */
export async function datesWithLines(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: waitingListEntries.occurrenceId })
    .from(waitingListEntries)
    .where(inArray(waitingListEntries.status, ['waiting', 'offered']))
    .limit(500);
  return rows.map((r) => r.id);
}

/** Whether a date has anyone waiting or offered (one indexed look). */
export async function dateHasLine(db: DbOrTx, occurrenceId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: waitingListEntries.id })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.occurrenceId, occurrenceId),
        inArray(waitingListEntries.status, ['waiting', 'offered']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The entry whose offer is this order, if any. */
export async function entryOfOrder(db: DbOrTx, orderId: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(waitingListEntries).where(eq(waitingListEntries.orderId, orderId));
  return row;
}

/** What a fan's view of an entry shows besides the entry. */
export async function entryFacts(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: waitingListEntries.id,
      eventExternalId: events.externalId,
      eventTitle: events.title,
      timeZone: events.timeZone,
      ticketTypeName: ticketTypes.name,
      occurrenceKey: occurrences.occurrenceKey,
      startsAt: occurrences.startsAt,
      orderToken: orders.publicToken,
      orderStatus: orders.status,
      orderExpiresAt: orders.expiresAt,
      orderReference: orders.reference,
    })
    .from(waitingListEntries)
    .innerJoin(events, eq(events.id, waitingListEntries.eventId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, waitingListEntries.ticketTypeId))
    .innerJoin(occurrences, eq(occurrences.id, waitingListEntries.occurrenceId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.orderId))
    .where(inArray(waitingListEntries.id, ids));
}

/** A fan's entries still in line or offered (signed in: by account or email), newest first. */
export async function activeEntriesOf(db: DbOrTx, who: { userId: number; email: string }): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(
      and(
        inArray(waitingListEntries.status, ['waiting', 'offered']),
        or(
          eq(waitingListEntries.userId, who.userId),
          sql`lower(${waitingListEntries.email}) = ${who.email.trim().toLowerCase()}`,
        ),
      ),
    )
    .orderBy(sql`${waitingListEntries.id} DESC`)
    .limit(50);
}

/** Every entry of an event, in line order per ticket type and date (the host's list), at most 2000. */
export async function entriesOfEvent(db: DbOrTx, eventId: number): Promise<EntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.eventId, eventId))
    .orderBy(asc(waitingListEntries.occurrenceId), asc(waitingListEntries.ticketTypeId), asc(waitingListEntries.id))
    .limit(2000);
}

/** The event's two settings. */
export async function eventSettings(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      enabled: events.waitlistEnabled,
      offerWindowMinutes: events.offerWindowMinutes,
      resaleAllowed: events.resaleAllowed,
      resaleFeePercent: events.resaleFeePercent,
      paymentType: events.paymentType,
      minTicketPrice: events.minTicketPrice,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return row;
}

export async function updateEventSettings(
  db: DbOrTx,
  eventId: number,
  set: {
    waitlistEnabled?: boolean | null;
    offerWindowMinutes?: number;
    resaleAllowed?: boolean;
    resaleFeePercent?: number;
  },
): Promise<void> {
  await db
    .update(events)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

/** Paid ticket types of an event exist (the list's default is on for paid events). */
export async function eventHasPaidTypes(db: DbOrTx, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), sql`${ticketTypes.price} > 0`));
  return (row?.n ?? 0) > 0;
}

/** Names of ticket types and dates, for the host's list. */
export async function namesFor(db: DbOrTx, eventId: number) {
  const types = await db
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  const dates = await db
    .select({ id: occurrences.id, key: occurrences.occurrenceKey, startsAt: occurrences.startsAt })
    .from(occurrences)
    .where(eq(occurrences.eventId, eventId));
  const refs = await db
    .select({ id: orders.id, reference: orders.reference })
    .from(orders)
    .innerJoin(waitingListEntries, eq(waitingListEntries.orderId, orders.id))
    .where(eq(waitingListEntries.eventId, eventId));
  return {
    types: new Map(types.map((t) => [t.id, t.name])),
    dates: new Map(dates.map((d) => [d.id, d])),
    refs: new Map(refs.map((r) => [r.id, r.reference])),
  };
}

/** An event's offers still open: their orders and dates. */
export async function openOfferOrders(db: DbOrTx, eventId: number) {
  const rows = await db
    .select({ orderId: waitingListEntries.orderId, occurrenceId: waitingListEntries.occurrenceId })
    .from(waitingListEntries)
    .where(and(eq(waitingListEntries.eventId, eventId), eq(waitingListEntries.status, 'offered')));
  return rows.filter((r): r is { orderId: number; occurrenceId: number } => r.orderId !== null);
}

/** Development only: the offers' holds end at `now` (pending orders only). */
export async function endOfferWindows(db: DbOrTx, orderIds: number[], now: Date): Promise<void> {
  if (orderIds.length === 0) return;
  await db
    .update(orders)
    .set({ expiresAt: now })
    .where(and(inArray(orders.id, orderIds), eq(orders.status, 'pending')));
}

/** An event's returned tickets (decision 054), newest first, with the orders they came from and went to. */
export async function returnsOfEvent(db: DbOrTx, eventId: number) {
  const buyer = alias(orders, 'buyer_order');
  return db
    .select({
      id: ticketReturns.id,
      status: ticketReturns.status,
      holderName: orders.buyerName,
      orderReference: orders.reference,
      buyerOrderReference: buyer.reference,
      ticketTypeId: ticketReturns.ticketTypeId,
      occurrenceId: ticketReturns.occurrenceId,
      refundAmount: ticketReturns.refundAmount,
      createdAt: ticketReturns.createdAt,
      soldAt: ticketReturns.soldAt,
    })
    .from(ticketReturns)
    .innerJoin(orders, eq(orders.id, ticketReturns.orderId))
    .leftJoin(buyer, eq(buyer.id, ticketReturns.offerOrderId))
    .where(eq(ticketReturns.eventId, eventId))
    .orderBy(sql`${ticketReturns.id} DESC`)
    .limit(2000);
}
