import en from '@/locales/en/saved.json';
import { defineTexts } from '@/i18n/texts';

/** The words of /saved, the events saved on this device (src/locales/<lang>/saved.json). Read while rendering. */
export const T = defineTexts('saved', en, {
  remove: (title: string) => ({ title }),
  deviceCount: (count: number) => ({ count }),
});
