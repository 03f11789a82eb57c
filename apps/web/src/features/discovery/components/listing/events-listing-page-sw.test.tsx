import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { createQueryClient } from '@/lib/query-client';
import { EventsListingPage } from './events-listing-page';

/** No event matches; one category, one type. */
function stubApi() {
  const answers: Record<string, unknown> = {
    '/api/events': [],
    '/api/categories': [{ id: 1, name: 'Music' }],
    '/api/subcategories': [{ id: 2, name: 'Afrobeats', categoryId: 1 }],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      return new Response(JSON.stringify(answers[path] ?? []), {
        headers: { 'Content-Type': 'application/json', 'X-Total-Count': '0' },
      });
    }),
  );
}

/** A desktop screen, so the filters show in the sidebar. */
function stubDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderListing(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <EventsListingPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  stubApi();
  stubDesktop();
  await act(() => setLocale('sw'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLocale('en'));
});

describe('Events listing in Kiswahili', () => {
  it('empty: the state, the filters and the sort read in Kiswahili', async () => {
    renderListing('/events');
    expect(screen.getByRole('heading', { level: 1, name: 'Pata tukio lako lijalo utakalolipenda' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Hakuna matukio yaliyopatikana', level: 3 })).toBeTruthy();
    expect(screen.getByTestId('results-heading').textContent).toBe('Hakuna matukio yaliyopatikana');
    expect(screen.getByRole('button', { name: 'Ondoa vichujio vyote' })).toBeTruthy();

    const sidebar = screen.getByTestId('filters-sidebar');
    expect(within(sidebar).getByRole('heading', { name: 'Vichujio' })).toBeTruthy();
    expect(within(sidebar).getByRole('group', { name: 'Kategoria' })).toBeTruthy();
    expect(within(sidebar).getByRole('radio', { name: 'Wikendi hii' })).toBeTruthy();
    expect(within(sidebar).getByLabelText('Bei ya chini (Ksh)')).toBeTruthy();
    expect(within(sidebar).getByRole('option', { name: 'Bure' })).toBeTruthy();
    expect(within(sidebar).getByRole('checkbox', { name: 'Onyesha pia matukio yaliyopita' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Bei: Chini hadi juu' })).toBeTruthy();
    expect(document.title).toBe('Gundua matukio · Tikiti');
  }, 20_000); // The whole page: slow on a busy machine.

  it('names the active filters in Kiswahili, with Kiswahili amounts', async () => {
    renderListing('/events?date=today&minPrice=500');
    const chips = await screen.findByRole('list', { name: 'Vichujio vinavyotumika' });
    expect(within(chips).getByRole('button', { name: 'Ondoa kichujio cha tarehe: Leo' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Ondoa kichujio cha bei: Ksh 500+' })).toBeTruthy();
    expect(within(chips).getByRole('link', { name: 'Ondoa vyote' })).toBeTruthy();
  }, 20_000);
});
