/**
 * Cancelling a whole event or one of its dates (issue 9, "Cancelling"): what the owner sees before
 * confirming, and the cancellation's progress while its buyers are refunded and told. Plain
 * TypeScript for the browser; the request schemas are in cancellation.schema.ts.
 */

/** running: orders are being worked through; then completed, or completed_with_errors (some failed). */
export const EVENT_CANCELLATION_STATUSES = ['running', 'completed', 'completed_with_errors'] as const;
export type TEventCancellationStatus = (typeof EVENT_CANCELLATION_STATUSES)[number];

/** The host's message to buyers, quoted in their mail. */
export const CANCELLATION_MESSAGE_MAX = 1000;

/** How often the progress view asks again while a cancellation runs. */
export const CANCELLATION_POLL_MS = 2000;

/**
 * A date's key as the API takes it: 'show:<id>' for one show, 'YYYY-MM-DD' for one date of a
 * recurring event (the occurrence keys of docs/data-model.md). A one-off event has one date:
 * it is cancelled whole.
 */
export const CANCELLATION_DATE_KEY = /^(show:[1-9]\d{0,9}|\d{4}-\d{2}-\d{2})$/;

/** One order the job gave up on, for the owner to see and retry. */
export interface TEventCancellationFailure {
  orderReference: string;
  buyerName: string;
  /** Why, in words. */
  error: string;
}

/** POST/GET /api/host/events/{id}/cancellations: one cancellation and how far it got. */
export interface TEventCancellation {
  id: number;
  eventId: number;
  /** The event's time zone, for showing the date and times. */
  timeZone: string;
  /** The whole event, or one date or show. */
  scope: 'event' | 'date';
  /** The date's key (scope 'date'), else null. */
  occurrenceKey: string | null;
  /** When the cancelled date or show was to start (scope 'date'). */
  startsAt: string | null;
  message: string | null;
  status: TEventCancellationStatus;
  /** Orders to release, cancel or refund, and mail. */
  ordersTotal: number;
  ordersDone: number;
  ordersFailed: number;
  createdAt: string;
  finishedAt: string | null;
  /** The orders that failed (at most 50), newest attempt first. */
  failures: TEventCancellationFailure[];
}

/** What cancelling would do to the orders of the event or of one date. */
export interface TCancellationImpact {
  /** Paid orders, each refunded in full (fee included). */
  paidOrders: number;
  /** Whole KES going back to buyers. */
  refundTotal: number;
  /** Free reservations (and guest tickets), cancelled. */
  reservations: number;
  /** Holds of buyers paying right now, released. */
  holds: number;
  /** Tickets that stop admitting (paid and reserved). */
  tickets: number;
}

/** One date or show the owner may cancel on its own. */
export interface TCancellableDate {
  key: string;
  /** 'YYYY-MM-DD' in the event's zone. */
  date: string | null;
  startsAt: string | null;
  /** Cancelled already (by a cancellation or, with no sales, in the form). */
  cancelled: boolean;
  impact: TCancellationImpact;
}

/** GET /api/host/events/{id}/cancellations/preview: what the confirm dialog says. */
export interface TCancellationPreview {
  eventId: number;
  timeZone: string;
  eventType: 'one-off' | 'recurring' | 'multiple-shows';
  /** Whether the whole event may be cancelled now (live, not over, not cancelled already). */
  canCancelEvent: boolean;
  /** Whole event: the orders of every date not over yet. */
  event: TCancellationImpact;
  /** Shows, or recurring dates that are ahead (with sales first): each may be cancelled alone. */
  dates: TCancellableDate[];
}

/** Stable error codes of cancelling (the client branches on these, never on the message). */
export const CANCELLATION_ERROR_CODES = [
  'forbidden',
  'event_not_found',
  'occurrence_not_found',
  'validation_failed',
  'cancellation_not_allowed',
  'cancellation_not_found',
] as const;
export type TCancellationErrorCode = (typeof CANCELLATION_ERROR_CODES)[number];
