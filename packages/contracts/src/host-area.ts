/**
 * The host area as both sides see it (issue 9): who may do what for which host, and the shapes
 * of the host's events as they are edited. Plain TypeScript for the browser; the request
 * schemas are in host-area.schema.ts.
 */

import type { TOrderSource } from './complimentary.js';

/**
 * Team roles, one set of names in the schema, glossary, API and screens: the owner does
 * everything; a manager runs events, tickets, attendees, reviews and the dashboard but not the
 * team, settings or payouts; a scanner only checks tickets in (optionally for chosen events).
 */
export const HOST_ROLES = ['owner', 'manager', 'scanner'] as const;
export type THostRole = (typeof HOST_ROLES)[number];

/** What each role may do: the server checks these on every host route, the shell hides the rest. */
export const HOST_PERMISSIONS = {
  dashboard: ['owner', 'manager'],
  events: ['owner', 'manager'],
  attendees: ['owner', 'manager'],
  reviews: ['owner', 'manager'],
  checkIn: ['owner', 'manager', 'scanner'],
  team: ['owner'],
  /** Cancelling an event or one of its dates (refunds every buyer): the owner only. */
  cancelEvents: ['owner'],
  /** Refunding an order (money leaves the host's balance): the owner only (decision 033). */
  refunds: ['owner'],
  settings: ['owner'],
} as const satisfies Record<string, readonly THostRole[]>;
export type THostPermission = keyof typeof HOST_PERMISSIONS;

export const can = (role: THostRole, permission: THostPermission): boolean =>
  (HOST_PERMISSIONS[permission] as readonly THostRole[]).includes(role);

/** Header naming the host a request acts for, when a person is on several hosts' teams. */
export const ACTING_HOST_HEADER = 'x-host-id';
/** Local-storage key of the host the person last chose. */
export const ACTING_HOST_STORAGE_KEY = 'actingHostId';

/** GET /api/host/me: the hosts this person may act for, and the one this request acted for. */
export interface THostMembership {
  hostId: number;
  vendorName: string;
  logoUrl: string | null;
  role: THostRole;
}
export interface THostMe {
  memberships: THostMembership[];
  active: THostMembership;
}

/** An event's state as its host sees it (the public listing shows only 'live'). */
export type THostEventStatus = 'draft' | 'live' | 'cancelled';

/** A ticket type as the host edits it, with what has happened to it. */
export interface THostTicketType {
  id: number;
  name: string;
  description: string | null;
  price: number;
  /** Places per date or show; null: not limited by the type. */
  quantity: number | null;
  maxPerOrder: number | null;
  salesStartAt: string | null;
  salesEndAt: string | null;
  /** Stopped selling (kept because it has sales). */
  archived: boolean;
  /** Tickets sold (paid or reserved) across dates. */
  sold: number;
}

export interface THostShowTime {
  id: number;
  date: string;
  startTime: string;
  endTime: string | null;
  capacity: number | null;
  cancelled: boolean;
  sold: number;
}

/** GET /api/host/events/{id}: everything the event form edits, plus counts. */
export interface THostEvent {
  id: number;
  externalId: string;
  status: THostEventStatus;
  title: string;
  /** Sanitised HTML (an allow-list of formatting). */
  description: string;
  categoryId: number | null;
  subcategoryIds: number[];
  eventType: 'one-off' | 'recurring' | 'multiple-shows';
  timeZone: string;
  startDate: string | null;
  endDate: string | null;
  recurringDays: string[];
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  recurringStartTime: string | null;
  recurringEndTime: string | null;
  showTimes: THostShowTime[];
  location: string | null;
  town: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  imageUrl: string | null;
  images: string[];
  paymentType: 'tikitis' | 'external';
  requiresReservation: boolean;
  externalTicketUrl: string | null;
  feePaidBy: 'buyer' | 'host';
  capacity: number | null;
  maxTicketsPerBuyer: number;
  /** Holders may send their tickets to a friend, who gets them re-issued (decision 051). */
  transfersAllowed: boolean;
  refundPolicy: string | null;
  entryConditions: string | null;
  ticketTypes: THostTicketType[];
  /** What stops publishing, in words (empty: ready). */
  publishProblems: string[];
  publishedAt: string | null;
  updatedAt: string;
}

/** One row of GET /api/host/events. */
export interface THostEventSummary {
  id: number;
  externalId: string;
  title: string;
  status: THostEventStatus;
  eventType: THostEvent['eventType'];
  /** The next (or last) start, ISO. */
  startDate: string | null;
  imageUrl: string | null;
  ticketsSold: number;
  /** Whole KES the buyers paid (paid orders). */
  gross: number;
  /** Places across dates when limited; null when not limited. */
  capacity: number | null;
  ended: boolean;
}

