import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { THostRole } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { events, hosts, teamMemberEvents, teamMembers } from '../../db/schema/index.js';
import { readTogether } from '../../db/read-together.js';

export interface MembershipRow {
  hostId: number;
  vendorName: string;
  logoUrl: string | null;
  role: THostRole;
  /** The team row (null for the owner, who needs none). */
  teamMemberId: number | null;
  /** An admin suspended the host: its team cannot use the host area (admin area). */
  suspended: boolean;
}

/**
 * Every host this user may act for: the one they own (as owner), then their active team rows,
 * by vendor name. A host appears once; owning it wins over a team row.
 */
export async function findMemberships(db: DbOrTx, userId: number): Promise<MembershipRow[]> {
  const [owned, team] = await readTogether(
    db,
    () =>
      db
        .select({
          hostId: hosts.id,
          vendorName: hosts.vendorName,
          logoUrl: hosts.logoUrl,
          suspended: sql<boolean>`${hosts.suspendedAt} IS NOT NULL`,
        })
        .from(hosts)
        .where(eq(hosts.ownerUserId, userId)),
    () =>
      db
        .select({
          hostId: hosts.id,
          vendorName: hosts.vendorName,
          logoUrl: hosts.logoUrl,
          role: teamMembers.role,
          teamMemberId: teamMembers.id,
          suspended: sql<boolean>`${hosts.suspendedAt} IS NOT NULL`,
        })
        .from(teamMembers)
        .innerJoin(hosts, eq(hosts.id, teamMembers.hostId))
        .where(and(eq(teamMembers.userId, userId), eq(teamMembers.status, 'active'), isNotNull(teamMembers.userId)))
        .orderBy(asc(hosts.vendorName), asc(hosts.id)),
  );
  const out: MembershipRow[] = owned.map((h) => ({ ...h, role: 'owner' as const, teamMemberId: null }));
  for (const t of team) if (!out.some((m) => m.hostId === t.hostId)) out.push(t);
  return out;
}

/** The events a scanner is limited to (empty: every event of the host). */
export async function findScannerEventIds(db: DbOrTx, teamMemberId: number): Promise<number[]> {
  const rows = await db
    .select({ eventId: teamMemberEvents.eventId })
    .from(teamMemberEvents)
    .where(eq(teamMemberEvents.teamMemberId, teamMemberId));
  return rows.map((r) => r.eventId);
}

/** Whether the event is the host's (any state: drafts, cancelled and ended ones too). */
export async function hostOwnsEvent(db: DbOrTx, hostId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  return Boolean(row);
}
