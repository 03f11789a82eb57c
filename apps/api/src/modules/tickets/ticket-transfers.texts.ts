import { MAX_TRANSFERS_PER_TICKET } from '@tribe/contracts/transfers';
import en from '../../locales/en/ticket-transfers.json' with { type: 'json' };
import sw from '../../locales/sw/ticket-transfers.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the transfers API says to people (decision 051), in the request's language; words in `locales/<language>/ticket-transfers.json`. */
export const TRANSFER_TEXT = inRequestLanguage(
  defineMessages('ticket-transfers', en, sw, {
    wrongEmail: (email: string) => ({ email }),
    tooManyHands: { max: MAX_TRANSFERS_PER_TICKET },
  }),
);
