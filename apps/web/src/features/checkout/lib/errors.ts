import { CHECKOUT_ERROR_CODES, type CheckoutErrorCode } from '@tribe/contracts/checkout';
import { ApiError } from '@/lib/api-client';
import { T, type TCheckoutErrorKey } from '../texts';

export interface TCheckoutProblem {
  /** The API's code, 'network' when the server was not reached, or 'unknown'. */
  key: TCheckoutErrorKey | 'validation_failed';
  /** Field messages of a validation_failed answer, by form field (name, email, phone). */
  fields: Record<string, string>;
  /** What the buyer reads. */
  message: string;
}

const KNOWN = new Set<string>(CHECKOUT_ERROR_CODES);

/** Which form field a server path ('buyer.email', 'phone') belongs to. */
function fieldOf(path: string): string | null {
  const last = path.split('.').pop() ?? '';
  return ['name', 'email', 'phone'].includes(last) ? last : null;
}

/**
 * Reads a failed call as the buyer should hear it, branching on the API's stable code. A fetch
 * that never reached the server (TypeError) is 'network': the same attempt may be retried.
 */
export function checkoutProblem(err: unknown): TCheckoutProblem {
  if (!(err instanceof ApiError)) {
    return { key: 'network', fields: {}, message: T.errors.network };
  }
  const code = err.code;
  if (code === 'validation_failed') {
    const fields: Record<string, string> = {};
    // The API client's reading of the refusal, by path ('buyer.email', 'buyer.phone').
    for (const [path, text] of Object.entries(err.fieldErrors)) {
      const field = fieldOf(path);
      if (field && !fields[field]) fields[field] = FIELD_MESSAGES[field]?.() ?? text;
    }
    return { key: 'validation_failed', fields, message: err.serverMessage ?? T.errors.unknown };
  }
  if (code && KNOWN.has(code) && code in T.errors) {
    const key = code as Extract<CheckoutErrorCode, TCheckoutErrorKey>;
    return { key, fields: {}, message: T.errors[key] };
  }
  if (err.status >= 500) return { key: 'unknown', fields: {}, message: T.errors.unknown };
  return { key: 'unknown', fields: {}, message: err.serverMessage ?? T.errors.unknown };
}

const FIELD_MESSAGES: Record<string, () => string> = {
  name: () => T.nameRequired,
  email: () => T.emailInvalid,
  phone: () => T.phoneInvalid,
};

/** Codes after which the only way on is back to the event page to choose again. */
export const BACK_TO_EVENT_CODES: ReadonlySet<string> = new Set([
  'sold_out',
  'order_limit_exceeded',
  'buyer_limit_exceeded',
  'quantity_invalid',
  'price_changed',
  'ticket_not_on_sale',
  'event_not_on_sale',
  'occurrence_not_found',
  'ticket_type_not_found',
  'event_not_found',
]);
