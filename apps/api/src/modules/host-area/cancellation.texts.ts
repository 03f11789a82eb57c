import { formatFullDate } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/host-cancellation.json' with { type: 'json' };
import sw from '../../locales/sw/host-cancellation.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import enRecorded from '../../locales/en/cancellation-records.json' with { type: 'json' };
import swRecorded from '../../locales/sw/cancellation-records.json' with { type: 'json' };

/** 'Friday, December 5, 2026' for a 'YYYY-MM-DD' day, as the site writes it (a calendar day: no zone moves it). */
export function dayText(day: string, locale: TLocale = 'en'): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? formatFullDate(day, null, locale) : day;
}

/** Every sentence the cancellation API says to people, in one place (in the request's language); words in `locales/<language>/host-cancellation.json`. */
export const CANCELLATION_TEXT = inRequestLanguage(
  defineMessages('host-cancellation', en, sw, {
    dateOver: (day: string) => ({ day: (locale: TLocale) => dayText(day, locale) }),
    notRecurringDate: (day: string) => ({ day: (locale: TLocale) => dayText(day, locale) }),
    formCancelsSoldShow: (day: string) => ({ day: (locale: TLocale) => dayText(day, locale) }),
  }),
);

/**
 * What went wrong with one order, as the owner reads it in the progress view. Stored with the
 * order's row (and read back later, by anyone), so English only, as every stored reason is.
 * Words in `locales/<language>/cancellation-records.json`, whose Kiswahili file repeats the
 * English (`lib/messages.test.ts`, ENGLISH_ONLY).
 */
export const CANCELLATION_ERRORS = defineMessages('cancellation-records', enRecorded, swRecorded, {
  refundRefused: (reason: string | null) => ({ given: reason ? 'yes' : 'no', reason: reason ?? '' }),
})('en');
