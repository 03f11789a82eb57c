import en from '@/locales/en/event-unavailable.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The words of an event page that shows no event (not found, taken down, or its sales off), and
 * of a cancelled event's notice (src/locales/<lang>/event-unavailable.json). They load with those
 * parts, which load only when shown. Read while rendering.
 */
export const UT = defineTexts('event-unavailable', en);
