import en from '../locales/en/session.json' with { type: 'json' };
import sw from '../locales/sw/session.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../lib/messages.js';

/** What the session guards say when someone is not signed in, in the request's language; words in `locales/<language>/session.json`. */
export const SESSION_TEXT = inRequestLanguage(defineMessages('session', en, sw));
