import { createHash } from 'node:crypto';
import {
  CHECK_IN_OFFLINE_VERSION,
  normaliseSmsCode,
  shownTicketCode,
  type TCheckInEvent,
  type TCheckInOccurrence,
  type TCheckInOfflineBundle,
  type TCheckInResult,
  type TCheckInSyncResult,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { giveSlotBack, RateLimitedError, takeSlot, type ThrottleRule } from '../../lib/throttle.js';
import { endReturnAtDoor } from '../checkout/index.js';
import { smsCodesFor, type TicketSigner } from '../tickets/index.js';
import type { HostAccess } from './host-access.js';
import {
  admitOnce,
  applyOfflineAdmission,
  findDeviceScan,
  findEventTicketKeys,
  findEventTickets,
  findHostEvent,
  findOccurrences,
  findScannableEvents,
  findTicketById,
  findTicketByCode,
  recordScan,
  type ScanTicket,
} from './check-in.repository.js';
import { CHECK_IN_TEXT as T } from './check-in.texts.js';
import { readTogether } from '../../db/read-together.js';

/**
 * Door check-in (issue 9, item 6). A ticket is admitted by one conditional UPDATE
 * (`checked_in_at IS NULL`), so two doors scanning it at once cannot both let it in; scans are
 * recorded in `check_in_scans`. A scanner limited to chosen events is refused (403) for others.
 * Devices with no signal check signatures with the public key and their downloaded list, then
 * send their admissions (sync): the earliest admission counts and a ticket let in at two doors is
 * answered and recorded as 'duplicate'.
 *
 * Codes are bearer secrets (whoever has one can make its QR code's text, less the signature),
 * so the door holds as few as it can (decision 019): a typed code is taken only from an owner or
 * a manager, a scanner must scan the signed QR code; the offline list names tickets by the
 * SHA-256 of their code, never the code; every answer shows the code's last 6 characters.
 *
 * SMS codes (decision 027) are short (50 bits) and derived, never stored: any door staff may
 * type one, and the server alone checks it (decision 036: the offline list holds nothing derived
 * from one, since a 50-bit code's hash can be walked back by whoever copies the list); every
 * lookup takes a slot of the person's wrong-code limit, online or in a sync.
 */

/** How long after its end an event is still offered to the door (late leavers, re-entry). */
export const CHECK_IN_GRACE_MS = 12 * 3600_000;
/** An offline scan's clock may run ahead; later than this past the server's time is taken as now. */
const CLOCK_SKEW_MS = 5 * 60_000;

export interface CheckInContext {
  db: Db;
  signer: TicketSigner;
}

/**
 * The event must be the acting host's (else 404) and, for a limited scanner, one of theirs (403).
 * @throws AppError event_not_found; forbidden
 */
async function doorEvent(db: Db, access: HostAccess, eventId: number) {
  const event = await findHostEvent(db, access.hostId, eventId);
  if (!event) throw new AppError('event_not_found', T.eventNotFound);
  if (access.scannerEventIds !== null && !access.scannerEventIds.includes(eventId))
    throw new AppError('forbidden', T.notYourEvent);
  return event;
}

/**
 * How the offline list names a ticket: SHA-256 of its code, lowercase hex (the door hashes the
 * code of a payload whose signature verified the same way). Unsalted: a code is 120 random bits,
 * so a hash cannot be walked back to one.
 */
export const ticketCodeHash = (code: string) => createHash('sha256').update(code, 'utf8').digest('hex');

/** Wrong SMS codes one person may type in a quarter of an hour before being made to wait. */
export const WRONG_SMS_CODES: ThrottleRule = { limit: 10, windowMs: 15 * 60_000 };
const wrongSmsKey = (userId: number) => `check-in-sms:${userId}`;

/**
 * The ticket of this event an SMS code names, if any: derived from every ticket of the event (an
 * HMAC each, microseconds), since the code is stored nowhere. The only way in for a typed SMS
 * code, online or synced: each lookup first takes a slot of the person's limit in one statement
 * (a read-then-add let 13 of 40 concurrent guesses through a limit of 10: issue 24), and a right
 * code gives it back, so only wrong ones count. 2^50 codes against 10 wrong a quarter of an hour
 * is what keeps them from being guessed (decision 036).
 * @throws RateLimitedError (too many wrong SMS codes)
 */
async function findTicketBySmsCode(ctx: CheckInContext, userId: number, eventId: number, smsCode: string, now: Date) {
  const slot = await takeSlot(ctx.db, wrongSmsKey(userId), WRONG_SMS_CODES, now);
  if (!slot.ok) throw new RateLimitedError(slot.retryAfterSeconds, T.tooManyWrongSmsCodes);
  const found = smsCodesFor(ctx.signer).find(await findEventTicketKeys(ctx.db, eventId), smsCode);
  const ticket = found ? await findTicketById(ctx.db, found.id) : undefined;
  if (ticket) await giveSlotBack(ctx.db, wrongSmsKey(userId));
  return ticket;
}

/** Who may check a ticket in by its typed code: people trusted with codes (not scanners). */
const maySendBareCodes = (access: HostAccess) => access.role === 'owner' || access.role === 'manager';

const publicTicket = (t: ScanTicket) => ({
  code: shownTicketCode(t.code),
  ticketTypeName: t.ticketTypeName,
  attendeeName: t.attendeeName,
});

/** What stops a ticket from entering this door, before its check-in state is looked at. */
type Refusal = 'wrong_event' | 'refunded' | 'cancelled' | 'reissued' | 'wrong_date';

/**
 * The state a ticket's own row gives it at the door, online and in the offline list alike: a
 * ticket voided by a re-issue says so (its holder sent it on; decision 051), before "cancelled".
 */
function ticketState(t: Pick<ScanTicket, 'status' | 'reissuedAt' | 'orderStatus'>) {
  if (t.orderStatus === 'refunded') return 'refunded' as const;
  if (t.status === 'void' && t.reissuedAt) return 'reissued' as const;
  if (t.status === 'void' || t.orderStatus === 'cancelled') return 'cancelled' as const;
  return 'valid' as const;
}

function refusal(t: ScanTicket, eventId: number, occurrenceKey: string | undefined): Refusal | null {
  if (t.eventId !== eventId) return 'wrong_event';
  const state = ticketState(t);
  if (state !== 'valid') return state;
  if (occurrenceKey && t.occurrenceKey !== occurrenceKey) return 'wrong_date';
  return null;
}

const displayName = (u: HostAccess['user']) =>
  [u.firstName, u.lastName].filter((s) => s && s.trim()).join(' ') || u.username;

/**
 * Checks one ticket in at the door, from its scanned QR payload (the Ed25519 signature is
 * verified: anything altered or made up is 'forged'), its SMS code (anyone at the door; wrong
 * ones are counted per person) or its typed ticket code (owners and managers only).
 * @throws AppError event_not_found; forbidden (a scanner limited to other events, or a scanner
 *   typing a ticket code); RateLimitedError (too many wrong SMS codes)
 */
export async function checkIn(
  ctx: CheckInContext,
  access: HostAccess,
  input: {
    payload?: string | undefined;
    code?: string | undefined;
    eventId: number;
    occurrenceKey?: string | undefined;
  },
  now: Date = new Date(),
): Promise<TCheckInResult> {
  await doorEvent(ctx.db, access, input.eventId);
  const smsCode = !input.payload && input.code ? normaliseSmsCode(input.code) : null;
  if (!input.payload && !smsCode && !maySendBareCodes(access)) throw new AppError('forbidden', T.typedCodeNeedsManager);
  let ticket: ScanTicket | undefined;
  if (smsCode) {
    ticket = await findTicketBySmsCode(ctx, access.user.id, input.eventId, smsCode, now);
    if (!ticket) return { outcome: 'not_found' };
  } else {
    let code = input.code?.trim() ?? '';
    if (input.payload) {
      const claims = ctx.signer.verify(input.payload.trim());
      if (!claims) return { outcome: 'forged' };
      code = claims.code;
    }
    ticket = code ? await findTicketByCode(ctx.db, code) : undefined;
  }
  if (!ticket) return { outcome: 'not_found' };
  // Another host's ticket: said to be for another event, with nothing about it.
  if (ticket.hostId !== access.hostId) return { outcome: 'wrong_event' };

  const refused = refusal(ticket, input.eventId, input.occurrenceKey);
  const record = (outcome: Refusal | 'valid' | 'already_checked_in') =>
    recordScan(ctx.db, {
      ticketId: ticket.id,
      eventId: input.eventId,
      userId: access.user.id,
      outcome,
      scannedAt: now,
    });
  if (refused) {
    await record(refused);
    return { outcome: refused, ticket: publicTicket(ticket) };
  }
  if (await admitOnce(ctx.db, ticket.id, access.user.id, now)) {
    await record('valid');
    // Returned for resale and used after all: the return ends (decision 054).
    await endReturnAtDoor(ctx.db, ticket.id, now);
    return {
      outcome: 'valid',
      ticket: publicTicket(ticket),
      checkedInAt: now.toISOString(),
      checkedInBy: displayName(access.user),
    };
  }
  // Someone was first (or the order changed meanwhile): say what the row says now.
  const fresh = (await findTicketById(ctx.db, ticket.id)) ?? ticket;
  const now2 = refusal(fresh, input.eventId, input.occurrenceKey);
  if (now2) {
    await record(now2);
    return { outcome: now2, ticket: publicTicket(fresh) };
  }
  await record('already_checked_in');
  return {
    outcome: 'already_checked_in',
    ticket: publicTicket(fresh),
    ...(fresh.checkedInAt ? { checkedInAt: fresh.checkedInAt.toISOString() } : {}),
    checkedInBy: fresh.checkedInByName,
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toOccurrence(o: { id: number; key: string; startsAt: Date | null; endsAt: Date | null }): TCheckInOccurrence {
  return { key: o.key, occurrenceId: o.id, startsAt: iso(o.startsAt), endsAt: iso(o.endsAt) };
}

/** Whether a date is today or ahead (not ended more than the grace ago). */
const notOver = (o: { startsAt: Date | null; endsAt: Date | null }, since: Date) => {
  const end = o.endsAt ?? (o.startsAt ? new Date(o.startsAt.getTime() + 6 * 3600_000) : null);
  return end === null || end.getTime() >= since.getTime();
};

/**
 * The events this person may scan now (today and upcoming), with their dates that have tickets,
 * the soonest date first (a recurring event by its next date, not its first), then those with no
 * dated tickets yet.
 */
export async function scannableEvents(db: Db, access: HostAccess, now: Date = new Date()): Promise<TCheckInEvent[]> {
  const since = new Date(now.getTime() - CHECK_IN_GRACE_MS);
  const rows = await findScannableEvents(db, access.hostId, access.scannerEventIds, since);
  const occ = await findOccurrences(
    db,
    rows.map((r) => r.id),
  );
  const list = rows.map((r) => ({
    id: r.id,
    title: r.title,
    imageUrl: r.imageUrl,
    location: r.location,
    occurrences: occ.filter((o) => o.eventId === r.id && notOver(o, since)).map(toOccurrence),
    ticketsTotal: r.ticketsTotal,
    checkedIn: r.checkedIn,
  }));
  const next = (e: TCheckInEvent) => {
    const at = e.occurrences.find((o) => o.startsAt)?.startsAt;
    return at ? Date.parse(at) : Number.POSITIVE_INFINITY;
  };
  // Stable: events with the same next date keep the database's order.
  return list.sort((a, b) => {
    const [x, y] = [next(a), next(b)];
    return x === y ? 0 : x < y ? -1 : 1;
  });
}

/**
 * What a door needs to work with no network, and nothing more (decisions 015, 019, 036): the
 * dates, the public key, and per ticket the SHA-256 of its code (never the code), its shown end,
 * date, type, holder's name, state and check-in time. Nothing derived from its SMS code (a typed
 * one is checked online only), no emails, phones or orders.
 * @throws AppError event_not_found; forbidden
 */
export async function offlineBundle(
  ctx: CheckInContext,
  access: HostAccess,
  eventId: number,
  now: Date = new Date(),
): Promise<TCheckInOfflineBundle> {
  const event = await doorEvent(ctx.db, access, eventId);
  const [occ, rows] = await readTogether(
    ctx.db,
    () => findOccurrences(ctx.db, [eventId]),
    () => findEventTickets(ctx.db, eventId),
  );
  const lastEnd =
    event.lastEndsAt ??
    occ.reduce<Date | null>((m, o) => {
      const e = o.endsAt ?? o.startsAt;
      return e && (!m || e > m) ? e : m;
    }, null) ??
    event.endDate ??
    event.startDate;
  return {
    version: CHECK_IN_OFFLINE_VERSION,
    eventId,
    occurrences: occ.map(toOccurrence),
    publicKey: ctx.signer.publicKeyPem(),
    tickets: rows.map((t) => ({
      codeHash: ticketCodeHash(t.code),
      shownCode: shownTicketCode(t.code),
      occurrenceId: t.occurrenceId,
      ticketTypeName: t.ticketTypeName,
      holderName: t.holderName,
      status: ticketState(t),
      checkedInAt: iso(t.checkedInAt),
    })),
    generatedAt: now.toISOString(),
    wipeAfter: lastEnd ? new Date(lastEnd.getTime() + CHECK_IN_GRACE_MS).toISOString() : null,
  };
}

/**
 * Applies the admissions a device made with no network, oldest first. Each scan carries the QR
 * payload it admitted, whose signature is checked again ('forged' otherwise), or an SMS code a
 * door queued before decision 036 (looked up under the person's wrong-code limit like a typed one:
 * 'not_found' when it names no ticket or the limit is reached, nothing applied); a bare code is
 * taken from an owner or a manager only ('unsigned' for a scanner, nothing applied). Each is
 * recorded once (a retried sync answers the same); the earliest admission of a ticket is the one
 * that counts; an admission of a ticket already let in (at another door, or earlier) is
 * 'duplicate'. Answers come in the order sent, each naming the code's shown end.
 * @throws AppError event_not_found; forbidden
 */
export async function syncOfflineScans(
  ctx: CheckInContext,
  access: HostAccess,
  input: {
    eventId: number;
    scans: {
      payload?: string | undefined;
      code?: string | undefined;
      smsCode?: string | undefined;
      scannedAt: string;
      deviceId: string;
    }[];
  },
  now: Date = new Date(),
): Promise<TCheckInSyncResult> {
  await doorEvent(ctx.db, access, input.eventId);
  const scans = input.scans
    .map((s, i) => {
      const at = new Date(s.scannedAt);
      return { ...s, i, at: at.getTime() > now.getTime() + CLOCK_SKEW_MS ? now : at };
    })
    .sort((a, b) => a.at.getTime() - b.at.getTime() || a.i - b.i);
  const results: TCheckInSyncResult['results'] = new Array(scans.length);
  const smsGuess = (sms: string) =>
    findTicketBySmsCode(ctx, access.user.id, input.eventId, sms, now).catch((err: unknown) => {
      if (err instanceof RateLimitedError) return undefined;
      throw err;
    });
  const answer = (
    i: number,
    code: string,
    outcome: TCheckInSyncResult['results'][number]['outcome'],
    at: Date | null,
  ) => (results[i] = { code: shownTicketCode(code), outcome, firstCheckedInAt: iso(at) });
  for (const s of scans) {
    let code = s.code ?? '';
    if (s.payload) {
      const claims = ctx.signer.verify(s.payload);
      if (!claims) {
        answer(s.i, '', 'forged', null);
        continue;
      }
      code = claims.code;
    } else if (s.smsCode) {
      // Queued by a door from before decision 036. Unlimited, a sync of 2000 scans would be 2000
      // free guesses: it takes the same slots as a code typed online, and past the limit the
      // rest are not looked up.
      const sms = normaliseSmsCode(s.smsCode);
      const found = sms ? await smsGuess(sms) : undefined;
      if (!found) {
        answer(s.i, '', 'not_found', null);
        continue;
      }
      code = found.code;
    } else if (!maySendBareCodes(access)) {
      answer(s.i, code, 'unsigned', null);
      continue;
    }
    const ticket = await findTicketByCode(ctx.db, code);
    if (!ticket || ticket.hostId !== access.hostId) {
      answer(s.i, code, ticket ? 'wrong_event' : 'not_found', null);
      continue;
    }
    const refused = refusal(ticket, input.eventId, undefined);
    if (refused) {
      await recordScan(ctx.db, {
        ticketId: ticket.id,
        eventId: input.eventId,
        userId: access.user.id,
        outcome: refused,
        scannedAt: s.at,
        deviceId: s.deviceId,
        offline: true,
      });
      answer(s.i, code, refused, ticket.checkedInAt);
      continue;
    }
    const outcome = await ctx.db.transaction(async (tx) => {
      const seen = await findDeviceScan(tx, ticket.id, s.deviceId, s.at);
      if (seen) return seen.outcome === 'duplicate' ? 'duplicate' : 'valid';
      const { before } = await applyOfflineAdmission(tx, ticket.id, access.user.id, s.at);
      const o = before === null ? ('valid' as const) : ('duplicate' as const);
      await recordScan(tx, {
        ticketId: ticket.id,
        eventId: input.eventId,
        userId: access.user.id,
        outcome: o,
        scannedAt: s.at,
        deviceId: s.deviceId,
        offline: true,
      });
      return o;
    });
    if (outcome === 'valid') await endReturnAtDoor(ctx.db, ticket.id, now);
    const fresh = await findTicketById(ctx.db, ticket.id);
    answer(s.i, code, outcome, fresh?.checkedInAt ?? null);
  }
  return { results };
}
