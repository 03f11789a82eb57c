import en from '../../locales/en/admin-auth.json' with { type: 'json' };
import sw from '../../locales/sw/admin-auth.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the admin sign-in says, in the request's language; words in `locales/<language>/admin-auth.json`. */
export const ADMIN_AUTH_TEXT = inRequestLanguage(
  defineMessages('admin-auth', en, sw, { tooManyAttempts: (wait: string) => ({ wait }) }),
);

/** What the admin command line says (run by an operator, not in a request: English). */
export const ADMIN_CLI_TEXT = {
  cliBadEmail: 'Give a valid email address with --email.',
  cliBadName: 'Give the admin’s name with --name (at most 80 characters).',
  cliBadPassword: 'The password must have at least {min} characters (and at most 200).',
  cliEmailTaken: 'An admin with that email already exists.',
  cliUsage:
    'Usage: npm run admin:create -- --email <email> --name "<name>"   (password from ADMIN_PASSWORD or a prompt)',
  cliPasswordPrompt: 'Password for the new admin (not shown): ',
  cliCreated:
    'Admin {email} created. At their first sign-in at /admin/login they set up an authenticator app (a QR code) and get recovery codes.',
  cliCodeRefused: 'admin:code shows the demo admin’s code, and there is no demo admin in production.',
  cliCode: '{code}   (demo admin {email}; changes every 30 seconds, {seconds} s left)',
} as const;
