import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { Translated } from '../../lib/translated.js';
import { composeMail, type RenderedMail } from './mail.templates.js';
import { fillMail as fill, mailTexts } from './mail.texts.js';

/** Texts of the notices the admin area's payout decisions send to a host's owner. */
export const ADMIN_MONEY_MAIL_TEXTS = {
  payoutRejected: {
    subject: 'Your payout of {amount} for {eventTitle} was not approved',
    heading: 'Payout not approved',
    intro: 'We could not approve your payout of {amount} for {eventTitle}.',
    reason: 'Why: {reason}',
    next: 'The money stays on your balance. Once this is sorted out you can ask for the payout again.',
  },
  payoutPaid: {
    subject: 'Payout of {amount} sent for {eventTitle}',
    heading: 'Your payout is on its way',
    intro: 'We sent {amount} for {eventTitle} to {destination}.',
    next: 'M-Pesa payouts arrive within minutes; bank transfers can take a working day.',
  },
} as const;

/** The payout notices in each language: the owner's (`users.locale`, decision 026). */
export const ADMIN_MONEY_MAIL_TEXTS_BY_LOCALE: Translated<typeof ADMIN_MONEY_MAIL_TEXTS> = {
  en: ADMIN_MONEY_MAIL_TEXTS,
  sw: {
    payoutRejected: {
      subject: 'Malipo yako ya {amount} kwa {eventTitle} hayakuidhinishwa',
      heading: 'Malipo hayakuidhinishwa',
      intro: 'Hatukuweza kuidhinisha malipo yako ya {amount} kwa {eventTitle}.',
      reason: 'Sababu: {reason}',
      next: 'Pesa zinabaki kwenye salio lako. Suala hili likishatatuliwa, unaweza kuomba malipo tena.',
    },
    payoutPaid: {
      subject: 'Malipo ya {amount} kwa {eventTitle} yametumwa',
      heading: 'Malipo yako yako njiani',
      intro: 'Tumetuma {amount} za {eventTitle} kwenda {destination}.',
      next: 'Malipo ya M-Pesa hufika ndani ya dakika chache; uhamisho wa benki unaweza kuchukua siku moja ya kazi.',
    },
  },
};

/** `amount`: whole shillings, written in the reader's language. */
export function payoutRejectedMail(
  v: { name: string; amount: number; eventTitle: string; reason: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = ADMIN_MONEY_MAIL_TEXTS_BY_LOCALE[locale].payoutRejected;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: fill(t.subject, values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), fill(t.intro, values), fill(t.reason, values), t.next],
    locale,
  });
}

/** `amount`: whole shillings, written in the reader's language. */
export function payoutPaidMail(
  v: { name: string; amount: number; eventTitle: string; destination: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = ADMIN_MONEY_MAIL_TEXTS_BY_LOCALE[locale].payoutPaid;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: fill(t.subject, values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), fill(t.intro, values), t.next],
    locale,
  });
}
