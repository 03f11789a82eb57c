import type { TLocale } from '@tribe/contracts/locale';

/**
 * The server's words in every language (decision 026). A module keeps its English texts as a
 * plain object and adds a translation of the same shape: `Translated<typeof EN>` makes each
 * language hold every key the English has, and no other (a missing or extra key fails tsc).
 */
export type Widen<T> = T extends string ? string : { readonly [K in keyof T]: Widen<T[K]> };

/** A texts object in every language, keyed by language. */
export type Translated<T> = Record<TLocale, Widen<T>>;
