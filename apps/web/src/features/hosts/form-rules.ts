/**
 * The onboarding form's checks, made before sending so people hear about a typo at once; the
 * server checks again with @tribe/contracts/hosts and has the last word. The rules live in
 * @tribe/contracts/host-rules (plain TypeScript, no schema library, shared with host settings);
 * form-rules.test.ts holds them equal to the server's schemas. This file only words what they
 * refuse, in the active language.
 */

import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import {
  HOST_BIO_MAX_LENGTH,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_TYPES,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAME_MIN_LENGTH,
  hostDetailsErrors,
  imageProblem as imageRuleProblem,
  payoutFormErrors,
  type FormErrors,
  type HostDetailsForm,
  type PayoutForm,
} from '@tribe/contracts/host-rules';
import { OT } from './texts';

export { normaliseKenyanPhone as normalizeKenyanPhone };
export type { PayoutForm };

export const VENDOR_NAME_MIN = VENDOR_NAME_MIN_LENGTH;
export const VENDOR_NAME_MAX = VENDOR_NAME_MAX_LENGTH;
export const BIO_MAX = HOST_BIO_MAX_LENGTH;
export const IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;

export type DetailsForm = Required<Omit<HostDetailsForm, 'website'>>;
export type Errors<T> = FormErrors<T>;

/** Each refused field's words, in the active language (the shared rules decide which fields). */
function worded<T>(found: Errors<T>, words: { [K in keyof T]?: () => string }): Errors<T> {
  const out: Errors<T> = {};
  for (const key of Object.keys(found) as (keyof T)[]) out[key] = words[key]?.() ?? found[key];
  return out;
}

export function detailsErrors(v: DetailsForm): Errors<DetailsForm> {
  const R = OT.rules;
  const name = v.vendorName.trim();
  return worded<DetailsForm>(hostDetailsErrors(v), {
    vendorName: () =>
      name.length < VENDOR_NAME_MIN_LENGTH
        ? R.vendorNameShort(VENDOR_NAME_MIN_LENGTH)
        : name.length > VENDOR_NAME_MAX_LENGTH
          ? R.tooLong(VENDOR_NAME_MAX_LENGTH)
          : R.vendorNameLetters,
    phone: () => R.phone,
    email: () => R.email,
    bio: () => R.bio(HOST_BIO_MAX_LENGTH),
  });
}

export function payoutErrors(v: PayoutForm): Record<string, string> {
  const R = OT.rules;
  return worded<Record<string, string>>(payoutFormErrors(v), {
    phone: () => R.mpesa,
    bankName: () => R.bankName,
    accountNumber: () => R.accountNumber,
    accountName: () => R.accountName,
  }) as Record<string, string>;
}

/** Why a picture cannot be uploaded, checked before sending it over a phone connection; null when it can. */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!imageRuleProblem(file)) return null;
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ? OT.rules.imageSize : OT.rules.imageType;
}

export interface OnboardingStatus {
  isHost: boolean;
  onboardingComplete: boolean;
  host: {
    vendorName: string;
    phone: string | null;
    email: string | null;
    bio: string | null;
    logoUrl: string | null;
    payout: { method: 'mpesa' | 'bank'; masked: string } | null;
  } | null;
}

export type OnboardingStep = 'become-host' | 'details' | 'logo' | 'payout' | 'review' | 'done';

/** Where onboarding resumes: the first step whose data is missing (the logo is optional). */
export function nextOnboardingStep(status: OnboardingStatus): OnboardingStep {
  if (!status.isHost) return 'become-host';
  if (!status.host) return 'details';
  if (status.onboardingComplete) return 'done';
  if (!status.host.payout) return status.host.logoUrl ? 'payout' : 'logo';
  return 'review';
}
