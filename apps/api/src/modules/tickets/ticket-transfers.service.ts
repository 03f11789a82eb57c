import { createHash, randomBytes } from 'node:crypto';
import {
  MAX_TRANSFERS_PER_TICKET,
  TRANSFER_LAPSE_HOURS,
  TRANSFERS_PER_DAY,
  type TReceivedTickets,
  type THostTransfer,
  type TSentTransfer,
  type TTransferOffer,
  type TTransferRequest,
} from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { Db } from '../../db/client.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { AppError } from '../../lib/errors.js';
import { RateLimitedError, takeSlot, type ThrottleRule } from '../../lib/throttle.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { ticketView } from '../checkout/index.js';
import type { TicketSigner } from './ticket-signing.js';
import { announceReissued, reissueTickets } from './ticket-reissue.js';
import {
  endTransfer,
  eventTransfers,
  findHeldTickets,
  findLapsedTransfers,
  findTransferById,
  findTransferByTokenHash,
  historyOf,
  insertTransfer,
  receivedTicketRows,
  recordNewTickets,
  releaseTickets,
  sentTransfersOf,
  takeTicketsForTransfer,
  transferTickets,
  type Holder,
  type TransferRow,
} from './ticket-transfers.repository.js';
import { TRANSFER_TEXT as T } from './ticket-transfers.texts.js';

/**
 * Tickets sent to a friend (issue 27, item 4; decision 051). The holder sends tickets to a phone
 * or an email; the link's token is mailed or texted (through `ticket.transfer_sent`); the
 * recipient accepts it signed in, and the tickets are re-issued to them (ticket-reissue.ts). The
 * sender may cancel while it waits; it lapses at the date's start or after TRANSFER_LAPSE_HOURS.
 * Every step is on the audit record, in the step's transaction.
 */

export interface TransferContext {
  db: Db;
  signer: TicketSigner;
  events: DomainEventBus;
  requestId?: string | null;
}

/** The person acting: their account as the session has it. */
export interface TransferUser extends Holder {
  firstName: string | null;
  lastName: string | null;
  username: string;
  phone: string | null;
}

/** Sendings one account may start in a day (on top of the route's own rate limit). */
export const TRANSFER_DAY_LIMIT: ThrottleRule = { limit: TRANSFERS_PER_DAY, windowMs: 24 * 3600_000 };

const LAPSE_MS = TRANSFER_LAPSE_HOURS * 3600_000;

export const hashTransferToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

const nameOf = (u: Pick<TransferUser, 'firstName' | 'lastName' | 'username'>) =>
  [u.firstName, u.lastName].filter((s) => s && s.trim()).join(' ') || u.username;

