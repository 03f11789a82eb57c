import type {
  THostDashboard,
  THostEvent,
  THostEventSummary,
  THostMe,
  THostMembership,
  THostPermission,
  TCheckInEvent,
} from '@tribe/contracts/host-area';
import type { TCancellationPreview } from '@tribe/contracts/cancellation';
import type { TComplimentaryOptions } from '@tribe/contracts/complimentary';
import type { THostReview } from '@tribe/contracts/reviews';
import type { ReactNode } from 'react';
import type { TUser } from '@/lib/auth';
import { renderRoute } from '@/test/api.test-util';
import { WANJIRU } from '@/test/users.test-util';
import { HostShell } from '../components/host-shell';

export const USER: TUser = WANJIRU;

export const SAUTI: THostMembership = { hostId: 3, vendorName: 'Sauti Events', logoUrl: null, role: 'owner' };
export const JAZZ: THostMembership = { hostId: 9, vendorName: 'Jazz Nights KE', logoUrl: null, role: 'scanner' };

export const meAs = (active: THostMembership, memberships: THostMembership[] = [active]): THostMe => ({
  active,
  memberships,
});

export function makeSummary(over: Partial<THostEventSummary> = {}): THostEventSummary {
  return {
    id: 26,
    externalId: 'sauti-sol-live',
    title: 'Sauti Sol Live',
    status: 'live',
    eventType: 'one-off',
    startDate: '2026-12-05T16:00:00.000Z',
    imageUrl: null,
    ticketsSold: 120,
    gross: 180_000,
    capacity: 500,
    ended: false,
    ...over,
  };
}

export function makeDashboard(over: Partial<THostDashboard> = {}): THostDashboard {
  return {
    ticketsSold: 120,
    gross: 180_000,
    net: 165_000,
    fees: 12_000,
    refunds: 3_000,
    pageViews: 2_400,
    conversionRate: 0.05,
    salesByDay: [
      { day: '2026-11-01', tickets: 0, gross: 0 },
      { day: '2026-11-02', tickets: 40, gross: 60_000 },
      { day: '2026-11-03', tickets: 80, gross: 120_000 },
    ],
    upcomingEvents: [makeSummary()],
    latestOrders: [
      {
        reference: 'TK-7Q2M4X',
        buyerName: 'Brian Otieno',
        eventTitle: 'Sauti Sol Live',
        tickets: 2,
        total: 3210,
        status: 'paid',
        createdAt: '2026-11-03T09:00:00.000Z',
      },
    ],
    ...over,
  };
}

export function makeEvent(over: Partial<THostEvent> = {}): THostEvent {
  return {
    id: 26,
    externalId: 'sauti-sol-live',
    status: 'draft',
    title: 'Sauti Sol Live',
    description: '<p>The band is <strong>back</strong>.</p>',
    categoryId: null,
    subcategoryIds: [],
    eventType: 'one-off',
    timeZone: 'Africa/Nairobi',
    startDate: '2026-12-05T16:00:00.000Z',
    endDate: '2026-12-05T20:00:00.000Z',
    recurringDays: [],
    recurringStartDate: null,
    recurringEndDate: null,
    recurringStartTime: null,
    recurringEndTime: null,
    showTimes: [],
    location: 'KICC',
    town: 'Nairobi',
    address: 'Harambee Avenue',
    latitude: null,
    longitude: null,
    imageUrl: null,
    images: [],
    paymentType: 'tikitis',
    requiresReservation: false,
    externalTicketUrl: null,
    feePaidBy: 'buyer',
    capacity: null,
    maxTicketsPerBuyer: 10,
    transfersAllowed: true,
    refundPolicy: null,
    entryConditions: null,
    ticketTypes: [
      {
        id: 3,
        name: 'Regular',
        description: null,
        price: 1500,
        quantity: 400,
        maxPerOrder: null,
        salesStartAt: null,
        salesEndAt: null,
        archived: false,
        sold: 0,
      },
    ],
    publishProblems: [],
    publishedAt: null,
    updatedAt: '2026-11-01T09:00:00.000Z',
    ...over,
  };
}

