import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TAdminDashboard, TAdminEvent, TAdminMe } from '@tribe/contracts';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { loadAreaTexts } from '@/i18n/area-texts';
import { createQueryClient } from '@/lib/query-client';
import { AdminShell } from '../components/admin-shell';
import { ADMIN_TEXT } from '../texts';
import { AdminDashboardPage } from './dashboard-page';
import { AdminEventsPage } from './events-page';
import { AdminLoginPage } from './login-page';

/** The admin area read in Kiswahili: its words come from the admin chunk, amounts and dates in sw-KE. */

const ADMIN: TAdminMe = { id: 1, email: 'ops@tikiti.co.ke', name: 'Achieng Ops', reauthenticatedAt: null };

type Answer = { status?: number; json: unknown };
/** Answers fetch by 'METHOD /path'; anything else is a 404. */
function mockApi(handlers: Record<string, () => Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const handler = handlers[`${init?.method ?? 'GET'} ${String(input).split('?')[0]}`];
      const answer = handler ? handler() : { status: 404, json: { code: 'not_found', message: 'not found' } };
      return new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}

function renderAdmin(ui: ReactNode, url = '/admin/dashboard') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // Wide screen: the events page shows its filters in the page.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  await act(() => setLocale('sw'));
  await act(() => loadAreaTexts('admin', 'sw'));
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLocale('en'));
});

describe('admin area in Kiswahili', () => {
  it('signs in in Kiswahili: the password step, then the code step', async () => {
    mockApi({
      'GET /api/admin/me': () => ({ status: 401, json: { code: 'admin_unauthorized', message: 'Sign in.' } }),
      'POST /api/admin/auth/password': () => ({ json: { next: 'totp' } }),
    });
    renderAdmin(<AdminLoginPage />, '/admin/login');
    expect(await screen.findByRole('heading', { name: 'Kuingia kwa msimamizi' })).toBeTruthy();
    expect(document.title).toBe('Kuingia kwa msimamizi · Usimamizi wa Tikiti');
    fireEvent.change(screen.getByLabelText('Barua pepe'), { target: { value: ADMIN.email } });
    fireEvent.change(screen.getByLabelText('Nenosiri'), { target: { value: 'Secret#Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Endelea' }));
    expect(await screen.findByRole('heading', { name: 'Weka nambari yako' })).toBeTruthy();
    expect(screen.getByLabelText('Nambari ya uthibitisho')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ingia' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Umepoteza simu yako? Tumia nambari ya akiba' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Enter your code|Sign in|Continue/);
  });

  it('shows the dashboard, its menu and its figures in Kiswahili', async () => {
    const figures = { grossSales: 152_500, fees: 9_150, refunds: 1_500, tickets: 1_234, payingHosts: 12, newUsers: 48 };
    const dashboard: TAdminDashboard = {
      from: '2026-05-03',
      to: '2026-06-01',
      totals: figures,
      days: [
        { day: '2026-05-31', ...figures },
        { day: '2026-06-01', ...figures },
      ],
      queues: {
        pendingPayouts: { count: 2, amount: 40_000 },
        openReports: 3,
        failedJobs: { count: 0, latest: [] },
      },
    };
    mockApi({ 'GET /api/admin/me': () => ({ json: ADMIN }), 'GET /api/admin/dashboard': () => ({ json: dashboard }) });
    renderAdmin(
      <AdminShell brand={<span>Tikiti</span>} title={ADMIN_TEXT.pages.dashboard}>
        <AdminDashboardPage />
      </AdminShell>,
    );
    expect(await screen.findByRole('heading', { name: 'Dashibodi', level: 1 })).toBeTruthy();
    expect(document.title).toBe('Dashibodi · Usimamizi wa Tikiti');
    const nav = screen.getAllByRole('navigation', { name: 'Menyu ya usimamizi' })[0]!;
    expect(within(nav).getByRole('link', { name: 'Malipo kwa waandaaji' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Kumbukumbu za ukaguzi' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Toka' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Siku 30', pressed: true })).toBeTruthy();

    expect(await screen.findByText('Mauzo yote')).toBeTruthy();
    expect(screen.getAllByText('Ksh 152,500').length).toBeGreaterThan(0);
    expect(screen.getByText('Tiketi zilizouzwa')).toBeTruthy();
    expect(screen.getByText('Ksh 40,000 zimeombwa')).toBeTruthy();
    expect(screen.getByText('Hakuna kazi zilizoshindikana.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Mauzo yote kwa siku kuanzia 2026-05-03 hadi 2026-06-01' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/KES|Gross sales|Work queues|Sign out/);
  });

  it('lists events in Kiswahili: statuses, report counts, dates and actions', async () => {
    const event = (over: Partial<TAdminEvent>): TAdminEvent => ({
      id: 26,
      externalId: 'sauti-sol-live',
      title: 'Sauti Sol Live',
      status: 'live',
      host: { id: 3, vendorName: 'Sauti Events' },
      startDate: '2026-12-05T16:00:00.000Z',
      lastEndsAt: null,
      featured: true,
      unpublishedAt: null,
      unpublishedReason: null,
      openReports: 2,
      createdAt: '2026-05-01T09:00:00.000Z',
      ...over,
    });
    const items = [
      event({}),
      event({
        id: 27,
        externalId: 'fake-gala',
        title: 'Fake Gala',
        featured: false,
        openReports: 1,
        unpublishedAt: '2026-05-20T09:00:00.000Z',
        unpublishedReason: 'Tiketi bandia',
      }),
    ];
    mockApi({ 'GET /api/admin/events': () => ({ json: { items, total: 2 } }) });
    renderAdmin(<AdminEventsPage />, '/admin/events');

    expect(screen.getByRole('heading', { name: 'Matukio' })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Tafuta kwa jina la tukio, mwandaaji au nambari' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Hali yoyote' })).toBeTruthy();
    const [live, takenDown] = await screen.findAllByTestId('admin-event');
    expect(within(live!).getByText('Hewani')).toBeTruthy();
    expect(within(live!).getByText('Linaangaziwa')).toBeTruthy();
    expect(within(live!).getByText('Ripoti 2 zilizo wazi')).toBeTruthy();
    expect(live!.textContent).toContain('Sauti Events · 5 Des 2026, 19:00');
    expect(within(live!).getByRole('button', { name: 'Acha kuangazia' })).toBeTruthy();
    expect(within(live!).getByRole('button', { name: 'Ondoa' })).toBeTruthy();
    expect(within(takenDown!).getByText('Limeondolewa')).toBeTruthy();
    expect(within(takenDown!).getByText('Ripoti 1 iliyo wazi')).toBeTruthy();
    expect(within(takenDown!).getByText('Limeondolewa: Tiketi bandia')).toBeTruthy();
    expect(within(takenDown!).getByRole('button', { name: 'Rudisha' })).toBeTruthy();

    fireEvent.click(within(live!).getByRole('button', { name: 'Ondoa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uondoe “Sauti Sol Live”?' });
    expect(within(dialog).getByLabelText('Sababu (itatumwa kwa mwandaaji)')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Ghairi' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Take down|open report|Featured/);
  });
});
