import type { FastifyInstance } from 'fastify';
import {
  eventEndsAt,
  occurrenceOn,
  recurringOccursOn,
  recurringStartTime,
  resolveTimeZone,
  toZonedDay,
  upcomingRecurringDates,
  type TCancellationImpact,
  type TCancellationPreview,
  type TCancellableDate,
  type TEventCancellation,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { orderView, processRefund } from '../checkout/index.js';
import { invalidateCatalogue } from '../events/index.js';
import { eventCancelledMessage, type CancelledOrderMail } from '../mail/index.js';
import { ProviderError } from '../payments/index.js';
import { hostHasEvent } from './attendees.repository.js';
import * as repo from './cancellation.repository.js';
import { CANCELLATION_ERRORS, CANCELLATION_TEXT as T } from './cancellation.texts.js';
import { loadHostEvent, type HostEventState, type OccurrenceRow } from './host-events.repository.js';
import { crashAt } from '../../lib/failpoint.js';
import { readTogether } from '../../db/read-together.js';
import { recordAudit, type UserActor } from '../audit/index.js';

/**
 * Cancelling a whole event or one of its dates (issue 9): the owner starts it, one transaction
 * marks the event or date cancelled (nothing more is sold) and lists the orders it affects; a
 * background job then works through them: a hold released, a reservation cancelled, a paid order
 * refunded in full through the host's refund path, and each buyer mailed. Every step can run
 * twice, from any number of processes, without refunding or mailing twice (docs/host-area.md).
 */

export const CANCELLATION_JOB = { process: 'cancellations.process', sweep: 'cancellations.sweep' } as const;

/** Orders claimed per round, and rounds' orders per job run before it hands over to a new run. */
const BATCH = 25;
const ORDERS_PER_RUN = 500;
/** Attempts at one order before it is failed for the owner to see (and retry). */
export const MAX_ATTEMPTS = 5;
/** A claimed order waits 60 s, 120 s, 240 s… before it may be claimed again (a busy or crashed worker, a retry). */
export const RETRY_BASE_SECONDS = 60;
/** Failed orders shown per cancellation. */
const FAILURES_SHOWN = 50;
/** A finished cancellation is checked for late orders this long (see repo.reopenIfNewOrders). */
const LATE_ORDER_WINDOW_MS = 30 * 60_000;

const hhmm = (t: string | null): string | null => (t ? t.slice(0, 5) : null);
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const notAllowed = (message: string) => new AppError('cancellation_not_allowed', message);
const ended = (end: Date | null, now: Date) => end !== null && end.getTime() <= now.getTime();

// --- Views -----------------------------------------------------------------------------------------

async function toViews(db: Db, rows: repo.CancellationRow[]): Promise<TEventCancellation[]> {
  const [zones, starts, failures] = await readTogether(
    db,
    () => repo.eventTimeZones(db, [...new Set(rows.map((r) => r.eventId))]),
    () =>
      repo.occurrenceStarts(
        db,
        rows.map((r) => r.occurrenceId).filter((x): x is number => x !== null),
      ),
    () =>
      repo.failuresOf(
        db,
        rows.filter((r) => r.ordersFailed > 0).map((r) => r.id),
        FAILURES_SHOWN,
      ),
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.eventId,
    timeZone: resolveTimeZone(zones.get(r.eventId)),
    scope: r.occurrenceKey === null ? 'event' : 'date',
    occurrenceKey: r.occurrenceKey,
    startsAt: r.occurrenceId === null ? null : iso(starts.get(r.occurrenceId)),
    message: r.message,
    status: r.status,
    ordersTotal: r.ordersTotal,
    ordersDone: r.ordersDone,
    ordersFailed: r.ordersFailed,
    createdAt: r.createdAt.toISOString(),
    finishedAt: iso(r.finishedAt),
    failures: failures
      .filter((f) => f.cancellationId === r.id)
      .map((f) => ({
        orderReference: f.orderReference,
        buyerName: f.buyerName,
        error: f.error ?? CANCELLATION_ERRORS.unexpected,
      })),
  }));
}

async function toView(db: Db, row: repo.CancellationRow): Promise<TEventCancellation> {
  return (await toViews(db, [row]))[0]!;
}

/** @throws AppError event_not_found (another host's event too) */
async function checkEvent(db: Db, hostId: number, eventId: number) {
  if (!(await hostHasEvent(db, hostId, eventId))) throw new AppError('event_not_found', T.eventNotFound);
}

/**
 * The cancellations of one of the host's events, newest first, with their progress.
 * @throws AppError event_not_found
 */