const actorOf = (ctx: TransferContext, userId: number): AuditActor => ({
  kind: 'user',
  userId,
  requestId: ctx.requestId ?? null,
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Sends tickets the person holds to an email or a phone. All the tickets must be theirs, for one
 * date that has not started, valid, not checked in, in no open transfer, and sent on fewer than
 * MAX_TRANSFERS_PER_TICKET times; the host must allow transfers; not to the sender's own email
 * or phone. Answers the transfer and its link's token (announced once, never stored).
 * @throws AppError ticket_not_transferable (404 words: not theirs) as not_found; transfers_off;
 *   ticket_not_transferable; transfer_to_self; transfer_limit_reached; RateLimitedError
 */
export async function sendTransfer(
  ctx: TransferContext,
  user: TransferUser,
  input: TTransferRequest & { locale: TLocale },
  now: Date = new Date(),
): Promise<TSentTransfer> {
  const ids = [...new Set(input.ticketIds)];
  const rows = await findHeldTickets(ctx.db, user, ids);
  if (rows.length !== ids.length) throw new AppError('not_found', T.notYourTickets);
  const first = rows[0]!;
  if (rows.some((r) => r.occurrenceId !== first.occurrenceId)) throw new AppError('bad_request', T.oneDate);
  if (!first.transfersAllowed) throw new AppError('transfers_off', T.transfersOff);
  if (first.startsAt && first.startsAt.getTime() <= now.getTime())
    throw new AppError('ticket_not_transferable', T.started);
  for (const r of rows) {
    if (r.checkedInAt) throw new AppError('ticket_not_transferable', T.checkedIn);
    if (r.status !== 'valid') throw new AppError('ticket_not_transferable', T.voided);
    if (r.pendingTransferId !== null && r.pendingStatus === 'pending' && r.pendingExpiresAt! > now)
      throw new AppError('ticket_not_transferable', T.alreadyPending);
    if (r.transferCount >= MAX_TRANSFERS_PER_TICKET) throw new AppError('transfer_limit_reached', T.tooManyHands);
  }
  const toEmail = input.email ?? null;
  const toPhone = input.phone ?? null;
  if (
    (toEmail && toEmail === user.email.toLowerCase()) ||
    (toPhone && (toPhone === user.phone || rows.some((r) => r.buyerPhone === toPhone)))
  )
    throw new AppError('transfer_to_self', T.toSelf);

  const slot = await takeSlot(ctx.db, `ticket-transfers:${user.id}`, TRANSFER_DAY_LIMIT, now);
  if (!slot.ok) throw new RateLimitedError(slot.retryAfterSeconds, T.perDay);

  const token = randomBytes(24).toString('base64url');
  const lapse = now.getTime() + LAPSE_MS;
  const expiresAt = new Date(first.startsAt ? Math.min(lapse, first.startsAt.getTime()) : lapse);
  const transfer = await ctx.db.transaction(async (tx) => {
    const made = await insertTransfer(tx, {
      tokenHash: hashTransferToken(token),
      eventId: first.eventId,
      occurrenceId: first.occurrenceId,
      fromUserId: user.id,
      fromName: nameOf(user),
      toEmail,
      toPhone,
      locale: input.locale,
      expiresAt,
      createdAt: now,
    });
    const taken = await takeTicketsForTransfer(tx, made.id, ids, now);
    // Someone was quicker (a second sending, a check-in): nothing of this one stays.
    if (taken.length !== ids.length) throw new AppError('ticket_not_transferable', T.alreadyPending);
    await recordAudit(tx, {
      actor: actorOf(ctx, user.id),
      hostId: first.hostId,
      action: 'ticket.transfer_sent',
      subject: { type: 'ticket_transfer', id: made.id },
      details: { ticketIds: ids, to: toEmail ? 'email' : 'phone', expiresAt: expiresAt.toISOString() },
      at: now,
    });
    return made;
  });
  await ctx.events.announce('ticket.transfer_sent', { transferId: transfer.id, token });
  const [view] = await sentViews(ctx.db, [{ transfer, title: first.title, startsAt: first.startsAt }]);
  return view!;
}

async function sentViews(
  db: Db,
  rows: { transfer: TransferRow; title: string; startsAt: Date | null }[],
): Promise<TSentTransfer[]> {
  const tickets = await transferTickets(
    db,
    rows.map((r) => r.transfer.id),
  );
  return rows.map(({ transfer: t, title, startsAt }) => {
    const mine = tickets.filter((x) => x.transferId === t.id);
    return {
      id: t.id,
      status: t.status,
      to: t.toEmail ?? t.toPhone ?? '',
      eventTitle: title,
      occurrenceStartsAt: iso(startsAt),
      ticketIds: mine.map((x) => x.ticketId),
      ticketCount: mine.length,
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
      acceptedAt: iso(t.acceptedAt),
    };
  });
}

/** The transfers this person sent, newest first (a lapsed one reads as lapsed before the job runs). */
export async function sentTransfers(ctx: Pick<TransferContext, 'db'>, userId: number, now: Date = new Date()) {
  const rows = await sentTransfersOf(ctx.db, userId);
  const views = await sentViews(ctx.db, rows);
  return views.map((v) =>
    v.status === 'pending' && Date.parse(v.expiresAt) <= now.getTime() ? { ...v, status: 'lapsed' as const } : v,
  );
}

/**
 * The sender takes a transfer back while it waits: its tickets are theirs again, as they were.
 * @throws AppError transfer_not_found (not theirs, or none); transfer_not_open (accepted, lapsed
 *   or cancelled already)
 */
export async function cancelTransfer(ctx: TransferContext, userId: number, id: number, now: Date = new Date()) {
  const found = await findTransferById(ctx.db, id);
  if (!found || found.transfer.fromUserId !== userId) throw new AppError('transfer_not_found', T.notFound);
  await ctx.db.transaction(async (tx) => {
    const ended = await endTransfer(tx, id, 'cancelled', now, { userId });
    if (!ended) throw new AppError('transfer_not_open', T.notOpen);
    await releaseTickets(tx, id);
    await recordAudit(tx, {
      actor: actorOf(ctx, userId),
      hostId: found.hostId,
      action: 'ticket.transfer_cancelled',
      subject: { type: 'ticket_transfer', id },
      at: now,
    });
  });
}

/**
 * What a link offers, for the page the recipient opens (anyone with the link may read it).
 * @throws AppError transfer_not_found
 */
export async function transferOffer(ctx: Pick<TransferContext, 'db'>, token: string, now: Date = new Date()) {
  const found = await findTransferByTokenHash(ctx.db, hashTransferToken(token));
  if (!found) throw new AppError('transfer_not_found', T.notFound);
  const { transfer: t, event } = found;
  const lapsed = t.status === 'pending' && t.expiresAt.getTime() <= now.getTime();
  const tickets = await transferTickets(ctx.db, [t.id]);
  const offer: TTransferOffer = {
    status: lapsed ? 'lapsed' : t.status,
    open: t.status === 'pending' && !lapsed,
    fromName: t.fromName,
    toKind: t.toEmail ? 'email' : 'phone',
    toEmail: t.toEmail,
    event: {
      id: event.id,
      title: event.title,
      imageUrl: event.imageUrl,
      location: event.location,
      timeZone: event.timeZone,
    },
    occurrenceStartsAt: iso(found.startsAt),
    tickets: tickets.map((x) => ({ ticketTypeName: x.typeName })),
    expiresAt: t.expiresAt.toISOString(),
  };
  return offer;
}

/**
 * The recipient accepts: the transfer ends as accepted (one statement: of two accepts, or an
 * accept and a cancel, one wins) and its tickets are re-issued to them in the same transaction.
 * An email transfer needs the account with that email, verified; a phone transfer the link.
 * @throws AppError transfer_not_found; transfer_wrong_account; transfer_to_self (the sender);
 *   transfer_expired (lapsed); transfer_not_open; ticket_not_transferable (a ticket changed)
 */
export async function acceptTransfer(
  ctx: TransferContext,
  user: TransferUser,
  token: string,
  now: Date = new Date(),
): Promise<{ ticketIds: number[] }> {
  const found = await findTransferByTokenHash(ctx.db, hashTransferToken(token));
  if (!found) throw new AppError('transfer_not_found', T.notFound);
  const { transfer, event } = found;
  if (transfer.fromUserId === user.id) throw new AppError('transfer_to_self', T.ownTransfer);
  if (transfer.toEmail && (transfer.toEmail !== user.email.toLowerCase() || !user.emailVerifiedAt))
    throw new AppError('transfer_wrong_account', T.wrongEmail(transfer.toEmail));
  if (transfer.status !== 'pending') throw new AppError('transfer_not_open', T.notOpen);
  if (transfer.expiresAt.getTime() <= now.getTime()) throw new AppError('transfer_expired', T.lapsed);
  const ticketIds = (await transferTickets(ctx.db, [transfer.id])).map((x) => x.ticketId);

  const done = await ctx.db.transaction(async (tx) => {
    const ended = await endTransfer(tx, transfer.id, 'accepted', now, { userId: user.id });
    if (!ended) throw new AppError('transfer_not_open', T.notOpen);
    const reissued = await reissueTickets(tx, {
      ticketIds,
      holder: { userId: user.id, name: nameOf(user), email: user.email },
      inTransfer: transfer.id,
      now,
      changed: () => new AppError('ticket_not_transferable', T.changed),
    });
    await recordNewTickets(
      tx,
      transfer.id,
      reissued.tickets.map((p) => ({ from: p.fromTicketId, to: p.toTicketId })),
    );
    const actor = actorOf(ctx, user.id);
    await recordAudit(tx, {
      actor,
      hostId: event.hostId,
      action: 'ticket.transfer_accepted',
      subject: { type: 'ticket_transfer', id: transfer.id },
      at: now,
    });
    await recordAudit(tx, {
      actor,
      hostId: event.hostId,
      action: 'tickets.reissued',
      subject: { type: 'ticket_transfer', id: transfer.id },
      details: { reason: 'transfer', tickets: reissued.tickets },
      at: now,
    });
    return reissued;
  });
  await announceReissued(ctx.events, done, 'transfer');
  return { ticketIds: done.tickets.map((p) => p.toTicketId) };
}

/**
 * Ends the transfers whose time is up (the date started, or TRANSFER_LAPSE_HOURS passed): their
 * tickets stay the sender's. Each is its own transaction; one another process ended first is
 * skipped. Answers how many lapsed.
 */
export async function lapseTransfers(ctx: Pick<TransferContext, 'db'>, now: Date = new Date(), limit = 200) {
  let lapsed = 0;
  for (const due of await findLapsedTransfers(ctx.db, now, limit)) {
    await ctx.db.transaction(async (tx) => {
      const ended = await endTransfer(tx, due.id, 'lapsed', now, null);
      if (!ended) return;
      await releaseTickets(tx, due.id);
      await recordAudit(tx, {
        actor: { kind: 'system' },
        hostId: due.hostId,
        action: 'ticket.transfer_lapsed',
        subject: { type: 'ticket_transfer', id: due.id },
        at: now,
      });
      lapsed += 1;
    });
  }
  return lapsed;
}

/** The tickets others sent this person, one group per order and date, soonest first. */
export async function receivedTickets(
  ctx: Pick<TransferContext, 'db' | 'signer'>,
  userId: number,
): Promise<TReceivedTickets[]> {
  const rows = await receivedTicketRows(ctx.db, userId);
  const groups = new Map<string, TReceivedTickets>();
  for (const r of rows) {
    const key = `${r.reference}:${r.occurrence.id}`;
    let group = groups.get(key);
    if (!group) {
      const o = r.occurrence;
      group = {
        reference: r.reference,
        fromName: r.fromName,
        event: {
          id: r.event.id,
          externalId: r.event.externalId,
          title: r.event.title,
          imageUrl: r.event.imageUrl,
          location: r.event.location,
          address: r.event.address,
          timeZone: r.event.timeZone,
        },
        occurrence: {
          key: o.occurrenceKey,
          date: o.occurrenceKey === 'single' || o.occurrenceKey.startsWith('show:') ? null : o.occurrenceKey,
          showTimeId: o.showTimeId,
          startsAt: iso(o.startsAt),
          endsAt: iso(o.endsAt),
        },
        tickets: [],
      };
      groups.set(key, group);
    }
    group.tickets.push(ticketView(r.ticket, r.typeName, ctx.signer));
  }
  return [...groups.values()];
}

/** The transfers of one of the host's events (the host's side, item 5). */
export async function hostEventTransfers(db: Db, hostId: number, eventId: number): Promise<THostTransfer[]> {
  const rows = await eventTransfers(db, hostId, eventId);
  return rows.map((r) => ({
    id: r.transfer.id,
    status: r.transfer.status,
    fromName: r.transfer.fromName,
    toName:
      r.transfer.toUserId === null
        ? null
        : [r.toFirst, r.toLast].filter((s) => s && s.trim()).join(' ') || (r.toUsername ?? null),
    ticketCount: r.count,
    createdAt: r.transfer.createdAt.toISOString(),
    expiresAt: r.transfer.expiresAt.toISOString(),
    acceptedAt: iso(r.transfer.acceptedAt),
  }));
}

/** What the link's mail or SMS says about a transfer (mail and SMS read it when it is sent). */
export async function transferNotice(db: Db, transferId: number) {
  const found = await findTransferById(db, transferId);
  if (!found) return null;
  const tickets = await transferTickets(db, [transferId]);
  const t = found.transfer;
  return {
    toEmail: t.toEmail,
    toPhone: t.toPhone,
    locale: t.locale,
    fromName: t.fromName,
    title: found.title,
    startsAt: found.startsAt,
    timeZone: found.timeZone,
    ticketCount: tickets.length,
    expiresAt: t.expiresAt,
  };
}

/** The page a transfer's link opens. */
export const transferUrl = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/transfers/${token}`;

/**
 * Each ticket's history, by ticket id: the transfers along the chain of tickets it replaced,
 * oldest first (the host's attendee list and its CSV). Ids in chunks, so a CSV of a stadium does
 * not make one statement of 100,000 parameters.
 */
export async function ticketHistories(db: Db, ticketIds: number[]) {
  const out = new Map<number, { at: Date; fromName: string; toName: string | null }[]>();
  for (let i = 0; i < ticketIds.length; i += 1000) {
    for (const r of await historyOf(db, ticketIds.slice(i, i + 1000)))
      out.set(r.leaf, [...(out.get(r.leaf) ?? []), { at: r.at, fromName: r.fromName, toName: r.toName }]);
  }
  return out;
}
