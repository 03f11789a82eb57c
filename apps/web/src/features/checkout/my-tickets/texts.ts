import type { OrderStatus } from '@tribe/contracts/checkout';

/** The words of My tickets (profile tab) and /resend-tickets, in one place so they can be translated later. */
export const MT = {
  upcoming: 'Upcoming',
  past: 'Past',
  emptyTitle: 'No tickets yet',
  emptyText: 'Tickets you buy or reserve show up here, ready to show at the door.',
  // The profile journey test looks for this link by name.
  browseEvents: 'Find events',
  noPast: 'Events you attended will be listed here.',
  loadFailed: 'We could not load your tickets.',
  retry: 'Try again',
  ticketCount: (n: number) => (n === 1 ? '1 ticket' : `${n} tickets`),
  showTickets: 'Show tickets',
  hideTickets: 'Hide tickets',
  openOrder: 'Open order',
  dateNotSet: 'Date not set',
  status: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    reserved: 'Reserved',
    failed: 'Payment failed',
    expired: 'Expired',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  } satisfies Record<OrderStatus, string>,
  loading: 'Loading your tickets',

  // /resend-tickets
  resendTitle: 'Resend my tickets',
  resendIntro: 'Lost the email with your tickets? Enter the address you used and we will send them again.',
  email: 'Email',
  send: 'Send my tickets',
  sending: 'Sending…',
  sentTitle: 'Check your inbox',
  sent: (email: string) =>
    `If we have tickets for ${email}, they are on their way. Check your inbox (and spam folder).`,
  sendAnother: 'Use another email',
  emailRequired: 'Enter your email address.',
  emailInvalid: 'Enter a valid email address, like name@example.com.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
  network: "We couldn't reach the server. Check your connection and try again.",
  unknown: 'Something went wrong. Please try again.',
} as const;
