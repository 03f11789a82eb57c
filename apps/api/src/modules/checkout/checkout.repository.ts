import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  FREE_ADMISSION_TICKET,
  MIN_SECONDS_TO_START_PAYMENT,
  PAYMENT_HOLD_EXTENSION_SECONDS,
  orderAmounts,
  type TCreateOrderRequest,
  type TEvent,
  type TFreeReservationRequest,
} from '@tribe/contracts';
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
  payments,
  refunds,
  ticketTypes,
  tickets,
} from '../../db/schema/index.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { findEventIdByAnyKey, loadBundles, type EventBundle } from '../events/events.repository.js';
import { toPublicEvent } from '../events/events.service.js';
import { EVENT_UNPUBLISHED_TEXT } from '../events/moderation.texts.js';
import { SALE_EVENT_TTL_MS, SoldOutNotes, TtlCache } from './checkout.cache.js';
import { newConfirmationCode, newOrderReference, newOrderToken, newTicketCode } from './checkout.codes.js';
import {
  RESERVATION_CONFIRM_MINUTES,
  clearCodeTries,
  giveHoldSlotsBack,
  takeCodeTry,
  takeHoldExtension,
  takeHoldSlots,
  type HoldRequester,
} from './checkout.limits.js';
import { CHECKOUT_TEXTS } from './checkout.texts.js';
import { resolveOccurrence, type ResolvedOccurrence } from './checkout.occurrence.js';
import { applyPromoCode, promoError, promoRefusal, promoServiceFee } from './promo.js';
import {
  findPromoCodeById,
  givePromoUseBack,
  retakePromoUse,
  takePromoUse,
  type PromoCodeRow,
} from './promo.repository.js';
import { crashAt } from '../../lib/failpoint.js';

/**
 * Checkout's rules (decision 014). Places live only in PostgreSQL: a hold is a conditional
 * UPDATE of the date's row and of each ticket type's row (`held + sold + n <= capacity`), taken
 * in one transaction with the order, so no interleaving of buyers on any number of server
 * processes can sell a place twice; the CHECK constraints refuse it as a last line. Locks are
 * always taken in the same order (order row, buyer limits, date row, ticket type rows by id),
 * so concurrent holds, expiries and payments cannot deadlock; the hot rows are touched last so
 * their locks are held for as short a time as possible. A paid hold is the database function
 * `checkout_hold` (migration 0008), one statement in autocommit, so those locks never wait on
 * this process; free reservations, which issue tickets too, are a transaction here.
 */

export const JOB = {
  expireHolds: 'holds.expire',
  reconcilePayments: 'payments.reconcile',
  processRefund: 'refunds.process',
  sweepRefunds: 'refunds.sweep',
  orderConfirmation: 'mail.order-confirmation',
  refundNotice: 'mail.refund-notice',
  sandboxMpesa: 'sandbox.mpesa',
  sandboxWebhook: 'sandbox.webhook',
  resendTickets: 'mail.resend-tickets',
} as const;

export interface CheckoutContext {
  db: Db;
  jobs: JobQueue;
  holdMinutes: number;
}

type OrderRow = typeof orders.$inferSelect;
type TicketTypeRow = typeof ticketTypes.$inferSelect;

export interface SaleEvent {
  event: TEvent;
  /** The event's row, for the order's view. */
  row: EventBundle['event'];
  hostId: number | null;
  capacity: number | null;
  showCapacity: Map<number, number | null>;
  feePaidBy: 'buyer' | 'host';
  maxTicketsPerBuyer: number;
  types: TicketTypeRow[];
}

/** What a sale event is made of, as read (before the rules that depend on the clock). */
interface SaleRows {
  bundle: EventBundle;
  types: TicketTypeRow[];
  /** The host is suspended by an admin: none of its events sell. */
  hostSuspended: boolean;
}

