import { COMPLIMENTARY_MAX_QUANTITY } from '@tribe/contracts/complimentary';

/** Every word of the guest-ticket (complimentary) screens, in one place for translation. */
export const CT = {
  addGuestTickets: 'Add guest tickets',
  dialogTitle: 'Add guest tickets',
  dialogText: 'Free tickets for a guest, emailed to them at once. They take places like any ticket and earn nothing.',
  event: 'Event',
  chooseEvent: 'Choose an event',
  noEvents: 'You have no published events to give tickets for.',
  date: 'Date',
  on: (when: string) => `On ${when}`,
  show: 'Show',
  chooseDate: 'Choose a date',
  chooseShow: 'Choose a show',
  ticketType: 'Ticket type',
  chooseTicketType: 'Choose a ticket type',
  placesLeft: (n: number | null) => (n === null ? 'no limit' : n === 0 ? 'full' : `${n} left`),
  typeOption: (name: string, left: string) => `${name} (${left})`,
  quantity: 'Number of tickets',
  quantityHint: `1 to ${COMPLIMENTARY_MAX_QUANTITY}. Not limited by the per-buyer cap.`,
  name: 'Guest’s name',
  email: 'Guest’s email',
  emailHint: 'The tickets (PDF and calendar file) are sent here.',
  submit: (n: number) => `Send ${n} guest ${n === 1 ? 'ticket' : 'tickets'}`,
  sending: 'Sending…',
  cancel: 'Cancel',
  close: 'Close',
  loading: 'Loading dates and ticket types…',
  loadFailed: 'The dates and ticket types could not be loaded.',
  retry: 'Try again',
  noDates: 'This event has no dates ahead to give tickets for.',
  sent: (n: number, email: string) => `${n} guest ${n === 1 ? 'ticket' : 'tickets'} sent to ${email}`,
  errors: {
    required: 'Fill this in.',
    quantity: `Enter a number from 1 to ${COMPLIMENTARY_MAX_QUANTITY}.`,
    email: 'Enter an email address like name@example.com.',
    tooMany: (left: number) =>
      left === 0
        ? 'No places are left for this ticket type on this date.'
        : `Only ${left} left for this ticket type on this date.`,
    network: 'No connection. Check your internet and try again; the tickets will not be sent twice.',
    generic: 'The tickets could not be sent. Try again.',
  },

  // The order's marker and revocation
  complimentary: 'Complimentary',
  givenBy: (name: string) => `Given by ${name}`,
  revoke: 'Revoke',
  revokeTitle: (reference: string) => `Revoke guest tickets ${reference}?`,
  revokeText: (tickets: number, name: string) =>
    `The ${tickets === 1 ? 'ticket stops' : `${tickets} tickets stop`} working at the door, the ${tickets === 1 ? 'place goes' : 'places go'} back on sale, and ${name} gets a short email saying so.`,
  revokeConfirm: 'Revoke tickets',
  revoking: 'Revoking…',
  keep: 'Keep them',
  revoked: (reference: string) => `Guest tickets ${reference} revoked`,
  revokeErrors: {
    order_not_found: 'This order was not found.',
    order_not_revocable: 'Only guest tickets you gave can be revoked.',
  } as Record<string, string>,
} as const;
