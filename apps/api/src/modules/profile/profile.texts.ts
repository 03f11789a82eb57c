import { localized } from '../../lib/translated.js';

/** What the profile API says to people, in the request's language. */
export const PROFILE_TEXT = localized(
  {
    emailTaken: 'An account with that email already exists.',
    eventNotFound: 'Event not found',
    pictureAsMultipart: 'Send the picture as multipart/form-data in a field named "file".',
  } as const,
  {
    emailTaken: 'Tayari kuna akaunti yenye barua pepe hiyo.',
    eventNotFound: 'Tukio halikupatikana',
    pictureAsMultipart: 'Tuma picha kama multipart/form-data katika sehemu iitwayo "file".',
  },
);
