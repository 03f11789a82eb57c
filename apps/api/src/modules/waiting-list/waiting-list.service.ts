import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  waitingListOn,
  type THostWaitlist,
  type TJoinWaitlistRequest,
  type TWaitlistEntry,
} from '@tribe/contracts/waiting-list';
import type { TLocale } from '@tribe/contracts/locale';
import type { Db } from '../../db/client.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import {
  cancelOrder,
  checkoutContext,
  expireHolds,
  giveBackUnsoldReturns,
  giveHoldSlotsBack,
  holdForWaitingList,
  keepForWaitingList,
  placesFreeForWaitingList,
  provePhone,
  takeHoldSlots,
  waitingListPlace,
} from '../checkout/index.js';
import { invalidateCatalogue } from '../events/index.js';
import * as repo from './waiting-list.repository.js';
import type { EntryRow } from './waiting-list.repository.js';
import { WAITLIST_TEXTS as T } from './waiting-list.texts.js';

/**
 * The waiting list (issue 27, decision 050): fans join a sold-out ticket type and date, see their
 * place in line and leave; places that come back are offered in line order, each offer a hold of
 * the order engine (checkout's `holdForWaitingList`), paid on the usual payment page.
 */

/** The queue that makes offers, and the one that sends them (pg-boss). */
export const WAITLIST_JOB = {
  offer: 'waitlist.offer',
  sweep: 'waitlist.sweep',
  notice: 'waitlist.offer-notice',
} as const;

const newToken = () => randomBytes(24).toString('base64url');

/** Who asks, as the list and the hold limits see them. */
export interface Joiner {
  user: { id: number; email: string; firstName: string | null; lastName: string | null; username: string } | null;
  deviceId: string | null;
  address: string | null;
  locale: TLocale;
}

/** The list is on for this event: the host's choice, or the default (on for paid events). */
export const listOn = waitingListOn;

/**
 * Puts a fan in line for a ticket type and date. Nothing is charged.
 * Requires a body checked by ZJoinWaitlistRequest.
 * @throws AppError as waitingListPlace (event, date, ticket type, buyer limit); bad_request
 *   (not signed in and no name, email or phone); waitlist_closed; waitlist_not_sold_out;
 *   waitlist_already_joined; phone_unproven / phone_code_invalid (provePhone); RateLimitedError
 */
export async function joinWaitlist(
  app: FastifyInstance,
  input: TJoinWaitlistRequest,
  who: Joiner,
  now: Date = new Date(),
): Promise<TWaitlistEntry> {
  const name = who.user
    ? [who.user.firstName, who.user.lastName].filter(Boolean).join(' ').trim() || who.user.username
    : input.name?.trim();
  const email = who.user ? who.user.email : input.email?.trim();
  const phone = input.phone ?? null;
  if (!name || !email || (!who.user && !phone)) throw new AppError('bad_request', T.needContact);

  const place = await waitingListPlace(app.db, input, now);
  if (!listOn(place)) throw new AppError('waitlist_closed', T.closed);
  if (!place.soldOut) throw new AppError('waitlist_not_sold_out', T.notSoldOut);
  const twice = await repo.findActiveEntry(app.db, {
    occurrenceId: place.occurrenceId,
    ticketTypeId: place.ticketTypeId,
    email,
    phone,
  });
  if (twice) throw new AppError('waitlist_already_joined', T.alreadyJoined);

  // Offers come by SMS: only to a phone shown to be the fan's (decisions 040, 042).
  if (phone)
    await provePhone(app, {
      subject: `waitlist:${place.occurrenceId}:${place.ticketTypeId}:${phone}`,
      phone,
      code: input.phoneCode,
      who: { deviceId: who.deviceId, userId: who.user?.id ?? null, address: who.address },
      now,
      words: { unproven: T.phoneUnproven, codesOff: T.phoneCodesOff },
    });
  // The hold limits' slots (decisions 017, 038): one address cannot fill a list with made-up
  // people faster than it could hold tickets for them.
  const slots = await takeHoldSlots(
    app.db,
    { email, phone, deviceId: who.deviceId, userId: who.user?.id ?? null, address: who.address },
    now,
  );
  let entry: EntryRow;
  try {
    entry = await app.db.transaction(async (tx) => {
      const row = await repo.insertEntry(tx, {
        token: newToken(),
        eventId: place.eventId,
        occurrenceId: place.occurrenceId,
        ticketTypeId: place.ticketTypeId,
        quantity: input.quantity,
        userId: who.user?.id ?? null,
        name,
        email,
        phone,
        locale: who.locale,
        createdAt: now,
        updatedAt: now,
      });
      await keepForWaitingList(tx, place.occurrenceId, place.ticketTypeId, input.quantity);
      return row;
    });
  } catch (err) {
    await giveHoldSlotsBack(app.db, slots);
    if (uniqueViolation(err)?.startsWith('waiting_list_active_'))
      throw new AppError('waitlist_already_joined', T.alreadyJoined);
    throw err;
  }
  // Places may be free for the list already (a hold let go a moment ago): the job looks at once.
  await queueOffers(app, place.occurrenceId);
  return (await entryViews(app.db, [entry]))[0]!;
}

