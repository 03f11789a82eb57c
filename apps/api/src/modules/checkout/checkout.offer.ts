import { orderAmounts } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inventory } from '../../db/schema/index.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { freshEventAvailability } from './checkout.availability.js';
import { newOrderReference, newOrderToken } from './checkout.codes.js';
import type { CheckoutContext } from './checkout.context.js';
import { resolveOccurrence } from './checkout.occurrence.js';
import { buyerKeysOf, orderItemsOf, priceLines } from './checkout.pricing.js';
import * as repo from './checkout.repository.js';
import { cachedSaleEvent, knownInventoryRows, loadSaleEvent } from './checkout.sale.js';

/**
 * The engine's side of the waiting list (decision 050): where a list's place is (a ticket type
 * and date, sold out or not by the one availability rule), the count of places its fans ask for
 * (`inventory.waiting`, which open sale counts as taken), and an offer: a pending order of this
 * engine, written by its own writers and held until the offer's window ends, paid on the usual
 * payment page and swept like any hold. The list itself (who is in line, in what order) lives in
 * modules/waiting-list.
 */

/** A ticket type and date as the waiting list needs them. */
export interface WaitingListPlace {
  eventId: number;
  eventExternalId: string;
  eventTitle: string;
  hostId: number | null;
  occurrenceId: number;
  occurrenceKey: string;
  startsAt: Date | null;
  ticketTypeId: number;
  ticketTypeName: string;
  maxTicketsPerBuyer: number;
  /** The host's choice (null: the default) and the event's offer window. */
  waitlistEnabled: boolean | null;
  offerWindowMinutes: number;
  /** Whether the event sells tickets that cost money (the list is on by default for those). */
  paid: boolean;
  /**
   * Open sale cannot sell the quantity asked on that date: the dialog shows it sold out, or it
   * has fewer places left than asked (the same answer the dialog reads).
   */
  soldOut: boolean;
}

/**
 * The ticket type and date a fan asks to wait for, checked as a buyer's order is (the event on
 * sale here, the date not started, the type known and within its sales window), and whether it
 * is sold out by `freshEventAvailability`: the ticket dialog's answer, read now.
 * @throws AppError as loadSaleEvent; occurrence_not_found; ticket_type_not_found;
 *   ticket_not_on_sale; order_limit_exceeded (more than the buyer limit)
 */
export async function waitingListPlace(
  db: Db,
  input: {
    eventId: number | string;
    selectedDate?: string | null | undefined;
    selectedShowTimeId?: number | null | undefined;
    ticketTypeId: number;
    quantity: number;
  },
  now: Date,
): Promise<WaitingListPlace> {
  const sale = await cachedSaleEvent(db, input.eventId, now);
  const occ = resolveOccurrence(sale.event, input.selectedDate, input.selectedShowTimeId, now);
  const lines = priceLines(sale, [{ ticketTypeId: input.ticketTypeId, quantity: input.quantity }], now);
  const line = lines[0]!;
  const row = await knownInventoryRows(db, sale, occ, lines);
  // Read now, not from the short cache the ticket dialog uses: a fan who joins just after the
  // last place went must not be told the tickets are still on sale.
  const availability = await freshEventAvailability(db, sale.event.id, now);
  const shown = availability.occurrences.find((o) => o.key === occ.key)?.ticketTypes.find((t) => t.id === line.type.id);
  return {
    eventId: sale.event.id,
    eventExternalId: sale.event.externalId,
    eventTitle: sale.event.title,
    hostId: sale.hostId,
    occurrenceId: row.id,
    occurrenceKey: occ.key,
    startsAt: occ.startsAt,
    ticketTypeId: line.type.id,
    ticketTypeName: line.type.name,
    maxTicketsPerBuyer: sale.maxTicketsPerBuyer,
    waitlistEnabled: sale.row.waitlistEnabled,
    offerWindowMinutes: sale.row.offerWindowMinutes,
    paid: !sale.event.isFreeEvent && sale.types.some((t) => t.price > 0),
    soldOut:
      shown?.state === 'sold_out' ||
      (shown?.placesLeft !== null && shown?.placesLeft !== undefined && shown.placesLeft < input.quantity),
  };
}

/**
 * Adds `delta` (negative: takes) to the places kept for a ticket type's waiting list on a date.
 * Called in the transaction that puts an entry in line or takes it out of line, after that
 * entry's row (the list's rows are always taken before the engine's).
 */
export async function keepForWaitingList(
  tx: Tx,
  occurrenceId: number,
  ticketTypeId: number,
  delta: number,
): Promise<void> {
  await tx
    .update(inventory)
    .set({ waiting: sql`GREATEST(${inventory.waiting} + ${delta}, 0)` })
    .where(and(eq(inventory.occurrenceId, occurrenceId), eq(inventory.ticketTypeId, ticketTypeId)));
}

