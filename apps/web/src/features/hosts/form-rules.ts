/**
 * The onboarding form's checks, made before sending so people hear about a typo at once; the
 * server checks again with @tribe/contracts/hosts and has the last word. Mirrored here because
 * that module builds schemas with the schema library at load time (too heavy for this screen);
 * form-rules.test.ts holds the two sets equal.
 */

import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';

export { normaliseKenyanPhone as normalizeKenyanPhone };

export const VENDOR_NAME_MIN = 2;
export const VENDOR_NAME_MAX = 60;
export const BIO_MAX = 500;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface DetailsForm {
  vendorName: string;
  phone: string;
  email: string;
  bio: string;
}
export type Errors<T> = Partial<Record<keyof T, string>>;

export function detailsErrors(v: DetailsForm): Errors<DetailsForm> {
  const e: Errors<DetailsForm> = {};
  const name = v.vendorName.trim();
  if (name.length < VENDOR_NAME_MIN) e.vendorName = `Use at least ${VENDOR_NAME_MIN} characters.`;
  else if (name.length > VENDOR_NAME_MAX) e.vendorName = `Use at most ${VENDOR_NAME_MAX} characters.`;
  else if (!/[\p{L}\p{N}]/u.test(name)) e.vendorName = 'Use letters or digits.';
  if (!normaliseKenyanPhone(v.phone)) e.phone = 'Enter a Kenyan mobile number such as 0712 345 678.';
  if (!EMAIL.test(v.email.trim()) || v.email.trim().length > 254) e.email = 'Enter an email like name@example.com.';
  if (v.bio.length > BIO_MAX) e.bio = `Keep it under ${BIO_MAX} characters.`;
  return e;
}

export type PayoutForm =
  { method: 'mpesa'; phone: string } | { method: 'bank'; bankName: string; accountNumber: string; accountName: string };

export function payoutErrors(v: PayoutForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.method === 'mpesa') {
    if (!normaliseKenyanPhone(v.phone)) e.phone = 'Enter the M-Pesa number, such as 0712 345 678.';
    return e;
  }
  if (v.bankName.trim().length < 2) e.bankName = 'Enter the bank name.';
  if (!/^\d{6,20}$/.test(v.accountNumber.replace(/[\s-]/g, '')))
    e.accountNumber = 'Enter the account number: 6 to 20 digits.';
  if (v.accountName.trim().length < 2) e.accountName = 'Enter the name on the account.';
  return e;
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

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Why a picture cannot be uploaded, checked before sending it over a phone connection. */
export function imageProblem(file: Pick<File, 'size' | 'type'>): string | null {
  if (!/^image\/(jpeg|png|webp|avif|heic|heif|gif)$/.test(file.type)) return 'Choose a JPEG, PNG or WebP picture.';
  if (file.size > IMAGE_MAX_BYTES) return 'Choose a picture under 5 MB.';
  return null;
}
