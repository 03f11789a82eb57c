import en from '@/locales/en/event-card.json';
import { defineTexts } from '@/i18n/texts';

/**
 * The event card's few words (image, type badges, heart), shared by the home page, the listing
 * and /saved, so neither page loads the other's texts (src/locales/<lang>/event-card.json).
 */
export const T = defineTexts('event-card', en);