async function readSaleRows(db: DbOrTx, ref: number | string): Promise<SaleRows | null> {
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

function toSaleEvent(rows: SaleRows | null, now: Date): SaleEvent {
  if (!rows) throw new AppError('event_not_found', 'Event not found. It may not exist or may have been removed.');
  const { bundle, types } = rows;
  const row = bundle.event;
  if (row.cancelledAt) throw new AppError('event_not_on_sale', 'This event has been cancelled.');
  if (row.unpublishedAt) throw new AppError('event_unpublished', EVENT_UNPUBLISHED_TEXT);
  if (rows.hostSuspended)
    throw new AppError(
      'host_sales_suspended',
      'Tickets for this event are not on sale: the organiser’s sales are paused.',
    );
  if (row.paymentType !== 'tikitis')
    throw new AppError('event_not_on_sale', 'Tickets for this event are sold by the organiser on their own site.');
  return {
    event: toPublicEvent(bundle, now),
    row,
    hostId: row.hostId,
    capacity: row.capacity,
    showCapacity: new Map(bundle.showTimes.map((s) => [s.id, s.capacity])),
    feePaidBy: row.feePaidBy,
    maxTicketsPerBuyer: row.maxTicketsPerBuyer,
    types,
  };
}

/** A live event sold here, with every ticket type (the hidden free-admission row included). */
export async function loadSaleEvent(db: DbOrTx, ref: number | string, now: Date): Promise<SaleEvent> {
  return toSaleEvent(await readSaleRows(db, ref), now);
}

const saleRowsCache = new TtlCache<SaleRows | null>(SALE_EVENT_TTL_MS);

/**
 * `loadSaleEvent` from rows this process read less than SALE_EVENT_TTL_MS ago (a sale's opening
 * second asks for the same event thousands of times). Prices, sales windows and limits are
 * still enforced on every hold, from this copy: a host's edit reaches buyers within that time,
 * and an order priced from the old copy is one the buyer confirmed at that price.
 */
export async function cachedSaleEvent(db: Db, ref: number | string, now: Date): Promise<SaleEvent> {
  return toSaleEvent(await saleRowsCache.get(db, String(ref), () => readSaleRows(db, ref)), now);
}

/** Forgets the cached sale events and sold-out notes of this process (tests; a host's edit here). */
export function clearSaleEventCache(): void {
  saleRowsCache.clear();
  soldOutNotes.clearAll();
  occurrenceRows.clear();
}

export interface PricedLine {
  type: TicketTypeRow;
  quantity: number;
  unitPrice: number;
}

/**
 * The buyer's lines priced from the server's own ticket types. The free flow's made-up id 1
 * ('Free Admission') is the event's hidden row when the event shows no ticket types.
 */
export function priceLines(
  sale: SaleEvent,
  lines: readonly { ticketTypeId: number; quantity: number; price?: number | undefined }[],
  now: Date,
): PricedLine[] {
  const visible = sale.types.filter((t) => !t.implicit);
  const implicit = sale.types.find((t) => t.implicit);
  const seen = new Set<number>();
  const priced = lines.map((line) => {
    let type = sale.types.find((t) => t.id === line.ticketTypeId && !t.implicit);
    if (!type && line.ticketTypeId === FREE_ADMISSION_TICKET.id && visible.length === 0 && implicit) type = implicit;
    if (!type) throw new AppError('ticket_type_not_found', `This event has no ticket type ${line.ticketTypeId}.`);
    if (seen.has(type.id)) throw new AppError('quantity_invalid', 'List each ticket type once.');
    seen.add(type.id);
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw new AppError('quantity_invalid', 'Choose at least one ticket.');
    if (type.salesStartAt && type.salesStartAt.getTime() > now.getTime())
      throw new AppError('ticket_not_on_sale', `Sales of ${type.name} have not started yet.`);
    if (type.salesEndAt && type.salesEndAt.getTime() <= now.getTime())
      throw new AppError('ticket_not_on_sale', `Sales of ${type.name} have ended.`);
    if (type.maxPerOrder !== null && line.quantity > type.maxPerOrder)
      throw new AppError(
        'order_limit_exceeded',
        `You can buy at most ${type.maxPerOrder} ${type.name} tickets per order.`,
      );
    if (line.price !== undefined && line.price !== type.price)
      throw new AppError(
        'price_changed',
        `The price of ${type.name} is now KES ${type.price.toLocaleString('en-KE')}. Check your order and try again.`,
      );
    return { type, quantity: line.quantity, unitPrice: type.price };
  });
  const count = priced.reduce((s, l) => s + l.quantity, 0);
  if (count > sale.maxTicketsPerBuyer)
    throw new AppError(
      'order_limit_exceeded',
      `You can get at most ${sale.maxTicketsPerBuyer} tickets for this event.`,
    );
  return priced;
}

/** The buyer limits an order counts against: one per email and one per phone. */
export function buyerKeysOf(email: string, phone: string | null | undefined): string[] {
  const keys = [`e:${email.trim().toLowerCase()}`];
  if (phone) keys.push(`p:${phone}`);
  return keys.sort();
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

/**
 * Makes sure the date's row and its ticket types' rows exist (committed on their own, no lock
 * kept) and answers the date's row. They exist for every buyer but the first of a date, so one
 * read answers most requests.
 */
async function ensureInventoryRows(
  db: Db,
  sale: SaleEvent,
  occ: ResolvedOccurrence,
  lines: PricedLine[],
): Promise<OccurrenceFacts> {
  const typeIds = lines.map((l) => l.type.id);
  const typeList = sql.join(
    typeIds.map((id) => sql`${id}`),
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
    .where(and(eq(occurrences.eventId, sale.event.id), eq(occurrences.occurrenceKey, occ.key)));
  if (known?.cancelledAt) throw new AppError('occurrence_not_found', 'This date has been cancelled.');
  if (known && known.rows === typeIds.length) return known;

  const capacity = occ.showTimeId !== null ? (sale.showCapacity.get(occ.showTimeId) ?? sale.capacity) : sale.capacity;
  await db
    .insert(occurrences)
    .values({
      eventId: sale.event.id,
      occurrenceKey: occ.key,
      showTimeId: occ.showTimeId,
      startsAt: occ.startsAt,
      endsAt: occ.endsAt,
      capacity,
    })
    .onConflictDoNothing();
  const [row] = await db
    .select(occurrenceFacts)
    .from(occurrences)
    .where(and(eq(occurrences.eventId, sale.event.id), eq(occurrences.occurrenceKey, occ.key)));
  if (!row) throw new Error('occurrence row missing after insert');
  if (row.cancelledAt) throw new AppError('occurrence_not_found', 'This date has been cancelled.');
  await db
    .insert(inventory)
    .values(lines.map((l) => ({ ticketTypeId: l.type.id, occurrenceId: row.id, capacity: l.type.quantity })))
    .onConflictDoNothing();
  return row;
}

/**
 * The date's rows this process has already seen exist. Rows are never deleted while an event
 * sells, so a remembered id stays right; a date cancelled since is refused by `checkout_hold`.
 */
const occurrenceRows = new TtlCache<OccurrenceFacts>(60_000);

function knownInventoryRows(db: Db, sale: SaleEvent, occ: ResolvedOccurrence, lines: PricedLine[]) {
  const key = `${sale.event.id}|${occ.key}|${lines
    .map((l) => l.type.id)
    .sort((a, b) => a - b)
    .join(',')}`;
  return occurrenceRows.get(db, key, () => ensureInventoryRows(db, sale, occ, lines));
}

/** Notes of dates and ticket types the database said had no places left (checkout.cache.ts). */
const soldOutNotes = new SoldOutNotes();

class SoldOut extends Error {}
/** A late payment's order could not take its promo code's use again (none left). */
class PromoUsedUp extends Error {}

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = (result: unknown): unknown[] => (result as { rows: unknown[] }).rows;

/**
 * Takes `n` places on the date and on each ticket type, as holds (`held`) or straight sales
 * (`sold`). Throws SoldOut when any capacity would be passed; the caller's transaction rolls back.
 * One statement for the date's row and the ticket types' rows: these rows are what every buyer of
 * a sale waits for, and their locks last until the caller commits, so each extra round trip to
 * the server while they are held (longer when the process is busy) costs the whole sale.
 * The date's row is locked first (the `EXISTS` runs its UPDATE before any inventory row is taken),
 * as everywhere else.
 */
async function takePlaces(
  tx: Tx,
  occurrenceId: number,
  lines: { ticketTypeId: number; quantity: number }[],
  into: 'held' | 'sold',
) {
  const total = lines.reduce((s, l) => s + l.quantity, 0);
  const col = sql.raw(into);
  const wanted = sql.join(
    [...lines]
      .sort((a, b) => a.ticketTypeId - b.ticketTypeId)
      .map((l) => sql`(${l.ticketTypeId}::integer, ${l.quantity}::integer)`),
    sql`, `,
  );
  const r = await tx.execute(sql`WITH occ AS (
      UPDATE occurrences SET ${col} = ${col} + ${total}
      WHERE id = ${occurrenceId} AND (capacity IS NULL OR held + sold + ${total} <= capacity) RETURNING id
    ), wanted (ticket_type_id, quantity) AS (VALUES ${wanted})
    UPDATE inventory i SET ${col} = i.${col} + w.quantity FROM wanted w
    WHERE EXISTS (SELECT 1 FROM occ) AND i.ticket_type_id = w.ticket_type_id AND i.occurrence_id = ${occurrenceId}
      AND (i.capacity IS NULL OR i.held + i.sold + w.quantity <= i.capacity)
    RETURNING i.ticket_type_id`);
  if (rowsOf(r).length !== lines.length) throw new SoldOut();
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

/** Counts `n` tickets against each of the buyer's keys, refusing to pass the event's cap. */
async function takeBuyerLimit(tx: Tx, eventId: number, keys: string[], n: number, cap: number | null) {
  for (const key of keys) {
    const r =
      await tx.execute(sql`INSERT INTO buyer_limits (event_id, buyer_key, tickets) VALUES (${eventId}, ${key}, ${n})
      ON CONFLICT (event_id, buyer_key) DO UPDATE SET tickets = buyer_limits.tickets + EXCLUDED.tickets
      WHERE ${cap === null ? sql`true` : sql`buyer_limits.tickets + EXCLUDED.tickets <= ${cap}`}
      RETURNING tickets`);
    if (rowsOf(r).length === 0 || (cap !== null && n > cap)) throw buyerLimitError(cap);
  }
}

async function releaseBuyerLimit(tx: Tx, eventId: number, keys: string[], n: number) {
  if (keys.length === 0) return;
  await tx
    .update(buyerLimits)
    .set({ tickets: sql`GREATEST(${buyerLimits.tickets} - ${n}, 0)` })
    .where(and(eq(buyerLimits.eventId, eventId), inArray(buyerLimits.buyerKey, keys)));
}

async function recordStatus(
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

export interface NewOrderInput {
  eventId: number | string;
  selectedDate?: string | null | undefined;
  selectedShowTimeId?: number | null | undefined;
  tickets: { ticketTypeId: number; quantity: number; price?: number | undefined }[];
  buyer: { name: string; email: string; phone?: string | null | undefined };
  idempotencyKey: string;
}

const ph = (name: string) => sql.placeholder(name);

/** The statements every hold runs, built once per database handle and prepared by name. */
function prepareHotStatements(db: Db) {
  return {
    findByKey: db
      .select({ id: orders.id, requestHash: orders.requestHash })
      .from(orders)
      .where(eq(orders.idempotencyKey, ph('key')))
      .prepare('checkout_find_order_by_key'),
    hold: db
      .select({
        id: sql<number>`checkout_hold(${ph('reference')}, ${ph('token')}, ${ph('key')}, ${ph('userId')}::integer,
          ${ph('eventId')}::integer, ${ph('occurrenceId')}::integer, ${ph('name')}, ${ph('email')},
          ${ph('phone')}::text, ${ph('subtotal')}::integer, ${ph('fees')}::integer, ${ph('total')}::integer,
          ${ph('feePaidBy')}, ${ph('keys')}::text[], ${ph('cap')}::integer, ${ph('expiresAt')}::timestamptz,
          ${ph('now')}::timestamptz, ${ph('typeIds')}::integer[], ${ph('names')}::text[],
          ${ph('prices')}::integer[], ${ph('quantities')}::integer[], ${ph('requestHash')}::text)`,
      })
      .from(sql`(SELECT 1) AS one`)
      .prepare('checkout_hold'),
  };
}

const hotStatementsByDb = new WeakMap<Db, ReturnType<typeof prepareHotStatements>>();

function hotStatements(db: Db) {
  let s = hotStatementsByDb.get(db);
  if (!s) hotStatementsByDb.set(db, (s = prepareHotStatements(db)));
  return s;
}

/** What `checkout_hold` raised (SQLSTATE P0001): its message ('sold_out', …) and detail. */
function holdRefusal(err: unknown): { message: string; detail: string | undefined } | null {
  let e: unknown = err;
  for (let i = 0; i < 4 && e; i++) {
    const rec = e as { code?: string; message?: string; detail?: string; cause?: unknown };
    if (rec.code === 'P0001') return { message: rec.message ?? '', detail: rec.detail };
    e = rec.cause;
  }
  return null;
}

const soldOutError = () =>
  new AppError(
    'sold_out',
    'Sorry, there are not enough tickets left for this date. Choose fewer tickets or another date.',
  );
const buyerLimitError = (cap: number | null) =>
  new AppError(
    'buyer_limit_exceeded',
    `One person can get at most ${cap} tickets for this event, and this order would pass that.`,
  );

/** What `checkout_hold` is called with (migration 0008). */
type HoldParams = {
  reference: string;
  token: string;
  key: string;
  userId: number | null;
  eventId: number;
  occurrenceId: number;
  name: string;
  email: string;
  phone: string | null;
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
  requestHash: string;
};

/** The code's use could not be taken in the hold's transaction (used up, ended or changed since it was read). */
class PromoUseRefused extends Error {}

/**
 * A paid hold with a promo code: `checkout_hold` and the code's use in one transaction, the code's
 * row taken last (after the hot rows, as every release takes it), so a code used up between the
 * check and the hold rolls the whole hold back. Orders without a code never come here.
 */
async function holdWithPromo(
  db: Db,
  p: HoldParams,
  use: { promo: PromoCodeRow; subtotal: number; discount: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const r = await tx.execute(sql`SELECT checkout_hold(${p.reference}, ${p.token}, ${p.key}, ${p.userId}::integer,
      ${p.eventId}::integer, ${p.occurrenceId}::integer, ${p.name}, ${p.email}, ${p.phone}::text,
      ${p.subtotal}::integer, ${p.fees}::integer, ${p.total}::integer, ${p.feePaidBy}, ${sql.param(p.keys)}::text[],
      ${p.cap}::integer, ${p.expiresAt}::timestamptz, ${p.now}::timestamptz, ${sql.param(p.typeIds)}::integer[],
      ${sql.param(p.names)}::text[], ${sql.param(p.prices)}::integer[], ${sql.param(p.quantities)}::integer[],
      ${p.requestHash}::text) AS id`);
    const id = Number((rowsOf(r)[0] as { id: number | string }).id);
    if (!(await takePromoUse(tx, { orderId: id, ...use }))) throw new PromoUseRefused();
    return id;
  });
}

/** The buyer's words for a use that could not be taken: the code's state now. */
async function promoUseRefusal(db: Db, promo: PromoCodeRow, now: Date): Promise<AppError> {
  const refusal = promoRefusal(await findPromoCodeById(db, promo.id), now);
  return refusal
    ? promoError(refusal)
    : new AppError('promo_code_invalid', 'This code has just changed. Apply it again to see its discount.');
}

/** A buyer's idempotency key in its own space: per signed-in user, or anonymous (decision 017). */
export const buyerIdempotencyKey = (userId: number | null, key: string): string => `b:${userId ?? '-'}:${key}`;

/** A value with its object keys sorted and undefined members dropped, so equal requests print alike. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object')
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .filter(([, x]) => x !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, x]) => [k, canonical(x)]),
    );
  return v;
}

/**
 * SHA-256 of what a request asked for: its route, its user and its body without the key. The
 * same key with another hash is another request (422 idempotency_key_reused), never a replay.
 */
export function requestHash(kind: string, userId: number | null, body: object): string {
  const { idempotencyKey: _key, ...rest } = body as Record<string, unknown>;
  return createHash('sha256')
    .update(JSON.stringify([kind, userId, canonical(rest)]))
    .digest('hex');
}

/** The first order of a key, or 422 when the key came with another request. */
export function replayOf(existing: { id: number; requestHash: string | null }, hash: string) {
  if (existing.requestHash !== null && existing.requestHash !== hash)
    throw new AppError('idempotency_key_reused', CHECKOUT_TEXTS.idempotencyKeyReused);
  return { orderId: existing.id, created: false as const };
}

/**
 * A buyer's open holds on an event (same email, phone or account) end when they open another:
 * one pending hold per buyer and event, never a stack of them (decision 017). Each ends in its
 * own short transaction, as an expiry does.
 */
export async function releaseOpenHolds(
  ctx: Pick<CheckoutContext, 'db'>,
  eventId: number,
  buyer: { email: string; phone: string | null; userId: number | null },
  now: Date,
): Promise<number> {
  const open = await ctx.db
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
  let ended = 0;
  for (const o of open) {
    const done = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, o.id);
      if (order?.status !== 'pending') return false;
      await endHold(tx, order, 'cancelled', CHECKOUT_TEXTS.replacedByNewOrder, now);
      return true;
    });
    if (done) {
      ended++;
      soldOutNotes.clear(ctx.db, o.occurrenceId);
    }
  }
  return ended;
}

/** What a request brings besides its body: who asks, as the abuse limits see them. */
export interface OrderRequestOptions {
  userId: number | null;
  freeOnly: boolean;
  now?: Date;
  address?: string | null;
  /** The browser's device id; with `limits`, counted per device. */
  deviceId?: string | null;
  /** Take the hold limits (decision 017): a buyer's request, not the demo seed. */
  limits?: boolean;
  /** A zero-total order waits for the code mailed to the buyer (not signed in). */
  freeNeedsCode?: boolean;
}

/** A new pending order, as `checkout_hold` wrote it. */
export interface HeldOrder {
  order: OrderRow;
  event: EventBundle['event'];
  occurrence: OccurrenceFacts;
  items: { ticketTypeId: number; name: string; unitPrice: number; quantity: number }[];
  /** The promo code applied, as stored. */
  promoCode: string | null;
}

/**
 * Opens an order: holds the places for `holdMinutes` (status pending), or, when nothing is to be
 * paid, reserves them at once and issues the tickets (status reserved). A retried request with the
 * same idempotency key returns the first order (`created: false`). A new pending order comes with
 * everything its view needs (`held`), so answering it costs no further read.
 * Throws sold_out, buyer_limit_exceeded, occurrence_not_found and the pricing errors of priceLines.
 */
export async function createOrder(
  ctx: CheckoutContext,
  input: NewOrderInput | TCreateOrderRequest | TFreeReservationRequest,
  opts: OrderRequestOptions,
): Promise<{ orderId: number; created: boolean; held?: HeldOrder; confirmationCode?: string }> {
  const now = opts.now ?? new Date();
  const storedKey = buyerIdempotencyKey(opts.userId, input.idempotencyKey);
  const hash = requestHash(opts.freeOnly ? 'free-reservation' : 'order', opts.userId, input);
  const [existing] = await hotStatements(ctx.db).findByKey.execute({ key: storedKey });
  if (existing) return replayOf(existing, hash);

  const sale = await cachedSaleEvent(ctx.db, input.eventId, now);
  const occ = resolveOccurrence(sale.event, input.selectedDate, input.selectedShowTimeId, now);
  const lines = priceLines(sale, input.tickets, now);
  // Orders with a promo code read it fresh and take its use in the hold's transaction (promo.ts).
  const promoCode = 'promoCode' in input ? input.promoCode : undefined;
  const applied = promoCode
    ? await applyPromoCode(ctx.db, {
        eventId: sale.event.id,
        code: promoCode,
        lines: lines.map((l) => ({ ticketTypeId: l.type.id, unitPrice: l.unitPrice, quantity: l.quantity })),
        feePaidBy: sale.feePaidBy,
        address: opts.address ?? null,
        now,
      })
    : null;
  const amounts = applied?.amounts ?? { ...orderAmounts(lines, sale.feePaidBy), discount: 0 };
  if (opts.freeOnly && amounts.total > 0)
    throw new AppError('bad_request', 'These tickets are not free. Buy them through checkout instead.');

  const phone = input.buyer.phone ?? null;
  // Refused a moment ago with no place left: refuse before counting the buyer against any limit.
  // In a flash sale most requests arrive after the last place went; each would otherwise take
  // and give back every throttle slot for nothing (checkout.cache.ts).
  if (amounts.total > 0) {
    const known = await knownInventoryRows(ctx.db, sale, occ, lines);
    if (
      soldOutNotes.has(
        ctx.db,
        known.id,
        lines.map((l) => l.type.id),
      )
    )
      throw soldOutError();
  }
  // The abuse limits, then the buyer's earlier open hold on this event lets go (decision 017).
  const slots = opts.limits
    ? await takeHoldSlots(
        ctx.db,
        {
          email: input.buyer.email,
          phone,
          deviceId: opts.deviceId ?? null,
          userId: opts.userId,
          address: opts.address ?? null,
        } satisfies HoldRequester,
        now,
      )
    : [];
  try {
    if (opts.limits)
      await releaseOpenHolds(ctx, sale.event.id, { email: input.buyer.email, phone, userId: opts.userId }, now);
    if (amounts.total === 0)
      return await createFreeOrder(ctx, input, opts, sale, occ, lines, amounts, now, applied?.promo ?? null, {
        storedKey,
        hash,
      });
    return await holdPaidOrder(ctx, input, opts, sale, occ, lines, amounts, applied, now, { storedKey, hash });
  } catch (err) {
    await giveHoldSlotsBack(ctx.db, slots);
    throw err;
  }
}

/** A paid order's hold (`checkout_hold`), priced and checked by createOrder. */
async function holdPaidOrder(
  ctx: CheckoutContext,
  input: NewOrderInput | TCreateOrderRequest | TFreeReservationRequest,
  opts: OrderRequestOptions,
  sale: SaleEvent,
  occ: ResolvedOccurrence,
  lines: PricedLine[],
  amounts: { subtotal: number; discount: number; fees: number; total: number },
  applied: Awaited<ReturnType<typeof applyPromoCode>> | null,
  now: Date,
  idem: { storedKey: string; hash: string },
): Promise<{ orderId: number; created: boolean; held?: HeldOrder }> {
  const phone = input.buyer.phone ?? null;
  const keys = buyerKeysOf(input.buyer.email, phone);
  const occurrence = await knownInventoryRows(ctx.db, sale, occ, lines);
  const typeIds = lines.map((l) => l.type.id);
  // Refused a moment ago with no place left: refuse again without asking (checkout.cache.ts).
  if (soldOutNotes.has(ctx.db, occurrence.id, typeIds)) throw soldOutError();

  const order: OrderRow = {
    id: 0,
    reference: newOrderReference(),
    publicToken: newOrderToken(),
    idempotencyKey: idem.storedKey,
    requestHash: idem.hash,
    confirmationCodeHash: null,
    userId: opts.userId,
    eventId: sale.event.id,
    occurrenceId: occurrence.id,
    status: 'pending',
    buyerName: input.buyer.name.trim(),
    buyerEmail: input.buyer.email.trim(),
    buyerPhone: phone,
    subtotal: amounts.subtotal,
    discount: amounts.discount,
    fees: amounts.fees,
    total: amounts.total,
    promoCodeId: applied?.promo.id ?? null,
    source: 'checkout',
    issuedByUserId: null,
    currency: 'KES',
    feePaidBy: sale.feePaidBy,
    buyerKeys: keys,
    expiresAt: new Date(now.getTime() + ctx.holdMinutes * 60_000),
    statusReason: null,
    paidAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  // One statement, no transaction around it: the hot rows' locks last for the function's own
  // few microseconds, never for a round trip to this (busy) process. With a promo code, the hold
  // and the code's use are one transaction instead (holdWithPromo): only those orders pay for it.
  const holdParams = (): HoldParams => ({
    reference: order.reference,
    token: order.publicToken,
    key: order.idempotencyKey,
    userId: order.userId,
    eventId: order.eventId,
    occurrenceId: order.occurrenceId,
    name: order.buyerName,
    email: order.buyerEmail,
    phone: order.buyerPhone,
    // Written as the discounted lines, then set to the full price with the discount (holdWithPromo).
    subtotal: order.subtotal - order.discount,
    fees: order.fees,
    total: order.total,
    feePaidBy: order.feePaidBy,
    keys,
    cap: sale.maxTicketsPerBuyer,
    expiresAt: order.expiresAt!.toISOString(),
    now: now.toISOString(),
    typeIds,
    names: lines.map((l) => l.type.name),
    prices: lines.map((l) => l.unitPrice),
    quantities: lines.map((l) => l.quantity),
    requestHash: idem.hash,
  });
  const hold = async () => {
    if (applied)
      return holdWithPromo(ctx.db, holdParams(), {
        promo: applied.promo,
        subtotal: order.subtotal,
        discount: order.discount,
        now,
      });
    const [row] = await hotStatements(ctx.db).hold.execute(holdParams());
    return Number(row!.id);
  };

  try {
    try {
      order.id = await hold();
    } catch (err) {
      if (holdRefusal(err)?.message !== 'sold_out') throw err;
      // Holds past their time may still count; give them back and look once more.
      if ((await expireHolds(ctx, now, sale.event.id)) === 0) throw err;
      order.id = await hold();
    }
  } catch (err) {
    const refusal = holdRefusal(err);
    if (refusal?.message === 'sold_out') {
      soldOutNotes.note(ctx.db, occurrence.id, refusal.detail);
      throw soldOutError();
    }
    if (refusal?.message === 'buyer_limit_exceeded') throw buyerLimitError(sale.maxTicketsPerBuyer);
    if (refusal?.message === 'occurrence_cancelled')
      throw new AppError('occurrence_not_found', 'This date has been cancelled.');
    if (uniqueViolation(err) === 'orders_idempotency_key_uq') {
      const again = await findByIdempotencyKey(ctx.db, idem.storedKey);
      if (again) return replayOf(again, idem.hash);
    }
    if (err instanceof PromoUseRefused) throw await promoUseRefusal(ctx.db, applied!.promo, now);
    throw err;
  }
  // No job per hold: the sweep every minute (and at each process's start), the expiry on read
  // and the expire-then-retry above end holds on time (docs/checkout.md).
  return {
    orderId: order.id,
    created: true,
    held: {
      order,
      event: sale.row,
      occurrence,
      promoCode: applied?.promo.code ?? null,
      items: lines.map((l) => ({
        ticketTypeId: l.type.id,
        name: l.type.name,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
      })),
    },
  };
}

/** A free order: reserved at once, its tickets issued in the same transaction as its places. */
async function createFreeOrder(
  ctx: CheckoutContext,
  input: NewOrderInput | TCreateOrderRequest | TFreeReservationRequest,
  opts: OrderRequestOptions,
  sale: SaleEvent,
  occ: ResolvedOccurrence,
  lines: PricedLine[],
  amounts: { subtotal: number; discount: number; fees: number; total: number },
  now: Date,
  promo: PromoCodeRow | null,
  idem: { storedKey: string; hash: string },
): Promise<{ orderId: number; created: boolean; confirmationCode?: string }> {
  const phone = input.buyer.phone ?? null;
  // Not signed in: the places are held until the buyer types the code we mail them.
  const code = opts.freeNeedsCode ? newConfirmationCode() : null;
  const made = await reserveZeroTotalOrder(ctx, sale, occ, lines, {
    idempotencyKey: idem.storedKey,
    requestHash: idem.hash,
    ...(code
      ? {
          confirmation: {
            codeHash: confirmationCodeHash(code),
            expiresAt: new Date(now.getTime() + RESERVATION_CONFIRM_MINUTES * 60_000),
          },
        }
      : {}),
    userId: opts.userId,
    buyer: { name: input.buyer.name, email: input.buyer.email, phone },
    // A 100%-off order is written at its discounted lines, then its code's use sets the discount.
    amounts: { subtotal: amounts.subtotal - amounts.discount, fees: amounts.fees, total: amounts.total },
    ...(promo ? { promo: { row: promo, subtotal: amounts.subtotal, discount: amounts.discount } } : {}),
    buyerKeys: buyerKeysOf(input.buyer.email, phone),
    now,
  });
  return made.created && code ? { ...made, confirmationCode: code } : made;
}

/** SHA-256 of a reservation's confirmation code, as stored. */
export const confirmationCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/** A zero-total order as its caller priced it: a buyer's free reservation, or a host's guest tickets. */
export interface ZeroTotalOrder {
  /** The key in its space (buyerIdempotencyKey, or the host's 'comp:' space). */
  idempotencyKey: string;
  requestHash?: string | null;
  /**
   * A buyer's free reservation not signed in: held (status pending) until the mailed code is
   * typed (confirmReservation) or `expiresAt` passes (the hold expiry job gives the places back).
   */
  confirmation?: { codeHash: string; expiresAt: Date };
  userId: number | null;
  buyer: { name: string; email: string; phone: string | null };
  amounts: { subtotal: number; fees: number; total: number };
  /** The per-buyer limits it counts against, capped by the event's `maxTicketsPerBuyer` ([]: none). */
  buyerKeys: string[];
  /** 'complimentary': a host's guest-list order (no limits, no ledger rows). Default 'checkout'. */
  source?: 'checkout' | 'complimentary';
  issuedByUserId?: number | null;
  /** A promo code that made the order free: its use is taken in the same transaction. */
  promo?: { row: PromoCodeRow; subtotal: number; discount: number };
  now: Date;
}

/**
 * The one way a zero-total order is made (free reservations and complimentary tickets): in one
 * transaction the order (reserved), its lines and first history row, its buyer limits, its places
 * taken as sold by the same conditional update as every sale, and its tickets; after commit, the
 * confirmation mail job. A place still counted by a hold past its time is given back and the
 * order tried once more. A retried idempotency key answers the first order (`created: false`).
 * Requires lines already priced and checked by the caller, and a total of 0.
 * @throws AppError sold_out, buyer_limit_exceeded, occurrence_not_found (a cancelled date)
 */
export async function reserveZeroTotalOrder(
  ctx: CheckoutContext,
  sale: SaleEvent,
  occ: ResolvedOccurrence,
  lines: PricedLine[],
  input: ZeroTotalOrder,
): Promise<{ orderId: number; created: boolean }> {
  const { now, amounts } = input;
  if (amounts.total !== 0) throw new Error('reserveZeroTotalOrder needs an order with nothing to pay');
  const quantity = lines.reduce((s, l) => s + l.quantity, 0);
  const { id: occurrenceId } = await ensureInventoryRows(ctx.db, sale, occ, lines);

  const attempt = () =>
    ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          reference: newOrderReference(),
          publicToken: newOrderToken(),
          idempotencyKey: input.idempotencyKey,
          requestHash: input.requestHash ?? null,
          confirmationCodeHash: input.confirmation?.codeHash ?? null,
          userId: input.userId,
          eventId: sale.event.id,
          occurrenceId,
          status: input.confirmation ? 'pending' : 'reserved',
          buyerName: input.buyer.name.trim(),
          buyerEmail: input.buyer.email.trim(),
          buyerPhone: input.buyer.phone,
          subtotal: amounts.subtotal,
          fees: amounts.fees,
          total: amounts.total,
          source: input.source ?? 'checkout',
          issuedByUserId: input.issuedByUserId ?? null,
          feePaidBy: sale.feePaidBy,
          buyerKeys: input.buyerKeys,
          expiresAt: input.confirmation?.expiresAt ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!order) throw new Error('order insert returned nothing');
      await tx.insert(orderItems).values(
        lines.map((l) => ({
          orderId: order.id,
          ticketTypeId: l.type.id,
          name: l.type.name,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
        })),
      );
      await recordStatus(tx, order.id, null, order.status, null);
      await takeBuyerLimit(tx, sale.event.id, input.buyerKeys, quantity, sale.maxTicketsPerBuyer);
      await takePlaces(
        tx,
        occurrenceId,
        lines.map((l) => ({ ticketTypeId: l.type.id, quantity: l.quantity })),
        input.confirmation ? 'held' : 'sold',
      );
      if (
        input.promo &&
        !(await takePromoUse(tx, {
          orderId: order.id,
          promo: input.promo.row,
          subtotal: input.promo.subtotal,
          discount: input.promo.discount,
          now,
        }))
      )
        throw new PromoUseRefused();
      if (!input.confirmation) await issueTickets(tx, order);
      return order;
    });

  let order: OrderRow;
  try {
    try {
      order = await attempt();
    } catch (err) {
      if (!(err instanceof SoldOut)) throw err;
      // Holds past their time may still count; give them back and look once more.
      if ((await expireHolds(ctx, now, sale.event.id)) === 0) throw err;
      order = await attempt();
    }
  } catch (err) {
    if (err instanceof SoldOut) throw soldOutError();
    if (uniqueViolation(err) === 'orders_idempotency_key_uq') {
      const again = await findByIdempotencyKey(ctx.db, input.idempotencyKey);
      if (again) return input.requestHash ? replayOf(again, input.requestHash) : { orderId: again.id, created: false };
    }
    if (err instanceof PromoUseRefused && input.promo) throw await promoUseRefusal(ctx.db, input.promo.row, now);
    throw err;
  }
  if (!input.confirmation)
    await ctx.jobs.send(JOB.orderConfirmation, { orderId: order.id }, { singletonKey: `confirm-${order.id}` });
  return { orderId: order.id, created: true };
}

