import { normaliseKenyanPhone } from './auth-rules.js';

/**
 * The rules of a host's own details, in plain TypeScript with no schema library: the browser's
 * forms (onboarding and /host/settings) check with these functions before sending, and the
 * server's schemas (hosts.ts, host-settings.schema.ts) are built on the same patterns and
 * limits, so a form never accepts what the server refuses (tests hold the two equal).
 */

export const VENDOR_NAME_MIN_LENGTH = 2;
export const VENDOR_NAME_MAX_LENGTH = 60;
export const HOST_BIO_MAX_LENGTH = 500;
export const BANK_NAME_MAX_LENGTH = 60;
export const ACCOUNT_NAME_MAX_LENGTH = 100;
export const HOST_WEBSITE_MAX_LENGTH = 200;
export const LEGAL_NAME_MAX_LENGTH = 100;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_UPLOAD_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/gif',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The fields a form's check refuses, each with a code for why ('too_short', 'too_long',
 * 'no_letters', 'missing', 'invalid'): the contracts decide which fields, the web words them in
 * the reader's language (apps/web/src/features/host-profile/rules.ts).
 */
export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** The host's public face: onboarding's details step and the settings' vendor profile. */
export interface HostDetailsForm {
  vendorName: string;
  phone: string;
  email: string;
  bio: string;
  /** Only in settings; onboarding does not ask for it. */
  website?: string;
}

/**
 * A host's website as it is stored: `https://` added when the host typed only the address
 * (`savannahsounds.co.ke`), '' when left empty, null when it is not a web address.
 */
export function normaliseWebsite(input: string): string | null {
  const s = input.trim();
  if (!s) return '';
  if (s.length > HOST_WEBSITE_MAX_LENGTH || /\s/.test(s)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(s) ? s : `https://${s}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!/^[^.]+\.[^.]+/.test(url.hostname) || url.username || url.password) return null;
  return url.href.length > HOST_WEBSITE_MAX_LENGTH ? null : url.href;
}

export function hostDetailsErrors(v: HostDetailsForm): FormErrors<HostDetailsForm> {
  const e: FormErrors<HostDetailsForm> = {};
  const name = v.vendorName.trim();
  if (name.length < VENDOR_NAME_MIN_LENGTH) e.vendorName = 'too_short';
  else if (name.length > VENDOR_NAME_MAX_LENGTH) e.vendorName = 'too_long';
  else if (!/[\p{L}\p{N}]/u.test(name)) e.vendorName = 'no_letters';
  if (!normaliseKenyanPhone(v.phone)) e.phone = 'invalid';
  if (!EMAIL.test(v.email.trim()) || v.email.trim().length > 254) e.email = 'invalid';
  if (v.bio.length > HOST_BIO_MAX_LENGTH) e.bio = 'too_long';
  if (v.website !== undefined && normaliseWebsite(v.website) === null) e.website = 'invalid';
  return e;
}

export type PayoutForm =
  { method: 'mpesa'; phone: string } | { method: 'bank'; bankName: string; accountNumber: string; accountName: string };

/** Bank account numbers as typed: digits, with spaces or dashes ignored; 6 to 20 digits. */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{6,20}$/;
export const compactNumber = (s: string) => s.replace(/[\s-]/g, '');

export function payoutFormErrors(v: PayoutForm): Record<string, string> {
  const e: Record<string, string> = {};
  if (v.method === 'mpesa') {
    if (!normaliseKenyanPhone(v.phone)) e.phone = 'invalid';
    return e;
  }
  if (v.bankName.trim().length < 2) e.bankName = 'missing';
  if (!BANK_ACCOUNT_NUMBER_PATTERN.test(compactNumber(v.accountNumber))) e.accountNumber = 'invalid';
  if (v.accountName.trim().length < 2) e.accountName = 'missing';
  return e;
}

/** Why a picture cannot be uploaded, checked before sending it over a phone connection: a code (the web words it). */
export function imageProblem(file: { size: number; type: string }): 'type' | 'size' | null {
  if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return 'size';
  return null;
}

// --- Identity for payouts ------------------------------------------------------------------

/** A KRA PIN: a letter, nine digits, a letter (A123456789B), upper case. */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;

/** The PIN as stored (spaces and dashes dropped, upper-cased), or null when it is not one. */
export function normaliseKraPin(input: string): string | null {
  if (input.length > 32) return null;
  const pin = compactNumber(input).toUpperCase();
  return KRA_PIN_PATTERN.test(pin) ? pin : null;
}

/** The document that proves who the host is: a Kenyan national ID (or alien ID) or a passport. */
export const ID_DOCUMENT_TYPES = ['national_id', 'passport'] as const;
export type TIdDocumentType = (typeof ID_DOCUMENT_TYPES)[number];

const ID_PATTERNS: Record<TIdDocumentType, RegExp> = {
  national_id: /^\d{6,9}$/,
  passport: /^(?=.*\d)[A-Z0-9]{6,12}$/,
};

/** The number as stored (spaces and dashes dropped, upper-cased), or null when it cannot be one. */
export function normaliseIdNumber(type: TIdDocumentType, input: string): string | null {
  if (input.length > 40) return null;
  const n = compactNumber(input).toUpperCase();
  return ID_PATTERNS[type].test(n) ? n : null;
}

/** How a saved ID number is shown: never the whole number. 'National ID •••• 678'. */
export function maskIdNumber(type: TIdDocumentType, number: string): string {
  return `${type === 'passport' ? 'Passport' : 'National ID'} •••• ${number.slice(-3)}`;
}

export interface IdentityForm {
  legalName: string;
  kraPin: string;
  idType: TIdDocumentType;
  /** Empty keeps the saved number (when there is one). */
  idNumber: string;
}

export function identityFormErrors(v: IdentityForm, opts: { idSaved: boolean }): FormErrors<IdentityForm> {
  const e: FormErrors<IdentityForm> = {};
  const name = v.legalName.trim();
  if (name.length < 2) e.legalName = 'missing';
  else if (name.length > LEGAL_NAME_MAX_LENGTH) e.legalName = 'too_long';
  if (!normaliseKraPin(v.kraPin)) e.kraPin = 'invalid';
  if (v.idNumber.trim() || !opts.idSaved) {
    if (!normaliseIdNumber(v.idType, v.idNumber)) e.idNumber = 'invalid';
  }
  return e;
}
