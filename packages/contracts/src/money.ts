import type { TEvent } from './events.js';
import type { TLocale } from './locale.js';

/**
 * Prices are whole Kenyan shillings shown in en-US style with no decimals (spec sections 1 and 9).
 * Note: Intl puts a no-break space (U+00A0) between 'KES' and the number: 'KES\u00a01,500'.
 */
const KES_FORMAT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Kiswahili amounts in the sw-KE style Intl gives ('Ksh 1,500'). */
const KES_FORMAT_SW = new Intl.NumberFormat('sw-KE', {
  style: 'currency',
  currency: 'KES',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats an amount as KES with no decimals, e.g. 'KES 1,500' (spec section 9: currency); 'Ksh 1,500' in Kiswahili. */
export function formatPrice(amount: number, locale: TLocale = 'en'): string {
  return (locale === 'sw' ? KES_FORMAT_SW : KES_FORMAT).format(amount);
}

/** 'Free' in each language (the card price of a free event). */
export const FREE_LABEL: Record<TLocale, string> = { en: 'Free', sw: 'Bure' };

type TPricedEvent = Pick<TEvent, 'ticketTypes' | 'minTicketPrice' | 'price'>;

/** A usable price: a finite number (null, undefined and NaN are "missing"). */
function isPrice(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** Card price is the lowest ticket price, else minTicketPrice, else price, else 0 (spec section 2, event cards). */
export function lowestPrice(event: TPricedEvent): number {
  const prices = (event.ticketTypes ?? []).map((t) => t.price).filter(isPrice);
  if (prices.length > 0) return Math.min(...prices);
  if (isPrice(event.minTicketPrice)) return event.minTicketPrice;
  if (isPrice(event.price)) return event.price;
  return 0;
}

/** Card price text: 'Free' when the lowest price is zero or missing, else KES (spec section 2, event cards). */
export function formatEventPrice(event: TPricedEvent, locale: TLocale = 'en'): string {
  const amount = lowestPrice(event);
  return amount > 0 ? formatPrice(amount, locale) : FREE_LABEL[locale];
}

/** Free flow applies when there are no ticket types or all their prices are zero (spec Buy flow step 3). */
export function isFreeTicketing(event: Pick<TEvent, 'ticketTypes'>): boolean {
  return (event.ticketTypes ?? []).every((t) => t.price === 0);
}
