import { createHash } from 'node:crypto';
import type { TLocale } from '@tribe/contracts/locale';
import type { FastifyInstance } from 'fastify';
import {
  HOLD_BEFORE_PAYMENT_MINUTES,
  orderAmounts,
  type TCreateOrderRequest,
  type TFreeReservationRequest,
} from '@tribe/contracts';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { slowAt } from '../../lib/failpoint.js';
import type { JobQueue } from '../../plugins/jobs.js';
import type { EventBundle } from '../events/events.repository.js';
import { toPublicEvent } from '../events/events.service.js';
import { EVENT_UNPUBLISHED } from '../events/moderation.texts.js';
import { hasFailedPayment } from '../payments/payments.repository.js';
import { SALE_EVENT_TTL_MS, SoldOutNotes, TtlCache } from './checkout.cache.js';
import { newConfirmationCode, newOrderReference, newOrderToken } from './checkout.codes.js';
import { JOB } from './checkout.job-names.js';
import {
  RESERVATION_CONFIRM_MINUTES,
  addressShareError,
  holdAddressOf,
  clearCodeTries,
  giveHoldSlotsBack,
  takeCodeTry,
  takeHoldSlots,
  type HoldRequester,
} from './checkout.limits.js';
import { resolveOccurrence, type ResolvedOccurrence } from './checkout.occurrence.js';
import { buyerKeysOf, priceLines, type PricedLine, type SaleEvent } from './checkout.pricing.js';
import * as repo from './checkout.repository.js';
import type { OccurrenceFacts, OrderRow, SaleRows } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T, HOLD_REPLACED_REASON } from './checkout.texts.js';
import { applyPromoCode, promoError, promoRefusal } from './promo.js';
import { findPromoCodeById, givePromoUseBack, takePromoUse, type PromoCodeRow } from './promo.repository.js';

/**
 * Checkout's rules (decisions 014, 017, 024): pricing an order, holding its places, reserving a
 * free one, confirming, cancelling and expiring holds. The queries are in checkout.repository.ts;
 * this file decides what they are called with, in which transaction, and what a refusal says.
 * A paid hold is the database function `checkout_hold` (migration 0008), one statement in
 * autocommit, so the hot rows' locks never wait on this process; free reservations, which issue
 * tickets too, are a transaction here. Paying for an order is in order-payments.service.ts.
 */

export interface CheckoutContext {
  db: Db;
  jobs: JobQueue;
  holdMinutes: number;
}

/** Checkout's context from the app: its database, its job queue and its hold time. */
export const checkoutContext = (app: FastifyInstance): CheckoutContext => ({
  db: app.db,
  jobs: app.jobs,
  holdMinutes: app.config.holdMinutes,
});

/**
 * The sale event the rows make now.
 * @throws AppError event_not_found, event_not_on_sale (cancelled, sold elsewhere),
 *   event_unpublished, host_sales_suspended
 */