/** The order a stored idempotency key made, if any, with the hash of its first request. */
export async function findByIdempotencyKey(db: DbOrTx, key: string) {
  const [row] = await db
    .select({ id: orders.id, requestHash: orders.requestHash })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row;
}

/**
 * The buyer types the code we mailed for a free reservation: its held places become sold, its
 * tickets are issued and the confirmation mail goes out, in one transaction under the order's
 * lock. A second confirmation answers the reserved order. Wrong codes are limited per order.
 * @throws AppError confirmation_code_invalid, hold_expired, order_not_pending; RateLimitedError
 */
export async function confirmReservation(
  ctx: CheckoutContext,
  token: string,
  code: string,
  now: Date = new Date(),
): Promise<number> {
  const found = await findOrderByToken(ctx.db, token);
  if (found.status === 'reserved' && found.total === 0) return found.id;
  if (found.status !== 'pending' || found.confirmationCodeHash === null) {
    if (found.status === 'expired') throw new AppError('hold_expired', CHECKOUT_TEXTS.codeExpired);
    throw new AppError('order_not_pending', CHECKOUT_TEXTS.notAwaitingCode);
  }
  await takeCodeTry(ctx.db, found.id, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw new AppError('order_not_found', 'We could not find this order.');
    if (order.status === 'reserved') return 'already' as const;
    if (order.status !== 'pending' || order.confirmationCodeHash === null)
      throw new AppError('hold_expired', CHECKOUT_TEXTS.codeExpired);
    if (order.expiresAt && order.expiresAt.getTime() <= now.getTime()) {
      await endHold(tx, order, 'expired', 'hold_expired', now);
      return 'expired' as const;
    }
    if (order.confirmationCodeHash !== confirmationCodeHash(code.trim()))
      throw new AppError('confirmation_code_invalid', CHECKOUT_TEXTS.codeInvalid);
    await heldToSold(tx, order.occurrenceId, await itemsOf(tx, order.id));
    await tx
      .update(orders)
      .set({ status: 'reserved', expiresAt: null, confirmationCodeHash: null, statusReason: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordStatus(tx, order.id, 'pending', 'reserved', 'code_confirmed');
    await issueTickets(tx, order);
    return 'reserved' as const;
  });
  if (outcome === 'expired') {
    soldOutNotes.clear(ctx.db, found.occurrenceId);
    throw new AppError('hold_expired', CHECKOUT_TEXTS.codeExpired);
  }
  await clearCodeTries(ctx.db, found.id);
  if (outcome === 'reserved')
    await ctx.jobs.send(JOB.orderConfirmation, { orderId: found.id }, { singletonKey: `confirm-${found.id}` });
  return found.id;
}

/** Turns an order's held places into sold ones (a payment, or a reservation's code). */
async function heldToSold(tx: Tx, occurrenceId: number, items: { ticketTypeId: number; quantity: number }[]) {
  const n = items.reduce((s, i) => s + i.quantity, 0);
  await tx.execute(
    sql`UPDATE occurrences SET held = GREATEST(held - ${n}, 0), sold = sold + ${n} WHERE id = ${occurrenceId}`,
  );
  for (const i of [...items].sort((a, b) => a.ticketTypeId - b.ticketTypeId))
    await tx.execute(sql`UPDATE inventory SET held = GREATEST(held - ${i.quantity}, 0), sold = sold + ${i.quantity}
      WHERE ticket_type_id = ${i.ticketTypeId} AND occurrence_id = ${occurrenceId}`);
}

export async function findOrderByToken(db: DbOrTx, token: string): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.publicToken, token));
  if (!row) throw new AppError('order_not_found', 'We could not find this order. Check the link in your email.');
  return row;
}

