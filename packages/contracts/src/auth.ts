import { z } from 'zod';
import { ZErrorResponse } from './events.js';
import { hasControlChars } from './text.js';
import {
  EMAIL_MAX_LENGTH,
  IDENTIFIER_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  USERNAME_PATTERN,
  normaliseKenyanPhone,
  passwordProblem,
} from './auth-rules.js';
import { safeReturnPath } from './return-path.js';
import { ZPublicUser } from './users.schema.js';

/**
 * The accounts API (`/api/auth/*`): every request and answer, the password and phone rules and
 * the error codes. The server validates with these schemas and the web's forms use the same
 * ones, so a field is refused for the same reason on both sides. docs/accounts.md describes
 * the flows.
 */

export * from './auth-rules.js';

// --- Field schemas (shared by the forms) -----------------------------------------------------

const singleLine = (s: string) => !hasControlChars(s);

export const zEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('must be an email address like name@example.com'))
  .transform((s) => s.toLowerCase());

export const zUsername = z
  .string()
  .trim()
  .min(USERNAME_MIN_LENGTH, `must be at least ${USERNAME_MIN_LENGTH} characters`)
  .max(USERNAME_MAX_LENGTH, `must be at most ${USERNAME_MAX_LENGTH} characters`)
  .regex(
    USERNAME_PATTERN,
    'may use letters, digits, dots, dashes and underscores, and must start and end with a letter or digit',
  );

export const zPersonName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(NAME_MAX_LENGTH, `must be at most ${NAME_MAX_LENGTH} characters`)
  .refine(singleLine, 'must not contain control characters');

