import en from '../locales/en/images.json' with { type: 'json' };
import sw from '../locales/sw/images.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from './messages.js';

/** Why an uploaded picture is refused (event pictures, profile photos), in the request's language; words in `locales/<language>/images.json`. */
export const IMAGE_TEXT = inRequestLanguage(
  defineMessages('images', en, sw, {
    tooSmall: (side: number) => ({ side }),
  }),
);
