import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/waiting-list.json' with { type: 'json' };
import sw from '../../locales/sw/waiting-list.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/**
 * The waiting list's words (decision 050; `locales/<language>/waiting-list.json`): refusals in
 * the request's language, and the offer's SMS and mail in the fan's (the entry's `locale`).
 * SMS words keep to the GSM alphabet.
 */
const T = defineMessages('waiting-list', en, sw, {
  refusals: {
    tooMany: (cap: number) => ({ cap }),
    phoneUnproven: (phone: string) => ({ phone }),
    tooManyJoins: (seconds: number) => ({
      unit: seconds < 90 ? 'seconds' : 'minutes',
      seconds,
      minutes: Math.ceil(seconds / 60),
    }),
  },
  offer: {
    sms: (v: { title: string; n: number; minutes: number; url: string }) => v,
    subject: (title: string) => ({ title }),
    intro: (v: { title: string; n: number; type: string; when: string }) => v,
    until: (v: { minutes: number; until: string }) => v,
  },
});

/** Refusals, in the language of the request being answered. */
export const WAITLIST_TEXTS = inRequestLanguage((locale) => T(locale).refusals);

/** The offer's words, in the fan's language. */
export const offerTexts = (locale: TLocale) => T(locale).offer;
