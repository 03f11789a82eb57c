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
  signedOut: 'Signed out of the admin area.',
} as const;
