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
