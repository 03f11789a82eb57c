import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { occurrences, orders, tickets } from '../../db/schema/index.js';

/**
 * The orders with tickets that belong to a person: bought while signed in, or (once the address
 * is verified) bought with their email as a guest. Soonest date first.
 */
export async function ticketOrdersOf(
  db: DbOrTx,
  user: { id: number; email: string; emailVerifiedAt: Date | null },
): Promise<{ id: number; startsAt: Date | null; endsAt: Date | null }[]> {
  const mine = user.emailVerifiedAt
    ? or(eq(orders.userId, user.id), sql`lower(${orders.buyerEmail}) = ${user.email.toLowerCase()}`)
    : eq(orders.userId, user.id);
  return db
    .select({ id: orders.id, startsAt: occurrences.startsAt, endsAt: occurrences.endsAt })
    .from(orders)
    .innerJoin(occurrences, eq(occurrences.id, orders.occurrenceId))
    .where(and(mine, inArray(orders.status, ['paid', 'reserved'])))
    .orderBy(sql`${occurrences.startsAt} ASC NULLS LAST`)
    .limit(200);
}

/** One ticket of an order with tickets (paid or reserved), named by the order's token: what its QR code signs. */
export async function ticketOfOrder(
  db: DbOrTx,
  token: string,
  ticketId: number,
): Promise<{ code: string; eventId: number; occurrenceId: number } | undefined> {
  const [row] = await db
    .select({ code: tickets.code, eventId: tickets.eventId, occurrenceId: tickets.occurrenceId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(
        eq(orders.publicToken, token),
        eq(tickets.id, ticketId),
        // Not one re-issued to someone else: the order's link is the buyer's (decision 051).
        isNull(tickets.holderUserId),
        inArray(orders.status, ['paid', 'reserved']),
      ),
    );
  return row;
}
