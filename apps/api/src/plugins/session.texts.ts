import { localized } from '../lib/translated.js';

/** What the session guards say when someone is not signed in, in the request's language. */
export const SESSION_TEXT = localized(
  {
    notSignedIn: 'You are not signed in.',
    adminSignIn: 'Sign in to the admin area to continue.',
    reauth: 'Enter a code from your authenticator app to confirm this action.',
  } as const,
  {
    notSignedIn: 'Hujaingia kwenye akaunti yako.',
    adminSignIn: 'Ingia kwenye eneo la usimamizi ili uendelee.',
    reauth: 'Weka msimbo kutoka kwenye programu yako ya uthibitisho ili kuthibitisha kitendo hiki.',
  },
);
