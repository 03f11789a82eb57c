import en from '@/locales/en/legal-page.json';
import { defineTexts } from '@/i18n/texts';

/** The legal pages' template's own words (src/locales/<lang>/legal-page.json). */
export const LT = defineTexts('legal-page', en, {
  /** The date comes written out by the page ('June 1, 2025'). */
  lastUpdated: (date: string) => ({ date }),
});
