import { formatFullDate } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import { composeLinksMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';
import en from '../../locales/en/review-mail.json' with { type: 'json' };
import sw from '../../locales/sw/review-mail.json' with { type: 'json' };
import { defineMessages, type Values } from '../../lib/messages.js';

/**
 * The mail asking how an event went, sent once per order after its date ends (the reviews job):
 * one /feedback/{token} link per ticket, so each person of a group can have their say.
 */

/**
 * Texts of the review request, kept together for translation. Words in `locales/<language>/review-mail.json`; a message
 * with values takes them as one object.
 */
const withValues = (values: Values) => values;
const T = defineMessages('review-mail', en, sw, {
  subject: withValues,
  preheader: withValues,
  heading: withValues,
  greeting: withValues,
  intro: withValues,
  introNoDate: withValues,
  ticketLink: withValues,
  ticketLinkNamed: withValues,
  validity: withValues,
});

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
  /** The language of the order the tickets are from. */
  locale?: TLocale;
}

/** The review request for one person's tickets of one order, in the order's language. */
export function reviewRequestMessage(m: ReviewRequestMail): MailMessage {
  const locale = m.locale ?? 'en';
  const t = T(locale);
  const host = m.hostName ?? t.theHost;
  const v = {
    title: m.eventTitle,
    host,
    name: m.firstName ?? '',
    date: m.startsAt ? formatFullDate(m.startsAt, m.timeZone, locale) : '',
    expires: formatFullDate(m.expiresAt, m.timeZone, locale),
  };
  const one = m.links.length === 1;
  const paragraphs = [
    m.firstName ? t.greeting(v) : t.greetingNoName,
    (m.startsAt ? t.intro : t.introNoDate)(v),
    ...(one ? [] : [t.manyIntro]),
  ];
  const links = m.links.map((l, i) => ({
    url: l.url,
    label: one
      ? t.oneLink
      : l.holderFirstName
        ? t.ticketLinkNamed({ holder: l.holderFirstName, type: l.ticketTypeName })
        : t.ticketLink({ n: i + 1, type: l.ticketTypeName }),
  }));
  return {
    to: m.to,
    ...composeLinksMail({
      subject: t.subject(v),
      preheader: t.preheader(v),
      heading: t.heading(v),
      paragraphs,
      links,
      after: [t.validity(v), t.missed],
      locale,
    }),
  };
}
