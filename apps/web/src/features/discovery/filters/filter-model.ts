import type { TSubcategory } from '@tribe/contracts';
import type { TDay } from '@tribe/contracts/dates';
import {
  LOCATIONS,
  PRICE_MAX_DEFAULT,
  PRICE_MIN_DEFAULT,
  type TDatePreset,
  type TLocationId,
} from '@tribe/contracts/listing-query';
import { catalogueName, type TCatalogueNamed } from '@/i18n/catalogue-names';
import { price } from '@/i18n/format';
import { T } from '../discovery.texts';
import { DATE_PRESET_LABELS, formatDayRange } from './date-labels';
import { isRelativePreset, presetRange } from './date-presets';
import { isPriceActive, normaliseSearch, type TListingFilters } from './url-state';

/**
 * Pure changes to the filter state and the views derived from it (chips, badge count). The
 * components call these and write the result to the address; nothing here knows about React.
 */

export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Adds or removes a category; removing one also drops its selected types (subcategories). */
export function toggleCategory(
  f: TListingFilters,
  categoryId: number,
  subcategories: readonly TSubcategory[],
): TListingFilters {
  const removing = f.categoryIds.includes(categoryId);
  const categoryIds = toggleValue(f.categoryIds, categoryId);
  if (!removing) return { ...f, categoryIds };
  const owned = new Set(subcategories.filter((s) => s.categoryId === categoryId).map((s) => s.id));
  return { ...f, categoryIds, subcategoryIds: f.subcategoryIds.filter((id) => !owned.has(id)) };
}

export function toggleSubcategory(f: TListingFilters, subcategoryId: number): TListingFilters {
  return { ...f, subcategoryIds: toggleValue(f.subcategoryIds, subcategoryId) };
}

/** 'Include past events': ended events are listed too (past=1), or left out again. */
export function togglePast(f: TListingFilters): TListingFilters {
  return { ...f, past: !f.past };
}

export function toggleLocation(f: TListingFilters, location: TLocationId): TListingFilters {
  return { ...f, locations: toggleValue(f.locations, location) };
}

/**
 * The types (subcategories) the Type section offers: those of the selected categories, or all of
 * them when no category is selected. A type that is selected stays listed (a shared link may pick
 * one outside the categories), so it can always be unticked where it is shown.
 */
export function visibleSubcategories(
  all: readonly TSubcategory[],
  categoryIds: readonly number[],
  selectedIds: readonly number[] = [],
): TSubcategory[] {
  if (!categoryIds.length) return [...all];
  return all.filter((s) => categoryIds.includes(s.categoryId) || selectedIds.includes(s.id));
}

/**
 * Picks a date preset: 'any' clears the days, a relative preset sets its days as of `now`,
 * 'custom' keeps the current days (they are applied with 'Apply Custom Range').
 */
export function selectDatePreset(f: TListingFilters, preset: TDatePreset, now: Date): TListingFilters {
  if (preset === 'any') return { ...f, datePreset: 'any', startDate: null, endDate: null };
  if (isRelativePreset(preset)) return { ...f, datePreset: preset, ...presetRange(preset, now) };
  return { ...f, datePreset: 'custom' };
}

/** Applies a custom range; both days are required and the end may not be before the start. */
export function applyCustomRange(f: TListingFilters, startDate: TDay, endDate: TDay): TListingFilters {
  if (!startDate || !endDate) return f;
  const [from, to] = endDate < startDate ? [endDate, startDate] : [startDate, endDate];
  return { ...f, datePreset: 'custom', startDate: from, endDate: to };
}

export function setPriceRange(f: TListingFilters, minPrice: number, maxPrice: number): TListingFilters {
  // A minimum above the maximum would match nothing (and the API refuses it): the other end gives way.
  if (minPrice !== f.minPrice && minPrice > maxPrice) maxPrice = PRICE_MAX_DEFAULT;
  if (maxPrice !== f.maxPrice && maxPrice < minPrice) minPrice = PRICE_MIN_DEFAULT;
  return { ...f, minPrice, maxPrice };
}

export function hasDateFilter(f: TListingFilters): boolean {
  return f.datePreset !== 'any' && Boolean(f.startDate || f.endDate);
}

