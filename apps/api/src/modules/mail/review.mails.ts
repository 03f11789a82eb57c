import { formatFullDate } from '@tribe/contracts';
import { composeLinksMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';

/**
 * The mail asking how an event went, sent once per order after its date ends (the reviews job):
 * one /feedback/{token} link per ticket, so each person of a group can have their say.
 */

/** Texts of the review request (kept together for translation later). */
export const REVIEW_MAIL_TEXTS = {
  subject: 'How was {title}?',
  preheader: 'Rate it in a tap: your feedback helps {host} and everyone choosing what to go to next.',
  heading: 'How was {title}?',
  greeting: 'Hi {name},',
  greetingNoName: 'Hi,',
  intro: 'Thanks for coming to {title} on {date}. {host} would love to know how it went: it takes a minute.',
  introNoDate: 'Thanks for coming to {title}. {host} would love to know how it went: it takes a minute.',
  theHost: 'The host',
  oneLink: 'Share your feedback',
  manyIntro:
    'Each ticket has its own link, so everyone in your group can have a say: forward a link to whoever used that ticket.',
  ticketLink: 'Feedback for ticket {n} ({type})',
  ticketLinkNamed: 'Feedback from {holder} ({type})',
  validity: 'Each link works once, until {expires}. Your first name and last initial are shown with your review.',
  missed: "Couldn't make it after all? Just ignore this email.",
} as const;

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

export interface ReviewRequestMail {
  to: string;
  /** The recipient's first name, if known. */
  firstName: string | null;
  eventTitle: string;
  hostName: string | null;
  /** The date the tickets were for, and the event's zone. */
  startsAt: Date | null;
  timeZone: string;
  /** One per ticket, in ticket order. */
  links: { url: string; ticketTypeName: string; holderFirstName: string | null }[];
  expiresAt: Date;
}

/** The review request for one person's tickets of one order. */
export function reviewRequestMessage(m: ReviewRequestMail): MailMessage {
  const t = REVIEW_MAIL_TEXTS;
  const host = m.hostName ?? t.theHost;
  const v = {
    title: m.eventTitle,
    host,
    name: m.firstName ?? '',
    date: m.startsAt ? formatFullDate(m.startsAt, m.timeZone) : '',
    expires: formatFullDate(m.expiresAt, m.timeZone),
  };
  const one = m.links.length === 1;
  const paragraphs = [
    m.firstName ? fill(t.greeting, v) : t.greetingNoName,
    fill(m.startsAt ? t.intro : t.introNoDate, v),
    ...(one ? [] : [t.manyIntro]),
  ];
  const links = m.links.map((l, i) => ({
    url: l.url,
    label: one
      ? t.oneLink
      : l.holderFirstName
        ? fill(t.ticketLinkNamed, { holder: l.holderFirstName, type: l.ticketTypeName })
        : fill(t.ticketLink, { n: i + 1, type: l.ticketTypeName }),
  }));
  return {
    to: m.to,
    ...composeLinksMail({
      subject: fill(t.subject, v),
      preheader: fill(t.preheader, v),
      heading: fill(t.heading, v),
      paragraphs,
      links,
      after: [fill(t.validity, v), t.missed],
    }),
  };
}
