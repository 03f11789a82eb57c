import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import {
  buyerLimits,
  events,
  hosts,
  inventory,
  ledgerEntries,
  occurrences,
  orderItems,
  orderStatusChanges,
  orders,
  ticketReturns,
  ticketTypes,
  tickets,
} from '../../db/schema/index.js';
import { findEventIdByAnyKey, loadBundles, type EventBundle } from '../events/index.js';
import { newTicketCode } from './checkout.codes.js';
import type { TicketTypeRow } from './checkout.pricing.js';
import { givePromoUseBack } from './promo.repository.js';

/**
 * Checkout's queries (the rules that call them are in the stage files, checkout.hold.ts, .reserve.ts, .expire.ts; decision 024). Places
 * live only in PostgreSQL: a hold is a conditional UPDATE of the date's row and of each ticket
 * type's row (`held + sold + n <= capacity`), so no interleaving of buyers on any number of server
 * processes can sell a place twice; the CHECK constraints refuse it as a last line. Every write
 * here that takes several rows takes them in checkout's lock order (order row, buyer limits, date
 * row, ticket type rows by id), so concurrent holds, expiries and payments cannot deadlock.
 */

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;

/** What a sale event is made of, as read (before the rules that depend on the clock). */
export interface SaleRows {
  bundle: EventBundle;
  types: TicketTypeRow[];
  /** The host is suspended by an admin: none of its events sell. */
  hostSuspended: boolean;
}

/** An event by any of its keys, with its ticket types (archived ones left out) and its host's state. */
export async function readSaleRows(db: DbOrTx, ref: number | string): Promise<SaleRows | null> {
  const id = await findEventIdByAnyKey(db, String(ref));
  const bundle = id === null ? undefined : (await loadBundles(db, [id]))[0];
  if (!bundle) return null;
  const types = await db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, bundle.event.id), sql`${ticketTypes.archivedAt} IS NULL`))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
  const [host] = await db
    .select({ suspendedAt: hosts.suspendedAt })
    .from(hosts)
    .where(eq(hosts.id, bundle.event.hostId))
    .limit(1);
  return { bundle, types, hostSuspended: Boolean(host?.suspendedAt) };
}

type OccurrenceRow = typeof occurrences.$inferSelect;
/** What an order's view needs of its date's row. */
export type OccurrenceFacts = Pick<OccurrenceRow, 'id' | 'occurrenceKey' | 'showTimeId' | 'startsAt' | 'endsAt'>;

const occurrenceFacts = {
  id: occurrences.id,
  occurrenceKey: occurrences.occurrenceKey,
  showTimeId: occurrences.showTimeId,
  startsAt: occurrences.startsAt,
  endsAt: occurrences.endsAt,
  cancelledAt: occurrences.cancelledAt,
};

/** A date's row as `ensureInventoryRows` answers it: a cancelled one is refused by the caller. */
export type EnsuredOccurrence = OccurrenceFacts & { cancelledAt: Date | null };

/**
 * Makes sure the date's row and its ticket types' rows exist (committed on their own, no lock
 * kept) and answers the date's row. They exist for every buyer but the first of a date, so one
 * read answers most requests. A cancelled date is answered as it is, and its rows are not made.
 */
