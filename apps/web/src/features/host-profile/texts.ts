import onboarding from '@/locales/en/host-onboarding.json';
import en from '@/locales/en/host-profile.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The host's details, logo, payout and identity forms, wherever they show (onboarding and
 * /host/settings): src/locales/<lang>/host-profile.json. Read while rendering.
 */
export const HP = defineTexts('host-profile', en, {
  details: { bioCount: (n: number, max: number) => ({ n, max }) },
  identity: {
    idNumber: (type: 'national_id' | 'passport') => ({ type }),
    idSavedHint: (masked: string) => ({ masked }),
  },
  rules: {
    vendorNameShort: (min: number) => ({ min }),
    tooLong: (max: number) => ({ max }),
    bio: (max: number) => ({ max }),
  },
});

/** The onboarding's own words (/host, /host/onboarding): its steps, the first and last step. */
export const OT = defineTexts('host-onboarding', onboarding, {
  stepOf: (n: number, total: number) => ({ n, total }),
});

/**
 * A saved ID number as the server masks it ('National ID •••• 321', 'Passport •••• 567'), with
 * the document's name in the active language.
 */
export const maskedIdText = (masked: string): string =>
  masked.replace(/^National ID(?= )/, HP.identity.nationalId).replace(/^Passport(?= )/, HP.identity.passport);
