import { localized } from '../../lib/translated.js';

/** What the admin area's users actions say, in the request's language. */
export const ADMIN_USERS_TEXT = localized({ userNotFound: 'There is no user with that number.' } as const, {
  userNotFound: 'Hakuna mtumiaji mwenye namba hiyo.',
});
