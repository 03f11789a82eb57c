import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHELL_TEXTS } from './events.shell.texts.js';

const WEB = path.resolve(import.meta.dirname, '../../../../web');
const LOCALES = path.join(WEB, 'src/locales');

/** Every message of a language's files, flattened ('shell.discoverEvents' → 'Discover events'). */
function messages(locale: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, at: string) => {
    if (typeof value === 'string') out.set(at, value);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${at}.${k}`);
  };
  for (const file of readdirSync(path.join(LOCALES, locale)).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(path.join(LOCALES, locale, file), 'utf8')), file.replace(/\.json$/, ''));
  return out;
}

const strings = (texts: object) => Object.entries(texts).filter((e): e is [string, string] => typeof e[1] === 'string');

describe("the first screen's words", () => {
  it("are the web's Kiswahili wherever the web's message files hold the same English", () => {
    const en = messages('en');
    const sw = messages('sw');
    let shared = 0;
    for (const [key, english] of strings(SHELL_TEXTS.en)) {
      const ids = [...en].filter(([, text]) => text === english).map(([id]) => id);
      if (!ids.length) continue;
      shared++;
      const web = ids.map((id) => sw.get(id));
      expect(web, `${key}: "${english}" is ${ids.join(', ')} in the web`).toContain(
        SHELL_TEXTS.sw[key as keyof typeof SHELL_TEXTS.sw],
      );
    }
    // The header's words at least (the shell namespace).
    expect(shared).toBeGreaterThanOrEqual(3);
  });

  it("name index.html's title and description, which a Kiswahili page replaces", () => {
    const index = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    expect(index).toContain(`<title>${SHELL_TEXTS.en.pageTitle}</title>`);
    expect(index).toContain(`content="${SHELL_TEXTS.en.pageDescription}"`);
    expect(index).toContain('<html lang="en">');
  });
});
