import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.js';
import { verificationCodes } from './schema/index.js';

type CodeRow = typeof verificationCodes.$inferSelect;

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

/** What one typed code did (tryVerificationCode). */
export type CodeTry = 'right' | 'wrong' | 'none';

/**
 * Tries a typed code against the newest live code of `email` and `purpose`, in one statement:
 * right, the code is spent; wrong, its `attempts` go up by one and the code is spent at
 * `maxAttempts`; 'none' when no live code is left (never sent, spent, past its time or out of
 * tries). The row is locked by the update and its conditions read again after any concurrent
 * one, so N wrong codes typed at once never count past the cap, and a right code typed after
 * the cap finds nothing. `codeHash` is compared in SQL: it is a keyed digest, never the code.
 */
export async function tryVerificationCode(
  db: DbOrTx,
  v: { email: string; purpose: CodeRow['purpose']; codeHash: string; maxAttempts: number; now: Date },
): Promise<CodeTry> {
  const now = sql`${v.now.toISOString()}::timestamptz`;
  const live = sql`${verificationCodes.consumedAt} IS NULL AND ${verificationCodes.expiresAt} > ${now} AND ${verificationCodes.attempts} < ${v.maxAttempts}`;
  const right = sql`${verificationCodes.codeHash} = ${v.codeHash}`;
  const r = await db.execute(sql`
    UPDATE ${verificationCodes} SET
      attempts = ${verificationCodes.attempts} + CASE WHEN ${right} THEN 0 ELSE 1 END,
      consumed_at = CASE WHEN ${right} OR ${verificationCodes.attempts} + 1 >= ${v.maxAttempts} THEN ${now} ELSE NULL END
    WHERE ${verificationCodes.id} = (
        SELECT ${verificationCodes.id} FROM ${verificationCodes}
        WHERE lower(${verificationCodes.email}) = lower(${v.email}) AND ${verificationCodes.purpose} = ${v.purpose} AND ${live}
        ORDER BY ${verificationCodes.id} DESC LIMIT 1)
      AND ${live}
    RETURNING (${right}) AS matched`);
  const row = (r as unknown as { rows: { matched: boolean }[] }).rows[0];
  return row === undefined ? 'none' : row.matched ? 'right' : 'wrong';
}

/**
 * Issues a new code for `email` and `purpose` in one statement: the live ones before it are
 * spent (only the newest works), and the new row is written.
 */
export async function issueVerificationCode(
  db: DbOrTx,
  v: { email: string; purpose: CodeRow['purpose']; codeHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.execute(sql`
    WITH spent AS (
      UPDATE ${verificationCodes} SET consumed_at = ${v.now.toISOString()}::timestamptz
      WHERE lower(${verificationCodes.email}) = lower(${v.email}) AND ${verificationCodes.purpose} = ${v.purpose}
        AND ${verificationCodes.consumedAt} IS NULL
    )
    INSERT INTO ${verificationCodes} (email, purpose, code_hash, attempts, expires_at, created_at)
    VALUES (${v.email}, ${v.purpose}, ${v.codeHash}, 0, ${v.expiresAt.toISOString()}::timestamptz, ${v.now.toISOString()}::timestamptz)`);
}
