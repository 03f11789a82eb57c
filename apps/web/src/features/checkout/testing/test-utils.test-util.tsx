import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { TOrder } from '@tribe/contracts/checkout';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@/lib/router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { meQueryKey, type TUser } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { ATTENDEE } from '@/test/users.test-util';

export { ATTENDEE as BUYER };

export const TOKEN = 'tok_abcdefghijklmnopqrstuvwx';

/** A pending order of 2 × VIP at KES 1,500 with the buyer's fee, held 10 minutes from serverNow. */
export function makeOrder(over: Partial<TOrder> = {}): TOrder {
  const serverNow = over.serverNow ?? '2026-06-01T09:00:00.000Z';
  return {
    token: TOKEN,
    reference: 'TK-ABC123',
    status: 'pending',
    statusReason: null,
    free: false,
    event: {
      id: 26,
      externalId: 'nairobi-jazz',
      title: 'Nairobi Jazz Night',
      imageUrl: null,
      location: 'Alliance Française',
      address: 'Loita Street, Nairobi',
      timeZone: 'Africa/Nairobi',
    },
    occurrence: {
      key: 'single',
      date: '2026-06-20',
      showTimeId: null,
      startsAt: '2026-06-20T16:00:00.000Z',
      endsAt: null,
    },
    items: [{ ticketTypeId: 3, name: 'VIP', unitPrice: 1500, quantity: 2 }],
    subtotal: 3000,
    discount: 0,
    promoCode: null,
    fees: 210,
    total: 3210,
    currency: 'KES',
    feePaidBy: 'buyer',
    buyer: { name: 'Brian Otieno', email: 'brian@example.co.ke', phone: '+254712345678', locale: 'en' },
    expiresAt: new Date(Date.parse(serverNow) + 600_000).toISOString(),
    serverNow,
    createdAt: serverNow,
    paidAt: null,
    payment: null,
    tickets: [],
    refunds: [],
    history: [],
    ...over,
  };
}

/** The same order, paid, with two tickets. */
export function paidOrder(over: Partial<TOrder> = {}): TOrder {
  return makeOrder({
    status: 'paid',
    paidAt: '2026-06-01T09:03:00.000Z',
    expiresAt: null,
    payment: {
      reference: 'sbx_ref_000001',
      provider: 'sandbox',
      channel: 'mpesa',
      status: 'succeeded',
      authorizationUrl: null,
      message: null,
      mpesaReceipt: 'QK12ABC3DE',
      phone: '+254712345678',
    },
    tickets: [
      {
        id: 41,
        code: 'TKT-AAAA-1111',
        qrPayload: 'x',
        ticketTypeName: 'VIP',
        attendeeName: 'Brian Otieno',
        status: 'valid',
        checkedInAt: null,
      },
      {
        id: 42,
        code: 'TKT-BBBB-2222',
        qrPayload: 'y',
        ticketTypeName: 'VIP',
        attendeeName: 'Brian Otieno',
        status: 'valid',
        checkedInAt: null,
      },
    ],
    ...over,
  });
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

type Answer = { status?: number; json?: unknown } | Error;
type Handler = (body: unknown, n: number) => Answer;

/**
 * Answers fetch by 'METHOD /path' (or '/path' for any method); records each call. A handler
 * gets the body and how many times it was called before. Unknown paths get a 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input).split('?')[0]!;
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
    calls.push({ method, path, body });
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
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

export const apiError = (status: number, code: string, message = code) => ({
  status,
  json: { statusCode: status, error: 'Error', code, message },
});

/** Renders `element` at `url` (a route pattern may be given for params) with a fresh query client. */
export function renderAt(url: string, element: ReactNode, { path = '*', user = null as TUser | null } = {}) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(meQueryKey, user);
  const [pathname, search = ''] = url.split('?');
  const [searchPart, hash = ''] = search.split('#');
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter
        initialEntries={[
          { pathname: pathname!, search: searchPart ? `?${searchPart}` : '', hash: hash ? `#${hash}` : '' },
        ]}
      >
        <Routes>
          <Route
            path={path}
            element={
              <>
                {element}
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
