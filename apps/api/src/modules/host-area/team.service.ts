import { createHash, randomBytes } from 'node:crypto';
import { TEAM_INVITATION_DAYS, type THostMembership, type THostTeamMember } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type MailService, composeMail } from '../mail/index.js';
import { accountLocaleOf } from '../auth/index.js';
import type { SessionUser } from '../../plugins/session.js';
import {
  acceptInvitation,
  findHostWithOwner,
  findTeamRow,
  findTeamRowByEmail,
  findTeamRowByTokenHash,
  findTeamRows,
  hostEventIds,
  markRemoved,
  setMemberEvents,
  updateMemberRole,
  upsertInvitation,
  userIsActiveMember,
  type TeamMemberRow,
} from './team.repository.js';
import { TEAM_TEXT as T, invitationMailTexts } from './team.texts.js';
import { readTogether } from '../../db/read-together.js';

/**
 * The host's team (issue 9, item 5; decision 015): the owner (the host's own account, no team
 * row) and the people invited by email. An invitation is a random token (192 bits) mailed as a
 * link; only its SHA-256 is stored, it expires TEAM_INVITATION_DAYS after it was sent, and it
 * works once, for the invited address only.
 */

const DAY_MS = 86_400_000;
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('hex');
const expiresAt = (invitedAt: Date) => new Date(invitedAt.getTime() + TEAM_INVITATION_DAYS * DAY_MS);
const fullName = (first: string | null, last: string | null, username: string | null) =>
  [first, last].filter((s) => s && s.trim()).join(' ') || username || null;

export interface TeamContext {
  db: Db;
  mail: MailService;
  publicUrl: string;
}

/** The team as /host/team lists it: the owner first, then active members, then open invitations. */
export async function listTeam(db: Db, hostId: number, now: Date = new Date()): Promise<THostTeamMember[]> {
  const [host, rows] = await readTogether(
    db,
    () => findHostWithOwner(db, hostId),
    () => findTeamRows(db, hostId),
  );
  if (!host) return [];
  const owner: THostTeamMember = {
    id: null,
    name: fullName(host.ownerFirstName, host.ownerLastName, host.ownerUsername),
    email: host.ownerEmail,
    role: 'owner',
    status: 'active',
    eventIds: [],
    invitedAt: null,
    joinedAt: host.createdAt.toISOString(),
    expiresAt: null,
  };
  const members = rows
    // The owner's own legacy row (if any) is the owner line above.
    .filter((r) => r.member.userId !== host.ownerUserId)
    // An invitation past its time is no longer open; it is shown again once renewed.
    .filter((r) => r.member.status === 'active' || expiresAt(r.member.invitedAt).getTime() > now.getTime())
    .map((r): THostTeamMember => ({
      id: r.member.id,
      name: r.member.userId === null ? null : fullName(r.firstName, r.lastName, r.username),
      email: r.member.email,
      role: r.member.role,
      status: r.member.status === 'active' ? 'active' : 'invited',
      eventIds: r.member.role === 'scanner' ? r.eventIds : [],
      invitedAt: r.member.invitedAt.toISOString(),
      joinedAt: r.member.joinedAt?.toISOString() ?? null,
      expiresAt: r.member.status === 'invited' ? expiresAt(r.member.invitedAt).toISOString() : null,
    }));
  members.sort((a, b) => (a.status === b.status ? 0 : a.status === 'active' ? -1 : 1));
  return [owner, ...members];
}

/** @throws AppError event_not_found when an id is not one of the host's events */
async function checkEvents(db: Db, hostId: number, eventIds: number[]): Promise<number[]> {
  const unique = [...new Set(eventIds)];
  const mine = await hostEventIds(db, hostId, unique);
  if (mine.length !== unique.length) throw new AppError('event_not_found', T.eventNotFound);
  return unique.sort((a, b) => a - b);
}

/**
 * Invites someone by email as manager or scanner (a scanner optionally for chosen events), or
 * renews an open, expired or withdrawn invitation with a fresh link. Mails the link.
 * @throws AppError already_on_team (the owner's address, or an active member's);
 *   event_not_found (an event of another host)
 */
