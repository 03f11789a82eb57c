import { localized } from '../../lib/translated.js';

/** What the admin dashboard API says about the period asked for, in the request's language. */
export const ADMIN_DASHBOARD_TEXT = localized(
  {
    startBeforeEnd: 'The start of the period must come before its end.',
    atMostAYear: 'Choose a period of at most a year.',
  } as const,
  {
    startBeforeEnd: 'Mwanzo wa kipindi lazima uje kabla ya mwisho wake.',
    atMostAYear: 'Chagua kipindi kisichozidi mwaka mmoja.',
  },
);
