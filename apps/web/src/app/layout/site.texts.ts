import en from '@/locales/en/site.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The footer's, the 404 page's and the language switch's texts (they load after the first paint).
 */
export const SITE = defineTexts('site', en, {
  socialOn: (network: string) => ({ network }),
  rights: (year: number) => ({ year: String(year) }),
});

/** Each language's name in itself, the same whichever language is active (the switch's options). */
export const LANGUAGE_NAMES = { en: 'English', sw: 'Kiswahili' } as const;
