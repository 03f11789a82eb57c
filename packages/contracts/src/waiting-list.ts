import { z } from 'zod';
import { zEmail, zKenyanPhone, zPersonName } from './auth.js';
import { zIdempotencyKey, zSelectedDate } from './checkout.schema.js';
import { ZEventRef } from './events.js';
import { LOCALES } from './locale.js';

/**
 * The waiting list for a sold-out ticket type and date, and its offers (issue 27, decision 050).
 * An entry is `waiting` in line, `offered` while an offer (a held order) waits for payment, then
 * `taken` (paid) or `lapsed` (the offer ran out, or the fan could not be offered); `left` when the
 * fan left (or the host removed them).
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'taken', 'lapsed', 'left'] as const;
export type TWaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * A returned ticket's states (decision 054): `listed` (valid and the holder's, waiting for a fan),
 * `offered` (a fan's offer holds its place), `sold` (the fan paid: the ticket is void and the
 * returner refunded), `withdrawn` (taken back by the holder, or checked in, refunded or
 * cancelled) and `given_back` (unsold when the date started).
 */
export const TICKET_RETURN_STATUSES = ['listed', 'offered', 'sold', 'withdrawn', 'given_back'] as const;
export type TTicketReturnStatus = (typeof TICKET_RETURN_STATUSES)[number];

/** The fee a host may keep on a resold ticket, in percent of its face value. */
export const RESALE_FEE_PERCENT = { min: 0, max: 20, default: 0 } as const;

/** Stable error codes of returns (the client branches on these, never on the message). */
export const TICKET_RETURN_ERROR_CODES = [
  'resale_off',
  'ticket_not_returnable',
  'return_not_found',
  'return_not_open',
] as const;

/** POST /api/tickets/returns: return some of one's tickets of one date to its waiting list. */
export const ZReturnTicketsRequest = z.object({
  ticketIds: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, 'pick at least one ticket')
    .max(10, 'return at most 10 tickets at once'),
});
export const ZReturnIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** One returned ticket as its holder sees it (My tickets) and the host's list. */
export const ZTicketReturn = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  status: z.enum(TICKET_RETURN_STATUSES),
  /** What the holder gets back when it sells (face value less the host's fee), KES. */
  refundAmount: z.number().int(),
  createdAt: z.string(),
  soldAt: z.string().nullable(),
});
export type TTicketReturn = z.infer<typeof ZTicketReturn>;
export const ZTicketReturns = z.object({ returns: z.array(ZTicketReturn) });

/** Whether an event has a waiting list: the host's choice, else on for paid events and off for free ones. */
export const waitingListOn = (s: { waitlistEnabled: boolean | null; paid: boolean }) => s.waitlistEnabled ?? s.paid;

/** The offer window a host may set, in minutes, and its default. */
export const OFFER_WINDOW_MINUTES = { min: 5, max: 1440, default: 30 } as const;

/** An entry's secret link token (what the join answer and the offer messages carry). */
export const zWaitlistToken = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'must be a waiting-list link token');
export const ZWaitlistTokenParams = z.object({ token: zWaitlistToken });

/** POST /api/waiting-list: join the list of one ticket type and date. */
export const ZJoinWaitlistRequest = z.object({
  eventId: ZEventRef,
  selectedDate: zSelectedDate,
  selectedShowTimeId: z.number().int().positive().nullable().optional(),
  ticketTypeId: z.number().int().positive().max(2_147_483_647),
  quantity: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'),
  /** Signed in: the account's name and email are used; these are then optional. */
  name: zPersonName.pipe(z.string().max(100)).optional(),
  email: zEmail.optional(),
  /** Needed when not signed in (the offer comes by SMS); proven by a texted code (decision 042). */
  phone: zKenyanPhone.optional().nullable(),
  /** The 6-digit code texted to `phone`, when the join was answered `phone_unproven`. */
  phoneCode: z
    .string()
    .regex(/^\d{6}$/, 'must be the 6 digits of the code')
    .optional(),
  idempotencyKey: zIdempotencyKey.optional(),
});
export type TJoinWaitlistRequest = z.infer<typeof ZJoinWaitlistRequest>;

