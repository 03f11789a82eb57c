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

export { normaliseKenyanPhone as normalizeKenyanPhone, passwordStrength };

export type TStrength = ReturnType<typeof passwordStrength>;
export const STRENGTH_LABELS = ['Too weak', 'Fair', 'Good', 'Strong', 'Very strong'] as const;

/** Why a new password is refused, in the words of the form, or null (the rule is the server's). */
export function passwordProblem(password: string): string | null {
  if (!passwordRuleProblem(password)) return null;
  if (password.length < PASSWORD_MIN_LENGTH) return `Use at least ${PASSWORD_MIN_LENGTH} characters.`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Use at most ${PASSWORD_MAX_LENGTH} characters.`;
  return 'Mix at least two of: lower case, upper case, digits, symbols.';
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | null {
  const value = email.trim();
  if (!value) return 'Enter your email address.';
  if (value.length > 254 || !EMAIL_PATTERN.test(value)) return 'Enter a valid email address, like name@example.com.';
  return null;
}

export function usernameProblem(username: string): string | null {
  const value = username.trim();
  if (!value) return 'Choose a username.';
  if (value.length < USERNAME_MIN_LENGTH || value.length > USERNAME_MAX_LENGTH || !USERNAME_PATTERN.test(value))
    return 'Use 3 to 30 letters, digits, dots, dashes or underscores, starting and ending with a letter or digit.';
  return null;
}

export function nameProblem(value: string, label: string): string | null {
  const v = value.trim();
  if (!v) return `Enter your ${label}.`;
  if (v.length > NAME_MAX_LENGTH) return `Keep your ${label} to ${NAME_MAX_LENGTH} characters or fewer.`;
  return null;
}

export function phoneProblem(phone: string): string | null {
  if (!phone.trim()) return 'Enter your phone number.';
  return normaliseKenyanPhone(phone) ? null : 'Enter a Kenyan mobile number, like 0712 345 678.';
}

/** A 6-digit code, however it was typed or pasted ("123 456", "123-456"). */
export function normalizeOtp(input: string): string {
  return input.replace(/\D/g, '').slice(0, 6);
}

export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, mixing two of: lower case, upper case, digits, symbols.`;
