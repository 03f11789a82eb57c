import { NAME_MAX_LENGTH, normaliseKenyanPhone } from '@tribe/contracts/auth-rules';
import { T } from '../texts';

/**
 * The buyer form's checks before sending: the same rules as the server's buyer schema
 * (zPersonName, zEmail, zKenyanPhone in contracts) without the schema library.
 */

export interface TBuyerInput {
  name: string;
  email: string;
  phone: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function buyerErrors(v: TBuyerInput, { phoneRequired = true } = {}): Partial<Record<keyof TBuyerInput, string>> {
  const e: Partial<Record<keyof TBuyerInput, string>> = {};
  const name = v.name.trim();
  if (!name) e.name = T.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) e.name = T.nameTooLong;
  const email = v.email.trim();
  if (!email) e.email = T.emailRequired;
  else if (email.length > 254 || !EMAIL_PATTERN.test(email)) e.email = T.emailInvalid;
  if (!v.phone.trim()) {
    if (phoneRequired) e.phone = T.phoneRequired;
  } else if (!normaliseKenyanPhone(v.phone)) e.phone = T.phoneInvalid;
  return e;
}

/** The buyer as the API takes it: trimmed, email in lower case, phone in +254 form. */
export function cleanBuyer(v: TBuyerInput): { name: string; email: string; phone: string } {
  return {
    name: v.name.trim(),
    email: v.email.trim().toLowerCase(),
    phone: normaliseKenyanPhone(v.phone) ?? v.phone.trim(),
  };
}

/** '+254712345678' → '0712 345 678' (contracts: the server words phones the same way). */
export { displayPhone } from '@tribe/contracts/auth-rules';
