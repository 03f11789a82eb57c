import en from '@/locales/en/accounts.json';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word the account screens show (src/locales/<lang>/accounts.json): sign in, sign up,
 * the emailed code, forgot password, the account menu and the Account tab. Read while rendering.
 */
export const T = defineTexts('accounts', en, {
  rules: {
    passwordTooShort: (min: number) => ({ min }),
    passwordTooLong: (max: number) => ({ max }),
    passwordHint: (min: number) => ({ min }),
    firstNameTooLong: (max: number) => ({ max }),
    lastNameTooLong: (max: number) => ({ max }),
  },
  messages: {
    waitSeconds: (message: string, seconds: number) => ({ message, seconds }),
    waitMinutes: (message: string, minutes: number) => ({ message, minutes }),
  },
  menu: {
    accountMenuFor: (name: string) => ({ name }),
  },
  verify: {
    sentTo: (email: string) => ({ email }),
    newCodeSent: (email: string) => ({ email }),
  },
  forgot: {
    subtitleReset: (email: string) => ({ email }),
  },
});

/** Marks where a value goes in a message that shows it in bold: split on it and put the value between. */
export const SLOT = '\u0001';
