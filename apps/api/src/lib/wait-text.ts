import type { TLocale } from '@tribe/contracts/locale';
import en from '../locales/en/wait.json' with { type: 'json' };
import sw from '../locales/sw/wait.json' with { type: 'json' };
import { defineMessages } from './messages.js';
import { currentLanguage } from './request-language.js';

/**
 * How long to wait, for a 429's message (decision 026; `locales/<language>/wait.json`):
 * '30 seconds', '3 minutes', '2 hours'; 'sekunde 30', 'dakika 3', 'saa 2'. `shortWait` is
 * checkout's: seconds under 90, else minutes.
 */
const T = defineMessages('wait', en, sw, {
  wait: (seconds: number) => {
    const minutes = Math.ceil(seconds / 60);
    const unit = seconds <= 60 ? 'seconds' : minutes < 60 ? 'minutes' : 'hours';
    return { unit, seconds, minutes, hours: Math.ceil(minutes / 60) };
  },
  shortWait: (seconds: number) => ({
    unit: seconds < 90 ? 'seconds' : 'minutes',
    seconds,
    minutes: Math.ceil(seconds / 60),
  }),
});

/** The wait in the language given: a message's value (`{ wait: waitIn(seconds) }`). */
export const waitIn =
  (seconds: number) =>
  (locale: TLocale): string =>
    T(locale).wait(seconds);

/** Checkout's wait ('45 seconds', '3 minutes') in the language given. */
export const shortWaitIn =
  (seconds: number) =>
  (locale: TLocale): string =>
    T(locale).shortWait(seconds);

/** The wait in the request's language. */
export function waitWords(seconds: number): string {
  return waitIn(seconds)(currentLanguage());
}