async function lockOrder(tx: Tx, id: number, skipLocked = false): Promise<OrderRow | undefined> {
  const q = tx.select().from(orders).where(eq(orders.id, id));
  const [row] = await (skipLocked ? q.for('update', { skipLocked: true }) : q.for('update'));
  return row;
}

async function itemsOf(tx: DbOrTx, orderId: number) {
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
  await tx
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: now, ...(to === 'cancelled' ? { cancelledAt: now } : {}) })
    .where(eq(orders.id, order.id));
  await recordStatus(tx, order.id, order.status, to, reason);
  await releaseBuyerLimit(tx, order.eventId, order.buyerKeys, n);
  await releasePlaces(tx, order.occurrenceId, items, 'held');
  // Its promo code's use comes back with the places, once: the order left 'pending' under its lock.
  if (order.promoCodeId !== null) await givePromoUseBack(tx, order.promoCodeId);
}

/**
 * Ends every pending order whose hold has run out (of one event, or all), each in its own short
 * transaction; rows another process is working on are skipped (SKIP LOCKED) and seen next time.
 * Returns how many it ended.
 */
export async function expireHolds(
  ctx: Pick<CheckoutContext, 'db'>,
  now: Date = new Date(),
  eventId?: number,
): Promise<number> {
  const dueOrders = await ctx.db
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
  let ended = 0;
  for (const due of dueOrders) {
    const id = due.id;
    const done = await ctx.db.transaction(async (tx) => {
      const order = await lockOrder(tx, id, true);
      if (!order || order.status !== 'pending' || !order.expiresAt || order.expiresAt.getTime() > now.getTime())
        return false;
      const declined = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.orderId, id), eq(payments.status, 'failed')))
        .limit(1);
      await endHold(tx, order, declined.length ? 'failed' : 'expired', 'hold_expired', now);
      return true;
    });
    if (done) {
      ended++;
      soldOutNotes.clear(ctx.db, due.occurrenceId);
    }
  }
  return ended;
}

