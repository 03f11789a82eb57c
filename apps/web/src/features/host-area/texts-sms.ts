import en from '@/locales/en/host-sms.json';
import { defineTexts } from '@/i18n/texts';

/** The door's words about SMS codes (decision 027; src/locales/<lang>/host-sms.json). Read while rendering. */
export const SMS_DOOR_T = defineTexts('host-sms', en, {
  wait: (seconds: number) => ({ seconds }),
});
