import { localized } from '../../lib/translated.js';

/** What the ticket files API says to people, in the request's language. */
export const TICKETS_TEXT = localized(
  {
    noTicketsYet: 'This order has no tickets (yet).',
    noCalendarDate: 'This event has no date to add to a calendar yet.',
    noSuchTicket: 'This order has no such ticket.',
  } as const,
  {
    noTicketsYet: 'Oda hii haina tiketi (bado).',
    noCalendarDate: 'Tukio hili bado halina tarehe ya kuweka kwenye kalenda.',
    noSuchTicket: 'Oda hii haina tiketi hiyo.',
  },
);
