import en from '@/locales/en/event-dialogs.json';
import { defineTexts } from '@/i18n/texts';

/** 'in 2 minutes': a wait in seconds as the report's "Try again in …" says it. */
function wait(seconds: number) {
  if (seconds <= 60) return { unit: 'second', n: seconds };
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return { unit: 'minute', n: minutes };
  return { unit: 'hour', n: Math.ceil(minutes / 60) };
}

/**
 * The words of the event page's dialogs: tickets, the external seller and the report
 * (src/locales/<lang>/event-dialogs.json). They load with the dialogs, which load on intent, so
 * the page's first load does not carry them. Read while rendering.
 */
export const DT = defineTexts('event-dialogs', en, {
  dialog: {
    decrease: (name: string) => ({ name }),
    increase: (name: string) => ({ name }),
    quantity: (name: string) => ({ name }),
  },
  report: {
    /** After a 429: the wait the server asked for, in seconds. */
    tooMany: (seconds: number) => wait(seconds),
  },
});
