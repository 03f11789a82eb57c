/**
 * Complimentary (guest-list) tickets a host gives (issue 9, item 3): the order they make is
 * reserved, totals 0, takes places like any other order and earns nothing. Zod-free (the browser
 * reads these); the request schemas are in complimentary.schema.ts.
 */

/** Guest tickets one request may give. */
export const COMPLIMENTARY_MAX_QUANTITY = 50;

/** The request header carrying the client's key for one submit (a retried submit sends the same one). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Where an order came from: a buyer's checkout, or a host's guest list. */
export const ORDER_SOURCES = ['checkout', 'complimentary'] as const;
export type TOrderSource = (typeof ORDER_SOURCES)[number];

/** POST /api/host/events/{id}/complimentary. */
export interface TComplimentaryRequest {
  ticketTypeId: number;
  /** A recurring event's date ('YYYY-MM-DD'), as checkout takes it. */
  selectedDate?: string | null;
  /** A multiple-shows event's show, as checkout takes it. */
  selectedShowTimeId?: number | null;
  quantity: number;
  /** The guest's name and email: the tickets are mailed there. */
  name: string;
  email: string;
}

/** GET /api/host/events/{id}/complimentary: what the host can give for one event, now. */
export interface TComplimentaryOptions {
  eventId: number;
  eventTitle: string;
  eventType: 'one-off' | 'multiple-shows' | 'recurring';
  timeZone: string;
  /** Why no guest tickets can be given (a draft, an external seller, cancelled); null when they can. */
  unavailable: string | null;
  /** Dates or shows still ahead and not cancelled, soonest first (the dates checkout sells). */
  occurrences: {
    key: string;
    date: string | null;
    showTimeId: number | null;
    startsAt: string | null;
    /** Places left on the date across ticket types; null: no date-wide limit. */
    placesLeft: number | null;
    /** Ticket types that are not archived (their sales windows do not apply to guest tickets). */
    ticketTypes: { id: number; name: string; price: number; placesLeft: number | null }[];
  }[];
}
