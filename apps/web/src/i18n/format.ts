import { INTL_LOCALE } from '@tribe/contracts/locale';
import { formatPrice } from '@tribe/contracts/money';
import { getLocale } from './i18n';

/** An amount in the active language: 'KES 1,500' in English, 'Ksh 1,500' in Kiswahili. */
export function price(amount: number): string {
  return formatPrice(amount, getLocale());
}

/** A count with the active language's grouping ('1,234'). */
export function count(n: number): string {
  return n.toLocaleString(INTL_LOCALE[getLocale()]);
}
