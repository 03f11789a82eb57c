import type { TCheckInResult } from '@tribe/contracts/host-area';
import type { TStoredBundle } from './offline-store';
import { hashTicketCode, looksLikePayload, verifyTicketPayload } from './ticket-payload';

/** The calendar day of an instant on this device ('YYYY-MM-DD'): the door's "today". */
export const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The verdict on a scan made from the device's own list. */
export type TOfflineDecision =
  | {
      result: TCheckInResult;
      /** True when the ticket should be checked in here (and queued for the server). */
      admit: boolean;
      /** How the list names the ticket (SHA-256 of its code); null when no payload verified. */
      codeHash: string | null;
    }
  /**
   * A typed code, ticket code or SMS code: the list holds nothing to check it with (decisions 019,
   * 036), so it is never admitted offline, nor queued.
   */
  | { typedCode: true };

/**
 * The verdict on a scan from the device's own list, with no network, in the server's words:
 * a payload whose signature does not verify is forged; one for another event is wrong_event;
 * then its code is hashed and looked up in the list (which names tickets only by that hash):
 * not in it is not_found; one for a date that is not today is wrong_date; then the list says
 * refunded, cancelled, re-issued (sent to someone else), already checked in (on this device or before the download) or valid.
 * Anything typed is refused (`typedCode`), a ticket code or an SMS code alike: the list cannot
 * tell a real code from a made-up one. A list downloaded before decision 036 may still hold a
 * short hash of each SMS code (`smsCodeHash`); it is never read, since whoever copied the list
 * could find codes that match it.
 */
export async function decideOffline(
  stored: TStoredBundle,
  key: CryptoKey,
  text: string,
  now: Date,
): Promise<TOfflineDecision> {
  const { bundle } = stored;
  if (!looksLikePayload(text)) return { typedCode: true };
  const claims = await verifyTicketPayload(text, key);
  if (!claims) return { result: { outcome: 'forged' }, admit: false, codeHash: null };
  const codeHash = await hashTicketCode(claims.code);
  if (claims.eventId !== bundle.eventId) return { result: { outcome: 'wrong_event' }, admit: false, codeHash };
  const ticket = bundle.tickets.find((t) => t.codeHash === codeHash);
  if (!ticket) return { result: { outcome: 'not_found' }, admit: false, codeHash };
  const { occurrenceId } = claims;
  const shown = { code: ticket.shownCode, ticketTypeName: ticket.ticketTypeName, attendeeName: ticket.holderName };

  const occurrence = bundle.occurrences.find((o) => o.occurrenceId === occurrenceId);
  const start = occurrence?.startsAt ?? null;
  const end = occurrence?.endsAt ?? null;
  const today = localDay(now);
  // A date is 'today' from the day it starts to the day it ends (a night that runs past midnight).
  const onToday = start !== null && localDay(new Date(start)) <= today && today <= localDay(new Date(end ?? start));
  if (!occurrence || (start !== null && !onToday))
    return { result: { outcome: 'wrong_date', ticket: shown }, admit: false, codeHash };

  if (ticket.status === 'refunded') return { result: { outcome: 'refunded', ticket: shown }, admit: false, codeHash };
  if (ticket.status === 'cancelled') return { result: { outcome: 'cancelled', ticket: shown }, admit: false, codeHash };
  // Sent to someone else and re-issued since (decision 051): this code was replaced.
  if (ticket.status === 'reissued') return { result: { outcome: 'reissued', ticket: shown }, admit: false, codeHash };
  if (ticket.checkedInAt) {
    return {
      result: { outcome: 'already_checked_in', ticket: shown, checkedInAt: ticket.checkedInAt, checkedInBy: null },
      admit: false,
      codeHash,
    };
  }
  return {
    result: { outcome: 'valid', ticket: shown, checkedInAt: now.toISOString() },
    admit: true,
    codeHash,
  };
}
