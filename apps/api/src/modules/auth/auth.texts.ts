/**
 * Texts of the accounts module that the contracts' AUTH_MESSAGES do not hold: the throttles'
 * answers and the notice mailed when someone signs up with an email that already has an
 * account. `{name}`-style holes are filled by the callers.
 */
export const AUTH_TEXTS = {
  tooManyAttempts: 'Too many attempts. Please try again in {wait}.',
  codeCooldown: 'We just sent a code to this email. You can ask for another in {wait}.',
  signupAttempted: {
    subject: 'Someone tried to sign up to Tikiti with your email',
    heading: 'You already have an account',
    greeting: 'Hi {name},',
    intro:
      'Someone just tried to create a new Tikiti account with this email address. You already have an account with it, so nothing was created and nothing about your account changed.',
    ifYou: 'If it was you, sign in to your account, or reset your password if you have forgotten it.',
    signIn: 'Sign in',
    reset: 'Reset your password',
    ifNotYou: "If it wasn't you, you can ignore this email: nobody can use your account without your password.",
  },
} as const;

export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