export async function ensureInventoryRows(
  db: Db,
  date: {
    eventId: number;
    key: string;
    showTimeId: number | null;
    startsAt: Date | null;
    endsAt: Date | null;
    capacity: number | null;
  },
  types: { id: number; quantity: number | null }[],
): Promise<EnsuredOccurrence> {
  const typeList = sql.join(
    types.map((t) => sql`${t.id}`),
    sql`, `,
  );
  const [known] = await db
    .select({
      ...occurrenceFacts,
      // Qualified by hand: Drizzle names the columns of a one-table select without their table.
      rows: sql<number>`(SELECT count(*)::int FROM inventory
        WHERE inventory.occurrence_id = occurrences.id AND inventory.ticket_type_id IN (${typeList}))`,
    })
    .from(occurrences)
    .where(and(eq(occurrences.eventId, date.eventId), eq(occurrences.occurrenceKey, date.key)));
  if (known?.cancelledAt) return known;
  if (known && known.rows === types.length) return known;

  await db
    .insert(occurrences)
    .values({
      eventId: date.eventId,
      occurrenceKey: date.key,
      showTimeId: date.showTimeId,
      startsAt: date.startsAt,
      endsAt: date.endsAt,
      capacity: date.capacity,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select(occurrenceFacts)
    .from(occurrences)
    .where(and(eq(occurrences.eventId, date.eventId), eq(occurrences.occurrenceKey, date.key)));
  if (!row) throw new Error('occurrence row missing after insert');
  if (row.cancelledAt) return row;
  await db
    .insert(inventory)
    .values(types.map((t) => ({ ticketTypeId: t.id, occurrenceId: row.id, capacity: t.quantity })))
    .onConflictDoNothing();
  return row;
}

/** The date or one of its ticket types has too few places left (takePlaces); the message says which. */
export class SoldOut extends Error {}

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/**
 * Takes the lines' places on the date and on each ticket type, as holds (`held`) or straight sales
 * (`sold`), by THE AVAILABILITY RULE: `take_places` (migration 0029), its one home, which
 * `checkout_hold_request` calls too. A ticket type's places asked for by its waiting list count as
 * taken, except for an offer to that list (`forWaitingList`, decision 050). Throws SoldOut when
 * any row refused (or the date is cancelled); nothing is taken then.
 */
export async function takePlaces(
  tx: Tx,
  occurrenceId: number,
  lines: { ticketTypeId: number; quantity: number }[],
  into: 'held' | 'sold',
  forWaitingList = false,
) {
  const r = await tx.execute(sql`SELECT take_places(${occurrenceId}::integer,
    ${sql.param(lines.map((l) => l.ticketTypeId))}::integer[], ${sql.param(lines.map((l) => l.quantity))}::integer[],
    ${into}::text, ${forWaitingList}::boolean) AS refused`);
  const [row] = rowsOf(r) as { refused: string | null }[];
  if (row?.refused != null) throw new SoldOut(row.refused);
}

/** Gives places back (an expired or cancelled hold, a cancelled reservation). */
async function releasePlaces(
  tx: Tx,
  occurrenceId: number,
  lines: { ticketTypeId: number; quantity: number }[],
  from: 'held' | 'sold',
) {
  const total = lines.reduce((s, l) => s + l.quantity, 0);
  const col = sql.raw(from);
  await tx.execute(sql`UPDATE occurrences SET ${col} = GREATEST(${col} - ${total}, 0) WHERE id = ${occurrenceId}`);
  for (const l of [...lines].sort((a, b) => a.ticketTypeId - b.ticketTypeId))
    await tx.execute(sql`UPDATE inventory SET ${col} = GREATEST(${col} - ${l.quantity}, 0)
      WHERE ticket_type_id = ${l.ticketTypeId} AND occurrence_id = ${occurrenceId}`);
}

/** Counts places as sold again (returned tickets whose offer ended: their holder's once more). */
async function addSold(tx: Tx, occurrenceId: number, lines: { ticketTypeId: number; quantity: number }[]) {
  const total = lines.reduce((s, l) => s + l.quantity, 0);
  await tx.execute(sql`UPDATE occurrences SET sold = sold + ${total} WHERE id = ${occurrenceId}`);
  for (const l of [...lines].sort((a, b) => a.ticketTypeId - b.ticketTypeId))
    await tx.execute(sql`UPDATE inventory SET sold = sold + ${l.quantity}
      WHERE ticket_type_id = ${l.ticketTypeId} AND occurrence_id = ${occurrenceId}`);
}

/** Ticket type lines of some rows, one per type with how many. */
function linesOf(rows: { ticketTypeId: number }[]): { ticketTypeId: number; quantity: number }[] {
  const by = new Map<number, number>();
  for (const r of rows) by.set(r.ticketTypeId, (by.get(r.ticketTypeId) ?? 0) + 1);
  return [...by].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
}

/**
 * Resale (decision 054): up to `max` tickets returned to a ticket type's waiting list, oldest
 * first, taken for an offer in the offer's transaction. Their places leave `sold` here, so the
 * offer's hold (`takePlaces`, next in the same transaction) finds them: a returned ticket's place
 * is counted once, as sold or as the fan's hold, never both and never neither. Rows another
 * offer is taking are skipped. Answers the returns taken.
 */
export async function takeListedReturns(
  tx: Tx,
  occurrenceId: number,
  ticketTypeId: number,
  max: number,
): Promise<number[]> {
  if (max <= 0) return [];
  const rows = await tx
    .select({ id: ticketReturns.id })
    .from(ticketReturns)
    .where(
      and(
        eq(ticketReturns.occurrenceId, occurrenceId),
        eq(ticketReturns.ticketTypeId, ticketTypeId),
        eq(ticketReturns.status, 'listed'),
      ),
    )
    .orderBy(asc(ticketReturns.id))
    .limit(max)
    .for('update', { skipLocked: true });
  if (rows.length) await releasePlaces(tx, occurrenceId, [{ ticketTypeId, quantity: rows.length }], 'sold');
  return rows.map((r) => r.id);
}

/** The returns an offer took now belong to its order (after `takeListedReturns`, same transaction). */
export async function markReturnsOffered(tx: Tx, ids: number[], orderId: number, now: Date): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(ticketReturns)
    .set({ status: 'offered', offerOrderId: orderId, updatedAt: now })
    .where(inArray(ticketReturns.id, ids));
}

/** Locks the returns an offer holds (return rows come before inventory rows in the lock order). */
export async function lockOfferedReturns(tx: Tx, orderId: number) {
  return tx
    .select({
      id: ticketReturns.id,
      ticketId: ticketReturns.ticketId,
      orderId: ticketReturns.orderId,
      ticketTypeId: ticketReturns.ticketTypeId,
      refundAmount: ticketReturns.refundAmount,
    })
    .from(ticketReturns)
    .where(and(eq(ticketReturns.offerOrderId, orderId), eq(ticketReturns.status, 'offered')))
    .orderBy(asc(ticketReturns.id))
    .for('update');
}

/** Turns an order's held places into sold ones (a payment, or a reservation's code). */
export async function heldToSold(tx: Tx, occurrenceId: number, items: { ticketTypeId: number; quantity: number }[]) {
  const n = items.reduce((s, i) => s + i.quantity, 0);
  await tx.execute(
    sql`UPDATE occurrences SET held = GREATEST(held - ${n}, 0), sold = sold + ${n} WHERE id = ${occurrenceId}`,
  );
  for (const i of [...items].sort((a, b) => a.ticketTypeId - b.ticketTypeId))
    await tx.execute(sql`UPDATE inventory SET held = GREATEST(held - ${i.quantity}, 0), sold = sold + ${i.quantity}
      WHERE ticket_type_id = ${i.ticketTypeId} AND occurrence_id = ${occurrenceId}`);
}

/**
 * Counts `n` tickets against each of the buyer's keys, refusing to pass the event's cap.
 * False when a key would pass it (the caller throws, so its transaction rolls back).
 */
export async function takeBuyerLimit(
  tx: Tx,
  eventId: number,
  keys: string[],
  n: number,
  cap: number | null,
): Promise<boolean> {
  for (const key of keys) {
    const r =
      await tx.execute(sql`INSERT INTO buyer_limits (event_id, buyer_key, tickets) VALUES (${eventId}, ${key}, ${n})
      ON CONFLICT (event_id, buyer_key) DO UPDATE SET tickets = buyer_limits.tickets + EXCLUDED.tickets
      WHERE ${cap === null ? sql`true` : sql`buyer_limits.tickets + EXCLUDED.tickets <= ${cap}`}
      RETURNING tickets`);
    if (rowsOf(r).length === 0 || (cap !== null && n > cap)) return false;
  }
  return true;
}

/** Counts `n` tickets again against the buyer's existing limits (a late payment retaking its places). */
export async function retakeBuyerLimit(tx: Tx, eventId: number, keys: string[], n: number): Promise<void> {
  if (keys.length === 0) return;
  await tx
    .update(buyerLimits)
    .set({ tickets: sql`${buyerLimits.tickets} + ${n}` })
    .where(and(eq(buyerLimits.eventId, eventId), inArray(buyerLimits.buyerKey, keys)));
}

async function releaseBuyerLimit(tx: Tx, eventId: number, keys: string[], n: number) {
  if (keys.length === 0) return;
  await tx
    .update(buyerLimits)
    .set({ tickets: sql`GREATEST(${buyerLimits.tickets} - ${n}, 0)` })
    .where(and(eq(buyerLimits.eventId, eventId), inArray(buyerLimits.buyerKey, keys)));
}

/** One row of an order's history. */
export async function recordStatus(
  tx: Tx,
  orderId: number,
  from: OrderRow['status'] | null,
  to: OrderRow['status'],
  reason: string | null,
) {
  await tx.insert(orderStatusChanges).values({ orderId, fromStatus: from, toStatus: to, reason });
}

/** Issues the order's tickets; running it twice issues nothing more (unique order item + seq). */
export async function issueTickets(tx: Tx, order: OrderRow) {
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const rows = items.flatMap((item) =>
    Array.from({ length: item.quantity }, (_, i) => ({
      orderId: order.id,
      orderItemId: item.id,
      eventId: order.eventId,
      occurrenceId: order.occurrenceId,
      ticketTypeId: item.ticketTypeId,
      seq: i + 1,
      code: newTicketCode(),
      attendeeName: order.buyerName,
      attendeeEmail: order.buyerEmail,
    })),
  );
  if (rows.length) await tx.insert(tickets).values(rows).onConflictDoNothing();
}

const ph = (name: string) => sql.placeholder(name);

/** `checkout_hold_request` (migration 0027) with its parameters named, for a prepared statement and a transaction's call alike. */
const holdRequestCall = (p: (name: keyof HoldParams) => unknown) =>
  sql`checkout_hold_request(${p('key')}, ${p('requestHash')}::text, ${p('slotKeys')}::text[],
    ${p('slotLimits')}::integer[], ${p('slotWindowsMs')}::bigint[], ${p('checkOpenHolds')}::boolean, ${p('reference')},
    ${p('token')}, ${p('userId')}::integer, ${p('eventId')}::integer, ${p('occurrenceId')}::integer, ${p('name')},
    ${p('email')}, ${p('phone')}::text, ${p('locale')}, ${p('subtotal')}::integer, ${p('fees')}::integer,
    ${p('total')}::integer, ${p('feePaidBy')}, ${p('keys')}::text[], ${p('cap')}::integer, ${p('expiresAt')}::timestamptz,
    ${p('now')}::timestamptz, ${p('typeIds')}::integer[], ${p('names')}::text[], ${p('prices')}::integer[],
    ${p('quantities')}::integer[], ${p('holdAddress')}::text) AS r`;

const holdRequestColumns = {
  orderId: sql<number>`r.order_id`,
  created: sql<boolean>`r.created`,
  requestHash: sql<string | null>`r.request_hash`,
};

/** The statements every hold runs, built once per database handle and prepared by name. */
function prepareHotStatements(db: Db) {
  return {
    findByKeys: db
      .select({ key: orders.idempotencyKey, id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(sql`${orders.idempotencyKey} = ANY (${ph('keys')}::text[])`)
      .prepare('checkout_find_orders_by_keys'),
    holdRequest: db
      .select(holdRequestColumns)
      .from(holdRequestCall((name) => ph(name)))
      .prepare('checkout_hold_request'),
  };
}

const hotStatementsByDb = new WeakMap<Db, ReturnType<typeof prepareHotStatements>>();

function hotStatements(db: Db) {
  let s = hotStatementsByDb.get(db);
  if (!s) hotStatementsByDb.set(db, (s = prepareHotStatements(db)));
  return s;
}

type KeyedOrder = { id: number; requestHash: string | null } | undefined;
type Waiting = { resolve: (row: KeyedOrder) => void; reject: (err: unknown) => void };

/**
 * Idempotency lookups asked in the same turn of the event loop, sent as one statement: once a
 * sale has sold out, every request in flight asks only this (its key may have made an order before
 * the places went), and a process answers dozens at once. Per database handle.
 */
const pendingLookups = new WeakMap<Db, Map<string, Waiting[]>>();

function lookUpBatch(db: Db, batch: Map<string, Waiting[]>): void {
  pendingLookups.delete(db);
  hotStatements(db)
    .findByKeys.execute({ keys: [...batch.keys()] })
    .then(
      (rows) => {
        const found = new Map(rows.map((r) => [r.key, { id: r.id, requestHash: r.requestHash }]));
        for (const [k, waiting] of batch) for (const w of waiting) w.resolve(found.get(k));
      },
      (err: unknown) => {
        for (const waiting of batch.values()) for (const w of waiting) w.reject(err);
      },
    );
}

/** The order a stored idempotency key made, if any, with the hash of its first request (prepared, batched per turn). */
export function findOrderByKeyPrepared(db: Db, key: string): Promise<KeyedOrder> {
  let batch = pendingLookups.get(db);
  if (!batch) {
    const mine = new Map<string, Waiting[]>();
    pendingLookups.set(db, (batch = mine));
    setImmediate(() => lookUpBatch(db, mine));
  }
  const waiting = batch.get(key) ?? [];
  batch.set(key, waiting);
  return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
}

/** The order a stored idempotency key made, if any, with the hash of its first request. */
export async function findByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row;
}

/** What `checkout_hold_request` is called with (migration 0027). */
export type HoldParams = {
  key: string;
  requestHash: string;
  /** The abuse limits' slots (checkout.limits.ts holdEntries): key, limit and window of each. */
  slotKeys: string[];
  slotLimits: number[];
  slotWindowsMs: number[];
  /** Refuse with 'open_hold' when the buyer has another pending hold on the event. */
  checkOpenHolds: boolean;
  reference: string;
  token: string;
  userId: number | null;
  eventId: number;
  occurrenceId: number;
  name: string;
  email: string;
  phone: string | null;
  locale: OrderRow['locale'];
  subtotal: number;
  fees: number;
  total: number;
  feePaidBy: 'buyer' | 'host';
  keys: string[];
  cap: number | null;
  expiresAt: string;
  now: string;
  typeIds: number[];
  names: string[];
  prices: number[];
  quantities: number[];
  /** The address share's key (holdAddressOf), or null when the address is not counted. */
  holdAddress: string | null;
};

/** What `checkout_hold_request` answered: the new order, or the one its key already made. */
export type HoldAnswer = { orderId: number; created: boolean; requestHash: string | null };

/**
 * A paid hold: `checkout_hold_request` (migration 0027), one prepared statement in autocommit, so
 * the hot rows' locks last for the function's own few microseconds, never for a round trip to
 * this (busy) process. Refusals are raised (holdRefusal).
 */
export async function callHoldRequest(db: Db, p: HoldParams): Promise<HoldAnswer> {
  const [row] = await hotStatements(db).holdRequest.execute(p);
  return { orderId: Number(row!.orderId), created: row!.created, requestHash: row!.requestHash };
}

/** `checkout_hold_request` inside the caller's transaction (an order with a promo code takes its use in it too). */
export async function callHoldRequestIn(tx: Tx, p: HoldParams): Promise<HoldAnswer> {
  const r = await tx.execute(
    sql`SELECT r.order_id, r.created, r.request_hash FROM ${holdRequestCall((name) => {
      const v = p[name];
      return Array.isArray(v) ? sql.param(v) : v;
    })}`,
  );
  const row = rowsOf(r)[0] as { order_id: number | string; created: boolean; request_hash: string | null };
  return { orderId: Number(row.order_id), created: row.created, requestHash: row.request_hash };
}

/**
 * The address share (migration 0022) for a free reservation's held places, in its transaction
 * after the places were taken: raises `address_share_exceeded` as `checkout_hold_request` does.
 */
export async function checkAddressShare(
  tx: Tx,
  holdAddress: string | null,
  occurrenceId: number,
  typeIds: number[],
  now: Date,
): Promise<void> {
  if (holdAddress === null) return;
  await tx.execute(sql`SELECT hold_within_address_share(${holdAddress}::text, ${occurrenceId}::integer,
    ${sql.param(typeIds)}::integer[], ${now.toISOString()}::timestamptz)`);
}

/** What `checkout_hold_request` raised (SQLSTATE P0001): its message ('sold_out', …) and detail. */
export function holdRefusal(err: unknown): { message: string; detail: string | undefined } | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const rec = e as { code?: string; message?: string; detail?: string; cause?: unknown };
    if (rec.code === 'P0001') return { message: rec.message ?? '', detail: rec.detail };
    e = rec.cause;
  }
  return null;
}

