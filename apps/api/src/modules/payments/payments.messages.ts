import { formatPrice } from '@tribe/contracts';
import en from '../../locales/en/payments.json' with { type: 'json' };
import sw from '../../locales/sw/payments.json' with { type: 'json' };
import { defineMessages } from '../../lib/messages.js';

/**
 * Words about payments that can reach the buyer (through `StartPaymentResult.message` and
 * `VerifiedPayment.failureReason`), stored with the payment, so English in every language
 * (decision 026); words in `locales/<language>/payments.json`, whose Kiswahili file repeats the
 * English (`lib/messages.test.ts`, ENGLISH_ONLY). Paystack's own reasons (its gateway response)
 * are passed through as it words them. `refundNoAnswer`: sent, but no answer came, so never sent
 * again blindly (order-payments.service.ts, processRefund). `mpesaCancelled` to
 * `mpesaInvalidPhone`: Daraja's answers to a prompt, by stable code (the web words the same codes
 * itself). `darajaRefundManual`: a Daraja refund without B2C settings, or to no known phone, goes
 * back by hand (decision 025). `darajaPayout*`: a host's payout by B2C (decision 025), words for
 * the admin area, kept with the payout.
 */
export const PAYMENT_MESSAGES = defineMessages('payments', en, sw, {
  mpesaPrompt: (amount: number) => ({ amount: formatPrice(amount) }),
  refundNoAnswer: (said: string) => ({ said }),
  darajaPayoutRefused: (said: string) => ({ said }),
  darajaPayoutFailed: (code: number, said: string | null) => ({ code, given: said ? 'yes' : 'no', said: said ?? '' }),
})('en');
