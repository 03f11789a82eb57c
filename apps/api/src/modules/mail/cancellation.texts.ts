import type { Translated } from '../../lib/translated.js';

/**
 * The texts of the mail a buyer gets when the host cancels their event or date, in one place so
 * they can be reviewed and translated with the others. `{name}`-style holes are filled by
 * cancellation.mails.ts.
 */
export const CANCELLATION_MAIL_TEXT = {
  subject: { event: '{title} is cancelled', date: '{title} on {date} is cancelled' },
  heading: { event: 'This event is cancelled', date: 'This date is cancelled' },
  preheader: {
    refund: '{amount} is on its way back to you',
    reservation: 'Your reservation {reference} is cancelled',
    hold: 'You have not been charged',
  },
  greeting: 'Hi {name},',
  intro: {
    event: 'We are sorry: the organiser has cancelled {title}.',
    date: 'We are sorry: the organiser has cancelled {title} on {date}.',
  },
  message: 'Their message to you: “{message}”',
  refund:
    'We are refunding everything you paid for order {reference}: {amount}, service fee included. You do not need to ask.',
  refundWay: {
    card: 'The money goes back to the card you paid with. It can take a few working days to show.',
    mpesa: 'The money goes back to the M-Pesa number you paid with. It can take a few working days to show.',
    other: 'The money goes back the way you paid. It can take a few working days to show.',
  },
  ticketsVoid: 'Your tickets for it no longer admit anyone.',
  reservation:
    'Your free reservation {reference} is cancelled and its tickets no longer admit anyone. Nothing else to do.',
  hold: 'Your order {reference} was not finished, and you have not been charged. If a payment of yours still goes through, it is refunded in full, automatically.',
  questions: 'Questions? Reply to this email and quote your order reference.',
} as const;

/** The cancellation mail in each language: the buyer's, the order's `locale` (decision 026). */
export const CANCELLATION_MAIL_TEXTS: Translated<typeof CANCELLATION_MAIL_TEXT> = {
  en: CANCELLATION_MAIL_TEXT,
  sw: {
    subject: { event: 'Tukio {title} limeghairiwa', date: '{title} tarehe {date} imeghairiwa' },
    heading: { event: 'Tukio hili limeghairiwa', date: 'Tarehe hii imeghairiwa' },
    preheader: {
      refund: 'Tunakurejeshea {amount}',
      reservation: 'Nafasi yako {reference} imeghairiwa',
      hold: 'Hujatozwa pesa yoyote',
    },
    greeting: 'Habari {name},',
    intro: {
      event: 'Samahani: mwandaaji ameghairi {title}.',
      date: 'Samahani: mwandaaji ameghairi {title} tarehe {date}.',
    },
    message: 'Ujumbe wake kwako: “{message}”',
    refund:
      'Tunakurejeshea pesa zote ulizolipa kwa oda {reference}: {amount}, pamoja na ada ya huduma. Huhitaji kuomba.',
    refundWay: {
      card: 'Pesa zinarudi kwenye kadi uliyolipia. Huenda zikachukua siku chache za kazi kabla hazijaonekana.',
      mpesa:
        'Pesa zinarudi kwenye namba ya M-Pesa uliyolipia. Huenda zikachukua siku chache za kazi kabla hazijaonekana.',
      other: 'Pesa zinarudi kwa njia uliyolipia. Huenda zikachukua siku chache za kazi kabla hazijaonekana.',
    },
    ticketsVoid: 'Tiketi zako za tukio hili haziruhusu tena mtu yeyote kuingia.',
    reservation:
      'Nafasi yako ya bure {reference} imeghairiwa na tiketi zake haziruhusu tena mtu yeyote kuingia. Huhitaji kufanya chochote zaidi.',
    hold: 'Oda yako {reference} haikukamilika, na hujatozwa pesa yoyote. Malipo yako yakipita baadaye, utarejeshewa pesa zote, moja kwa moja.',
    questions: 'Una maswali? Jibu barua pepe hii na utaje namba ya oda yako.',
  },
};
