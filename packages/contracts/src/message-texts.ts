/**
 * The shape of an area's texts, the same for the web's and the API's message files: the values
 * a message fills in, and the typed accessors built from a file (a string per plain message, a
 * function per message with values, an object per group). Types only.
 */

/** The values a message fills in ({name}, {count}, ...). */
export type Values = Record<string, unknown>;

/** An area's texts in one language: a string per plain message, a function per message with values, an object per group. */
export type Texts<M, A> = {
  readonly [K in keyof M]: M[K] extends string
    ? K extends keyof A
      ? A[K] extends (...args: infer P) => Values
        ? (...args: P) => string
        : string
      : string
    : Texts<M[K], K extends keyof A ? NonNullable<A[K]> : Record<never, never>>;
};
