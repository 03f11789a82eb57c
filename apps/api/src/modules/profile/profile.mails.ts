import type { TLocale } from '@tribe/contracts/locale';
import { composeMail, type RenderedMail, mailTexts } from '../mail/index.js';
import en from '../../locales/en/account-mails.json' with { type: 'json' };
import sw from '../../locales/sw/account-mails.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * Texts of the account notices sent from the profile and host settings. Words in
 * `locales/<language>/account-mails.json`; a message with values takes them as one object.
 */
const withValues = (values: Values) => values;
const T = defineMessages('account-mails', en, sw, {
  emailChangeCode: {
    subject: withValues,
    validity: withValues,
  },
  emailChanged: {
    intro: withValues,
  },
  payoutChanged: {
    intro: withValues,
  },
});

const textsOf = (locale: TLocale) => T(locale);
const greeting = (name: string, locale: TLocale) => mailTexts(locale).greeting({ name });

export function emailChangeCodeMail(
  v: { name: string; code: string; minutes: number },
  locale: TLocale = 'en',
): RenderedMail {
  const t = textsOf(locale).emailChangeCode;
  return composeMail({
    subject: t.subject(v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name, locale), t.intro],
    code: v.code,
    after: [t.validity(v), mailTexts(locale).ignore],
    locale,
  });
}

/** A notice of a change to the account: its heading, the greeting, what changed and what to do if it was not them. */
const noticeMail = (
  t: { subject: string; heading: string; action: string },
  name: string,
  intro: string,
  locale: TLocale,
) =>
  composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(name, locale), intro, t.action],
    locale,
  });

export function emailChangedMail(v: { name: string; newEmail: string }, locale: TLocale = 'en'): RenderedMail {
  const t = textsOf(locale).emailChanged;
  return noticeMail(t, v.name, t.intro(v), locale);
}

export function payoutChangedMail(
  v: { name: string; vendorName: string; masked: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = textsOf(locale).payoutChanged;
  return noticeMail(t, v.name, t.intro(v), locale);
}

export function accountDeletedMail(v: { name: string }, locale: TLocale = 'en'): RenderedMail {
  const t = textsOf(locale).accountDeleted;
  return noticeMail(t, v.name, t.intro, locale);
}
