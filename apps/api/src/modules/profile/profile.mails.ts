import { composeMail, type RenderedMail } from '../mail/mail.templates.js';

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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

const greeting = (name: string) => `Hi ${name},`;

export function emailChangeCodeMail(v: { name: string; code: string; minutes: number }): RenderedMail {
  const t = ACCOUNT_MAIL_TEXTS.emailChangeCode;
  return composeMail({
    subject: fill(t.subject, v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name), t.intro],
    code: v.code,
    after: [fill(t.validity, v), "If you didn't ask for this, you can ignore this email; nothing changes."],
  });
}

export function emailChangedMail(v: { name: string; newEmail: string }): RenderedMail {
  const t = ACCOUNT_MAIL_TEXTS.emailChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name), fill(t.intro, v), t.action],
  });
}

export function payoutChangedMail(v: { name: string; vendorName: string; masked: string }): RenderedMail {
  const t = ACCOUNT_MAIL_TEXTS.payoutChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name), fill(t.intro, v), t.action],
  });
}

export function accountDeletedMail(v: { name: string }): RenderedMail {
  const t = ACCOUNT_MAIL_TEXTS.accountDeleted;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [greeting(v.name), t.intro, t.action],
  });
}
