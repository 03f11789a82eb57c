import { availableQuantity } from '@tribe/contracts/availability';
import {
  FEW_PLACES_LEFT,
  occurrenceKeyOf,
  type TAvailability,
  type TCheckoutData,
  type TicketSaleState,
} from '@tribe/contracts/checkout';
import type { TFreeReservationRequest } from '@tribe/contracts/checkout.schema';
import type { TEvent } from '@tribe/contracts';
import { cleanBuyer, type TBuyerInput } from '../lib/buyer';
import { checkoutProblem } from '../lib/errors';
import { FR } from './texts';

/**
 * The free reservation page's rules, apart from the screen: which dates it offers, how many
 * spots each row allows, what it sends and what a refusal says.
 */

/** Most spots of one type in one reservation when the host set no per-order limit. */
export const DEFAULT_MAX_PER_ORDER = 10;

/** A date the page offers: the same shape as the event page's date options (the route passes those in). */
export interface TReservationDate {
  key: string;
  /** What the API takes as selectedDate ('YYYY-MM-DD', or the start instant for a one-off event). */
  selectedDate: string | null;
  showTimeId: number | null;
  dateLabel: string;
  timeLabel: string;
}

/** The date the visitor chose on the event page, else the first one offered (it may have passed since). */
export function initialDateKey(
  dates: readonly TReservationDate[],
  details: TCheckoutData['eventDetails'],
): string | null {
  const byShow =
    details.selectedShowTimeId !== null ? dates.find((d) => d.showTimeId === details.selectedShowTimeId) : undefined;
  const day = details.selectedDate?.slice(0, 10);
  const byDay =
    day && details.selectedShowTimeId === null ? dates.find((d) => d.selectedDate?.slice(0, 10) === day) : undefined;
  return (byShow ?? byDay ?? dates[0])?.key ?? null;
}

export interface TReservationRow {
  id: number;
  name: string;
  /** Most spots this row allows now (type capacity or 100, the per-order limit, places left). */
  cap: number;
  /** 'Sold out', 'Only 3 left', ... or null. */
  note: string | null;
  unavailable: boolean;
}

function stateNote(state: TicketSaleState, placesLeft: number | null): { note: string | null; unavailable: boolean } {
  if (state === 'sold_out' || (state === 'on_sale' && placesLeft === 0)) return { note: FR.soldOut, unavailable: true };
  if (state === 'not_started') return { note: FR.notStarted, unavailable: true };
  if (state === 'ended') return { note: FR.ended, unavailable: true };
  if (placesLeft !== null && placesLeft < FEW_PLACES_LEFT) return { note: FR.fewLeft(placesLeft), unavailable: false };
  return { note: null, unavailable: false };
}

/**
 * One row per stored ticket (the free flow stores one of each type, or 'Free Admission' id 1).
 * Its cap is the smallest of: the type's quantity (100 when unset, the dialog's rule), its
 * per-order limit (10 when unset) and the places left on the chosen date when known.
 */
export function reservationRows(
  checkout: TCheckoutData,
  event: Pick<TEvent, 'eventType' | 'ticketTypes'>,
  date: Pick<TReservationDate, 'selectedDate' | 'showTimeId'> | null,
  availability: TAvailability | null | undefined,
): TReservationRow[] {
  const key = date ? occurrenceKeyOf(event.eventType, date.selectedDate, date.showTimeId) : null;
  const occurrence = key ? availability?.occurrences.find((o) => o.key === key) : undefined;
  return checkout.selectedTickets.map((t) => {
    const type = event.ticketTypes.find((x) => x.id === t.id);
    let cap = Math.min(availableQuantity(type ?? {}), type?.maxPerOrder ?? DEFAULT_MAX_PER_ORDER);
    const places = occurrence?.ticketTypes.find((x) => x.id === t.id);
    if (!places) return { id: t.id, name: type?.name ?? t.name, cap, note: null, unavailable: false };
    const { note, unavailable } = stateNote(places.state, places.placesLeft);
    if (unavailable) cap = 0;
    else if (places.placesLeft !== null) cap = Math.min(cap, places.placesLeft);
    return { id: t.id, name: type?.name ?? t.name, cap: Math.max(0, cap), note, unavailable };
  });
}

/** The quantity a row shows and sends: what was picked, never above what it allows now. */
export const effectiveQuantity = (row: TReservationRow, picked: Record<number, number>): number =>
  Math.max(0, Math.min(picked[row.id] ?? 0, row.cap));

/** The body of POST /api/checkout/free-reservations; the phone is left out when not given. */
export function reservationRequest(options: {
  eventId: number;
  date: Pick<TReservationDate, 'selectedDate' | 'showTimeId'>;
  lines: readonly { id: number; quantity: number }[];
  buyer: TBuyerInput;
  idempotencyKey: string;
}): TFreeReservationRequest {
  const buyer = cleanBuyer(options.buyer);
  return {
    eventId: options.eventId,
    selectedDate: options.date.selectedDate,
    selectedShowTimeId: options.date.showTimeId,
    tickets: options.lines
      .filter((l) => l.quantity > 0)
      .map((l) => ({ ticketTypeId: l.id, quantity: l.quantity, price: 0 })),
    buyer: { name: buyer.name, email: buyer.email, ...(buyer.phone ? { phone: buyer.phone } : {}) },
    idempotencyKey: options.idempotencyKey,
  };
}

export interface TReservationProblem {
  /** The API's code, 'network', 'validation_failed' or 'unknown'. */
  key: string;
  message: string;
  fields: Record<string, string>;
}

/** What a failed reservation says, by the API's code (the page's own words where a reservation differs from a purchase). */
export function reservationProblem(err: unknown): TReservationProblem {
  const problem = checkoutProblem(err);
  const own = (FR.errors as Record<string, string>)[problem.key];
  if (problem.key === 'validation_failed' && Object.keys(problem.fields).length === 0)
    return { key: problem.key, message: problem.message, fields: {} };
  return { key: problem.key, message: own ?? problem.message, fields: problem.fields };
}
