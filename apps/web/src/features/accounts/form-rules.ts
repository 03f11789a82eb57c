/**
 * Checks the account forms make before sending, so people hear about a typo at once. The rules
 * themselves come from @tribe/contracts/auth-rules (plain TypeScript, the same functions the
 * server's schemas use); this file only words them for the form.
 */

import {
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  normaliseKenyanPhone,
  passwordProblem as passwordRuleProblem,
  passwordStrength,
} from '@tribe/contracts/auth-rules';
import { T } from './texts';

export { normaliseKenyanPhone as normalizeKenyanPhone, passwordStrength };

export type TStrength = ReturnType<typeof passwordStrength>;
/** The strength meter's word for a score (0 to 4), in the active language. */
export function strengthLabel(score: TStrength): string {
  const s = T.controls.strength;
  return [s.tooWeak, s.fair, s.good, s.strong, s.veryStrong][score] ?? s.tooWeak;
}

/** Why a new password is refused, in the words of the form, or null (the rule is the server's). */
export function passwordProblem(password: string): string | null {
  if (!passwordRuleProblem(password)) return null;
  if (password.length < PASSWORD_MIN_LENGTH) return T.rules.passwordTooShort(PASSWORD_MIN_LENGTH);
  if (password.length > PASSWORD_MAX_LENGTH) return T.rules.passwordTooLong(PASSWORD_MAX_LENGTH);
  return T.rules.passwordMix;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return T.rules.emailMissing;
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return T.rules.emailInvalid;
  return null;
}

export function usernameProblem(username: string): string | null {
  const value = username.trim();
  if (!value) return T.rules.usernameMissing;
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(value))
    return T.rules.usernameInvalid;
  return null;
}

export function nameProblem(value: string, which: 'first' | 'last'): string | null {
  const v = value.trim();
  if (!v) return which === 'first' ? T.rules.firstNameMissing : T.rules.lastNameMissing;
  if (v.length > NAME_MAX_LENGTH)
    return which === 'first' ? T.rules.firstNameTooLong(NAME_MAX_LENGTH) : T.rules.lastNameTooLong(NAME_MAX_LENGTH);
  return null;
}

export function phoneProblem(phone: string): string | null {
  if (!phone.trim()) return T.rules.phoneMissing;
  return normaliseKenyanPhone(phone) ? null : T.rules.phoneInvalid;
}

/** A 6-digit code, however it was typed or pasted ("123 456", "123-456"). */
export function normalizeOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

/** The hint under a new password. */
export const passwordHint = (): string => T.rules.passwordHint(PASSWORD_MIN_LENGTH);