function toSaleEvent(rows: SaleRows | null, now: Date): SaleEvent {
  if (!rows) throw new AppError('event_not_found', T.eventNotFound);
  const { bundle, types } = rows;
  const row = bundle.event;
  if (row.cancelledAt) throw new AppError('event_not_on_sale', T.eventCancelled);
  if (row.unpublishedAt) throw new AppError('event_unpublished', EVENT_UNPUBLISHED.text);
  if (rows.hostSuspended) throw new AppError('host_sales_suspended', T.hostSalesSuspended);
  if (row.paymentType !== 'tikitis') throw new AppError('event_not_on_sale', T.soldElsewhere);
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

/**
 * A live event sold here, with every ticket type (the hidden free-admission row included).
 * @throws AppError as toSaleEvent: event_not_found, event_not_on_sale, event_unpublished,
 *   host_sales_suspended
 */
export async function loadSaleEvent(db: Db | Tx, ref: number | string, now: Date): Promise<SaleEvent> {
  return toSaleEvent(await repo.readSaleRows(db, ref), now);
}

const saleRowsCache = new TtlCache<SaleRows | null>(SALE_EVENT_TTL_MS);

/**
 * `loadSaleEvent` from rows this process read less than SALE_EVENT_TTL_MS ago (a sale's opening
 * second asks for the same event thousands of times). Prices, sales windows and limits are
 * still enforced on every hold, from this copy: a host's edit reaches buyers within that time,
 * and an order priced from the old copy is one the buyer confirmed at that price.
 * @throws AppError as loadSaleEvent
 */
export async function cachedSaleEvent(db: Db, ref: number | string, now: Date): Promise<SaleEvent> {
  return toSaleEvent(await saleRowsCache.get(db, String(ref), () => repo.readSaleRows(db, ref)), now);
}

/** Forgets the cached sale events and sold-out notes of this process (tests; a host's edit here). */
export function clearSaleEventCache(): void {
  saleRowsCache.clear();
  soldOutNotes.clearAll();
  occurrenceRows.clear();
}

/**
 * The date's row, its rows and its ticket types' rows made if missing (repository's
 * ensureInventoryRows), at the date's own capacity or the event's.
 * @throws AppError occurrence_not_found when the date has been cancelled
 */
async function ensureInventoryRows(
  db: Db,
  sale: SaleEvent,
  occ: ResolvedOccurrence,
  lines: PricedLine[],
): Promise<OccurrenceFacts> {
  const capacity = occ.showTimeId !== null ? (sale.showCapacity.get(occ.showTimeId) ?? sale.capacity) : sale.capacity;
  const row = await repo.ensureInventoryRows(
    db,
    {
      eventId: sale.event.id,
      key: occ.key,
      showTimeId: occ.showTimeId,
      startsAt: occ.startsAt,
      endsAt: occ.endsAt,
      capacity,
    },
    lines.map((l) => ({ id: l.type.id, quantity: l.type.quantity })),
  );
  if (row.cancelledAt) throw new AppError('occurrence_not_found', T.dateCancelled);
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

/** The code's use could not be taken in the hold's transaction (used up, ended or changed since it was read). */
class PromoUseRefused extends Error {}

const soldOutError = () => new AppError('sold_out', T.soldOut);
const buyerLimitError = (cap: number | null) => new AppError('buyer_limit_exceeded', T.buyerLimit(cap));

/**
 * A paid hold with a promo code: `checkout_hold` and the code's use in one transaction, the code's
 * row taken last (after the hot rows, as every release takes it), so a code used up between the
 * check and the hold rolls the whole hold back. Orders without a code never come here.
 */
async function holdWithPromo(
  db: Db,
  p: repo.HoldParams,
  use: { promo: PromoCodeRow; subtotal: number; discount: number; now: Date },
): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await repo.callCheckoutHoldIn(tx, p);
    if (!(await takePromoUse(tx, { orderId: id, ...use }))) throw new PromoUseRefused();
    return id;
  });
}

/** The buyer's words for a use that could not be taken: the code's state now. */
async function promoUseRefusal(db: Db, promo: PromoCodeRow, now: Date): Promise<AppError> {
  const refusal = promoRefusal(await findPromoCodeById(db, promo.id), now);
  return refusal ? promoError(refusal) : new AppError('promo_code_invalid', T.promoJustChanged);
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

/**
 * The first order of a key.
 * @throws AppError idempotency_key_reused when the key came with another request
 */
export function replayOf(existing: { id: number; requestHash: string | null }, hash: string) {
  if (existing.requestHash !== null && existing.requestHash !== hash)
    throw new AppError('idempotency_key_reused', T.idempotencyKeyReused);
  return { orderId: existing.id, created: false as const };
}

/**
 * A buyer's open holds on an event (same email, phone or account) end when they open another:
 * one pending hold per buyer and event, never a stack of them (decision 017). Each ends in its
 * own short transaction, as an expiry does. The hold made under `ownKey` (this request's
 * idempotency key) is never one of them: a retry racing its own first attempt (a double tap, a
 * resent request) would otherwise cancel the order it is about to be answered with. Returns how
 * many it ended; throws nothing of its own.
 */
export async function releaseOpenHolds(
  ctx: Pick<CheckoutContext, 'db'>,
  eventId: number,
  buyer: { email: string; phone: string | null; userId: number | null },
  now: Date,
  ownKey: string | null = null,
): Promise<number> {
  const open = await repo.findOpenHoldsOfBuyer(ctx.db, eventId, buyer);
  let ended = 0;
  for (const o of open) {
    const done = await ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, o.id);
      if (order?.status !== 'pending') return false;
      if (ownKey !== null && order.idempotencyKey === ownKey) return false;
      await repo.endHold(tx, order, 'cancelled', HOLD_REPLACED_REASON, now);
      return true;
    });
    if (done) {
      ended++;
      soldOutNotes.clear(ctx.db, o.occurrenceId);
    }
  }
  return ended;
}