/** Expires this one order now if its hold has run out (reads never show a stale 'pending'). */
export async function expireIfDue(ctx: Pick<CheckoutContext, 'db'>, order: OrderRow, now: Date): Promise<boolean> {
  if (order.status !== 'pending' || !order.expiresAt || order.expiresAt.getTime() > now.getTime()) return false;
  return (await expireHolds(ctx, now, order.eventId)) > 0;
}

/**
 * The buyer cancels: a pending order lets its hold go ('Change tickets'); a free reservation
 * gives its places back and voids its tickets. Paid orders are refunded by the host, not here.
 */
export async function cancelOrder(ctx: CheckoutContext, token: string, now: Date = new Date()): Promise<number> {
  const found = await findOrderByToken(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id);
    if (!order) throw new AppError('order_not_found', 'We could not find this order.');
    if (order.status === 'cancelled') return;
    if (order.status === 'pending') {
      await endHold(tx, order, 'cancelled', 'cancelled_by_buyer', now);
      return;
    }
    if (order.status === 'reserved') {
      await giveBackSoldOrder(tx, order, 'cancelled', 'cancelled_by_buyer', now);
      // A reservation made free by a code was no sale: the code's use comes back with its places.
      if (order.promoCodeId !== null) await givePromoUseBack(tx, order.promoCodeId);
      return;
    }
    throw new AppError(
      'order_not_pending',
      order.status === 'paid'
        ? 'A paid order cannot be cancelled here. Contact the organiser for a refund.'
        : 'This order is no longer active.',
    );
  });
  soldOutNotes.clear(ctx.db, found.occurrenceId);
  return found.id;
}

