import {
  CHECKOUT_STORAGE_KEY,
  ORDER_TOKEN_STORAGE_KEY,
  parseCheckoutData,
  type TCheckoutData,
} from '@tribe/contracts/checkout';

/**
 * Session storage of a checkout: the picked tickets (written by the event page) and the token of
 * the order in progress. Storage can be missing or refuse (private mode, quota): every read
 * falls back to nothing and every write is best effort, since the address carries the token too.
 */

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readCheckoutData(): TCheckoutData | null {
  try {
    return parseCheckoutData(storage()?.getItem(CHECKOUT_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function readOrderToken(): string | null {
  try {
    const token = storage()?.getItem(ORDER_TOKEN_STORAGE_KEY) ?? null;
    return token && /^[A-Za-z0-9_-]{20,64}$/.test(token) ? token : null;
  } catch {
    return null;
  }
}

export function saveOrderToken(token: string): void {
  try {
    storage()?.setItem(ORDER_TOKEN_STORAGE_KEY, token);
  } catch {
    // The address carries the token as well.
  }
}

/** Forgets the order in progress (it ended: cancelled, expired, or a new choice of tickets). */
export function clearOrderToken(): void {
  try {
    storage()?.removeItem(ORDER_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Forgets the whole checkout once the tickets are issued. */
export function clearCheckout(): void {
  try {
    storage()?.removeItem(CHECKOUT_STORAGE_KEY);
    storage()?.removeItem(ORDER_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** Is the picked data for this event (the address's id is the numeric id or the externalId)? */
export function checkoutMatchesEvent(data: TCheckoutData, id: string): boolean {
  return String(data.eventDetails.id) === id;
}

/** Is this order for the event the address names? */
export function orderMatchesEvent(order: { event: { id: number; externalId: string } }, id: string): boolean {
  return String(order.event.id) === id || order.event.externalId === id;
}
