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
import { ST } from '../settings.texts';

/*
 * The settings forms' checks in the active language. Which fields are refused is decided by
 * @tribe/contracts/host-rules (the same rules as the server's schemas); this file only words them.
 */

type Words<T> = { [K in keyof T]?: () => string };

function worded<T>(found: FormErrors<T>, words: Words<T>): FormErrors<T> {
  const out: FormErrors<T> = {};
  for (const key of Object.keys(found) as (keyof T)[]) out[key] = words[key]?.() ?? found[key];
  return out;
}

export function detailsProblems(v: HostDetailsForm): FormErrors<HostDetailsForm> {
  const R = ST.rules;
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

export function payoutProblems(v: PayoutForm): Record<string, string> {
  const R = ST.rules;
  return worded<Record<string, string>>(payoutFormErrors(v), {
    phone: () => R.mpesa,
    bankName: () => R.bankName,
    accountNumber: () => R.accountNumber,
    accountName: () => R.accountName,
  }) as Record<string, string>;
}

export function identityProblems(v: IdentityForm, opts: { idSaved: boolean }): FormErrors<IdentityForm> {
  const R = ST.rules;
  return worded(identityFormErrors(v, opts), {
    legalName: () =>
      v.legalName.trim().length > LEGAL_NAME_MAX_LENGTH ? R.tooLong(LEGAL_NAME_MAX_LENGTH) : R.legalName,
    kraPin: () => R.kraPin,
    idNumber: () => (v.idType === 'passport' ? R.passportNumber : R.idNumber),
  });
}

/** Why a picture cannot be uploaded, in the active language, or null. */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!imageRuleProblem(file)) return null;
  return (IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type) ? ST.rules.imageSize : ST.rules.imageType;
}
