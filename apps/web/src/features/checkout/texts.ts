import en from '@/locales/en/checkout.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word the checkout pages show (src/locales/<lang>/checkout.json). Amounts go through
 * price() ('KES 3,100'); functions take what varies.
 */
export const T = defineTexts('checkout', en, {
  ticketLine: (quantity: number, name: string) => ({ quantity, name }),
  heldForLabel: (mmss: string) => ({ mmss }),
  pay: (amount: number) => ({ amount: price(amount) }),
  lateSoldOutText: (amount: number) => ({ amount: price(amount) }),
  paymentReference: (reference: string) => ({ reference }),
  /** A complimentary order: guest tickets the host gave. */
  complimentaryFrom: (host: string) => ({ host }),
  sentTo: (email: string) => ({ email }),
  qrAlt: (code: string) => ({ code }),
  ticketResold: (amount: number) => ({ amount: price(amount) }),
  sandboxPaying: (email: string) => ({ email }),
  phoneCode: {
    sentTo: (phone: string) => ({ phone }),
    submit: (amount: number) => ({ amount: price(amount) }),
    resendIn: (seconds: number) => ({ seconds }),
  },
  whatsapp: {
    /** The message WhatsApp opens with; the tickets' link follows it. */
    message: (title: string) => ({ title }),
  },
});

export type TCheckoutErrorKey = keyof typeof T.errors;
