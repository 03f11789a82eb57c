import { z } from 'zod';
import { zEventKey, zText } from './input.js';
import { ZPublicReview, ZRatingSummary } from './reviews.schema.js';

/**
 * The public shape of an event, as `GET /api/events` and `GET /api/events/{id}` return it.
 * Field names follow the product spec (section 3) exactly; a few extra fields
 * (`town`, `timeZone`, `clicks`, `aliasCode`, `featured`) serve features the spec leaves open.
 *
 * Dates: `startDate`/`endDate` are ISO-8601 instants (UTC, `Z`). Show-time `date` and the
 * recurring dates are calendar dates (`YYYY-MM-DD`) and times are wall-clock `HH:MM`, both in the
 * event's `timeZone` (default Africa/Nairobi).
 * Money: whole Kenyan shillings as integers, never floats.
 */

export const EVENT_TYPES = ['one-off', 'recurring', 'multiple-shows'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const EVENT_STATUSES = ['draft', 'live', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** `tikitis`: tickets sold on this product (the spec's "{product}s"); `external`: another seller. */
export const PAYMENT_TYPES = ['tikitis', 'external'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** Who pays the service fee: the buyer on top of the price, or the host out of it. */
export const FEE_PAYERS = ['buyer', 'host'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

export const ZNamed = z.object({ id: z.number().int(), name: z.string() });
export type TNamed = z.infer<typeof ZNamed>;

export const ZShowTime = z.object({
  id: z.number().int(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
});
export type TShowTime = z.infer<typeof ZShowTime>;

export const ZTicketType = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  description: z.string().nullable(),
  /** Capacity per date or show; null means not limited. */
  quantity: z.number().int().nullable(),
  /** Most of this type in one order; null: the dialog's default cap (availableQuantity). */
  maxPerOrder: z.number().int().nullable(),
  /** Sales window (ISO instants); null: open from publication, until the date starts. */
  salesStartAt: z.string().nullable(),
  salesEndAt: z.string().nullable(),
});
export type TTicketType = z.infer<typeof ZTicketType>;

export const ZEvent = z.object({
  id: z.number().int(),
  externalId: z.string(),
  aliasCode: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  category: ZNamed.nullable(),
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  subcategory: ZNamed.nullable(),
  subcategoryId: z.number().int().nullable(),
  subcategories: z.array(ZNamed),
  /**
   * The catalogue's names in Kiswahili, beside the English ones above (which stay as they are):
   * the category's, null when it has none; each of the event's types' (`subcategory` and
   * `subcategories`) by id, null when it has none. The web shows them to people who chose Kiswahili.
   */
  categoryNameSw: z.string().nullable(),
  subcategoryNamesSw: z.record(z.string(), z.string().nullable()),
  location: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  views: z.number().int(),
  clicks: z.number().int(),
  featured: z.boolean(),
  status: z.enum(EVENT_STATUSES),
  eventType: z.enum(EVENT_TYPES),
  timeZone: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  showTimes: z.array(ZShowTime),
  nextShowDate: z.string().nullable(),
  recurringDays: z.array(z.string()),
  recurringStartDate: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  recurringStartTime: z.string().nullable(),
  recurringEndTime: z.string().nullable(),
  requiresReservation: z.boolean(),
  /** `verified`: an admin checked who the host is (docs/admin.md "Hosts"); the page shows a badge. */
  host: z.object({ id: z.number().int(), vendorName: z.string(), verified: z.boolean() }).nullable(),
  isFreeEvent: z.boolean(),
  paymentType: z.enum(PAYMENT_TYPES),
  externalTicketUrl: z.string().nullable(),
  ticketTypes: z.array(ZTicketType),
  /** Who pays the service fee: 'buyer' (added at checkout) or 'host' (taken from the price). */
  feePaidBy: z.enum(FEE_PAYERS),
  /** Tickets one buyer may have for this event across orders. */
  maxTicketsPerBuyer: z.number().int(),
  minTicketPrice: z.number().int().nullable(),
  price: z.number().int(),
  /**
   * The host's refund terms and conditions of entry, shown to buyers before they pay. Only
   * `GET /api/events/{id}` carries them (the listing leaves them out); null when not set.
   */
  refundPolicy: z.string().nullable().optional(),
  entryConditions: z.string().nullable().optional(),
  /**
   * Reviews (issue 9), on GET /api/events/{id} only: the event's average of submitted ratings
   * (one decimal) and their count, null before the first; the host's across all their events;
   * the latest few with a comment, newest first, with the host's replies.
   */
  rating: ZRatingSummary.nullable().optional(),
  hostRating: ZRatingSummary.nullable().optional(),
  latestReviews: z.array(ZPublicReview).optional(),
  /** GET /api/events/{id} only: true when an admin took the event down (docs/admin.md); nothing sells. */
  unpublished: z.boolean().optional(),
  /**
   * GET /api/events/{id} only: true when an admin suspended the event's host (docs/admin.md); the
   * event is out of every list and nothing sells (checkout answers `host_sales_suspended`).
   */
  salesSuspended: z.boolean().optional(),
});
export type TEvent = z.infer<typeof ZEvent>;

export const ZEventImage = z.object({ imageUrl: z.string() });
export type TEventImage = z.infer<typeof ZEventImage>;

/** `nameSw`: the name in Kiswahili, null when an admin has not given one (then `name` shows). */
export const ZCategory = ZNamed.extend({ nameSw: z.string().nullable() });
export type TCategory = z.infer<typeof ZCategory>;
export const ZSubcategory = ZNamed.extend({ categoryId: z.number().int(), nameSw: z.string().nullable() });
export type TSubcategory = z.infer<typeof ZSubcategory>;

/** Path parameter naming one event: `/api/events/{id}` and `/api/events/{id}/images`. */
export const ZEventKeyParams = z.object({ id: zEventKey });

/** An event in a request body: its numeric id, or the same keys a path accepts. */
export const ZEventRef = z.union([z.number().int().positive().max(2_147_483_647), zEventKey], {
  error: 'must be a positive event id, or an event slug or code',
});

/** Body of `POST /api/events/track-view`. */
export const ZTrackViewRequest = z.object({
  eventId: ZEventRef,
  source: zText(64)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'must not be empty'))
    .default('event_details_page'),
  referrer: zText(2048).nullable().optional(),
});
export type TTrackViewRequest = z.infer<typeof ZTrackViewRequest>;

export const CLICK_TYPES = ['get_tickets_button', 'external_ticket_button'] as const;

/** Body of `POST /api/events/track-click`. */
export const ZTrackClickRequest = z.object({
  eventId: ZEventRef,
  clickType: z.enum(CLICK_TYPES),
  referrer: zText(2048).nullable().optional(),
});
export type TTrackClickRequest = z.infer<typeof ZTrackClickRequest>;

export const ZConfigResponse = z.object({
  posthogApiKey: z.string().nullable(),
  posthogHost: z.string().nullable(),
  googleMapsApiKey: z.string().nullable(),
  publicUrl: z.string(),
  paystackPublicKey: z.string().nullable(),
  googleSignIn: z.boolean(),
});
export type TConfigResponse = z.infer<typeof ZConfigResponse>;

/** Every JSON error the API sends. `code` is stable; clients branch on it, never on `message`. */
export const ZErrorResponse = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  error: z.string(),
  message: z.string(),
  /**
   * On 429: seconds until the request may be made again (also the Retry-After header). On
   * `phone_unproven`: seconds until another code may be sent to the phone.
   */
  retryAfter: z.number().int().optional(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;
