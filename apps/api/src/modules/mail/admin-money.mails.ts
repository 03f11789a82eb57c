import { composeMail, type RenderedMail } from './mail.templates.js';

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

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export function payoutRejectedMail(v: {
  name: string;
  amount: string;
  eventTitle: string;
  reason: string;
}): RenderedMail {
  const t = ADMIN_MONEY_MAIL_TEXTS.payoutRejected;
  return composeMail({
    subject: fill(t.subject, v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [`Hi ${v.name},`, fill(t.intro, v), fill(t.reason, v), t.next],
  });
}

export function payoutPaidMail(v: {
  name: string;
  amount: string;
  eventTitle: string;
  destination: string;
}): RenderedMail {
  const t = ADMIN_MONEY_MAIL_TEXTS.payoutPaid;
  return composeMail({
    subject: fill(t.subject, v),
    preheader: t.heading,
    heading: t.heading,
    paragraphs: [`Hi ${v.name},`, fill(t.intro, v), t.next],
  });
}