/** Asks the offer job to look at a date (one queued job per date at a time). */
export async function queueOffers(app: FastifyInstance, occurrenceId: number): Promise<void> {
  await app.jobs.send(WAITLIST_JOB.offer, { occurrenceId }, { singletonKey: `waitlist-offer-${occurrenceId}` });
}

/**
 * An entry as its fan sees it, by its link token.
 * @throws AppError waitlist_entry_not_found
 */
export async function entryOfToken(db: Db, token: string): Promise<TWaitlistEntry> {
  const entry = await repo.entryByToken(db, token);
  if (!entry) throw new AppError('waitlist_entry_not_found', T.entryNotFound);
  return (await entryViews(db, [entry]))[0]!;
}

/**
 * The offer behind a link: the order to pay while the offer is open.
 * @throws AppError waitlist_entry_not_found; waitlist_offer_closed (ran out, paid, left)
 */
export async function openOffer(db: Db, token: string, now: Date = new Date()): Promise<TWaitlistEntry> {
  const view = await entryOfToken(db, token);
  if (view.status !== 'offered' || !view.offer || new Date(view.offer.expiresAt).getTime() <= now.getTime())
    throw new AppError('waitlist_offer_closed', T.offerClosed);
  return view;
}

/** A signed-in fan's entries in line or offered. */
export async function myEntries(db: Db, user: { id: number; email: string }): Promise<TWaitlistEntry[]> {
  return entryViews(db, await repo.activeEntriesOf(db, { userId: user.id, email: user.email }));
}

/**
 * The fan leaves the line, at any time: a waiting entry gives its keep back; an offered one lets
 * its hold go at once (the engine's cancel, which announces the places). Leaving twice answers
 * the entry as it is.
 * @throws AppError waitlist_entry_not_found
 */
export async function leaveWaitlist(
  app: FastifyInstance,
  token: string,
  now: Date = new Date(),
): Promise<TWaitlistEntry> {
  const found = await repo.entryByToken(app.db, token);
  if (!found) throw new AppError('waitlist_entry_not_found', T.entryNotFound);
  const outcome = await app.db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, found.id);
    if (!entry) return 'gone' as const;
    if (entry.status === 'waiting') {
      await repo.updateEntry(tx, entry.id, { status: 'left', statusReason: 'left_by_fan', updatedAt: now });
      await keepForWaitingList(tx, entry.occurrenceId, entry.ticketTypeId, -entry.quantity);
      return 'left' as const;
    }
    if (entry.status === 'offered') {
      await repo.updateEntry(tx, entry.id, { status: 'left', statusReason: 'left_by_fan', updatedAt: now });
      return 'offer_left' as const;
    }
    return 'as_is' as const;
  });
  if (outcome === 'left') {
    // The keep went down: open sale or the next in line may have places now.
    await app.domainEvents.announce('places.returned', { occurrenceId: found.occurrenceId });
  } else if (outcome === 'offer_left') {
    const [facts] = await repo.entryFacts(app.db, [found.id]);
    if (facts?.orderToken && facts.orderStatus === 'pending')
      await cancelOrder(checkoutContext(app), facts.orderToken, now).catch((err: unknown) => {
        // Paid a moment ago: the tickets are the fan's, and the entry says so at the next look.
        if (!(err instanceof AppError)) throw err;
      });
  }
  return entryOfToken(app.db, token);
}

