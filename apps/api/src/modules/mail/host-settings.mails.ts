import { composeMail, type RenderedMail } from './mail.templates.js';

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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function identityChangedMail(v: {
  name: string;
  vendorName: string;
  legalName: string;
  kraPin: string;
  idNumberMasked: string;
}): RenderedMail {
  const t = HOST_SETTINGS_MAIL_TEXTS.identityChanged;
  return composeMail({
    subject: t.subject,
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [`Hi ${v.name},`, fill(t.intro, v), fill(t.now, v), t.action],
  });
}

export function payoutRequestedMail(v: {
  name: string;
  amount: string;
  eventTitle: string;
  destination: string;
}): RenderedMail {
  const t = HOST_SETTINGS_MAIL_TEXTS.payoutRequested;
  return composeMail({
    subject: fill(t.subject, v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [`Hi ${v.name},`, fill(t.intro, v), t.next, t.action],
  });
}
