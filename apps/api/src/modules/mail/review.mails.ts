import { formatFullDate } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { Translated } from '../../lib/translated.js';
import { composeLinksMail } from './mail.templates.js';
import type { MailMessage } from './mail.service.js';

/**
 * The mail asking how an event went, sent once per order after its date ends (the reviews job):
 * one /feedback/{token} link per ticket, so each person of a group can have their say.
 */

/** Texts of the review request, kept together for translation. */
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

/** The review request in each language: the order's (decision 026). */
export const REVIEW_MAIL_TEXTS_BY_LOCALE: Translated<typeof REVIEW_MAIL_TEXTS> = {
  en: REVIEW_MAIL_TEXTS,
  sw: {
    subject: 'Je, {title} ilikuwaje?',
    preheader: 'Toa maoni kwa kugusa mara moja: maoni yako yanamsaidia {host} na kila mtu anayechagua tukio la kwenda.',
    heading: 'Je, {title} ilikuwaje?',
    greeting: 'Habari {name},',
    greetingNoName: 'Habari,',
    intro:
      'Asante kwa kuhudhuria {title} tarehe {date}. {host} angependa kujua ilivyokwenda: inachukua dakika moja tu.',
    introNoDate: 'Asante kwa kuhudhuria {title}. {host} angependa kujua ilivyokwenda: inachukua dakika moja tu.',
    theHost: 'Mwandaaji',
    oneLink: 'Toa maoni yako',
    manyIntro:
      'Kila tiketi ina kiungo chake, ili kila mtu katika kundi lako atoe maoni yake: tuma kila kiungo kwa aliyetumia tiketi hiyo.',
    ticketLink: 'Maoni ya tiketi {n} ({type})',
    ticketLinkNamed: 'Maoni ya {holder} ({type})',
    validity:
      'Kila kiungo kinafanya kazi mara moja, hadi {expires}. Jina lako la kwanza na herufi ya kwanza ya jina lako la mwisho vinaonyeshwa pamoja na maoni yako.',
    missed: 'Hukuweza kufika? Puuza tu barua pepe hii.',
  },
};

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
  /** The language of the order the tickets are from. */
  locale?: TLocale;
}

/** The review request for one person's tickets of one order, in the order's language. */
export function reviewRequestMessage(m: ReviewRequestMail): MailMessage {
  const locale = m.locale ?? 'en';
  const t = REVIEW_MAIL_TEXTS_BY_LOCALE[locale];
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
      locale,
    }),
  };
}