export async function inviteMember(
  ctx: TeamContext,
  hostId: number,
  inviter: SessionUser,
  input: { email: string; role: 'manager' | 'scanner'; eventIds: number[] },
  now: Date = new Date(),
): Promise<THostTeamMember> {
  const host = await findHostWithOwner(ctx.db, hostId);
  if (!host) throw new AppError('forbidden', T.memberNotFound);
  const email = input.email.trim().toLowerCase();
  if (host.ownerEmail.toLowerCase() === email) throw new AppError('already_on_team', T.alreadyOnTeam);
  const existing = await findTeamRowByEmail(ctx.db, hostId, email);
  if (existing?.status === 'active') throw new AppError('already_on_team', T.alreadyOnTeam);
  const eventIds = input.role === 'scanner' ? await checkEvents(ctx.db, hostId, input.eventIds) : [];
  const token = randomBytes(24).toString('base64url');
  const memberId = await ctx.db.transaction(async (tx) => {
    const id = await upsertInvitation(tx, { hostId, email, role: input.role, tokenHash: hashInviteToken(token), now });
    await setMemberEvents(tx, id, eventIds);
    return id;
  });
  const url = `${ctx.publicUrl.replace(/\/$/, '')}/host/team/join?token=${token}`;
  // In the invitee's language when they have an account, else in the inviter's.
  const locale = (await accountLocaleOf(ctx.db, email)) ?? inviter.locale;
  const m = invitationMailTexts(locale);
  const values = {
    vendorName: host.vendorName,
    inviter: fullName(inviter.firstName, inviter.lastName, inviter.username) ?? host.vendorName,
    role: m.roles[input.role],
    url,
    email,
    days: TEAM_INVITATION_DAYS,
  };
  ctx.mail.send({
    to: email,
    ...composeMail({
      subject: m.subject(values),
      preheader: m.heading(values),
      heading: m.heading(values),
      paragraphs: [m.intro(values), m.action(values)],
      after: [m.validity(values), m.ignore],
      locale,
    }),
  });
  const team = await listTeam(ctx.db, hostId, now);
  return team.find((t) => t.id === memberId)!;
}

/** A row of this host's team that is not the owner's. */
async function memberOf(db: Db, hostId: number, memberId: number): Promise<TeamMemberRow> {
  const [row, host] = await readTogether(
    db,
    () => findTeamRow(db, hostId, memberId),
    () => findHostWithOwner(db, hostId),
  );
  if (!row || row.status === 'removed') throw new AppError('member_not_found', T.memberNotFound);
  if (row.role === 'owner' || (row.userId !== null && row.userId === host?.ownerUserId))
    throw new AppError('owner_cannot_be_removed', T.ownerFixed);
  return row;
}

/**
 * Changes a member's role (and a scanner's events).
 * @throws AppError member_not_found; owner_cannot_be_removed; event_not_found
 */
export async function updateMember(
  db: Db,
  hostId: number,
  memberId: number,
  input: { role: 'manager' | 'scanner'; eventIds: number[] },
  now: Date = new Date(),
): Promise<THostTeamMember> {
  const row = await memberOf(db, hostId, memberId);
  const eventIds = input.role === 'scanner' ? await checkEvents(db, hostId, input.eventIds) : [];
  await db.transaction(async (tx) => {
    await updateMemberRole(tx, row.id, input.role);
    await setMemberEvents(tx, row.id, eventIds);
  });
  const team = await listTeam(db, hostId, now);
  const found = team.find((t) => t.id === row.id);
  if (!found) throw new AppError('member_not_found', T.memberNotFound);
  return found;
}

/**
 * Takes someone off the team (or withdraws an invitation); their next request has no rights.
 * @throws AppError member_not_found; owner_cannot_be_removed
 */
export async function removeMember(db: Db, hostId: number, memberId: number): Promise<void> {
  const row = await memberOf(db, hostId, memberId);
  await db.transaction((tx) => markRemoved(tx, row.id));
}

/**
 * The signed-in person accepts an invitation: the link must be open (not used, withdrawn or
 * expired) and for their own (verified) address. Joining a team does not make anyone a host
 * (`users.is_host` stays as it was), so it never leads to host onboarding.
 * @throws AppError invitation_invalid; invitation_expired; invitation_wrong_email; already_on_team
 */
export async function joinTeam(
  db: Db,
  user: SessionUser,
  token: string,
  now: Date = new Date(),
): Promise<THostMembership> {
  const tokenHash = hashInviteToken(token);
  const found = await findTeamRowByTokenHash(db, tokenHash);
  if (!found || found.member.status !== 'invited') throw new AppError('invitation_invalid', T.invitationInvalid);
  if (expiresAt(found.member.invitedAt).getTime() <= now.getTime())
    throw new AppError('invitation_expired', T.invitationExpired);
  if (found.member.email.trim().toLowerCase() !== user.email.trim().toLowerCase() || !user.emailVerifiedAt)
    throw new AppError('invitation_wrong_email', T.invitationWrongEmail(found.member.email));
  if (found.ownerUserId === user.id || (await userIsActiveMember(db, found.member.hostId, user.id)))
    throw new AppError('already_on_team', T.alreadyOnTeam);
  if (!(await acceptInvitation(db, found.member.id, tokenHash, user.id, now)))
    throw new AppError('invitation_invalid', T.invitationInvalid);
  return { hostId: found.member.hostId, vendorName: found.vendorName, logoUrl: found.logoUrl, role: found.member.role };
}