/**
 * Offers whose order left `pending` are closed: paid → taken, anything else → lapsed (the fan is
 * out of line; they may join again at the back). Answers how many.
 */
export async function closeOffers(db: Db, occurrenceId?: number, now: Date = new Date()): Promise<number> {
  const closed = await repo.closedOffers(db, occurrenceId);
  for (const c of closed) {
    const taken = c.orderStatus === 'paid' || c.orderStatus === 'reserved';
    await db.transaction(async (tx) => {
      const entry = await repo.lockEntry(tx, c.id);
      if (entry?.status !== 'offered') return;
      await repo.updateEntry(tx, c.id, {
        status: taken ? 'taken' : 'lapsed',
        statusReason: taken ? null : `offer_${c.orderStatus}`,
        updatedAt: now,
      });
    });
  }
  return closed.length;
}

/**
 * The offer job for one date (decision 050): closes finished offers, then, per ticket type with
 * fans waiting, offers places to the head of the line while its whole quantity fits (strict
 * order: a head that does not fit keeps its place and blocks those behind). Each offer is one
 * transaction of the engine's (`holdForWaitingList`): the entry leaves the line, the keep goes
 * down and the places are held, or nothing happens. Safe to run twice and in several processes
 * at once (SKIP LOCKED on the entry, the engine's conditional update on the places). Answers the
 * entries offered; their messages are queued.
 */
export async function makeOffers(
  app: FastifyInstance,
  occurrenceId: number,
  now: Date = new Date(),
): Promise<number[]> {
  await closeOffers(app.db, occurrenceId, now);
  const offered: number[] = [];
  for (const ticketTypeId of await repo.typesWaiting(app.db, occurrenceId)) {
    for (let guard = 0; guard < 1000; guard++) {
      const [head] = await repo.headOfLine(app.db, occurrenceId, ticketTypeId);
      if (!head) break;
      const free = await placesFreeForWaitingList(app.db, occurrenceId, ticketTypeId);
      if (free !== null && free < head.quantity) break;
      const settings = await repo.eventSettings(app.db, head.eventId);
      const minutes = settings?.offerWindowMinutes ?? 30;
      const expiresAt = new Date(now.getTime() + minutes * 60_000);
      const result = await holdForWaitingList(checkoutContext(app), {
        eventId: head.eventId,
        occurrenceId,
        ticketTypeId,
        quantity: head.quantity,
        buyer: { name: head.name, email: head.email, phone: head.phone, userId: head.userId, locale: head.locale },
        expiresAt,
        now,
        idempotencyKey: `waitlist-offer:${head.id}`,
        claim: async (tx) => {
          const entry = await repo.lockEntry(tx, head.id, true);
          if (entry?.status !== 'waiting') return false;
          await repo.updateEntry(tx, head.id, {
            status: 'offered',
            offeredAt: now,
            offerExpiresAt: expiresAt,
            updatedAt: now,
          });
          return true;
        },
        attach: async (tx, order) => {
          await repo.updateEntry(tx, head.id, { orderId: order.id });
          await keepForWaitingList(tx, occurrenceId, ticketTypeId, -head.quantity);
        },
      });
      // Another process has this entry, or the places went first: the next announcement looks again.
      if (result === 'moved' || result === 'sold_out') break;
      if (result === 'buyer_limit' || result === 'not_on_sale') {
        await lapse(app.db, head, result, now);
        continue;
      }
      offered.push(head.id);
      await app.jobs.send(
        WAITLIST_JOB.notice,
        { entryId: head.id, orderId: result.orderId },
        { singletonKey: `waitlist-notice-${result.orderId}` },
      );
    }
  }
  return offered;
}

