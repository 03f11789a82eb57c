import type { TLocale } from '@tribe/contracts/locale';
import en from '../../locales/en/auth.json' with { type: 'json' };
import sw from '../../locales/sw/auth.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** The accounts' words (`locales/<language>/auth.json`). */
const T = defineMessages('auth', en, sw, {
  throttle: {
    tooManyAttempts: (wait: string) => ({ wait }),
    codeCooldown: (wait: string) => ({ wait }),
  },
  signupAttemptedMail: { greeting: (name: string) => ({ name }) },
});

/** The throttles' answers, in the request's language. */
export const AUTH_TEXTS = inRequestLanguage((locale) => T(locale).throttle);

/** The accounts' answers (sign-up, sign-in, codes, the CSRF refusal), in the request's language. */
export const AUTH_MESSAGES = inRequestLanguage((locale) => T(locale).messages);

/** The notice mailed when someone signs up with an email that already has an account, in the language given. */
export const signupAttemptedTexts = (locale: TLocale) => T(locale).signupAttemptedMail;
