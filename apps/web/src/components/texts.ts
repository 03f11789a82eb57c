import en from '@/locales/en/ui.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The shared layer's own words (src/locales/<lang>/ui.json): what every area's frame, page
 * states and form kit say the same way. Anything an area words its own way is passed in.
 */
export const UI = defineTexts('ui', en);
