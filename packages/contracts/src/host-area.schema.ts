import { z } from 'zod';
import { MAX_INT, zId, zInstant, zIsoDay } from './input.js';
import { townId } from './towns.js';
import { ORDER_SOURCES } from './complimentary.js';
import { FEE_PAYERS } from './events.js';
import {
  CHECK_IN_OFFLINE_VERSION,
  CHECK_IN_OUTCOMES,
  CHECK_IN_SYNC_OUTCOMES,
  HOST_DASHBOARD_DAYS,
  HOST_ROLES,
  type TCheckInEvent,
  type TCheckInOfflineBundle,
  type TCheckInResult,
  type TCheckInSyncResult,
  type THostAttendeePage,
  type THostOrder,
  type THostTeamMember,
  type THostDashboard,
  type THostEvent,
  type THostEventSummary,
  type THostMe,
  type THostTicketSales,
} from './host-area.js';

/**
 * Request schemas of the host area (server edge and tests). The browser checks forms with its own
 * zod-free rules and sends these shapes.
 */

const zTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 19:30');
const zText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const zOptionalText = (max: number) =>
  zText(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

export const ZHostTicketTypeInput = z.object({
  /** Present when editing an existing type. */
  id: zId.optional(),
  name: zText(60).pipe(z.string().min(1, 'is required')),
  description: zOptionalText(300),
  price: z
    .number()
    .int('must be whole shillings')
    .min(0, 'must be 0 or more')
    .max(1_000_000, 'must be at most KES 1,000,000'),
  quantity: z.number().int().min(1, 'must be at least 1').max(1_000_000).nullable().optional(),
  maxPerOrder: z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100').nullable().optional(),
  salesStartAt: zInstant.nullable().optional(),
  salesEndAt: zInstant.nullable().optional(),
  /** Stop selling this type (it stays on orders already made). */
  archived: z.boolean().optional(),
});

export const ZHostShowTimeInput = z.object({
  id: zId.optional(),
  date: zIsoDay,
  startTime: zTime,
  endTime: zTime.nullable().optional(),
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  /** Cancel this one show (its buyers are told and refunded). */
  cancelled: z.boolean().optional(),
});

/** POST /api/host/events (a draft) and PUT /api/host/events/{id}. */
export const ZHostEventInput = z.object({
  title: zText(120).pipe(z.string().min(3, 'must be at least 3 characters')),
  description: zText(20_000).default(''),
  categoryId: zId.nullable().optional(),
  subcategoryIds: z.array(zId).max(5, 'at most 5').default([]),
  eventType: z.enum(['one-off', 'recurring', 'multiple-shows']),
  timeZone: z.string().max(64).default('Africa/Nairobi'),
  startDate: zInstant.nullable().optional(),
  endDate: zInstant.nullable().optional(),
  recurringDays: z
    .array(z.enum(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']))
    .max(7)
    .default([]),
  recurringStartDate: zIsoDay.nullable().optional(),
  recurringEndDate: zIsoDay.nullable().optional(),
  recurringStartTime: zTime.nullable().optional(),
  recurringEndTime: zTime.nullable().optional(),
  showTimes: z.array(ZHostShowTimeInput).max(100).default([]),
  location: zOptionalText(120),
  // Stored as the town's id, what the listing's location filter matches; the form sends its name.
  town: zOptionalText(60)
    .refine((s) => s === null || townId(s) !== null, { message: 'Choose one of the towns in the list.' })
    .transform((s) => (s === null ? null : townId(s))),
  address: zOptionalText(200),
  latitude: z.number().min(-90).max(90).nullable().optional(),
  longitude: z.number().min(-180).max(180).nullable().optional(),
  paymentType: z.enum(['tikitis', 'external']).default('tikitis'),
  requiresReservation: z.boolean().default(false),
  externalTicketUrl: z
    .url({ protocol: /^https?$/, message: 'must be a web address starting with https://' })
    .max(2048)
    .nullable()
    .optional(),
  feePaidBy: z.enum(FEE_PAYERS).default('buyer'),
  capacity: z.number().int().min(1).max(1_000_000).nullable().optional(),
  maxTicketsPerBuyer: z.number().int().min(1).max(100).default(10),
  /** Holders may send their tickets to a friend (decision 051). */
  transfersAllowed: z.boolean().default(true),
  refundPolicy: zOptionalText(1000),
  entryConditions: zOptionalText(1000),
  ticketTypes: z.array(ZHostTicketTypeInput).max(20).default([]),
});
export type THostEventInput = z.input<typeof ZHostEventInput>;

// --- Responses (the routes declare them, so nothing unlisted leaks; `satisfies` keeps them equal
// to the zod-free types in host-area.ts) ---

const ZHostMembership = z.object({
  hostId: z.number().int(),
  vendorName: z.string(),
  logoUrl: z.string().nullable(),
  role: z.enum(HOST_ROLES),
});
export const ZHostMe = z.object({ memberships: z.array(ZHostMembership), active: ZHostMembership });
({}) as z.infer<typeof ZHostMe> satisfies THostMe;
({}) as THostMe satisfies z.infer<typeof ZHostMe>;

const zEventType = z.enum(['one-off', 'recurring', 'multiple-shows']);
const zEventStatus = z.enum(['draft', 'live', 'cancelled']);

export const ZHostEventSummary = z.object({
  id: z.number().int(),
  externalId: z.string(),
  title: z.string(),
  status: zEventStatus,
  eventType: zEventType,
  startDate: z.string().nullable(),
  imageUrl: z.string().nullable(),
  ticketsSold: z.number().int(),
  gross: z.number().int(),
  capacity: z.number().int().nullable(),
  ended: z.boolean(),
});
({}) as z.infer<typeof ZHostEventSummary> satisfies THostEventSummary;
({}) as THostEventSummary satisfies z.infer<typeof ZHostEventSummary>;

export const ZHostEvent = z.object({
  id: z.number().int(),
  externalId: z.string(),
  status: zEventStatus,
  title: z.string(),
  description: z.string(),
  categoryId: z.number().int().nullable(),
  subcategoryIds: z.array(z.number().int()),
  eventType: zEventType,
  timeZone: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  recurringDays: z.array(z.string()),
  recurringStartDate: z.string().nullable(),
  recurringEndDate: z.string().nullable(),
  recurringStartTime: z.string().nullable(),
  recurringEndTime: z.string().nullable(),
  showTimes: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      startTime: z.string(),
      endTime: z.string().nullable(),
      capacity: z.number().int().nullable(),
      cancelled: z.boolean(),
      sold: z.number().int(),
    }),
  ),
  location: z.string().nullable(),
  town: z.string().nullable(),
  address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(z.string()),
  paymentType: z.enum(['tikitis', 'external']),
  requiresReservation: z.boolean(),
  externalTicketUrl: z.string().nullable(),
  feePaidBy: z.enum(FEE_PAYERS),
  capacity: z.number().int().nullable(),
  maxTicketsPerBuyer: z.number().int(),
  transfersAllowed: z.boolean(),
  refundPolicy: z.string().nullable(),
  entryConditions: z.string().nullable(),
  ticketTypes: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      description: z.string().nullable(),
      price: z.number().int(),
      quantity: z.number().int().nullable(),
      maxPerOrder: z.number().int().nullable(),
      salesStartAt: z.string().nullable(),
      salesEndAt: z.string().nullable(),
      archived: z.boolean(),
      sold: z.number().int(),
    }),
  ),
  publishProblems: z.array(z.string()),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
});
({}) as z.infer<typeof ZHostEvent> satisfies THostEvent;
({}) as THostEvent satisfies z.infer<typeof ZHostEvent>;

