import en from '../../locales/en/daraja.json' with { type: 'json' };
import sw from '../../locales/sw/daraja.json' with { type: 'json' };
import { defineMessages } from '../../lib/messages.js';

/**
 * Words the Daraja callback routes answer with (for Safaricom and whoever else calls them):
 * English in every language (decision 026); words in `locales/<language>/daraja.json`, whose
 * Kiswahili file repeats the English (`lib/messages.test.ts`, ENGLISH_ONLY).
 */
export const DARAJA_TEXT = defineMessages('daraja', en, sw)('en');