/** Event 26 at the door: one date starting now, 3 tickets, `checkedIn` of them in. */
export const checkInEvent = (checkedIn = 0, startsAt = new Date()): TCheckInEvent => ({
  id: 26,
  title: 'Sauti Sol Live',
  imageUrl: null,
  location: 'KICC',
  occurrences: [{ key: 'single', occurrenceId: 41, startsAt: startsAt.toISOString(), endsAt: null }],
  ticketsTotal: 3,
  checkedIn,
});

/** A review of event 26's VIP ticket, five stars with a comment; override what a test cares about. */
export const makeReview = (over: Partial<THostReview> = {}): THostReview => ({
  id: 1,
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  timeZone: 'Africa/Nairobi',
  occurrenceStartsAt: '2026-12-05T16:00:00.000Z',
  ticketTypeName: 'VIP',
  reviewerName: 'Wanjiku K.',
  rating: 5,
  comment: 'Best night of the year.',
  submittedAt: '2026-12-06T09:00:00.000Z',
  hostReply: null,
  hostReplyAt: null,
  hidden: false,
  ...over,
});

const impact = (over: Partial<TCancellationPreview['event']> = {}) => ({
  paidOrders: 0,
  refundTotal: 0,
  reservations: 0,
  holds: 0,
  tickets: 0,
  ...over,
});

/** What cancelling event 26 would do: the whole event, and each of its three shows. */
export const CANCELLATION_PREVIEW: TCancellationPreview = {
  eventId: 26,
  timeZone: 'Africa/Nairobi',
  eventType: 'multiple-shows',
  canCancelEvent: true,
  event: impact({ paidOrders: 2, refundTotal: 6390, reservations: 1, holds: 1, tickets: 5 }),
  dates: [
    {
      key: 'show:7',
      date: '2026-12-05',
      startsAt: '2026-12-05T16:00:00.000Z',
      cancelled: false,
      impact: impact({ paidOrders: 1, refundTotal: 3210, tickets: 2 }),
    },
    {
      key: 'show:8',
      date: '2026-12-06',
      startsAt: '2026-12-06T16:00:00.000Z',
      cancelled: false,
      impact: impact(),
    },
    {
      key: 'show:9',
      date: '2026-12-07',
      startsAt: '2026-12-07T16:00:00.000Z',
      cancelled: false,
      impact: impact({ reservations: 2, tickets: 2 }),
    },
  ],
};

/** What event 26 offers for guest tickets: one date, Regular (`regularPlaces` left) and VIP (2 left). */
export const complimentaryOptions = (
  over: Partial<TComplimentaryOptions> = {},
  regularPlaces: number | null = 100,
): TComplimentaryOptions => ({
  eventId: 26,
  eventTitle: 'Sauti Sol Live',
  eventType: 'one-off',
  timeZone: 'Africa/Nairobi',
  unavailable: null,
  occurrences: [
    {
      key: 'single',
      date: '2026-12-05',
      showTimeId: null,
      startsAt: '2026-12-05T16:00:00.000Z',
      placesLeft: 120,
      ticketTypes: [
        { id: 3, name: 'Regular', price: 1500, placesLeft: regularPlaces },
        { id: 4, name: 'VIP', price: 5000, placesLeft: 2 },
      ],
    },
  ],
  ...over,
});

export { apiError, mockApi, type TCall } from '@/test/api.test-util';

/**
 * Renders a host page inside the host shell at `url` (`path`: the route pattern, for params; other
 * addresses show only where the app went),
 * with a fresh query client whose signed-in user is `user`.
 */
export function renderHost(
  url: string,
  element: ReactNode,
  {
    path,
    user = USER as TUser | null,
    permission = 'events' as THostPermission,
  }: { path?: string; user?: TUser | null; permission?: THostPermission } = {},
) {
  return renderRoute(
    url,
    <HostShell brand={<span>Tikiti</span>} title="Test" permission={permission}>
      {element}
    </HostShell>,
    { path: path ?? url.split('?')[0]!, user },
  );
}
