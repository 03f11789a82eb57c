/**
 * Every text of every email, in one place so they can be reviewed and translated together.
 * `{name}`-style holes are filled by mail.templates.ts; the code is always on a line of its own
 * in the text part, so people (and tests) can read it without the HTML.
 */
export const MAIL_TEXTS = {
  brand: 'Tikiti',
  footer: 'Tikiti · events and tickets across Africa',
  ignore: "If you didn't ask for this, you can ignore this email; nothing changes.",
  signupCode: {
    subject: '{code} is your Tikiti verification code',
    preheader: 'Your code to finish signing up',
    heading: 'Confirm your email',
    greeting: 'Hi {name},',
    intro: 'Welcome to Tikiti! Enter this code to finish creating your account:',
    validity: 'The code works once and expires in {minutes} minutes.',
  },
  resetCode: {
    subject: '{code} is your Tikiti password reset code',
    preheader: 'Your code to reset your password',
    heading: 'Reset your password',
    greeting: 'Hi {name},',
    intro: 'Someone (hopefully you) asked to reset the password of your Tikiti account. Enter this code:',
    validity: 'The code works once and expires in {minutes} minutes. Resetting signs you out everywhere.',
  },
  passwordChanged: {
    subject: 'Your Tikiti password was changed',
    preheader: 'Your password was changed',
    heading: 'Your password was changed',
    greeting: 'Hi {name},',
    intro: 'The password of your Tikiti account was just changed and every session was signed out.',
    action: "If this wasn't you, reset your password now at {url} and reply to this email.",
  },
} as const;

export type CodeMailKind = 'signupCode' | 'resetCode';
