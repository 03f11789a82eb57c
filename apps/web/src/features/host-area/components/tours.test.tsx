import 'fake-indexeddb/auto';
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TCheckInEvent } from '@tribe/contracts/host-area';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearOfflineStore } from '../lib/offline-store';
import { closeTour, COMPLETED_TOURS_KEY, getTourState, SKIPPED_TOURS_KEY } from '../lib/tours';
import {
  checkInEvent,
  makeDashboard,
  makeSummary,
  meAs,
  mockApi,
  renderHost,
  SAUTI,
  type TCall,
} from '../testing/test-utils.test-util';
import { DashboardPage } from './dashboard-page';
import { EventFormPage } from './event-form-page';
import { CheckInTour, CreateEventTour, DashboardTour } from './tours';
import { ValidateTicketsPage } from './validate-tickets-page';
import { stubResizeObserver } from '@/test/hooks.test-util';

/**
 * Where each `data-tour` element is on the (pretend) screen: jsdom lays nothing out, so each
 * anchor gets its own box and the test can tell which one the tour lights up.
 */
const BOXES: Record<string, { top: number; left: number; width: number; height: number }> = {
  'dashboard-figures': { top: 100, left: 20, width: 900, height: 110 },
  'dashboard-sales': { top: 240, left: 20, width: 900, height: 260 },
  'dashboard-upcoming': { top: 520, left: 20, width: 440, height: 200 },
  'dashboard-orders': { top: 520, left: 480, width: 440, height: 200 },
  'host-sidebar-nav': { top: 90, left: 0, width: 256, height: 500 },
  'event-basics': { top: 120, left: 20, width: 700, height: 300 },
  'event-when': { top: 140, left: 20, width: 700, height: 300 },
  'event-where': { top: 160, left: 20, width: 700, height: 300 },
  'event-tickets': { top: 180, left: 20, width: 700, height: 300 },
  'event-actions': { top: 700, left: 20, width: 700, height: 64 },
  'door-scan': { top: 150, left: 20, width: 500, height: 300 },
  'door-manual': { top: 470, left: 20, width: 500, height: 120 },
  'door-offline': { top: 150, left: 540, width: 500, height: 200 },
};

// Pages, the card and its focus moves: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5000 });

// The card is a lazy chunk; loaded once here, so no test waits on the first compile of it.
beforeAll(() => import('./tour-popover'), 30_000);

beforeEach(async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  stubResizeObserver();
  vi.stubGlobal('scrollBy', vi.fn());
  Element.prototype.checkVisibility = () => true;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const b = BOXES[this.getAttribute('data-tour') ?? ''] ?? { top: 0, left: 0, width: 0, height: 0 };
    return { ...b, x: b.left, y: b.top, right: b.left + b.width, bottom: b.top + b.height, toJSON: () => b };
  });
  localStorage.clear();
  sessionStorage.clear();
  await clearOfflineStore();
});
afterEach(() => {
  cleanup();
  for (const id of ['dashboard', 'create-event', 'check-in'] as const) closeTour(id);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const completed = () => JSON.parse(localStorage.getItem(COMPLETED_TOURS_KEY) ?? 'null') as string[] | null;
const tour = () => screen.findByRole('dialog');
const spotlight = () => document.querySelector<HTMLElement>('[data-testid="tour-spotlight"]');
/** The box the tour lights up, by its top and left (spotlight padding: 6). */
const litAt = () => {
  const s = spotlight();
  return s ? { top: parseFloat(s.style.top) + 6, left: parseFloat(s.style.left) + 6 } : null;
};
const at = (name: string) => ({ top: BOXES[name]!.top, left: BOXES[name]!.left });

async function step(n: number, total: number, title: string) {
  const dialog = await tour();
  await within(dialog).findByText(`${n} of ${total}`);
  expect(within(dialog).getByRole('heading', { name: title })).toBeTruthy();
  return dialog;
}
const click = (name: string) => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name }));

