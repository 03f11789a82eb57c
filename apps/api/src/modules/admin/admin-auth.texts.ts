/** What the admin sign-in says (translatable). */
export const ADMIN_AUTH_TEXT = {
  badCredentials: 'That email and password do not match an admin account.',
  badCode: 'That code is not right. Enter the 6-digit code your authenticator app shows now.',
  codeUsed: 'That code was already used. Wait for the next one and enter it.',
  pendingExpired: 'Your sign-in took too long. Enter your email and password again.',
  notEnrolled: 'Set up your authenticator app first.',
  badRecoveryCode: 'That recovery code is not right, or it was already used. Each code works once.',
  tooManyAttempts: 'Too many attempts. Try again in {wait}.',
  alreadyEnrolled: 'Your authenticator app is already set up. Sign in with its code.',
  enrollmentMissing: 'Open the setup page again to get a new QR code.',
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
  signedOut: 'Signed out of the admin area.',
} as const;
