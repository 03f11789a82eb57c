import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { orderStatusWord, payoutStatusWord } from '../../lib/status-words.js';
import en from '../../locales/en/admin-money.json' with { type: 'json' };
import sw from '../../locales/sw/admin-money.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import enRecorded from '../../locales/en/payout-records.json' with { type: 'json' };
import swRecorded from '../../locales/sw/payout-records.json' with { type: 'json' };

/** An amount in the language being written. */
const price = (amount: number) => (locale: TLocale) => formatPrice(amount, locale);

/** Words of the admin area's money answers (payouts, refunds), in the request's language; words in `locales/<language>/admin-money.json`. */
export const ADMIN_MONEY_TEXT = inRequestLanguage(
  defineMessages('admin-money', en, sw, {
    payoutNotPending: (status: string) => ({ word: payoutStatusWord(status) }),
    payoutNotFailed: (status: string) => ({ word: payoutStatusWord(status) }),
    payoutExceedsBalance: (amount: number, available: number) => ({
      amount: price(amount),
      available: price(available),
    }),
    orderNotRefundable: (status: string) => ({ word: orderStatusWord(status) }),
    refundExceedsHostBalance: (amount: number, available: number) => ({
      amount: price(amount),
      available: price(available),
    }),
  }),
);

/**
 * Words that are stored (a payout's failure reason), sent to a provider (a transfer's remark),
 * or read by the admin next to a provider's own English (the ledger's checks, a provider's
 * error): English in every language, as every stored reason is (decision 026).
 * Words in `locales/<language>/payout-records.json`, whose Kiswahili file repeats the English
 * (`lib/messages.test.ts`, ENGLISH_ONLY).
 */
const RECORDED = defineMessages('payout-records', enRecorded, swRecorded, {
  transferReason: (eventTitle: string) => ({ eventTitle }),
  b2cNoResult: (reference: string) => ({ reference }),
  otherProvider: (provider: string) => ({ provider }),
  orderRefundedAbovePaid: (reference: string) => ({ reference }),
  refundFailed: (reference: string, amount: number) => ({ reference, amount }),
})('en');

export const ADMIN_MONEY_RECORDED = {
  ...RECORDED,
  /** A transfer's remark: at most 100 characters, as the providers take. */
  transferReason: (eventTitle: string) => RECORDED.transferReason(eventTitle).slice(0, 100),
};