function dashboardApi(events: unknown[] = []) {
  return mockApi({
    '/api/host/me': () => ({ json: meAs(SAUTI) }),
    '/api/host/dashboard': () => ({
      json: makeDashboard({ upcomingEvents: events.length ? [makeSummary()] : [] }),
    }),
    '/api/host/events': () => ({ json: events }),
  });
}
const showDashboard = (extra: ReactNode = <DashboardTour />) =>
  renderHost(
    '/host/dashboard',
    <>
      <DashboardPage />
      {extra}
    </>,
    { permission: 'dashboard' },
  );

describe('the dashboard tour', () => {
  it('starts by itself for a host with no events, and walks Next and Back over the page', async () => {
    dashboardApi([]);
    showDashboard();
    const dialog = await step(1, 5, 'Your figures at a glance');
    await waitFor(() => expect(litAt()).toEqual(at('dashboard-figures')));
    // The focus is in the card, on its main button.
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).queryByRole('button', { name: 'Back' })).toBeNull();

    click('Next');
    await step(2, 5, 'Sales over time');
    await waitFor(() => expect(litAt()).toEqual(at('dashboard-sales')));
    click('Next');
    await step(3, 5, 'Upcoming events');
    expect(litAt()).toEqual(at('dashboard-upcoming'));
    click('Back');
    await step(2, 5, 'Sales over time');
    click('Next');
    click('Next');
    await step(4, 5, 'Latest orders');
    expect(litAt()).toEqual(at('dashboard-orders'));
    click('Next');
    await step(5, 5, 'Everything else is in the menu');
    expect(litAt()).toEqual(at('host-sidebar-nav'));
    expect(completed()).toBeNull();

    click('Finish');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toEqual(['dashboard']);
    expect(getTourState()).toEqual({ active: false, currentTour: null });
  });

  it('arrow keys go forth and back', async () => {
    dashboardApi([]);
    showDashboard();
    const dialog = await step(1, 5, 'Your figures at a glance');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    await step(2, 5, 'Sales over time');
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    await step(1, 5, 'Your figures at a glance');
  });

  it('Skip tour closes it and records nothing; it does not start by itself again this session', async () => {
    dashboardApi([]);
    showDashboard();
    await step(1, 5, 'Your figures at a glance');
    click('Next');
    await step(2, 5, 'Sales over time');
    click('Skip tour');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(SKIPPED_TOURS_KEY)!)).toEqual(['dashboard']);

    cleanup();
    dashboardApi([]);
    showDashboard();
    await screen.findByText('Tickets sold', { selector: 'dt' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape skips it', async () => {
    dashboardApi([]);
    showDashboard();
    const dialog = await step(1, 5, 'Your figures at a glance');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toBeNull();
    expect(sessionStorage.getItem(SKIPPED_TOURS_KEY)).toContain('dashboard');
  });

  it('never starts by itself for a host with events, and “Take the tour” plays it, giving the focus back', async () => {
    const calls: TCall[] = dashboardApi([makeSummary()]);
    showDashboard();
    const take = await screen.findByRole('button', { name: 'Take the tour of the dashboard' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/host/events')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();

    take.focus();
    fireEvent.click(take);
    await step(1, 5, 'Your figures at a glance');
    for (let i = 0; i < 4; i++) click('Next');
    await step(5, 5, 'Everything else is in the menu');
    click('Finish');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toEqual(['dashboard']);
    expect(document.activeElement).toBe(take);
  });

  it('does not start by itself once completed', async () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, JSON.stringify(['dashboard']));
    const calls = dashboardApi([]);
    showDashboard();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/host/events')).toBe(true));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('“Show tours again” in the host menu clears the completed tours and shows this page’s tour', async () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, JSON.stringify(['dashboard', 'check-in']));
    dashboardApi([makeSummary()]);
    showDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Show tours again' }));
    expect(completed()).toBeNull();
    await step(1, 5, 'Your figures at a glance');
  });
});