export async function listEventCancellations(db: Db, hostId: number, eventId: number): Promise<TEventCancellation[]> {
  await checkEvent(db, hostId, eventId);
  return toViews(db, await repo.listCancellations(db, eventId));
}

// --- What cancelling would do ----------------------------------------------------------------------

const NO_IMPACT: TCancellationImpact = { paidOrders: 0, refundTotal: 0, reservations: 0, holds: 0, tickets: 0 };
const addImpact = (a: TCancellationImpact, b: TCancellationImpact): TCancellationImpact => ({
  paidOrders: a.paidOrders + b.paidOrders,
  refundTotal: a.refundTotal + b.refundTotal,
  reservations: a.reservations + b.reservations,
  holds: a.holds + b.holds,
  tickets: a.tickets + b.tickets,
});

const occurrenceOver = (o: Pick<OccurrenceRow, 'startsAt' | 'endsAt'>, now: Date) => ended(o.endsAt ?? o.startsAt, now);

/** The recurring rule as the contracts' date helpers read it. */
const recurringRule = (e: HostEventState['event']) => ({
  ...e,
  recurringStartTime: hhmm(e.recurringStartTime),
  recurringEndTime: hhmm(e.recurringEndTime),
});

/**
 * What the confirm dialog says: for the whole event and for each show or date ahead, how many
 * paid orders would be refunded (and how much), reservations cancelled and holds released.
 * @throws AppError event_not_found
 */
export async function cancellationPreview(
  db: Db,
  hostId: number,
  eventId: number,
  now = new Date(),
): Promise<TCancellationPreview> {
  const state = await loadHostEvent(db, hostId, eventId);
  if (!state) throw new AppError('event_not_found', T.eventNotFound);
  const e = state.event;
  const zone = resolveTimeZone(e.timeZone);
  const impacts = new Map(
    (await repo.impactByOccurrence(db, eventId, now)).map((r) => [r.occurrenceId, r as TCancellationImpact]),
  );
  const impactOf = (occ: OccurrenceRow | undefined) => (occ ? (impacts.get(occ.id) ?? NO_IMPACT) : NO_IMPACT);
  const whole = state.occurrences
    .filter((o) => !occurrenceOver(o, now))
    .reduce((sum, o) => addImpact(sum, impactOf(o)), NO_IMPACT);
  const byKey = new Map(state.occurrences.map((o) => [o.occurrenceKey, o]));

  const dates: TCancellableDate[] = [];
  if (e.eventType === 'multiple-shows') {
    for (const s of state.shows) {
      const endsAt = occurrenceOn(s.date, hhmm(s.startTime)!, hhmm(s.endTime), zone).endsAt;
      if (ended(endsAt ?? s.startsAt, now)) continue;
      const occ = byKey.get(`show:${s.id}`);
      dates.push({
        key: `show:${s.id}`,
        date: s.date,
        startsAt: iso(s.startsAt),
        cancelled: s.cancelledAt !== null,
        impact: impactOf(occ),
      });
    }
  } else if (e.eventType === 'recurring') {
    const upcoming = upcomingRecurringDates(recurringRule(e), now, 30);
    const keys = new Set(upcoming.map((o) => o.date));
    for (const o of state.occurrences)
      if (/^\d{4}-\d{2}-\d{2}$/.test(o.occurrenceKey) && !occurrenceOver(o, now)) keys.add(o.occurrenceKey);
    for (const key of keys) {
      const occ = byKey.get(key);
      const startsAt = occ?.startsAt ?? upcoming.find((o) => o.date === key)?.startsAt ?? null;
      dates.push({
        key,
        date: key,
        startsAt: iso(startsAt),
        cancelled: Boolean(occ?.cancelledAt),
        impact: impactOf(occ),
      });
    }
  }
  dates.sort((a, b) => (a.startsAt ?? a.date ?? '').localeCompare(b.startsAt ?? b.date ?? ''));
  return {
    eventId: e.id,
    timeZone: zone,
    eventType: e.eventType,
    canCancelEvent: e.status === 'live' && !ended(e.lastEndsAt, now),
    event: whole,
    dates: dates.map((d) => ({ ...d, date: d.date ?? toZonedDay(d.startsAt, zone) })),
  };
}

// --- Starting ------------------------------------------------------------------------------------

interface DateTarget {
  occurrenceKey: string;
  showTimeId: number | null;
  startsAt: Date | null;
  endsAt: Date | null;
  capacity: number | null;
  day: string;
}

/**
 * The date or show a key names, checked against the event.
 * @throws AppError validation_failed (a one-off event), occurrence_not_found
 */
