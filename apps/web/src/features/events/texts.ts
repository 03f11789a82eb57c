import en from '@/locales/en/event.json';
import { price } from '@/i18n/format';
import { defineTexts } from '@/i18n/texts';

/** 'in 2 minutes': a wait in seconds as the report's "Try again in …" says it. */
function wait(seconds: number) {
  if (seconds <= 60) return { unit: 'second', n: seconds };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { unit: 'minute', n: minutes };
  return { unit: 'hour', n: Math.ceil(minutes / 60) };
}

/**
 * Every word of the event page, its ticket dialog and its report dialog
 * (src/locales/<lang>/event.json). Read while rendering; amounts go through price().
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
  dialog: {
    decrease: (name: string) => ({ name }),
    increase: (name: string) => ({ name }),
    quantity: (name: string) => ({ name }),
  },
  places: {
    fewLeft: (n: number) => ({ n }),
  },
  report: {
    /** After a 429: the wait the server asked for, in seconds. */
    tooMany: (seconds: number) => wait(seconds),
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
