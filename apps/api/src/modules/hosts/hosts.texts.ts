import en from '../../locales/en/hosts.json' with { type: 'json' };
import sw from '../../locales/sw/hosts.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the host onboarding API says to people, in the request's language; words in `locales/<language>/hosts.json`. */
export const HOSTS_TEXT = inRequestLanguage(defineMessages('hosts', en, sw));
