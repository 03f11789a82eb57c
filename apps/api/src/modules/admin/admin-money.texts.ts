import { formatPrice } from '@tribe/contracts';
import { payoutStatusSw, orderStatusSw } from '../../lib/status-words.js';
import { localized, type Widen } from '../../lib/translated.js';

/** Words of the admin area's money answers (payouts, refunds), in the request's language. */
const EN = {
  payoutNotFound: 'No payout request has this number.',
  payoutNotPending: (status: string) => `This payout is ${status}, so it cannot be decided again.`,
  payoutNotFailed: (status: string) => `Only a failed payout can be sent again; this one is ${status}.`,
  payoutExceedsBalance: (amount: number, available: number) =>
    `This payout of ${formatPrice(amount)} is more than the event's balance now (${formatPrice(available)} available after refunds and other payouts). Reject it so the host can ask again.`,
  payoutNoEvent: 'This payout names no event, so there is no balance to check it against.',
  orderNotFound: 'No order has this number.',
  orderNotRefundable: (status: string) => `This order is ${status}: only a paid order can be refunded.`,
  noPayment: 'This order has no successful payment to refund.',
  refundExceedsHostBalance: (amount: number, available: number) =>
    `A refund of ${formatPrice(amount)} is more than the host's balance for this event (${formatPrice(available)} after payouts sent or on their way). Wait for a failed payout to come back, or refund less.`,
  idempotencyKeyReused: 'This refund key was used for another order or amount. Reload the page and try again.',
} as const;

const ksh = (amount: number) => formatPrice(amount, 'sw');

const SW: Widen<typeof EN> = {
  payoutNotFound: 'Hakuna ombi la malipo lenye namba hii.',
  payoutNotPending: (status: string) => `Malipo haya ${payoutStatusSw(status)}, kwa hivyo hayawezi kuamuliwa tena.`,
  payoutNotFailed: (status: string) =>
    `Ni malipo yaliyoshindikana pekee yanayoweza kutumwa tena; haya ${payoutStatusSw(status)}.`,
  payoutExceedsBalance: (amount: number, available: number) =>
    `Malipo haya ya ${ksh(amount)} yanazidi salio la tukio sasa (${ksh(available)} zinapatikana baada ya pesa zilizorejeshwa na malipo mengine). Yakatae ili mwandaaji aombe tena.`,
  payoutNoEvent: 'Malipo haya hayataji tukio lolote, kwa hivyo hakuna salio la kuyalinganisha nalo.',
  orderNotFound: 'Hakuna oda yenye namba hii.',
  orderNotRefundable: (status: string) =>
    `Oda hii ${orderStatusSw(status)}: ni oda iliyolipiwa pekee inayoweza kurejeshewa pesa.`,
  noPayment: 'Oda hii haina malipo yaliyofanikiwa ya kurejesha.',
  refundExceedsHostBalance: (amount: number, available: number) =>
    `Kurejesha ${ksh(amount)} kunazidi salio la mwandaaji kwa tukio hili (${ksh(available)} baada ya malipo yaliyotumwa au yaliyo njiani). Subiri malipo yaliyoshindikana yarudi, au rejesha kiasi kidogo zaidi.`,
  idempotencyKeyReused:
    'Ufunguo huu wa kurejesha pesa ulitumika kwa oda au kiasi kingine. Pakia upya ukurasa kisha ujaribu tena.',
};

export const ADMIN_MONEY_TEXT = localized(EN, SW);

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
