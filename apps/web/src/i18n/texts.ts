import { DEFAULT_LOCALE } from '@tribe/contracts/locale';
import type { Texts, Values } from '@tribe/contracts/message-texts';
import { isMessage, prefixed } from './catalogue';
import { catalogue, getLocale, messageLocale, registerEnglish, type CompiledMessage } from './i18n';

/** Message values and a namespace's texts: one shape with the API's (@tribe/contracts/message-texts). */
export type { Texts, Values };

/**
 * Every feature's messages are ICU MessageFormat, compiled at build time (compiled-messages.ts,
 * with Lingui's compiler) into arrays: text, `[name]` for a value, `[name, 'plural' | 'selectordinal'
 * | 'select' | 'number', cases]`, and `#` in a plural's case for its number. This writes them out
 * as Lingui's runtime does (the same plural rules, number format and fallbacks), without its
 * 3 KB in every page's first load.
 */
const OCTOTHORPE = '%__octothorpe__%';
const intl = new Map<string, Intl.NumberFormat | Intl.PluralRules>();
const memo = <T extends Intl.NumberFormat | Intl.PluralRules>(key: string, make: () => T): T => {
  let made = intl.get(key) as T | undefined;
  if (!made) intl.set(key, (made = make()));
  return made;
};
const formatNumber = (locale: string, value: unknown, options?: Intl.NumberFormatOptions) =>
  memo(`n:${locale}:${JSON.stringify(options)}`, () => new Intl.NumberFormat([locale, DEFAULT_LOCALE], options)).format(
    value as number,
  );

function write(tokens: unknown, locale: string, values: Values, inPlural = false): unknown {
  if (!Array.isArray(tokens)) return tokens;
  return tokens.reduce((message: string, token: unknown) => {
    if (token === '#' && inPlural) return message + OCTOTHORPE;
    if (typeof token === 'string') return message + token;
    const [name, type, format] = token as [string, string?, Record<string, unknown>?];
    const value = values[name];
    let out: unknown = value;
    if (type === 'plural' || type === 'selectordinal') {
      const cases = format!;
      const offset = Number(cases.offset ?? 0);
      const rules = memo(
        `p:${type}:${locale}`,
        () => new Intl.PluralRules([locale, DEFAULT_LOCALE], { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
      );
      const chosen = cases[value as string] ?? cases[rules.select((value as number) - offset)] ?? cases.other;
      out = (write(chosen, locale, values, true) as string).replace(
        new RegExp(OCTOTHORPE, 'g'),
        formatNumber(locale, (value as number) - offset),
      );
    } else if (type === 'select') {
      out = write(format![value as string] ?? format!.other, locale, values);
    } else if (type === 'number') {
      out = formatNumber(locale, value, { style: format as unknown as Intl.NumberFormatOptions['style'] });
    }
    return out == null ? message : message + String(out);
  }, '');
}

const ESCAPES = /\\u([a-fA-F0-9]{4})|\\x([a-fA-F0-9]{2})/g;
const unescape = (text: string) =>
  text.replace(ESCAPES, (_, unicode?: string, hex?: string) => String.fromCharCode(parseInt(unicode ?? hex!, 16)));

/** A compiled message written out in `locale` with `values`, as Lingui's `i18n._` writes it. */
export function formatMessage(message: CompiledMessage, locale: string, values: Values = {}): string {
  const text = typeof message === 'string' ? message : write(message, locale, values);
  return typeof text === 'string' ? unescape(text) : text ? String(text) : '';
}

/** A message in the active language (English where that lacks it); its id when no catalogue has it. */
function translate(id: string, values?: Values): string {
  const locale = messageLocale(id);
  return formatMessage(catalogue(locale)[id] || id, locale, values);
}

type ArgsFor<M> = { [K in keyof M]?: M[K] extends string ? (...args: never[]) => Values : ArgsFor<M[K]> };
function build(id: string, messages: Record<string, unknown>, args?: Record<string, unknown>): Record<string, unknown> {
  const texts: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    const keyId = `${id}.${key}`;
    const toValues = args?.[key] as ((...a: unknown[]) => Values) | undefined;
    if (!isMessage(message))
      texts[key] = build(keyId, message as Record<string, unknown>, args?.[key] as Record<string, unknown>);
    else if (toValues) texts[key] = (...a: unknown[]) => translate(keyId, toValues(...a));
    else Object.defineProperty(texts, key, { get: () => translate(keyId), enumerable: true });
  }
  return texts;
}

/**
 * A feature's texts in the active language: `T.subtotal` reads the message when it is used, so
 * read it while rendering, never into a module-level constant. `args` turns a function message's
 * arguments into the values its ICU message names, e.g. `pay: (amount: number) => ({ amount: price(amount) })`.
 * The messages object is the English message file (src/locales/en/<namespace>.json).
 */
export function defineTexts<M extends Record<string, unknown>, A extends ArgsFor<M> = Record<never, never>>(
  namespace: string,
  messages: M,
  args?: A,
): Texts<M, A> {
  registerEnglish(prefixed(namespace, messages));
  return build(namespace, messages, args as Record<string, unknown> | undefined) as Texts<M, A>;
}

export { getLocale };
