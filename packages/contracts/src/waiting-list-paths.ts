/**
 * The waiting list's page addresses (decision 050), for the event page's ticket dialog and the
 * waiting-list pages alike (no schema library: both ship in the web bundle).
 */

/** The page a fan joins from, for a ticket type and date of an event. */
export function waitingListJoinPath(v: {
  eventId: number | string;
  ticketTypeId: number;
  typeName: string;
  selectedDate?: string | null | undefined;
  showTimeId?: number | null | undefined;
}): string {
  const q = new URLSearchParams({ event: String(v.eventId), type: String(v.ticketTypeId), name: v.typeName });
  if (v.selectedDate) q.set('date', v.selectedDate);
  if (v.showTimeId != null) q.set('show', String(v.showTimeId));
  return `/waiting-list?${q.toString()}`;
}

/** A place in line: its position, any open offer, and leaving. */
export const waitingListEntryPath = (token: string) => `/waiting-list/${encodeURIComponent(token)}`;
