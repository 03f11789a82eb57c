import { EVENT_IMAGES_MAX } from '@tribe/contracts';
import en from '../../locales/en/event-images.json' with { type: 'json' };
import sw from '../../locales/sw/event-images.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the event image routes say, in the request's language; words in `locales/<language>/event-images.json`. */
export const EVENT_IMAGE_TEXT = inRequestLanguage(
  defineMessages('event-images', en, sw, {
    tooBig: (mb: number) => ({ mb }),
    full: { max: EVENT_IMAGES_MAX },
  }),
);
