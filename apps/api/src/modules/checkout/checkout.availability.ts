import { and, eq } from 'drizzle-orm';
import { FREE_ADMISSION_TICKET, type TAvailability, type TicketSaleState } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { inventory, occurrences } from '../../db/schema/index.js';
import { loadSaleEvent } from './checkout.sale.js';
import { upcomingOccurrences, type SaleLimit } from './checkout.occurrence.js';

/**
 * Places left per date and ticket type, for the ticket dialog and the free reservation page
 * (the dates a buyer may pick: until each starts), or, with `limit` 'host', for a host's guest
 * tickets (until each date ends). A date nobody has bought for yet has no rows: everything is
 * free. Answers are kept for AVAILABILITY_TTL_MS per event in this process (a sale's opening
 * minute asks thousands of times); the hold itself is always decided by the database, never by
 * these counts.
 */
export const AVAILABILITY_TTL_MS = 2000;

const cache = new Map<number | string, { at: number; value: Promise<TAvailability> }>();

export function eventAvailability(
  db: Db,
  ref: number | string,
  now: Date = new Date(),
  limit: SaleLimit = 'buyer',
): Promise<TAvailability> {
  const key = limit === 'buyer' ? ref : `host:${ref}`;
  const hit = cache.get(key);
  if (hit && now.getTime() - hit.at < AVAILABILITY_TTL_MS) return hit.value;
  const value = readAvailability(db, ref, now, limit);
  cache.set(key, { at: now.getTime(), value });
  value.catch(() => cache.delete(key));
  if (cache.size > 5000) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * The same answer read from the database now, never from the cache: for a decision a person
 * acts on that must see the last sale (joining a waiting list right after the last place went).
 */
export const freshEventAvailability = (
  db: Db,
  ref: number | string,
  now: Date = new Date(),
  limit: SaleLimit = 'buyer',
): Promise<TAvailability> => readAvailability(db, ref, now, limit);

/** Forgets cached answers (tests; a host changing capacities). */
export const clearAvailabilityCache = () => cache.clear();

async function readAvailability(db: Db, ref: number | string, now: Date, limit: SaleLimit): Promise<TAvailability> {
  const sale = await loadSaleEvent(db, ref, now);
  const eventId = sale.event.id;
  const rows = await db
    .select({
      key: occurrences.occurrenceKey,
      capacity: occurrences.capacity,
      held: occurrences.held,
      sold: occurrences.sold,
      cancelledAt: occurrences.cancelledAt,
      id: occurrences.id,
    })
    .from(occurrences)
    .where(eq(occurrences.eventId, eventId));
  const inv = await db
    .select({
      ticketTypeId: inventory.ticketTypeId,
      occurrenceId: inventory.occurrenceId,
      capacity: inventory.capacity,
      held: inventory.held,
      sold: inventory.sold,
      // Places kept for the waiting list count as taken, as in the hold (decision 050).
      waiting: inventory.waiting,
    })
    .from(inventory)
    .innerJoin(occurrences, and(eq(occurrences.id, inventory.occurrenceId), eq(occurrences.eventId, eventId)));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const invBy = new Map(inv.map((r) => [`${r.occurrenceId}:${r.ticketTypeId}`, r]));
  const visible = sale.types.filter((t) => !t.implicit);
  const shown = visible.length ? visible : sale.types.filter((t) => t.implicit);
  const left = (capacity: number | null, taken: number) => (capacity === null ? null : Math.max(capacity - taken, 0));
  const min = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));

  return {
    eventId,
    asOf: now.toISOString(),
    occurrences: upcomingOccurrences(sale.event, now, limit)
      .map((o) => {
        const row = byKey.get(o.key);
        if (row?.cancelledAt) return null;
        const dateCapacity =
          row?.capacity ??
          (o.showTimeId !== null ? (sale.showCapacity.get(o.showTimeId) ?? sale.capacity) : sale.capacity);
        const dateLeft = left(row ? row.capacity : dateCapacity, row ? row.held + row.sold : 0);
        return {
          key: o.key,
          date: o.date,
          showTimeId: o.showTimeId,
          startsAt: o.startsAt?.toISOString() ?? null,
          placesLeft: dateLeft,
          ticketTypes: shown.map((t) => {
            const r = row ? invBy.get(`${row.id}:${t.id}`) : undefined;
            const placesLeft = min(left(r ? r.capacity : t.quantity, r ? r.held + r.sold + r.waiting : 0), dateLeft);
            let state: TicketSaleState = 'on_sale';
            if (t.salesStartAt && t.salesStartAt.getTime() > now.getTime()) state = 'not_started';
            else if (t.salesEndAt && t.salesEndAt.getTime() <= now.getTime()) state = 'ended';
            else if (placesLeft === 0) state = 'sold_out';
            return { id: t.implicit ? FREE_ADMISSION_TICKET.id : t.id, placesLeft, state };
          }),
        };
      })
      .filter((o) => o !== null),
  };
}
