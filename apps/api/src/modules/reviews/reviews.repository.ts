import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  events,
  hosts,
  occurrences,
  orderItems,
  orders,
  reviewIsVisible,
  reviews,
  tickets,
} from '../../db/schema/index.js';
import { readTogether } from '../../db/read-together.js';

/** Reviews: the request job's rows, the feedback link, the host's list and the public averages. */

export type ReviewRow = typeof reviews.$inferSelect;

/** A review the public and the averages count (the schema's rule). */
const visible = reviewIsVisible;

/**
 * When a date is over, for the request job: its own end; else, for a one-off, the event's end;
 * else the end of the day it starts on, in the event's zone (as the event page treats a date
 * without an end).
 */
const occurrenceEnd = sql`COALESCE(
  ${occurrences.endsAt},
  CASE WHEN ${occurrences.occurrenceKey} = 'single' THEN ${events.endDate} END,
  (date_trunc('day', COALESCE(${occurrences.startsAt}, CASE WHEN ${occurrences.occurrenceKey} = 'single' THEN ${events.startDate} END)
    AT TIME ZONE ${events.timeZone}) + interval '1 day') AT TIME ZONE ${events.timeZone}
)`;

/**
 * Dates whose review mails are due: ended between `since` and `until`, not yet requested, not
 * cancelled (nor their event), with at least one ticket. Oldest end first.
 */
export async function findDueOccurrences(
  db: DbOrTx,
  window: { since: Date; until: Date },
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: occurrences.id })
    .from(occurrences)
    .innerJoin(events, eq(events.id, occurrences.eventId))
    .where(
      and(
        sql`${occurrences.reviewsRequestedAt} IS NULL`,
        sql`${occurrences.cancelledAt} IS NULL`,
        sql`${events.status} <> 'cancelled'`,
        sql`${occurrenceEnd} <= ${window.until.toISOString()}::timestamptz`,
        sql`${occurrenceEnd} > ${window.since.toISOString()}::timestamptz`,
        sql`EXISTS (SELECT 1 FROM ${tickets} WHERE ${tickets.occurrenceId} = ${occurrences.id})`,
      ),
    )
    .orderBy(occurrenceEnd)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Every date of an event that has tickets and has not been asked about yet (the dev trigger). */
export async function findUnrequestedOccurrencesOfEvent(db: DbOrTx, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ id: occurrences.id })
    .from(occurrences)
    .where(
      and(
        eq(occurrences.eventId, eventId),
        sql`${occurrences.reviewsRequestedAt} IS NULL`,
        sql`${occurrences.cancelledAt} IS NULL`,
        sql`EXISTS (SELECT 1 FROM ${tickets} WHERE ${tickets.occurrenceId} = ${occurrences.id})`,
      ),
    );
  return rows.map((r) => r.id);
}

/** The date, its event and host, as the review mail names them. */
export async function findOccurrenceForMail(db: DbOrTx, occurrenceId: number) {
  const [row] = await db
    .select({
      occurrenceId: occurrences.id,
      eventId: events.id,
      title: events.title,
      timeZone: events.timeZone,
      startsAt:
        sql<Date | null>`COALESCE(${occurrences.startsAt}, CASE WHEN ${occurrences.occurrenceKey} = 'single' THEN ${events.startDate} END)`.mapWith(
          (v: string | Date | null) => (v === null ? null : new Date(v)),
        ),
      hostName: hosts.vendorName,
    })
    .from(occurrences)
    .innerJoin(events, eq(events.id, occurrences.eventId))
    .leftJoin(hosts, eq(hosts.id, events.hostId))
    .where(eq(occurrences.id, occurrenceId));
  return row;
}

/** Orders with tickets that admit on this date (paid or reserved, complimentary included). */
export async function findOrderIdsWithValidTickets(db: DbOrTx, occurrenceId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: orders.id })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(tickets.occurrenceId, occurrenceId),
        eq(tickets.status, 'valid'),
        inArray(orders.status, ['paid', 'reserved']),
      ),
    )
    .orderBy(orders.id);
  return rows.map((r) => r.id);
}

