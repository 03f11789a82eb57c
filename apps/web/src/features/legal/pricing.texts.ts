import en from '@/locales/en/legal-pricing.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * The pricing page's words (src/locales/<lang>/legal-pricing.json). The fee's figures come from
 * the shared fee rule (packages/contracts/src/fees.ts) and are passed in; amounts go through price().
 */
export const T = defineTexts('legal-pricing', en, {
  plans: { paidText: (cap: number) => ({ cap: price(cap) }) },
  paid: {
    text: (percent: number, fixed: number, cap: number) => ({
      percent: String(percent),
      fixed: price(fixed),
      cap: price(cap),
    }),
  },
  compare: { feeCapped: (fee: string, cap: number) => ({ fee, cap: price(cap) }) },
  faq: {
    mpesaA: (fee: string) => ({ fee }),
    limitA: (cap: number) => ({ cap: price(cap) }),
  },
});
