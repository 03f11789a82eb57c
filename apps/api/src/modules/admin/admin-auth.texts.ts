import { localized, type Widen } from '../../lib/translated.js';

/** What the admin sign-in says, in the request's language. */
const EN = {
  badCredentials: 'That email and password do not match an admin account.',
  badCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  codeUsed: 'That code was already used. Wait for the next one and enter it.',
  pendingExpired: 'Your sign-in took too long. Enter your email and password again.',
  notEnrolled: 'Set up your authenticator app first.',
  badRecoveryCode: 'That recovery code is not right, or it was already used. Each code works once.',
  tooManyAttempts: 'Too many attempts. Try again in {wait}.',
  alreadyEnrolled: 'Your authenticator app is already set up. Sign in with its code.',
  enrollmentMissing: 'Open the setup page again to get a new QR code.',
  signedOut: 'Signed out of the admin area.',
} as const;

const SW: Widen<typeof EN> = {
  badCredentials: 'Barua pepe na nenosiri hilo havilingani na akaunti yoyote ya msimamizi.',
  badCode: 'Nambari hiyo si sahihi. Weka nambari ya tarakimu 6 ambayo programu yako ya uthibitisho inaonyesha sasa.',
  codeUsed: 'Nambari hiyo imeshatumika. Subiri inayofuata kisha uiweke.',
  pendingExpired: 'Kuingia kwako kumechukua muda mrefu mno. Weka barua pepe na nenosiri lako tena.',
  notEnrolled: 'Kwanza weka programu yako ya uthibitisho.',
  badRecoveryCode: 'Nambari hiyo ya akiba si sahihi, au imeshatumika. Kila nambari inafanya kazi mara moja tu.',
  tooManyAttempts: 'Majaribio mengi mno. Jaribu tena baada ya {wait}.',
  alreadyEnrolled: 'Programu yako ya uthibitisho tayari imewekwa. Ingia kwa nambari yake.',
  enrollmentMissing: 'Fungua ukurasa wa kuweka tena ili upate msimbo mpya wa QR.',
  signedOut: 'Umetoka kwenye eneo la wasimamizi.',
};

export const ADMIN_AUTH_TEXT = localized(EN, SW);

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
