import webhooksEn from '../../locales/en/webhooks.json' with { type: 'json' };
import webhooksSw from '../../locales/sw/webhooks.json' with { type: 'json' };
import sandboxEn from '../../locales/en/sandbox.json' with { type: 'json' };
import sandboxSw from '../../locales/sw/sandbox.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/**
 * What the payment providers' webhook routes answer (read by the providers and developers):
 * English in every language (decision 026); words in `locales/<language>/webhooks.json`, whose
 * Kiswahili file repeats the English (`lib/messages.test.ts`, ENGLISH_ONLY).
 */
export const WEBHOOK_TEXT = defineMessages('webhooks', webhooksEn, webhooksSw, {
  notTaken: (provider: string) => ({ provider }),
})('en');

/** What the offline sandbox's payment page is told, in the request's language; words in `locales/<language>/sandbox.json`. */
export const SANDBOX_TEXT = inRequestLanguage(defineMessages('sandbox', sandboxEn, sandboxSw));