export interface OrderTicketForReview {
  ticketId: number;
  ticketTypeName: string;
  attendeeName: string | null;
  attendeeEmail: string | null;
}

/**
 * Locks the order row (so two processes never split one order's links between two mails) and
 * returns it with its tickets on this date that admit and have no review row yet.
 */
export async function lockOrderForReviews(tx: Tx, orderId: number, occurrenceId: number) {
  const [order] = await tx
    .select({
      id: orders.id,
      eventId: orders.eventId,
      status: orders.status,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      userId: orders.userId,
      locale: orders.locale,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order || (order.status !== 'paid' && order.status !== 'reserved')) return null;
  const rows: OrderTicketForReview[] = await tx
    .select({
      ticketId: tickets.id,
      ticketTypeName: orderItems.name,
      attendeeName: tickets.attendeeName,
      attendeeEmail: tickets.attendeeEmail,
    })
    .from(tickets)
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(
      and(
        eq(tickets.orderId, orderId),
        eq(tickets.occurrenceId, occurrenceId),
        eq(tickets.status, 'valid'),
        sql`NOT EXISTS (SELECT 1 FROM ${reviews} WHERE ${reviews.ticketId} = ${tickets.id})`,
      ),
    )
    .orderBy(tickets.id);
  return { order, tickets: rows };
}

export interface NewReviewRow {
  eventId: number;
  orderId: number;
  ticketId: number;
  occurrenceId: number;
  userId: number | null;
  tokenHash: string;
  reviewerName: string | null;
  expiresAt: Date;
  createdAt: Date;
}

/** Inserts review rows; a ticket that already has one is skipped (reviews_ticket_uq). Returns the new ones. */
export async function insertReviewRows(tx: Tx, rows: NewReviewRow[]): Promise<{ id: number; ticketId: number }[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(reviews)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: reviews.id, ticketId: reviews.ticketId });
  return inserted.map((r) => ({ id: r.id, ticketId: r.ticketId! }));
}

/** Takes back rows whose mail could not be sent, so the next run makes and mails them again. */
export async function deleteUnsentReviewRows(db: DbOrTx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(reviews).where(and(inArray(reviews.id, ids), sql`${reviews.submittedAt} IS NULL`));
}

/** Marks the date as asked about (once). */
export async function markOccurrenceRequested(db: DbOrTx, occurrenceId: number, now: Date): Promise<void> {
  await db
    .update(occurrences)
    .set({ reviewsRequestedAt: now })
    .where(and(eq(occurrences.id, occurrenceId), sql`${occurrences.reviewsRequestedAt} IS NULL`));
}

// --- The feedback link ------------------------------------------------------------------------

/** A review row by its token's hash, with what the feedback page shows. */
export async function findByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      review: reviews,
      title: events.title,
      externalId: events.externalId,
      imageUrl: events.imageUrl,
      timeZone: events.timeZone,
      hostName: hosts.vendorName,
      startsAt: occurrences.startsAt,
      eventStart: events.startDate,
      ticketTypeName: orderItems.name,
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .leftJoin(hosts, eq(hosts.id, events.hostId))
    .leftJoin(occurrences, eq(occurrences.id, reviews.occurrenceId))
    .leftJoin(tickets, eq(tickets.id, reviews.ticketId))
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(eq(reviews.tokenHash, tokenHash));
  return row;
}

/**
 * Saves the rating and comment once: only while the link is unused and not expired (a
 * conditional update, so two submits at once cannot both win). Null when it did not apply.
 */
