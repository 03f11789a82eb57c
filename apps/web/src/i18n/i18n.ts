import { DEFAULT_LOCALE, LOCALE_COOKIE, isLocale, type TLocale } from '@tribe/contracts/locale';
import { useSyncExternalStore } from 'react';

/**
 * The interface's language and its messages (decision 026). Each feature's English messages
 * arrive with its code (`defineTexts` in ./texts.ts, which formats through Lingui); any other
 * language is one lazy chunk (`src/locales/<lang>/index.ts`), fetched only when chosen. This
 * module is in the first load, so it holds no formatter: the header's few texts are plain
 * strings (`defineShellTexts`), and Lingui arrives with the first page that needs it.
 */

/** A message as the build compiles it (compiled-messages.ts): Lingui's array form. */
export type CompiledMessage = string | readonly unknown[];
export type Catalogue = Record<string, CompiledMessage>;

const catalogues: Record<TLocale, Catalogue> = { en: {}, sw: {} };
const LOADERS: Record<Exclude<TLocale, 'en'>, () => Promise<{ default: Catalogue }>> = {
  sw: () => import('@/locales/sw'),
};
const STORAGE_KEY = 'tribe.lang';
let active: TLocale = DEFAULT_LOCALE;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Adds English messages, keyed `namespace.key` (each feature's texts module does, as it loads). */
export function registerEnglish(messages: Catalogue): void {
  Object.assign(catalogues.en, messages);
  emit();
}

/** The language a message shows in: the active one, or English where the active one lacks it. */
export function messageLocale(id: string): TLocale {
  return catalogues[active][id] === undefined ? DEFAULT_LOCALE : active;
}

export function catalogue(locale: TLocale): Readonly<Catalogue> {
  return catalogues[locale];
}

/** Called when the language or a catalogue changes. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLocale(): TLocale {
  return active;
}

/** The active language; the component re-renders when it changes. */
export function useLocale(): TLocale {
  return useSyncExternalStore(subscribe, getLocale, getLocale);
}

/**
 * Texts without values for the first load (the header): a compiled message with no
 * placeholders is a single string, so no formatter is needed. Anything with values goes
 * through `defineTexts` (./texts.ts).
 */
export function defineShellTexts<M extends Record<string, string>>(
  namespace: string,
  messages: M,
): { readonly [K in keyof M]: string } {
  const ids = Object.keys(messages).map((key) => [key, `${namespace}.${key}`] as const);
  registerEnglish(Object.fromEntries(ids.map(([key, id]) => [id, messages[key] as CompiledMessage])));
  const texts = {};
  for (const [key, id] of ids) {
    Object.defineProperty(texts, key, {
      get: () => (catalogues[messageLocale(id)][id] as readonly string[]).join(''),
      enumerable: true,
    });
  }
  return texts as { readonly [K in keyof M]: string };
}

/** Loads a language's messages once (nothing to load for English). */
async function loadCatalogue(locale: TLocale): Promise<void> {
  if (locale !== DEFAULT_LOCALE && !Object.keys(catalogues[locale]).length) {
    // A copy: areas' chunks are merged into the live catalogue (loadAreaTexts), never into the module's own object.
    catalogues[locale] = { ...(await LOADERS[locale as Exclude<TLocale, 'en'>]()).default };
  }
}

/**
 * The server's page in a reader's language (entry-server.tsx): loads its messages and makes it
 * the active one, without the device's memory (storage, cookie, <html lang>) that setLocale keeps.
 */
export async function activateLanguage(locale: TLocale): Promise<void> {
  await loadCatalogue(locale);
  active = locale;
  emit();
}

/** The language chosen on this device before (localStorage, else the `lang` cookie), else English. */
export function savedLocale(): TLocale {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode): the cookie still tells.
  }
  const cookie = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/)?.[1];
  return isLocale(stored) ? stored : isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/**
 * Switches the interface to a language, loading its messages first, and remembers the choice:
 * localStorage for the next visit, the `lang` cookie for the server (mails, the page's lang).
 */
export async function setLocale(locale: TLocale): Promise<void> {
  await loadCatalogue(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage blocked: the cookie below still remembers.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
  document.documentElement.lang = locale;
  active = locale;
  emit();
}
