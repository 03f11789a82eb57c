/**
 * The languages the product speaks (issue 20): English, the default, and Kiswahili. Both sides
 * read the buyer's choice from the same places: the `lang` cookie the web sets, then
 * Accept-Language (decision 026).
 */
export const LOCALES = ['en', 'sw'] as const;
export type TLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: TLocale = 'en';

/** The cookie the web writes when someone picks a language, so the server can read it too. */
export const LOCALE_COOKIE = 'lang';

/**
 * The Intl locale each language formats Kiswahili dates and numbers with. English keeps the
 * spec's fixed formats ('KES 1,500', 'Dec 5, 2026 7:00 PM'), which en-KE would change ('Ksh').
 */
export const INTL_LOCALE: Record<TLocale, string> = { en: 'en-US', sw: 'sw-KE' };

export function isLocale(value: unknown): value is TLocale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** 'sw', 'sw-KE', 'SW_ke' → 'sw'; anything else (or nothing) → null. */
export function toLocale(value: string | null | undefined): TLocale | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : null;
}

/** The first supported language of an Accept-Language header ('sw-KE,sw;q=0.9,en;q=0.8' → 'sw'). */
export function localeFromAcceptLanguage(header: string | null | undefined): TLocale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) : 1, i };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const r of ranked) {
    const locale = toLocale(r.tag);
    if (locale) return locale;
  }
  return null;
}

/** The `lang` value of a Cookie header, when it names a supported language. */
export function localeFromCookie(cookieHeader: string | null | undefined): TLocale | null {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=([^;]*)/);
  if (!match) return null;
  // A cookie is input like any other: `lang=%` is not a language, not an error.
  try {
    return toLocale(decodeURIComponent(match[1]!));
  } catch {
    return null;
  }
}
