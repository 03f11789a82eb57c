import en from '../../locales/en/image-variants.json' with { type: 'json' };
import sw from '../../locales/sw/image-variants.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the data saver's picture copies answer when asked for something they do not make, in the request's language; words in `locales/<language>/image-variants.json`. */
export const IMAGE_VARIANTS_TEXT = inRequestLanguage(
  defineMessages('image-variants', en, sw, {
    widthInvalid: (widths: readonly number[]) => ({ widths: widths.join(', ') }),
  }),
);
