import { formatPrice, type TPayoutRequirement } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/host-settings.json' with { type: 'json' };
import sw from '../../locales/sw/host-settings.json' with { type: 'json' };
import { defineMessages, inRequestLanguage, type Values } from '../../lib/messages.js';

/** Every sentence the host's settings and payouts API says to people; words in `locales/<language>/host-settings.json`. */
const T = defineMessages('host-settings', en, sw, {
  detailsMissing: (missing: TPayoutRequirement[]): Values => ({
    list: (locale: TLocale) => {
      const words = missing.map((m) => T(locale).requirements[m]);
      return words.length > 1 ? T(locale).listAnd(words.slice(0, -1).join(', '), words.at(-1)!) : words[0];
    },
  }),
  notEnded: (endsAt: Date | null): Values => ({ ends: endsAt ? endsAt.toISOString().slice(0, 10) : 'none' }),
  owed: (amount: number): Values => ({ amount: (locale: TLocale) => formatPrice(amount, locale) }),
  listAnd: (head: string, last: string): Values => ({ head, last }),
});

/** In the request's language. */
export const SETTINGS_TEXT = inRequestLanguage(T);