/**
 * Ends an order whose places were sold (a reserved or paid order, its row locked by the caller):
 * the new status and its history row, its tickets void, its buyer limits and sold places given
 * back, in checkout's lock order. Used by the buyer cancelling a reservation and the host
 * refunding an order; the caller calls `placesReturned` after commit.
 */
export async function giveBackSoldOrder(
  tx: Tx,
  order: OrderRow,
  to: 'cancelled' | 'refunded',
  reason: string,
  now: Date,
): Promise<void> {
  const items = await itemsOf(tx, order.id);
  const n = items.reduce((s, i) => s + i.quantity, 0);
  await tx
    .update(orders)
    .set({ status: to, statusReason: reason, updatedAt: now, ...(to === 'cancelled' ? { cancelledAt: now } : {}) })
    .where(eq(orders.id, order.id));
  await recordStatus(tx, order.id, order.status, to, reason);
  await tx.update(tickets).set({ status: 'void' }).where(eq(tickets.orderId, order.id));
  await releaseBuyerLimit(tx, order.eventId, order.buyerKeys, n);
  await releasePlaces(tx, order.occurrenceId, items, 'sold');
}

/** This process may sell the date's places again at once (its sold-out note is dropped). */
export function placesReturned(db: Db, occurrenceId: number): void {
  soldOutNotes.clear(db, occurrenceId);
}

