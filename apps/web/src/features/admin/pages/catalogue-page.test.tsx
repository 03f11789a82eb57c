import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { TAdminCatalogue } from '@tribe/contracts';
import { MemoryRouter } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { loadAreaTexts } from '@/i18n/area-texts';
import { createQueryClient } from '@/lib/query-client';
import { AdminCataloguePage } from './catalogue-page';

/** /admin/catalogue: the Kiswahili names beside the English ones, shown, added, changed and cleared. */

const CATALOGUE: TAdminCatalogue = {
  categories: [
    {
      id: 1,
      name: 'Music',
      nameSw: 'Muziki',
      slug: 'music',
      sortOrder: 0,
      events: 4,
      hidden: false,
      subcategories: [
        { id: 11, name: 'Gospel', nameSw: 'Injili', slug: 'gospel', sortOrder: 0, events: 1, hidden: false },
        { id: 12, name: 'Drill', nameSw: null, slug: 'drill', sortOrder: 1, events: 0, hidden: false },
      ],
    },
  ],
  tribes: [
    {
      id: 5,
      name: 'Nairobi Runners',
      nameSw: 'Wakimbiaji wa Nairobi',
      description: 'Early runs.',
      descriptionSw: 'Mbio za alfajiri.',
      imageUrl: null,
      linkUrl: 'https://chat.whatsapp.com/x',
      platform: 'whatsapp',
      members: 1840,
      position: 0,
      archived: false,
    },
  ],
};

/** Answers the page's requests with the catalogue and keeps what was sent. */
function mockApi() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = String(input).split('?')[0]!;
      if (method !== 'GET') sent.push({ method, path, body: JSON.parse(String(init?.body ?? 'null')) });
      return new Response(JSON.stringify(CATALOGUE), { headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return sent;
}

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/admin/catalogue']}>
        <AdminCataloguePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLocale('en'));
});

describe('/admin/catalogue: Kiswahili names', () => {
  it('shows each Kiswahili name beside the English one, or that there is none yet', async () => {
    mockApi();
    renderPage();
    const [music, gospel, drill] = await screen.findAllByTestId(/^catalogue-(category|subcategory)$/);
    expect(music!.textContent).toContain('In Kiswahili: Muziki');
    expect(gospel!.textContent).toContain('In Kiswahili: Injili');
    expect(drill!.textContent).toContain('No Kiswahili name yet');
    expect(screen.getByTestId('catalogue-tribe').textContent).toContain('In Kiswahili: Wakimbiaji wa Nairobi');
  });

  it('adds a category and a type with a Kiswahili name, or without one', async () => {
    const sent = mockApi();
    renderPage();
    await screen.findAllByTestId('catalogue-category');
    type('New category', 'Fashion');
    type('Kiswahili name of the category (optional)', '  Mitindo ');
    fireEvent.click(screen.getByRole('button', { name: 'Add category' }));
    type('New type in Music', 'Benga');
    fireEvent.click(screen.getByRole('button', { name: 'Add type' }));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { method: 'POST', path: '/api/admin/catalogue/categories', body: { name: 'Fashion', nameSw: 'Mitindo' } },
      {
        method: 'POST',
        path: '/api/admin/catalogue/subcategories',
        body: { name: 'Benga', nameSw: null, categoryId: 1 },
      },
    ]);
    // Sent: the form is empty again.
    await vi.waitFor(() =>
      expect((screen.getByLabelText('Kiswahili name of the category (optional)') as HTMLInputElement).value).toBe(''),
    );
  });

  it('changes and clears a Kiswahili name in the rename form, and checks its length like the English', async () => {
    const sent = mockApi();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Music' }));
    const sw = screen.getByLabelText('Kiswahili name of Music') as HTMLInputElement;
    expect(sw.value).toBe('Muziki');
    type('Kiswahili name of Music', 'M');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('At least 2 characters.')).toBeTruthy();
    expect(sent).toEqual([]);
    type('Kiswahili name of Music', 'Muziki na Nyimbo');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: '/api/admin/catalogue/categories/1',
      body: { name: 'Music', nameSw: 'Muziki na Nyimbo' },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Rename Drill' }));
    expect((screen.getByLabelText('Kiswahili name of Drill') as HTMLInputElement).value).toBe('');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Gospel' }));
    type('Kiswahili name of Gospel', '');
    fireEvent.click(within(screen.getByLabelText('Kiswahili name of Gospel').closest('form')!).getByText('Save'));
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toEqual({
      method: 'PATCH',
      path: '/api/admin/catalogue/subcategories/11',
      body: { name: 'Gospel', nameSw: null },
    });
  });

  it("adds a tribe's Kiswahili name and description behind their own button; editing opens them when set", async () => {
    const sent = mockApi();
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'New tribe' }));
    // Closed at first: the form has one field called Name.
    expect(form.getByLabelText('Name')).toBeTruthy();
    expect(form.queryByLabelText('Name in Kiswahili')).toBeNull();
    fireEvent.change(form.getByLabelText('Name'), { target: { value: 'Kisumu Riders' } });
    fireEvent.change(form.getByLabelText('Invite link'), { target: { value: 'https://t.me/kisumuriders' } });
    const open = form.getByRole('button', { name: 'Kiswahili name and description' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    fireEvent.change(form.getByLabelText('Name in Kiswahili'), { target: { value: 'Waendesha Baiskeli Kisumu' } });
    fireEvent.change(form.getByLabelText('Description in Kiswahili'), { target: { value: 'Safari za wikendi.' } });
    fireEvent.click(form.getByRole('button', { name: 'Add tribe' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({
      name: 'Kisumu Riders',
      nameSw: 'Waendesha Baiskeli Kisumu',
      description: null,
      descriptionSw: 'Safari za wikendi.',
      imageUrl: null,
      linkUrl: 'https://t.me/kisumuriders',
      platform: 'whatsapp',
      members: 0,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Edit Nairobi Runners' }));
    const edit = within(screen.getByRole('form', { name: 'Edit Nairobi Runners' }));
    expect((edit.getByLabelText('Name in Kiswahili') as HTMLInputElement).value).toBe('Wakimbiaji wa Nairobi');
    expect((edit.getByLabelText('Description in Kiswahili') as HTMLInputElement).value).toBe('Mbio za alfajiri.');
  });

  it('reads in Kiswahili', async () => {
    await act(() => setLocale('sw'));
    await act(() => loadAreaTexts('admin', 'sw'));
    mockApi();
    renderPage();
    const [music] = await screen.findAllByTestId('catalogue-category');
    expect(music!.textContent).toContain('Kwa Kiswahili: Muziki');
    expect(screen.getByText('Jina la Kiswahili bado halijawekwa')).toBeTruthy();
    expect(screen.getByLabelText('Jina la kategoria kwa Kiswahili (si lazima)')).toBeTruthy();
    expect(screen.getByLabelText('Jina la Kiswahili la aina mpya katika Music (si lazima)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Badilisha jina la Music' }));
    expect((screen.getByLabelText('Jina la Music kwa Kiswahili') as HTMLInputElement).value).toBe('Muziki');
    expect(screen.getByRole('button', { name: 'Jina na maelezo kwa Kiswahili' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/In Kiswahili|No Kiswahili name|Kiswahili name/);
  });
});
