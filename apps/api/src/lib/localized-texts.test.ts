import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inLanguage } from './request-language.js';
import { localized, translationsOf } from './translated.js';

/**
 * Every texts object made with `localized()` (decision 026, "API messages"): tsc already fails on
 * a key missing from the Kiswahili; this fails on a text left empty or in English, or filled with
 * other `{holes}` than the English. Every `*.texts.ts` is read, so a new one is checked too.
 */
const SRC = fileURLToPath(new URL('..', import.meta.url));
const TEXT_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.texts.ts'))
  .sort();
const MODULES: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    TEXT_FILES.map(async (f) => [f, (await import(pathToFileURL(path.join(SRC, f)).href)) as Record<string, unknown>]),
  ),
);

/** Arguments a text function is called with, by `<export>.<path>`; a function missing here fails. */
const SAMPLES: Record<string, unknown[]> = {
  'TRANSFER_TEXT.wrongEmail': ['friend@example.com'],
  'WAITLIST_TEXTS.tooMany': [4],
  'WAITLIST_TEXTS.phoneUnproven': ['+254712345678'],
  'WAITLIST_TEXTS.tooManyJoins': [120],
  'HOST_EVENT_TEXT.cannotPublish': [['Add a title of at least 3 characters.']],
  'HOST_EVENT_TEXT.liveNeeds': [['Add where it happens.']],
  'HOST_EVENT_TEXT.invalid.salesWindow': ['VIP'],
  'HOST_EVENT_TEXT.invalid.duplicateShow': ['2030-06-01', '19:00'],
  'HOST_EVENT_TEXT.invalid.unknownShow': [7],
  'HOST_EVENT_TEXT.invalid.unknownType': [7],
  'HOST_EVENT_TEXT.rules.recurringDate': ['2030-06-01'],
  'HOST_EVENT_TEXT.rules.showRemoved': ['2030-06-01'],
  'HOST_EVENT_TEXT.rules.showMoved': ['2030-06-01'],
  'HOST_EVENT_TEXT.rules.typeHasSales': ['VIP'],
  'HOST_EVENT_TEXT.rules.typeBelowSold': ['VIP', 4],
  'HOST_EVENT_TEXT.rules.dateBelowSold': [4],
  'CANCELLATION_TEXT.dateOver': ['2030-06-01'],
  'CANCELLATION_TEXT.notRecurringDate': ['2030-06-01'],
  'CANCELLATION_TEXT.formCancelsSoldShow': ['2030-06-01'],
  'SETTINGS_TEXT.detailsMissing': [['kra_pin', 'payout_method']],
  'SETTINGS_TEXT.notEnded': [new Date('2030-06-01T20:00:00Z')],
  'SETTINGS_TEXT.owed': [1500],
  'PROMO_TEXT.taken': ['EARLY'],
  'PROMO_TEXT.unknownTicketType': [7],
  'PROMO_TEXT.locked': ['discount'],
  'PROMO_TEXT.maxBelowUsed': [3],
  'EVENT_IMAGE_TEXT.tooBig': [10],
  'TEAM_TEXT.invitationWrongEmail': ['wanjiru@example.com'],
  'COMPLIMENTARY_TEXT.ticketTypeArchived': ['VIP'],
  'COMPLIMENTARY_TEXT.soldOut': [2, 'VIP'],
  'COMPLIMENTARY_TEXT.notRevocable': ['refunded'],
  'ATTENDEE_TEXT.notRefundable': ['expired'],
  'ADMIN_MONEY_TEXT.payoutNotPending': ['paid'],
  'ADMIN_MONEY_TEXT.payoutNotFailed': ['paid'],
  'ADMIN_MONEY_TEXT.payoutExceedsBalance': [5000, 1200],
  'ADMIN_MONEY_TEXT.orderNotRefundable': ['pending'],
  'CHECKOUT_TEXTS.refundExceedsRefundable': [5000, 1200],
  'ADMIN_MONEY_TEXT.refundExceedsHostBalance': [5000, 1200],
  'EVENT_REPORT_TEXT.tooManyReports': ['3 minutes'],
  'MODERATION_TEXT.categoryInUse': [2],
  'MODERATION_TEXT.subcategoryInUse': [2],
  'CHECKOUT_TEXTS.tooManyHolds': [300],
  'CHECKOUT_TEXTS.addressShareFull': [90],
  'CHECKOUT_TEXTS.tooManyPaymentStarts': [30],
  'CHECKOUT_TEXTS.tooManyVerifies': [30],
  'CHECKOUT_TEXTS.mpesaPromptRecent': [30],
  'CHECKOUT_TEXTS.phoneUnproven': ['0712 345 678'],
  'CHECKOUT_TEXTS.tooManyPhoneCodes': [600],
  'CHECKOUT_TEXTS.phoneCodeSms': ['246810', 10],
  'CHECKOUT_TEXTS.tooManyCodeTries': [300],
  'CHECKOUT_TEXTS.noSuchTicketType': [7],
  'CHECKOUT_TEXTS.salesNotStarted': ['VIP'],
  'CHECKOUT_TEXTS.salesEnded': ['VIP'],
  'CHECKOUT_TEXTS.perOrderLimit': [4, 'VIP'],
  'CHECKOUT_TEXTS.priceChanged': ['VIP', 1500],
  'CHECKOUT_TEXTS.perEventLimit': [4],
  'CHECKOUT_TEXTS.buyerLimit': [4],
  'CHECKOUT_TEXTS.tooManyPromoCodes': [600],
  'IMAGE_TEXT.tooSmall': [400],
  'ERRORS_TEXT.routeRateLimited': ['Rate limit exceeded, retry in 1 minute'],
};

