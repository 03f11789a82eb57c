import en from '@/locales/en/host-onboarding.json';
import { defineTexts } from '@/i18n/texts';

/** Every word of host onboarding (/host, /host/onboarding), from src/locales/<lang>/host-onboarding.json. Read while rendering. */
export const OT = defineTexts('host-onboarding', en, {
  stepOf: (n: number, total: number) => ({ n, total }),
  details: { bioCount: (n: number, max: number) => ({ n, max }) },
  rules: {
    vendorNameShort: (min: number) => ({ min }),
    tooLong: (max: number) => ({ max }),
    bio: (max: number) => ({ max }),
  },
});
