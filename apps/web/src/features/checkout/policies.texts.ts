import en from '@/locales/en/policies.json';
import { defineTexts } from '@/i18n/texts';

/** The words of the host's policies on the payment page (src/locales/<lang>/policies.json). */
export const PT = defineTexts('policies', en, {
  readMoreLabel: (what: string) => ({ what: what.toLowerCase() }),
  readLessLabel: (what: string) => ({ what: what.toLowerCase() }),
});
