import en from '@/locales/en/waiting-list.json';
import { defineTexts } from '@/i18n/texts';

/** Every word of the waiting-list pages (src/locales/<lang>/waiting-list.json; decision 050). */
export const T = defineTexts('waiting-list', en, {
  join: {
    intro: (type: string) => ({ type }),
    codeSent: (phone: string) => ({ phone }),
    signedInAs: (email: string) => ({ email }),
  },
  entry: {
    position: (n: number) => ({ n }),
    offered: (n: number, until: string) => ({ n, until }),
    tickets: (n: number, type: string) => ({ n, type }),
  },
});
