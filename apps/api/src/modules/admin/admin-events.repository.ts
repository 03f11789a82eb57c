import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TAdminEvent, TAdminEventsQuery } from '@tribe/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { eventReports, events, hosts, users } from '../../db/schema/index.js';

/** The admin's view of events (docs/admin.md "Events"): every event, drafts included. */

const openReports = sql<number>`(SELECT count(*)::int FROM ${eventReports} r
  WHERE r.event_id = ${events.id} AND r.status = 'open')`;

const columns = {
  id: events.id,
  externalId: events.externalId,
  title: events.title,
  status: events.status,
  hostId: events.hostId,
  vendorName: hosts.vendorName,
  startDate: events.startDate,
  recurringStartDate: events.recurringStartDate,
  lastEndsAt: events.lastEndsAt,
  featured: events.featured,
  unpublishedAt: events.unpublishedAt,
  unpublishedReason: events.unpublishedReason,
  openReports,
  createdAt: events.createdAt,
};

type Row = {
  id: number;
  externalId: string;
  title: string;
  status: TAdminEvent['status'];
  hostId: number;
  vendorName: string;
  startDate: Date | null;
  recurringStartDate: string | null;
  lastEndsAt: Date | null;
  featured: boolean;
  unpublishedAt: Date | null;
  unpublishedReason: string | null;
  openReports: number;
  createdAt: Date;
};

export function toAdminEvent(r: Row): TAdminEvent {
  return {
    id: r.id,
    externalId: r.externalId,
    title: r.title,
    status: r.status,
    host: { id: r.hostId, vendorName: r.vendorName },
    startDate: r.startDate?.toISOString() ?? (r.recurringStartDate ? `${r.recurringStartDate}T00:00:00.000Z` : null),
    lastEndsAt: r.lastEndsAt?.toISOString() ?? null,
    featured: r.featured,
    unpublishedAt: r.unpublishedAt?.toISOString() ?? null,
    unpublishedReason: r.unpublishedReason,
    openReports: Number(r.openReports),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Nairobi midnight of a YYYY-MM-DD day, as SQL. */
const dayStart = (day: string) => sql`(${day}::date::timestamp AT TIME ZONE 'Africa/Nairobi')`;

function where(q: TAdminEventsQuery): SQL | undefined {
  const conds: SQL[] = [];
  const text = (q.q ?? '').trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const id = /^\d{1,9}$/.test(text) ? Number(text) : -1;
    conds.push(sql`(${events.title} ILIKE ${like} OR ${events.externalId} ILIKE ${like}
      OR ${hosts.vendorName} ILIKE ${like} OR ${events.id} = ${id})`);
  }
  if (q.status === 'unpublished') conds.push(sql`${events.unpublishedAt} IS NOT NULL`);
  else if (q.status) conds.push(and(eq(events.status, q.status), sql`${events.unpublishedAt} IS NULL`)!);
  if (q.hostId) conds.push(eq(events.hostId, q.hostId));
  if (q.featured !== undefined) conds.push(eq(events.featured, q.featured));
  // An event is in [from, to] when it has not ended before `from` and starts before the end of `to`.
  const starts = sql`COALESCE(${events.startDate}, (${events.recurringStartDate}::timestamp AT TIME ZONE ${events.timeZone}))`;
  if (q.from) conds.push(sql`(${events.lastEndsAt} IS NULL OR ${events.lastEndsAt} >= ${dayStart(q.from)})`);
  if (q.to) conds.push(sql`(${starts} IS NULL OR ${starts} < ${dayStart(q.to)} + interval '1 day')`);
  return conds.length ? and(...conds) : undefined;
}

/** One page of events, newest first, and how many match. */
export async function findAdminEvents(db: DbOrTx, q: TAdminEventsQuery): Promise<{ rows: Row[]; total: number }> {
  const w = where(q);
  const rows = await db
    .select(columns)
    .from(events)
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .where(w)
    .orderBy(desc(events.createdAt), desc(events.id))
    .limit(q.limit)
    .offset(q.offset);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(events)
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .where(w);
  return { rows: rows as Row[], total: Number(count?.n ?? 0) };
}

export async function findAdminEvent(db: DbOrTx, id: number): Promise<Row | null> {
  const [row] = await db
    .select(columns)
    .from(events)
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .where(eq(events.id, id))
    .limit(1);
  return (row as Row | undefined) ?? null;
}

/** Locks the event's row for a moderation change; null when there is none. */
export async function lockEvent(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: events.id,
      hostId: events.hostId,
      title: events.title,
      featured: events.featured,
      unpublishedAt: events.unpublishedAt,
      unpublishedReason: events.unpublishedReason,
    })
    .from(events)
    .where(eq(events.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function setUnpublished(
  tx: Tx,
  id: number,
  v: { at: Date | null; reason: string | null; adminId: number | null },
): Promise<void> {
  await tx
    .update(events)
    .set({ unpublishedAt: v.at, unpublishedReason: v.reason, unpublishedByAdminId: v.adminId, updatedAt: new Date() })
    .where(eq(events.id, id));
}

export async function setFeatured(tx: Tx, id: number, featured: boolean): Promise<void> {
  await tx.update(events).set({ featured, updatedAt: new Date() }).where(eq(events.id, id));
}

/** The host owner's name and email, for the notice of a take-down. */
export async function findHostOwnerContact(db: DbOrTx, hostId: number) {
  const [row] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      username: users.username,
      locale: users.locale,
      vendorName: hosts.vendorName,
    })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(eq(hosts.id, hostId))
    .limit(1);
  return row ?? null;
}
