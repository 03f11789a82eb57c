import { spendVerificationCode } from '../../db/verification-codes.js';
import { and, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { DbOrTx } from '../../db/client.js';
import { adminRecoveryCodes, adminUsers, verificationCodes } from '../../db/schema/index.js';
import type { AdminRow } from '../../plugins/admin-session.js';

export async function findAdminByEmail(db: Db, email: string): Promise<AdminRow | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(sql`lower(${adminUsers.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return admin ?? null;
}

/** An admin who may sign in (not disabled). */
export async function findActiveAdmin(db: Db, adminId: number): Promise<AdminRow | null> {
  const [admin] = await db
    .select()
    .from(adminUsers)
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.disabledAt)))
    .limit(1);
  return admin ?? null;
}

/** Records `step` as the admin's last accepted TOTP step unless it is not later: true when taken. */
export async function takeTotpStep(db: DbOrTx, adminId: number, step: number): Promise<boolean> {
  const taken = await db
    .update(adminUsers)
    .set({ totpLastStep: step })
    .where(and(eq(adminUsers.id, adminId), or(isNull(adminUsers.totpLastStep), lt(adminUsers.totpLastStep, step))))
    .returning({ id: adminUsers.id });
  return taken.length > 0;
}

/** Keeps a secret being enrolled (not yet confirmed: `totp_enabled_at` stays empty). */
export async function savePendingTotpSecret(db: DbOrTx, adminId: number, encrypted: string): Promise<void> {
  await db
    .update(adminUsers)
    .set({ totpSecretEncrypted: encrypted })
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpEnabledAt)));
}

/**
 * Marks the admin enrolled, with `step` as the last code used, only if not enrolled yet (two
 * confirmations at once: one wins). True when this call enrolled them.
 */
export async function enableTotp(db: DbOrTx, adminId: number, step: number, now: Date): Promise<boolean> {
  const done = await db
    .update(adminUsers)
    .set({ totpEnabledAt: now, totpLastStep: step })
    .where(and(eq(adminUsers.id, adminId), isNull(adminUsers.totpEnabledAt)))
    .returning({ id: adminUsers.id });
  return done.length > 0;
}

/** Replaces every recovery code of the admin (used or not) with these hashes. */
export async function replaceRecoveryCodes(db: DbOrTx, adminId: number, hashes: string[]): Promise<void> {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.adminUserId, adminId));
  if (hashes.length)
    await db.insert(adminRecoveryCodes).values(hashes.map((codeHash) => ({ adminUserId: adminId, codeHash })));
}

/** Uses the admin's unused recovery code with this hash, in one conditional update: true when used now. */
export async function takeRecoveryCode(db: DbOrTx, adminId: number, codeHash: string, now: Date): Promise<boolean> {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(adminRecoveryCodes.adminUserId, adminId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length > 0;
}

/** How many recovery codes the admin has not used. */
export async function countUnusedRecoveryCodes(db: DbOrTx, adminId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(adminRecoveryCodes)
    .where(and(eq(adminRecoveryCodes.adminUserId, adminId), isNull(adminRecoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** A new admin row; null when the email is taken (any case). */
export async function insertAdmin(
  db: DbOrTx,
  v: { email: string; name: string; passwordHash: string },
): Promise<AdminRow | null> {
  const [row] = await db.insert(adminUsers).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

/**
 * The half-signed-in step (password given, code not yet), kept as a `verification_codes` row of
 * purpose `admin-pending`: `email` names the admin, `code_hash` is the hash of the random id the
 * browser's cookie carries. Nothing in the cookie says who or until when, so a known
 * SESSION_SECRET cannot make one (issue 24, decision 037).
 */
export async function insertPendingSignIn(db: DbOrTx, adminId: number, idHash: string, expiresAt: Date): Promise<void> {
  await db
    .insert(verificationCodes)
    .values({ email: `admin:${adminId}`, purpose: 'admin-pending', codeHash: idHash, expiresAt });
}

/** The live, unused pending step with this id hash: its row id and admin, or null. */
export async function findPendingSignIn(
  db: DbOrTx,
  idHash: string,
  now: Date,
): Promise<{ id: number; adminId: number } | null> {
  const [row] = await db
    .select({ id: verificationCodes.id, email: verificationCodes.email })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.purpose, 'admin-pending'),
        eq(verificationCodes.codeHash, idHash),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  const adminId = row ? Number(row.email.replace(/^admin:/, '')) : NaN;
  return row && Number.isInteger(adminId) ? { id: row.id, adminId } : null;
}

/** Spends a pending step, once only: false when it was already spent. */
export const consumePendingSignIn = spendVerificationCode;
