import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { authThrottles, promoCodes } from '../../db/schema/index.js';
import { countHit } from '../../lib/throttle.js';

/**
 * Promo codes at checkout (issue 9): reading a code, taking one use in the hold's transaction
 * and giving it back when the hold ends without a sale. Lock order: a code's row is always taken
 * after the order, buyer limits, date and ticket type rows (checkout's order), so a hold and a
 * release never wait on each other in a cycle.
 */

export type PromoCodeRow = typeof promoCodes.$inferSelect;

/** The event's code as typed (codes are compared upper-case), archived or not. */
export async function findPromoCode(db: DbOrTx, eventId: number, code: string): Promise<PromoCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), sql`upper(${promoCodes.code}) = upper(${code})`));
  return row;
}

export async function findPromoCodeById(db: DbOrTx, id: number): Promise<PromoCodeRow | undefined> {
  const [row] = await db.select().from(promoCodes).where(eq(promoCodes.id, id));
  return row;
}

/**
 * Takes one use of the code for a new order and writes the discount on it, in one statement of
 * the hold's transaction: the use is taken only while the code is live, has uses left and still
 * gives the discount the order was priced with (a host's edit in between refuses it). The CHECK
 * on `used_count <= max_uses` is the last line. Returns false when no use was taken (the caller
 * rolls the hold back).
 */
export async function takePromoUse(
  tx: Tx,
  opts: {
    orderId: number;
    promo: PromoCodeRow;
    subtotal: number;
    discount: number;
    now: Date;
  },
): Promise<boolean> {
  const { promo, now } = opts;
  const at = sql`${now.toISOString()}::timestamptz`;
  const ids = sql`${`{${[...promo.ticketTypeIds].join(',')}}`}::integer[]`;
  const r = await tx.execute(sql`WITH used AS (
      UPDATE promo_codes SET used_count = used_count + 1
      WHERE id = ${promo.id} AND archived_at IS NULL
        AND (max_uses IS NULL OR used_count < max_uses)
        AND (starts_at IS NULL OR starts_at <= ${at}) AND (ends_at IS NULL OR ends_at > ${at})
        AND code = ${promo.code} AND discount_type = ${promo.discountType}
        AND discount_value = ${promo.discountValue} AND ticket_type_ids = ${ids}
      RETURNING id
    )
    UPDATE orders SET subtotal = ${opts.subtotal}, discount = ${opts.discount}, promo_code_id = used.id
    FROM used WHERE orders.id = ${opts.orderId}
    RETURNING orders.id`);
  return (r as unknown as { rows: unknown[] }).rows.length === 1;
}

/**
 * Takes one use for an order being sold again after its hold ended (a late payment): live code
 * with uses left only. Returns false when none is left.
 */
export async function retakePromoUse(tx: Tx, promoCodeId: number): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        sql`(${promoCodes.maxUses} IS NULL OR ${promoCodes.usedCount} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length === 1;
}

/** Gives one use back (the order's places came back without a sale); never below zero. */
export async function givePromoUseBack(tx: Tx, promoCodeId: number): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`GREATEST(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.id, promoCodeId));
}

// --- Wrong codes ----------------------------------------------------------------------------------

/**
 * Wrong codes tried from one address for one event, counted in a fixed window in the shared
 * throttle table (so every server process sees the same count; idle rows are swept with the
 * sign-in counters after a day). Only wrong codes are counted: a buyer with a good code never
 * waits for this, and buyers sharing a carrier's address are not held back by each other's
 * successes.
 */
export async function wrongCodeCount(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ hits: authThrottles.hits, windowStartedAt: authThrottles.windowStartedAt })
    .from(authThrottles)
    .where(eq(authThrottles.key, key));
  if (!row || row.windowStartedAt.getTime() + windowMs <= now.getTime()) return 0;
  return row.hits;
}

/** Counts a wrong code against `key` (the same counting as every throttle's, lib/throttle.ts). */
export async function countWrongCode(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<void> {
  await countHit(db, key, windowMs, now);
}
