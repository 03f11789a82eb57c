import en from '@/locales/en/reservation.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The words of the free reservation page (/checkout/free-reservation), in
 * src/locales/<lang>/reservation.json. Words shared with the other checkout pages (field labels,
 * 'Back to event', the stale-checkout toast) come from ../texts.
 */
export const FR = defineTexts('reservation', en, {
  fewLeft: (n: number) => ({ n }),
  decrease: (name: string) => ({ name }),
  increase: (name: string) => ({ name }),
  quantityOf: (name: string) => ({ name }),
  reserve: (count: number) => ({ count }),
  code: {
    sentTo: (email: string) => ({ email }),
    keep: (minutes: number) => ({ minutes }),
  },
});

export type TFreeReservationErrorKey = keyof typeof FR.errors;