/** GET /api/host/events/{id}/tickets: each ticket type's places per date or show. */
export interface THostTicketSales {
  eventId: number;
  occurrences: {
    key: string;
    date: string | null;
    startsAt: string | null;
    capacity: number | null;
    ticketTypes: { id: number; name: string; sold: number; held: number; available: number | null }[];
  }[];
}

/** Stable error codes of the host area. */
export const HOST_AREA_ERROR_CODES = [
  'forbidden',
  'event_not_found',
  'validation_failed',
  'capacity_below_sold',
  'ticket_type_has_sales',
  'dates_have_sales',
  'publish_incomplete',
] as const;
export type THostAreaErrorCode = (typeof HOST_AREA_ERROR_CODES)[number];

/** GET /api/host/dashboard?days=30: the acting host's figures over the last `days` days. */
export interface THostDashboard {
  /** Tickets sold (paid or reserved) in the period. */
  ticketsSold: number;
  /** Whole KES the buyers paid (paid orders), fees included. */
  gross: number;
  /** What the host keeps: gross less fees and refunds. */
  net: number;
  fees: number;
  refunds: number;
  /** Views of the host's event pages in the period. */
  pageViews: number;
  /** Tickets sold per page view (ticketsSold / pageViews; 0 without views). */
  conversionRate: number;
  /** One row per day of the period, oldest first ('YYYY-MM-DD' in the host's zone). */
  salesByDay: { day: string; tickets: number; gross: number }[];
  upcomingEvents: THostEventSummary[];
  latestOrders: THostLatestOrder[];
}

/** One of the dashboard's latest orders. */
export interface THostLatestOrder {
  reference: string;
  buyerName: string;
  eventTitle: string;
  tickets: number;
  total: number;
  status: string;
  createdAt: string;
}

/** Days the dashboard may look back over. */
export const HOST_DASHBOARD_DAYS = { default: 30, max: 365 } as const;

// --- Slice 2: attendees and orders across events, team, check-in (issue 9 items 4–6) -----------

/** Page size of GET /api/host/attendees. */
export const HOST_ATTENDEES_PAGE_SIZE = 50;

/** One ticket as the host's attendee list shows it. */
export interface THostAttendee {
  ticketId: number;
  /** The last 6 characters of the ticket code (enough to find it at the door, not to forge it). */
  code: string;
  ticketTypeName: string;
  attendeeName: string | null;
  attendeeEmail: string | null;
  orderReference: string;
  orderStatus: string;
  /** 'valid' or 'void' (refunded or cancelled). */
  ticketStatus: 'valid' | 'void';
  eventId: number;
  eventTitle: string;
  /** The date or show the ticket is for (ISO start), null for an undated one. */
  occurrenceStartsAt: string | null;
  checkedInAt: string | null;
  checkedInByName: string | null;
  /** 'complimentary' for a guest ticket the host gave. */
  orderSource: TOrderSource;
  /** Voided because it was sent to someone else and re-issued (decision 051). */
  reissued?: boolean;
  /** How the ticket came to its holder: each time it was sent on, oldest first (decision 051). */
  history?: { at: string; fromName: string | null; toName: string | null }[];
}

/** GET /api/host/attendees. */
export interface THostAttendeePage {
  items: THostAttendee[];
  total: number;
  page: number;
  pageSize: number;
}

/** One order of the host's events (GET /api/host/orders). */
export interface THostOrder {
  reference: string;
  eventId: number;
  eventTitle: string;
  buyerName: string;
  buyerEmail: string;
  status: string;
  total: number;
  tickets: number;
  createdAt: string;
  /** Whether the host may refund it now (a paid order with money left to refund). */
  refundable: boolean;
  /**
   * What refunds of the sale (support's, the host's, a cancellation's; not failed ones) gave back
   * or are giving back, whole KES: checkout's one reading of an order's money (decision 033).
   */
  refunded: number;
  /** What a refund now gives back, whole KES: what the sale paid less `refunded`. */
  refundAmount: number;
  /** 'complimentary': guest tickets the host gave (total 0, earns nothing). */
  source: TOrderSource;
  /** Who on the host's team gave a complimentary order (their name), else null. */
  issuedByName: string | null;
  /** Whether the host may revoke it now (a complimentary order still reserved). */
  revocable: boolean;
}

