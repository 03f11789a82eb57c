import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { Catalogue } from './i18n';

const LOCALES_DIR = path.join(__dirname, '../locales');
type Messages = { [key: string]: string | Messages };
/** A message file's messages by flat key ('errors.sold_out'). */
const flatten = (messages: Messages, prefix = ''): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
const read = (lang: string, file: string) =>
  flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, lang, file), 'utf8')) as Messages);
const files = (lang: string) =>
  readdirSync(path.join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .sort();

/** The values a message names ({name}, {count, plural, ...}), read from its compiled form. */
function placeholders(message: string): string[] {
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
  walk(compileMessage(message));
  return [...names].sort();
}

describe('message files', () => {
  it('every English namespace has a Kiswahili file, and no Kiswahili file lacks an English one', () => {
    expect(files('sw')).toEqual(files('en'));
  });

  it.each(files('en'))('%s: Kiswahili has every English key and no other', (file) => {
    expect(Object.keys(read('sw', file)).sort()).toEqual(Object.keys(read('en', file)).sort());
  });

  it.each(files('en'))('%s: each Kiswahili message fills in the same values as the English one', (file) => {
    const en = read('en', file);
    const sw = read('sw', file);
    for (const key of Object.keys(en)) {
      expect({ key, values: placeholders(sw[key] ?? '') }).toEqual({ key, values: placeholders(en[key]!) });
    }
  });

  it.each(files('sw'))('%s: no Kiswahili message is empty or left in English', (file) => {
    const en = read('en', file);
    const sw = read('sw', file);
    // Names and codes read the same in both languages; everything else must differ.
    const same = Object.keys(sw).filter(
      (key) => sw[key] === en[key] && /[a-z]{4,}/.test(en[key]!.replace(/\{\w+\}/g, '')) && !SAME_IN_BOTH.has(en[key]!),
    );
    expect(same).toEqual([]);
    expect(Object.keys(sw).filter((key) => !sw[key]!.trim())).toEqual([]);
  });

  it('the Kiswahili chunks hold every Kiswahili file, each in one chunk only', async () => {
    // Fresh copies of the chunks: the language store adds an area's chunk to the catalogue it
    // loaded first (the index chunk's own object), and the tests of a worker share their modules.
    const fresh = async (name: string) =>
      ((await import(/* @vite-ignore */ `../locales/sw/${name}.ts?as-built`)) as { default: Catalogue }).default;
    const chunks = await Promise.all(['index', 'host', 'admin', 'legal'].map(fresh));
    const namespacesOf = (chunk: object) => [...new Set(Object.keys(chunk).map((id) => id.split('.')[0]!))];
    const all = chunks.flatMap(namespacesOf);
    expect(
      all.filter((ns, i) => all.indexOf(ns) !== i),
      'in two chunks',
    ).toEqual([]);
    expect(all.sort()).toEqual(
      files('sw')
        .map((f) => f.replace(/\.json$/, ''))
        .sort(),
    );
  });
});

/** Words that are the same in English and Kiswahili (brands, names, codes). */
const SAME_IN_BOTH = new Set(['M-Pesa', 'Email', 'Tikiti', 'WhatsApp', 'Google', 'Paystack']);
