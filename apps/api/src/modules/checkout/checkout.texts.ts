import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/checkout.json' with { type: 'json' };
import sw from '../../locales/sw/checkout.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import { shortWaitIn, waitIn } from '../../lib/wait-text.js';

/**
 * Checkout's words for buyers, with its abuse limits and idempotency (decision 017), and the
 * reservation-code mail (`locales/<language>/checkout.json`). Numbers are values of the messages.
 */
const wait = (seconds: number) => ({ wait: shortWaitIn(seconds) });
const price = (amount: number) => (locale: TLocale) => formatPrice(amount, locale);

const T = defineMessages('checkout', en, sw, {
  tooManyHolds: wait,
  addressShareFull: wait,
  tooManyPaymentStarts: wait,
  tooManyVerifies: wait,
  mpesaPromptRecent: wait,
  tooManyCodeTries: wait,
  phoneUnproven: (phone: string) => ({ phone }),
  tooManyPhoneCodes: wait,
  phoneCodeSms: (code: string, minutes: number) => ({ code, minutes }),
  noSuchTicketType: (id: number) => ({ id }),
  salesNotStarted: (type: string) => ({ type }),
  salesEnded: (type: string) => ({ type }),
  perOrderLimit: (max: number, type: string) => ({ max, type }),
  // English keeps the amount's own style ('KES 1,500', a plain space); Kiswahili Intl's ('Ksh 1,500').
  priceChanged: (type: string, amount: number) => ({
    type,
    price: (locale: TLocale) => (locale === 'sw' ? formatPrice(amount, 'sw') : amount.toLocaleString('en-KE')),
  }),
  perEventLimit: (max: number) => ({ max }),
  buyerLimit: (cap: number | null) => ({ cap: String(cap) }),
  refundExceedsRefundable: (amount: number, refundable: number) => ({
    state: refundable <= 0 ? 'none' : 'some',
    amount: price(amount),
    refundable: price(refundable),
  }),
  tooManyPromoCodes: (seconds: number) => ({ wait: waitIn(seconds) }),
  payment: {
    mpesaPrompt: (phone: string | null, amount: number) => ({
      phone: phone ?? 'none',
      amount: (locale: TLocale) => (locale === 'sw' ? formatPrice(amount, 'sw') : amount.toLocaleString('en-KE')),
    }),
  },
  reservationCodeMail: {
    subject: (code: string) => ({ code }),
    greeting: (name: string) => ({ name }),
    intro: (event: string) => ({ event }),
    validity: (minutes: number) => ({ minutes }),
  },
});

/**
 * In the request's language. `promo` holds a promo code's refusals, by code; `occurrence` the
 * refusals of a date or show time; `payment` what the buyer reads about a payment.
 */
export const CHECKOUT_TEXTS = inRequestLanguage(T);

/** Stored as a payment's failure reason: English in every language, as every stored reason is (decision 026). */
export const CHECKOUT_RECORDED = T('en').recorded;

/** Stored as a replaced hold's reason: English, as every stored reason is (decision 026). */
export const HOLD_REPLACED_REASON = 'replaced_by_new_order';

/** The reservation-code mail in the order's language. */
export const reservationCodeTexts = (locale: TLocale) => T(locale).reservationCodeMail;
