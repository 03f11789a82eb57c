import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { events, occurrences, orderItems, orders, ticketReturns, tickets } from '../../db/schema/index.js';
import { heldBy, type Holder } from './ticket-transfers.repository.js';

/** The queries of tickets returned to the waiting list (decision 054; the engine's side is checkout.resale.ts). */

/** The tickets among `ids` (those this person holds, when given), with what returning them depends on. */
export async function ticketsForReturn(db: Db, ids: number[], user?: Holder) {
  return db
    .select({
      id: tickets.id,
      status: tickets.status,
      checkedInAt: tickets.checkedInAt,
      pendingTransferId: tickets.pendingTransferId,
      orderId: tickets.orderId,
      orderStatus: orders.status,
      eventId: tickets.eventId,
      occurrenceId: tickets.occurrenceId,
      ticketTypeId: tickets.ticketTypeId,
      unitPrice: orderItems.unitPrice,
      hostId: events.hostId,
      resaleAllowed: events.resaleAllowed,
      resaleFeePercent: events.resaleFeePercent,
      timeZone: events.timeZone,
      occurrenceKey: occurrences.occurrenceKey,
      showTimeId: occurrences.showTimeId,
      startsAt: occurrences.startsAt,
      open: sql<boolean>`EXISTS (SELECT 1 FROM ticket_returns r WHERE r.ticket_id = ${tickets.id}
        AND r.status IN ('listed', 'offered'))`,
      transferOpen: sql<boolean>`EXISTS (SELECT 1 FROM ticket_transfers t WHERE t.id = ${tickets.pendingTransferId}
        AND t.status = 'pending' AND t.expires_at > now())`,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .where(and(inArray(tickets.id, ids), user ? heldBy(user) : undefined));
}

/**
 * Locks those of `ids` still valid, not checked in and in no open transfer, of orders still paid;
 * answers how many. Their orders are taken first (checkout's lock order: a refund of the same
 * order takes its row, then its returns, then its tickets), so a return and a refund never wait
 * on each other in a circle.
 */
export async function lockStillReturnable(tx: Tx, ids: number[], now: Date): Promise<number> {
  const owners = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'paid'),
        sql`${orders.id} IN (SELECT order_id FROM tickets WHERE id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(orders.id)
    .for('update');
  if (owners.length === 0) return 0;
  const rows = await tx
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(
        inArray(tickets.id, ids),
        inArray(
          tickets.orderId,
          owners.map((o) => o.id),
        ),
        eq(tickets.status, 'valid'),
        isNull(tickets.checkedInAt),
        sql`NOT EXISTS (SELECT 1 FROM ticket_transfers t WHERE t.id = ${tickets.pendingTransferId}
          AND t.status = 'pending' AND t.expires_at > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .for('update');
  return rows.length;
}

export async function insertReturns(tx: Tx, values: (typeof ticketReturns.$inferInsert)[]) {
  return tx.insert(ticketReturns).values(values).returning();
}

/** A return of a ticket this person holds, with its event's host. */
export async function returnOfHolder(db: DbOrTx, user: Holder, id: number) {
  const [found] = await db
    .select({ ret: ticketReturns, hostId: events.hostId })
    .from(ticketReturns)
    .innerJoin(events, eq(events.id, ticketReturns.eventId))
    .innerJoin(tickets, eq(tickets.id, ticketReturns.ticketId))
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(and(eq(ticketReturns.id, id), heldBy(user)));
  return found;
}

/** A listed return taken back (conditional: an offered or finished one is left alone). */
export async function withdrawListed(tx: Tx, id: number, now: Date) {
  return tx
    .update(ticketReturns)
    .set({ status: 'withdrawn', updatedAt: now })
    .where(and(eq(ticketReturns.id, id), eq(ticketReturns.status, 'listed')))
    .returning();
}
