import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messageFiles, placeholders as namedValues } from '@tribe/contracts/message-files.test-util';
import sw from '@/locales/sw';
import swAdmin from '@/locales/sw/admin';
import swHost from '@/locales/sw/host';
import swLegal from '@/locales/sw/legal';

const LOCALES_DIR = path.join(__dirname, '../locales');
const { files, read } = messageFiles(LOCALES_DIR);
const placeholders = (message: string) => namedValues(compileMessage(message));

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

  it('the Kiswahili chunks hold every Kiswahili file, each in one chunk only', () => {
    const namespacesOf = (chunk: object) => [...new Set(Object.keys(chunk).map((id) => id.split('.')[0]!))];
    const all = [sw, swHost, swAdmin, swLegal].flatMap(namespacesOf);
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
