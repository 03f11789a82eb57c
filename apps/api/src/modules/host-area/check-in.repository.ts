import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { checkInScans, events, occurrences, orderItems, orders, tickets, users } from '../../db/schema/index.js';

/** Door check-in's Drizzle code: finding a ticket, admitting it once, recording scans. */

export interface ScanTicket {
  id: number;
  code: string;
  eventId: number;
  hostId: number | null;
  occurrenceId: number;
  occurrenceKey: string;
  status: 'valid' | 'void';
  /** Set when the ticket was voided by a re-issue (sent to someone else, decision 051). */
  reissuedAt: Date | null;
  orderStatus: string;
  ticketTypeName: string;
  attendeeName: string | null;
  checkedInAt: Date | null;
  checkedInByName: string | null;
}

const checker = sql`checker`;

function ticketSelect(db: DbOrTx) {
  return db
    .select({
      id: tickets.id,
      code: tickets.code,
      reissuedAt: tickets.reissuedAt,
      eventId: tickets.eventId,
      hostId: events.hostId,
      occurrenceId: tickets.occurrenceId,
      occurrenceKey: occurrences.occurrenceKey,
      status: tickets.status,
      orderStatus: orders.status,
      ticketTypeName: orderItems.name,
      attendeeName: tickets.attendeeName,
      checkedInAt: tickets.checkedInAt,
      checkedInByName: sql<string | null>`CASE WHEN ${checker}.id IS NULL THEN NULL
        ELSE coalesce(NULLIF(trim(concat_ws(' ', ${checker}.first_name, ${checker}.last_name)), ''), ${checker}.username) END`.as(
        'checked_in_by_name',
      ),
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .leftJoin(sql`${users} AS ${checker}`, sql`${checker}.id = ${tickets.checkedInBy}`);
}

export async function findTicketByCode(db: DbOrTx, code: string): Promise<ScanTicket | undefined> {
  const [row] = await ticketSelect(db).where(eq(tickets.code, code));
  return row as ScanTicket | undefined;
}

export async function findTicketById(db: DbOrTx, id: number): Promise<ScanTicket | undefined> {
  const [row] = await ticketSelect(db).where(eq(tickets.id, id));
  return row as ScanTicket | undefined;
}

/**
 * Admits a ticket once: a conditional update, so of two doors scanning the same ticket at the
 * same moment exactly one gets the row (the other sees it already checked in).
 */
export async function admitOnce(db: DbOrTx, ticketId: number, userId: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(tickets)
    .set({ checkedInAt: at, checkedInBy: userId })
    .where(and(eq(tickets.id, ticketId), isNull(tickets.checkedInAt), eq(tickets.status, 'valid')))
    .returning({ id: tickets.id });
  return rows.length > 0;
}

export type ScanOutcome = (typeof checkInScans.$inferInsert)['outcome'];

export async function recordScan(
  db: DbOrTx,
  v: {
    ticketId: number;
    eventId: number;
    userId: number;
    outcome: ScanOutcome;
    scannedAt: Date;
    deviceId?: string | null;
    offline?: boolean;
  },
): Promise<boolean> {
  const rows = await db
    .insert(checkInScans)
    .values({
      ticketId: v.ticketId,
      eventId: v.eventId,
      userId: v.userId,
      outcome: v.outcome,
      scannedAt: v.scannedAt,
      deviceId: v.deviceId ?? null,
      offline: v.offline ?? false,
    })
    .onConflictDoNothing()
    .returning({ id: checkInScans.id });
  return rows.length > 0;
}

/** The outcome an offline scan already got (a retried sync answers the same). */
export async function findDeviceScan(db: DbOrTx, ticketId: number, deviceId: string, scannedAt: Date) {
  const [row] = await db
    .select({ outcome: checkInScans.outcome })
    .from(checkInScans)
    .where(
      and(
        eq(checkInScans.ticketId, ticketId),
        eq(checkInScans.deviceId, deviceId),
        eq(checkInScans.scannedAt, scannedAt),
      ),
    );
  return row;
}

/**
 * Applies an admission a device made with no network, under the ticket's row lock: the earliest
 * admission is the one that counts (`checked_in_at` moves back to it). Returns the check-in time
 * before this scan, so the caller can tell a first admission from a second door's.
 */
export async function applyOfflineAdmission(tx: Tx, ticketId: number, userId: number, at: Date) {
  const [row] = await tx
    .select({ checkedInAt: tickets.checkedInAt, status: tickets.status })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
    .for('update');
  if (!row || row.status !== 'valid') return { before: row?.checkedInAt ?? null, applied: false };
  if (row.checkedInAt === null || at.getTime() < row.checkedInAt.getTime())
    await tx.update(tickets).set({ checkedInAt: at, checkedInBy: userId }).where(eq(tickets.id, ticketId));
  return { before: row.checkedInAt, applied: true };
}

/** The host's live events a door may scan now: not cancelled, not over for more than `graceMs`. */
// The counts name `events.id` by hand: Drizzle writes a one-table select's columns unqualified.
export async function findScannableEvents(db: DbOrTx, hostId: number, eventIds: number[] | null, since: Date) {
  return db
    .select({
      id: events.id,
      title: events.title,
      imageUrl: events.imageUrl,
      location: events.location,
      startDate: events.startDate,
      lastEndsAt: events.lastEndsAt,
      ticketsTotal: sql<number>`(SELECT count(*)::int FROM tickets t WHERE t.event_id = events.id AND t.status = 'valid')`,
      checkedIn: sql<number>`(SELECT count(*)::int FROM tickets t WHERE t.event_id = events.id AND t.status = 'valid' AND t.checked_in_at IS NOT NULL)`,
    })
    .from(events)
    .where(
      and(
        eq(events.hostId, hostId),
        eq(events.status, 'live'),
        isNull(events.cancelledAt),
        eventIds === null ? undefined : inArray(events.id, eventIds.length ? eventIds : [-1]),
        or(isNull(events.lastEndsAt), gte(events.lastEndsAt, since)),
      ),
    )
    .orderBy(asc(events.startDate), asc(events.id));
}

/** Dates of these events with tickets (rows exist once a ticket is held), not cancelled. */
export async function findOccurrences(db: DbOrTx, eventIds: number[]) {
  if (!eventIds.length) return [];
  return db
    .select({
      id: occurrences.id,
      eventId: occurrences.eventId,
      key: occurrences.occurrenceKey,
      startsAt: occurrences.startsAt,
      endsAt: occurrences.endsAt,
    })
    .from(occurrences)
    .where(and(inArray(occurrences.eventId, eventIds), isNull(occurrences.cancelledAt)))
    .orderBy(asc(occurrences.startsAt), asc(occurrences.id));
}

/** Every ticket of an event, for the offline list: code, type, holder, state; nothing more. */
export async function findEventTickets(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: tickets.id,
      code: tickets.code,
      occurrenceId: tickets.occurrenceId,
      ticketTypeName: orderItems.name,
      holderName: tickets.attendeeName,
      status: tickets.status,
      reissuedAt: tickets.reissuedAt,
      orderStatus: orders.status,
      checkedInAt: tickets.checkedInAt,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.id));
}

/** Every ticket of an event by id and code only: what an SMS code is derived from (decision 027). */
export function findEventTicketKeys(db: DbOrTx, eventId: number): Promise<{ id: number; code: string }[]> {
  return db.select({ id: tickets.id, code: tickets.code }).from(tickets).where(eq(tickets.eventId, eventId));
}

export async function findHostEvent(db: DbOrTx, hostId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, lastEndsAt: events.lastEndsAt, startDate: events.startDate, endDate: events.endDate })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  return row;
}
