import {
  PROMO_CODE_PATTERN,
  PROMO_MAX_AMOUNT,
  PROMO_MAX_USES,
  normalisePromoCode,
  type TPromoCode,
  type TPromoDiscountType,
} from '@tribe/contracts/promo-codes';
import type { TPromoCodeBody } from '../api/promo-codes';
import { PT } from '../promo-codes.texts';
import { instantToLocalInput, localInputToInstant } from './datetime';
import type { ApiError } from '@/lib/api-client';

/**
 * The promo code dialog's values as typed (strings, as inputs hold them), their check with the
 * server's rules (promo-codes.schema.ts) and the body they become. Dates are wall-clock times in
 * the event's zone.
 */
export interface TPromoCodeForm {
  code: string;
  discountType: TPromoDiscountType;
  discountValue: string;
  allTypes: boolean;
  ticketTypeIds: number[];
  maxUses: string;
  startsAt: string;
  endsAt: string;
}

export type TPromoCodeErrors = Partial<Record<keyof TPromoCodeForm, string>>;

export function emptyPromoForm(): TPromoCodeForm {
  return {
    code: '',
    discountType: 'percent',
    discountValue: '',
    allTypes: true,
    ticketTypeIds: [],
    maxUses: '',
    startsAt: '',
    endsAt: '',
  };
}

export function promoFormOf(code: TPromoCode, timeZone: string | null): TPromoCodeForm {
  return {
    code: code.code,
    discountType: code.discountType,
    discountValue: String(code.discountValue),
    allTypes: code.ticketTypeIds.length === 0,
    ticketTypeIds: code.ticketTypeIds,
    maxUses: code.maxUses === null ? '' : String(code.maxUses),
    startsAt: instantToLocalInput(code.startsAt, timeZone),
    endsAt: instantToLocalInput(code.endsAt, timeZone),
  };
}

const wholeNumber = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN);

/** What is wrong with the form, by field (empty: nothing). */
export function promoFormErrors(f: TPromoCodeForm, timeZone: string | null): TPromoCodeErrors {
  const e: TPromoCodeErrors = {};
  const code = f.code.trim();
  if (code.length < 3 || code.length > 32) e.code = PT.errors.codeLength;
  else if (!PROMO_CODE_PATTERN.test(code)) e.code = PT.errors.codeChars;
  const value = wholeNumber(f.discountValue);
  if (!(value > 0)) e.discountValue = PT.errors.value;
  else if (f.discountType === 'percent' && value > 100) e.discountValue = PT.errors.percent;
  else if (f.discountType === 'amount' && value > PROMO_MAX_AMOUNT) e.discountValue = PT.errors.value;
  if (!f.allTypes && f.ticketTypeIds.length === 0) e.ticketTypeIds = PT.errors.types;
  if (f.maxUses.trim()) {
    const max = wholeNumber(f.maxUses);
    if (!(max >= 1 && max <= PROMO_MAX_USES)) e.maxUses = PT.errors.maxUses;
  }
  const starts = f.startsAt ? localInputToInstant(f.startsAt, timeZone) : null;
  const ends = f.endsAt ? localInputToInstant(f.endsAt, timeZone) : null;
  if (f.startsAt && !starts) e.startsAt = PT.errors.date;
  if (f.endsAt && !ends) e.endsAt = PT.errors.date;
  if (starts && ends && new Date(ends).getTime() <= new Date(starts).getTime()) e.endsAt = PT.errors.endBeforeStart;
  return e;
}

/** The body POST/PUT takes (the form must be free of errors). */
export function promoBodyOf(f: TPromoCodeForm, timeZone: string | null): TPromoCodeBody {
  return {
    code: normalisePromoCode(f.code),
    discountType: f.discountType,
    discountValue: wholeNumber(f.discountValue),
    maxUses: f.maxUses.trim() ? wholeNumber(f.maxUses) : null,
    startsAt: f.startsAt ? localInputToInstant(f.startsAt, timeZone) : null,
    endsAt: f.endsAt ? localInputToInstant(f.endsAt, timeZone) : null,
    ticketTypeIds: f.allTypes ? [] : [...f.ticketTypeIds].sort((a, b) => a - b),
  };
}

/** The form fields a refused save names (the API client's `fieldErrors`: 'discountValue', 'ticketTypeIds.0'). */
export function promoServerFieldErrors(err: Pick<ApiError, 'fieldErrors'>): TPromoCodeErrors {
  const e: TPromoCodeErrors = {};
  for (const [path, text] of Object.entries(err.fieldErrors)) {
    const field = path.split('.')[0] as keyof TPromoCodeForm;
    if (['code', 'discountValue', 'maxUses', 'startsAt', 'endsAt', 'ticketTypeIds'].includes(field) && !e[field])
      e[field] = text;
  }
  return e;
}
