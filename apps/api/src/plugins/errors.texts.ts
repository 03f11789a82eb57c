import en from '../locales/en/errors.json' with { type: 'json' };
import sw from '../locales/sw/errors.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../lib/messages.js';

/** The errors plugin's own sentences (a body it could not read, a failure of ours), in the request's language; words in `locales/<language>/errors.json`. */
export const ERRORS_TEXT = inRequestLanguage(
  defineMessages('errors', en, sw, {
    routeRateLimited: (english: string) => ({ english }),
  }),
);
