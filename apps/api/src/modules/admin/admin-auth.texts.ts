import en from '../../locales/en/admin-auth.json' with { type: 'json' };
import sw from '../../locales/sw/admin-auth.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import enCli from '../../locales/en/admin-cli.json' with { type: 'json' };
import swCli from '../../locales/sw/admin-cli.json' with { type: 'json' };

/** What the admin sign-in says, in the request's language; words in `locales/<language>/admin-auth.json`. */
export const ADMIN_AUTH_TEXT = inRequestLanguage(
  defineMessages('admin-auth', en, sw, { tooManyAttempts: (wait: string) => ({ wait }) }),
);

/** What the admin command line says (run by an operator, not in a request): English in every language (decision 026); words in `locales/<language>/admin-cli.json`, whose
 * Kiswahili file repeats the English (`lib/messages.test.ts`, ENGLISH_ONLY). */
export const ADMIN_CLI_TEXT = defineMessages('admin-cli', enCli, swCli, {
  cliBadPassword: (min: number) => ({ min }),
  cliCreated: (email: string) => ({ email }),
  cliCode: (v: { code: string; email: string; seconds: number }) => v,
})('en');
