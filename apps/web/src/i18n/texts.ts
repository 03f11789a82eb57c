import { setupI18n } from '@lingui/core';
import { LOCALES } from '@tribe/contracts/locale';
import { catalogue, getLocale, messageLocale, registerEnglish, subscribe } from './i18n';

/**
 * Lingui formats every feature's messages: values, plurals and selects in ICU MessageFormat,
 * compiled at build time. It loads with the first page's code, not in the first load.
 */
const lingui = setupI18n();
const sync = () => LOCALES.forEach((locale) => lingui.load(locale, catalogue(locale) as never));
sync();
subscribe(sync);

/** Message values: what a function message fills in ({name}, {count}, ...). */
export type Values = Record<string, unknown>;

function translate(id: string, values?: Values): string {
  const locale = messageLocale(id);
  if (lingui.locale !== locale) lingui.activate(locale);
  return lingui._(id, values);
}

type ArgsFor<M> = { [K in keyof M]?: (...args: never[]) => Values };
/** A namespace's texts: a string per plain message, a function per message that takes values. */
export type Texts<M, A> = {
  readonly [K in keyof M]: K extends keyof A
    ? A[K] extends (...args: infer P) => Values
      ? (...args: P) => string
      : string
    : string;
};

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
  registerEnglish(namespace, messages);
  const texts: Record<string, unknown> = {};
  for (const key of Object.keys(messages)) {
    const id = `${namespace}.${key}`;
    const toValues = (args as Record<string, ((...a: unknown[]) => Values) | undefined> | undefined)?.[key];
    Object.defineProperty(
      texts,
      key,
      toValues
        ? { value: (...a: unknown[]) => translate(id, toValues(...a)), enumerable: true }
        : { get: () => translate(id), enumerable: true },
    );
  }
  return texts as Texts<M, A>;
}

export { getLocale };
