import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { composeMail, type RenderedMail } from './mail.templates.js';
import { mailTexts } from './mail.texts.js';
import en from '../../locales/en/payout-mails.json' with { type: 'json' };
import sw from '../../locales/sw/payout-mails.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * Texts of the notices the admin area's payout decisions send to a host's owner. Words in `locales/<language>/payout-mails.json`; a message
 * with values takes them as one object.
 */
const withValues = (values: Values) => values;
const T = defineMessages('payout-mails', en, sw, {
  payoutRejected: {
    subject: withValues,
    intro: withValues,
    reason: withValues,
  },
  payoutPaid: {
    subject: withValues,
    intro: withValues,
  },
});

/** `amount`: whole shillings, written in the reader's language. */
export function payoutRejectedMail(
  v: { name: string; amount: number; eventTitle: string; reason: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = T(locale).payoutRejected;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: t.subject(values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), t.intro(values), t.reason(values), t.next],
    locale,
  });
}

/** `amount`: whole shillings, written in the reader's language. */
export function payoutPaidMail(
  v: { name: string; amount: number; eventTitle: string; destination: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = T(locale).payoutPaid;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: t.subject(values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), t.intro(values), t.next],
    locale,
  });
}
