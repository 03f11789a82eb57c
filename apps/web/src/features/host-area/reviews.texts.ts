import { REVIEW_LINK_DAYS, REVIEW_REPLY_MAX } from '@tribe/contracts/reviews';
import en from '@/locales/en/host-reviews.json';
import { count } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** Every word of the host's reviews page (/host/reviews), from src/locales/<lang>/host-reviews.json. Read while rendering. */
export const RT = defineTexts('host-reviews', en, {
  ratedOutOf5: (avg: number) => ({ avg: avg.toFixed(1) }),
  stars: (n: number) => ({ n }),
  reviewsCount: (n: number) => ({ n }),
  askedCount: (asked: number) => ({ asked }),
  responseRate: (pct: number) => ({ pct }),
  filterByStars: (n: number, count: number) => ({ n, count }),
  eventOption: (title: string, avg: number | null, count: number) => ({
    title,
    state: avg === null ? 'none' : 'rated',
    avg: avg?.toFixed(1),
    count,
  }),
  ratingOption: (n: number) => ({ n }),
  ticketOf: (type: string) => ({ type }),
  repliedOn: (date: string) => ({ date }),
  replyLabel: (name: string) => ({ name }),
  replyCount: (n: number) => ({ n: count(n), max: count(REVIEW_REPLY_MAX) }),
  replyTooLong: () => ({ max: count(REVIEW_REPLY_MAX) }),
  emptyText: () => ({ days: REVIEW_LINK_DAYS }),
  noneSubmitted: (asked: number) => ({ asked, days: REVIEW_LINK_DAYS }),
  page: (page: number, pages: number) => ({ page, pages }),
});
