import { createHash } from 'node:crypto';
import type { TLocale } from '@tribe/contracts/locale';
import { type TCreateOrderRequest, type TFreeReservationRequest } from '@tribe/contracts';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { newConfirmationCode, newOrderReference, newOrderToken } from './checkout.codes.js';
import {
  RESERVATION_CONFIRM_MINUTES,
  addressShareError,
  holdAddressOf,
  clearCodeTries,
  takeCodeTry,
} from './checkout.limits.js';
import { type ResolvedOccurrence } from './checkout.occurrence.js';
import { buyerKeysOf, orderItemsOf, type PricedLine, type SaleEvent } from './checkout.pricing.js';
import * as repo from './checkout.repository.js';
import type { OrderRow } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';
import { PromoUseRefused, promoUseRefusal } from './promo.js';
import { buyerLimitError, ensureInventoryRows, soldOutError } from './checkout.sale.js';
import { replayOf } from './checkout.idempotency.js';
import {
  findOrderByToken,
  type CheckoutContext,
  type NewOrderInput,
  type OrderRequestOptions,
} from './checkout.context.js';
import { expireHolds } from './checkout.expire.js';
import { takePromoUse, type PromoCodeRow } from './promo.repository.js';

/**
 * The reserve stage (decisions 014, 027): an order with nothing to pay (a free reservation, a
 * 100%-off code, a host's guest tickets) takes its places as sold and gets its tickets in one
 * transaction, or, for a buyer not signed in, holds them until the mailed code is typed.
 */

/** A free order: reserved at once, its tickets issued in the same transaction as its places. */
export async function createFreeOrder(
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
  if (!(made.created && code)) return made;
  // The buyer's mail carries the code; it is kept nowhere but in its hash.
  await ctx.events.announce('order.code_issued', { orderId: made.orderId, code });
  return { ...made, confirmationCode: code };
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
      await repo.insertOrderItems(tx, order.id, orderItemsOf(lines));
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
  if (!input.confirmation) await ctx.events.announce('order.reserved', { orderId: order.id });
  return { orderId: order.id, created: true };
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
    await ctx.events.announce('places.returned', { occurrenceId: found.occurrenceId });
    throw new AppError('hold_expired', T.codeExpired);
  }
  await clearCodeTries(ctx.db, found.id);
  if (outcome === 'reserved') await ctx.events.announce('order.reserved', { orderId: found.id });
  return found.id;
}
