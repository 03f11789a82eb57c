import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  categories,
  eventDailyStats,
  eventImages,
  eventSubcategories,
  events,
  hosts,
  inventory,
  ledgerEntries,
  occurrences,
  orderItems,
  orders,
  showTimes,
  subcategories,
  ticketTypes,
} from '../../db/schema/index.js';
import { loadBundles, type EventBundle } from '../events/index.js';
import { readTogether } from '../../db/read-together.js';

export type EventRow = typeof events.$inferSelect;
export type EventValues = typeof events.$inferInsert;
export type TicketTypeRow = typeof ticketTypes.$inferSelect;
export type TicketTypeValues = typeof ticketTypes.$inferInsert;
export type ShowTimeRow = typeof showTimes.$inferSelect;
export type ShowTimeValues = typeof showTimes.$inferInsert;
export type OccurrenceRow = typeof occurrences.$inferSelect;
export type InventoryRow = typeof inventory.$inferSelect;

/** Everything about one event the host area reads or edits. */
export interface HostEventState {
  event: EventRow;
  hostOnboarded: boolean;
  subcategoryIds: number[];
  images: string[];
  /** Every ticket type, archived and the hidden free-admission row included. */
  types: TicketTypeRow[];
  /** Every show time, cancelled ones included. */
  shows: ShowTimeRow[];
  occurrences: OccurrenceRow[];
  inventory: InventoryRow[];
}

/**
 * One event of one host, or null (another host's event is as absent as a missing one). With
 * `lock` (inside a transaction) the event row, then its dates' rows, then their ticket types'
 * rows are locked in that order, the order checkout takes them in, so an edit and a sale wait
 * for each other instead of interleaving.
 */
export async function loadHostEvent(
  db: DbOrTx,
  hostId: number,
  eventId: number,
  lock = false,
): Promise<HostEventState | null> {
  const q = db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  const [event] = lock ? await q.for('update') : await q;
  if (!event) return null;
  const occQ = db.select().from(occurrences).where(eq(occurrences.eventId, eventId)).orderBy(asc(occurrences.id));
  const occ = lock ? await occQ.for('update') : await occQ;
  const invQ = db
    .select({ inv: inventory })
    .from(inventory)
    .innerJoin(occurrences, eq(occurrences.id, inventory.occurrenceId))
    .where(eq(occurrences.eventId, eventId))
    .orderBy(asc(inventory.occurrenceId), asc(inventory.ticketTypeId));
  const inv = (lock ? await invQ.for('update', { of: inventory }) : await invQ).map((r) => r.inv);
  const [host, subs, images, types, shows] = await readTogether(
    db,
    () => db.select({ state: hosts.onboardingState }).from(hosts).where(eq(hosts.id, hostId)),
    () =>
      db
        .select({ id: eventSubcategories.subcategoryId })
        .from(eventSubcategories)
        .where(eq(eventSubcategories.eventId, eventId))
        .orderBy(asc(eventSubcategories.position)),
    () =>
      db
        .select({ url: eventImages.imageUrl })
        .from(eventImages)
        .where(eq(eventImages.eventId, eventId))
        .orderBy(asc(eventImages.position)),
    () =>
      db
        .select()
        .from(ticketTypes)
        .where(eq(ticketTypes.eventId, eventId))
        .orderBy(asc(ticketTypes.position), asc(ticketTypes.id)),
    () => db.select().from(showTimes).where(eq(showTimes.eventId, eventId)).orderBy(asc(showTimes.startsAt)),
  );
  return {
    event,
    hostOnboarded: host[0]?.state === 'complete',
    subcategoryIds: subs.map((s) => s.id),
    images: images.map((i) => i.url),
    types,
    shows,
    occurrences: occ,
    inventory: inv,
  };
}

/** The public-shape bundles of some of the host's events (any status). */
export const loadEventBundles = (db: DbOrTx, ids: number[]): Promise<EventBundle[]> => loadBundles(db, ids);

export async function categoryExists(db: DbOrTx, id: number): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(row);
}

/** Which of these subcategory ids exist. */
export async function existingSubcategories(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.select({ id: subcategories.id }).from(subcategories).where(inArray(subcategories.id, ids));
  return rows.map((r) => r.id);
}

