import { afterEach, describe, expect, it } from 'vitest';
import { catalogueDescription, catalogueName, eventCategory, eventTypes } from './catalogue-names';
import { setLocale } from './i18n';

afterEach(() => setLocale('en'));

const event = {
  category: { id: 1, name: 'Music' },
  categoryId: 1,
  categoryName: 'Music',
  categoryNameSw: 'Muziki',
  subcategory: { id: 2, name: 'Gospel' },
  subcategories: [
    { id: 2, name: 'Gospel' },
    { id: 3, name: 'Jazz' },
  ],
  subcategoryNamesSw: { 2: 'Injili', 3: null },
};

describe('catalogue names', () => {
  it('are English in English, whatever Kiswahili name there is', () => {
    expect(catalogueName({ name: 'Food & Drink', nameSw: 'Chakula na Vinywaji' })).toBe('Food & Drink');
    expect(catalogueDescription({ description: 'Early runs.', descriptionSw: 'Mbio za alfajiri.' })).toBe(
      'Early runs.',
    );
    expect(eventCategory(event)).toEqual({ id: 1, name: 'Music' });
    expect(eventTypes(event).map((t) => t.name)).toEqual(['Gospel', 'Jazz']);
  });

  it('are Kiswahili in Kiswahili where an admin gave one, else English', async () => {
    await setLocale('sw');
    expect(catalogueName({ name: 'Food & Drink', nameSw: 'Chakula na Vinywaji' })).toBe('Chakula na Vinywaji');
    expect(catalogueName({ name: 'Esports', nameSw: null })).toBe('Esports');
    expect(catalogueName({ name: 'Esports' })).toBe('Esports');
    expect(catalogueDescription({ description: 'Early runs.', descriptionSw: 'Mbio za alfajiri.' })).toBe(
      'Mbio za alfajiri.',
    );
    expect(catalogueDescription({ description: 'Early runs.', descriptionSw: null })).toBe('Early runs.');
    expect(eventCategory(event)).toEqual({ id: 1, name: 'Muziki' });
    expect(eventTypes(event)).toEqual([
      { id: 2, name: 'Injili' },
      { id: 3, name: 'Jazz' },
    ]);
  });

  it("read an event's category from its id and name when the object is missing, and its primary type when the list is empty", async () => {
    await setLocale('sw');
    const bare = { ...event, category: null, subcategories: [] };
    expect(eventCategory(bare)).toEqual({ id: 1, name: 'Muziki' });
    expect(eventTypes(bare)).toEqual([{ id: 2, name: 'Injili' }]);
    expect(eventCategory({ ...bare, categoryId: null, categoryName: null, categoryNameSw: null })).toBeNull();
    expect(eventTypes({ ...bare, subcategory: null })).toEqual([]);
  });
});