export interface NewOrderInput {
  eventId: number | string;
  selectedDate?: string | null | undefined;
  selectedShowTimeId?: number | null | undefined;
  tickets: { ticketTypeId: number; quantity: number; price?: number | undefined }[];
  buyer: { name: string; email: string; phone?: string | null | undefined };
  idempotencyKey: string;
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
  /** The buyer's language (decision 026): the order's mails are written in it. Default 'en'. */
  locale?: TLocale;
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
 * Requires a body checked by its schema (ZCreateOrderRequest or ZFreeReservationRequest).
 * @throws AppError the sale event's refusals (loadSaleEvent), occurrence_not_found, the pricing
 *   errors of priceLines, the promo_code_* refusals, bad_request (free only, not free),
 *   sold_out, buyer_limit_exceeded, idempotency_key_reused; RateLimitedError (decision 017)
 */
export async function createOrder(
  ctx: CheckoutContext,
  input: NewOrderInput | TCreateOrderRequest | TFreeReservationRequest,
  opts: OrderRequestOptions,
): Promise<{ orderId: number; created: boolean; held?: HeldOrder; confirmationCode?: string }> {
  // The shutdown test's request under way (TIKITI_FAILPOINT=slow-hold): all its database work
  // happens after the process was told to stop.
  await slowAt('hold');
  const now = opts.now ?? new Date();
  const storedKey = buyerIdempotencyKey(opts.userId, input.idempotencyKey);
  const hash = requestHash(opts.freeOnly ? 'free-reservation' : 'order', opts.userId, input);
  const existing = await repo.findOrderByKeyPrepared(ctx.db, storedKey);
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
  if (opts.freeOnly && amounts.total > 0) throw new AppError('bad_request', T.notFree);

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
      await releaseOpenHolds(
        ctx,
        sale.event.id,
        { email: input.buyer.email, phone, userId: opts.userId },
        now,
        storedKey,
      );
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
    locale: opts.locale ?? 'en',
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
    expiresAt: new Date(now.getTime() + Math.min(ctx.holdMinutes, HOLD_BEFORE_PAYMENT_MINUTES) * 60_000),
    holdAddress: opts.limits ? holdAddressOf(opts.address) : null,
    statusReason: null,
    paidAt: null,
    cancelledAt: null,
    createdAt: now,
    updatedAt: now,
  };
  // One statement, no transaction around it: the hot rows' locks last for the function's own
  // few microseconds, never for a round trip to this (busy) process. With a promo code, the hold
  // and the code's use are one transaction instead (holdWithPromo): only those orders pay for it.
  const holdParams = (): repo.HoldParams => ({
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
    holdAddress: order.holdAddress,
  });
  const hold = async () => {
    if (applied)
      return holdWithPromo(ctx.db, holdParams(), {
        promo: applied.promo,
        subtotal: order.subtotal,
        discount: order.discount,
        now,
      });
    return repo.callCheckoutHold(ctx.db, holdParams());
  };

