import { PROMO_BUYER_MESSAGES, formatPrice, retryAfterText } from '@tribe/contracts';
import { localized, type Widen } from '../../lib/translated.js';

/**
 * Checkout's words for buyers added with its abuse limits and idempotency (decision 017), in one
 * place, in the request's language. Numbers are filled in by the functions.
 */
const waitText = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);
const waitTextSw = (seconds: number) => (seconds < 90 ? `sekunde ${seconds}` : `dakika ${Math.ceil(seconds / 60)}`);

const EN = {
  mpesaPhoneNeeded: 'Enter the M-Pesa phone number to send the payment request to.',
  paymentKeyOtherOrder: 'This payment key belongs to another order.',
  tooManyHolds: (seconds: number) =>
    `Too many checkouts were started from here in a short time. Please try again in ${waitText(seconds)}.`,
  addressShareFull: (seconds: number) =>
    `Many tickets for this event are already being held from your network. Please try again in ${waitText(seconds)}.`,
  tooManyPaymentStarts: (seconds: number) =>
    `Too many payment attempts on this order or phone. Please wait ${waitText(seconds)} and try again.`,
  tooManyVerifies: (seconds: number) =>
    `We are already checking this payment. Please wait ${waitText(seconds)} before asking again.`,
  mpesaPromptRecent: (seconds: number) =>
    `An M-Pesa request was sent to this phone moments ago. Answer it on your phone, or try again in ${waitText(seconds)}.`,
  tooManyCodeTries: (seconds: number) =>
    `Too many wrong codes. Please wait ${waitText(seconds)} or start the reservation again.`,
  codeInvalid: 'That code is not right. Check the latest email from us and type its 6 digits.',
  codeExpired: 'The time to confirm this reservation has run out, so the places went back. Please reserve again.',
  notAwaitingCode: 'This order does not need a code.',
  codeNotPayment: 'This free reservation is confirmed with the code we emailed, not with a payment.',
  idempotencyKeyReused: 'This request repeats the key of an earlier, different request. Reload the page and try again.',
  // Proving an M-Pesa phone (decision 042, phone-proof.ts).
  phoneUnproven: (phone: string) =>
    `To pay by M-Pesa from ${phone}, type the 6-digit code we sent to it by SMS. It shows the phone is yours.`,
  phoneCodeWrong: 'That code is not right. Check the latest SMS from Tikiti and type its 6 digits.',
  phoneCodeDead: 'That code no longer works (too many tries, or it ran out). Ask for a new code.',
  phoneCodeNotSent: 'We could not send a code to this phone. Check the number, or pay by card.',
  phoneCodesOff:
    'We cannot send codes by SMS right now, and M-Pesa goes only to a phone already proven on this device. Please pay by card.',
  tooManyPhoneCodes: (seconds: number) =>
    `Too many codes were sent to this phone or from your network. Please wait ${waitText(seconds)}, or pay by card.`,
  /** The SMS itself: plain GSM characters, one part (160). */
  phoneCodeSms: (code: string, minutes: number) =>
    `Tikiti: your code is ${code}. Type it on the payment page to pay by M-Pesa from this phone. It works for ${minutes} minutes. Never share it.`,
  // Pricing and holds (checkout.pricing.ts, checkout.sale.ts, checkout.hold.ts).
  noSuchTicketType: (id: number) => `This event has no ticket type ${id}.`,
  typeListedTwice: 'List each ticket type once.',
  chooseOneTicket: 'Choose at least one ticket.',
  salesNotStarted: (type: string) => `Sales of ${type} have not started yet.`,
  salesEnded: (type: string) => `Sales of ${type} have ended.`,
  perOrderLimit: (max: number, type: string) => `You can buy at most ${max} ${type} tickets per order.`,
  priceChanged: (type: string, price: number) =>
    `The price of ${type} is now KES ${price.toLocaleString('en-KE')}. Check your order and try again.`,
  perEventLimit: (max: number) => `You can get at most ${max} tickets for this event.`,
  eventNotFound: 'Event not found. It may not exist or may have been removed.',
  eventCancelled: 'This event has been cancelled.',
  hostSalesSuspended: 'Tickets for this event are not on sale: the organiser’s sales are paused.',
  soldElsewhere: 'Tickets for this event are sold by the organiser on their own site.',
  dateCancelled: 'This date has been cancelled.',
  soldOut: 'Sorry, there are not enough tickets left for this date. Choose fewer tickets or another date.',
  buyerLimit: (cap: number | null) =>
    `One person can get at most ${cap} tickets for this event, and this order would pass that.`,
  promoJustChanged: 'This code has just changed. Apply it again to see its discount.',
  notFree: 'These tickets are not free. Buy them through checkout instead.',
  orderNotFound: 'We could not find this order.',
  orderNotFoundByLink: 'We could not find this order. Check the link in your email.',
  paidNotCancellable: 'A paid order cannot be cancelled here. Contact the organiser for a refund.',
  orderNotActive: 'This order is no longer active.',
  holdExpired: 'Your hold on these tickets has expired. Please start again.',
  alreadyPaid: 'This order is already paid.',
  holdExpiring: 'Too little time is left on your hold to start a payment. Please start again.',
  refundExceedsRefundable: (amount: number, refundable: number) =>
    refundable <= 0
      ? 'This order has been refunded in full already.'
      : `A refund of ${formatPrice(amount)} is more than what is left to refund on this order (${formatPrice(refundable)}).`,
  tooManyPromoCodes: (seconds: number) => `Too many codes tried. Please wait ${retryAfterText(seconds)} and try again.`,
  /** The contracts' words for a promo code refused at checkout. */
  promo: PROMO_BUYER_MESSAGES,
} as const;

