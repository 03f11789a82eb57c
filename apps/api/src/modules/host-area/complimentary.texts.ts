import { orderStatusSw } from '../../lib/status-words.js';
import { localized, type Translated, type Widen } from '../../lib/translated.js';

/** Every sentence the guest-ticket API says to people, in one place (in the request's language). */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  orderNotFound: 'Order not found. It may not exist or may be for another host’s event.',
  unavailable: {
    draft: 'Publish this event before giving guest tickets: tickets are only issued for a live event.',
    external: 'Tickets for this event are sold on another site, so guest tickets cannot be issued here.',
    cancelled: 'This event has been cancelled.',
  },
  ticketTypeNotFound: 'This event has no such ticket type. Choose one of the ticket types listed.',
  ticketTypeArchived: (name: string) =>
    `${name} has stopped selling (it was archived), so no tickets of it can be given. Choose another ticket type.`,
  soldOut: (quantity: number, name: string) =>
    `There are not enough places left on this date for ${quantity} ${name} ${quantity === 1 ? 'ticket' : 'tickets'}. Give fewer, choose another date or ticket type, or raise the capacity.`,
  notComplimentary: 'Only guest tickets you gave can be revoked. Refund a paid order instead.',
  notRevocable: (status: string) => `This order is ${status}: there are no guest tickets left to revoke.`,
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  orderNotFound: 'Oda haikupatikana. Huenda haipo au ni ya tukio la mwandaaji mwingine.',
  unavailable: {
    draft: 'Chapisha tukio hili kabla ya kutoa tiketi za zawadi: tiketi hutolewa kwa tukio lililo hewani tu.',
    external:
      'Tiketi za tukio hili zinauzwa kwenye tovuti nyingine, kwa hivyo tiketi za zawadi haziwezi kutolewa hapa.',
    cancelled: 'Tukio hili limeghairiwa.',
  },
  ticketTypeNotFound: 'Tukio hili halina aina hiyo ya tiketi. Chagua mojawapo ya aina za tiketi zilizoorodheshwa.',
  ticketTypeArchived: (name: string) =>
    `${name} imeacha kuuzwa (imewekwa kando), kwa hivyo hakuna tiketi zake zinazoweza kutolewa. Chagua aina nyingine ya tiketi.`,
  soldOut: (quantity: number, name: string) =>
    `Hakuna nafasi za kutosha kwenye tarehe hii kwa tiketi ${quantity} za ${name}. Toa chache zaidi, chagua tarehe au aina nyingine ya tiketi, au ongeza uwezo.`,
  notComplimentary:
    'Ni tiketi za zawadi ulizotoa pekee zinazoweza kuondolewa. Kwa oda iliyolipiwa, rejesha pesa badala yake.',
  notRevocable: (status: string) => `Oda hii ${orderStatusSw(status)}: hakuna tiketi za zawadi zilizobaki za kuondoa.`,
};

export const COMPLIMENTARY_TEXT = localized(EN, SW);

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
