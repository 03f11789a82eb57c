import type { TLocale } from '@tribe/contracts/locale';
import type { Translated } from '../../lib/translated.js';
import { composeMail, type RenderedMail, fillMail as fill, mailTexts } from '../mail/index.js';

/** Texts of the account notices sent from the profile and host settings. */
export const ACCOUNT_MAIL_TEXTS = {
  emailChangeCode: {
    subject: '{code} is your code to confirm your new Tikiti email',
    heading: 'Confirm your new email',
    intro: 'Enter this code on your profile to make this address the email of your Tikiti account:',
    validity: 'The code works once and expires in {minutes} minutes.',
  },
  emailChanged: {
    subject: 'Your Tikiti email was changed',
    heading: 'Your email was changed',
    intro:
      'The email of your Tikiti account was changed to {newEmail}. Mail about your account and tickets now goes there.',
    action: "If this wasn't you, reply to this email right away so we can lock the account.",
  },
  payoutChanged: {
    subject: 'Your Tikiti payout details were changed',
    heading: 'Your payout details were changed',
    intro: 'Payouts for {vendorName} now go to {masked}.',
    action: "If this wasn't you, reply to this email right away: no payout goes out until we hear from you.",
  },
  accountDeleted: {
    subject: 'Your Tikiti account was deleted',
    heading: 'Your account was deleted',
    intro: 'Your Tikiti account and its personal data have been deleted, as you asked.',
    action: 'Records of past orders stay with the hosts, without your name or contact details.',
  },
} as const;

/** The account notices in each language: the account's (`users.locale`, decision 026). */
export const ACCOUNT_MAIL_TEXTS_BY_LOCALE: Translated<typeof ACCOUNT_MAIL_TEXTS> = {
  en: ACCOUNT_MAIL_TEXTS,
  sw: {
    emailChangeCode: {
      subject: '{code} ni nambari yako ya kuthibitisha barua pepe yako mpya ya Tikiti',
      heading: 'Thibitisha barua pepe yako mpya',
      intro: 'Weka nambari hii kwenye wasifu wako ili anwani hii iwe barua pepe ya akaunti yako ya Tikiti:',
      validity: 'Nambari hii inafanya kazi mara moja na itaisha muda baada ya dakika {minutes}.',
    },
    emailChanged: {
      subject: 'Barua pepe yako ya Tikiti imebadilishwa',
      heading: 'Barua pepe yako imebadilishwa',
      intro:
        'Barua pepe ya akaunti yako ya Tikiti imebadilishwa kuwa {newEmail}. Barua kuhusu akaunti yako na tiketi zako sasa zitatumwa huko.',
      action: 'Kama si wewe, jibu barua pepe hii mara moja ili tuifunge akaunti.',
    },
    payoutChanged: {
      subject: 'Taarifa zako za malipo kwenye Tikiti zimebadilishwa',
      heading: 'Taarifa zako za malipo zimebadilishwa',
      intro: 'Malipo ya {vendorName} sasa yanaenda kwa {masked}.',
      action:
        'Kama si wewe, jibu barua pepe hii mara moja: hakuna malipo yatakayotumwa hadi tutakaposikia kutoka kwako.',
    },
    accountDeleted: {
      subject: 'Akaunti yako ya Tikiti imefutwa',
      heading: 'Akaunti yako imefutwa',
      intro: 'Akaunti yako ya Tikiti na taarifa zako binafsi zimefutwa, kama ulivyoomba.',
      action: 'Kumbukumbu za oda za zamani zinabaki kwa waandaaji, bila jina lako wala mawasiliano yako.',
    },
  },
};

const textsOf = (locale: TLocale) => ACCOUNT_MAIL_TEXTS_BY_LOCALE[locale];
const greeting = (name: string, locale: TLocale) => mailTexts(locale).greeting({ name });

export function emailChangeCodeMail(
  v: { name: string; code: string; minutes: number },
  locale: TLocale = 'en',
): RenderedMail {
  const t = textsOf(locale).emailChangeCode;
  return composeMail({
    subject: fill(t.subject, v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name, locale), t.intro],
    code: v.code,
    after: [fill(t.validity, v), mailTexts(locale).ignore],
    locale,
  });
}

export function emailChangedMail(v: { name: string; newEmail: string }, locale: TLocale = 'en'): RenderedMail {
  const t = textsOf(locale).emailChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name, locale), fill(t.intro, v), t.action],
    locale,
  });
}

export function payoutChangedMail(
  v: { name: string; vendorName: string; masked: string },
  locale: TLocale = 'en',
): RenderedMail {
  const t = textsOf(locale).payoutChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name, locale), fill(t.intro, v), t.action],
    locale,
  });
}

export function accountDeletedMail(v: { name: string }, locale: TLocale = 'en'): RenderedMail {
  const t = textsOf(locale).accountDeleted;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name, locale), t.intro, t.action],
    locale,
  });
}
