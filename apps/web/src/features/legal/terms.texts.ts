import en from '@/locales/en/legal-terms.json';
import { defineTexts } from '@/i18n/texts';

/** The Terms of Service's words (src/locales/<lang>/legal-terms.json). */
export const T = defineTexts('legal-terms', en);
