/**
 * The profile forms' checks before sending (the server checks again with
 * @tribe/contracts/profile); form-rules.test.ts holds them equal to the server's.
 */

export const PROFILE_TABS = ['profile', 'tickets', 'saved', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

export function profileErrors(v: { firstName: string; lastName: string; username: string }): Record<string, string> {
  const e: Record<string, string> = {};
  for (const k of ['firstName', 'lastName'] as const) {
    const s = v[k].trim();
    if (!s) e[k] = 'Enter your name.';
    else if (s.length > 50) e[k] = 'Use at most 50 characters.';
  }
  const u = v.username.trim();
  if (u.length < 3) e.username = 'Use at least 3 characters.';
  else if (u.length > 30) e.username = 'Use at most 30 characters.';
  else if (!USERNAME.test(u))
    e.username = 'Use letters, digits, dots, dashes and underscores; start and end with a letter or digit.';
  return e;
}

export function passwordChangeErrors(v: { currentPassword: string; newPassword: string }): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.currentPassword) e.currentPassword = 'Enter your current password.';
  const p = v.newPassword;
  if (p.length < 8) e.newPassword = 'Use at least 8 characters.';
  else if (p.length > 128) e.newPassword = 'Use at most 128 characters.';
  else if (PASSWORD_CLASSES.filter((re) => re.test(p)).length < 2)
    e.newPassword = 'Mix at least two of: lower case, upper case, digits, symbols.';
  return e;
}
