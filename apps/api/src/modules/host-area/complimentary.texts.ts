import { orderStatusWord } from '../../lib/status-words.js';
import { type Translated } from '../../lib/translated.js';
import en from '../../locales/en/complimentary.json' with { type: 'json' };
import sw from '../../locales/sw/complimentary.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';

/** Every sentence the guest-ticket API says to people, in one place (in the request's language); words in `locales/<language>/complimentary.json`. */
export const COMPLIMENTARY_TEXT = inRequestLanguage(
  defineMessages('complimentary', en, sw, {
    ticketTypeArchived: (name: string) => ({ name }),
    soldOut: (quantity: number, name: string) => ({ quantity, name }),
    notRevocable: (status: string) => ({ word: orderStatusWord(status) }),
  }),
);

/** The withdrawal mail's English. */
const REVOKED_MAIL_EN = {
  subject: 'Your guest tickets for {title} were withdrawn',
  heading: 'Your guest tickets were withdrawn',
  greeting: 'Hi {name},',
  intro: '{host} has withdrawn the complimentary tickets they gave you for {title} ({date}), order {reference}.',
  effect: 'These tickets no longer admit anyone at the door. There is nothing for you to do.',
  questions: 'If you think this is a mistake, contact {host}.',
} as const;

/** The withdrawal mail in each language: the guest order's (decision 026). */
export const REVOKED_MAIL: Translated<typeof REVOKED_MAIL_EN> = {
  en: REVOKED_MAIL_EN,
  sw: {
    subject: 'Tiketi zako za zawadi za {title} zimeondolewa',
    heading: 'Tiketi zako za zawadi zimeondolewa',
    greeting: 'Habari {name},',
    intro: '{host} ameondoa tiketi za zawadi alizokupa za {title} ({date}), oda {reference}.',
    effect: 'Tiketi hizi haziruhusu tena mtu yeyote kuingia mlangoni. Huhitaji kufanya chochote.',
    questions: 'Kama unaona hili ni kosa, wasiliana na {host}.',
  },
};
