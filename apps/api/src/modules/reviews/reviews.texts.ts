import { REVIEW_LINK_DAYS } from '@tribe/contracts';
import en from '../../locales/en/reviews.json' with { type: 'json' };
import sw from '../../locales/sw/reviews.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** What the reviews API says to people, in the request's language; words in `locales/<language>/reviews.json`. */
export const REVIEW_TEXTS = inRequestLanguage(
  defineMessages('reviews', en, sw, { feedbackExpired: { days: REVIEW_LINK_DAYS } }),
);
