import { T } from './texts';

/** What the avatar and menu need to know about a user. */
export interface TUserName {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

const firstLetter = (s: string | null | undefined) => (s ?? '').trim().charAt(0).toUpperCase();

/**
 * Avatar initials (spec section 3): first letters of first and last name, else the first letter
 * of the first name, else of the username, else 'U'.
 */
export function getInitials(user: TUserName | null | undefined): string {
  const first = firstLetter(user?.firstName);
  const last = firstLetter(user?.lastName);
  if (first && last) return first + last;
  if (first) return first;
  return firstLetter(user?.username) || 'U';
}

/** User menu header (spec "Top nav"): the full name when first and last name exist, else the username. */
export function userMenuLabel(user: TUserName): string {
  const first = user.firstName?.trim();
  const last = user.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user.username ?? '';
}

export type TAccountLinkId = 'dashboard' | 'create-event' | 'profile' | 'settings';
export interface TAccountLink {
  id: TAccountLinkId;
  label: string;
  to: string;
}

/**
 * The user menu's links (spec "Top nav"): hosts get Dashboard and Create Event, everyone else
 * gets Profile; everyone gets Settings. Log out is an action, not a link, so it is not listed.
 */
export function accountLinks(isHost: boolean | null | undefined): TAccountLink[] {
  const own: TAccountLink[] = isHost
    ? [
        { id: 'dashboard', label: T.menu.dashboard, to: '/host/dashboard' },
        { id: 'create-event', label: T.menu.createEvent, to: '/host/create-event' },
      ]
    : [{ id: 'profile', label: T.menu.profile, to: '/profile' }];
  return [...own, { id: 'settings', label: T.menu.settings, to: '/profile/settings' }];
}
