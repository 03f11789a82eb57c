import {
  HOLD_BEFORE_PAYMENT_MINUTES,
  orderAmounts,
  type TCreateOrderRequest,
  type TFreeReservationRequest,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { slowAt } from '../../lib/failpoint.js';
import type { EventBundle } from '../events/index.js';
import { newOrderReference, newOrderToken } from './checkout.codes.js';
import {
  addressShareError,
  holdAddressOf,
  holdEntries,
  holdLimitError,
  giveHoldSlotsBack,
  takeHoldSlots,
  type HoldRequester,
} from './checkout.limits.js';
import { resolveOccurrence, type ResolvedOccurrence } from './checkout.occurrence.js';
import { buyerKeysOf, priceLines, type PricedLine, type SaleEvent } from './checkout.pricing.js';
import * as repo from './checkout.repository.js';
import type { OccurrenceFacts, OrderRow } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T, HOLD_REPLACED_REASON } from './checkout.texts.js';
import { applyPromoCode, PromoUseRefused, promoUseRefusal } from './promo.js';
import { buyerLimitError, cachedSaleEvent, knownInventoryRows, soldOutError, soldOutNotes } from './checkout.sale.js';
import { buyerIdempotencyKey, replayOf, requestHash } from './checkout.idempotency.js';
import type { CheckoutContext, NewOrderInput, OrderRequestOptions } from './checkout.context.js';
import { createFreeOrder } from './checkout.reserve.js';
import { expireHolds } from './checkout.expire.js';
import { takePromoUse, type PromoCodeRow } from './promo.repository.js';

/**
 * The hold stage (decisions 014, 017, 038, 047): a buyer's order is priced here, then its
 * idempotency key, the abuse limits, the buyer's open hold and its places are taken by the
 * database function `checkout_hold_request` in one statement in autocommit, so the hot rows'
 * locks never wait on this process (with a promo code, the hold and the code's use are one
 * transaction). An order with nothing to pay goes to the reserve stage.
 * Paying for a held order is the pay-and-settle stage (order-payments.service.ts).
 */

/**
 * A paid hold with a promo code: `checkout_hold_request` and the code's use in one transaction,
 * the code's row taken last (after the hot rows, as every release takes it), so a code used up
 * between the check and the hold rolls the whole hold back. Orders without a code never come here.
 */
async function holdWithPromo(
  db: Db,
  p: repo.HoldParams,
  use: { promo: PromoCodeRow; subtotal: number; discount: number; now: Date },
): Promise<repo.HoldAnswer> {
  return db.transaction(async (tx) => {
    const answer = await repo.callHoldRequestIn(tx, p);
    if (answer.created && !(await takePromoUse(tx, { orderId: answer.orderId, ...use }))) throw new PromoUseRefused();
    return answer;
  });
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
  ctx: Pick<CheckoutContext, 'db' | 'events'>,
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
      await ctx.events.announce('places.returned', { occurrenceId: o.occurrenceId });
    }
  }
  return ended;
}

/** A new pending order, as `checkout_hold_request` wrote it. */
export interface HeldOrder {
  order: OrderRow;
  event: EventBundle['event'];
  occurrence: OccurrenceFacts;
  items: { ticketTypeId: number; name: string; unitPrice: number; quantity: number }[];
  /** The promo code applied, as stored. */
  promoCode: string | null;
}

/** What a request asks for, priced and checked against the sale as this process knows it. */
interface PricedRequest {
  sale: SaleEvent;
  occ: ResolvedOccurrence;
  lines: PricedLine[];
  applied: Awaited<ReturnType<typeof applyPromoCode>> | null;
  amounts: { subtotal: number; discount: number; fees: number; total: number };
}

/**
 * The sale, the date, the lines and their prices (a promo code applied), with no database call
 * but the cached sale event's and a promo code's. A paid order whose date or ticket type the
 * database said a moment ago had no place left is refused here (checkout.cache.ts): in a flash
 * sale most requests arrive after the last place went.
 * @throws AppError as createOrder, before any limit is counted
 */
async function priceRequest(
  ctx: CheckoutContext,
  input: NewOrderInput | TCreateOrderRequest | TFreeReservationRequest,
  opts: OrderRequestOptions,
  now: Date,
): Promise<PricedRequest> {
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
  return { sale, occ, lines, applied, amounts };
}