/** A person on the host's team as /host/team lists them (the owner first, without a team row). */
export interface THostTeamMember {
  /** The team row's id; null for the owner. */
  id: number | null;
  name: string | null;
  email: string;
  role: THostRole;
  status: 'invited' | 'active';
  /** A scanner limited to chosen events: their ids; empty: every event. */
  eventIds: number[];
  invitedAt: string | null;
  joinedAt: string | null;
  /** When an open invitation stops working. */
  expiresAt: string | null;
}

/** How long an invitation link works. */
export const TEAM_INVITATION_DAYS = 7;

/** What a door scan can say (one big, clear screen each). */
export const CHECK_IN_OUTCOMES = [
  'valid',
  'already_checked_in',
  'wrong_event',
  'wrong_date',
  'refunded',
  'cancelled',
  // The ticket was sent to someone else and re-issued: this code was replaced (decision 051).
  'reissued',
  'forged',
  'not_found',
] as const;
export type TCheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** POST /api/host/check-in. */
export interface TCheckInResult {
  outcome: TCheckInOutcome;
  ticket?: { code: string; ticketTypeName: string; attendeeName: string | null };
  /** When the ticket was (first) checked in: now for 'valid', earlier for 'already_checked_in'. */
  checkedInAt?: string;
  /** Who checked it in (their name). */
  checkedInBy?: string | null;
}

/** An event the person may scan now (GET /api/host/check-in/events). */
export interface TCheckInEvent {
  id: number;
  title: string;
  imageUrl: string | null;
  location: string | null;
  occurrences: TCheckInOccurrence[];
  ticketsTotal: number;
  checkedIn: number;
}

export interface TCheckInOccurrence {
  /** 'single', 'show:<id>' or the day 'YYYY-MM-DD' (as tickets' QR payloads name them by id). */
  key: string;
  occurrenceId: number;
  startsAt: string | null;
  endsAt: string | null;
}

/**
 * The offline list's format. 2: tickets are named by the SHA-256 of their code, never the code
 * (decision 019); a device holding a list of another version drops it and downloads it again.
 */
export const CHECK_IN_OFFLINE_VERSION = 2;

/**
 * GET /api/host/check-in/events/{eventId}/offline: what a door needs with no network, nothing
 * more. No ticket code is in it: a ticket is found by hashing the code of a QR payload whose
 * signature verified, so the list cannot be used to make tickets, and a typed ticket code cannot
 * be admitted from it, nor a typed SMS code: nothing in it is derived from one (decision 036), so
 * a typed code needs the server.
 */
export interface TCheckInOfflineBundle {
  version: typeof CHECK_IN_OFFLINE_VERSION;
  eventId: number;
  occurrences: TCheckInOccurrence[];
  /** Ed25519 public key (SPKI PEM) the QR payloads verify with. */
  publicKey: string;
  tickets: {
    /** SHA-256 of the ticket's code, lowercase hex. */
    codeHash: string;
    /** The code's last characters, as every screen shows them (`shownTicketCode`). */
    shownCode: string;
    occurrenceId: number;
    ticketTypeName: string;
    holderName: string | null;
    /** 'reissued': sent to someone else, this code replaced (decision 051). */
    status: 'valid' | 'refunded' | 'cancelled' | 'reissued';
    checkedInAt: string | null;
  }[];
  /** When the bundle was made; the device wipes it after the event ends. */
  generatedAt: string;
  /** When the last date ends (the device wipes the list then). */
  wipeAfter: string | null;
}

/**
 * What a synced scan can say: a check-in outcome, 'duplicate' (let in at two doors), or
 * 'unsigned': a bare ticket code from someone who may not type them (a scanner), not applied.
 */
export const CHECK_IN_SYNC_OUTCOMES = [...CHECK_IN_OUTCOMES, 'duplicate', 'unsigned'] as const;
export type TCheckInSyncOutcome = (typeof CHECK_IN_SYNC_OUTCOMES)[number];

/** POST /api/host/check-in/sync: one answer per queued scan, in the order sent. */
export interface TCheckInSyncResult {
  results: {
    /** The ticket code's shown end (`shownTicketCode`). */
    code: string;
    outcome: TCheckInSyncOutcome;
    /** The check-in that counts (the earliest). */
    firstCheckedInAt: string | null;
  }[];
}

/** Stable error codes of the host area's second slice. */
export const HOST_AREA_SLICE2_ERROR_CODES = [
  'order_not_found',
  'order_not_refundable',
  'refund_exceeds_refundable',
  'member_not_found',
  'owner_cannot_be_removed',
  'already_on_team',
  'invitation_invalid',
  'invitation_expired',
  'invitation_wrong_email',
] as const;
