import type { TLocale } from '@tribe/contracts/locale';
import en from '../locales/en/statuses.json' with { type: 'json' };
import sw from '../locales/sw/statuses.json' with { type: 'json' };
import { defineMessages } from './messages.js';

/**
 * An order's and a payout's status as a sentence names it (`locales/<language>/statuses.json`):
 * the status itself in English, the web's words in Kiswahili (decision 026). A message takes it
 * as a value (`{ status: orderStatusWord(status) }`); an unknown status is given as it is.
 */
const T = defineMessages('statuses', en, sw);

export const orderStatusWord =
  (status: string) =>
  (locale: TLocale): string =>
    (T(locale).order as Record<string, string>)[status] ?? status;

export const payoutStatusWord =
  (status: string) =>
  (locale: TLocale): string =>
    (T(locale).payout as Record<string, string>)[status] ?? status;
