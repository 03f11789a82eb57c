import type { Catalogue, CompiledMessage } from './i18n';

/** A compiled message (an array, or a plain string) rather than a group of keys. */
export function isMessage(value: unknown): value is CompiledMessage {
  return typeof value === 'string' || Array.isArray(value);
}

/** A namespace's messages keyed `namespace.key` (`namespace.group.key` for a group), as one catalogue holds them all. */
export function prefixed(namespace: string, messages: object): Catalogue {
  return Object.fromEntries(
    Object.entries(messages).flatMap(([key, message]) =>
      isMessage(message)
        ? [[`${namespace}.${key}`, message]]
        : Object.entries(prefixed(`${namespace}.${key}`, message)),
    ),
  );
}
