import en from '../../locales/en/ticket-returns.json' with { type: 'json' };
import sw from '../../locales/sw/ticket-returns.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/**
 * Every sentence the returns API says to people (decision 054), in the request's language; words
 * in `locales/<language>/ticket-returns.json`.
 */
export const RETURN_TEXT = inRequestLanguage(defineMessages('ticket-returns', en, sw));
