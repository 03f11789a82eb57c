import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { verificationCodes } from './schema/index.js';

/**
 * Spends one `verification_codes` row, once only, in one statement: false when it was already
 * spent (two requests racing, a replay). Every single-use row spends through here: sign-in,
 * sign-up and reset codes (auth) and the admin's pending sign-in step (admin).
 */
export async function spendVerificationCode(db: DbOrTx, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length === 1;
}