export async function submitReview(
  db: DbOrTx,
  tokenHash: string,
  v: { rating: number; comment: string | null },
  now: Date,
): Promise<ReviewRow | null> {
  const [row] = await db
    .update(reviews)
    .set({ rating: v.rating, comment: v.comment, submittedAt: now })
    .where(
      and(
        eq(reviews.tokenHash, tokenHash),
        sql`${reviews.submittedAt} IS NULL`,
        sql`(${reviews.expiresAt} IS NULL OR ${reviews.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning();
  return row ?? null;
}

// --- The host's reviews -------------------------------------------------------------------------

export interface HostReviewFilter {
  hostId: number;
  eventId?: number | undefined;
  rating?: number | undefined;
}

const submitted = sql`${reviews.submittedAt} IS NOT NULL AND ${reviews.rating} IS NOT NULL`;

function hostReviewWhere(f: HostReviewFilter): SQL | undefined {
  return and(
    eq(events.hostId, f.hostId),
    submitted,
    f.eventId === undefined ? undefined : eq(reviews.eventId, f.eventId),
    f.rating === undefined ? undefined : eq(reviews.rating, f.rating),
  );
}

/** The host's reviews with their event, date and ticket type. */
function hostReviewQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      review: reviews,
      eventTitle: events.title,
      timeZone: events.timeZone,
      occurrenceStartsAt: occurrences.startsAt,
      ticketTypeName: orderItems.name,
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .leftJoin(occurrences, eq(occurrences.id, reviews.occurrenceId))
    .leftJoin(tickets, eq(tickets.id, reviews.ticketId))
    .leftJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(where);
}
export type HostReviewRow = Awaited<ReturnType<typeof hostReviewQuery>>[number];

/** One page of the host's submitted reviews, newest first, and how many match. */
export async function findHostReviews(db: DbOrTx, f: HostReviewFilter, limit: number, offset: number) {
  const [rows, [count]] = await readTogether(
    db,
    () =>
      hostReviewQuery(db, hostReviewWhere(f))
        .orderBy(desc(reviews.submittedAt), desc(reviews.id))
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(reviews)
        .innerJoin(events, eq(events.id, reviews.eventId))
        .where(hostReviewWhere(f)),
  );
  return { rows, total: count?.n ?? 0 };
}

/** A submitted review of one of the host's events, as the list shows it; undefined for any other. */
export async function findHostReview(db: DbOrTx, hostId: number, reviewId: number): Promise<HostReviewRow | undefined> {
  const [row] = await hostReviewQuery(db, and(eq(reviews.id, reviewId), eq(events.hostId, hostId), submitted));
  return row;
}

/** Links sent and visible reviews per star, of one event or all the host's events. */
export async function hostReviewCounts(db: DbOrTx, hostId: number, eventId: number | undefined) {
  const [row] = await db
    .select({
      requested: sql<number>`count(*)::int`,
      r1: sql<number>`(count(*) FILTER (WHERE ${visible} AND ${reviews.rating} = 1))::int`,
      r2: sql<number>`(count(*) FILTER (WHERE ${visible} AND ${reviews.rating} = 2))::int`,
      r3: sql<number>`(count(*) FILTER (WHERE ${visible} AND ${reviews.rating} = 3))::int`,
      r4: sql<number>`(count(*) FILTER (WHERE ${visible} AND ${reviews.rating} = 4))::int`,
      r5: sql<number>`(count(*) FILTER (WHERE ${visible} AND ${reviews.rating} = 5))::int`,
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(and(eq(events.hostId, hostId), eventId === undefined ? undefined : eq(reviews.eventId, eventId)));
  return row ?? { requested: 0, r1: 0, r2: 0, r3: 0, r4: 0, r5: 0 };
}

/** The host's events with review links sent: average and count of visible reviews, links sent. */
export async function hostReviewEvents(db: DbOrTx, hostId: number) {
  return db
    .select({
      eventId: events.id,
      title: events.title,
      average: sql<number | null>`avg(${reviews.rating}) FILTER (WHERE ${visible})`.mapWith((v: string | null) =>
        v === null ? null : Number(v),
      ),
      count: sql<number>`(count(*) FILTER (WHERE ${visible}))::int`,
      requested: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(eq(events.hostId, hostId))
    .groupBy(events.id, events.title)
    .orderBy(sql`max(${reviews.createdAt}) DESC`, desc(events.id));
}

export async function setHostReply(db: DbOrTx, reviewId: number, reply: string | null, now: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ hostReply: reply, hostReplyAt: reply === null ? null : now })
    .where(eq(reviews.id, reviewId));
}
