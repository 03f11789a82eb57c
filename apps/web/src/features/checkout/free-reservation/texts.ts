/**
 * The words of the free reservation page (/checkout/free-reservation), in one place so they can
 * be translated later. Words shared with the other checkout pages (field labels, 'Back to event',
 * the stale-checkout toast) come from ../texts.
 */
export const FR = {
  docTitle: 'Reserve your spot',
  heading: 'Reserve your spot',
  intro: 'Free entry. Choose your date and how many spots you need, and we email your tickets at once.',
  introGuest:
    'Free entry. Choose your date and how many spots you need. We email you a code to confirm, then your tickets.',
  free: 'Free',
  whenTitle: 'Date',
  chooseDate: 'Choose a date',
  chooseShow: 'Choose a show',
  noDates: 'No upcoming dates available for this event.',
  ticketsTitle: 'Spots',
  soldOut: 'Sold out',
  notStarted: 'Not on sale yet',
  ended: 'Reservations closed',
  fewLeft: (n: number) => `Only ${n} left`,
  decrease: (name: string) => `Decrease ${name}`,
  increase: (name: string) => `Increase ${name}`,
  quantityOf: (name: string) => `${name} quantity`,
  detailsTitle: 'Your details',
  detailsHint: 'We send your tickets to this email.',
  phoneOptional: 'Phone number (optional)',
  phoneHint: 'A Kenyan mobile number, like 0712 345 678, if the host needs to reach you.',
  reserve: (count: number) => (count > 1 ? `Reserve ${count} spots` : 'Reserve my spot'),
  reserving: 'Reserving…',
  pickOne: 'Choose at least one spot.',
  totalSpots: 'Spots',
  total: 'Total',
  loadFailed: 'We could not load this event.',
  retry: 'Try again',
  eventGone: 'This event is no longer available.',
  code: {
    heading: 'Enter the code we emailed you',
    sentTo: (email: string) => `We sent a 6-digit code to ${email}.`,
    keep: (minutes: number) =>
      `Your spots are held for ${minutes} minutes. Type the code to keep them; if you do not, they go back to other guests.`,
    label: 'Code from the email',
    hint: 'Check your spam folder if it has not arrived in a minute.',
    confirm: 'Confirm my spots',
    confirming: 'Confirming…',
    invalid: 'Type the 6 digits from the email.',
    startAgain: 'Use another email or start again',
  },
  errors: {
    sold_out: 'Sorry, those spots just ran out. The numbers below are up to date: choose again.',
    buyer_limit_exceeded: 'You already have the most spots one person can reserve for this event.',
    order_limit_exceeded: 'That is more spots than one reservation allows. Choose fewer.',
    occurrence_not_found: 'That date is no longer available. Choose another.',
    event_not_on_sale: 'Reservations for this event are closed.',
    ticket_not_on_sale: 'One of these spots cannot be reserved right now.',
    quantity_invalid: 'One of the numbers is not allowed. Choose again.',
    validation_failed: 'Please check the highlighted fields.',
    confirmation_code_invalid: 'That code is not right. Check the latest email from us and type its 6 digits.',
    hold_expired: 'The time to confirm ran out and the spots went back. Please reserve again.',
  },
} as const;

export type TFreeReservationErrorKey = keyof typeof FR.errors;
