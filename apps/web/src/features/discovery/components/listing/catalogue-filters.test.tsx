import { act, cleanup, screen, within } from '@testing-library/react';
import type { TCategory, TEvent, TSubcategory } from '@tribe/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { renderListing, stubListingApi } from './listing.test-util';
import { stubDesktop } from '@/test/hooks.test-util';

/*
 * The catalogue's names in the listing (the filters, the active-filter chips, the cards' tags):
 * the Kiswahili ones an admin gave when the language is Kiswahili, else the English ones.
 */

const categories: TCategory[] = [
  { id: 1, name: 'Music', nameSw: 'Muziki' },
  { id: 2, name: 'Food & Drink', nameSw: 'Chakula na Vinywaji' },
  { id: 3, name: 'Esports', nameSw: null },
];
const subcategories: TSubcategory[] = [
  { id: 11, name: 'Gospel', categoryId: 1, nameSw: 'Injili' },
  { id: 12, name: 'Live Band', categoryId: 1, nameSw: 'Muziki wa Bendi' },
  { id: 13, name: 'Afrobeats', categoryId: 1, nameSw: null },
];
/** The fields a card reads (features do not share fixtures). */
const listed = {
  id: 7,
  externalId: 'evt-7',
  title: 'Sauti Sol Live',
  imageUrl: null,
  startDate: '2026-12-05T16:00:00.000Z',
  endDate: null,
  timeZone: 'Africa/Nairobi',
  eventType: 'one-off',
  location: 'KICC, Nairobi',
  category: { id: 1, name: 'Music' },
  categoryId: 1,
  categoryName: 'Music',
  categoryNameSw: 'Muziki',
  subcategory: { id: 11, name: 'Gospel' },
  subcategories: [
    { id: 11, name: 'Gospel' },
    { id: 13, name: 'Afrobeats' },
  ],
  subcategoryNamesSw: { 11: 'Injili', 13: null },
  ticketTypes: [],
  minTicketPrice: 1500,
  price: 1500,
} as unknown as TEvent;

function stubApi() {
  stubListingApi({ events: [listed], categories, subcategories });
}

/** The labels of the checkboxes in one filter group. */
async function options(group: string): Promise<string[]> {
  const sidebar = await screen.findByTestId('filters-sidebar');
  const list = await within(sidebar).findByRole('group', { name: group });
  await within(list).findAllByRole('checkbox');
  return within(list)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent?.trim() ?? '');
}

const badges = async () => (await screen.findAllByTestId('event-card-badge')).map((b) => b.textContent);

beforeEach(() => {
  stubApi();
  stubDesktop();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => setLocale('en'));
});

describe('The listing names the catalogue in the reader’s language', () => {
  it('in English: the English names in the filters, the chips and the card', async () => {
    renderListing('/events?categoryId=1&subcategoryId=11');
    expect(await options('Categories')).toEqual(['Music', 'Food & Drink', 'Esports']);
    expect(await options('Type')).toEqual(['Gospel', 'Live Band', 'Afrobeats']);
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(await within(chips).findByRole('button', { name: 'Remove category filter Music' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Remove type filter Gospel' })).toBeTruthy();
    expect(await badges()).toEqual(['Gospel', 'Afrobeats']);
  }, 20_000); // The whole page: slow on a busy machine.

  it('in Kiswahili: the Kiswahili names, and the English one where an admin gave none', async () => {
    await act(() => setLocale('sw'));
    renderListing('/events?categoryId=1&subcategoryId=11');
    expect(await options('Kategoria')).toEqual(['Muziki', 'Chakula na Vinywaji', 'Esports']);
    expect(await options('Aina')).toEqual(['Injili', 'Muziki wa Bendi', 'Afrobeats']);
    const chips = await screen.findByRole('list', { name: 'Vichujio vinavyotumika' });
    expect(await within(chips).findByRole('button', { name: 'Ondoa kichujio cha kategoria: Muziki' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Ondoa kichujio cha aina: Injili' })).toBeTruthy();
    expect(await badges()).toEqual(['Injili', 'Afrobeats']);
  }, 20_000);
});
