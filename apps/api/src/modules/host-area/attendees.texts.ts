import { orderStatusSw } from '../../lib/status-words.js';
import { localized, type Widen } from '../../lib/translated.js';

/** Every sentence the host's attendee and order API says to people, in one place (in the request's language). */
const EN = {
  eventNotFound: 'Event not found. It may not exist or may belong to another host.',
  orderNotFound: 'Order not found. It may not exist or may be for another host’s event.',
  notRefundable: (status: string) =>
    status === 'reserved'
      ? 'This is a free reservation: there is no money to refund.'
      : `Only a paid order can be refunded; this one is ${status}.`,
  noPayment: 'This order has no settled payment to refund. Contact support.',
  notResendable: 'Only a paid order or a reservation has tickets to send.',
} as const;

const SW: Widen<typeof EN> = {
  eventNotFound: 'Tukio halikupatikana. Huenda halipo au ni la mwandaaji mwingine.',
  orderNotFound: 'Oda haikupatikana. Huenda haipo au ni ya tukio la mwandaaji mwingine.',
  notRefundable: (status: string) =>
    status === 'reserved'
      ? 'Hii ni nafasi ya bure iliyohifadhiwa: hakuna pesa za kurejesha.'
      : `Ni oda iliyolipiwa pekee inayoweza kurejeshewa pesa; hii ${orderStatusSw(status)}.`,
  noPayment: 'Oda hii haina malipo yaliyokamilika ya kurejesha. Wasiliana na huduma kwa wateja.',
  notResendable: 'Ni oda iliyolipiwa au nafasi iliyohifadhiwa pekee iliyo na tiketi za kutuma.',
};

export const ATTENDEE_TEXT = localized(EN, SW);

/**
 * The CSV export, in English in every language (decision 026: the server builds it for
 * spreadsheets). No phone numbers, as the privacy policy says.
 */
export const ATTENDEE_CSV_TEXT = {
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
    'History',
  ],
  ticketStatus: { valid: 'Valid', void: 'Void', reissued: 'Re-issued' } as Record<string, string>,
  /** One step of the History column: who sent the ticket to whom, and when (decision 051). */
  historyStep: (at: string, from: string | null, to: string | null) => `${at} ${from ?? '?'} -> ${to ?? '?'}`,
  /** The CSV's Source column: bought or reserved by the attendee, or given by the host. */
  orderSource: { checkout: 'Checkout', complimentary: 'Complimentary' },
} as const;