export const zPassword = z
  .string()
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`)
  .superRefine((pw, ctx) => {
    const problem = passwordProblem(pw);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const zKenyanPhone = z
  .string()
  .max(32, 'must be at most 32 characters')
  .transform((s, ctx) => {
    const phone = normaliseKenyanPhone(s);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: 'must be a Kenyan mobile number such as 0712 345 678' });
      return z.NEVER;
    }
    return phone;
  });

/** A one-time code as typed: six digits, spaces ignored. */
export const zOtp = z
  .string()
  .max(20, 'must be the 6-digit code from the email')
  .transform((s) => s.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'must be the 6-digit code from the email'));

export const OTP_TYPES = ['signup', 'password-reset'] as const;
export const zOtpType = z.enum(OTP_TYPES, { message: "must be 'signup' or 'password-reset'" });
export type TOtpType = z.infer<typeof zOtpType>;

export const SIGNUP_TYPES = ['attendee', 'host'] as const;

// --- Requests ------------------------------------------------------------------------------

/** POST /api/auth/signup. `type: 'host'` signs up a host who then needs onboarding. */
export const ZSignupRequest = z.object({
  firstName: zPersonName,
  lastName: zPersonName,
  username: zUsername,
  email: zEmail,
  phone: zKenyanPhone,
  password: zPassword,
  type: z.enum(SIGNUP_TYPES, { message: "must be 'attendee' or 'host'" }).optional(),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

/** POST /api/auth/verify */
export const ZVerifyRequest = z.object({ email: zEmail, otp: zOtp, type: zOtpType });
export type TVerifyRequest = z.input<typeof ZVerifyRequest>;

/** POST /api/auth/resend-otp */
export const ZResendOtpRequest = z.object({ email: zEmail, type: zOtpType });
export type TResendOtpRequest = z.input<typeof ZResendOtpRequest>;

/**
 * POST /api/auth/signin. `username` is a username or an email, compared without case. The
 * password is only bounded here (the rules apply when it is set, not when it is typed).
 */
export const ZSigninRequest = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'is required')
    .max(IDENTIFIER_MAX_LENGTH, `must be at most ${IDENTIFIER_MAX_LENGTH} characters`)
    .refine(singleLine, 'must not contain control characters'),
  password: z
    .string()
    .min(1, 'is required')
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
  rememberMe: z.boolean().optional().default(false),
});
export type TSigninRequest = z.input<typeof ZSigninRequest>;

/** POST /api/auth/forgot-password */
export const ZForgotPasswordRequest = z.object({ email: zEmail });
export type TForgotPasswordRequest = z.input<typeof ZForgotPasswordRequest>;

/** POST /api/auth/reset-password */
export const ZResetPasswordRequest = z.object({ email: zEmail, otp: zOtp, password: zPassword });
export type TResetPasswordRequest = z.input<typeof ZResetPasswordRequest>;

/** Longest Google `returnTo` kept: it travels in the sign-in's short-lived cookie. */
export const GOOGLE_RETURN_TO_MAX_LENGTH = 512;

/**
 * GET /api/auth/google: `type=host` for a host sign-up, `returnTo` a path of this site,
 * normalised by safeReturnPath (anything else is dropped and the default, '/', applies).
 */
export const ZGoogleStartQuery = z.object({
  type: z.enum(SIGNUP_TYPES).optional().catch(undefined),
  returnTo: z
    .string()
    .max(GOOGLE_RETURN_TO_MAX_LENGTH)
    .optional()
    .catch(undefined)
    .transform((v) => {
      const path = safeReturnPath(v);
      return path !== null && path.length <= GOOGLE_RETURN_TO_MAX_LENGTH ? path : undefined;
    }),
});

/**
 * GET /api/auth/google/callback: what the provider sends back (OpenID Connect's authorization
 * response: `code`, `state` and `iss`, or `error`). The OpenID client checks the raw query, so
 * nothing here refuses a request: a malformed parameter reads as absent, and others pass through.
 * Named properties (not a record) so the published OpenAPI lists them as query parameters.
 */
const providerParam = z.string().optional().catch(undefined);
export const ZGoogleCallbackQuery = z.looseObject({
  code: providerParam,
  state: providerParam,
  iss: providerParam,
  error: providerParam,
  error_description: providerParam,
});

// --- Answers -------------------------------------------------------------------------------

export const ZSignupResponse = z.object({ success: z.literal(true), userId: z.number().int(), message: z.string() });
export type TSignupResponse = z.infer<typeof ZSignupResponse>;

/** `user` is the signed-in user after a sign-up code; null after a password-reset code check. */
export const ZVerifyResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user: ZPublicUser.nullable(),
  isHostSignup: z.boolean(),
});
export type TVerifyResponse = z.infer<typeof ZVerifyResponse>;

export const ZSigninResponse = z.object({ success: z.literal(true), user: ZPublicUser, message: z.string() });
export type TSigninResponse = z.infer<typeof ZSigninResponse>;

/** Resend, logout, forgot and reset. */
export const ZAuthMessageResponse = z.object({ success: z.literal(true), message: z.string() });
export type TAuthMessageResponse = z.infer<typeof ZAuthMessageResponse>;

/**
 * Why a host may or may not create events:
 * - `ok`: a host whose onboarding is complete;
 * - `onboarding_incomplete`: a host who must finish onboarding first;
 * - `not_host`: a signed-in attendee;
 * - `signed_out`: no one is signed in (answered with 401).
 */
export const HOST_STATUS_REASONS = ['ok', 'onboarding_incomplete', 'not_host', 'signed_out'] as const;
export type THostStatusReason = (typeof HOST_STATUS_REASONS)[number];

export const ZHostStatusResponse = z.object({
  success: z.boolean(),
  isHost: z.boolean(),
  needsOnboarding: z.boolean(),
  reason: z.enum(HOST_STATUS_REASONS),
  onboardingComplete: z.boolean(),
});
export type THostStatusResponse = z.infer<typeof ZHostStatusResponse>;

/** The signed-out answer of host-status: the error shape and the host-status shape in one. */
export const ZHostStatusSignedOut = ZErrorResponse.extend(ZHostStatusResponse.shape);

/**
 * Every failure of an /api/auth route: the app's error shape plus `success: false`, so the
 * sign-in form can show `message` either way. `retryAfter` (seconds) comes with 429s.
 */
export const ZAuthErrorResponse = ZErrorResponse.extend({
  success: z.literal(false),
  retryAfter: z.number().int().optional(),
});
export type TAuthErrorResponse = z.infer<typeof ZAuthErrorResponse>;

/**
 * Stable `code`s of /api/auth errors (the web branches on these, never on the message):
 * - `validation_failed` (400): a field is wrong; the message names it (`password: must be ...`).
 * - `code_invalid` (400): the code is wrong, used, expired or dead after 5 tries.
 * - `invalid_credentials` (401): wrong username/email or password (same answer either way).
 * - `unauthorized` (401): not signed in.
 * - `email_not_verified` (403): right password, but the sign-up code was never entered; a new
 *   code is on its way.
 * - `csrf_rejected` (403): a state-changing request from another site.
 * - `username_taken` (409): sign-up with a username already in use. A sign-up with an email that
 *   has an account answers as a new one does (decision 018); `email_taken` (409) is only the
 *   profile's email change to an address another account uses.
 * - `rate_limited` (429): too many attempts, or a code asked for within 60 s; `Retry-After`.
 */
export const AUTH_ERROR_CODES = [
  'validation_failed',
  'code_invalid',
  'invalid_credentials',
  'unauthorized',
  'email_not_verified',
  'csrf_rejected',
  'username_taken',
  'email_taken',
  'rate_limited',
] as const;
export type TAuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Where `GET /api/auth/google/callback` sends the browser when Google sign-in fails:
 * `/auth/signin?googleAuth=error&reason=<one of these>`.
 */
export const GOOGLE_FAILURE_REASONS = ['cancelled', 'expired', 'failed', 'email_unverified', 'unavailable'] as const;
export type TGoogleFailureReason = (typeof GOOGLE_FAILURE_REASONS)[number];
