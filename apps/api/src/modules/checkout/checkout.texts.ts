/**
 * Checkout's words for buyers added with its abuse limits and idempotency (decision 017), in one
 * place so they can be translated. Numbers are filled in by the functions.
 */
const waitText = (seconds: number) => (seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`);

export const CHECKOUT_TEXTS = {
  tooManyHolds: (seconds: number) =>
    `Too many checkouts were started from here in a short time. Please try again in ${waitText(seconds)}.`,
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
  replacedByNewOrder: 'replaced_by_new_order',
  // Pricing and holds (checkout.pricing.ts, checkout.service.ts).
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
  reservationCodeMail: {
    subject: (code: string) => `${code} is your code to confirm your Tikiti reservation`,
    preheader: 'Type this code on the reservation page to keep your places.',
    heading: 'Confirm your reservation',
    greeting: (name: string) => `Hi ${name},`,
    intro: (event: string) => `To keep your free places for ${event}, type this code on the reservation page:`,
    validity: (minutes: number) =>
      `The code works for ${minutes} minutes. If you do not confirm by then, the places go back to other guests.`,
    ignore: 'If you did not ask for this, ignore this email: nothing is reserved without the code.',
  },
} as const;

/** The reservation-code mail in Kiswahili (decision 026): the same shape as the English one. */
export const RESERVATION_CODE_MAIL_SW: {
  readonly [
    K in keyof typeof CHECKOUT_TEXTS.reservationCodeMail
  ]: (typeof CHECKOUT_TEXTS.reservationCodeMail)[K] extends string
    ? string
    : (typeof CHECKOUT_TEXTS.reservationCodeMail)[K];
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
