import en from '@/locales/en/event.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/**
 * Every word of the event page (src/locales/<lang>/event.json); its ticket, external-seller and
 * report dialogs have theirs in dialogs.texts.ts. Read while rendering; amounts go through price().
 */
export const T = defineTexts('event', en, {
  schedule: {
    endsOn: (date: string) => ({ date }),
    everyDays: (days: string) => ({ days }),
    lastOfList: (list: string, last: string) => ({ list, last }),
    from: (date: string) => ({ date }),
    to: (date: string) => ({ date }),
    upcomingShows: (count: number) => ({ count }),
  },
  summary: {
    freeUpTo: (amount: number) => ({ amount: price(amount) }),
    from: (amount: number) => ({ amount: price(amount) }),
    upcomingOn: (date: string) => ({ date }),
    soonest: (date: string) => ({ date }),
  },
  map: {
    mapOf: (place: string) => ({ place }),
  },
  carousel: {
    images: (title: string) => ({ title }),
    slide: (n: number, count: number) => ({ n, count }),
    imageAlt: (title: string, n: number, count: number) => ({ title, n, count }),
    show: (n: number) => ({ n }),
  },
  whatsapp: {
    /** The message WhatsApp opens with; the event's link follows it. */
    message: (title: string) => ({ title }),
  },
  places: {
    fewLeft: (n: number) => ({ n }),
  },
  reviews: {
    ratedOutOf5: (avg: number) => ({ avg: avg.toFixed(1) }),
    /** '4.6 (23 reviews)'. */
    ratingLine: (avg: number, count: number) => ({ avg: avg.toFixed(1), count }),
    /** The host's average when this event has none yet. */
    hostRatingLine: (avg: number, count: number) => ({ avg: avg.toFixed(1), count }),
    stars: (n: number) => ({ n }),
    replyFrom: (host: string) => ({ host }),
  },
});