/** A new order's row (a zero-total one: paid holds are written by `checkout_hold_request`). */
export async function insertOrder(tx: Tx, values: NewOrderRow): Promise<OrderRow> {
  const [order] = await tx.insert(orders).values(values).returning();
  if (!order) throw new Error('order insert returned nothing');
  return order;
}

/** An order's lines. */
export async function insertOrderItems(
  tx: Tx,
  orderId: number,
  lines: { ticketTypeId: number; name: string; unitPrice: number; quantity: number }[],
): Promise<void> {
  await tx.insert(orderItems).values(lines.map((l) => ({ orderId, ...l })));
}

/** Changes an order's row (its status moves are written with recordStatus beside). */
export async function updateOrder(tx: DbOrTx, id: number, set: Partial<NewOrderRow>): Promise<void> {
  await tx.update(orders).set(set).where(eq(orders.id, id));
}

/** A buyer's pending orders on an event: same email (any case), phone or account. */
export async function findOpenHoldsOfBuyer(
  db: DbOrTx,
  eventId: number,
  buyer: { email: string; phone: string | null; userId: number | null },
): Promise<{ id: number; occurrenceId: number }[]> {
  return db
    .select({ id: orders.id, occurrenceId: orders.occurrenceId })
    .from(orders)
    .where(
      and(
        eq(orders.eventId, eventId),
        eq(orders.status, 'pending'),
        or(
          sql`lower(${orders.buyerEmail}) = ${buyer.email.trim().toLowerCase()}`,
          buyer.phone ? eq(orders.buyerPhone, buyer.phone) : undefined,
          buyer.userId !== null ? eq(orders.userId, buyer.userId) : undefined,
        ),
      ),
    );
}

