import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { devOutbox, hosts, teamMemberEvents, teamMembers, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { hashPassword } from '../../lib/passwords.js';
import { createTestApp, type Engine } from '../../test/database.js';
import { sessionCookieOf } from '../auth/auth.test-support.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, confirmReservationByMail, key, orderRequest } from '../checkout/checkout.test-support.js';

/**
 * The people of the host-area API tests: a visitor, an attendee, host A (the seeded demo host,
 * who owns createSaleEvent's events), host B, and A's manager and scanner; plus buying helpers.
 */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
export const PASSWORD = 'Kilimanjaro#2026';
export type Who = 'attendee' | 'hostA' | 'hostB' | 'manager' | 'scanner';

export type Cast = Awaited<ReturnType<typeof hostAreaCast>>;

/**
 * An app on a fresh database and its cast, for one describe block: made before its first test
 * and closed after its last. The objects are returned empty and filled in `beforeAll`, so the
 * tests read `ctx.app` and `cast.send` as if they had made them themselves.
 */
export function useHostAreaCast(engine: Engine, opts: Parameters<typeof createTestApp>[1] = {}) {
  const ctx = {} as TestApp;
  const cast = {} as Cast;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(engine, opts));
    Object.assign(cast, await hostAreaCast(ctx));
  });
  afterAll(async () => ctx.close?.());
  return { ctx, cast };
}

/**
 * A test file's client of an app (`app` is read at each request, so it may be made later): each
 * request from an address of its own under `prefix` (no per-address limit adds up), with a session
 * cookie and more headers when given. `next` numbers the file's made-up people and requests alike.
 */
export function testClient(app: () => FastifyInstance, prefix: string) {
  let n = 0;
  const next = () => ++n;
  const send = (opts: InjectOptions, cookie?: string, headers: Record<string, string> = {}) => {
    const k = next();
    return app().inject({
      ...opts,
      remoteAddress: `${prefix}.${(k >> 8) & 255}.${k & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...headers, ...(cookie ? { cookie } : {}) },
    });
  };
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
  /** Signs in through the API; the session cookie. */
  async function signIn(username: string, password: string) {
    const res = await send({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username, password, rememberMe: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    return sessionCookieOf(res);
  }
  return { send, json, signIn, next, seq: () => n };
}

/** The mails sent to `email` (in any case), newest first, once the app's mail queue is idle. */
export async function mailsTo(ctx: TestApp, email: string) {
  await ctx.app.mail.idle();
  return ctx.database.db
    .select()
    .from(devOutbox)
    .where(sql`lower(${devOutbox.to}) = ${email.toLowerCase()}`)
    .orderBy(desc(devOutbox.id));
}

export async function hostAreaCast(ctx: TestApp) {
  const db = ctx.database.db;
  const passwordHash = await hashPassword(PASSWORD);
  const { send, json, signIn, next } = testClient(() => ctx.app, '10.12');

  async function newUser(tag: string, verified = true) {
    const id = `${tag}_${Date.now().toString(36)}${next()}`;
    const [user] = await db
      .insert(users)
      .values({
        username: id,
        email: `${id}@example.com`,
        firstName: tag[0]!.toUpperCase() + tag.slice(1),
        lastName: 'Ouma',
        passwordHash,
        emailVerifiedAt: verified ? new Date() : null,
      })
      .returning();
    return { user: user!, cookie: await signIn(user!.username, PASSWORD) };
  }

  const cookies = {} as Record<Who, string>;
  cookies.hostA = await signIn(DEMO_ACCOUNTS.host.username, DEMO_ACCOUNTS.password);
  cookies.attendee = await signIn(DEMO_ACCOUNTS.attendee.username, DEMO_ACCOUNTS.password);
  const [demoUser] = await db.select().from(users).where(eq(users.username, DEMO_ACCOUNTS.host.username));
  const [hostA] = await db.select().from(hosts).where(eq(hosts.ownerUserId, demoUser!.id));
  const b = await newUser('hostb');
  const [hostB] = await db
    .insert(hosts)
    .values({
      ownerUserId: b.user.id,
      vendorName: `Mombasa Nights ${b.user.id}`,
      slug: `mombasa-nights-${b.user.id}`,
      onboardingState: 'complete',
    })
    .returning();
  cookies.hostB = b.cookie;
  const memberIds = {} as Record<'manager' | 'scanner', number>;
  for (const role of ['manager', 'scanner'] as const) {
    const m = await newUser(role);
    const [row] = await db
      .insert(teamMembers)
      .values({
        hostId: hostA!.id,
        userId: m.user.id,
        email: m.user.email,
        role,
        status: 'active',
        joinedAt: new Date(),
      })
      .returning({ id: teamMembers.id });
    memberIds[role] = row!.id;
    cookies[role] = m.cookie;
  }

  /** Limits A's scanner to these events (none: every event). */
  async function limitScanner(eventIds: number[]) {
    await db.delete(teamMemberEvents).where(eq(teamMemberEvents.teamMemberId, memberIds.scanner));
    if (eventIds.length)
      await db
        .insert(teamMemberEvents)
        .values(eventIds.map((eventId) => ({ teamMemberId: memberIds.scanner, eventId })));
  }

  /** Holds tickets through checkout (a reservation when free). */
  async function hold(eventId: number, ticketTypeId: number, quantity: number, extra: Record<string, unknown> = {}) {
    clearAvailabilityCache();
    const res = await send(orderRequest(eventId, ticketTypeId, buyer(next()), { quantity, ...extra }));
    expect(res.statusCode, res.body).toBe(201);
    const o = json<TOrder>(res);
    // A free order made without signing in is confirmed with the mailed code (decision 017).
    return o.total === 0 && o.status === 'pending' ? confirmReservationByMail(ctx.app, o) : o;
  }

  /** A paid order: held, paid by sandbox card, verified. */
  async function paidOrder(eventId: number, ticketTypeId: number, quantity = 2, extra: Record<string, unknown> = {}) {
    const o = await hold(eventId, ticketTypeId, quantity, extra);
    const started = await send({
      method: 'POST',
      url: `/api/orders/${o.token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const reference = json<{ order: TOrder }>(started).order.payment!.reference;
    await send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
    const paid = json<TOrder>(await send({ method: 'POST', url: `/api/orders/${o.token}/verify` }));
    expect(paid.status).toBe('paid');
    return paid;
  }

  return {
    db,
    send,
    json,
    cookies,
    hostAId: hostA!.id,
    hostBId: hostB!.id,
    hostAOwnerId: demoUser!.id,
    memberIds,
    newUser,
    limitScanner,
    hold,
    paidOrder,
  };
}
