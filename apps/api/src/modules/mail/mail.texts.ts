import type { TLocale } from '@tribe/contracts/locale';
import type { Widen } from '../../lib/translated.js';

/**
 * Every text of every email, in one place so they can be reviewed and translated together.
 * `{name}`-style holes are filled by mail.templates.ts; the code is always on a line of its own
 * in the text part, so people (and tests) can read it without the HTML.
 */
export const MAIL_TEXTS = {
  brand: 'Tikiti',
  footer: 'Tikiti · events and tickets across Africa',
  ignore: "If you didn't ask for this, you can ignore this email; nothing changes.",
  /** The opening line of the notices whose texts live with their modules (profile, hosts, admin). */
  greeting: 'Hi {name},',
  signupCode: {
    subject: '{code} is your Tikiti verification code',
    preheader: 'Your code to finish signing up',
    heading: 'Confirm your email',
    greeting: 'Hi {name},',
    intro: 'Welcome to Tikiti! Enter this code to finish creating your account:',
    validity: 'The code works once and expires in {minutes} minutes.',
  },
  resetCode: {
    subject: '{code} is your Tikiti password reset code',
    preheader: 'Your code to reset your password',
    heading: 'Reset your password',
    greeting: 'Hi {name},',
    intro: 'Someone (hopefully you) asked to reset the password of your Tikiti account. Enter this code:',
    validity: 'The code works once and expires in {minutes} minutes. Resetting signs you out everywhere.',
  },
  passwordChanged: {
    subject: 'Your Tikiti password was changed',
    preheader: 'Your password was changed',
    heading: 'Your password was changed',
    greeting: 'Hi {name},',
    intro: 'The password of your Tikiti account was just changed and every session was signed out.',
    action: "If this wasn't you, reset your password now at {url} and reply to this email.",
  },
  orderConfirmation: {
    subject: { paid: 'Your tickets for {title}', reserved: 'Your reservation for {title}' },
    heading: { paid: "You're going!", reserved: 'Your spot is reserved' },
    preheader: { paid: 'Your tickets and order {reference}', reserved: 'Your reservation {reference}' },
    greeting: 'Hi {name},',
    intro: {
      paid: 'Thank you for your order. Your tickets for {title} are below and attached.',
      reserved: 'Your free reservation for {title} is confirmed.',
    },
    viewTickets: 'View your tickets',
    cancelNote: "Can't make it? Cancel the reservation so someone else can have your place.",
    cancelReservation: 'Cancel this reservation',
    attached:
      'Your tickets (PDF) and a calendar file are attached. Show the QR code at the door, on your phone or printed.',
    attachedNoCalendar: 'Your tickets (PDF) are attached. Show the QR code at the door, on your phone or printed.',
    /** Guest tickets a host gave (a complimentary order). */
    complimentary: {
      subject: 'Your complimentary tickets for {title}',
      heading: "You're on the guest list",
      preheader: 'Complimentary ticket from {host}',
      line: 'Complimentary ticket from {host}.',
      intro: 'Your tickets for {title} are below and attached.',
    },
  },
  refundNotice: {
    subject: 'Your payment for {title} is being refunded',
    heading: 'Your payment is being refunded',
    preheader: '{amount} is on its way back to you',
    greeting: 'Hi {name},',
    intro: 'We are refunding {amount} for order {reference} ({title}) because {reason}.',
    reasons: {
      late_payment_sold_out: 'the places sold out before your payment arrived',
      duplicate_payment: 'you were charged twice',
      amount_mismatch: 'the amount we received did not match the order total',
      event_cancelled: 'the event was cancelled',
      host_refund: 'the host refunded your order',
      admin_refund: 'our support team refunded it for you',
      resale: 'a fan on the waiting list bought the tickets you returned',
      other: 'of a problem with your payment',
    },
    timing: 'The money goes back the way you paid (card or M-Pesa). It can take a few working days to show.',
    questions: 'Questions? Reply to this email and quote your order reference.',
  },
  resendTickets: {
    subject: 'Your Tikiti tickets',
    heading: 'Your tickets',
    preheader: 'The tickets you asked for',
    greeting: 'Hi {name},',
    intro: 'You asked for your tickets again. Here they are:',
    orderLine: '{title}: {date}, order {reference}',
    viewTickets: 'View tickets',
    attached: "Each order's tickets are attached as a PDF.",
  },
  order: {
    event: 'Event',
    date: 'Date',
    venue: 'Venue',
    reference: 'Order reference',
    fees: 'Service fee',
    total: 'Total',
    free: 'Free',
    line: '{quantity} × {name}',
    dateNotSet: 'Date to be announced',
  },
} as const;

export type CodeMailKind = 'signupCode' | 'resetCode';

export type MailTexts = Widen<typeof MAIL_TEXTS>;

