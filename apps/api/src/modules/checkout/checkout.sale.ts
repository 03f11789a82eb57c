import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { toPublicEvent, EVENT_UNPUBLISHED } from '../events/index.js';
import { SALE_EVENT_TTL_MS, SoldOutNotes, TtlCache } from './checkout.cache.js';
import { type ResolvedOccurrence } from './checkout.occurrence.js';
import { type PricedLine, type SaleEvent } from './checkout.pricing.js';
import * as repo from './checkout.repository.js';
import type { OccurrenceFacts, SaleRows } from './checkout.repository.js';
import { CHECKOUT_TEXTS as T } from './checkout.texts.js';

/**
 * What is on sale (decisions 014, 024): the sale event as the rows make it now (refusals for an
 * event that does not sell here), a short-lived copy of it for a sale's opening second, the date's
 * inventory rows made when missing, and the notes of what the database last said was sold out.
 * Every stage reads the sale here; places that come back drop the notes (placesReturned).
 */

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
export async function ensureInventoryRows(
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
 * sells, so a remembered id stays right; a date cancelled since is refused by `checkout_hold_request`.
 */
const occurrenceRows = new TtlCache<OccurrenceFacts>(60_000);

export function knownInventoryRows(db: Db, sale: SaleEvent, occ: ResolvedOccurrence, lines: PricedLine[]) {
  const key = `${sale.event.id}|${occ.key}|${lines
    .map((l) => l.type.id)
    .sort((a, b) => a - b)
    .join(',')}`;
  return occurrenceRows.get(db, key, () => ensureInventoryRows(db, sale, occ, lines));
}

/** Notes of dates and ticket types the database said had no places left (checkout.cache.ts). */
export const soldOutNotes = new SoldOutNotes();

export const soldOutError = () => new AppError('sold_out', T.soldOut);
export const buyerLimitError = (cap: number | null) => new AppError('buyer_limit_exceeded', T.buyerLimit(cap));

/** This process may sell the date's places again at once (its sold-out note is dropped). */
export function placesReturned(db: Db, occurrenceId: number): void {
  soldOutNotes.clear(db, occurrenceId);
}
