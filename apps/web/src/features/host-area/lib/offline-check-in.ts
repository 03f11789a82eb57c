import type { TCheckInResult } from '@tribe/contracts/host-area';
import { normaliseSmsCode, smsCodePackHash } from '@tribe/contracts/sms-code';
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
      /** A typed SMS code (canonical): what is queued for the server instead of a payload. */
      smsCode?: string;
    }
  /** A typed code: the list holds no codes to compare it with, so it is never admitted offline. */
  | { typedCode: true };

/**
 * The verdict on a scan from the device's own list, with no network, in the server's words:
 * a payload whose signature does not verify is forged; one for another event is wrong_event;
 * then its code is hashed and looked up in the list (which names tickets only by that hash):
 * not in it is not_found; one for a date that is not today is wrong_date; then the list says
 * refunded, cancelled, already checked in (on this device or before the download) or valid.
 * A typed ticket code is refused (`typedCode`): the list cannot tell a real code from a made-up
 * one. A typed SMS code (decision 027) is normalised, hashed as the server hashed the list's
 * (`smsCodePackHash`) and looked up the same way; one that matches nothing is not_found.
 */
export async function decideOffline(
  stored: TStoredBundle,
  key: CryptoKey,
  text: string,
  now: Date,
): Promise<TOfflineDecision> {
  const { bundle } = stored;
  const smsCode = looksLikePayload(text) ? null : normaliseSmsCode(text);
  let occurrenceId: number;
  let codeHash: string;
  let ticket: TStoredBundle['bundle']['tickets'][number] | undefined;
  // A list made before SMS codes has no hashes for them: nothing to compare a typed one with.
  if (smsCode && !bundle.tickets.some((t) => t.smsCodeHash)) return { typedCode: true };
  if (smsCode) {
    const smsHash = await smsCodePackHash(bundle.eventId, smsCode);
    ticket = bundle.tickets.find((t) => t.smsCodeHash === smsHash);
    if (!ticket) return { result: { outcome: 'not_found' }, admit: false, codeHash: null, smsCode };
    codeHash = ticket.codeHash;
    occurrenceId = ticket.occurrenceId;
  } else {
    if (!looksLikePayload(text)) return { typedCode: true };
    const claims = await verifyTicketPayload(text, key);
    if (!claims) return { result: { outcome: 'forged' }, admit: false, codeHash: null };
    codeHash = await hashTicketCode(claims.code);
    if (claims.eventId !== bundle.eventId) return { result: { outcome: 'wrong_event' }, admit: false, codeHash };
    ticket = bundle.tickets.find((t) => t.codeHash === codeHash);
    if (!ticket) return { result: { outcome: 'not_found' }, admit: false, codeHash };
    occurrenceId = claims.occurrenceId;
  }
  const sms = smsCode ? { smsCode } : {};
  const shown = { code: ticket.shownCode, ticketTypeName: ticket.ticketTypeName, attendeeName: ticket.holderName };

  const occurrence = bundle.occurrences.find((o) => o.occurrenceId === occurrenceId);
  const start = occurrence?.startsAt ?? null;
  const end = occurrence?.endsAt ?? null;
  const today = localDay(now);
  // A date is 'today' from the day it starts to the day it ends (a night that runs past midnight).
  const onToday = start !== null && localDay(new Date(start)) <= today && today <= localDay(new Date(end ?? start));
  if (!occurrence || (start !== null && !onToday))
    return { result: { outcome: 'wrong_date', ticket: shown }, admit: false, codeHash, ...sms };

  if (ticket.status === 'refunded')
    return { result: { outcome: 'refunded', ticket: shown }, admit: false, codeHash, ...sms };
  if (ticket.status === 'cancelled')
    return { result: { outcome: 'cancelled', ticket: shown }, admit: false, codeHash, ...sms };
  if (ticket.checkedInAt) {
    return {
      result: { outcome: 'already_checked_in', ticket: shown, checkedInAt: ticket.checkedInAt, checkedInBy: null },
      admit: false,
      codeHash,
      ...sms,
    };
  }
  return {
    result: { outcome: 'valid', ticket: shown, checkedInAt: now.toISOString() },
    admit: true,
    codeHash,
    ...sms,
  };
}
