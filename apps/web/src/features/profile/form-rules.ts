/**
 * The profile forms' checks before sending (the server checks again with
 * @tribe/contracts/profile); form-rules.test.ts holds them equal to the server's.
 */

import { T } from './texts';

export const PROFILE_TABS = ['profile', 'tickets', 'saved', 'settings'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const USERNAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

export function profileErrors(v: { firstName: string; lastName: string; username: string }): Record<string, string> {
  const e: Record<string, string> = {};
  for (const k of ['firstName', 'lastName'] as const) {
    const s = v[k].trim();
    if (!s) e[k] = T.errors.nameMissing;
    else if (s.length > 50) e[k] = T.errors.nameTooLong;
  }
  const u = v.username.trim();
  if (u.length < 3) e.username = T.errors.usernameTooShort;
  else if (u.length > 30) e.username = T.errors.usernameTooLong;
  else if (!USERNAME.test(u)) e.username = T.errors.usernameInvalid;
  return e;
}

export function passwordChangeErrors(v: { currentPassword: string; newPassword: string }): Record<string, string> {
  const e: Record<string, string> = {};
  if (!v.currentPassword) e.currentPassword = T.errors.currentPasswordMissing;
  const p = v.newPassword;
  if (p.length < 8) e.newPassword = T.errors.passwordTooShort;
  else if (p.length > 128) e.newPassword = T.errors.passwordTooLong;
  else if (PASSWORD_CLASSES.filter((re) => re.test(p)).length < 2) e.newPassword = T.errors.passwordMix;
  return e;
}