/** An entry that cannot be offered (over the buyer limit by now, sales ended) leaves the line. */
async function lapse(db: Db, head: EntryRow, reason: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const entry = await repo.lockEntry(tx, head.id);
    if (entry?.status !== 'waiting') return;
    await repo.updateEntry(tx, head.id, { status: 'lapsed', statusReason: reason, updatedAt: now });
    await keepForWaitingList(tx, head.occurrenceId, head.ticketTypeId, -head.quantity);
  });
}

/** Every date with a line (the sweep every minute): offers closed and made. */
export async function sweepWaitlists(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  await closeOffers(app.db, undefined, now);
  await giveBackUnsoldReturns(app.db, now);
  let n = 0;
  for (const occurrenceId of await repo.datesWithLines(app.db)) n += (await makeOffers(app, occurrenceId, now)).length;
  return n;
}

/**
 * Development only (the dev route for browser journeys): an event's open offers end now, through
 * the engine's own expiry, and the next fans are offered. Answers how many ended and were made.
 */
export async function endOffersNow(
  app: FastifyInstance,
  eventId: number,
  now: Date = new Date(),
): Promise<{ ended: number; offered: number }> {
  const open = await repo.openOfferOrders(app.db, eventId);
  await repo.endOfferWindows(
    app.db,
    open.map((o) => o.orderId),
    now,
  );
  const ended = await expireHolds(checkoutContext(app), now, eventId);
  let offered = 0;
  for (const occurrenceId of new Set(open.map((o) => o.occurrenceId)))
    offered += (await makeOffers(app, occurrenceId, now)).length;
  return { ended, offered };
}

/** A paid offer is taken at once (the host's list says so without waiting for the sweep). */
export async function offerPaid(db: Db, orderId: number, now: Date = new Date()): Promise<void> {
  const entry = await repo.entryOfOrder(db, orderId);
  if (entry?.status === 'offered') await repo.updateEntry(db, entry.id, { status: 'taken', updatedAt: now });
}

/** Whether a date has anyone in line or offered (the announcement's cheap first look). */
export const dateHasLine = (db: Db, occurrenceId: number) => repo.dateHasLine(db, occurrenceId);

/** The fan's view of entries. */
async function entryViews(db: Db, entries: EntryRow[]): Promise<TWaitlistEntry[]> {
  const facts = new Map(
    (
      await repo.entryFacts(
        db,
        entries.map((e) => e.id),
      )
    ).map((f) => [f.id, f]),
  );
  const out: TWaitlistEntry[] = [];
  for (const e of entries) {
    const f = facts.get(e.id);
    if (!f) continue;
    out.push({
      token: e.token,
      status: e.status,
      position: e.status === 'waiting' ? await repo.positionOf(db, e) : null,
      quantity: e.quantity,
      eventId: e.eventId,
      eventExternalId: f.eventExternalId,
      eventName: f.eventTitle,
      ticketTypeId: e.ticketTypeId,
      ticketTypeName: f.ticketTypeName,
      occurrenceKey: f.occurrenceKey,
      startsAt: f.startsAt?.toISOString() ?? null,
      locale: e.locale,
      offer:
        e.status === 'offered' && f.orderToken && f.orderStatus === 'pending' && f.orderExpiresAt
          ? { orderToken: f.orderToken, expiresAt: f.orderExpiresAt.toISOString() }
          : null,
      joinedAt: e.createdAt.toISOString(),
    });
  }
  return out;
}

