import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checkInEvent,
  JAZZ,
  makeDashboard,
  makeEvent,
  meAs,
  mockApi,
  renderHost,
  SAUTI,
} from '../testing/test-utils.test-util';
import { DashboardPage } from './dashboard-page';
import { EventFormPage } from './event-form-page';
import { ValidateTicketsPage } from './validate-tickets-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks({ resizeObserver: true, kiswahili: { areas: ['host'] } });

/** No English sentence of the host area is left on the page. */
const noEnglish = () =>
  expect(document.body.textContent).not.toMatch(
    /\b(Tickets sold|Gross revenue|Upcoming events|Latest orders|Save draft|Publish|Ticket code|Download for offline|Check-in|Take the tour|Loading)\b/,
  );

describe('the host area in Kiswahili', () => {
  it('dashboard: figures, chart and lists in Kiswahili, amounts and dates in the sw-KE style', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/host/dashboard': () => ({ json: makeDashboard() }),
    });
    renderHost('/host/dashboard', <DashboardPage />, { permission: 'dashboard' });
    expect(await screen.findByRole('heading', { name: 'Dashibodi', level: 1 })).toBeTruthy();
    await screen.findByText('Tiketi zilizouzwa', { selector: 'dt' });
    const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Tiketi zilizouzwa')).toBe('120');
    expect(figure('Mapato ghafi')).toMatch(/^Ksh\s180,000$/);
    expect(figure('Mapato halisi')).toMatch(/^Ksh\s165,000$/);
    expect(screen.getByText('Siku 30 zilizopita')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kuhusu Mapato halisi' })).toBeTruthy();
    expect(
      screen.getByRole('img', { name: 'Tiketi zilizouzwa kila siku katika siku 3 zilizopita: 120 kwa jumla' }),
    ).toBeTruthy();
    fireEvent.click(screen.getAllByTestId('sales-bar')[2]!);
    expect(
      screen.getByText(/^Jumanne, 3 Novemba 2026: tiketi 80, Ksh\s120,000$/, { selector: 'figcaption' }),
    ).toBeTruthy();

    const upcoming = within(screen.getByRole('region', { name: 'Matukio yajayo' }));
    expect(upcoming.getByText('Hewani')).toBeTruthy();
    expect(upcoming.getByText('120 / 500 zimeuzwa')).toBeTruthy();
    const orders = within(screen.getByRole('region', { name: 'Oda za hivi karibuni' }));
    expect(orders.getByText(/^Tiketi 2 · Ksh\s3,210$/)).toBeTruthy();
    expect(orders.getByText(/TK-7Q2M4X · 3 Nov 2026/)).toBeTruthy();
    // The shell speaks Kiswahili too: the menu, the role and the page title.
    expect(screen.getAllByRole('link', { name: 'Kukagua tiketi' }).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Mmiliki').length).toBeGreaterThan(0);
    expect(document.title).toBe('Test · Sauti Events · Tikiti kwa waandaaji');
    noEnglish();
  });

  it('event form: sections, fields, weekdays and the checks before saving in Kiswahili', async () => {
    mockApi({
      '/api/host/me': () => ({ json: meAs(SAUTI) }),
      '/api/categories': () => ({ json: [{ id: 1, name: 'Music', nameSw: 'Muziki' }] }),
      '/api/subcategories': () => ({
        json: [
          { id: 2, name: 'Gospel', categoryId: 1, nameSw: 'Injili' },
          { id: 3, name: 'Benga', categoryId: 1, nameSw: null },
        ],
      }),
      '/api/host/events/26': () => ({ json: makeEvent({ categoryId: 1, subcategoryIds: [2] }) }),
      '/api/host/events/26/images': () => ({ json: { images: [] } }),
    });
    renderHost('/host/events/26/edit', <EventFormPage eventId={26} />);
    expect(await screen.findByRole('heading', { name: 'Hariri tukio', level: 1 })).toBeTruthy();
    expect(screen.getByText('Rasimu: timu yako pekee ndiyo inaweza kuliona.')).toBeTruthy();
    for (const section of ['Mambo ya msingi', 'Picha', 'Lini', 'Wapi', 'Tiketi', 'Malipo', 'Sera'])
      expect(screen.getByRole('heading', { name: section, level: 2 })).toBeTruthy();
    expect(screen.getByLabelText('Jina la tukio')).toBeTruthy();
    // The category and type pickers name the catalogue in Kiswahili where an admin gave the names.
    expect(await screen.findByRole('option', { name: 'Muziki' })).toBeTruthy();
    expect(((await screen.findByRole('checkbox', { name: 'Injili' })) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Benga' })).toBeTruthy();
    expect(screen.getByRole('toolbar', { name: 'Mpangilio wa maandishi' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Regular' })).toBeTruthy();
    expect(screen.getByLabelText('Bei (Ksh)')).toBeTruthy();
    expect(
      screen.getByText(/^Regular: mnunuzi analipa Ksh\s[\d,]+, unapokea Ksh\s1,500 \(ada Ksh\s[\d,]+\)$/),
    ).toBeTruthy();

    fireEvent.click(screen.getByLabelText(/Hujirudia/));
    expect(screen.getByRole('checkbox', { name: 'Ijumaa' })).toBeTruthy();
    expect(screen.getByText('Iju')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Jina la tukio'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Hifadhi rasimu' }));
    expect(await screen.findByText('Andika jina lenye angalau herufi 3.')).toBeTruthy();
    expect(screen.getByText('Baadhi ya sehemu zinahitaji kurekebishwa; zimewekwa alama hapa chini.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Chapisha' })).toBeTruthy();
    noEnglish();
  });

  it('door: the event, the typed code, the answer card and offline mode in Kiswahili', async () => {
    const event = checkInEvent(1);
    mockApi({
      '/api/host/me': () => ({ json: meAs({ ...JAZZ, role: 'scanner' as const }) }),
      '/api/host/check-in/events': () => ({ json: [event] }),
      'POST /api/host/check-in': () => ({
        json: {
          outcome: 'already_checked_in',
          ticket: { code: 'ABCD2345EFGH', ticketTypeName: 'VIP', attendeeName: null },
          checkedInAt: '2026-11-03T16:05:00.000Z',
          checkedInBy: 'Otieno',
        },
      }),
    });
    renderHost('/host/validate-tickets', <ValidateTicketsPage />, { permission: 'checkIn' });
    const input = await screen.findByRole('textbox', { name: 'Namba ya tiketi' });
    expect(screen.getByRole('button', { name: 'Badilisha tukio' })).toBeTruthy();
    expect(screen.getByText('Walioingia leo kwa kifaa hiki')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Washa kamera' })).toBeTruthy();
    expect(screen.getByText(/^Au andika msimbo wa herufi 10/)).toBeTruthy();
    expect(screen.getByText('Mtandaoni')).toBeTruthy();
    // The offline panel's words (it appears once the device's IndexedDB list has been read,
    // which the web tests' shared worker makes slow to rely on) are checked in English by
    // validate-tickets-page.test.tsx and in Kiswahili by the message files' tests.

    fireEvent.change(input, { target: { value: 'ABCD2345EFGH' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kagua' }));
    const card = await screen.findByTestId('outcome');
    expect(within(card).getByText('Ameshaingia')).toBeTruthy();
    expect(within(card).getByText('Tiketi hii ilishatumika. Usiiruhusu iingie mara mbili.')).toBeTruthy();
    expect(within(card).getByText('Jina halikutolewa')).toBeTruthy();
    // Another day's check-in: its day and a 24-hour time, in Kiswahili.
    expect(within(card).getByText(/^Aliingia mara ya kwanza 3 Nov, 19:05, alikaguliwa na Otieno$/)).toBeTruthy();
    noEnglish();
  });
});
