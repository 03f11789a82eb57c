import en from '@/locales/en/admin-sign-in.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The admin's sign-in, authenticator enrolment, recovery codes and own account page
 * (src/locales/<lang>/admin-sign-in.json).
 */
export const SIGN_IN_TEXT = defineTexts('admin-sign-in', en, {
  codes: {
    fileHeading: (email: string) => ({ email }),
  },
  account: {
    recoveryLeft: (n: number) => ({ n }),
  },
});
