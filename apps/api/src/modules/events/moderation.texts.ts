import en from '../../locales/en/event-moderation.json' with { type: 'json' };
import sw from '../../locales/sw/event-moderation.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Words in `locales/<language>/event-moderation.json`, in the request's language. */
const T = defineMessages('event-moderation', en, sw, {
  report: { tooManyReports: (wait: string) => ({ wait }) },
  public: { noLiveEvent: (key: string | number) => ({ key: String(key) }) },
});

/** The words the public side says about an event an admin took down. */
export const EVENT_UNPUBLISHED = inRequestLanguage((locale) => T(locale).unpublished);

/** The public event routes' refusals. */
export const EVENT_PUBLIC_TEXT = inRequestLanguage((locale) => T(locale).public);

/** A visitor's report of an event refused (event-reports.service.ts). */
export const EVENT_REPORT_TEXT = inRequestLanguage((locale) => T(locale).report);
