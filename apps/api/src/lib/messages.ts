import { setupI18n, type I18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@tribe/contracts/locale';
import { currentLanguage } from './request-language.js';
import type { Texts, Values } from '@tribe/contracts/message-texts';

/**
 * The server's words (decision 026, "One home for words"): every sentence a person reads (API
 * refusals, mails, SMS, the ticket PDF and calendar file) is an ICU message in
 * `src/locales/<language>/<area>.json`, the same format the web's files use, formatted by Lingui.
 * An area's texts keep the shape its code reads: `T('sw').closed`, `T(locale).tooMany(cap)`.
 */

/** A message file: ICU MessageFormat strings by key; a key may group further keys. */
export type Messages = { readonly [key: string]: string | Messages };
/**
 * The values a message fills in ({name}, {count}, ...; @tribe/contracts/message-texts). A value
 * that depends on the language (an amount, a list joined with the language's "and", another
 * message) is given as a function of the locale, called with the language being formatted.
 */
export type { Texts, Values };

/** Another language's file for the same area: every key the English has, as messages. */
export type Translation<M> = { readonly [K in keyof M]: M[K] extends string ? string : Translation<M[K]> };

/**
 * For each message that takes values, a function turning its arguments into those values, or
 * the values themselves when they are fixed (a limit the code defines, such as a number of days).
 */
export type ArgsFor<M> = {
  readonly [K in keyof M]?: M[K] extends string ? ((...args: never[]) => Values) | Values : ArgsFor<M[K]>;
};

/** An area's texts by language. */
export type AreaTexts<M, A> = (locale: TLocale) => Texts<M, A>;

/** One Lingui instance per language, each holding every area's compiled messages. */
const LINGUI = Object.fromEntries(
  LOCALES.map((locale) => [locale, setupI18n({ locale, messages: { [locale]: {} } })]),
) as Record<TLocale, I18n>;

const AREAS = new Map<string, Record<TLocale, Messages>>();

const isMessage = (v: unknown): v is string => typeof v === 'string';

/** Compiles a file's messages once, keyed `<area>.<key>.<key>`; a message that does not parse throws here, at load. */
function compileAll(prefix: string, messages: Messages, into: Record<string, unknown>): void {
  for (const [key, message] of Object.entries(messages)) {
    const id = `${prefix}.${key}`;
    if (isMessage(message)) {
      try {
        into[id] = compileMessageOrThrow(message);
      } catch (err) {
        throw new Error(`${id}: the message does not parse (${(err as Error).message})`);
      }
    } else compileAll(id, message, into);
  }
}

/**
 * Lingui decodes `\uXXXX` and `\xXX` anywhere in a formatted message, values included, so a
 * backslash in a value (a title, a name) stands in as a private-use character while the message
 * is formatted and comes back after.
 */
const BACKSLASH = '\uE000';
const format = (i18n: I18n, id: string, values?: Values): string => i18n._(id, values).replaceAll(BACKSLASH, '\\');

/** The values with each value given as a function of the locale replaced by its result. */
function inLocale(values: Values | undefined, locale: TLocale): Values | undefined {
  if (!values) return values;
  const out: Values = {};
  for (const [name, given] of Object.entries(values)) {
    const value = typeof given === 'function' ? (given as (l: TLocale) => unknown)(locale) : given;
    out[name] = typeof value === 'string' ? value.replaceAll('\\', BACKSLASH) : value;
  }
  return out;
}

function build(
  locale: TLocale,
  prefix: string,
  english: Messages,
  args: Record<string, unknown> | undefined,
): Record<string, unknown> {
  const i18n = LINGUI[locale];
  const texts: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(english)) {
    const id = `${prefix}.${key}`;
    const toValues = args?.[key];
    if (!isMessage(message)) texts[key] = build(locale, id, message, toValues as Record<string, unknown> | undefined);
    else if (typeof toValues === 'function')
      texts[key] = (...a: unknown[]) =>
        format(i18n, id, inLocale((toValues as (...x: unknown[]) => Values)(...a), locale));
    else texts[key] = format(i18n, id, inLocale(toValues as Values | undefined, locale));
  }
  return Object.freeze(texts);
}

/**
 * An area's texts from its message files (`src/locales/en/<area>.json` and the other languages'),
 * compiled once here. `args` maps a function message's arguments to the values its ICU message
 * names, e.g. `tooMany: (cap: number) => ({ cap })`, or gives a message its fixed values
 * (`full: { max: EVENT_IMAGES_MAX }`); a message without a function there is a string.
 * The English file gives the shape; a translation lacking a key fails tsc, and
 * `lib/messages.test.ts` fails on an extra key or other placeholders.
 */
export function defineMessages<M extends Messages, A extends ArgsFor<M> = Record<never, never>>(
  area: string,
  en: M,
  sw: Translation<M>,
  args?: A,
): AreaTexts<M, A> {
  const files: Record<TLocale, Messages> = { en, sw: sw as Messages };
  AREAS.set(area, files);
  const byLocale = {} as Record<TLocale, Texts<M, A>>;
  for (const locale of LOCALES) {
    const compiled: Record<string, unknown> = {};
    compileAll(area, files[locale], compiled);
    LINGUI[locale].load(locale, compiled as never);
    byLocale[locale] = build(locale, area, en, args as Record<string, unknown> | undefined) as Texts<M, A>;
  }
  return (locale) => byLocale[locale] ?? byLocale[DEFAULT_LOCALE];
}

/**
 * Texts that answer in the language of the request being answered (lib/request-language.ts),
 * English outside a request (jobs, the CLI): each text is looked up when it is read. Read them
 * when answering, never into a module-level constant or a schema at load time. Never store or
 * log what they give: stored words stay English.
 */
export function inRequestLanguage<T extends object>(texts: (locale: TLocale) => T): T {
  const at = (path: string[]) => (locale: TLocale) =>
    path.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], texts(locale));
  const wrap = (english: Record<string, unknown>, path: string[]): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(english)) {
      const read = at([...path, key]);
      if (typeof value === 'object' && value !== null)
        Object.defineProperty(out, key, {
          value: wrap(value as Record<string, unknown>, [...path, key]),
          enumerable: true,
        });
      else Object.defineProperty(out, key, { get: () => read(currentLanguage()), enumerable: true });
    }
    return Object.freeze(out);
  };
  return wrap(texts(DEFAULT_LOCALE) as Record<string, unknown>, []) as T;
}

/** Every area's message files, by area (the message files' tests). */
export function definedAreas(): ReadonlyMap<string, Record<TLocale, Messages>> {
  return AREAS;
}
