import en from '@/locales/en/host-tours.json';
import { defineTexts } from '@/i18n/texts';

/** One step of a guided tour as the host reads it. */
export interface TTourStepText {
  title: string;
  text: string;
}

/**
 * Every word of the guided tours (src/locales/<lang>/host-tours.json), read while rendering. The
 * steps of each tour are keyed by what they show; lib/tour-steps.ts puts them in order and says
 * what each one points at.
 */
export const TOUR_T = defineTexts('host-tours', en, {
  takeTourOf: (name: string) => ({ name }),
  counter: (n: number, total: number) => ({ n, total }),
  announce: (n: number, total: number, title: string, text: string) => ({ n, total, title, text }),
});
