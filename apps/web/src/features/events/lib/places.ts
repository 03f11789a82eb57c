import { FEW_PLACES_LEFT, occurrenceKeyOf, type TAvailability, type TicketSaleState } from '@tribe/contracts/checkout';
import type { TEvent } from '@tribe/contracts';
import { T } from '../texts';
import type { TDateOption } from './occurrences';

/** A ticket type's places on one date, as the availability endpoint reported them. */
export interface TTicketPlaces {
  /** null: not limited beyond the type's own cap. */
  placesLeft: number | null;
  state: TicketSaleState;
}

/**
 * The places of one ticket type on the chosen date, or null when they are not known (availability
 * not loaded or failed, no date chosen, or the date or type missing from the answer): the dialog
 * then behaves exactly as without availability.
 */
export function ticketPlaces(
  availability: TAvailability | null | undefined,
  event: Pick<TEvent, 'eventType'>,
  date: Pick<TDateOption, 'selectedDate' | 'showTimeId'> | null,
  ticketTypeId: number,
): TTicketPlaces | null {
  if (!availability || !date) return null;
  const key = occurrenceKeyOf(event.eventType, date.selectedDate, date.showTimeId);
  const occurrence = availability.occurrences.find((o) => o.key === key);
  const type = occurrence?.ticketTypes.find((t) => t.id === ticketTypeId);
  return type ? { placesLeft: type.placesLeft, state: type.state } : null;
}

/** Most of the type one may still pick on that date: 0 when not on sale, else places left (Infinity: unlimited). */
export function placesCap(places: TTicketPlaces | null): number {
  if (!places) return Infinity;
  if (places.state !== 'on_sale') return 0;
  return places.placesLeft === null ? Infinity : Math.max(0, places.placesLeft);
}

/** 'Sold out', 'Not on sale yet', 'Sales ended', 'Only N left' (below FEW_PLACES_LEFT), or null. */
export function placesNote(places: TTicketPlaces | null): { text: string; unavailable: boolean } | null {
  if (!places) return null;
  if (places.state === 'sold_out' || (places.state === 'on_sale' && places.placesLeft === 0))
    return { text: T.places.soldOut, unavailable: true };
  if (places.state === 'not_started') return { text: T.places.notStarted, unavailable: true };
  if (places.state === 'ended') return { text: T.places.ended, unavailable: true };
  if (places.placesLeft !== null && places.placesLeft < FEW_PLACES_LEFT)
    return { text: T.places.fewLeft(places.placesLeft), unavailable: false };
  return null;
}