describe('the create-event tour', () => {
  const api = (events: unknown[]) =>
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/events': () => ({ json: events }),
      '/api/categories': () => ({ json: [{ id: 1, name: 'Music' }] }),
      '/api/subcategories': () => ({ json: [] }),
    });
  const show = () =>
    renderHost(
      '/host/create-event',
      <>
        <EventFormPage eventId={null} />
        <CreateEventTour />
      </>,
    );

  it('walks the form: basics, when, where, tickets, the publish checks and the buttons', async () => {
    api([]);
    show();
    await step(1, 6, 'Start with the basics');
    expect(litAt()).toEqual(at('event-basics'));
    click('Next');
    await step(2, 6, 'When it happens');
    expect(litAt()).toEqual(at('event-when'));
    click('Next');
    await step(3, 6, 'Where it happens');
    expect(litAt()).toEqual(at('event-where'));
    click('Next');
    await step(4, 6, 'Tickets');
    expect(litAt()).toEqual(at('event-tickets'));
    click('Next');
    // A new event has nothing to check yet: the step points at the buttons that publish.
    await step(5, 6, 'Checked before it goes live');
    expect(litAt()).toEqual(at('event-actions'));
    click('Next');
    await step(6, 6, 'Save a draft or publish');
    click('Finish');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toEqual(['create-event']);
  });

  it('leaves a returning host alone, with “Take the tour” at hand', async () => {
    api([makeSummary()]);
    show();
    await screen.findByRole('heading', { name: 'Create event' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Take the tour of creating an event' }));
    await step(1, 6, 'Start with the basics');
  });
});

describe('the check-in tour', () => {
  const EVENT = checkInEvent();
  const api = (events: TCheckInEvent[]) =>
    mockApi({
      '/api/host/me': () => ({ json: meAs({ ...SAUTI, role: 'scanner' }) }),
      '/api/host/check-in/events': () => ({ json: events }),
      'POST /api/host/check-in': () => ({ json: { outcome: 'not_found' } }),
    });
  const show = () =>
    renderHost(
      '/host/validate-tickets',
      <>
        <ValidateTicketsPage />
        <CheckInTour />
      </>,
      { permission: 'checkIn' },
    );

  it('starts on a device that never scanned: scan, type a code, offline mode', async () => {
    api([EVENT]);
    show();
    // The tour is modal: the page behind it is hidden from assistive technology meanwhile.
    await screen.findByRole('heading', { name: 'Sauti Sol Live', hidden: true });
    await step(1, 3, 'Scan tickets at the door');
    await waitFor(() => expect(litAt()).toEqual(at('door-scan')));
    click('Next');
    await step(2, 3, 'No QR code? Type the code');
    expect(litAt()).toEqual(at('door-manual'));
    click('Next');
    await step(3, 3, 'No signal at the gate?');
    expect(litAt()).toEqual(at('door-offline'));
    click('Finish');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(completed()).toEqual(['check-in']);
  });

  it('is shown mid-screen where its parts are not on the page (no event to scan yet)', async () => {
    api([]);
    show();
    await step(1, 3, 'Scan tickets at the door');
    click('Next');
    await step(2, 3, 'No QR code? Type the code');
    expect(spotlight()).toBeNull();
  });

  it('does not start by itself on a device that has scanned', async () => {
    api([EVENT]);
    show();
    await step(1, 3, 'Scan tickets at the door');
    click('Skip tour');
    // This session's skip aside, a scan marks the device as one that knows the door.
    sessionStorage.clear();
    fireEvent.change(screen.getByRole('textbox', { name: 'Ticket code' }), { target: { value: 'ABCD' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByTestId('outcome');
    cleanup();
    api([EVENT]);
    show();
    await screen.findByRole('heading', { name: 'Sauti Sol Live' });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
