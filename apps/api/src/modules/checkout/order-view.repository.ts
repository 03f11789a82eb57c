import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import {
  events,
  hosts,
  occurrences,
  orderItems,
  orderStatusChanges,
  orders,
  payments,
  promoCodes,
  refunds,
  ticketReturns,
  tickets,
} from '../../db/schema/index.js';

/**
 * The rows an order's view is made of (order-view.ts), for any number of orders: one query per
 * table.
 */
export async function readOrderRows(db: DbOrTx, ids: number[]) {
  const rows = await db
    .select({
      order: orders,
      event: events,
      occurrence: occurrences,
      hostName: hosts.vendorName,
      promoCode: promoCodes.code,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(occurrences, eq(occurrences.id, orders.occurrenceId))
    .leftJoin(hosts, eq(hosts.id, events.hostId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(inArray(orders.id, ids));
  const [items, ticketRows, paymentRows, refundRows, history] = await readTogether(
    db,
    () => db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)),
    () =>
      db
        .select({
          ticket: tickets,
          typeName: orderItems.name,
          resale: { id: ticketReturns.id, status: ticketReturns.status, refundAmount: ticketReturns.refundAmount },
        })
        .from(tickets)
        .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
        // Its return for resale, open or sold (decision 054): at most one such row per ticket.
        .leftJoin(
          ticketReturns,
          and(eq(ticketReturns.ticketId, tickets.id), inArray(ticketReturns.status, ['listed', 'offered', 'sold'])),
        )
        // The buyer's own tickets only: one re-issued to someone else is theirs to see (decision 051).
        .where(and(inArray(tickets.orderId, ids), isNull(tickets.holderUserId)))
        .orderBy(asc(tickets.orderItemId), asc(tickets.seq), asc(tickets.id)),
    () => db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id)),
    () => db.select().from(refunds).where(inArray(refunds.orderId, ids)).orderBy(asc(refunds.id)),
    () =>
      db
        .select()
        .from(orderStatusChanges)
        .where(inArray(orderStatusChanges.orderId, ids))
        .orderBy(asc(orderStatusChanges.id)),
  );
  return { rows, items, ticketRows, paymentRows, refundRows, history };
}
