import { AppError } from '../../lib/errors.js';
import { hasFailedPayment } from '../payments/index.js';
import * as repo from './checkout.repository.js';
import type { OrderRow } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';
import { findOrderByToken, type CheckoutContext } from './checkout.context.js';
import { givePromoUseBack } from './promo.repository.js';

/**
 * The expire-and-cancel stage (decisions 014, 017): holds past their time end (the sweep, the
 * expiry on read, the expire-then-retry of a hold), and a buyer lets their hold or free
 * reservation go. Places go back only through the repository's endHold and giveBackSoldOrder.
 */

/**
 * Ends every pending order whose hold has run out (of one event, or all), each in its own short
 * transaction; rows another process is working on are skipped (SKIP LOCKED) and seen next time.
 * A hold whose payment was declined ends 'failed', any other 'expired'. Returns how many it
 * ended; throws nothing of its own.
 */
export async function expireHolds(
  ctx: Pick<CheckoutContext, 'db' | 'events'>,
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
      await ctx.events.announce('places.returned', { occurrenceId: due.occurrenceId });
    }
  }
  return ended;
}

/** Expires this one order now if its hold has run out (reads never show a stale 'pending'). */
export async function expireIfDue(
  ctx: Pick<CheckoutContext, 'db' | 'events'>,
  order: OrderRow,
  now: Date,
): Promise<boolean> {
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
  await ctx.events.announce('places.returned', { occurrenceId: found.occurrenceId });
  return found.id;
}