/** Every text of a translation, with the English at the same place: functions called with their sample. */
function pairs(en: unknown, sw: unknown, at: string): [string, unknown, unknown][] {
  if (typeof en === 'function' || typeof en === 'string' || Array.isArray(en)) {
    if (typeof en !== 'function') return [[at, en, sw]];
    const args = SAMPLES[at];
    if (!args) throw new Error(`${at}: a function with no sample arguments in SAMPLES`);
    return [[at, (en as (...a: unknown[]) => string)(...args), (sw as (...a: unknown[]) => string)(...args)]];
  }
  return Object.entries(en as Record<string, unknown>).flatMap(([k, v]) =>
    pairs(v, (sw as Record<string, unknown>)[k], `${at}.${k}`),
  );
}

const holes = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Nothing to translate: only holes, signs and the brand. */
const untranslatable = (s: string) =>
  !s
    .replace(/\{\w+\}/g, '')
    .replace(/Tikiti/g, '')
    .match(/\p{L}/u);

const LOCALIZED = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    const t = value && typeof value === 'object' ? translationsOf(value) : undefined;
    return t ? [{ file, name, en: t.en, sw: t.sw, value }] : [];
  }),
);

describe("the API's Kiswahili (localized texts)", () => {
  it('finds the localized texts modules', () => {
    expect(LOCALIZED.map((m) => m.name)).toEqual(expect.arrayContaining([]));
  });

  for (const { file, name, en, sw } of LOCALIZED) {
    it(`${name} (${file}): every text translated, with the same holes`, () => {
      const found = pairs(en, sw, name);
      expect(found.length).toBeGreaterThan(0);
      for (const [at, e, s] of found) {
        if (Array.isArray(e))
          throw new Error(`${at}: a list (keep lists that are not sentences out of localized texts)`);
        expect(typeof s, `${at} has no Kiswahili`).toBe('string');
        expect((s as string).trim(), `${at} is empty`).not.toBe('');
        expect(holes(s as string), at).toEqual(holes(e as string));
        if (!untranslatable(e as string)) expect(s, `${at} is left in English`).not.toBe(e);
      }
    });
  }

  it('answers in Kiswahili only inside a Kiswahili request; outside a request, English', () => {
    const T = localized({ a: 'Hello', f: (n: number) => `${n} tickets`, group: { b: 'Bye' } } as const, {
      a: 'Habari',
      f: (n: number) => `Tiketi ${n}`,
      group: { b: 'Kwaheri' },
    });
    expect([T.a, T.f(2), T.group.b]).toEqual(['Hello', '2 tickets', 'Bye']);
    expect(inLanguage('sw', () => [T.a, T.f(2), T.group.b])).toEqual(['Habari', 'Tiketi 2', 'Kwaheri']);
    expect(inLanguage('en', () => T.a)).toBe('Hello');
    // A function read in one language and called later keeps that language (read and call together).
    const later = inLanguage('sw', () => T.f);
    expect(later(3)).toBe('Tiketi 3');
  });

  it('keeps every localized module English outside a request, as the English object', () => {
    for (const { name, en, value } of LOCALIZED) expect(pairs(value, en, name).every(([, a, b]) => a === b)).toBe(true);
  });
});
