import en from '../../locales/en/profile.json' with { type: 'json' };
import sw from '../../locales/sw/profile.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the profile API says to people, in the request's language; words in `locales/<language>/profile.json`. */
export const PROFILE_TEXT = inRequestLanguage(defineMessages('profile', en, sw));