/** Pending orders whose hold has run out by `now` (of one event, or all), oldest first, at most 500. */
export async function findDueHolds(
  db: DbOrTx,
  now: Date,
  eventId?: number,
): Promise<{ id: number; occurrenceId: number }[]> {
  return db
    .select({ id: orders.id, occurrenceId: orders.occurrenceId })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        sql`${orders.expiresAt} <= ${now.toISOString()}::timestamptz`,
        eventId === undefined ? undefined : eq(orders.eventId, eventId),
      ),
    )
    .orderBy(asc(orders.expiresAt))
    .limit(500);
}

/** An order by its public token. */
export async function orderByToken(db: DbOrTx, token: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.publicToken, token));
  return row;
}

/** An order by its id. */
export async function orderById(db: DbOrTx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** Locks an order's row (FOR UPDATE; SKIP LOCKED when asked: a sweep passes rows others work on). */
export async function lockOrder(tx: Tx, id: number, skipLocked = false): Promise<OrderRow | undefined> {
  const q = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = await (skipLocked ? q.for('update', { skipLocked: true }) : q.for('update'));
  return row;
}

/** An order's lines as places: ticket type, quantity, unit price. */
export async function itemsOf(tx: DbOrTx, orderId: number) {
  return tx
    .select({ ticketTypeId: orderItems.ticketTypeId, quantity: orderItems.quantity, unitPrice: orderItems.unitPrice })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
}

/**
 * Ends a pending order's hold (expired, failed after a declined payment, or cancelled by the buyer
 * or by the host's cancellation of its date): its places and buyer limits given back. The caller
 * locked the order row and checked it is pending.
 */
export async function endHold(
  tx: Tx,
  order: OrderRow,
  to: 'expired' | 'failed' | 'cancelled',
  reason: string,
  now: Date,
) {
  const items = await itemsOf(tx, order.id);
  const n = items.reduce((s, i) => s + i.quantity, 0);
  // An offer made of returned tickets (decision 054): they go back to their holders, listed again.
  const back = await lockOfferedReturns(tx, order.id);
  await tx
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: now, ...(to === 'cancelled' ? { cancelledAt: now } : {}) })
    .where(eq(orders.id, order.id));
  await recordStatus(tx, order.id, order.status, to, reason);
  await releaseBuyerLimit(tx, order.eventId, order.buyerKeys, n);
  await releasePlaces(tx, order.occurrenceId, items, 'held');
  if (back.length) {
    await tx
      .update(ticketReturns)
      .set({ status: 'listed', offerOrderId: null, updatedAt: now })
      .where(
        inArray(
          ticketReturns.id,
          back.map((r) => r.id),
        ),
      );
    await addSold(tx, order.occurrenceId, linesOf(back));
  }
  // Its promo code's use comes back with the places, once: the order left 'pending' under its lock.
  if (order.promoCodeId !== null) await givePromoUseBack(tx, order.promoCodeId);
}

