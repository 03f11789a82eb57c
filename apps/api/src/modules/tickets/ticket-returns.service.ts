import { waitingListOn, type TTicketReturn } from '@tribe/contracts/waiting-list';
import type { TOrder } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import type { ticketReturns } from '../../db/schema/index.js';
import type { DomainEventBus } from '../../lib/domain-events.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { AppError } from '../../lib/errors.js';
import { recordAudit } from '../audit/index.js';
import { dayOf, resaleRefundAmount, waitingListPlace } from '../checkout/index.js';
import type { Holder } from './ticket-transfers.repository.js';
import * as repo from './ticket-returns.repository.js';
import { RETURN_TEXT as T } from './ticket-returns.texts.js';

/**
 * Returning tickets to the waiting list for resale at face value (issue 27, item 3; decision
 * 054): the holder's side. A return is made only while the ticket type is sold out on that date
 * (someone may be waiting), the host allows resale and the list is on, the date has not started
 * and its sales are open; for paid tickets that are valid, not checked in and in no transfer. The
 * order engine does the rest (checkout.resale.ts): offers take returns first, a fan's payment
 * sells them and refunds the holder, an offer that ends lists them again.
 */

export interface ReturnContext {
  db: Db;
  events: DomainEventBus;
  requestId?: string | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Where a ticket's date is, as a buyer's order names it (the waiting list's place checks). */
function placeOf(o: { occurrenceKey: string; showTimeId: number | null; startsAt: Date | null }, zone: string) {
  if (o.occurrenceKey === 'single') return {};
  if (o.occurrenceKey.startsWith('show:'))
    return { selectedDate: dayOf(o.startsAt, zone), selectedShowTimeId: o.showTimeId };
  return { selectedDate: o.occurrenceKey };
}

type HeldRow = Awaited<ReturnType<typeof repo.ticketsForReturn>>[number];

/** Why a ticket cannot be returned now, in words, or null when it can (the date's checks aside). */
function ticketRefusal(r: HeldRow): string | null {
  if (r.checkedInAt) return T.checkedIn;
  if (r.status !== 'valid') return T.voided;
  if (r.orderStatus !== 'paid' || r.unitPrice <= 0) return T.free;
  if (r.transferOpen) return T.inTransfer;
  if (r.open) return T.alreadyReturned;
  return null;
}

/**
 * Whether the date of `first` takes returns now: resale on, the list on, sales open and not
 * started, the ticket type sold out (the waiting list's own check, read fresh).
 * @throws AppError resale_off; ticket_not_returnable
 */
async function checkDateTakesReturns(db: Db, first: HeldRow, now: Date): Promise<void> {
  if (!first.resaleAllowed) throw new AppError('resale_off', T.resaleOff);
  if (first.startsAt && first.startsAt.getTime() <= now.getTime())
    throw new AppError('ticket_not_returnable', T.started);
  let place;
  try {
    place = await waitingListPlace(
      db,
      { eventId: first.eventId, ...placeOf(first, first.timeZone), ticketTypeId: first.ticketTypeId, quantity: 1 },
      now,
    );
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) throw new AppError('ticket_not_returnable', T.started);
    throw err;
  }
  if (!waitingListOn({ waitlistEnabled: place.waitlistEnabled, paid: place.paid }))
    throw new AppError('resale_off', T.resaleOff);
  if (!place.soldOut) throw new AppError('ticket_not_returnable', T.notSoldOut);
}

const returnView = (r: typeof ticketReturns.$inferSelect): TTicketReturn => ({
  id: r.id,
  ticketId: r.ticketId,
  status: r.status,
  refundAmount: r.refundAmount ?? 0,
  createdAt: r.createdAt.toISOString(),
  soldAt: iso(r.soldAt),
});

/**
 * Returns tickets the person holds, of one date and ticket type at a time or several types, to
 * the date's waiting list. They stay valid and theirs until a fan buys them. Each return records
 * what its holder gets back (face value less the host's fee). Announces places.returned, so the
 * offer job offers them to the line.
 * @throws AppError not_found; bad_request (several dates); resale_off; ticket_not_returnable
 */
export async function returnTickets(
  ctx: ReturnContext,
  user: Holder,
  ticketIds: number[],
  now: Date = new Date(),
): Promise<TTicketReturn[]> {
  const ids = [...new Set(ticketIds)];
  const rows = await repo.ticketsForReturn(ctx.db, ids, user);
  if (rows.length !== ids.length) throw new AppError('not_found', T.notYourTickets);
  const first = rows[0]!;
  if (rows.some((r) => r.occurrenceId !== first.occurrenceId)) throw new AppError('bad_request', T.oneDate);
  for (const r of rows) {
    const why = ticketRefusal(r);
    if (why) throw new AppError('ticket_not_returnable', why);
  }
  for (const typeId of new Set(rows.map((r) => r.ticketTypeId)))
    await checkDateTakesReturns(
      ctx.db,
      rows.find((r) => r.ticketTypeId === typeId)!,
      now,
    );

  let made: (typeof ticketReturns.$inferSelect)[];
  try {
    made = await ctx.db.transaction(async (tx) => {
      // Only tickets still valid, not checked in and in no open transfer: a door or a sending
      // that got there first leaves this return out, and nothing of it stays.
      if ((await repo.lockStillReturnable(tx, ids, now)) !== ids.length)
        throw new AppError('ticket_not_returnable', T.voided);
      const inserted = await repo.insertReturns(
        tx,
        rows.map((r) => ({
          ticketId: r.id,
          orderId: r.orderId,
          eventId: r.eventId,
          occurrenceId: r.occurrenceId,
          ticketTypeId: r.ticketTypeId,
          returnedByUserId: user.id,
          refundAmount: resaleRefundAmount(r.unitPrice, r.resaleFeePercent),
          createdAt: now,
          updatedAt: now,
        })),
      );
      await recordAudit(tx, {
        actor: { kind: 'user', userId: user.id, requestId: ctx.requestId ?? null },
        hostId: first.hostId,
        action: 'ticket.returned',
        subject: { type: 'ticket_return', id: inserted[0]!.id },
        details: { ticketIds: ids, returnIds: inserted.map((r) => r.id) },
        at: now,
      });
      return inserted;
    });
  } catch (err) {
    if (uniqueViolation(err) === 'ticket_returns_open_ticket_uq')
      throw new AppError('ticket_not_returnable', T.alreadyReturned);
    throw err;
  }
  await ctx.events.announce('places.returned', { occurrenceId: first.occurrenceId });
  return made.map(returnView);
}

/**
 * The holder takes a return back while no fan holds it (`listed`): the ticket is simply theirs.
 * @throws AppError return_not_found (not theirs); return_not_open (offered to a fan, or done)
 */
export async function withdrawReturn(
  ctx: ReturnContext,
  user: Holder,
  id: number,
  now: Date = new Date(),
): Promise<TTicketReturn> {
  const found = await repo.returnOfHolder(ctx.db, user, id);
  if (!found) throw new AppError('return_not_found', T.notFound);
  const [done] = await ctx.db.transaction(async (tx) => {
    const rows = await repo.withdrawListed(tx, id, now);
    if (rows.length)
      await recordAudit(tx, {
        actor: { kind: 'user', userId: user.id, requestId: ctx.requestId ?? null },
        hostId: found.hostId,
        action: 'ticket.return_withdrawn',
        subject: { type: 'ticket_return', id },
        details: { ticketId: found.ret.ticketId },
        at: now,
      });
    return rows;
  });
  if (!done) throw new AppError('return_not_open', T.notOpen);
  return returnView(done);
}

/**
 * Marks the tickets My tickets may offer to return (`returnable`): paid, valid, not checked in,
 * in no transfer or return, of an upcoming date whose type is sold out and whose host allows
 * resale. One fresh look per date and type at most; any refusal just leaves the flag off.
 */
export async function markReturnable(db: Db, views: TOrder[], now: Date = new Date()): Promise<void> {
  const candidates = views.flatMap((v) =>
    v.status === 'paid' && v.occurrence.startsAt && new Date(v.occurrence.startsAt).getTime() > now.getTime()
      ? v.tickets
          .filter((t) => t.status === 'valid' && !t.checkedInAt && !t.transferPending && !t.resale)
          .map((t) => t.id)
      : [],
  );
  if (candidates.length === 0) return;
  const rows = await repo.ticketsForReturn(db, candidates);
  const verdicts = new Map<string, Promise<boolean>>();
  const ok = new Map<number, number>();
  for (const r of rows) {
    if (!r.resaleAllowed || ticketRefusal(r) !== null) continue;
    const key = `${r.occurrenceId}:${r.ticketTypeId}`;
    if (!verdicts.has(key))
      verdicts.set(
        key,
        checkDateTakesReturns(db, r, now).then(
          () => true,
          () => false,
        ),
      );
    if (await verdicts.get(key)) ok.set(r.id, resaleRefundAmount(r.unitPrice, r.resaleFeePercent));
  }
  for (const v of views)
    for (const t of v.tickets) {
      const refund = ok.get(t.id);
      if (refund === undefined) continue;
      t.returnable = true;
      t.returnRefund = refund;
    }
}
