import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderListing, stubListingApi } from './listing.test-util';
import { componentTestHooks, stubDesktop } from '@/test/hooks.test-util';

/** No event matches; one category, one type. */
function stubApi() {
  stubListingApi({
    events: [],
    categories: [{ id: 1, name: 'Music' }],
    subcategories: [{ id: 2, name: 'Afrobeats', categoryId: 1 }],
  });
}

componentTestHooks({ kiswahili: {} });
beforeEach(() => {
  stubApi();
  stubDesktop();
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
    expect(await within(sidebar).findByRole('group', { name: 'Kategoria' })).toBeTruthy();
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
