import { formatPrice } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { Translated } from '../../lib/translated.js';
import { composeMail, type RenderedMail } from './mail.templates.js';
import { fillMail as fill, mailTexts } from './mail.texts.js';

/** Texts of the notices host settings send to the host's owner. */
export const HOST_SETTINGS_MAIL_TEXTS = {
  identityChanged: {
    subject: 'Your Tikiti payout identity was changed',
    heading: 'Your payout identity was changed',
    intro: 'The legal name, KRA PIN or ID number that payouts for {vendorName} are made to was changed.',
    now: 'Payouts now go to {legalName} (KRA PIN {kraPin}, {idNumberMasked}).',
    action: "If this wasn't you, reply to this email right away: no payout goes out until we hear from you.",
  },
  payoutRequested: {
    subject: 'Payout of {amount} requested for {eventTitle}',
    heading: 'Payout requested',
    intro: 'You asked for a payout of {amount} for {eventTitle}, to {destination}.',
    next: 'We check every request before the money goes out, and will email you when it is sent.',
    action: "If this wasn't you, reply to this email right away.",
  },
} as const;

/** The host settings' notices in each language: the account's (`users.locale`, decision 026). */
export const HOST_SETTINGS_MAIL_TEXTS_BY_LOCALE: Translated<typeof HOST_SETTINGS_MAIL_TEXTS> = {
  en: HOST_SETTINGS_MAIL_TEXTS,
  sw: {
    identityChanged: {
      subject: 'Utambulisho wako wa malipo kwenye Tikiti umebadilishwa',
      heading: 'Utambulisho wako wa malipo umebadilishwa',
      intro: 'Jina rasmi, PIN ya KRA au nambari ya kitambulisho inayotumika kwa malipo ya {vendorName} imebadilishwa.',
      now: 'Malipo sasa yanaenda kwa {legalName} (PIN ya KRA {kraPin}, {idNumberMasked}).',
      action:
        'Kama si wewe, jibu barua pepe hii mara moja: hakuna malipo yatakayotumwa hadi tutakaposikia kutoka kwako.',
    },
    payoutRequested: {
      subject: 'Ombi la malipo ya {amount} kwa {eventTitle}',
      heading: 'Ombi la malipo limepokelewa',
      intro: 'Umeomba malipo ya {amount} kwa {eventTitle}, yatumwe kwa {destination}.',
      next: 'Tunakagua kila ombi kabla pesa hazijatumwa, na tutakutumia barua pepe zikishatumwa.',
      action: 'Kama si wewe, jibu barua pepe hii mara moja.',
    },
  },
};

export function identityChangedMail(
  v: { name: string; vendorName: string; legalName: string; kraPin: string; idNumberMasked: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = HOST_SETTINGS_MAIL_TEXTS_BY_LOCALE[locale].identityChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(v), fill(t.intro, v), fill(t.now, v), t.action],
    locale,
  });
}

/** `amount`: whole shillings, written in the reader's language. */
export function payoutRequestedMail(
  v: { name: string; amount: number; eventTitle: string; destination: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = HOST_SETTINGS_MAIL_TEXTS_BY_LOCALE[locale].payoutRequested;
  const values = { ...v, amount: formatPrice(v.amount, locale) };
  return composeMail({
    subject: fill(t.subject, values),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [mailTexts(locale).greeting(values), fill(t.intro, values), t.next, t.action],
    locale,
  });
}
