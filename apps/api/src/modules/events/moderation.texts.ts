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
