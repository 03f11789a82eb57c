import { REVIEW_COMMENT_MAX, REVIEW_LINK_DAYS } from '@tribe/contracts/reviews';
import en from '@/locales/en/feedback.json';
import { count } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** A host's name, or the message's own words for 'the host' when the event has none. */
const host = (name: string | null) => ({ hasHost: name ? 'yes' : 'no', host: name ?? '' });

/** Every word of the feedback page (/feedback/{token}) (src/locales/<lang>/feedback.json). Read while rendering. */
export const FT = defineTexts('feedback', en, {
  hostedBy: (name: string) => ({ host: name }),
  ticket: (type: string) => ({ type }),
  intro: (name: string | null) => host(name),
  /** 'Poor' … 'Excellent' for 1 … 5 stars: read out for each star button, and shown under the stars once chosen. */
  ratingWord: (n: number) => ({ n }),
  starLabel: (n: number, word: string) => ({ n, word }),
  commentTooLong: () => ({ max: count(REVIEW_COMMENT_MAX) }),
  shownAs: (name: string) => ({ name }),
  thanksText: (stars: number, title: string, name: string | null) => ({ stars, title, ...host(name) }),
  expiredText: () => ({ days: REVIEW_LINK_DAYS }),
});

/** The star ratings, 1 to 5. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
