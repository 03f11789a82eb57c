import { PAYOUT_SETTLEMENT_DAYS } from '@tribe/contracts';
import en from '../../locales/en/profile.json' with { type: 'json' };
import sw from '../../locales/sw/profile.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** The profile's words (`locales/<language>/profile.json`). */
const T = defineMessages('profile', en, sw, { answers: { hostBalance: { days: PAYOUT_SETTLEMENT_DAYS } } });

/** What the profile API says to people, in the request's language. */
export const PROFILE_TEXT = inRequestLanguage(T);

/** The profile's answers and refusals (password, email change, account deletion), in the request's language. */
export const PROFILE_MESSAGES = inRequestLanguage((locale) => T(locale).answers);
