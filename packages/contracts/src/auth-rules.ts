/**
 * The accounts rules both sides apply: lengths, the password rule and strength score, Kenyan
 * phone numbers. Plain TypeScript with no schema library, so the browser's
 * forms import exactly these functions; auth.ts builds the server's schemas on them.
 */

export const PASSWORD_MIN_LENGTH = 8;
/** Long enough for any passphrase, short enough that hashing cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;
/** How a sign-in identifier (username or email) is bounded. */
export const IDENTIFIER_MAX_LENGTH = EMAIL_MAX_LENGTH;

/** One-time codes sent by email. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 60;
/** A sign-up not verified within this many hours is removed, freeing its username and email. */
export const UNVERIFIED_SIGNUP_TTL_HOURS = 24;

/** Sessions: 'Remember me' keeps one for 30 days; otherwise 12 h after last use, 7 days at most. */
export const SESSION_REMEMBER_DAYS = 30;
export const SESSION_IDLE_HOURS = 12;
export const SESSION_MAX_DAYS = 7;

const PASSWORD_CLASSES = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/] as const;

/**
 * What is wrong with a password, or null when it is acceptable: 8 to 128 characters and at
 * least two kinds of character (lower case, upper case, digits, symbols), so '12345678' and
 * 'password' are refused while a long passphrase of words with one digit is fine.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  if (PASSWORD_CLASSES.filter((re) => re.test(password)).length < 2)
    return 'must mix at least two of: lower case, upper case, digits, symbols';
  return null;
}

/**
 * A 0-4 score for the sign-up form's strength meter: 0 fails the rules, then one point each
 * for 12+ characters, three kinds of character, and 16+ characters or all four kinds.
 */
export function passwordStrength(password: string): 0 | 1 | 2 | 3 | 4 {
  if (passwordProblem(password)) return 0;
  const classes = PASSWORD_CLASSES.filter((re) => re.test(password)).length;
  let score = 1;
  if (password.length >= 12) score++;
  if (classes >= 3) score++;
  if (password.length >= 16 || classes === 4) score++;
  return Math.min(score, 4) as 1 | 2 | 3 | 4;
}

/**
 * A Kenyan mobile number in +254 form, or null when it is not one. Accepts 0712 345 678,
 * 0110 123 456, 712345678, 254712345678 and +254712345678, with spaces, dashes, dots or
 * brackets anywhere. Kenyan mobile numbers are 7xx xxx xxx or 1xx xxx xxx after the prefix.
 */
export function normaliseKenyanPhone(input: string): string | null {
  if (input.length > 32) return null;
  const compact = input.replace(/[\s\-.()]/g, '');
  const m = /^(?:\+254|254|0)?([17]\d{8})$/.exec(compact);
  return m ? `+254${m[1]}` : null;
}

/** '+254712345678' → '0712 345 678', the way people in Kenya write it; anything else as is. */
export function displayPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const m = /^\+254(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return m ? `0${m[1]} ${m[2]} ${m[3]}` : phone;
}

export const USERNAME_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
