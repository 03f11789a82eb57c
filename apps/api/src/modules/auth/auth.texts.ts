import type { Translated } from '../../lib/translated.js';

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

/** The notice of a sign-up with a taken email, in each language (decision 026). */
export const SIGNUP_ATTEMPTED_MAIL: Translated<typeof AUTH_TEXTS.signupAttempted> = {
  en: AUTH_TEXTS.signupAttempted,
  sw: {
    subject: 'Mtu fulani amejaribu kujisajili kwenye Tikiti kwa barua pepe yako',
    heading: 'Tayari una akaunti',
    greeting: 'Habari {name},',
    intro:
      'Mtu fulani amejaribu sasa hivi kufungua akaunti mpya ya Tikiti kwa anwani hii ya barua pepe. Tayari una akaunti inayotumia anwani hii, kwa hivyo hakuna kilichofunguliwa na hakuna kilichobadilika kwenye akaunti yako.',
    ifYou: 'Kama ni wewe, ingia kwenye akaunti yako, au badilisha nenosiri lako kama umelisahau.',
    signIn: 'Ingia',
    reset: 'Badilisha nenosiri lako',
    ifNotYou: 'Kama si wewe, puuza barua pepe hii: hakuna anayeweza kutumia akaunti yako bila nenosiri lako.',
  },
};

export const fillText = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
