import { describe, expect, it } from 'vitest';
import { TICKET_FILE_TEXTS_BY_LOCALE } from '../tickets/ticket-files.js';

/**
 * The server's Kiswahili (decision 026): tsc already fails on a key missing from a translation;
 * this fails on one left empty or in English, or that fills in other holes than the English.
 */
const TABLES: Record<string, { en: unknown; sw: unknown }> = {
  'ticket files': TICKET_FILE_TEXTS_BY_LOCALE,
};

/** Every string of the translation, with the English at the same place. */
function pairs(en: unknown, sw: unknown, at = ''): [string, string, unknown][] {
  if (typeof sw === 'string') return [[at, sw, en]];
  if (!sw || typeof sw !== 'object') return [];
  return Object.entries(sw).flatMap(([k, v]) => pairs((en as Record<string, unknown>)?.[k], v, at ? `${at}.${k}` : k));
}

const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Nothing to translate: only holes, signs and the brand. */
const untranslatable = (s: string) =>
  !s
    .replace(/\{\w+\}/g, '')
    .replace(/Tikiti/g, '')
    .match(/\p{L}/u);

describe("the server's Kiswahili", () => {
  for (const [name, table] of Object.entries(TABLES)) {
    it(`${name}: every text translated, with the same holes`, () => {
      const found = pairs(table.en, table.sw);
      expect(found.length).toBeGreaterThan(0);
      for (const [at, sw, en] of found) {
        expect(typeof en, `${name}: ${at} has no English`).toBe('string');
        expect(sw.trim(), `${name}: ${at} is empty`).not.toBe('');
        expect(holes(sw), `${name}: ${at}`).toEqual(holes(en as string));
        if (!untranslatable(en as string)) expect(sw, `${name}: ${at} is left in English`).not.toBe(en);
      }
    });
  }
});
