import { z } from 'zod';
import { zEmail, zKenyanPhone } from './auth.js';
import {
  ACCOUNT_NAME_MAX_LENGTH,
  BANK_ACCOUNT_NUMBER_PATTERN,
  BANK_NAME_MAX_LENGTH,
  HOST_BIO_MAX_LENGTH,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAME_MIN_LENGTH,
} from './host-rules.js';
import { hasControlChars, zMultilineText } from './input.js';

/**
 * Host onboarding (`/api/hosts/me/*`): what a host gives before selling (public name, contact,
 * bio, logo, payout account), the order of the steps and how a payout account is shown once
 * saved. The onboarding form validates with these same schemas.
 */

export {
  ACCOUNT_NAME_MAX_LENGTH,
  BANK_NAME_MAX_LENGTH,
  HOST_BIO_MAX_LENGTH,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAME_MIN_LENGTH,
} from './host-rules.js';

const singleLine = (s: string) => !hasControlChars(s);

export const zVendorName = z
  .string()
  .trim()
  .min(VENDOR_NAME_MIN_LENGTH, `must be at least ${VENDOR_NAME_MIN_LENGTH} characters`)
  .max(VENDOR_NAME_MAX_LENGTH, `must be at most ${VENDOR_NAME_MAX_LENGTH} characters`)
  .refine(singleLine, 'must not contain control characters')
  .refine((s) => /[\p{L}\p{N}]/u.test(s), 'must contain letters or digits');

/** PUT /api/hosts/me/details: the public face of the host. */
export const ZHostDetailsRequest = z.object({
  vendorName: zVendorName,
  phone: zKenyanPhone,
  email: zEmail,
  bio: zMultilineText(HOST_BIO_MAX_LENGTH)
    .transform((s) => s.trim())
    .optional()
    .default(''),
});
export type THostDetailsRequest = z.input<typeof ZHostDetailsRequest>;

export const PAYOUT_METHODS = ['mpesa', 'bank'] as const;
export type TPayoutMethod = (typeof PAYOUT_METHODS)[number];

/** Bank account numbers as typed: digits, with spaces or dashes ignored; 6 to 20 digits. */
export const zBankAccountNumber = z
  .string()
  .max(40, 'must be at most 40 characters')
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(BANK_ACCOUNT_NUMBER_PATTERN, 'must be the account number: 6 to 20 digits'));

/** One required line of text (2 to `max` characters, trimmed, no control characters). */
export const zLine = (max: number) =>
  z
    .string()
    .trim()
    .min(2, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine(singleLine, 'must not contain control characters');

/** The password, asked again when payout details already exist (a change, not the first entry). */
export const zPasswordConfirmation = z.string().min(1, 'is required').max(128, 'must be at most 128 characters');

export const ZPayoutRequest = z.discriminatedUnion(
  'method',
  [
    z.object({ method: z.literal('mpesa'), phone: zKenyanPhone, password: zPasswordConfirmation.optional() }),
    z.object({
      method: z.literal('bank'),
      bankName: zLine(BANK_NAME_MAX_LENGTH),
      accountNumber: zBankAccountNumber,
      accountName: zLine(ACCOUNT_NAME_MAX_LENGTH),
      password: zPasswordConfirmation.optional(),
    }),
  ],
  { message: "must be 'mpesa' or 'bank'" },
);
export type TPayoutRequest = z.input<typeof ZPayoutRequest>;
export type TPayoutDetails =
  { method: 'mpesa'; phone: string } | { method: 'bank'; bankName: string; accountNumber: string; accountName: string };

/** How saved payout details are shown: never the whole number. 'M-Pesa •••• 678', 'KCB •••• 4321'. */
export function maskPayout(details: TPayoutDetails): string {
  if (details.method === 'mpesa') return `M-Pesa •••• ${details.phone.slice(-3)}`;
  return `${details.bankName} •••• ${details.accountNumber.slice(-4)}`;
}

export const ZHostProfile = z.object({
  vendorName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bio: z.string().nullable(),
  logoUrl: z.string().nullable(),
  payout: z.object({ method: z.enum(PAYOUT_METHODS), masked: z.string() }).nullable(),
});
export type THostProfile = z.infer<typeof ZHostProfile>;

/** GET /api/hosts/me/onboarding and the answer of every onboarding step. */
export const ZOnboardingStatus = z.object({
  isHost: z.boolean(),
  onboardingComplete: z.boolean(),
  host: ZHostProfile.nullable(),
});
export type TOnboardingStatus = z.infer<typeof ZOnboardingStatus>;

export const ONBOARDING_STEPS = ['become-host', 'details', 'logo', 'payout', 'review'] as const;
export type TOnboardingStep = (typeof ONBOARDING_STEPS)[number] | 'done';

/**
 * Where onboarding resumes: the first step whose data is missing. The logo is optional, so a
 * host who skipped it and saved payout details is not sent back to it.
 */
export function nextOnboardingStep(status: TOnboardingStatus): TOnboardingStep {
  if (!status.isHost) return 'become-host';
  if (!status.host) return 'details';
  if (status.onboardingComplete) return 'done';
  if (!status.host.payout) return status.host.logoUrl ? 'payout' : 'logo';
  return 'review';
}

/**
 * Stable codes of /api/hosts errors (besides validation_failed, unauthorized, csrf_rejected):
 * - `vendor_name_taken` (409): another host uses that public name.
 * - `onboarding_incomplete` (409): finishing before details and payout account are saved.
 * - `invalid_credentials` (401): the password asked again for a payout change is wrong.
 * - `password_not_set` (403): the account has no password yet (made with Google).
 * - `image_invalid`, `image_too_small` (400), `payload_too_large` (413),
 *   `unsupported_media_type` (415): the logo upload.
 * The sentences are the API's (`apps/api/src/locales/<language>/hosts.json`).
 */