/**
 * Ends an order whose places were sold (a reserved or paid order, its row locked by the caller):
 * the new status and its history row, its tickets void, its buyer limits and sold places given
 * back, in checkout's lock order. Used by the buyer cancelling a reservation and the host
 * refunding an order; the caller calls `placesReturned` (checkout.sale.ts) after commit.
 */
export async function giveBackSoldOrder(
  tx: Tx,
  order: OrderRow,
  to: 'cancelled' | 'refunded',
  reason: string,
  now: Date,
): Promise<void> {
  const items = await itemsOf(tx, order.id);
  // Its returned tickets (decision 054): open returns end; the places of those offered to a fan
  // are that fan's hold now, and those resold are the fan's tickets: neither is given back here.
  const returns = await tx
    .select({ id: ticketReturns.id, ticketTypeId: ticketReturns.ticketTypeId, status: ticketReturns.status })
    .from(ticketReturns)
    .where(and(eq(ticketReturns.orderId, order.id), inArray(ticketReturns.status, ['listed', 'offered', 'sold'])))
    .orderBy(asc(ticketReturns.id))
    .for('update');
  const open = returns.filter((r) => r.status !== 'sold');
  if (open.length)
    await tx
      .update(ticketReturns)
      .set({ status: 'withdrawn', offerOrderId: null, updatedAt: now })
      .where(
        inArray(
          ticketReturns.id,
          open.map((r) => r.id),
        ),
      );
  const notOurs = linesOf(returns.filter((r) => r.status !== 'listed'));
  const places = items
    .map((i) => ({
      ticketTypeId: i.ticketTypeId,
      quantity: i.quantity - (notOurs.find((l) => l.ticketTypeId === i.ticketTypeId)?.quantity ?? 0),
    }))
    .filter((l) => l.quantity > 0);
  const resold = returns.filter((r) => r.status === 'sold').length;
  await tx
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: now, ...(to === 'cancelled' ? { cancelledAt: now } : {}) })
    .where(eq(orders.id, order.id));
  await recordStatus(tx, order.id, order.status, to, reason);
  await tx.update(tickets).set({ status: 'void' }).where(eq(tickets.orderId, order.id));
  await releaseBuyerLimit(tx, order.eventId, order.buyerKeys, items.reduce((s, i) => s + i.quantity, 0) - resold);
  await releasePlaces(tx, order.occurrenceId, places, 'sold');
}

