import en from '@/locales/en/legal-privacy.json';
import { defineTexts } from '@/i18n/texts';

/** The Privacy Policy's words (src/locales/<lang>/legal-privacy.json). */
export const T = defineTexts('legal-privacy', en);
