import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type {
  THostDashboard,
  THostEvent,
  THostEventSummary,
  THostMe,
  THostMembership,
  THostPermission,
} from '@tribe/contracts/host-area';
import type { TCancellationPreview } from '@tribe/contracts/cancellation';
import type { TComplimentaryOptions } from '@tribe/contracts/complimentary';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { HostShell } from '../components/host-shell';

export const USER: TUser = {
  id: 7,
  username: 'wkamau',
  email: 'wanjiru@example.co.ke',
  firstName: 'Wanjiru',
  lastName: 'Kamau',
  phone: '+254712345678',
  profileImage: null,
  isHost: true,
  emailVerified: true,
  onboardingComplete: true,
};

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

export interface TCall {
  method: string;
  path: string;
  /** The whole address, with its query. */
  url: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status?: number; json?: unknown } | Error;
type Handler = (body: unknown, n: number) => Answer;

/**
 * Answers fetch by 'METHOD /path' (or '/path' for any method); records each call with its body and
 * headers. A handler gets the body and how many times it was called before. Unknown paths: 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: TCall[] = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).split('?')[0]!;
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      const headers = Object.fromEntries(new Headers(init?.headers).entries());
      calls.push({ method, path, url: String(input), body, headers });
      const key = handlers[`${method} ${path}`] ? `${method} ${path}` : path;
      const handler = handlers[key];
      if (!handler) return new Response(JSON.stringify({ code: 'not_found', message: 'not found' }), { status: 404 });
      const n = counts.get(key) ?? 0;
      counts.set(key, n + 1);
      const answer = handler(body, n);
      if (answer instanceof Error) throw answer;
      return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const apiError = (status: number, code: string, message = code) => ({
  status,
  json: { statusCode: status, error: 'Error', code, message },
});

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

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
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const [pathname, search = ''] = url.split('?');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: pathname!, search: search ? `?${search}` : '' }]}>
        <Routes>
          <Route
            path={path ?? pathname}
            element={
              <>
                <HostShell brand={<span>Tikiti</span>} title="Test" permission={permission}>
                  {element}
                </HostShell>
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return queryClient;
}
