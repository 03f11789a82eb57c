import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Reading ICU message files for the tests that hold a language's files to the English ones (the
 * web's `i18n/catalogues.test.ts` and the API's `lib/messages.test.ts`, decision 026): the files
 * of a language, a file's messages by flat key, and the values a message names.
 */
type Messages = { [key: string]: string | Messages };

/** Messages by flat key ('refusals.closed'). */
export const flatten = (messages: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

/** The message files under `localesDir/<lang>/`. */
export function messageFiles(localesDir: string) {
  return {
    files: (lang: string) =>
      readdirSync(path.join(localesDir, lang))
        .filter((f) => f.endsWith('.json'))
        .sort(),
    read: (lang: string, file: string) =>
      flatten(JSON.parse(readFileSync(path.join(localesDir, lang, file), 'utf8')) as Messages),
  };
}

/** The values a message names ({name}, {count, plural, ...}), read from its compiled (Lingui) form. */
export function placeholders(compiled: unknown): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    for (const token of node) {
      if (!Array.isArray(token)) continue;
      const [name, , cases] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (cases && typeof cases === 'object') Object.values(cases).forEach(walk);
    }
  };
  walk(compiled);
  return [...names].sort();
}