/**
 * A fan paid an offer made of returned tickets (decision 054), in the payment's transaction with
 * the returns locked: each return is `sold`, its ticket void (the door refuses it from now), its
 * holder's buyer limit given back. The places are already the fan's (`takeListedReturns`).
 * Answers the returns, grouped by the returner's order, for the refunds.
 */
export async function sellReturns(
  tx: Tx,
  returns: { id: number; ticketId: number; orderId: number }[],
  now: Date,
): Promise<void> {
  if (returns.length === 0) return;
  await tx
    .update(ticketReturns)
    .set({ status: 'sold', soldAt: now, updatedAt: now })
    .where(
      inArray(
        ticketReturns.id,
        returns.map((r) => r.id),
      ),
    );
  // Re-issued, as a ticket sent to a friend is: the door says so, and its offline list too.
  await tx
    .update(tickets)
    .set({ status: 'void', reissuedAt: now })
    .where(
      inArray(
        tickets.id,
        returns.map((r) => r.ticketId),
      ),
    );
  const byOrder = new Map<number, number>();
  for (const r of returns) byOrder.set(r.orderId, (byOrder.get(r.orderId) ?? 0) + 1);
  for (const [orderId, k] of [...byOrder].sort((a, b) => a[0] - b[0])) {
    const [o] = await tx
      .select({ eventId: orders.eventId, buyerKeys: orders.buyerKeys })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (o) await releaseBuyerLimit(tx, o.eventId, o.buyerKeys, k);
  }
}

