import en from '../../locales/en/system.json' with { type: 'json' };
import sw from '../../locales/sw/system.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the operations routes say to people, in the request's language; words in `locales/<language>/system.json`. */
export const SYSTEM_TEXTS = inRequestLanguage(defineMessages('system', en, sw));
