import { formatPrice } from '@tribe/contracts/money';

/** Every word of the payment page's promo code, in one place for translation. */
export const PROMO_T = {
  haveCode: 'Have a promo code?',
  label: 'Promo code',
  placeholder: 'e.g. EARLYBIRD',
  apply: 'Apply',
  applying: 'Checking…',
  remove: 'Remove',
  removeCode: (code: string) => `Remove promo code ${code}`,
  closeField: 'Close the promo code field',
  applied: (code: string) => `${code} applied`,
  saved: (amount: number) => `You save ${formatPrice(amount)}`,
  empty: 'Enter a code.',
  network: "We couldn't reach the server. Check your connection and try again.",
  generic: 'This code could not be checked. Please try again.',
  /** The order was refused for its code: the code is taken off so the buyer sees the full price. */
  removedFromOrder: 'We took the code off your order. Check the new total and continue, or try another code.',
  lateUsedUpTitle: 'Your promo code ran out while you were paying',
  lateUsedUpText: (amount: number) =>
    `Your payment arrived after your hold ended, and the code's last use had been taken by then. We are refunding ${formatPrice(amount)} to you automatically.`,
} as const;
