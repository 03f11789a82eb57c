import { and, count, desc, eq, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, hosts, orders, sessions, userDevices, users } from '../../db/schema/index.js';

/** The admin area's reads of users, and ending a user's sessions (docs/admin.md). */

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Matches an email, a name (first, last or both), a username, a phone (any spacing) or an id. */
function searchOf(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const p = like(q);
  const digits = q.replace(/\D/g, '');
  return or(
    sql`${users.email} ILIKE ${p}`,
    sql`${users.username} ILIKE ${p}`,
    sql`(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) ILIKE ${p}`,
    digits.length >= 6
      ? sql`regexp_replace(coalesce(${users.phone}, ''), '\\D', '', 'g') LIKE ${`%${digits.slice(-9)}%`}`
      : undefined,
    /^\d{1,9}$/.test(q) ? eq(users.id, Number(q)) : undefined,
  );
}

export async function listUsers(db: DbOrTx, opts: { q?: string | undefined; offset: number; limit: number }) {
  const where = searchOf(opts.q);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(opts.limit)
    .offset(opts.offset);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findUser(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

/** The user's orders: placed while signed in, or with their email as the buyer's; newest first. */
export async function ordersOfUser(db: DbOrTx, user: { id: number; email: string }) {
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      eventId: orders.eventId,
      eventTitle: events.title,
      status: orders.status,
      total: orders.total,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(or(eq(orders.userId, user.id), sql`lower(${orders.buyerEmail}) = ${user.email.toLowerCase()}`))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(100);
}

export async function countActiveSessions(db: DbOrTx, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`));
  return Number(row?.n ?? 0);
}

export async function hostIdOwnedBy(db: DbOrTx, userId: number): Promise<number | null> {
  const [row] = await db.select({ id: hosts.id }).from(hosts).where(eq(hosts.ownerUserId, userId)).limit(1);
  return row?.id ?? null;
}

/** Ends every session of the user and forgets their known devices; answers how many sessions ended. */
export async function deleteUserSessions(tx: Tx, userId: number): Promise<number> {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), isNotNull(sessions.userId)))
    .returning({ id: sessions.id });
  await tx.delete(userDevices).where(eq(userDevices.userId, userId));
  return ended.length;
}
