import { formatPrice } from '@tribe/contracts';

/** Words of the admin area's money answers (payouts, refunds, the ledger), in one place to translate. */
export const ADMIN_MONEY_TEXT = {
  payoutNotFound: 'No payout request has this number.',
  payoutNotPending: (status: string) => `This payout is ${status}, so it cannot be decided again.`,
  payoutNotFailed: (status: string) => `Only a failed payout can be sent again; this one is ${status}.`,
  payoutExceedsBalance: (amount: number, available: number) =>
    `This payout of ${formatPrice(amount)} is more than the event's balance now (${formatPrice(available)} available after refunds and other payouts). Reject it so the host can ask again.`,
  payoutNoEvent: 'This payout names no event, so there is no balance to check it against.',
  payoutDetailsMissing: 'The host has no payout account saved: ask them to add one in settings.',
  transferReason: (eventTitle: string) => `Tikiti payout: ${eventTitle}`.slice(0, 100),
  transferReversed: 'The transfer was reversed by the provider after it was paid',
  b2cNoResult: (reference: string) =>
    `Safaricom sent no result for this M-Pesa payout (${reference}) within an hour: check the M-Pesa business portal before sending it again.`,
  orderNotFound: 'No order has this number.',
  orderNotRefundable: (status: string) => `This order is ${status}: only a paid order can be refunded.`,
  noPayment: 'This order has no successful payment to refund.',
  refundExceedsRefundable: (amount: number, refundable: number) =>
    refundable <= 0
      ? 'This order has been refunded in full already.'
      : `A refund of ${formatPrice(amount)} is more than what is left to refund on this order (${formatPrice(refundable)}).`,
  refundExceedsHostBalance: (amount: number, available: number) =>
    `A refund of ${formatPrice(amount)} is more than the host's balance for this event (${formatPrice(available)} after payouts sent or on their way). Wait for a failed payout to come back, or refund less.`,
  idempotencyKeyReused: 'This refund key was used for another order or amount. Reload the page and try again.',
  providerUnavailable: 'The payment provider did not answer.',
  otherProvider: (provider: string) => `Taken by ${provider}, which this server does not use: not asked.`,
  ledgerGrossMismatch: 'The ledger\u2019s sales differ from the paid orders',
  ledgerRefundMismatch: 'The ledger\u2019s refunds differ from the refunds recorded',
  ledgerPayoutMismatch: 'The ledger\u2019s payouts differ from the payouts paid',
  ledgerNegative: 'The balance is negative: more went out than came in',
} as const;
