import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  emailChanges,
  events,
  hosts,
  occurrences,
  orders,
  provenPhones,
  reviews,
  savedEvents,
  sessions,
  teamMembers,
  tickets,
  users,
  verificationCodes,
} from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;
export type EmailChangeRow = typeof emailChanges.$inferSelect;

// --- user ----------------------------------------------------------------------------------

export async function findUser(db: DbOrTx, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Another user (not `exceptId`) holding this username or email, case-insensitively. */
export async function findOtherHolder(
  db: DbOrTx,
  exceptId: number,
  field: 'username' | 'email',
  value: string,
): Promise<UserRow | null> {
  const column = field === 'username' ? users.username : users.email;
  const [row] = await db
    .select()
    .from(users)
    .where(and(sql`lower(${column}) = lower(${value})`, sql`${users.id} <> ${exceptId}`))
    .limit(1);
  return row ?? null;
}

export async function updateUserFields(
  db: DbOrTx,
  id: number,
  values: Partial<
    Pick<
      UserRow,
      'firstName' | 'lastName' | 'username' | 'email' | 'emailVerifiedAt' | 'profileImage' | 'isHost' | 'locale'
    >
  >,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

// --- sessions ------------------------------------------------------------------------------

export async function findSessionByHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

export async function countUserSessions(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  return row?.n ?? 0;
}

// --- email change --------------------------------------------------------------------------

export async function replaceEmailChange(
  db: DbOrTx,
  values: { userId: number; newEmail: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.delete(emailChanges).where(eq(emailChanges.userId, values.userId));
  await db.insert(emailChanges).values(values);
}

export async function findEmailChange(db: DbOrTx, userId: number): Promise<EmailChangeRow | null> {
  const [row] = await db
    .select()
    .from(emailChanges)
    .where(eq(emailChanges.userId, userId))
    .orderBy(desc(emailChanges.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong code; the request is dropped at `maxAttempts`. */
export async function recordWrongEmailCode(db: DbOrTx, id: number, maxAttempts: number): Promise<void> {
  const [row] = await db
    .update(emailChanges)
    .set({ attempts: sql`${emailChanges.attempts} + 1` })
    .where(eq(emailChanges.id, id))
    .returning({ attempts: emailChanges.attempts });
  if (row && row.attempts >= maxAttempts) await db.delete(emailChanges).where(eq(emailChanges.id, id));
}

/** Spends the request; false when another request spent it first. */
export async function takeEmailChange(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(emailChanges).where(eq(emailChanges.id, id)).returning({ id: emailChanges.id });
  return rows.length === 1;
}

// --- saved events --------------------------------------------------------------------------

export function listSavedEvents(db: DbOrTx, userId: number, limit: number) {
  return db
    .select({
      id: events.id,
      externalId: events.externalId,
      title: events.title,
      imageUrl: events.imageUrl,
      startDate: events.startDate,
      timeZone: events.timeZone,
      location: events.location,
      savedAt: savedEvents.savedAt,
    })
    .from(savedEvents)
    .innerJoin(events, eq(events.id, savedEvents.eventId))
    .where(and(eq(savedEvents.userId, userId), eq(events.status, 'live')))
    .orderBy(desc(savedEvents.savedAt), desc(savedEvents.eventId))
    .limit(limit);
}

/** The ids among `ids` that name live events (only those can be saved). */
export async function liveEventIds(db: DbOrTx, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(inArray(events.id, ids), eq(events.status, 'live')));
  return rows.map((r) => r.id);
}

export async function countSavedEvents(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(savedEvents)
    .where(eq(savedEvents.userId, userId));
  return row?.n ?? 0;
}

/** Saves events (already saved ones keep their date); `savedAt` orders them oldest first. */
export async function insertSavedEvents(db: DbOrTx, userId: number, eventIds: number[], now: Date): Promise<void> {
  if (!eventIds.length) return;
  await db
    .insert(savedEvents)
    .values(eventIds.map((eventId, i) => ({ userId, eventId, savedAt: new Date(now.getTime() - i) })))
    .onConflictDoNothing();
}

export async function deleteSavedEvent(db: DbOrTx, userId: number, eventId: number): Promise<void> {
  await db.delete(savedEvents).where(and(eq(savedEvents.userId, userId), eq(savedEvents.eventId, eventId)));
}

// --- deletion ------------------------------------------------------------------------------

/** When an occurrence is over: its end, else its start, else the event's end or start. */
const occurrenceEnd = sql`coalesce(${occurrences.endsAt}, ${occurrences.startsAt}, ${events.endDate}, ${events.startDate})`;

/** Whether the user holds a valid ticket (paid or reserved) for a date that has not ended. */
export async function hasUpcomingTickets(db: DbOrTx, userId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, ['paid', 'reserved']),
        eq(tickets.status, 'valid'),
        // No date at all counts as upcoming: better to ask than to lose someone's ticket.
        sql`(${occurrenceEnd} IS NULL OR ${occurrenceEnd} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Whether a host owned by the user has paid sales not yet settled: the occurrence has not
 * ended, or ended after `settledBefore` (refunds and payouts still open).
 */
export async function hasUnsettledHostSales(db: DbOrTx, userId: number, settledBefore: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .innerJoin(hosts, eq(hosts.id, events.hostId))
    .innerJoin(occurrences, eq(occurrences.id, orders.occurrenceId))
    .where(
      and(
        eq(hosts.ownerUserId, userId),
        eq(orders.status, 'paid'),
        sql`${orders.total} > 0`,
        sql`coalesce(${occurrenceEnd}, ${orders.paidAt}, ${orders.createdAt}) > ${settledBefore.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Erases the personal data of an account in one transaction while keeping the rows others
 * rely on: orders and tickets stay (the host's books) with the buyer's name, email and phone
 * replaced; the user row stays as an anonymous placeholder those orders point to; a host keeps
 * its public name on past events but loses contact, logo and payout details, and its live
 * events are taken off sale. Returns the uploaded files to delete afterwards.
 */
export async function anonymiseAccount(db: DbOrTx, user: UserRow, placeholder: { username: string; email: string }) {
  const files: (string | null)[] = [user.profileImage];
  const userOrders = db.select({ id: orders.id }).from(orders).where(eq(orders.userId, user.id));
  await db.update(tickets).set({ attendeeName: null, attendeeEmail: null }).where(inArray(tickets.orderId, userOrders));
  await db
    .update(orders)
    .set({ buyerName: 'Deleted account', buyerEmail: placeholder.email, buyerPhone: null, updatedAt: new Date() })
    .where(eq(orders.userId, user.id));
  await db.update(reviews).set({ userId: null }).where(eq(reviews.userId, user.id));
  await db.delete(savedEvents).where(eq(savedEvents.userId, user.id));
  // The phones the account proved for M-Pesa (decision 042): a phone number, and no longer anyone's.
  await db.delete(provenPhones).where(eq(provenPhones.userId, user.id));
  await db.delete(emailChanges).where(eq(emailChanges.userId, user.id));
  await db.delete(teamMembers).where(eq(teamMembers.userId, user.id));
  await db.delete(verificationCodes).where(sql`lower(${verificationCodes.email}) = lower(${user.email})`);
  await db.delete(sessions).where(eq(sessions.userId, user.id));

  const [host] = await db.select().from(hosts).where(eq(hosts.ownerUserId, user.id)).limit(1);
  if (host) {
    files.push(host.logoUrl);
    await db
      .update(hosts)
      .set({
        phone: null,
        email: null,
        description: null,
        website: null,
        logoUrl: null,
        payoutMethod: null,
        payoutDetailsEncrypted: null,
        payoutDetailsMasked: null,
        paystackSubaccountCode: null,
        updatedAt: new Date(),
      })
      .where(eq(hosts.id, host.id));
    await db
      .update(events)
      .set({ status: 'draft' })
      .where(and(eq(events.hostId, host.id), eq(events.status, 'live')));
  }

  await db
    .update(users)
    .set({
      username: placeholder.username,
      email: placeholder.email,
      passwordHash: null,
      googleSubject: null,
      firstName: null,
      lastName: null,
      phone: null,
      profileImage: null,
      isHost: false,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id));
  return files.filter((f): f is string => Boolean(f));
}
