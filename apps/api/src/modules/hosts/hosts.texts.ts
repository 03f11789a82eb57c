import en from '../../locales/en/hosts.json' with { type: 'json' };
import sw from '../../locales/sw/hosts.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** The host onboarding's words (`locales/<language>/hosts.json`). */
const T = defineMessages('hosts', en, sw);

/** What the host onboarding API says to people, in the request's language. */
export const HOSTS_TEXT = inRequestLanguage(T);

/** The host details' and payout account's refusals, in the request's language. */
export const HOST_MESSAGES = inRequestLanguage((locale) => T(locale).answers);
