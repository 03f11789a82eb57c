import type { TLocale } from '@tribe/contracts/locale';
import { currentLanguage } from './request-language.js';

/**
 * The server's words in every language (decision 026). A module keeps its English texts as a
 * plain object and adds a translation of the same shape: `Translated<typeof EN>` makes each
 * language hold every key the English has, and no other (a missing or extra key fails tsc).
 * A function keeps its arguments and returns a string in every language.
 */
export type Widen<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Widen<T[K]> };

/** A texts object in every language, keyed by language. */
export type Translated<T> = Record<TLocale, Widen<T>>;

const TRANSLATIONS = new WeakMap<object, Translated<unknown>>();

const isGroup = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Texts that answer in the current request's language (lib/request-language.ts): an object of
 * the English's shape whose strings and functions are read from the Kiswahili while the request
 * being answered is in Kiswahili, and from the English otherwise (no request: English). Read
 * the texts when answering, never into a module-level constant or a schema at load time, or
 * they stay English. Never store or log what it gives: stored words stay English.
 */
export function localized<T extends object>(en: T, sw: Widen<T>): T {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(en)) {
    const e = (en as Record<string, unknown>)[key];
    const s = (sw as Record<string, unknown>)[key];
    if (isGroup(e) && isGroup(s)) {
      const group = localized(e, s as never);
      Object.defineProperty(out, key, { value: group, enumerable: true });
    } else {
      Object.defineProperty(out, key, { get: () => (currentLanguage() === 'sw' ? s : e), enumerable: true });
    }
  }
  Object.freeze(out);
  TRANSLATIONS.set(out, { en, sw } as Translated<unknown>);
  return out as T;
}

/** The English and the Kiswahili a `localized()` object was made of (its completeness test). */
export function translationsOf<T extends object>(texts: T): Translated<T> | undefined {
  return TRANSLATIONS.get(texts) as Translated<T> | undefined;
}
