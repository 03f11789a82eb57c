import type { TEvent, TNamed } from '@tribe/contracts';
import { getLocale } from './i18n';

/*
 * Names from the catalogue (categories, types, tribes) are data, not messages: admins write them
 * on /admin/catalogue in English, with an optional Kiswahili one beside (docs/admin.md
 * "Catalogue"). These pick the one for the active language: the Kiswahili one when Kiswahili is
 * active and it is set, else the English one. Read them while rendering, like texts.
 */

/** Anything the catalogue names: a category, a type, a tribe. */
export interface TCatalogueNamed {
  name: string;
  nameSw?: string | null;
}

const pick = (english: string, kiswahili: string | null | undefined): string =>
  getLocale() === 'sw' && kiswahili ? kiswahili : english;

/** 'Music' in English, 'Muziki' in Kiswahili (when an admin gave it). */
export const catalogueName = (item: TCatalogueNamed): string => pick(item.name, item.nameSw);

/** A tribe's description in the active language. */
export const catalogueDescription = (item: { description: string; descriptionSw?: string | null }): string =>
  pick(item.description, item.descriptionSw);

type TEventNames = Pick<
  TEvent,
  'category' | 'categoryId' | 'categoryName' | 'categoryNameSw' | 'subcategory' | 'subcategories' | 'subcategoryNamesSw'
>;

/** The event's category, named in the active language; null when it has none. */
export function eventCategory(event: TEventNames): TNamed | null {
  const category =
    event.category ??
    (event.categoryId && event.categoryName ? { id: event.categoryId, name: event.categoryName } : null);
  return category && { id: category.id, name: pick(category.name, event.categoryNameSw) };
}

/**
 * The event's types (all of them, else the primary one), named in the active language. (A copy
 * cached from before the Kiswahili names were served has none: the English ones show.)
 */
export function eventTypes(event: TEventNames): TNamed[] {
  const list = event.subcategories?.length ? event.subcategories : event.subcategory ? [event.subcategory] : [];
  return list.map((s) => ({ id: s.id, name: pick(s.name, event.subcategoryNamesSw?.[s.id]) }));
}
