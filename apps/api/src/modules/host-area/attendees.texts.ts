import en from '../../locales/en/attendees.json' with { type: 'json' };
import sw from '../../locales/sw/attendees.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import { orderStatusWord } from '../../lib/status-words.js';

/** Every sentence the host's attendee and order API says to people, in the request's language; words in `locales/<language>/attendees.json`. */
export const ATTENDEE_TEXT = inRequestLanguage(
  defineMessages('attendees', en, sw, {
    notRefundable: (status: string) => ({ status, word: orderStatusWord(status) }),
  }),
);

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
