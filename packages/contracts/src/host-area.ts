/**
 * The host area as both sides see it (issue 9): who may do what for which host, and the shapes
 * of the host's events as they are edited. Plain TypeScript for the browser; the request
 * schemas are in host-area.schema.ts.
 */

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
