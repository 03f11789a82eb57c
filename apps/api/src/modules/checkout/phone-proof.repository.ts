import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { provenPhones, PHONE_PROOFS } from '../../db/schema/index.js';

/** The Drizzle code of phones proven for M-Pesa (decision 042): read, record, forget. */

export type PhoneProof = (typeof PHONE_PROOFS)[number];

/** Who a proof is held by: a browser (SHA-256 of its device id), an account, or both. */
export interface ProofHolders {
  deviceHash: string | null;
  userId: number | null;
}

/**
 * Whether `phone` is proven for these holders: on the device since `deviceSince`, or for the
 * account since `accountSince`. One indexed read.
 */
export async function phoneProven(
  db: DbOrTx,
  holders: ProofHolders,
  phone: string,
  deviceSince: Date,
  accountSince: Date,
): Promise<boolean> {
  if (holders.deviceHash === null && holders.userId === null) return false;
  const byDevice =
    holders.deviceHash === null
      ? sql`false`
      : sql`(${provenPhones.deviceHash} = ${holders.deviceHash} AND ${provenPhones.provenAt} > ${deviceSince.toISOString()}::timestamptz)`;
  const byAccount =
    holders.userId === null
      ? sql`false`
      : sql`(${provenPhones.userId} = ${holders.userId} AND ${provenPhones.provenAt} > ${accountSince.toISOString()}::timestamptz)`;
  const rows = await db
    .select({ id: provenPhones.id })
    .from(provenPhones)
    .where(sql`${provenPhones.phone} = ${phone} AND (${byDevice} OR ${byAccount})`)
    .limit(1);
  return rows.length > 0;
}

/** Records (or renews) a proof of `phone` for each holder given, one upsert each. */
export async function recordPhoneProof(
  db: DbOrTx,
  holders: ProofHolders,
  phone: string,
  proof: PhoneProof,
  now: Date,
): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  if (holders.deviceHash !== null)
    await db.execute(sql`
      INSERT INTO ${provenPhones} (device_hash, phone, proof, proven_at)
      VALUES (${holders.deviceHash}, ${phone}, ${proof}, ${at})
      ON CONFLICT (device_hash, phone) WHERE device_hash IS NOT NULL
      DO UPDATE SET proof = EXCLUDED.proof, proven_at = GREATEST(${provenPhones.provenAt}, EXCLUDED.proven_at)`);
  if (holders.userId !== null)
    await db.execute(sql`
      INSERT INTO ${provenPhones} (user_id, phone, proof, proven_at)
      VALUES (${holders.userId}, ${phone}, ${proof}, ${at})
      ON CONFLICT (user_id, phone) WHERE user_id IS NOT NULL
      DO UPDATE SET proof = EXCLUDED.proof, proven_at = GREATEST(${provenPhones.provenAt}, EXCLUDED.proven_at)`);
}

/** Forgets proofs that no longer count: a device's older than `deviceBefore`, an account's than `accountBefore`. */
export async function forgetPhoneProofs(db: DbOrTx, deviceBefore: Date, accountBefore: Date): Promise<number> {
  const rows = await db
    .delete(provenPhones)
    .where(
      sql`(${provenPhones.deviceHash} IS NOT NULL AND ${provenPhones.provenAt} < ${deviceBefore.toISOString()}::timestamptz)
        OR (${provenPhones.userId} IS NOT NULL AND ${provenPhones.provenAt} < ${accountBefore.toISOString()}::timestamptz)`,
    )
    .returning({ id: provenPhones.id });
  return rows.length;
}
