import en from '@/locales/en/home.json';
import { count } from '@/i18n/format';
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
    /** '1 member', '1,840 members' (the count formatted for the language). */
    members: (n: number) => ({ n, members: count(n) }),
    joinOpensInNewTab: (name: string) => ({ name }),
  },
});