/**
 * The number on the mobile 'Filters' badge: the selections made inside the drawer (each category,
 * type and town, the date, 'Include past events', the price range). Search and sort live outside
 * the drawer.
 */
export function countActiveFilters(f: TListingFilters): number {
  return (
    f.categoryIds.length +
    f.subcategoryIds.length +
    f.locations.length +
    (hasDateFilter(f) ? 1 : 0) +
    (f.past ? 1 : 0) +
    (isPriceActive(f) ? 1 : 0)
  );
}

export type TChipKind = 'search' | 'category' | 'type' | 'location' | 'date' | 'price';

export interface TFilterChip {
  key: string;
  kind: TChipKind;
  label: string;
  /** The filters without this one. */
  remove: (f: TListingFilters) => TListingFilters;
}

/** An amount with a plain space (Intl uses a no-break one), like the cards' prices: 'KES 500', 'Ksh 500'. */
const kes = (amount: number) => price(amount).replace(/\u00a0/g, ' ');

/** Price chip text: 'KES 500 – KES 5,000', 'KES 500+', or 'Up to KES 5,000'. */
export function formatPriceRange(minPrice: number, maxPrice: number): string {
  const min = minPrice > PRICE_MIN_DEFAULT;
  const max = maxPrice < PRICE_MAX_DEFAULT;
  if (min && max) return `${kes(minPrice)} – ${kes(maxPrice)}`;
  if (min) return `${kes(minPrice)}+`;
  return T.price.upTo(kes(maxPrice));
}

/** Date chip text: the preset's name, or the custom days. */
export function dateChipLabel(f: TListingFilters, now: Date): string {
  if (f.datePreset !== 'custom' && f.datePreset !== 'any') return DATE_PRESET_LABELS[f.datePreset];
  return formatDayRange(f.startDate, f.endDate, now);
}

type TCatalogueEntry = TCatalogueNamed & { id: number };

/**
 * The active-filter chips in spec order: search, category, type, location, date, price (the
 * price only when narrower than 0 to 10,000+). Names come from the loaded lists, in the active
 * language; an id not (yet) in a list gets no chip rather than a meaningless number.
 */
export function activeChips(
  f: TListingFilters,
  lists: { categories: readonly TCatalogueEntry[]; subcategories: readonly TCatalogueEntry[] },
  now: Date,
): TFilterChip[] {
  const chips: TFilterChip[] = [];
  const q = normaliseSearch(f.q);
  if (q) chips.push({ key: 'search', kind: 'search', label: `“${q}”`, remove: (x) => ({ ...x, q: '' }) });
  for (const id of f.categoryIds) {
    const category = lists.categories.find((c) => c.id === id);
    const name = category && catalogueName(category);
    if (name)
      chips.push({
        key: `category-${id}`,
        kind: 'category',
        label: name,
        remove: (x) => ({ ...x, categoryIds: x.categoryIds.filter((v) => v !== id) }),
      });
  }
  for (const id of f.subcategoryIds) {
    const type = lists.subcategories.find((s) => s.id === id);
    const name = type && catalogueName(type);
    if (name)
      chips.push({
        key: `type-${id}`,
        kind: 'type',
        label: name,
        remove: (x) => ({ ...x, subcategoryIds: x.subcategoryIds.filter((v) => v !== id) }),
      });
  }
  for (const id of f.locations) {
    const name = LOCATIONS.find((l) => l.id === id)?.name ?? id;
    chips.push({
      key: `location-${id}`,
      kind: 'location',
      label: name,
      remove: (x) => ({ ...x, locations: x.locations.filter((v) => v !== id) }),
    });
  }
  if (hasDateFilter(f)) {
    chips.push({
      key: 'date',
      kind: 'date',
      label: dateChipLabel(f, now),
      remove: (x) => ({ ...x, datePreset: 'any', startDate: null, endDate: null }),
    });
  }
  if (isPriceActive(f)) {
    chips.push({
      key: 'price',
      kind: 'price',
      label: formatPriceRange(f.minPrice, f.maxPrice),
      remove: (x) => ({ ...x, minPrice: PRICE_MIN_DEFAULT, maxPrice: PRICE_MAX_DEFAULT }),
    });
  }
  return chips;
}

/** "N events found", with the singular for one. */
export function resultsHeading(total: number): string {
  return T.resultsHeading(total);
}
