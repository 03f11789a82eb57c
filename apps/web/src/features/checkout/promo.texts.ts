import en from '@/locales/en/promo.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** Every word of the payment page's promo code (src/locales/<lang>/promo.json). */
export const PROMO_T = defineTexts('promo', en, {
  removeCode: (code: string) => ({ code }),
  applied: (code: string) => ({ code }),
  saved: (amount: number) => ({ amount: price(amount) }),
  lateUsedUpText: (amount: number) => ({ amount: price(amount) }),
});