/** The event's setting as the host sees it. */
async function settingsOf(db: Db, eventId: number) {
  const s = await repo.eventSettings(db, eventId);
  if (!s) throw new AppError('event_not_found', T.entryNotFound);
  const paid = s.paymentType === 'tikitis' && (await repo.eventHasPaidTypes(db, eventId));
  return {
    enabled: s.enabled,
    effective: listOn({ waitlistEnabled: s.enabled, paid }),
    offerWindowMinutes: s.offerWindowMinutes,
    resaleAllowed: s.resaleAllowed,
    resaleFeePercent: s.resaleFeePercent,
  };
}

/** The host's view: the setting, the counts and every entry in line order (requireHostEvent checked the event). */
export async function hostWaitlist(db: Db, eventId: number): Promise<THostWaitlist> {
  await closeOffers(db);
  const settings = await settingsOf(db, eventId);
  const entries = await repo.entriesOfEvent(db, eventId);
  const names = await repo.namesFor(db, eventId);
  /** A place's ticket type by name, and its date. */
  const placeOf = (p: { ticketTypeId: number; occurrenceId: number }) => {
    const date = names.dates.get(p.occurrenceId);
    return {
      ticketTypeName: names.types.get(p.ticketTypeId) ?? '',
      occurrenceKey: date?.key ?? '',
      startsAt: date?.startsAt?.toISOString() ?? null,
    };
  };
  const ahead = new Map<string, number>();
  const counts = { waiting: 0, offered: 0, taken: 0, lapsed: 0 };
  const rows = entries.map((e) => {
    const line = `${e.occurrenceId}:${e.ticketTypeId}`;
    let position: number | null = null;
    if (e.status === 'waiting') {
      position = (ahead.get(line) ?? 0) + 1;
      ahead.set(line, position);
    }
    if (e.status !== 'left') counts[e.status]++;
    return {
      id: e.id,
      position,
      status: e.status,
      name: e.name,
      email: e.email,
      phone: e.phone,
      quantity: e.quantity,
      ticketTypeId: e.ticketTypeId,
      ...placeOf(e),
      joinedAt: e.createdAt.toISOString(),
      offeredAt: e.offeredAt?.toISOString() ?? null,
      offerExpiresAt: e.offerExpiresAt?.toISOString() ?? null,
      orderReference: e.orderId !== null ? (names.refs.get(e.orderId) ?? null) : null,
    };
  });
  const returns = (await repo.returnsOfEvent(db, eventId)).map((r) => {
    return {
      id: r.id,
      status: r.status,
      holderName: r.holderName,
      ...placeOf(r),
      refundAmount: r.refundAmount ?? 0,
      orderReference: r.orderReference,
      buyerOrderReference: r.buyerOrderReference,
      createdAt: r.createdAt.toISOString(),
      soldAt: r.soldAt?.toISOString() ?? null,
    };
  });
  return { settings, counts, entries: rows, returns };
}

/** The host changes the setting or the offer window (new offers only; open ones keep their end). */
export async function updateWaitlistSettings(
  db: Db,
  eventId: number,
  input: {
    enabled?: boolean | null | undefined;
    offerWindowMinutes?: number | undefined;
    resaleAllowed?: boolean | undefined;
    resaleFeePercent?: number | undefined;
  },
): Promise<THostWaitlist> {
  await repo.updateEventSettings(db, eventId, {
    ...(input.enabled !== undefined ? { waitlistEnabled: input.enabled } : {}),
    ...(input.offerWindowMinutes !== undefined ? { offerWindowMinutes: input.offerWindowMinutes } : {}),
    ...(input.resaleAllowed !== undefined ? { resaleAllowed: input.resaleAllowed } : {}),
    ...(input.resaleFeePercent !== undefined ? { resaleFeePercent: input.resaleFeePercent } : {}),
  });
  // The sale's copies of the event (which carry the setting) go, here and in other processes.
  await invalidateCatalogue(db);
  return hostWaitlist(db, eventId);
}