/** One entry as its fan sees it (the join answer, GET /api/waiting-list/{token}, My tickets). */
export const ZWaitlistEntry = z.object({
  token: z.string(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 for the first in line; null once the entry is no longer waiting. */
  position: z.number().int().nullable(),
  quantity: z.number().int(),
  eventId: z.number().int(),
  eventExternalId: z.string(),
  eventName: z.string(),
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
  occurrenceKey: z.string(),
  startsAt: z.string().nullable(),
  locale: z.enum(LOCALES),
  /** While `offered`: the order to pay (its payment page) and when the offer ends. */
  offer: z.object({ orderToken: z.string(), expiresAt: z.string() }).nullable(),
  joinedAt: z.string(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

export const ZWaitlistEntries = z.object({ entries: z.array(ZWaitlistEntry) });

/** GET|PUT /api/host/events/{eventId}/waiting-list: the event's setting. */
export const ZWaitlistSettings = z.object({
  /** null: the default (on for paid events, off for free ones). */
  enabled: z.boolean().nullable(),
  /** What the default or the choice comes to. */
  effective: z.boolean(),
  offerWindowMinutes: z.number().int().min(OFFER_WINDOW_MINUTES.min).max(OFFER_WINDOW_MINUTES.max),
  /** Whether holders may return tickets of a sold-out date to the list for resale at face value. */
  resaleAllowed: z.boolean(),
  /** The host's fee on a resold ticket, percent of face value, kept from the returner's refund. */
  resaleFeePercent: z.number().int().min(RESALE_FEE_PERCENT.min).max(RESALE_FEE_PERCENT.max),
});
export const ZWaitlistSettingsUpdate = z.object({
  enabled: z.boolean().nullable().optional(),
  offerWindowMinutes: z
    .number()
    .int()
    .min(OFFER_WINDOW_MINUTES.min, `must be at least ${OFFER_WINDOW_MINUTES.min} minutes`)
    .max(OFFER_WINDOW_MINUTES.max, `must be at most ${OFFER_WINDOW_MINUTES.max} minutes`)
    .optional(),
  resaleAllowed: z.boolean().optional(),
  resaleFeePercent: z
    .number()
    .int()
    .min(RESALE_FEE_PERCENT.min, `must be at least ${RESALE_FEE_PERCENT.min} %`)
    .max(RESALE_FEE_PERCENT.max, `must be at most ${RESALE_FEE_PERCENT.max} %`)
    .optional(),
});

/** One row of the host's list. */
export const ZHostWaitlistEntry = z.object({
  id: z.number().int(),
  position: z.number().int().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  quantity: z.number().int(),
  ticketTypeId: z.number().int(),
  ticketTypeName: z.string(),
  occurrenceKey: z.string(),
  startsAt: z.string().nullable(),
  joinedAt: z.string(),
  offeredAt: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  orderReference: z.string().nullable(),
});
/** One returned ticket in the host's list. */
export const ZHostTicketReturn = z.object({
  id: z.number().int(),
  status: z.enum(TICKET_RETURN_STATUSES),
  holderName: z.string(),
  ticketTypeName: z.string(),
  occurrenceKey: z.string(),
  startsAt: z.string().nullable(),
  refundAmount: z.number().int(),
  /** The returner's order, and the fan's once offered or sold. */
  orderReference: z.string(),
  buyerOrderReference: z.string().nullable(),
  createdAt: z.string(),
  soldAt: z.string().nullable(),
});
export type THostTicketReturn = z.infer<typeof ZHostTicketReturn>;

export const ZHostWaitlist = z.object({
  settings: ZWaitlistSettings,
  returns: z.array(ZHostTicketReturn),
  counts: z.object({
    waiting: z.number().int(),
    offered: z.number().int(),
    taken: z.number().int(),
    lapsed: z.number().int(),
  }),
  entries: z.array(ZHostWaitlistEntry),
});
export type THostWaitlist = z.infer<typeof ZHostWaitlist>;