/**
 * Checks a payment can start on this order and extends the hold while it runs: the order must
 * be pending with at least MIN_SECONDS_TO_START_PAYMENT left; the hold is then kept for at least
 * PAYMENT_HOLD_EXTENSION_SECONDS (an M-Pesa prompt or a bank check takes time).
 */
export async function preparePaymentStart(tx: Tx, orderId: number, now: Date): Promise<OrderRow> {
  const order = await lockOrder(tx, orderId);
  if (!order) throw new AppError('order_not_found', 'We could not find this order.');
  if (order.status !== 'pending') {
    if (order.status === 'expired' || order.status === 'failed')
      throw new AppError('hold_expired', 'Your hold on these tickets has expired. Please start again.');
    throw new AppError(
      'order_not_pending',
      order.status === 'paid' ? 'This order is already paid.' : 'This order is no longer active.',
    );
  }
  if (order.total === 0) throw new AppError('order_not_pending', CHECKOUT_TEXTS.codeNotPayment);
  const left = (order.expiresAt!.getTime() - now.getTime()) / 1000;
  if (left <= 0) throw new AppError('hold_expired', 'Your hold on these tickets has expired. Please start again.');
  if (left < MIN_SECONDS_TO_START_PAYMENT)
    throw new AppError('hold_expiring', 'Too little time is left on your hold to start a payment. Please start again.');
  let extended = new Date(Math.max(order.expiresAt!.getTime(), now.getTime() + PAYMENT_HOLD_EXTENSION_SECONDS * 1000));
  // At most MAX_HOLD_EXTENSIONS per order (decision 017): a hold cannot be renewed for ever.
  if (extended.getTime() !== order.expiresAt!.getTime() && !(await takeHoldExtension(tx, order.id, now)))
    extended = order.expiresAt!;
  if (extended.getTime() !== order.expiresAt!.getTime())
    await tx.update(orders).set({ expiresAt: extended, updatedAt: now }).where(eq(orders.id, order.id));
  return { ...order, expiresAt: extended };
}

export interface ProviderReport {
  reference: string;
  status: 'succeeded' | 'failed' | 'abandoned' | 'pending';
  amount: number;
  currency: string;
  channel?: 'card' | 'mpesa' | null;
  mpesaReceipt?: string | null;
  providerFee?: number | null;
  failureReason?: string | null;
  raw?: unknown;
}

export type SettleOutcome = 'paid' | 'already_settled' | 'failed' | 'pending' | 'refund_due' | 'unknown_payment';

/**
 * Applies what a provider reported about one payment attempt, exactly once whatever the order
 * and number of reports (verify, webhooks, retries, the reconciliation job): under the payment's
 * row lock, a success turns the hold into a sale, issues the tickets and writes the ledger; a
 * success on an order that is no longer pending takes the places again if they are free and
 * otherwise refunds; a second success on a paid order is refunded; a wrong amount or currency
 * is never a sale.
 */
