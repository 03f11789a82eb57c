import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { messageFiles, placeholders as namedValues } from '@tribe/contracts/message-files.test-util';
import { defineMessages, inRequestLanguage } from './messages.js';
import { inLanguage } from './request-language.js';

/**
 * The server's message files (decision 026, "One home for words"): the same checks as the web's
 * `catalogues.test.ts`, on `apps/api/src/locales`. A Kiswahili file lacking an English key or
 * holding an extra one, a message filling in other values, one left empty or in English, one
 * that does not parse, or a file no code defines, fails here.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const LOCALES_DIR = path.join(SRC, 'locales');
const { files, read } = messageFiles(LOCALES_DIR);
const placeholders = (message: string) => namedValues(compileMessageOrThrow(message));

/**
 * Areas English in every language by design (decision 026): words stored with a record, sent to
 * a provider, answered to Safaricom or to a provider's webhook, or printed by the admin CLI. Their Kiswahili file repeats
 * the English exactly, so the files stay in step and a translation is a deliberate change.
 */
const ENGLISH_ONLY = new Set(['admin-cli', 'cancellation-records', 'daraja', 'payments', 'payout-records', 'webhooks']);

/** Words that are the same in English and Kiswahili (brands, names, codes). */
const SAME_IN_BOTH = new Set(['Tikiti', 'M-Pesa', 'Email', 'Google', 'Paystack', 'WhatsApp', 'PDF']);

/** Every `*.ts` under src, with the areas its `defineMessages('<area>', ...)` calls name. */
const DEFINED_AREAS = new Set(
  readdirSync(SRC, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .flatMap((f) =>
      [...readFileSync(path.join(SRC, f), 'utf8').matchAll(/defineMessages\(\s*'([\w-]+)'/g)].map((m) => m[1]!),
    ),
);

describe("the API's message files", () => {
  it('every English file has a Kiswahili one, and no Kiswahili file lacks an English one', () => {
    expect(files('en').length).toBeGreaterThan(0);
    expect(files('sw')).toEqual(files('en'));
  });

  it.each(files('en'))('%s: named in kebab-case and defined by the code', (file) => {
    const area = file.replace(/\.json$/, '');
    expect(area).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(DEFINED_AREAS.has(area), `no defineMessages('${area}', ...)`).toBe(true);
  });

  it.each(files('en'))('%s: Kiswahili has every English key and no other', (file) => {
    expect(Object.keys(read('sw', file)).sort()).toEqual(Object.keys(read('en', file)).sort());
  });

  it.each(files('en'))('%s: every message parses, and each Kiswahili one fills in the same values', (file) => {
    const en = read('en', file);
    const sw = read('sw', file);
    for (const key of Object.keys(en)) {
      expect({ key, values: placeholders(sw[key] ?? '') }).toEqual({ key, values: placeholders(en[key]!) });
    }
  });

  it.each(files('sw'))('%s: no message is empty, and no Kiswahili one is left in English', (file) => {
    const en = read('en', file);
    const sw = read('sw', file);
    if (ENGLISH_ONLY.has(file.replace(/\.json$/, ''))) {
      expect(sw).toEqual(en);
      return;
    }
    const same = Object.keys(sw).filter(
      (key) =>
        sw[key] === en[key] && /[a-z]{4,}/.test(en[key]!.replace(/\{[^{}]*\}/g, '')) && !SAME_IN_BOTH.has(en[key]!),
    );
    expect(same).toEqual([]);
    expect(Object.keys(sw).filter((key) => !sw[key]!.trim())).toEqual([]);
    expect(Object.keys(en).filter((key) => !en[key]!.trim())).toEqual([]);
  });
});

/** The GSM 03.38 alphabet (its basic set and the extension's characters): one SMS holds 160 of them. */
const GSM = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;

/** The literal words of a message (without its placeholders and ICU syntax). */
function literals(message: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown): void => {
    if (typeof node === 'string') out.push(node);
    else if (Array.isArray(node))
      for (const token of node) {
        if (typeof token === 'string') out.push(token);
        else if (Array.isArray(token) && token[2] && typeof token[2] === 'object')
          Object.values(token[2]).forEach(walk);
      }
  };
  walk(compileMessageOrThrow(message));
  return out;
}

describe('SMS words', () => {
  /** The SMS file, and every message named for an SMS in the others ('sms', 'phoneCodeSms'). */
  const smsMessages = ['en', 'sw'].flatMap((lang) =>
    files(lang).flatMap((file) =>
      Object.entries(read(lang, file))
        .filter(([key]) => file === 'sms.json' || /(^|\.)sms$|Sms$/.test(key))
        .map(([key, message]) => ({ at: `${lang}/${file}: ${key}`, message })),
    ),
  );

  it('keep to the GSM alphabet, so no character halves an SMS', () => {
    expect(smsMessages.length).toBeGreaterThan(10);
    expect(smsMessages.filter(({ message }) => !literals(message).every((t) => GSM.test(t))).map((m) => m.at)).toEqual(
      [],
    );
  });
});

describe('defineMessages', () => {
  const T = defineMessages(
    'messages-test',
    { a: 'Hello', n: '{count} {count, plural, =1 {ticket} other {tickets}}', group: { b: "Don't go" } },
    { a: 'Habari', n: 'Tiketi {count}', group: { b: 'Usiende' } },
    { n: (count: number) => ({ count }) },
  );

  it('gives each language its words, plain messages as strings and messages with values as functions', () => {
    expect([T('en').a, T('en').n(1), T('en').n(1000), T('en').group.b]).toEqual([
      'Hello',
      '1 ticket',
      '1000 tickets',
      "Don't go",
    ]);
    expect([T('sw').a, T('sw').n(2), T('sw').group.b]).toEqual(['Habari', 'Tiketi 2', 'Usiende']);
  });

  it('in the request language: Kiswahili only inside a Kiswahili request; outside a request, English', () => {
    const R = inRequestLanguage(T);
    expect([R.a, R.n(2), R.group.b]).toEqual(['Hello', '2 tickets', "Don't go"]);
    expect(inLanguage('sw', () => [R.a, R.n(2), R.group.b])).toEqual(['Habari', 'Tiketi 2', 'Usiende']);
    // A function read in one language and called later keeps that language (read and call together).
    const later = inLanguage('sw', () => R.n);
    expect(later(3)).toBe('Tiketi 3');
  });

  it('gives values as they are, a backslash included', () => {
    const V = defineMessages(
      'messages-test-values',
      { a: 'Tickets for {title}' },
      { a: 'Tiketi za {title}' },
      {
        a: (title: string) => ({ title }),
      },
    );
    expect(V('en').a('C:\\u0041 \\x41 {x}')).toBe('Tickets for C:\\u0041 \\x41 {x}');
  });

  it('refuses a message that does not parse, naming it', () => {
    expect(() => defineMessages('messages-test-broken', { a: 'Hello {name' }, { a: 'Habari {name' })).toThrow(
      /messages-test-broken\.a/,
    );
  });
});