function resolveDate(state: HostEventState, key: string): DateTarget {
  const e = state.event;
  const zone = resolveTimeZone(e.timeZone);
  if (e.eventType === 'one-off') throw new AppError('validation_failed', T.oneOff);
  const show = /^show:(\d+)$/.exec(key);
  if (show) {
    if (e.eventType !== 'multiple-shows') throw new AppError('occurrence_not_found', T.wrongKind);
    const s = state.shows.find((x) => x.id === Number(show[1]));
    if (!s) throw new AppError('occurrence_not_found', T.unknownShow);
    const at = occurrenceOn(s.date, hhmm(s.startTime)!, hhmm(s.endTime), zone);
    return {
      occurrenceKey: key,
      showTimeId: s.id,
      startsAt: s.startsAt ?? at.startsAt,
      endsAt: at.endsAt,
      capacity: s.capacity ?? e.capacity,
      day: s.date,
    };
  }
  if (e.eventType !== 'recurring') throw new AppError('occurrence_not_found', T.wrongKind);
  const known = state.occurrences.find((o) => o.occurrenceKey === key);
  if (!known && !recurringOccursOn(recurringRule(e), key))
    throw new AppError('occurrence_not_found', T.notRecurringDate(key));
  const at = occurrenceOn(key, recurringStartTime(recurringRule(e)), hhmm(e.recurringEndTime), zone);
  return {
    occurrenceKey: key,
    showTimeId: null,
    startsAt: known?.startsAt ?? at.startsAt,
    endsAt: known ? known.endsAt : at.endsAt,
    capacity: known ? known.capacity : e.capacity,
    day: key,
  };
}

/** The stored first and last instants of a multiple-shows event once one more show is cancelled. */
function datesWithout(state: HostEventState, showId: number) {
  const e = state.event;
  const active = state.shows.filter((s) => s.cancelledAt === null && s.id !== showId);
  if (!active.length) return { startDate: e.startDate, endDate: e.endDate, lastEndsAt: e.lastEndsAt };
  const lastEndsAt = eventEndsAt({
    eventType: 'multiple-shows',
    startDate: null,
    endDate: null,
    showTimes: active.map((s) => ({ id: s.id, date: s.date, startTime: hhmm(s.startTime)!, endTime: hhmm(s.endTime) })),
    timeZone: e.timeZone,
    recurringEndDate: null,
    recurringStartTime: null,
    recurringEndTime: null,
  });
  const startDate = active.reduce<Date | null>(
    (min, s) => (s.startsAt && (!min || s.startsAt < min) ? s.startsAt : min),
    null,
  );
  return { startDate, endDate: lastEndsAt, lastEndsAt };
}

/**
 * The owner cancels the whole event (`occurrenceKey` null) or one date or show. In one transaction
 * under the event's lock (checkout's lock order): the event or date marked cancelled, so checkout
 * refuses it from then on; the cancellation's row; and the list of orders it must end (paid,
 * reserved, live holds). The job that works through them is queued after commit. Asking again for
 * the same event or date answers the first cancellation (`created: false`).
 * @throws AppError event_not_found; validation_failed (a date of a one-off event);
 *   occurrence_not_found (no such date or show); cancellation_not_allowed (a draft, an event or
 *   date that is over, a date of an event cancelled whole)
 */
