import { AUTH_MESSAGES as AUTH_MESSAGES_EN } from '@tribe/contracts';
import { localized, type Translated, type Widen } from '../../lib/translated.js';

/**
 * Texts of the accounts module that the contracts' AUTH_MESSAGES do not hold: the throttles'
 * answers, in the request's language. `{name}`-style holes are filled by the callers.
 */
export const AUTH_TEXTS = localized(
  {
    tooManyAttempts: 'Too many attempts. Please try again in {wait}.',
    codeCooldown: 'We just sent a code to this email. You can ask for another in {wait}.',
  } as const,
  {
    tooManyAttempts: 'Majaribio mengi mno. Tafadhali jaribu tena baada ya {wait}.',
    codeCooldown: 'Tumetuma msimbo kwa barua pepe hii sasa hivi. Unaweza kuomba mwingine baada ya {wait}.',
  },
);

/** The accounts' answers (the contracts' English AUTH_MESSAGES), in the request's language. */
const AUTH_MESSAGES_SW: Widen<typeof AUTH_MESSAGES_EN> = {
  signupDone: 'Akaunti imefunguliwa! Tafadhali thibitisha barua pepe yako.',
  verified: 'Barua pepe yako imethibitishwa. Karibu Tikiti!',
  resetCodeAccepted: 'Msimbo umekubaliwa. Chagua nenosiri jipya.',
  codeSent: 'Kama barua pepe hiyo inahitaji msimbo, tumeutuma mpya. Unafanya kazi kwa dakika 10.',
  resetSent:
    'Kama kuna akaunti inayotumia barua pepe hiyo, tumeitumia msimbo wa kubadilisha nenosiri. Unafanya kazi kwa dakika 10.',
  passwordReset: 'Nenosiri lako limebadilishwa. Ingia kwa nenosiri jipya.',
  signedIn: 'Umeingia.',
  loggedOut: 'Umetoka kwenye akaunti yako.',
  invalidCredentials: 'Jina la mtumiaji, barua pepe au nenosiri si sahihi.',
  codeInvalid: 'Msimbo huo si sahihi au muda wake umekwisha. Angalia barua pepe yetu ya mwisho, au uombe msimbo mpya.',
  notVerified: 'Tafadhali thibitisha barua pepe yako kwanza: tumekutumia msimbo mpya wa tarakimu 6 kwa barua pepe.',
  usernameTaken: 'Jina hilo la mtumiaji limeshachukuliwa. Tafadhali chagua jingine.',
  signedOut: 'Hujaingia kwenye akaunti.',
  csrf: 'Ombi hili lilitoka kwenye tovuti nyingine na limekataliwa. Pakia upya ukurasa kisha ujaribu tena.',
};

export const AUTH_MESSAGES = localized(AUTH_MESSAGES_EN, AUTH_MESSAGES_SW);

/** The notice mailed when someone signs up with an email that already has an account (English). */
const SIGNUP_ATTEMPTED_EN = {
  subject: 'Someone tried to sign up to Tikiti with your email',
  heading: 'You already have an account',
  greeting: 'Hi {name},',
  intro:
    'Someone just tried to create a new Tikiti account with this email address. You already have an account with it, so nothing was created and nothing about your account changed.',
  ifYou: 'If it was you, sign in to your account, or reset your password if you have forgotten it.',
  signIn: 'Sign in',
  reset: 'Reset your password',
  ifNotYou: "If it wasn't you, you can ignore this email: nobody can use your account without your password.",
} as const;

export const SIGNUP_ATTEMPTED_MAIL: Translated<typeof SIGNUP_ATTEMPTED_EN> = {
  en: SIGNUP_ATTEMPTED_EN,
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
