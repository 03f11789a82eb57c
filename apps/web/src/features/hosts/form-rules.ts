/**
 * The onboarding form's checks, made before sending so people hear about a typo at once; the
 * server checks again with @tribe/contracts/hosts and has the last word. The rules live in
 * @tribe/contracts/host-rules (plain TypeScript, no schema library, shared with host settings);
 * form-rules.test.ts holds them equal to the server's schemas.
 */

import { normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import {
  HOST_BIO_MAX_LENGTH,
  IMAGE_UPLOAD_MAX_BYTES,
  VENDOR_NAME_MAX_LENGTH,
  VENDOR_NAME_MIN_LENGTH,
  hostDetailsErrors,
  imageProblem,
  payoutFormErrors,
  type FormErrors,
  type HostDetailsForm,
  type PayoutForm,
} from '@tribe/contracts/host-rules';

export { normaliseKenyanPhone as normalizeKenyanPhone };
export { imageProblem };
export type { PayoutForm };

export const VENDOR_NAME_MIN = VENDOR_NAME_MIN_LENGTH;
export const VENDOR_NAME_MAX = VENDOR_NAME_MAX_LENGTH;
export const BIO_MAX = HOST_BIO_MAX_LENGTH;
export const IMAGE_MAX_BYTES = IMAGE_UPLOAD_MAX_BYTES;

export type DetailsForm = Required<Omit<HostDetailsForm, 'website'>>;
export type Errors<T> = FormErrors<T>;

export const detailsErrors = (v: DetailsForm): Errors<DetailsForm> => hostDetailsErrors(v);
export const payoutErrors = payoutFormErrors;

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
