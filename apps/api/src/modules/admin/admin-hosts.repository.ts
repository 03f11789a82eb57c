import { and, count, desc, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { TAdminHostFilter } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, hosts, teamMembers, users } from '../../db/schema/index.js';

/** The admin area's reads and writes of hosts (docs/admin.md). */

const ownerName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;
const eventsCount = sql<number>`(SELECT count(*)::int FROM ${events} WHERE ${events.hostId} = ${hosts.id})`;

const rowColumns = {
  host: hosts,
  ownerEmail: users.email,
  ownerName,
  ownerUsername: users.username,
  ownerLocale: users.locale,
  eventsCount,
};

export type AdminHostRow = {
  host: typeof hosts.$inferSelect;
  ownerEmail: string;
  ownerName: string;
  ownerUsername: string;
  ownerLocale: TLocale;
  eventsCount: number;
};

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(q: string | undefined, status: TAdminHostFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  if (q) {
    const p = like(q);
    parts.push(
      or(
        sql`${hosts.vendorName} ILIKE ${p}`,
        sql`${hosts.slug} ILIKE ${p}`,
        sql`${hosts.email} ILIKE ${p}`,
        sql`${hosts.phone} ILIKE ${p}`,
        sql`${users.email} ILIKE ${p}`,
        /^\d{1,9}$/.test(q) ? eq(hosts.id, Number(q)) : undefined,
      ),
    );
  }
  if (status === 'verified') parts.push(isNotNull(hosts.verifiedAt));
  if (status === 'unverified') parts.push(isNull(hosts.verifiedAt));
  if (status === 'suspended') parts.push(isNotNull(hosts.suspendedAt));
  return and(...parts);
}

/** A page of hosts, newest first, with how many match in all. */
export async function listHosts(
  db: DbOrTx,
  opts: { q?: string | undefined; status: TAdminHostFilter; offset: number; limit: number },
): Promise<{ rows: AdminHostRow[]; total: number }> {
  const where = whereOf(opts.q, opts.status);
  const rows = await db
    .select(rowColumns)
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(where)
    .orderBy(desc(hosts.createdAt), desc(hosts.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db
    .select({ n: count() })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findAdminHost(db: DbOrTx, hostId: number): Promise<AdminHostRow | null> {
  const [row] = await db
    .select(rowColumns)
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}

/** Every event of the host (drafts too), soonest-made first. */
export async function hostEventsOf(db: DbOrTx, hostId: number) {
  return db
    .select({
      id: events.id,
      externalId: events.externalId,
      title: events.title,
      status: events.status,
      startDate: events.startDate,
    })
    .from(events)
    .where(eq(events.hostId, hostId))
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(200);
}

/** People on the host's team besides the owner (active). */
export async function teamCountOf(db: DbOrTx, hostId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(teamMembers)
    .where(and(eq(teamMembers.hostId, hostId), eq(teamMembers.status, 'active'), ne(teamMembers.role, 'owner')));
  return Number(row?.n ?? 0);
}

/** The host's row, locked for this transaction (one admin action at a time on a host). */
export async function lockHost(tx: Tx, hostId: number) {
  const [row] = await tx.select().from(hosts).where(eq(hosts.id, hostId)).for('update').limit(1);
  return row ?? null;
}

export async function setHostVerified(tx: Tx, hostId: number, adminId: number | null, now: Date | null) {
  await tx
    .update(hosts)
    .set({ verifiedAt: now, verifiedByAdminId: adminId, updatedAt: new Date() })
    .where(eq(hosts.id, hostId));
}

export async function setHostSuspended(
  tx: Tx,
  hostId: number,
  s: { at: Date; reason: string; adminId: number } | null,
) {
  await tx
    .update(hosts)
    .set({
      suspendedAt: s?.at ?? null,
      suspendedReason: s?.reason ?? null,
      suspendedByAdminId: s?.adminId ?? null,
      updatedAt: new Date(),
    })
    .where(eq(hosts.id, hostId));
}
