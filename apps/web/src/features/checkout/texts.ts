import type { MpesaFailureCode } from '@tribe/contracts/checkout';
import { formatPrice } from '@tribe/contracts/money';

/**
 * Every word the checkout pages show, in one place so they can be translated later. Amounts
 * go through formatPrice ('KES 3,100'); functions take what varies.
 */
export const T = {
  brandHome: 'Tikiti home',
  secureCheckout: 'Secure checkout',
  backToEvent: 'Back to event',
  browseEvents: 'Browse events',
  browseMoreEvents: 'Browse more events',
  startAgain: 'Start again',
  tryAgain: 'Try again',
  loading: 'Loading',

  // Summary
  orderSummary: 'Order summary',
  ticketLine: (quantity: number, name: string) => `${quantity} × ${name}`,
  subtotal: 'Subtotal',
  serviceFee: 'Service fee',
  serviceFeeIncluded: 'Service fee included',
  total: 'Total',
  free: 'Free',
  referenceLabel: 'Order reference',

  // Step 1
  stepDetails: 'Your details',
  stepDetailsHint: 'We send your tickets to this email. Your phone is used for M-Pesa and if we need to reach you.',
  stepPayment: 'Payment',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone number',
  phoneHint: 'A Kenyan mobile number, like 0712 345 678.',
  continueToPayment: 'Continue to payment',
  holdingTickets: 'Holding your tickets…',
  nameRequired: 'Enter your full name.',
  nameTooLong: 'Keep your name to 50 characters or fewer.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  emailRequired: 'Enter your email address.',
  phoneRequired: 'Enter your phone number.',
  phoneInvalid: 'Enter a Kenyan mobile number, like 0712 345 678.',

  // Step 2
  heldFor: 'Tickets held for',
  heldForLabel: (mmss: string) => `Tickets held for ${mmss}`,
  choosePayment: 'How would you like to pay?',
  card: 'Card',
  cardHint: 'Visa or Mastercard, on a secure payment page.',
  mpesa: 'M-Pesa',
  mpesaHint: 'Get a prompt on your phone and enter your M-Pesa PIN.',
  mpesaPhone: 'M-Pesa phone number',
  pay: (amount: number) => `Pay ${formatPrice(amount)}`,
  starting: 'Starting payment…',
  changeTickets: 'Change tickets',
  redirecting: 'Taking you to the payment page…',
  checkYourPhone: 'Check your phone',
  checkYourPhoneText: 'Enter your M-Pesa PIN on the prompt to finish paying. This page updates by itself.',
  waitingForPayment: 'Waiting for your payment',
  checkMyPayment: 'Check my payment',
  checking: 'Checking…',
  stillPending: 'We have not heard from M-Pesa yet. If you already paid, give it a few more seconds.',
  useAnotherMethod: 'Use another payment method',

  // Errors (by code)
  errors: {
    sold_out: 'Sorry, those tickets just sold out.',
    order_limit_exceeded: 'That is more tickets than one order allows. Go back and choose fewer.',
    buyer_limit_exceeded: 'You have reached the most tickets one person can get for this event.',
    quantity_invalid: 'One of the quantities is not allowed. Go back and choose your tickets again.',
    price_changed: 'The price of a ticket has changed since you chose it. Go back to see the new price.',
    ticket_not_on_sale: 'One of these tickets is not on sale right now.',
    event_not_on_sale: 'Tickets for this event are not on sale right now.',
    occurrence_not_found: 'That date or show is no longer available. Go back and pick another.',
    ticket_type_not_found: 'One of these tickets is no longer available. Go back and choose again.',
    event_not_found: 'We could not find this event.',
    hold_expiring: 'Too little time is left on your hold to start a payment.',
    hold_expired: 'Your hold has expired.',
    order_not_pending: 'This order can no longer be paid.',
    order_not_found: "We couldn't find your order",
    payment_unavailable: 'Payments are not available right now. Please try again in a moment.',
    payment_failed: 'The payment could not be started. Please try again.',
    network: "We couldn't reach the server. Check your connection and try again.",
    unknown: 'Something went wrong. Please try again.',
  },

  // Outcomes
  declinedTitle: 'Payment declined',
  declinedText: 'Your payment did not go through. You have not been charged.',
  abandonedTitle: 'Payment cancelled',
  abandonedText: 'The payment was cancelled before it finished. You have not been charged.',
  expiredTitle: 'Your hold has expired',
  expiredText: 'The tickets were released so others can buy them. You have not been charged.',
  lateSoldOutTitle: 'Sold out while you were paying',
  lateSoldOutText: (amount: number) =>
    `Your payment arrived after the last tickets were sold. We are refunding ${formatPrice(amount)} to you automatically.`,
  cancelledTitle: 'Order cancelled',
  cancelledText: 'This order was cancelled and its tickets released.',
  refundedTitle: 'Order refunded',
  refundedText: 'This order was refunded. The money is on its way back to you.',
  reasonLabel: 'Reason',
  // Paybill, after a failed M-Pesa prompt
  paybillTitle: 'Or pay with M-Pesa Paybill',
  paybillSteps: 'On your phone, open M-Pesa, choose Lipa na M-Pesa, then Pay Bill, and enter:',
  paybillBusiness: 'Business number',
  paybillAccount: 'Account number',
  paybillAmount: 'Amount',
  paybillWaiting: 'Your tickets come as soon as M-Pesa confirms the payment. Keep this page open.',
  /** Why an M-Pesa prompt failed, by the code the server sends (never its prose). */
  mpesaFailures: {
    mpesa_cancelled: 'You cancelled the M-Pesa prompt.',
    mpesa_unreachable: 'We could not reach your phone. Check that it is on and has signal, then try again.',
    mpesa_insufficient_funds: 'Your M-Pesa balance is too low for this payment. Top up, then try again.',
    mpesa_wrong_pin: 'The M-Pesa PIN was wrong. Try again and enter it carefully.',
    mpesa_failed: 'M-Pesa could not complete the payment. Try again, or pay another way.',
  } satisfies Record<MpesaFailureCode, string>,

  // Stale checkout
  staleCheckout: 'Your checkout session has expired. Please select your tickets again.',

  // Verifying
  verifyingTitle: 'Confirming your payment',
  verifyingText: 'This usually takes a few seconds. Please keep this page open.',
  stillConfirmingTitle: "We're still confirming your payment",
  stillConfirmingText: "We'll email your tickets as soon as it's confirmed.",
  checkAgain: 'Check again',
  paymentReference: (reference: string) => `Payment reference ${reference}`,
  orderNotFoundTitle: "We couldn't find your order",
  orderNotFoundText: 'The link may be incomplete. We can email your tickets to the address you used.',
  resendTickets: 'Resend my tickets',

  // Success
  paidTitle: "You're going!",
  reservedTitle: 'Your spot is reserved',
  /** A complimentary order: guest tickets the host gave. */
  complimentaryFrom: (host: string) => `Complimentary ticket from ${host}`,
  guestListTitle: "You're on the guest list",
  sentTo: (email: string) => `We've sent your tickets to ${email}.`,
  yourTickets: 'Your tickets',
  downloadPdf: 'Download tickets (PDF)',
  addToCalendar: 'Add to calendar',
  receipt: 'Receipt',
  paidAt: 'Paid',
  paymentMethod: 'Payment method',
  mpesaReceipt: 'M-Pesa receipt',
  methodCard: 'Card',
  methodMpesa: 'M-Pesa',
  cancelReservation: 'Cancel reservation',
  cancelReservationTitle: 'Cancel this reservation?',
  cancelReservationText: 'Your tickets stop working and the places go back to the event. This cannot be undone.',
  keepReservation: 'Keep my reservation',
  confirmCancel: 'Yes, cancel it',
  cancelling: 'Cancelling…',
  reservationCancelled: 'Reservation cancelled',
  reservationCancelledText: 'Your tickets no longer work and the places are free for others.',

  // Tickets
  qrAlt: (code: string) => `QR code for ticket ${code}`,
  ticketCode: 'Ticket code',
  attendee: 'Attendee',
  ticketVoid: 'Void',
  checkedIn: 'Checked in',

  // Sandbox
  sandboxBanner: 'Sandbox payment — no real money moves',
  sandboxTitle: 'Simulated payment',
  sandboxPaying: (email: string) => `Paying as ${email}`,
  sandboxDecline: 'Decline payment',
  sandboxCancel: 'Cancel',
  sandboxNotFound: 'This sandbox payment does not exist.',
  sandboxDone: 'This payment is already finished.',

  // Titles
  docPayment: 'Checkout',
  docVerifying: 'Confirming payment',
  docSuccess: 'Your tickets',
  docSandbox: 'Sandbox payment',
} as const;

export type TCheckoutErrorKey = keyof typeof T.errors;
