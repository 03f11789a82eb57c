import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, orders, promoCodes, ticketTypes } from '../../db/schema/index.js';

/**
 * The host's promo codes of one event (issue 9). Only this file touches Drizzle for them; the
 * checkout side (taking and giving back a use) is in checkout/promo.repository.ts.
 */

export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type PromoCodeValues = Pick<
  typeof promoCodes.$inferInsert,
  'code' | 'discountType' | 'discountValue' | 'maxUses' | 'startsAt' | 'endsAt' | 'ticketTypeIds'
>;

/** Whether the host has this event (another host's event is "not found"). */
export async function hostEventExists(db: DbOrTx, hostId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  return Boolean(row);
}

/** The event's ticket types a code can name (not the hidden free-admission row). */
export async function eventTicketTypes(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      price: ticketTypes.price,
      archivedAt: ticketTypes.archivedAt,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.implicit, false)))
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

const onOrders = sql<boolean>`EXISTS (SELECT 1 FROM orders o WHERE o.promo_code_id = ${promoCodes.id})`;

/** The event's codes, newest first, each with whether an order ever carried it. */
export async function listPromoCodeRows(db: DbOrTx, eventId: number) {
  return db
    .select({ row: promoCodes, onOrders })
    .from(promoCodes)
    .where(eq(promoCodes.eventId, eventId))
    .orderBy(sql`${promoCodes.archivedAt} IS NOT NULL`, sql`${promoCodes.createdAt} DESC`, sql`${promoCodes.id} DESC`);
}

export async function insertPromoCode(db: DbOrTx, eventId: number, values: PromoCodeValues, now: Date) {
  const [row] = await db
    .insert(promoCodes)
    .values({ ...values, eventId, createdAt: now, updatedAt: now })
    .returning();
  return row!;
}

/**
 * The code's row, locked until the transaction ends: a hold taking a use waits for an edit and
 * the reverse, so "is it on an order?" cannot change under the edit.
 */
export async function lockPromoCode(tx: Tx, eventId: number, codeId: number): Promise<PromoCodeRow | undefined> {
  const [row] = await tx
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), eq(promoCodes.eventId, eventId)))
    .for('update');
  return row;
}

export async function promoCodeOnOrders(db: DbOrTx, codeId: number): Promise<boolean> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.promoCodeId, codeId)).limit(1);
  return Boolean(row);
}

export async function updatePromoCodeRow(tx: Tx, codeId: number, values: Partial<PromoCodeValues>, now: Date) {
  const [row] = await tx
    .update(promoCodes)
    .set({ ...values, updatedAt: now })
    .where(eq(promoCodes.id, codeId))
    .returning();
  return row!;
}

export async function archivePromoCodeRow(tx: Tx, codeId: number, now: Date) {
  const [row] = await tx
    .update(promoCodes)
    .set({ archivedAt: sql`coalesce(${promoCodes.archivedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(eq(promoCodes.id, codeId))
    .returning();
  return row!;
}

export async function deletePromoCodeRow(tx: Tx, codeId: number): Promise<void> {
  await tx.delete(promoCodes).where(eq(promoCodes.id, codeId));
}
