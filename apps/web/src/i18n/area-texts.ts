import { DEFAULT_LOCALE, type TLocale } from '@tribe/contracts/locale';
import { use } from 'react';
import { catalogue, useLocale, type Catalogue } from './i18n';

// The host, admin and legal areas' words in another language, apart from texts.ts: an attendee's
// pages (the landing pages among them) never load this.

/**
 * Areas whose Kiswahili comes in a chunk of its own, so an attendee choosing Kiswahili does not
 * download the host area's, the admin area's or the legal pages' words: `src/locales/sw/<area>.ts`.
 * Every other namespace is in `src/locales/sw/index.ts`.
 */
export type TextArea = 'host' | 'admin' | 'legal';
const AREA_LOADERS: Record<Exclude<TLocale, 'en'>, Record<TextArea, () => Promise<{ default: Catalogue }>>> = {
  sw: {
    host: () => import('@/locales/sw/host'),
    admin: () => import('@/locales/sw/admin'),
    legal: () => import('@/locales/sw/legal'),
  },
};
const areaLoads = new Map<string, Promise<void>>();

/**
 * Marks a promise settled the way React's `use` reads it, so a page whose words are already
 * here renders at once instead of suspending for a tick.
 */
const settled = (promise: Promise<void>): Promise<void> =>
  Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
const ENGLISH = settled(Promise.resolve());

/** Loads an area's messages in a language once per page load; a failed download leaves the area in English. */
export function loadAreaTexts(area: TextArea, locale: TLocale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return ENGLISH;
  const key = `${locale}:${area}`;
  let loading = areaLoads.get(key);
  if (!loading) {
    const started: Promise<void> = AREA_LOADERS[locale as Exclude<TLocale, 'en'>][area]().then(
      (chunk) => {
        Object.assign(catalogue(locale), chunk.default);
        settled(started);
      },
      () => {
        // Offline or the chunk gone: the area shows in English until the next page load
        // (asking again on every render would keep the page waiting).
        settled(started);
      },
    );
    loading = started;
    areaLoads.set(key, loading);
  }
  return loading;
}

/**
 * Suspends the page (its Suspense shows the spinner) until the area's words in the active
 * language have arrived. Call it first thing in every route component of the area, before any
 * text of the area is read. `use` is called on every render (React needs the same hooks each
 * time); in English, or once loaded, the promise is already settled and nothing waits.
 */
export function useAreaTexts(area: TextArea): void {
  use(loadAreaTexts(area, useLocale()));
}