/** Every mail's texts in Kiswahili (decision 026), the same keys as the English ones. */
const MAIL_TEXTS_SW: MailTexts = {
  brand: 'Tikiti',
  footer: 'Tikiti · matukio na tiketi kote Afrika',
  ignore: 'Kama hukuomba hili, puuza barua pepe hii; hakuna kitakachobadilika.',
  greeting: 'Habari {name},',
  signupCode: {
    subject: '{code} ni nambari yako ya uthibitisho ya Tikiti',
    preheader: 'Nambari yako ya kukamilisha usajili',
    heading: 'Thibitisha barua pepe yako',
    greeting: 'Habari {name},',
    intro: 'Karibu Tikiti! Weka nambari hii ili ukamilishe kufungua akaunti yako:',
    validity: 'Nambari hii inafanya kazi mara moja na itaisha muda baada ya dakika {minutes}.',
  },
  resetCode: {
    subject: '{code} ni nambari yako ya kubadilisha nenosiri la Tikiti',
    preheader: 'Nambari yako ya kubadilisha nenosiri',
    heading: 'Badilisha nenosiri lako',
    greeting: 'Habari {name},',
    intro: 'Mtu fulani (tunatumaini ni wewe) ameomba kubadilisha nenosiri la akaunti yako ya Tikiti. Weka nambari hii:',
    validity:
      'Nambari hii inafanya kazi mara moja na itaisha muda baada ya dakika {minutes}. Ukibadilisha nenosiri, utatolewa kwenye vifaa vyote.',
  },
  passwordChanged: {
    subject: 'Nenosiri lako la Tikiti limebadilishwa',
    preheader: 'Nenosiri lako limebadilishwa',
    heading: 'Nenosiri lako limebadilishwa',
    greeting: 'Habari {name},',
    intro: 'Nenosiri la akaunti yako ya Tikiti limebadilishwa sasa hivi na umetolewa kwenye vifaa vyote.',
    action: 'Kama si wewe, badilisha nenosiri lako sasa hivi kwenye {url} kisha ujibu barua pepe hii.',
  },
  orderConfirmation: {
    subject: { paid: 'Tiketi zako za {title}', reserved: 'Nafasi yako ya {title}' },
    heading: { paid: 'Uko ndani!', reserved: 'Nafasi yako imehifadhiwa' },
    preheader: { paid: 'Tiketi zako na oda {reference}', reserved: 'Nafasi yako {reference}' },
    greeting: 'Habari {name},',
    intro: {
      paid: 'Asante kwa oda yako. Tiketi zako za {title} ziko hapa chini na zimeambatishwa.',
      reserved: 'Nafasi yako ya bure ya {title} imethibitishwa.',
    },
    viewTickets: 'Tazama tiketi zako',
    cancelNote: 'Hutaweza kufika? Ghairi nafasi yako ili mtu mwingine aipate.',
    cancelReservation: 'Ghairi nafasi hii',
    attached:
      'Tiketi zako (PDF) na faili ya kalenda zimeambatishwa. Onyesha msimbo wa QR mlangoni, kwenye simu yako au ukiwa umeuchapisha.',
    attachedNoCalendar:
      'Tiketi zako (PDF) zimeambatishwa. Onyesha msimbo wa QR mlangoni, kwenye simu yako au ukiwa umeuchapisha.',
    complimentary: {
      subject: 'Tiketi zako za zawadi za {title}',
      heading: 'Uko kwenye orodha ya wageni',
      preheader: 'Tiketi ya zawadi kutoka kwa {host}',
      line: 'Tiketi ya zawadi kutoka kwa {host}.',
      intro: 'Tiketi zako za {title} ziko hapa chini na zimeambatishwa.',
    },
  },
  refundNotice: {
    subject: 'Tunakurejeshea malipo yako ya {title}',
    heading: 'Tunakurejeshea pesa zako',
    preheader: 'Tunakurejeshea {amount}',
    greeting: 'Habari {name},',
    intro: 'Tunakurejeshea {amount} za oda {reference} ({title}) kwa sababu {reason}.',
    reasons: {
      late_payment_sold_out: 'nafasi ziliisha kabla malipo yako hayajafika',
      duplicate_payment: 'ulitozwa mara mbili',
      amount_mismatch: 'kiasi tulichopokea hakikulingana na jumla ya oda',
      event_cancelled: 'tukio limeghairiwa',
      host_refund: 'mwandaaji ameamua kukurejeshea pesa za oda yako',
      admin_refund: 'timu yetu ya msaada imeamua kukurejeshea',
      resale: 'shabiki kwenye orodha ya kusubiri amenunua tiketi ulizorudisha',
      other: 'ya tatizo kwenye malipo yako',
    },
    timing:
      'Pesa zinarudi kwa njia uliyolipia (kadi au M-Pesa). Huenda zikachukua siku chache za kazi kabla hazijaonekana.',
    questions: 'Una maswali? Jibu barua pepe hii na utaje namba ya oda yako.',
  },
  resendTickets: {
    subject: 'Tiketi zako za Tikiti',
    heading: 'Tiketi zako',
    preheader: 'Tiketi ulizoomba',
    greeting: 'Habari {name},',
    intro: 'Uliomba tiketi zako tena. Hizi hapa:',
    orderLine: '{title}: {date}, oda {reference}',
    viewTickets: 'Tazama tiketi',
    attached: 'Tiketi za kila oda zimeambatishwa kama PDF.',
  },
  order: {
    event: 'Tukio',
    date: 'Tarehe',
    venue: 'Mahali',
    reference: 'Namba ya oda',
    fees: 'Ada ya huduma',
    total: 'Jumla',
    free: 'Bure',
    line: '{quantity} × {name}',
    dateNotSet: 'Tarehe itatangazwa',
  },
};

export const MAIL_TEXTS_BY_LOCALE: Record<TLocale, MailTexts> = { en: MAIL_TEXTS, sw: MAIL_TEXTS_SW };

/** The mail texts in a language. */
export function mailTexts(locale: TLocale): MailTexts {
  return MAIL_TEXTS_BY_LOCALE[locale];
}

/** Fills `{name}`-style holes; a hole without a value becomes empty. */
export const fillMail = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
