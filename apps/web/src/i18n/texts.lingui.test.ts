import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { formatMessage, type Values } from './texts';

/**
 * The messages are written out without Lingui's runtime (texts.ts); Lingui stays a test
 * dependency so that every message of every file, in both languages, is written exactly as
 * Lingui writes it, for numbers that pick each plural form and for every case of every select.
 */
const LOCALES_DIR = path.join(__dirname, '../locales');
type Messages = { [key: string]: string | Messages };
const flatten = (messages: Messages, prefix = ''): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [[prefix + key, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );
const messagesOf = (locale: string) =>
  readdirSync(path.join(LOCALES_DIR, locale))
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => flatten(JSON.parse(readFileSync(path.join(LOCALES_DIR, locale, f), 'utf8')) as Messages, `${f}:`));

/** The message's values: plurals and numbers, selects with their cases, and plain values. */
function slots(compiled: unknown, found = new Map<string, { type?: string; cases: string[] }>()) {
  if (!Array.isArray(compiled)) return found;
  for (const token of compiled) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    const slot = found.get(name) ?? { type, cases: [] };
    slot.type ??= type;
    if (cases && typeof cases === 'object') {
      slot.cases.push(...Object.keys(cases));
      Object.values(cases).forEach((c) => slots(c, found));
    }
    found.set(name, slot);
  }
  return found;
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1234567];

/** Sets of values that between them take every branch of the message. */
function valueSets(compiled: unknown): Values[] {
  const all = [...slots(compiled)];
  const sets: Values[] = [];
  const base = (i: number): Values =>
    Object.fromEntries(
      all.map(([name, slot]) => {
        if (slot.type === 'plural' || slot.type === 'selectordinal' || slot.type === 'number')
          return [name, NUMBERS[i % NUMBERS.length]];
        if (slot.type === 'select') return [name, [...slot.cases, 'none-of-these'][i % (slot.cases.length + 1)]];
        return [name, `<${name}>`];
      }),
    );
  const rounds = Math.max(NUMBERS.length, ...all.map(([, s]) => s.cases.length + 1));
  for (let i = 0; i < rounds; i++) sets.push(base(i));
  sets.push({});
  return sets;
}

describe.each(['en', 'sw'])('every %s message is written as Lingui writes it', (locale) => {
  it('for values that take each branch', () => {
    const messages = messagesOf(locale);
    expect(messages.length).toBeGreaterThan(500);
    const lingui = setupI18n();
    const compiled = Object.fromEntries(messages.map(([id, text]) => [id, compileMessage(text)]));
    lingui.load(locale, compiled as never);
    lingui.activate(locale);
    let checked = 0;
    for (const [id] of messages) {
      for (const values of valueSets(compiled[id])) {
        expect({ id, values, text: formatMessage(compiled[id]!, locale, values) }).toEqual({
          id,
          values,
          text: lingui._(id, values),
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(messages.length);
  });
});