/**
 * Opens an order: holds the places for `holdMinutes` (status pending), or, when nothing is to be
 * paid, reserves them at once and issues the tickets (status reserved). A retried request with the
 * same idempotency key returns the first order (`created: false`), whatever changed since. A new
 * pending order comes with everything its view needs (`held`), so answering it costs no further
 * read. A paid hold is one call into the database (`checkout_hold_request`, decision 047): the
 * key, the abuse limits, the buyer's open hold, the order and its places.
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
  const idem = { storedKey, hash };
  let priced: PricedRequest;
  try {
    priced = await priceRequest(ctx, input, opts, now);
  } catch (err) {
    // Refused before the database was asked: a retry of a request that made an order still gets it.
    const existing = await repo.findOrderByKeyPrepared(ctx.db, storedKey);
    if (existing) return replayOf(existing, hash);
    throw err;
  }
  const { sale, occ, lines, applied, amounts } = priced;
  if (amounts.total > 0) return holdPaidOrder(ctx, input, opts, sale, occ, lines, amounts, applied, now, idem);

  // A free reservation keeps its steps (its places are sold at once, in its own transaction).
  const existing = await repo.findOrderByKeyPrepared(ctx.db, storedKey);
  if (existing) return replayOf(existing, hash);
  const phone = input.buyer.phone ?? null;
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
    return await createFreeOrder(ctx, input, opts, sale, occ, lines, amounts, now, applied?.promo ?? null, idem);
  } catch (err) {
    await giveHoldSlotsBack(ctx.db, slots);
    throw err;
  }
}

/**
 * A paid order's hold, priced by createOrder: one call of `checkout_hold_request`. Asked again
 * only when it refused with something this process can put right: the buyer's earlier open hold
 * on the event (ended here, as when a buyer opens another), or no place left while holds past
 * their time may still count (given back here).
 */
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
  // Known by now (priceRequest): the cached date row.
  const occurrence = await knownInventoryRows(ctx.db, sale, occ, lines);
  const typeIds = lines.map((l) => l.type.id);
  const slots = opts.limits
    ? holdEntries({
        email: input.buyer.email,
        phone,
        deviceId: opts.deviceId ?? null,
        userId: opts.userId,
        address: opts.address ?? null,
      })
    : [];

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
  const params: repo.HoldParams = {
    key: order.idempotencyKey,
    requestHash: idem.hash,
    slotKeys: slots.map((e) => e.key),
    slotLimits: slots.map((e) => e.rule.limit),
    slotWindowsMs: slots.map((e) => e.rule.windowMs),
    checkOpenHolds: Boolean(opts.limits),
    reference: order.reference,
    token: order.publicToken,
    userId: order.userId,
    eventId: order.eventId,
    occurrenceId: order.occurrenceId,
    name: order.buyerName,
    email: order.buyerEmail,
    phone: order.buyerPhone,
    locale: order.locale,
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
    holdAddress: order.holdAddress,
  };
  // One statement, no transaction around it: the hot rows' locks last for the function's own
  // few microseconds, never for a round trip to this (busy) process. With a promo code, the hold
  // and the code's use are one transaction instead (holdWithPromo): only those orders pay for it.
  const hold = () =>
    applied
      ? holdWithPromo(ctx.db, params, {
          promo: applied.promo,
          subtotal: order.subtotal,
          discount: order.discount,
          now,
        })
      : repo.callHoldRequest(ctx.db, params);

  let answer: repo.HoldAnswer;
  let expired = false;
  try {
    for (;;) {
      try {
        answer = await hold();
        break;
      } catch (err) {
        const refusal = repo.holdRefusal(err)?.message;
        if (refusal === 'open_hold' && params.checkOpenHolds) {
          // One pending hold per buyer and event (decision 017): the earlier one ends, in its own
          // transaction as an expiry does, and the hold is asked for again.
          await releaseOpenHolds(
            ctx,
            sale.event.id,
            { email: input.buyer.email, phone, userId: opts.userId },
            now,
            idem.storedKey,
          );
          params.checkOpenHolds = false;
          continue;
        }
        // Holds past their time may still count; give them back and look once more.
        if (refusal === 'sold_out' && !expired) {
          expired = true;
          if ((await expireHolds(ctx, now, sale.event.id)) > 0) continue;
        }
        throw err;
      }
    }
  } catch (err) {
    const refusal = repo.holdRefusal(err);
    if (refusal?.message === 'sold_out') {
      soldOutNotes.note(ctx.db, occurrence.id, refusal.detail);
      throw soldOutError();
    }
    if (refusal?.message === 'rate_limited') throw holdLimitError(Math.max(1, Number(refusal.detail) || 1));
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
  // The key had made an order already (a retry that raced past the first look).
  if (!answer.created) return replayOf({ id: answer.orderId, requestHash: answer.requestHash }, idem.hash);
  order.id = answer.orderId;
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
