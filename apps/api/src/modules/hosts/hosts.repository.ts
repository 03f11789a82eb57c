import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { hosts, users } from '../../db/schema/index.js';

export type HostRow = typeof hosts.$inferSelect;

export async function findHostById(db: DbOrTx, id: number): Promise<HostRow | null> {
  const [row] = await db.select().from(hosts).where(eq(hosts.id, id)).limit(1);
  return row ?? null;
}

export async function findHostByOwner(db: DbOrTx, userId: number): Promise<HostRow | null> {
  const [row] = await db.select().from(hosts).where(eq(hosts.ownerUserId, userId)).limit(1);
  return row ?? null;
}

/** Another host (not owned by `userId`) using this public name, case-insensitively. */
export async function vendorNameUsedByOther(db: DbOrTx, vendorName: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: hosts.id })
    .from(hosts)
    .where(sql`lower(${hosts.vendorName}) = lower(${vendorName}) AND ${hosts.ownerUserId} <> ${userId}`)
    .limit(1);
  return Boolean(row);
}

export async function slugTaken(db: DbOrTx, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: hosts.id }).from(hosts).where(eq(hosts.slug, slug)).limit(1);
  return Boolean(row);
}

export async function insertHost(db: DbOrTx, values: typeof hosts.$inferInsert): Promise<HostRow> {
  const [row] = await db.insert(hosts).values(values).returning();
  return row!;
}

export async function updateHost(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      HostRow,
      | 'vendorName'
      | 'phone'
      | 'email'
      | 'description'
      | 'logoUrl'
      | 'onboardingState'
      | 'onboardingCompletedAt'
      | 'payoutMethod'
      | 'payoutDetailsEncrypted'
      | 'payoutDetailsMasked'
      | 'website'
      | 'legalName'
      | 'kraPin'
      | 'idNumberEncrypted'
      | 'paystackRecipientCode'
      | 'idNumberMasked'
    >
  >,
): Promise<HostRow> {
  const [row] = await db
    .update(hosts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(hosts.id, id))
    .returning();
  return row!;
}

export async function markUserHost(db: DbOrTx, userId: number): Promise<void> {
  await db.update(users).set({ isHost: true, updatedAt: new Date() }).where(eq(users.id, userId));
}