  try {
    try {
      order.id = await hold();
    } catch (err) {
      if (repo.holdRefusal(err)?.message !== 'sold_out') throw err;
      // Holds past their time may still count; give them back and look once more.
      if ((await expireHolds(ctx, now, sale.event.id)) === 0) throw err;
      order.id = await hold();
    }
  } catch (err) {
    const refusal = repo.holdRefusal(err);
    if (refusal?.message === 'sold_out') {
      soldOutNotes.note(ctx.db, occurrence.id, refusal.detail);
      throw soldOutError();
    }
    if (refusal?.message === 'buyer_limit_exceeded') throw buyerLimitError(sale.maxTicketsPerBuyer);
    if (refusal?.message === 'address_share_exceeded') throw addressShareError(refusal.detail);
    if (refusal?.message === 'occurrence_cancelled') throw new AppError('occurrence_not_found', T.dateCancelled);
    if (uniqueViolation(err) === 'orders_idempotency_key_uq') {
      const again = await repo.findByIdempotencyKey(ctx.db, idem.storedKey);
      if (again) return replayOf(again, idem.hash);
    }
    if (err instanceof PromoUseRefused) throw await promoUseRefusal(ctx.db, applied!.promo, now);
    throw err;
  }
  // `checkout_hold` writes English; another language is one more small write, for those buyers only.
  if (order.locale !== 'en') await repo.setOrderLocale(ctx.db, order.id, order.locale);
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
    holdAddress: opts.limits ? holdAddressOf(opts.address) : null,
    buyer: { name: input.buyer.name, email: input.buyer.email, phone, locale: opts.locale ?? 'en' },
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
  /** Where a held reservation came from (holdAddressOf): it counts toward that address's share. */
  holdAddress?: string | null;
  /** `locale`: the buyer's language, for the order's mails (default 'en'). */
  buyer: { name: string; email: string; phone: string | null; locale?: TLocale };
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
 * @throws AppError sold_out, buyer_limit_exceeded, occurrence_not_found (a cancelled date),
 *   idempotency_key_reused, the promo_code_* refusals (a code used up meanwhile)
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
      const order = await repo.insertOrder(tx, {
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
        locale: input.buyer.locale ?? 'en',
        subtotal: amounts.subtotal,
        fees: amounts.fees,
        total: amounts.total,
        source: input.source ?? 'checkout',
        issuedByUserId: input.issuedByUserId ?? null,
        feePaidBy: sale.feePaidBy,
        buyerKeys: input.buyerKeys,
        expiresAt: input.confirmation?.expiresAt ?? null,
        holdAddress: input.confirmation ? (input.holdAddress ?? null) : null,
        createdAt: now,
        updatedAt: now,
      });
      await repo.insertOrderItems(
        tx,
        order.id,
        lines.map((l) => ({
          ticketTypeId: l.type.id,
          name: l.type.name,
          unitPrice: l.unitPrice,
          quantity: l.quantity,
        })),
      );
      await repo.recordStatus(tx, order.id, null, order.status, null);
      if (!(await repo.takeBuyerLimit(tx, sale.event.id, input.buyerKeys, quantity, sale.maxTicketsPerBuyer)))
        throw buyerLimitError(sale.maxTicketsPerBuyer);
      await repo.takePlaces(
        tx,
        occurrenceId,
        lines.map((l) => ({ ticketTypeId: l.type.id, quantity: l.quantity })),
        input.confirmation ? 'held' : 'sold',
      );
      if (input.confirmation)
        await repo.checkAddressShare(
          tx,
          order.holdAddress,
          occurrenceId,
          lines.map((l) => l.type.id),
          now,
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
      if (!input.confirmation) await repo.issueTickets(tx, order);
      return order;
    });

  let order: OrderRow;
  try {
    try {
      order = await attempt();
    } catch (err) {
      if (!(err instanceof repo.SoldOut)) throw err;
      // Holds past their time may still count; give them back and look once more.
      if ((await expireHolds(ctx, now, sale.event.id)) === 0) throw err;
      order = await attempt();
    }
  } catch (err) {
    if (err instanceof repo.SoldOut) throw soldOutError();
    const refusal = repo.holdRefusal(err);
    if (refusal?.message === 'address_share_exceeded') throw addressShareError(refusal.detail);
    if (uniqueViolation(err) === 'orders_idempotency_key_uq') {
      const again = await repo.findByIdempotencyKey(ctx.db, input.idempotencyKey);
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
export const findByIdempotencyKey = repo.findByIdempotencyKey;

/**
 * An order by its public token.
 * @throws AppError order_not_found
 */
export async function findOrderByToken(db: Db | Tx, token: string): Promise<OrderRow> {
  const row = await repo.orderByToken(db, token);
  if (!row) throw new AppError('order_not_found', T.orderNotFoundByLink);
  return row;
}

/**
 * The buyer types the code we mailed for a free reservation: its held places become sold, its
 * tickets are issued and the confirmation mail goes out, in one transaction under the order's
 * lock. A second confirmation answers the reserved order. Wrong codes are limited per order.
 * @throws AppError order_not_found, confirmation_code_invalid, hold_expired, order_not_pending;
 *   RateLimitedError
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
    if (found.status === 'expired') throw new AppError('hold_expired', T.codeExpired);
    throw new AppError('order_not_pending', T.notAwaitingCode);
  }
  await takeCodeTry(ctx.db, found.id, now);
  const outcome = await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, found.id);
    if (!order) throw new AppError('order_not_found', T.orderNotFound);
    if (order.status === 'reserved') return 'already' as const;
    if (order.status !== 'pending' || order.confirmationCodeHash === null)
      throw new AppError('hold_expired', T.codeExpired);
    if (order.expiresAt && order.expiresAt.getTime() <= now.getTime()) {
      await repo.endHold(tx, order, 'expired', 'hold_expired', now);
      return 'expired' as const;
    }
    if (order.confirmationCodeHash !== confirmationCodeHash(code.trim()))
      throw new AppError('confirmation_code_invalid', T.codeInvalid);
    await repo.heldToSold(tx, order.occurrenceId, await repo.itemsOf(tx, order.id));
    await repo.updateOrder(tx, order.id, {
      status: 'reserved',
      expiresAt: null,
      confirmationCodeHash: null,
      statusReason: null,
      updatedAt: now,
    });
    await repo.recordStatus(tx, order.id, 'pending', 'reserved', 'code_confirmed');
    await repo.issueTickets(tx, order);
    return 'reserved' as const;
  });
  if (outcome === 'expired') {
    soldOutNotes.clear(ctx.db, found.occurrenceId);
    throw new AppError('hold_expired', T.codeExpired);
  }
  await clearCodeTries(ctx.db, found.id);
  if (outcome === 'reserved')
    await ctx.jobs.send(JOB.orderConfirmation, { orderId: found.id }, { singletonKey: `confirm-${found.id}` });
  return found.id;
}

/**
 * Ends every pending order whose hold has run out (of one event, or all), each in its own short
 * transaction; rows another process is working on are skipped (SKIP LOCKED) and seen next time.
 * A hold whose payment was declined ends 'failed', any other 'expired'. Returns how many it
 * ended; throws nothing of its own.
 */
export async function expireHolds(
  ctx: Pick<CheckoutContext, 'db'>,
  now: Date = new Date(),
  eventId?: number,
): Promise<number> {
  const dueOrders = await repo.findDueHolds(ctx.db, now, eventId);
  let ended = 0;
  for (const due of dueOrders) {
    const id = due.id;
    const done = await ctx.db.transaction(async (tx) => {
      const order = await repo.lockOrder(tx, id, true);
      if (!order || order.status !== 'pending' || !order.expiresAt || order.expiresAt.getTime() > now.getTime())
        return false;
      const declined = await hasFailedPayment(tx, id);
      await repo.endHold(tx, order, declined ? 'failed' : 'expired', 'hold_expired', now);
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
 * @throws AppError order_not_found; order_not_pending (a paid order, or one no longer active)
 */
export async function cancelOrder(ctx: CheckoutContext, token: string, now: Date = new Date()): Promise<number> {
  const found = await findOrderByToken(ctx.db, token);
  await ctx.db.transaction(async (tx) => {
    const order = await repo.lockOrder(tx, found.id);
    if (!order) throw new AppError('order_not_found', T.orderNotFound);
    if (order.status === 'cancelled') return;
    if (order.status === 'pending') {
      await repo.endHold(tx, order, 'cancelled', 'cancelled_by_buyer', now);
      return;
    }
    if (order.status === 'reserved') {
      await repo.giveBackSoldOrder(tx, order, 'cancelled', 'cancelled_by_buyer', now);
      // A reservation made free by a code was no sale: the code's use comes back with its places.
      if (order.promoCodeId !== null) await givePromoUseBack(tx, order.promoCodeId);
      return;
    }
    throw new AppError('order_not_pending', order.status === 'paid' ? T.paidNotCancellable : T.orderNotActive);
  });
  soldOutNotes.clear(ctx.db, found.occurrenceId);
  return found.id;
}

/** This process may sell the date's places again at once (its sold-out note is dropped). */
export function placesReturned(db: Db, occurrenceId: number): void {
  soldOutNotes.clear(db, occurrenceId);
}
