import en from '../../locales/en/check-in.json' with { type: 'json' };
import sw from '../../locales/sw/check-in.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/**
 * Every sentence the check-in API says to people (outcomes are codes the scanner screen words),
 * in the request's language; words in `locales/<language>/check-in.json`.
 * `tooManyWrongSmsCodes`: too many SMS codes that matched no ticket (decision 027), so a guessing
 * door is slowed down.
 */
export const CHECK_IN_TEXT = inRequestLanguage(defineMessages('check-in', en, sw));
