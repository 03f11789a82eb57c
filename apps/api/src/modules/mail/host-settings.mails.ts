import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { composeMail, type RenderedMail } from './mail.templates.js';
import { mailTexts } from './mail.texts.js';
import en from '../../locales/en/host-settings-mails.json' with { type: 'json' };
import sw from '../../locales/sw/host-settings-mails.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * Texts of the notices host settings send to the host's owner. Words in `locales/<language>/host-settings-mails.json`; a message
 * with values takes them as one object.
 */
const withValues = (values: Values) => values;
const T = defineMessages('host-settings-mails', en, sw, {
  identityChanged: {
    intro: withValues,
    now: withValues,
  },
  payoutRequested: {
    subject: withValues,
    intro: withValues,
  },
});

export function identityChangedMail(
  v: { name: string; vendorName: string; legalName: string; kraPin: string; idNumberMasked: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = T(locale).identityChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(v), t.intro(v), t.now(v), t.action],
    locale,
  });
}

/** `amount`: whole shillings, written in the reader's language. */
export function payoutRequestedMail(
  v: { name: string; amount: number; eventTitle: string; destination: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = T(locale).payoutRequested;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: t.subject(values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), t.intro(values), t.next, t.action],
    locale,
  });
}
