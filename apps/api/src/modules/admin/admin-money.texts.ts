import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { orderStatusWord, payoutStatusWord } from '../../lib/status-words.js';
import en from '../../locales/en/admin-money.json' with { type: 'json' };
import sw from '../../locales/sw/admin-money.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

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
 */
export const ADMIN_MONEY_RECORDED = {
  payoutDetailsMissing: 'The host has no payout account saved: ask them to add one in settings.',
  transferReason: (eventTitle: string) => `Tikiti payout: ${eventTitle}`.slice(0, 100),
  transferReversed: 'The transfer was reversed by the provider after it was paid',
  b2cNoResult: (reference: string) =>
    `Safaricom sent no result for this M-Pesa payout (${reference}) within an hour: check the M-Pesa business portal before sending it again.`,
  providerUnavailable: 'The payment provider did not answer.',
  otherProvider: (provider: string) => `Taken by ${provider}, which this server does not use: not asked.`,
  ledgerGrossMismatch: 'The ledger\u2019s sales differ from the paid orders',
  ledgerRefundMismatch: 'The ledger\u2019s refunds differ from the refunds recorded',
  ledgerPayoutMismatch: 'The ledger\u2019s payouts differ from the payouts paid',
  ledgerNegative: 'The balance is negative: more went out than came in',
  orderRefundedAbovePaid: (reference: string) => `Order ${reference} was refunded more than its payments took in`,
  refundFailed: (reference: string, amount: number) =>
    `A refund of KES ${amount} on order ${reference} failed: the buyer is still owed it (the ledger keeps it off the host’s balance). Send it again or pay it by hand.`,
} as const;