/** Whether the order's event or date was cancelled by its host. */
export async function dateCancelled(tx: DbOrTx, order: Pick<OrderRow, 'occurrenceId'>): Promise<boolean> {
  const [row] = await tx
    .select({ event: events.cancelledAt, date: occurrences.cancelledAt })
    .from(occurrences)
    .innerJoin(events, eq(events.id, occurrences.eventId))
    .where(eq(occurrences.id, order.occurrenceId));
  return Boolean(row?.event ?? row?.date);
}

/** The host an event belongs to (null when the event is gone). */
export async function hostIdOfEvent(tx: DbOrTx, eventId: number): Promise<number | null> {
  const [event] = await tx.select({ hostId: events.hostId }).from(events).where(eq(events.id, eventId));
  return event?.hostId ?? null;
}

/** A sale's ledger rows; written once per order whatever the number of tries (unique per order and kind). */
export async function insertLedgerEntries(tx: Tx, rows: (typeof ledgerEntries.$inferInsert)[]): Promise<void> {
  await tx.insert(ledgerEntries).values(rows).onConflictDoNothing();
}

/** Orders of this address that still have tickets, newest first (at most 50). */
export async function orderIdsWithTicketsOf(db: DbOrTx, email: string): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        sql`lower(${orders.buyerEmail}) = ${email.trim().toLowerCase()}`,
        inArray(orders.status, ['paid', 'reserved']),
      ),
    )
    .orderBy(sql`${orders.createdAt} DESC`)
    .limit(50);
  return rows.map((r) => r.id);
}