export async function externalIdTaken(db: DbOrTx, externalId: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.externalId, externalId));
  return Boolean(row);
}

export async function insertEvent(tx: Tx, values: EventValues): Promise<number> {
  const [row] = await tx.insert(events).values(values).returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(tx: Tx, id: number, values: Partial<EventValues>): Promise<void> {
  await tx.update(events).set(values).where(eq(events.id, id));
}

export async function replaceSubcategories(tx: Tx, eventId: number, ids: number[]): Promise<void> {
  await tx.delete(eventSubcategories).where(eq(eventSubcategories.eventId, eventId));
  if (ids.length)
    await tx
      .insert(eventSubcategories)
      .values(ids.map((subcategoryId, position) => ({ eventId, subcategoryId, position })));
}

export async function insertTicketType(tx: Tx, values: TicketTypeValues): Promise<number> {
  const [row] = await tx.insert(ticketTypes).values(values).returning({ id: ticketTypes.id });
  return row!.id;
}

export async function updateTicketType(tx: Tx, id: number, values: Partial<TicketTypeValues>): Promise<void> {
  await tx.update(ticketTypes).set(values).where(eq(ticketTypes.id, id));
}

/** Ticket types that appear on any order (even expired ones): those cannot be deleted. */
export async function typesOnOrders(tx: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .selectDistinct({ id: orderItems.ticketTypeId })
    .from(orderItems)
    .where(inArray(orderItems.ticketTypeId, ids));
  return new Set(rows.map((r) => r.id));
}

export async function deleteTicketType(tx: Tx, id: number): Promise<void> {
  await tx.delete(ticketTypes).where(eq(ticketTypes.id, id));
}

/** A ticket type's places per date changed: every date's quota follows. */
export async function setInventoryCapacity(tx: Tx, ticketTypeId: number, capacity: number | null): Promise<void> {
  await tx.update(inventory).set({ capacity }).where(eq(inventory.ticketTypeId, ticketTypeId));
}

export async function insertShowTime(tx: Tx, values: ShowTimeValues): Promise<number> {
  const [row] = await tx.insert(showTimes).values(values).returning({ id: showTimes.id });
  return row!.id;
}

export async function updateShowTime(tx: Tx, id: number, values: Partial<ShowTimeValues>): Promise<void> {
  await tx.update(showTimes).set(values).where(eq(showTimes.id, id));
}

export async function deleteShowTime(tx: Tx, id: number): Promise<void> {
  await tx.delete(showTimes).where(eq(showTimes.id, id));
}

export async function updateOccurrence(
  tx: Tx,
  id: number,
  values: Partial<Pick<OccurrenceRow, 'capacity' | 'startsAt' | 'endsAt' | 'cancelledAt'>>,
): Promise<void> {
  await tx.update(occurrences).set(values).where(eq(occurrences.id, id));
}

/** The hidden 'Free Admission' row a free event needs for reservations (docs/data-model.md). */
export async function insertImplicitFreeType(tx: Tx, eventId: number): Promise<void> {
  await tx.insert(ticketTypes).values({ eventId, name: 'Free Admission', price: 0, implicit: true });
}

// --- Lists and figures ----------------------------------------------------------------------

export interface EventFigures {
  ticketsSold: number;
  gross: number;
}

/** The host's events, newest first. */
export async function listHostEventRows(db: DbOrTx, hostId: number): Promise<EventRow[]> {
  return db.select().from(events).where(eq(events.hostId, hostId)).orderBy(desc(events.createdAt), desc(events.id));
}

/** Tickets of paid and reserved orders, and what paid orders brought in, per event. */
export async function figuresByEvent(db: DbOrTx, eventIds: number[]): Promise<Map<number, EventFigures>> {
  if (!eventIds.length) return new Map();
  const [tickets, money] = await readTogether(
    db,
    () =>
      db
        .select({ eventId: orders.eventId, n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(and(inArray(orders.eventId, eventIds), inArray(orders.status, ['paid', 'reserved'])))
        .groupBy(orders.eventId),
    () =>
      db
        .select({ eventId: orders.eventId, n: sql<number>`coalesce(sum(${orders.total}), 0)::int` })
        .from(orders)
        .where(and(inArray(orders.eventId, eventIds), eq(orders.status, 'paid')))
        .groupBy(orders.eventId),
  );
  const out = new Map<number, EventFigures>(eventIds.map((id) => [id, { ticketsSold: 0, gross: 0 }]));
  for (const r of tickets) out.get(r.eventId)!.ticketsSold = Number(r.n);
  for (const r of money) out.get(r.eventId)!.gross = Number(r.n);
  return out;
}

/** Instant as SQL for the server's clock. */
const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface DashboardFigures {
  ticketsSold: number;
  gross: number;
  fees: number;
  refunds: number;
  net: number;
  pageViews: number;
  salesByDay: { day: string; tickets: number; gross: number }[];
}

/**
 * The host's figures since `from` (days counted in Africa/Nairobi): tickets of paid and
 * reserved orders by the day they were made (paid, else created); money from the ledger;
 * views from the daily stats.
 */
export async function dashboardFigures(
  db: DbOrTx,
  hostId: number,
  from: Date,
  fromDay: string,
): Promise<DashboardFigures> {
  const madeAt = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;
  const day = (col: unknown) => sql<string>`to_char((${col} AT TIME ZONE 'Africa/Nairobi')::date, 'YYYY-MM-DD')`;
  const [ticketRows, moneyRows, grossByDay, views] = await readTogether(
    db,
    () =>
      db
        .select({
          day: day(madeAt),
          tickets: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int`,
        })
        .from(orders)
        .innerJoin(events, eq(events.id, orders.eventId))
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(eq(events.hostId, hostId), inArray(orders.status, ['paid', 'reserved']), sql`${madeAt} >= ${at(from)}`),
        )
        .groupBy(sql`1`),
    () =>
      db
        .select({ kind: ledgerEntries.kind, amount: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.hostId, hostId), sql`${ledgerEntries.createdAt} >= ${at(from)}`))
        .groupBy(ledgerEntries.kind),
    () =>
      db
        .select({
          day: day(ledgerEntries.createdAt),
          gross: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.hostId, hostId),
            eq(ledgerEntries.kind, 'sale'),
            sql`${ledgerEntries.createdAt} >= ${at(from)}`,
          ),
        )
        .groupBy(sql`1`),
    () =>
      db
        .select({ views: sql<number>`coalesce(sum(${eventDailyStats.views}), 0)::int` })
        .from(eventDailyStats)
        .innerJoin(events, eq(events.id, eventDailyStats.eventId))
        .where(and(eq(events.hostId, hostId), sql`${eventDailyStats.day} >= ${fromDay}::date`)),
  );
  const money = new Map(moneyRows.map((r) => [r.kind, Number(r.amount)]));
  const gross = money.get('sale') ?? 0;
  const fees = -((money.get('fee') ?? 0) + (money.get('fee_reversal') ?? 0));
  const refunds = -(money.get('refund') ?? 0);
  const days = new Map<string, { day: string; tickets: number; gross: number }>();
  const dayRow = (d: string) => days.get(d) ?? days.set(d, { day: d, tickets: 0, gross: 0 }).get(d)!;
  for (const r of ticketRows) dayRow(r.day).tickets += Number(r.tickets);
  for (const r of grossByDay) dayRow(r.day).gross += Number(r.gross);
  return {
    ticketsSold: ticketRows.reduce((s, r) => s + Number(r.tickets), 0),
    gross,
    fees,
    refunds,
    net: gross - fees - refunds,
    pageViews: Number(views[0]?.views ?? 0),
    salesByDay: [...days.values()],
  };
}

/** The host's latest paid, reserved, refunded or cancelled orders, newest first. */
export async function latestOrders(db: DbOrTx, hostId: number, limit: number) {
  return db
    .select({
      reference: orders.reference,
      buyerName: orders.buyerName,
      eventTitle: events.title,
      tickets: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = ${orders.id})`,
      total: orders.total,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.hostId, hostId), inArray(orders.status, ['paid', 'reserved', 'refunded', 'cancelled'])))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}
