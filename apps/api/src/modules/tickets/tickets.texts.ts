import en from '../../locales/en/tickets.json' with { type: 'json' };
import sw from '../../locales/sw/tickets.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the ticket files API says to people, in the request's language; words in `locales/<language>/tickets.json`. */
export const TICKETS_TEXT = inRequestLanguage(defineMessages('tickets', en, sw));