const SW: Widen<typeof EN> = {
  mpesaPhoneNeeded: 'Weka nambari ya simu ya M-Pesa ya kutumiwa ombi la malipo.',
  paymentKeyOtherOrder: 'Ufunguo huu wa malipo ni wa oda nyingine.',
  tooManyHolds: (seconds: number) =>
    `Malipo mengi mno yameanzishwa kutoka hapa kwa muda mfupi. Tafadhali jaribu tena baada ya ${waitTextSw(seconds)}.`,
  addressShareFull: (seconds: number) =>
    `Tiketi nyingi za tukio hili tayari zimeshikiliwa kutoka kwenye mtandao wako. Tafadhali jaribu tena baada ya ${waitTextSw(seconds)}.`,
  tooManyPaymentStarts: (seconds: number) =>
    `Majaribio mengi mno ya kulipa kwa oda hii au simu hii. Tafadhali subiri ${waitTextSw(seconds)} kisha ujaribu tena.`,
  tooManyVerifies: (seconds: number) =>
    `Tayari tunaangalia malipo haya. Tafadhali subiri ${waitTextSw(seconds)} kabla ya kuuliza tena.`,
  mpesaPromptRecent: (seconds: number) =>
    `Ombi la M-Pesa limetumwa kwa simu hii muda mfupi uliopita. Lijibu kwenye simu yako, au ujaribu tena baada ya ${waitTextSw(seconds)}.`,
  tooManyCodeTries: (seconds: number) =>
    `Misimbo mingi mno isiyo sahihi. Tafadhali subiri ${waitTextSw(seconds)} au uanze kuhifadhi nafasi upya.`,
  codeInvalid: 'Msimbo huo si sahihi. Angalia barua pepe yetu ya mwisho na uandike tarakimu zake 6.',
  codeExpired: 'Muda wa kuthibitisha nafasi hizi umekwisha, kwa hivyo nafasi zimerudi. Tafadhali hifadhi tena.',
  notAwaitingCode: 'Oda hii haihitaji msimbo.',
  codeNotPayment: 'Nafasi hii ya bure inathibitishwa kwa msimbo tuliokutumia kwa barua pepe, si kwa malipo.',
  idempotencyKeyReused:
    'Ombi hili linarudia ufunguo wa ombi la awali lililo tofauti. Pakia upya ukurasa kisha ujaribu tena.',
  phoneUnproven: (phone: string) =>
    `Ili ulipe kwa M-Pesa kutoka ${phone}, andika msimbo wa tarakimu 6 tuliotuma kwa SMS. Unaonyesha kuwa simu ni yako.`,
  phoneCodeWrong: 'Msimbo huo si sahihi. Angalia SMS ya mwisho kutoka Tikiti na uandike tarakimu zake 6.',
  phoneCodeDead: 'Msimbo huo haufanyi kazi tena (majaribio mengi mno, au muda wake umekwisha). Omba msimbo mpya.',
  phoneCodeNotSent: 'Hatukuweza kutuma msimbo kwa simu hii. Angalia nambari, au ulipe kwa kadi.',
  phoneCodesOff:
    'Hatuwezi kutuma misimbo kwa SMS sasa hivi, na M-Pesa inatumwa tu kwa simu iliyothibitishwa kwenye kifaa hiki. Tafadhali lipa kwa kadi.',
  tooManyPhoneCodes: (seconds: number) =>
    `Misimbo mingi mno imetumwa kwa simu hii au kutoka kwenye mtandao wako. Tafadhali subiri ${waitTextSw(seconds)}, au ulipe kwa kadi.`,
  phoneCodeSms: (code: string, minutes: number) =>
    `Tikiti: msimbo wako ni ${code}. Uandike kwenye ukurasa wa malipo ili ulipe kwa M-Pesa kutoka simu hii. Unafanya kazi kwa dakika ${minutes}. Usimpe mtu.`,
  noSuchTicketType: (id: number) => `Tukio hili halina aina ya tiketi ${id}.`,
  typeListedTwice: 'Orodhesha kila aina ya tiketi mara moja tu.',
  chooseOneTicket: 'Chagua angalau tiketi moja.',
  salesNotStarted: (type: string) => `Mauzo ya ${type} bado hayajaanza.`,
  salesEnded: (type: string) => `Mauzo ya ${type} yameisha.`,
  perOrderLimit: (max: number, type: string) => `Unaweza kununua tiketi ${max} za ${type} kwa oda moja, si zaidi.`,
  priceChanged: (type: string, price: number) =>
    `Bei ya ${type} sasa ni ${formatPrice(price, 'sw')}. Angalia oda yako kisha ujaribu tena.`,
  perEventLimit: (max: number) => `Unaweza kupata tiketi ${max} kwa tukio hili, si zaidi.`,
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au limeondolewa.',
  eventCancelled: 'Tukio hili limeghairiwa.',
  hostSalesSuspended: 'Tiketi za tukio hili haziuzwi: mauzo ya mwandaaji yamesimamishwa kwa muda.',
  soldElsewhere: 'Tiketi za tukio hili zinauzwa na mwandaaji kwenye tovuti yake.',
  dateCancelled: 'Tarehe hii imeghairiwa.',
  soldOut:
    'Samahani, hakuna tiketi za kutosha zilizobaki kwa tarehe hii. Chagua tiketi chache zaidi au tarehe nyingine.',
  buyerLimit: (cap: number | null) =>
    `Mtu mmoja anaweza kupata tiketi ${cap} kwa tukio hili, si zaidi, na oda hii ingezidi hapo.`,
  promoJustChanged: 'Msimbo huu umebadilika sasa hivi. Uweke tena uone punguzo lake.',
  notFree: 'Tiketi hizi si za bure. Zinunue kupitia malipo badala yake.',
  orderNotFound: 'Hatukuweza kupata oda hii.',
  orderNotFoundByLink: 'Hatukuweza kupata oda hii. Angalia kiungo kwenye barua pepe yako.',
  paidNotCancellable: 'Oda iliyolipiwa haiwezi kughairiwa hapa. Wasiliana na mwandaaji ili urejeshewe pesa.',
  orderNotActive: 'Oda hii haiko hai tena.',
  holdExpired: 'Muda wa kushikilia tiketi hizi umekwisha. Tafadhali anza upya.',
  alreadyPaid: 'Oda hii tayari imelipiwa.',
  holdExpiring: 'Muda uliobaki wa kushikilia tiketi ni mfupi mno kuanza malipo. Tafadhali anza upya.',
  refundExceedsRefundable: (amount: number, refundable: number) =>
    refundable <= 0
      ? 'Pesa zote za oda hii zimesharejeshwa.'
      : `Kurejesha ${formatPrice(amount, 'sw')} kunazidi kilichobaki cha kurejesha kwenye oda hii (${formatPrice(refundable, 'sw')}).`,
  tooManyPromoCodes: (seconds: number) =>
    `Misimbo mingi mno imejaribiwa. Tafadhali subiri ${seconds <= 60 ? `sekunde ${seconds}` : `dakika ${Math.ceil(seconds / 60)}`} kisha ujaribu tena.`,
  promo: {
    promo_code_invalid: 'Msimbo huu si halali kwa tukio hili',
    promo_code_not_started: 'Msimbo huu bado haujaanza kufanya kazi',
    promo_code_expired: 'Muda wa msimbo huu umekwisha',
    promo_code_used_up: 'Msimbo huu umeshatumika wote',
    promo_code_not_applicable: 'Msimbo huu hauhusu tiketi hizi',
  },
};

