import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { occurrences, orders } from '../../db/schema/index.js';

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
