import { localized } from '../../lib/translated.js';

/** The words the public side says about an event an admin took down, in the request's language. */
export const EVENT_UNPUBLISHED = localized(
  {
    text: 'This event has been taken down by Tikiti and is not on sale. If you hold tickets, check your email for what happens next.',
  } as const,
  {
    text: 'Tukio hili limeondolewa na Tikiti na haliuzwi. Kama una tiketi, angalia barua pepe yako kujua kitakachofuata.',
  },
);

/** A visitor's report of an event refused (event-reports.service.ts), in the request's language. */
export const EVENT_REPORT_TEXT = localized(
  {
    tooManyReports: (wait: string) => `You have sent several reports just now. Try again in ${wait}.`,
    reportEventNotFound: 'This event cannot be reported: it does not exist or is not public.',
  } as const,
  {
    tooManyReports: (wait: string) => `Umetuma ripoti kadhaa sasa hivi. Jaribu tena baada ya ${wait}.`,
    reportEventNotFound: 'Tukio hili haliwezi kuripotiwa: halipo au haliko wazi kwa umma.',
  },
);
