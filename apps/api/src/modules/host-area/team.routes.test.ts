import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THostMe, THostTeamMember } from '@tribe/contracts';
import { teamMembers } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { hostAreaCast, mailsTo, type TestApp } from './team.test-support.js';

describe.each(ENGINES)('host team on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());

  /** The join link's token from the last mail to `email`. */
  async function tokenMailedTo(email: string) {
    const [mail] = await mailsTo(ctx, email);
    const m = /\/host\/team\/join\?token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
    expect(m, mail?.text).not.toBeNull();
    return m![1]!;
  }
  const invite = (body: Record<string, unknown>) =>
    cast.send({ method: 'POST', url: '/api/host/team/invitations', payload: body }, cast.cookies.hostA);
  const join = (token: string, cookie: string) =>
    cast.send({ method: 'POST', url: '/api/host/team/join', payload: { token } }, cookie);

  it('invites by email; only the invited address can join, once; the new member shows on /api/host/me', async () => {
    const { json, send } = cast;
    const person = await cast.newUser('volunteer');
    const sale = await ctx.database.db.execute(sql`SELECT id FROM events WHERE host_id = ${cast.hostAId} LIMIT 1`);
    const eventId = (sale as unknown as { rows: { id: number }[] }).rows[0]!.id;
    const res = await invite({ email: person.user.email.toUpperCase(), role: 'scanner', eventIds: [eventId] });
    expect(res.statusCode, res.body).toBe(201);
    const member = json<THostTeamMember>(res);
    expect(member).toMatchObject({ email: person.user.email, role: 'scanner', status: 'invited', eventIds: [eventId] });
    expect(new Date(member.expiresAt!).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    const token = await tokenMailedTo(person.user.email);
    const [row] = await cast.db.select().from(teamMembers).where(eq(teamMembers.id, member.id!));
    expect(row!.inviteTokenHash).not.toContain(token);
    expect(row!.inviteTokenHash).toMatch(/^[0-9a-f]{64}$/);

    // Someone else signed in: refused, and the invitation still works for the right person.
    const stranger = await cast.newUser('stranger');
    const wrong = await join(token, stranger.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(json<{ code: string }>(wrong).code).toBe('invitation_wrong_email');

    // A member who is not a host is never sent to host onboarding.
    const ok = await join(token, person.cookie);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<THostMe>(ok).active).toMatchObject({ hostId: cast.hostAId, role: 'scanner' });
    const me = json<THostMe>(await send({ method: 'GET', url: '/api/host/me' }, person.cookie));
    expect(me.memberships).toEqual([expect.objectContaining({ hostId: cast.hostAId, role: 'scanner' })]);
    const status = json<{ isHost: boolean; needsOnboarding: boolean }>(
      await send({ method: 'GET', url: '/api/auth/host-status' }, person.cookie),
    );
    expect(status).toMatchObject({ isHost: false, needsOnboarding: false });
    const again = await join(token, person.cookie);
    expect(json<{ code: string }>(again).code).toBe('invitation_invalid');
    const team = json<THostTeamMember[]>(await send({ method: 'GET', url: '/api/host/team' }, cast.cookies.hostA));
    expect(team[0]).toMatchObject({ id: null, role: 'owner', status: 'active' });
    expect(team.find((t) => t.id === member.id)).toMatchObject({ status: 'active', name: 'Volunteer Ouma' });
  });

  it('refuses an expired invitation, and a renewed one works', async () => {
    const person = await cast.newUser('late');
    const member = cast.json<THostTeamMember>(await invite({ email: person.user.email, role: 'manager' }));
    const token = await tokenMailedTo(person.user.email);
    await cast.db
      .update(teamMembers)
      .set({ invitedAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(teamMembers.id, member.id!));
    const res = await join(token, person.cookie);
    expect(res.statusCode).toBe(410);
    expect(cast.json<{ code: string }>(res).code).toBe('invitation_expired');
    expect((await invite({ email: person.user.email, role: 'manager' })).statusCode).toBe(201);
    const fresh = await tokenMailedTo(person.user.email);
    expect((await join(token, person.cookie)).statusCode).toBe(404);
    expect((await join(fresh, person.cookie)).statusCode).toBe(200);
  });

  it('changes roles, removes members at once, and never removes the owner', async () => {
    const { send, json } = cast;
    const person = await cast.newUser('helper');
    const member = json<THostTeamMember>(await invite({ email: person.user.email, role: 'manager' }));
    await join(await tokenMailedTo(person.user.email), person.cookie);
    expect((await send({ method: 'GET', url: '/api/host/events' }, person.cookie)).statusCode).toBe(200);
    const patched = await send(
      { method: 'PATCH', url: `/api/host/team/${member.id}`, payload: { role: 'scanner', eventIds: [] } },
      cast.cookies.hostA,
    );
    expect(json<THostTeamMember>(patched)).toMatchObject({ role: 'scanner' });
    expect((await send({ method: 'GET', url: '/api/host/events' }, person.cookie)).statusCode).toBe(403);
    const gone = await send({ method: 'DELETE', url: `/api/host/team/${member.id}` }, cast.cookies.hostA);
    expect(gone.statusCode).toBe(204);
    expect((await send({ method: 'GET', url: '/api/host/me' }, person.cookie)).statusCode).toBe(403);

    // The owner (here with a legacy team row of its own) cannot be removed or demoted.
    const [ownerRow] = await cast.db
      .insert(teamMembers)
      .values({
        hostId: cast.hostAId,
        userId: cast.hostAOwnerId,
        email: 'owner-row@example.com',
        role: 'owner',
        status: 'active',
      })
      .returning();
    const del = await send({ method: 'DELETE', url: `/api/host/team/${ownerRow!.id}` }, cast.cookies.hostA);
    expect(del.statusCode).toBe(409);
    expect(json<{ code: string }>(del).code).toBe('owner_cannot_be_removed');
    const demote = await send(
      { method: 'PATCH', url: `/api/host/team/${ownerRow!.id}`, payload: { role: 'scanner', eventIds: [] } },
      cast.cookies.hostA,
    );
    expect(demote.statusCode).toBe(409);
    const [still] = await cast.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.id, ownerRow!.id), eq(teamMembers.status, 'active')));
    expect(still?.role).toBe('owner');
    // Inviting the owner's own address is refused; another host's member is not found.
    const self = await invite({ email: DEMO_ACCOUNTS.host.email, role: 'manager' });
    expect(self.statusCode).toBe(409);
    expect(json<{ code: string }>(self).code).toBe('already_on_team');
    const other = await send({ method: 'DELETE', url: `/api/host/team/${cast.memberIds.manager}` }, cast.cookies.hostB);
    expect(other.statusCode).toBe(404);
  });
});
