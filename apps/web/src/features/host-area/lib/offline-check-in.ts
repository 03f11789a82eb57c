import type { TCheckInResult } from '@tribe/contracts/host-area';
import type { TStoredBundle } from './offline-store';
import { looksLikePayload, verifyTicketPayload } from './ticket-payload';

/** The calendar day of an instant on this device ('YYYY-MM-DD'): the door's "today". */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The verdict on a scan from the device's own list, with no network, in the server's words:
 * a payload whose signature does not verify is forged; one for another event is wrong_event;
 * one for a date that is not today is wrong_date; then the list says refunded, cancelled,
 * already checked in (on this device or before the download) or valid. A typed code is looked
 * up the same way without the signature. `admit` is true when the ticket should be checked in
 * (and queued for the server).
 */
export async function decideOffline(
  stored: TStoredBundle,
  key: CryptoKey,
  text: string,
  now: Date,
): Promise<{ result: TCheckInResult; admit: boolean; code: string | null }> {
  const { bundle } = stored;
  let code: string;
  let occurrenceId: number | null = null;
  if (looksLikePayload(text)) {
    const claims = await verifyTicketPayload(text, key);
    if (!claims) return { result: { outcome: 'forged' }, admit: false, code: null };
    if (claims.eventId !== bundle.eventId)
      return { result: { outcome: 'wrong_event' }, admit: false, code: claims.code };
    code = claims.code;
    occurrenceId = claims.occurrenceId;
  } else {
    code = text.trim();
  }
  const wanted = code.toUpperCase();
  const ticket = bundle.tickets.find((t) => t.code.toUpperCase() === wanted);
  if (!ticket) return { result: { outcome: 'not_found' }, admit: false, code };
  const shown = { code: ticket.code, ticketTypeName: ticket.ticketTypeName, attendeeName: ticket.holderName };

  const occurrence = bundle.occurrences.find((o) => o.occurrenceId === (occurrenceId ?? ticket.occurrenceId));
  const start = occurrence?.startsAt ?? null;
  const end = occurrence?.endsAt ?? null;
  const today = localDay(now);
  // A date is 'today' from the day it starts to the day it ends (a night that runs past midnight).
  const onToday = start !== null && localDay(new Date(start)) <= today && today <= localDay(new Date(end ?? start));
  if (!occurrence || (start !== null && !onToday))
    return { result: { outcome: 'wrong_date', ticket: shown }, admit: false, code };

  if (ticket.status === 'refunded') return { result: { outcome: 'refunded', ticket: shown }, admit: false, code };
  if (ticket.status === 'cancelled') return { result: { outcome: 'cancelled', ticket: shown }, admit: false, code };
  if (ticket.checkedInAt) {
    return {
      result: { outcome: 'already_checked_in', ticket: shown, checkedInAt: ticket.checkedInAt, checkedInBy: null },
      admit: false,
      code,
    };
  }
  return {
    result: { outcome: 'valid', ticket: shown, checkedInAt: now.toISOString() },
    admit: true,
    code: ticket.code,
  };
}
