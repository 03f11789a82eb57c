import en from '@/locales/en/home.json';
import { defineTexts } from '@/i18n/texts';

/** The home page's words (src/locales/<lang>/home.json). Read while rendering. */
export const T = defineTexts('home', en, {
  hero: {
    trending: (rank: number) => ({ rank }),
    showEvent: (title: string) => ({ title }),
  },
  carousel: {
    slide: (number: number, count: number) => ({ number, count }),
    goTo: (number: number) => ({ number }),
  },
  tribes: {
    /** The count comes formatted ('1,840'). */
    members: (members: string) => ({ members }),
    joinOpensInNewTab: (name: string) => ({ name }),
  },
});
