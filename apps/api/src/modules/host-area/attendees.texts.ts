import en from '../../locales/en/attendees.json' with { type: 'json' };
import sw from '../../locales/sw/attendees.json' with { type: 'json' };
import { defineMessages, inRequestLanguage } from '../../lib/messages.js';
import { orderStatusWord } from '../../lib/status-words.js';

const ATTENDEE_MESSAGES = defineMessages('attendees', en, sw, {
  notRefundable: (status: string) => ({ status, word: orderStatusWord(status) }),
  csv: {
    /** One step of the History column: who sent the ticket to whom, and when (decision 051). */
    historyStep: (at: string, from: string | null, to: string | null) => ({ at, from: from ?? '?', to: to ?? '?' }),
  },
});

/** Every sentence the host's attendee and order API says to people, in the request's language; words in `locales/<language>/attendees.json`. */
export const ATTENDEE_TEXT = inRequestLanguage(ATTENDEE_MESSAGES);

const CSV = ATTENDEE_MESSAGES('en').csv;

/**
 * The CSV export, in English in every language (decision 026: the server builds it for
 * spreadsheets); its words are the `csv` group of the same files. No phone numbers, as the
 * privacy policy says.
 */
export const ATTENDEE_CSV_TEXT = {
  csvHeader: Object.values(CSV.header),
  ticketStatus: CSV.ticketStatus as Record<string, string>,
  historyStep: CSV.historyStep,
  /** The CSV's Source column: bought or reserved by the attendee, or given by the host. */
  orderSource: CSV.orderSource,
};
