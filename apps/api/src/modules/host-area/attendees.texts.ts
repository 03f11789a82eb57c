/** Every sentence the host's attendee and order API says to people, in one place. */
export const ATTENDEE_TEXT = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  orderNotFound: 'Order not found. It may not exist or may be for another host’s event.',
  notRefundable: (status: string) =>
    status === 'reserved'
      ? 'This is a free reservation: there is no money to refund.'
      : `Only a paid order can be refunded; this one is ${status}.`,
  noPayment: 'This order has no settled payment to refund. Contact support.',
  notResendable: 'Only a paid order or a reservation has tickets to send.',
  /** CSV header row (no phone numbers, as the privacy policy says). */
  csvHeader: [
    'Attendee name',
    'Attendee email',
    'Ticket type',
    'Ticket code (last 6)',
    'Order reference',
    'Order status',
    'Source',
    'Ticket status',
    'Event',
    'Date',
    'Checked in at',
    'Checked in by',
  ],
  ticketStatus: { valid: 'Valid', void: 'Void' } as Record<string, string>,
  /** The CSV's Source column: bought or reserved by the attendee, or given by the host. */
  orderSource: { checkout: 'Checkout', complimentary: 'Complimentary' },
} as const;