/** Places free for the list on one ticket type and date (null: no limit), as read now, unlocked. */
export async function placesFreeForWaitingList(
  db: Db,
  occurrenceId: number,
  ticketTypeId: number,
): Promise<number | null> {
  // Tickets returned for resale (decision 054) count: an offer takes their places first.
  const r = await db.execute(sql`WITH returned AS (SELECT count(*)::int AS n FROM ticket_returns
      WHERE occurrence_id = ${occurrenceId} AND ticket_type_id = ${ticketTypeId} AND status = 'listed')
    SELECT
      CASE WHEN i.capacity IS NULL THEN NULL ELSE i.capacity - i.held - i.sold + returned.n END AS type_left,
      CASE WHEN o.capacity IS NULL THEN NULL ELSE o.capacity - o.held - o.sold + returned.n END AS date_left
    FROM inventory i JOIN occurrences o ON o.id = i.occurrence_id, returned
    WHERE i.occurrence_id = ${occurrenceId} AND i.ticket_type_id = ${ticketTypeId}`);
  const row = (r as unknown as { rows: { type_left: number | null; date_left: number | null }[] }).rows[0];
  if (!row) return 0;
  const parts = [row.type_left, row.date_left].filter((v): v is number => v !== null).map(Number);
  return parts.length ? Math.max(Math.min(...parts), 0) : null;
}

/** What an offer is made of. */
export interface WaitingListHold {
  eventId: number;
  occurrenceId: number;
  ticketTypeId: number;
  quantity: number;
  buyer: { name: string; email: string; phone: string | null; userId: number | null; locale: TLocale };
  expiresAt: Date;
  now: Date;
  /** The order's idempotency key: one per entry, so an entry can never have two offers. */
  idempotencyKey: string;
  /**
   * First in the transaction: the list takes its entry out of line (locks and moves it). False:
   * the entry moved meanwhile (a second job, the fan left), and nothing is held.
   */
  claim: (tx: Tx) => Promise<boolean>;
  /** Last in the transaction, once the places are held: the entry records its order. */
  attach: (tx: Tx, order: { id: number; publicToken: string }) => Promise<void>;
}

/** Why an offer could not be made. */
export type WaitingListHoldRefusal = 'moved' | 'sold_out' | 'buyer_limit' | 'not_on_sale';

/**
 * An offer to the waiting list: a pending order for the fan, priced now, its places held until
 * `expiresAt` by the engine's conditional update (`takePlaces` without the list's own keep), in
 * one transaction with the list's claim of the entry. The places are there or nothing is written:
 * a buyer, a refund or a host lowering the quantity that got there first makes it 'sold_out'.
 * Answers the order, or why not; throws only what it does not expect.
 */
export async function holdForWaitingList(
  ctx: Pick<CheckoutContext, 'db'>,
  h: WaitingListHold,
): Promise<{ orderId: number; token: string } | WaitingListHoldRefusal> {
  let lines;
  let sale;
  try {
    sale = await loadSaleEvent(ctx.db, h.eventId, h.now);
    lines = priceLines(sale, [{ ticketTypeId: h.ticketTypeId, quantity: h.quantity }], h.now);
  } catch (err) {
    if (err instanceof AppError) return 'not_on_sale';
    throw err;
  }
  const amounts = orderAmounts(lines, sale.feePaidBy);
  const keys = buyerKeysOf(h.buyer.email, h.buyer.phone);
  const saleRef = sale;
  class Moved extends Error {}
  class OverLimit extends Error {}
  try {
    return await ctx.db.transaction(async (tx) => {
      if (!(await h.claim(tx))) throw new Moved();
      const order = await repo.insertOrder(tx, {
        reference: newOrderReference(),
        publicToken: newOrderToken(),
        idempotencyKey: h.idempotencyKey,
        userId: h.buyer.userId,
        eventId: saleRef.event.id,
        occurrenceId: h.occurrenceId,
        status: 'pending',
        buyerName: h.buyer.name,
        buyerEmail: h.buyer.email,
        buyerPhone: h.buyer.phone,
        locale: h.buyer.locale,
        subtotal: amounts.subtotal,
        fees: amounts.fees,
        total: amounts.total,
        source: 'checkout',
        feePaidBy: saleRef.feePaidBy,
        buyerKeys: keys,
        expiresAt: h.expiresAt,
        statusReason: 'waiting_list_offer',
        createdAt: h.now,
        updatedAt: h.now,
      });
      await repo.insertOrderItems(tx, order.id, orderItemsOf(lines));
      await repo.recordStatus(tx, order.id, null, 'pending', 'waiting_list_offer');
      if (!(await repo.takeBuyerLimit(tx, saleRef.event.id, keys, h.quantity, saleRef.maxTicketsPerBuyer)))
        throw new OverLimit();
      // Tickets returned for resale first (decision 054): their places leave `sold` for this hold.
      const returned = await repo.takeListedReturns(tx, h.occurrenceId, h.ticketTypeId, h.quantity);
      await repo.takePlaces(
        tx,
        h.occurrenceId,
        lines.map((l) => ({ ticketTypeId: l.type.id, quantity: l.quantity })),
        'held',
        true,
      );
      await repo.markReturnsOffered(tx, returned, order.id, h.now);
      await h.attach(tx, order);
      return { orderId: order.id, token: order.publicToken };
    });
  } catch (err) {
    if (err instanceof Moved) return 'moved';
    if (err instanceof OverLimit) return 'buyer_limit';
    if (err instanceof repo.SoldOut) return 'sold_out';
    if (uniqueViolation(err) === 'orders_idempotency_key_uq') return 'moved';
    throw err;
  }
}