export async function startCancellation(
  ctx: { db: Db; jobs: JobQueue },
  input: { hostId: number; actor: UserActor; eventId: number; occurrenceKey: string | null; message: string | null },
  now = new Date(),
): Promise<{ cancellation: TEventCancellation; created: boolean }> {
  const { hostId, eventId, occurrenceKey: key } = input;
  const result = await ctx.db.transaction(async (tx) => {
    const state = await loadHostEvent(tx, hostId, eventId, true);
    if (!state) throw new AppError('event_not_found', T.eventNotFound);
    const existing = await repo.findCancellationByScope(tx, eventId, key);
    if (existing) return { row: existing, created: false };
    const e = state.event;
    if (e.status === 'draft') throw notAllowed(T.draft);
    let occurrenceId: number | null = null;
    let showTimeId: number | null = null;
    if (key === null) {
      if (ended(e.lastEndsAt, now)) throw notAllowed(T.eventOver);
      await repo.markEventCancelled(tx, eventId, now);
    } else {
      if (e.status === 'cancelled') throw notAllowed(T.eventCancelled);
      const target = resolveDate(state, key);
      if (ended(target.endsAt ?? target.startsAt, now)) throw notAllowed(T.dateOver(target.day));
      const occ = await repo.ensureOccurrence(tx, {
        eventId,
        occurrenceKey: target.occurrenceKey,
        showTimeId: target.showTimeId,
        startsAt: target.startsAt,
        endsAt: target.endsAt,
        capacity: target.capacity,
      });
      await repo.markOccurrenceCancelled(tx, occ.id, now);
      if (target.showTimeId !== null)
        await repo.markShowCancelled(tx, target.showTimeId, now, datesWithout(state, target.showTimeId));
      occurrenceId = occ.id;
      showTimeId = target.showTimeId;
    }
    const row = await repo.insertCancellation(tx, {
      eventId,
      occurrenceId,
      showTimeId,
      occurrenceKey: key,
      message: input.message,
      requestedByUserId: input.actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw new Error('cancellation insert conflicted under the event lock');
    const orders = await repo.snapshotOrders(tx, row, now);
    await recordAudit(tx, {
      actor: input.actor,
      hostId,
      action: key === null ? 'event.cancelled' : 'event.date_cancelled',
      subject: { type: 'event', id: eventId },
      details: {
        cancellationId: row.id,
        ...(key === null ? { changed: { status: { before: e.status, after: 'cancelled' } } } : { occurrenceKey: key }),
        orders,
      },
      at: now,
    });
    return { row: (await repo.cancellationById(tx, row.id))!, created: true };
  });
  if (result.created) {
    // The event or date leaves the catalogue and every process's sale caches at once (decision 041).
    await invalidateCatalogue(ctx.db);
    await ctx.jobs.send(
      CANCELLATION_JOB.process,
      { cancellationId: result.row.id },
      { singletonKey: `cancellation-${result.row.id}` },
    );
  }
  return { cancellation: await toView(ctx.db, result.row), created: result.created };
}

/**
 * The owner's "Retry": the failed orders of a cancellation are tried again (refunds the provider
 * refused are due again). Safe to repeat.
 * @throws AppError event_not_found; cancellation_not_found
 */
export async function retryCancellation(
  ctx: { db: Db; jobs: JobQueue },
  hostId: number,
  actor: UserActor,
  eventId: number,
  cancellationId: number,
  now = new Date(),
): Promise<TEventCancellation> {
  await checkEvent(ctx.db, hostId, eventId);
  const found = await repo.findCancellation(ctx.db, eventId, cancellationId);
  if (!found) throw new AppError('cancellation_not_found', T.notFound);
  await ctx.db.transaction(async (tx) => {
    const orders = await repo.retryFailed(tx, cancellationId, now);
    if (orders > 0)
      await recordAudit(tx, {
        actor,
        hostId,
        action: 'event.cancellation_retried',
        subject: { type: 'event_cancellation', id: cancellationId },
        details: { eventId, orders },
        at: now,
      });
  });
  const row = (await repo.findCancellation(ctx.db, eventId, cancellationId))!;
  if (row.status === 'running')
    await ctx.jobs.send(
      CANCELLATION_JOB.process,
      { cancellationId },
      { singletonKey: `cancellation-${cancellationId}` },
    );
  return toView(ctx.db, row);
}

// --- The job -------------------------------------------------------------------------------------

/** A step of one order failed in a way the owner can read (the message says what). */
class StepFailed extends Error {}

/**
 * Tells the buyer, once: the mail is built first, then claimed (repo.claimMail, under the order's
 * lock: no other cancellation mailed this order), then handed to the mail transport; a transport
 * failure gives the claim back so the next attempt sends it. A process dying between the claim and
 * the hand-over loses that one mail rather than risk sending it twice.
 */
async function mailBuyer(
  app: FastifyInstance,
  c: repo.CancellationRow,
  orderId: number,
  outcome: CancelledOrderMail,
  now: Date,
) {
  const order = await orderView(app.db, app.ticketSigner, orderId, now);
  const message = eventCancelledMessage(order, {
    scope: c.occurrenceKey === null ? 'event' : 'date',
    message: c.message,
    outcome,
  });
  if (!(await repo.claimMail(app.db, c.id, orderId, now))) return;
  try {
    await app.mail.transport.deliver(message);
  } catch (err) {
    app.log.error({ err, cancellationId: c.id, orderId }, 'cancellation mail failed');
    await repo.releaseMail(app.db, c.id, orderId);
    throw new StepFailed(CANCELLATION_ERRORS.mailFailed);
  }
}

/** One order of a cancellation, all the way: ended, refunded (money sent), mailed; or its error recorded. */
async function processOrder(
  app: FastifyInstance,
  c: repo.CancellationRow,
  hostId: number,
  claimed: repo.CancellationOrderRow,
  now: Date,
) {
  const { orderId } = claimed;
  try {
    const outcome = await app.db.transaction((tx) =>
      repo.cancelOrderOf(tx, c.id, orderId, hostId, now, c.requestedByUserId),
    );
    if (outcome.kind === 'no_payment') throw new StepFailed(CANCELLATION_ERRORS.noPayment);
    if (outcome.kind !== 'untouched') {
      if (outcome.changed) await app.domainEvents.announce('places.returned', { occurrenceId: outcome.occurrenceId });
      let mail: CancelledOrderMail = { kind: outcome.kind === 'refund' ? 'reservation' : outcome.kind };
      if (outcome.kind === 'refund') {
        try {
          // The refunds job's own sender: a refund is claimed (pending → processing) before the
          // provider is called, so it is sent once whoever gets here first.
          await processRefund(app, outcome.refundId, now, { notice: false });
        } catch (err) {
          if (err instanceof ProviderError) throw new StepFailed(CANCELLATION_ERRORS.providerDown);
          throw err;
        }
        const refund = await repo.refundStatus(app.db, outcome.refundId);
        if (!refund || refund.status === 'pending') throw new StepFailed(CANCELLATION_ERRORS.providerDown);
        if (refund.status === 'failed') throw new StepFailed(CANCELLATION_ERRORS.refundRefused(refund.failureReason));
        mail = { kind: 'refund', amount: refund.amount };
        crashAt('cancellation-after-refund');
      }
      await mailBuyer(app, c, orderId, mail, now);
    }
    await repo.markOrder(app.db, c.id, orderId, 'done', null, now);
  } catch (err) {
    if (!(err instanceof StepFailed)) app.log.error({ err, cancellationId: c.id, orderId }, 'cancellation step failed');
    const error = err instanceof StepFailed ? err.message : CANCELLATION_ERRORS.unexpected;
    await repo.markOrder(app.db, c.id, orderId, claimed.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending', error, now);
  }
}

/**
 * Works through a running cancellation's orders in batches until none is left to claim, then
 * (nothing pending, no late order found) marks it completed or completed_with_errors. Any number
 * of workers may run it at once: each claims different orders (repo.claimOrders). Orders waiting
 * for a retry are left to a later run (the minute sweep). Returns the cancellation's status.
 */
export async function processCancellation(
  app: FastifyInstance,
  cancellationId: number,
  clock: () => Date = () => new Date(),
): Promise<repo.CancellationRow['status'] | null> {
  const c = await repo.cancellationById(app.db, cancellationId);
  if (!c) return null;
  if (c.status !== 'running') return c.status;
  const hostId = await repo.eventHostId(app.db, c.eventId);
  if (hostId === null) throw new Error(`event ${c.eventId} of cancellation ${c.id} has no host`);
  let handled = 0;
  for (;;) {
    const now = clock();
    const claimed = await repo.claimOrders(app.db, c.id, BATCH, now, RETRY_BASE_SECONDS);
    if (!claimed.length) {
      if ((await repo.pendingCount(app.db, c.id)) > 0) break;
      if ((await repo.snapshotOrders(app.db, c, now)) > 0) continue;
      await repo.finishCancellation(app.db, c.id, now);
      break;
    }
    for (const row of claimed) await processOrder(app, c, hostId, row, clock());
    await repo.refreshCounts(app.db, c.id, clock());
    handled += claimed.length;
    if (handled >= ORDERS_PER_RUN) {
      // Hand over to a fresh run so one long cancellation does not hold this worker.
      await app.jobs.send(CANCELLATION_JOB.process, { cancellationId }, { singletonKey: `cancellation-${c.id}` });
      break;
    }
  }
  return (await repo.cancellationById(app.db, c.id))?.status ?? null;
}

/**
 * The minute sweep (and each process's start): every running cancellation is worked on (a job lost
 * in a crash, orders waiting for a retry), and one finished in the last half hour runs again if an
 * order of its scope appeared after it (sold from a copy of the event older than the cancellation).
 */
export async function sweepCancellations(app: FastifyInstance, clock: () => Date = () => new Date()): Promise<void> {
  const now = clock();
  await repo.reopenIfNewOrders(app.db, new Date(now.getTime() - LATE_ORDER_WINDOW_MS), now);
  for (const r of await repo.doneOrdersWithRefusedRefunds(app.db, 200))
    await repo.failDoneOrder(
      app.db,
      r.cancellationId,
      r.orderId,
      CANCELLATION_ERRORS.refundRefused(r.failureReason),
      now,
    );
  for (const id of await repo.runningCancellationIds(app.db, 20)) await processCancellation(app, id, clock);
}
