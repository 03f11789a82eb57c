import en from '@/locales/en/legal-refund.json';
import { defineTexts } from '@/i18n/texts';

/** The Refund Policy's words (src/locales/<lang>/legal-refund.json). */
export const T = defineTexts('legal-refund', en);
