import { INTL_LOCALE } from '@tribe/contracts/locale';
import { getLocale } from '@/i18n/i18n';

/*
 * The admin pages' dates in the active language: English keeps the formats these pages always
 * had (en-GB '5 Dec 2026, 19:00', en-KE in Nairobi time); Kiswahili goes through sw-KE.
 */
const intlLocale = (english: string) => {
  const locale = getLocale();
  return locale === 'en' ? english : INTL_LOCALE[locale];
};

/** '5 Dec 2026'. */
export const adminDate = (iso: string) =>
  new Date(iso).toLocaleDateString(intlLocale('en-GB'), { dateStyle: 'medium' });

/** '5 Dec 2026, 19:00' (with seconds: '5 Dec 2026, 19:00:00'), in the browser's zone. */
export const adminDateTime = (iso: string, withSeconds = false) =>
  new Date(iso).toLocaleString(intlLocale('en-GB'), {
    dateStyle: 'medium',
    timeStyle: withSeconds ? 'medium' : 'short',
  });

/** An event's or a report's moment in Nairobi time. */
export const nairobiDateTime = (iso: string) =>
  new Intl.DateTimeFormat(intlLocale('en-KE'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Africa/Nairobi',
  }).format(new Date(iso));