export async function settlePayment(
  ctx: CheckoutContext,
  report: ProviderReport,
  now: Date = new Date(),
): Promise<{ orderId: number | null; outcome: SettleOutcome; refundId?: number }> {
  const result = await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.reference, report.reference)).for('update');
    if (!payment) return { orderId: null, outcome: 'unknown_payment' as const };
    if (payment.status === 'succeeded') return { orderId: payment.orderId, outcome: 'already_settled' as const };
    const details = {
      channel: report.channel ?? payment.channel,
      mpesaReceipt: report.mpesaReceipt ?? payment.mpesaReceipt,
      providerFee: report.providerFee ?? payment.providerFee,
      providerResponse: (report.raw ?? payment.providerResponse) as object | null,
      updatedAt: now,
    };
    if (report.status === 'pending') {
      if (payment.status === 'initialized')
        await tx
          .update(payments)
          .set({ ...details, status: 'pending' })
          .where(eq(payments.id, payment.id));
      return { orderId: payment.orderId, outcome: 'pending' as const };
    }
    if (report.status !== 'succeeded') {
      await tx
        .update(payments)
        .set({ ...details, status: report.status, failureReason: report.failureReason ?? null, settledAt: now })
        .where(eq(payments.id, payment.id));
      const order = await lockOrder(tx, payment.orderId);
      if (order?.status === 'pending')
        await tx
          .update(orders)
          .set({ statusReason: report.status === 'failed' ? 'payment_declined' : 'payment_abandoned', updatedAt: now })
          .where(eq(orders.id, order.id));
      return { orderId: payment.orderId, outcome: 'failed' as const };
    }

    await tx
      .update(payments)
      .set({
        ...details,
        status: 'succeeded',
        paidAmount: report.amount,
        paidCurrency: report.currency,
        failureReason: null,
        settledAt: now,
      })
      .where(eq(payments.id, payment.id));
    const order = await lockOrder(tx, payment.orderId);
    if (!order) throw new Error(`order ${payment.orderId} of payment ${payment.reference} is missing`);

    const refund = async (
      reason: 'late_payment_sold_out' | 'duplicate_payment' | 'amount_mismatch' | 'event_cancelled',
    ) => {
      const [row] = await tx
        .insert(refunds)
        .values({ orderId: order.id, paymentId: payment.id, reason, amount: report.amount, includesFee: true })
        .onConflictDoNothing()
        .returning({ id: refunds.id });
      return { orderId: order.id, outcome: 'refund_due' as const, ...(row ? { refundId: row.id } : {}) };
    };

    if (report.amount !== payment.amount || report.currency.toUpperCase() !== payment.currency.toUpperCase())
      return refund('amount_mismatch');
    if (order.status === 'paid' || order.status === 'reserved' || order.status === 'refunded')
      return refund('duplicate_payment');

    const items = await itemsOf(tx, order.id);
    const n = items.reduce((s, i) => s + i.quantity, 0);
    let reason: string | null = null;
    if (order.status === 'pending') {
      await heldToSold(tx, order.occurrenceId, items);
    } else {
      // The host cancelled the event or this date since the hold was let go: never a sale again.
      if (await dateCancelled(tx, order)) {
        await tx
          .update(orders)
          .set({ statusReason: 'late_payment_event_cancelled', updatedAt: now })
          .where(eq(orders.id, order.id));
        return refund('event_cancelled');
      }
      // The hold ran out (or was let go) before the money arrived: take the places again if they are free.
      try {
        await tx.transaction(async (sp) => {
          if (order.buyerKeys.length)
            await sp
              .update(buyerLimits)
              .set({ tickets: sql`${buyerLimits.tickets} + ${n}` })
              .where(and(eq(buyerLimits.eventId, order.eventId), inArray(buyerLimits.buyerKey, order.buyerKeys)));
          await takePlaces(sp, order.occurrenceId, items, 'sold');
          // Its promo code's use went back with the hold: take it again, if one is left.
          if (order.promoCodeId !== null && !(await retakePromoUse(sp, order.promoCodeId))) throw new PromoUsedUp();
        });
      } catch (err) {
        if (!(err instanceof SoldOut) && !(err instanceof PromoUsedUp)) throw err;
        const why = err instanceof PromoUsedUp ? 'late_payment_promo_used_up' : 'late_payment_sold_out';
        await tx.update(orders).set({ statusReason: why, updatedAt: now }).where(eq(orders.id, order.id));
        return refund('late_payment_sold_out');
      }
      reason = 'late_payment_accepted';
    }
    await tx
      .update(orders)
      .set({ status: 'paid', statusReason: reason, paidAt: now, expiresAt: null, updatedAt: now })
      .where(eq(orders.id, order.id));
    await recordStatus(tx, order.id, order.status, 'paid', reason);
    await issueTickets(tx, order);
    const [event] = await tx.select({ hostId: events.hostId }).from(events).where(eq(events.id, order.eventId));
    if (event?.hostId) {
      const promo = order.promoCodeId === null ? undefined : await findPromoCodeById(tx, order.promoCodeId);
      const serviceFee = promo
        ? promoServiceFee(items, order.feePaidBy, promo)
        : orderAmounts(items, order.feePaidBy).serviceFee;
      await tx
        .insert(ledgerEntries)
        .values([
          {
            hostId: event.hostId,
            eventId: order.eventId,
            orderId: order.id,
            kind: 'sale',
            amount: order.total,
            createdAt: now,
          },
          ...(serviceFee > 0
            ? [
                {
                  hostId: event.hostId,
                  eventId: order.eventId,
                  orderId: order.id,
                  kind: 'fee' as const,
                  amount: -serviceFee,
                  createdAt: now,
                },
              ]
            : []),
        ])
        .onConflictDoNothing();
    }
    crashAt('settle-before-commit');
    return { orderId: order.id, outcome: 'paid' as const };
  });
  if (result.outcome === 'paid' && result.orderId !== null)
    await ctx.jobs.send(
      JOB.orderConfirmation,
      { orderId: result.orderId },
      { singletonKey: `confirm-${result.orderId}` },
    );
  if (result.outcome === 'refund_due' && 'refundId' in result && result.refundId !== undefined)
    await ctx.jobs.send(
      JOB.processRefund,
      { refundId: result.refundId },
      { singletonKey: `refund-${result.refundId}` },
    );
  return result;
}

/** Whether the order's event or date was cancelled by its host. */
async function dateCancelled(tx: Tx, order: OrderRow): Promise<boolean> {
  const [row] = await tx
    .select({ event: events.cancelledAt, date: occurrences.cancelledAt })
    .from(occurrences)
    .innerJoin(events, eq(events.id, occurrences.eventId))
    .where(eq(occurrences.id, order.occurrenceId));
  return Boolean(row?.event ?? row?.date);
}

/** Whether a payment attempt is already open on the order (for the reconciliation job and verify). */
export async function openPaymentsOf(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['initialized', 'pending'])))
    .orderBy(asc(payments.id));
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

/** One refund's row. */
export async function refundById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row;
}
