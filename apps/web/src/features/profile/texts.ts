import en from '@/locales/en/profile.json';
import { defineTexts } from '@/i18n/texts';

/** Every word of /profile (src/locales/<lang>/profile.json). Read while rendering. */
export const T = defineTexts('profile', en, {
  saved: {
    remove: (title: string) => ({ title }),
  },
  settings: {
    emailIntro: (email: string) => ({ email }),
    codeSentTo: (email: string) => ({ email }),
  },
});