export const ZHostTicketSales = z.object({
  eventId: z.number().int(),
  occurrences: z.array(
    z.object({
      key: z.string(),
      date: z.string().nullable(),
      startsAt: z.string().nullable(),
      capacity: z.number().int().nullable(),
      ticketTypes: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          sold: z.number().int(),
          held: z.number().int(),
          available: z.number().int().nullable(),
        }),
      ),
    }),
  ),
});
({}) as z.infer<typeof ZHostTicketSales> satisfies THostTicketSales;
({}) as THostTicketSales satisfies z.infer<typeof ZHostTicketSales>;

export const ZHostDashboard = z.object({
  ticketsSold: z.number().int(),
  gross: z.number().int(),
  net: z.number().int(),
  fees: z.number().int(),
  refunds: z.number().int(),
  pageViews: z.number().int(),
  conversionRate: z.number(),
  salesByDay: z.array(z.object({ day: z.string(), tickets: z.number().int(), gross: z.number().int() })),
  upcomingEvents: z.array(ZHostEventSummary),
  latestOrders: z.array(
    z.object({
      reference: z.string(),
      buyerName: z.string(),
      eventTitle: z.string(),
      tickets: z.number().int(),
      total: z.number().int(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
({}) as z.infer<typeof ZHostDashboard> satisfies THostDashboard;
({}) as THostDashboard satisfies z.infer<typeof ZHostDashboard>;

/** GET /api/host/dashboard query. */
export const ZHostDashboardQuery = z.object({
  days: z.coerce.number().int().min(1).max(HOST_DASHBOARD_DAYS.max).default(HOST_DASHBOARD_DAYS.default),
});

/** The `:eventId` of /api/host/events/{eventId}/… */
export const ZHostEventParams = z.object({ eventId: z.coerce.number().int().positive().max(MAX_INT) });

// --- Slice 2: attendees and orders, team, check-in ---------------------------------------------

const zQueryText = (max: number) => z.string().trim().max(max).optional();
const zOptionalEventId = z.coerce.number().int().positive().max(MAX_INT).optional();
const zBoolQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/host/attendees query. */
export const ZHostAttendeesQuery = z.object({
  eventId: zOptionalEventId,
  q: zQueryText(100),
  /** valid: tickets that admit; void: refunded or cancelled. */
  status: z.enum(['valid', 'void']).optional(),
  checkedIn: zBoolQuery.optional(),
  ticketTypeId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/host/attendees.csv query. */
export const ZHostAttendeesCsvQuery = z.object({ eventId: zOptionalEventId });

export const ZHostAttendeePage = z.object({
  items: z.array(
    z.object({
      ticketId: z.number().int(),
      code: z.string(),
      ticketTypeName: z.string(),
      attendeeName: z.string().nullable(),
      attendeeEmail: z.string().nullable(),
      orderReference: z.string(),
      orderStatus: z.string(),
      ticketStatus: z.enum(['valid', 'void']),
      eventId: z.number().int(),
      eventTitle: z.string(),
      occurrenceStartsAt: z.string().nullable(),
      checkedInAt: z.string().nullable(),
      checkedInByName: z.string().nullable(),
      orderSource: z.enum(ORDER_SOURCES),
      reissued: z.boolean().optional(),
      history: z
        .array(z.object({ at: z.string(), fromName: z.string().nullable(), toName: z.string().nullable() }))
        .optional(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
({}) as z.infer<typeof ZHostAttendeePage> satisfies THostAttendeePage;
({}) as THostAttendeePage satisfies z.infer<typeof ZHostAttendeePage>;

/** GET /api/host/orders query. */
export const ZHostOrdersQuery = z.object({ eventId: zOptionalEventId, q: zQueryText(100) });

export const ZHostOrder = z.object({
  reference: z.string(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  status: z.string(),
  total: z.number().int(),
  tickets: z.number().int(),
  createdAt: z.string(),
  refundable: z.boolean(),
  refunded: z.number().int(),
  refundAmount: z.number().int(),
  source: z.enum(ORDER_SOURCES),
  issuedByName: z.string().nullable(),
  revocable: z.boolean(),
});
({}) as z.infer<typeof ZHostOrder> satisfies THostOrder;
({}) as THostOrder satisfies z.infer<typeof ZHostOrder>;

/** The `:reference` of /api/host/orders/{reference}/… */
export const ZHostOrderParams = z.object({
  reference: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'is not an order reference'),
});

export const ZHostTeamMember = z.object({
  id: z.number().int().nullable(),
  name: z.string().nullable(),
  email: z.string(),
  role: z.enum(HOST_ROLES),
  status: z.enum(['invited', 'active']),
  eventIds: z.array(z.number().int()),
  invitedAt: z.string().nullable(),
  joinedAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
({}) as z.infer<typeof ZHostTeamMember> satisfies THostTeamMember;
({}) as THostTeamMember satisfies z.infer<typeof ZHostTeamMember>;

/** Roles an owner may give (there is one owner: the host's own account). */
const zGivenRole = z.enum(['manager', 'scanner']);

/** POST /api/host/team/invitations. */
export const ZHostInvitationInput = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ message: 'must be an email address' }).max(254)),
  role: zGivenRole,
  /** A scanner limited to these events (ignored for a manager); empty: every event. */
  eventIds: z.array(zId).max(100).default([]),
});
export type THostInvitationInput = z.input<typeof ZHostInvitationInput>;

/** PATCH /api/host/team/{memberId}. */
export const ZHostTeamMemberUpdate = z.object({
  role: zGivenRole,
  eventIds: z.array(zId).max(100).default([]),
});

export const ZHostTeamMemberParams = z.object({ memberId: z.coerce.number().int().positive().max(MAX_INT) });

/** POST /api/host/team/join. */
export const ZHostJoinInput = z.object({
  token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not an invitation'),
});

/** POST /api/host/check-in: a scanned QR payload or a typed code, for one event (and date). */
export const ZCheckInInput = z
  .object({
    payload: z.string().trim().max(512).optional(),
    code: z.string().trim().max(64).optional(),
    eventId: zId,
    occurrenceKey: z.string().trim().max(40).optional(),
  })
  .refine((v) => Boolean(v.payload) !== Boolean(v.code), { message: 'give either payload or code', path: ['code'] });

export const ZCheckInResult = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  ticket: z.object({ code: z.string(), ticketTypeName: z.string(), attendeeName: z.string().nullable() }).optional(),
  checkedInAt: z.string().optional(),
  checkedInBy: z.string().nullable().optional(),
});
({}) as z.infer<typeof ZCheckInResult> satisfies TCheckInResult;
({}) as TCheckInResult satisfies z.infer<typeof ZCheckInResult>;

const ZCheckInOccurrence = z.object({
  key: z.string(),
  occurrenceId: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});

export const ZCheckInEvent = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string().nullable(),
  location: z.string().nullable(),
  occurrences: z.array(ZCheckInOccurrence),
  ticketsTotal: z.number().int(),
  checkedIn: z.number().int(),
});
({}) as z.infer<typeof ZCheckInEvent> satisfies TCheckInEvent;
({}) as TCheckInEvent satisfies z.infer<typeof ZCheckInEvent>;

export const ZCheckInOfflineBundle = z.object({
  version: z.literal(CHECK_IN_OFFLINE_VERSION),
  eventId: z.number().int(),
  occurrences: z.array(ZCheckInOccurrence),
  publicKey: z.string(),
  tickets: z.array(
    z.object({
      codeHash: z.string(),
      shownCode: z.string(),
      occurrenceId: z.number().int(),
      ticketTypeName: z.string(),
      holderName: z.string().nullable(),
      status: z.enum(['valid', 'refunded', 'cancelled', 'reissued']),
      checkedInAt: z.string().nullable(),
    }),
  ),
  generatedAt: z.string(),
  wipeAfter: z.string().nullable(),
});
({}) as z.infer<typeof ZCheckInOfflineBundle> satisfies TCheckInOfflineBundle;
({}) as TCheckInOfflineBundle satisfies z.infer<typeof ZCheckInOfflineBundle>;

/**
 * POST /api/host/check-in/sync: scans a device made with no network, in any order. Each carries
 * the QR payload it admitted (its signature is checked again); a bare `code` is taken only from an
 * owner or a manager (lists made before version 2 queued codes); an `smsCode` only comes from a
 * door that queued typed SMS codes before decision 036, and is looked up under the same limit of
 * wrong codes as one typed online.
 */
export const ZCheckInSyncInput = z.object({
  eventId: zId,
  scans: z
    .array(
      z
        .object({
          payload: z.string().trim().min(1).max(512).optional(),
          code: z.string().trim().min(1).max(64).optional(),
          smsCode: z.string().trim().min(1).max(32).optional(),
          scannedAt: zInstant,
          deviceId: z.string().trim().min(1).max(64),
        })
        .refine((v) => [v.payload, v.code, v.smsCode].filter(Boolean).length === 1, {
          message: 'give one of payload, code or smsCode',
          path: ['payload'],
        }),
    )
    .min(1)
    .max(2000),
});

export const ZCheckInSyncResult = z.object({
  results: z.array(
    z.object({
      code: z.string(),
      outcome: z.enum(CHECK_IN_SYNC_OUTCOMES),
      firstCheckedInAt: z.string().nullable(),
    }),
  ),
});
({}) as z.infer<typeof ZCheckInSyncResult> satisfies TCheckInSyncResult;
({}) as TCheckInSyncResult satisfies z.infer<typeof ZCheckInSyncResult>;
