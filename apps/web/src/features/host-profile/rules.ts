/**
 * The host's forms' checks, made before sending so people hear about a typo at once; the server
 * checks again and has the last word. Which fields are refused is decided by
 * @tribe/contracts/host-rules (the same rules as the server's schemas; rules.test.ts holds them
 * equal); this file only words what they refuse, in the active language.
 */

import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import {
  HOST_BIO_MAX_LENGTH,
  IMAGE_UPLOAD_TYPES,
  LEGAL_NAME_MAX_LENGTH,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAME_MIN_LENGTH,
  hostDetailsErrors,
  identityFormErrors,
  imageProblem as imageRuleProblem,
  payoutFormErrors,
  type FormErrors,
  type HostDetailsForm,
  type IdentityForm,
  type PayoutForm,
} from '@tribe/contracts/host-rules';
import { HP } from './texts';

export { normaliseKenyanPhone as normalizeKenyanPhone };
export type { FormErrors, HostDetailsForm, IdentityForm, PayoutForm };

/** Each refused field's words, in the active language (the shared rules decide which fields). */
function worded<T>(found: FormErrors<T>, words: { [K in keyof T]?: () => string }): FormErrors<T> {
  const out: FormErrors<T> = {};
  for (const key of Object.keys(found) as (keyof T)[]) out[key] = words[key]?.() ?? found[key];
  return out;
}

export function detailsErrors(v: HostDetailsForm): FormErrors<HostDetailsForm> {
  const R = HP.rules;
  const name = v.vendorName.trim();
  return worded(hostDetailsErrors(v), {
    vendorName: () =>
      name.length < VENDOR_NAME_MIN_LENGTH
        ? R.vendorNameShort(VENDOR_NAME_MIN_LENGTH)
        : name.length > VENDOR_NAME_MAX_LENGTH
          ? R.tooLong(VENDOR_NAME_MAX_LENGTH)
          : R.vendorNameLetters,
    phone: () => R.phone,
    email: () => R.email,
    bio: () => R.bio(HOST_BIO_MAX_LENGTH),
    website: () => R.website,
  });
}

export function payoutErrors(v: PayoutForm): Record<string, string> {
  const R = HP.rules;
  return worded<Record<string, string>>(payoutFormErrors(v), {
    phone: () => R.mpesa,
    bankName: () => R.bankName,
    accountNumber: () => R.accountNumber,
    accountName: () => R.accountName,
  }) as Record<string, string>;
}

export function identityErrors(v: IdentityForm, opts: { idSaved: boolean }): FormErrors<IdentityForm> {
  const R = HP.rules;
  return worded(identityFormErrors(v, opts), {
    legalName: () =>
      v.legalName.trim().length > LEGAL_NAME_MAX_LENGTH ? R.tooLong(LEGAL_NAME_MAX_LENGTH) : R.legalName,
    kraPin: () => R.kraPin,
    idNumber: () => (v.idType === 'passport' ? R.passportNumber : R.idNumber),
  });
}

/** Why a picture cannot be uploaded, checked before sending it over a phone connection; null when it can. */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!imageRuleProblem(file)) return null;
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ? HP.rules.imageSize : HP.rules.imageType;
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
