import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, hosts, teamMemberEvents, teamMembers, users } from '../../db/schema/index.js';

/** The team's rows (the owner comes from `hosts`), and invitations. Only Drizzle code. */

export type TeamMemberRow = typeof teamMembers.$inferSelect;

export async function findHostWithOwner(db: DbOrTx, hostId: number) {
  const [row] = await db
    .select({
      hostId: hosts.id,
      vendorName: hosts.vendorName,
      logoUrl: hosts.logoUrl,
      ownerUserId: hosts.ownerUserId,
      ownerEmail: users.email,
      ownerFirstName: users.firstName,
      ownerLastName: users.lastName,
      ownerUsername: users.username,
      createdAt: hosts.createdAt,
    })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(eq(hosts.id, hostId));
  return row;
}

/** Invited and active rows with their people's names and chosen events. */
export async function findTeamRows(db: DbOrTx, hostId: number) {
  const rows = await db
    .select({
      member: teamMembers,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
    })
    .from(teamMembers)
    .leftJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.hostId, hostId), inArray(teamMembers.status, ['invited', 'active'])))
    .orderBy(asc(teamMembers.status), asc(sql`lower(${teamMembers.email})`));
  const ids = rows.map((r) => r.member.id);
  const chosen = ids.length
    ? await db
        .select({ teamMemberId: teamMemberEvents.teamMemberId, eventId: teamMemberEvents.eventId })
        .from(teamMemberEvents)
        .where(inArray(teamMemberEvents.teamMemberId, ids))
    : [];
  return rows.map((r) => ({
    ...r,
    eventIds: chosen
      .filter((c) => c.teamMemberId === r.member.id)
      .map((c) => c.eventId)
      .sort((a, b) => a - b),
  }));
}

export async function findTeamRow(db: DbOrTx, hostId: number, memberId: number) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.id, memberId), eq(teamMembers.hostId, hostId)));
  return row;
}

export async function findTeamRowByEmail(db: DbOrTx, hostId: number, email: string) {
  const [row] = await db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.hostId, hostId), sql`lower(${teamMembers.email}) = ${email.toLowerCase()}`));
  return row;
}

export async function findTeamRowByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      member: teamMembers,
      vendorName: hosts.vendorName,
      logoUrl: hosts.logoUrl,
      ownerUserId: hosts.ownerUserId,
    })
    .from(teamMembers)
    .innerJoin(hosts, eq(hosts.id, teamMembers.hostId))
    .where(eq(teamMembers.inviteTokenHash, tokenHash));
  return row;
}

/** The ids among `eventIds` that are this host's events. */
export async function hostEventIds(db: DbOrTx, hostId: number, eventIds: number[]): Promise<number[]> {
  if (!eventIds.length) return [];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.hostId, hostId), inArray(events.id, eventIds)));
  return rows.map((r) => r.id);
}

/** Makes (or renews) an invitation row for this address: invited, a fresh token, the given role. */
export async function upsertInvitation(
  tx: Tx,
  v: { hostId: number; email: string; role: 'manager' | 'scanner'; tokenHash: string; now: Date },
): Promise<number> {
  const existing = await findTeamRowByEmail(tx, v.hostId, v.email);
  if (existing) {
    await tx
      .update(teamMembers)
      .set({
        email: v.email,
        role: v.role,
        status: 'invited',
        userId: null,
        inviteTokenHash: v.tokenHash,
        invitedAt: v.now,
        joinedAt: null,
      })
      .where(eq(teamMembers.id, existing.id));
    return existing.id;
  }
  const [row] = await tx
    .insert(teamMembers)
    .values({
      hostId: v.hostId,
      email: v.email,
      role: v.role,
      status: 'invited',
      inviteTokenHash: v.tokenHash,
      invitedAt: v.now,
    })
    .returning({ id: teamMembers.id });
  return row!.id;
}

/** Replaces the events a scanner is limited to (none: every event). */
export async function setMemberEvents(tx: Tx, teamMemberId: number, eventIds: number[]) {
  await tx.delete(teamMemberEvents).where(eq(teamMemberEvents.teamMemberId, teamMemberId));
  if (eventIds.length)
    await tx
      .insert(teamMemberEvents)
      .values(eventIds.map((eventId) => ({ teamMemberId, eventId })))
      .onConflictDoNothing();
}

export async function updateMemberRole(tx: Tx, memberId: number, role: 'manager' | 'scanner') {
  await tx.update(teamMembers).set({ role }).where(eq(teamMembers.id, memberId));
}

/** Takes the person off the team at once (the row stays, as 'removed', for history). */
export async function markRemoved(tx: Tx, memberId: number) {
  await tx.update(teamMembers).set({ status: 'removed', inviteTokenHash: null }).where(eq(teamMembers.id, memberId));
  await tx.delete(teamMemberEvents).where(eq(teamMemberEvents.teamMemberId, memberId));
}

/**
 * Accepts an invitation: only while it is still 'invited' with this token (a conditional update,
 * so two tabs accepting at once make one membership). Returns whether this call accepted it.
 */
export async function acceptInvitation(db: DbOrTx, memberId: number, tokenHash: string, userId: number, now: Date) {
  const rows = await db
    .update(teamMembers)
    .set({ userId, status: 'active', joinedAt: now, inviteTokenHash: null })
    .where(
      and(eq(teamMembers.id, memberId), eq(teamMembers.status, 'invited'), eq(teamMembers.inviteTokenHash, tokenHash)),
    )
    .returning({ id: teamMembers.id });
  return rows.length > 0;
}

/** Whether the user already works for this host (an active row, any address). */
export async function userIsActiveMember(db: DbOrTx, hostId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.hostId, hostId), eq(teamMembers.userId, userId), eq(teamMembers.status, 'active')));
  return Boolean(row);
}