export const CHECKOUT_TEXTS = localized(EN, SW);

/** Stored as a replaced hold's reason: English, as every stored reason is (decision 026). */
export const HOLD_REPLACED_REASON = 'replaced_by_new_order';

/** The reservation-code mail's English (the order's language decides, RESERVATION_CODE_MAIL_SW). */
export const RESERVATION_CODE_MAIL_EN = {
  subject: (code: string) => `${code} is your code to confirm your Tikiti reservation`,
  preheader: 'Type this code on the reservation page to keep your places.',
  heading: 'Confirm your reservation',
  greeting: (name: string) => `Hi ${name},`,
  intro: (event: string) => `To keep your free places for ${event}, type this code on the reservation page:`,
  validity: (minutes: number) =>
    `The code works for ${minutes} minutes. If you do not confirm by then, the places go back to other guests.`,
  ignore: 'If you did not ask for this, ignore this email: nothing is reserved without the code.',
} as const;

/** The reservation-code mail in Kiswahili (decision 026): the same shape as the English one. */
export const RESERVATION_CODE_MAIL_SW: {
  readonly [K in keyof typeof RESERVATION_CODE_MAIL_EN]: (typeof RESERVATION_CODE_MAIL_EN)[K] extends string
    ? string
    : (typeof RESERVATION_CODE_MAIL_EN)[K];
} = {
  subject: (code: string) => `${code} ni namba yako ya kuthibitisha nafasi yako ya Tikiti`,
  preheader: 'Andika namba hii kwenye ukurasa wa kuhifadhi ili ubaki na nafasi zako.',
  heading: 'Thibitisha nafasi yako',
  greeting: (name: string) => `Habari ${name},`,
  intro: (event: string) =>
    `Ili ubaki na nafasi zako za bure za ${event}, andika namba hii kwenye ukurasa wa kuhifadhi:`,
  validity: (minutes: number) =>
    `Namba hii inafanya kazi kwa dakika ${minutes}. Usipothibitisha kufikia hapo, nafasi zitarudi kwa wageni wengine.`,
  ignore: 'Kama hukuomba hili, puuza barua pepe hii: hakuna kinachohifadhiwa bila namba hii.',
};
