import en from '../../locales/en/promo-codes.json' with { type: 'json' };
import sw from '../../locales/sw/promo-codes.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the host's promo code API says to people, in the request's language; words in `locales/<language>/promo-codes.json`. */
export const PROMO_TEXT = inRequestLanguage(
  defineMessages('promo-codes', en, sw, {
    taken: (code: string) => ({ code }),
    unknownTicketType: (id: number) => ({ id }),
    locked: (field: string) => ({ field }),
    maxBelowUsed: (used: number) => ({ used }),
  }),
);
