import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  events,
  hosts,
  occurrences,
  orderItems,
  orders,
  provenPhones,
  savedEvents,
  sessions,
  ticketTypes,
  tickets,
  users,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { multipart, phonePhoto } from '../../test/uploads.js';
import { codeIn, sessionCookieOf, startSmtp } from '../auth/auth.test-support.js';

const PASSWORD = 'Kilimanjaro#2026';
const NEW_PASSWORD = 'Serengeti#2027';

describe.each(ENGINES)('profile and host onboarding API on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let dataDir: string;
  let passwordHash: string;
  let n = 0;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'h9-profile-'));
    smtp = await startSmtp();
    ctx = await createTestApp(engine, { config: { SMTP_URL: smtp.url, DATA_DIR: dataDir } });
    passwordHash = await hashPassword(PASSWORD);
    // Migrating and seeding a fresh database can take a while on a busy machine.
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions, cookie?: string) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.9.${(++n >> 8) & 255}.${n & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
  /** Onboarding's details step (PUT /api/hosts/me/details) as the signed-in `cookie`. */
  const putDetails = (payload: object, cookie: string) =>
    send({ method: 'PUT', url: '/api/hosts/me/details', payload }, cookie);

  /** A verified account, signed in: its cookie and row. */
  async function account(opts: { isHost?: boolean } = {}) {
    const id = `${Date.now().toString(36)}${++n}`;
    const [user] = await db()
      .insert(users)
      .values({
        username: `wanjiku_${id}`,
        email: `wanjiku.${id}@example.com`,
        firstName: 'Wanjiku',
        lastName: 'Kamau',
        passwordHash,
        emailVerifiedAt: new Date(),
        isHost: opts.isHost ?? false,
      })
      .returning();
    const res = await send({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username: user!.username, password: PASSWORD, rememberMe: false },
    });
    expect(res.statusCode, res.body).toBe(200);
    return { user: user!, cookie: sessionCookieOf(res) };
  }

  const liveEventIds = async (count: number) =>
    (await db().select({ id: events.id }).from(events).where(eq(events.status, 'live')).limit(count)).map((r) => r.id);

  // --- authorization ------------------------------------------------------------------------

  it.each([
    ['GET', '/api/hosts/me/onboarding'],
    ['POST', '/api/hosts/me'],
    ['PUT', '/api/hosts/me/details'],
    ['PUT', '/api/hosts/me/payout'],
    ['POST', '/api/hosts/me/onboarding/complete'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/profile/password'],
    ['POST', '/api/profile/email'],
    ['GET', '/api/profile/saved-events'],
    ['PUT', '/api/profile/saved-events/26'],
    ['DELETE', '/api/profile'],
  ] as const)('%s %s answers 401 when signed out', async (method, url) => {
    const body = method === 'GET' ? {} : { payload: {} };
    const res = await send({ method, url, ...body });
    // A body that fails validation would be 400 first; an empty-but-valid route must be 401.
    expect([400, 401]).toContain(res.statusCode);
    if (method === 'GET' || url.endsWith('/me') || url.endsWith('/complete') || url.includes('saved-events'))
      expect(res.statusCode).toBe(401);
  });

  it('refuses a cross-site profile change with 403', async () => {
    const { cookie } = await account();
    const res = await send(
      {
        method: 'PATCH',
        url: '/api/profile',
        payload: { firstName: 'A', lastName: 'B', username: 'someone_else' },
        headers: { 'sec-fetch-site': 'cross-site' },
      },
      cookie,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('csrf_rejected');
  });

  // --- host onboarding ----------------------------------------------------------------------

  describe('host onboarding', () => {
    it('takes an attendee through every step, and host-status then says no onboarding is needed', async () => {
      const { cookie } = await account();
      let res = await send({ method: 'GET', url: '/api/auth/host-status' }, cookie);
      expect(res.json()).toMatchObject({ isHost: false, reason: 'not_host' });

      res = await putDetails({ vendorName: 'Too Early', phone: '0712345678', email: 'a@b.co' }, cookie);
      expect(res.statusCode).toBe(403);

      res = await send({ method: 'POST', url: '/api/hosts/me' }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ isHost: true, onboardingComplete: false, host: null });
      res = await send({ method: 'GET', url: '/api/auth/host-status' }, cookie);
      expect(res.json()).toMatchObject({ isHost: true, needsOnboarding: true, reason: 'onboarding_incomplete' });

      res = await send({ method: 'POST', url: '/api/hosts/me/onboarding/complete' }, cookie);
      expect(res.statusCode).toBe(409);

      const vendorName = `Nairobi Beats ${n}`;
      res = await send(
        {
          method: 'PUT',
          url: '/api/hosts/me/details',
          payload: {
            vendorName,
            phone: '0712 345 678',
            email: 'Bookings@Example.com',
            bio: 'Live music every weekend.',
          },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().host).toMatchObject({
        vendorName,
        phone: '+254712345678',
        email: 'bookings@example.com',
        payout: null,
      });

      res = await send({ method: 'POST', url: '/api/hosts/me/onboarding/complete' }, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('onboarding_incomplete');

      res = await send(
        { method: 'PUT', url: '/api/hosts/me/payout', payload: { method: 'mpesa', phone: '0722 111 222' } },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().host.payout).toEqual({ method: 'mpesa', masked: 'M-Pesa •••• 222' });

      res = await send({ method: 'POST', url: '/api/hosts/me/onboarding/complete' }, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().onboardingComplete).toBe(true);
      res = await send({ method: 'GET', url: '/api/auth/host-status' }, cookie);
      expect(res.json()).toMatchObject({
        isHost: true,
        needsOnboarding: false,
        reason: 'ok',
        onboardingComplete: true,
      });
    });

    it('names the field of a bad detail and refuses a public name another host uses', async () => {
      const { cookie } = await account({ isHost: true });
      let res = await send(
        { method: 'PUT', url: '/api/hosts/me/details', payload: { vendorName: 'X', phone: '12345', email: 'nope' } },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/vendorName/);
      expect(res.json().message).toMatch(/phone/);
      const [taken] = await db().select({ vendorName: hosts.vendorName }).from(hosts).limit(1);
      res = await putDetails(
        { vendorName: taken!.vendorName.toUpperCase(), phone: '0712345678', email: 'a@b.co' },
        cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('vendor_name_taken');
      res = await putDetails(
        { vendorName: 'Ok Name', phone: '0712345678', email: 'a@b.co', bio: 'x'.repeat(501) },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/bio/);
    });

    it('stores payout details encrypted: the stored bytes do not contain the number', async () => {
      const { cookie, user } = await account({ isHost: true });
      await putDetails({ vendorName: `Bank Host ${n}`, phone: '0712345678', email: 'bank@example.com' }, cookie);
      const res = await send(
        {
          method: 'PUT',
          url: '/api/hosts/me/payout',
          payload: { method: 'bank', bankName: 'KCB', accountNumber: '1234 5678 9012', accountName: 'Bank Host Ltd' },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().host.payout).toEqual({ method: 'bank', masked: 'KCB •••• 9012' });
      expect(res.body).not.toContain('123456789012');
      // Every column of the row, as the database holds it.
      const {
        rows: [row],
      } = await ctx.database.execute('SELECT * FROM hosts WHERE owner_user_id = $1', [user.id]);
      const stored = JSON.stringify(row);
      expect(stored).not.toContain('123456789012');
      expect(stored).not.toContain('Bank Host Ltd');
      expect(String(row!.payout_details_encrypted)).toMatch(/^v1\./);
      const onboarding = await send({ method: 'GET', url: '/api/hosts/me/onboarding' }, cookie);
      expect(onboarding.body).not.toContain('123456789012');
    });

    it('asks for the password to change saved payout details, and mails the owner', async () => {
      const { cookie, user } = await account({ isHost: true });
      await putDetails({ vendorName: `Change Host ${n}`, phone: '0712345678', email: 'c@example.com' }, cookie);
      await send(
        { method: 'PUT', url: '/api/hosts/me/payout', payload: { method: 'mpesa', phone: '0712345678' } },
        cookie,
      );
      let res = await send(
        { method: 'PUT', url: '/api/hosts/me/payout', payload: { method: 'mpesa', phone: '0799000111' } },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/password/);
      res = await send(
        {
          method: 'PUT',
          url: '/api/hosts/me/payout',
          payload: { method: 'mpesa', phone: '0799000111', password: 'wrong-Password1' },
        },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('password_incorrect');
      res = await send(
        {
          method: 'PUT',
          url: '/api/hosts/me/payout',
          payload: { method: 'mpesa', phone: '0799000111', password: PASSWORD },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().host.payout.masked).toBe('M-Pesa •••• 111');
      const mail = await smtp.next(user.email, /payout details were changed/);
      expect(mail.decoded).toContain('M-Pesa •••• 111');
      expect(mail.decoded).not.toContain('0799000111');
    });

    it('re-encodes an uploaded logo as WebP without EXIF or GPS, and serves it', async () => {
      const { cookie } = await account({ isHost: true });
      await putDetails({ vendorName: `Logo Host ${n}`, phone: '0712345678', email: 'l@example.com' }, cookie);
      const original = await phonePhoto(1600, 1200);
      expect((await sharp(original).metadata()).exif).toBeDefined();
      const res = await send({ method: 'POST', url: '/api/hosts/me/logo', ...multipart(original) }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const logoUrl = res.json().host.logoUrl as string;
      expect(logoUrl).toMatch(/^\/uploads\/logos\/[A-Za-z0-9_-]+\.webp$/);
      const file = await send({ method: 'GET', url: logoUrl });
      expect(file.statusCode).toBe(200);
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(meta.width).toBeLessThanOrEqual(512);
      expect(file.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
      expect(existsSync(path.join(dataDir, logoUrl.replace('/uploads/', 'uploads/')))).toBe(true);
    });

    it('refuses files that are not pictures, tiny pictures, oversized uploads and non-multipart bodies', async () => {
      const { cookie } = await account({ isHost: true });
      await putDetails({ vendorName: `Bad Upload ${n}`, phone: '0712345678', email: 'u@example.com' }, cookie);
      let res = await send(
        {
          method: 'POST',
          url: '/api/hosts/me/logo',
          ...multipart(Buffer.from('<svg onload=alert(1)>'), 'x.svg', 'image/svg+xml'),
        },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('image_invalid');
      res = await send({ method: 'POST', url: '/api/hosts/me/logo', ...multipart(await phonePhoto(20, 20)) }, cookie);
      expect(res.json().code).toBe('image_too_small');
      res = await send(
        { method: 'POST', url: '/api/hosts/me/logo', ...multipart(Buffer.alloc(5 * 1024 * 1024 + 10, 1)) },
        cookie,
      );
      expect(res.statusCode).toBe(413);
      res = await send({ method: 'POST', url: '/api/hosts/me/logo', payload: { file: 'x' } }, cookie);
      expect(res.statusCode).toBe(415);
    });
  });

  // --- profile ------------------------------------------------------------------------------

  describe('profile', () => {
    it('changes name and username, refusing a username someone else has', async () => {
      const { cookie } = await account();
      let res = await send(
        {
          method: 'PATCH',
          url: '/api/profile',
          payload: { firstName: 'Achieng', lastName: 'Otieno', username: `achieng_${n}` },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ firstName: 'Achieng', lastName: 'Otieno' });
      res = await send(
        { method: 'PATCH', url: '/api/profile', payload: { firstName: 'A', lastName: 'B', username: 'DEMO-attendee' } },
        cookie,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('username_taken');
      res = await send(
        { method: 'PATCH', url: '/api/profile', payload: { firstName: '', lastName: 'B', username: 'ok_name' } },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/firstName/);
    });

    it('sets a profile photo through the same pipeline (WebP, no GPS)', async () => {
      const { cookie } = await account();
      const res = await send({ method: 'POST', url: '/api/profile/photo', ...multipart(await phonePhoto()) }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const url = res.json().profileImage as string;
      expect(url).toMatch(/^\/uploads\/avatars\//);
      const file = await send({ method: 'GET', url });
      expect((await sharp(file.rawPayload).metadata()).exif).toBeUndefined();
      const removed = await send({ method: 'DELETE', url: '/api/profile/photo' }, cookie);
      expect(removed.json().profileImage).toBeNull();
      expect((await send({ method: 'GET', url })).statusCode).toBe(404);
    });

    it('changes the password: current one required, other sessions end, this one continues, owner mailed', async () => {
      const { cookie, user } = await account();
      const other = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: user.username, password: PASSWORD },
      });
      const otherCookie = sessionCookieOf(other);
      expect((await send({ method: 'GET', url: '/api/auth/me' }, otherCookie)).statusCode).toBe(200);

      let res = await send(
        {
          method: 'POST',
          url: '/api/profile/password',
          payload: { currentPassword: 'Wrong#pass1', newPassword: NEW_PASSWORD },
        },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('password_incorrect');
      res = await send(
        { method: 'POST', url: '/api/profile/password', payload: { currentPassword: PASSWORD, newPassword: 'short' } },
        cookie,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/newPassword/);

      res = await send(
        {
          method: 'POST',
          url: '/api/profile/password',
          payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const fresh = sessionCookieOf(res);
      expect((await send({ method: 'GET', url: '/api/auth/me' }, otherCookie)).statusCode).toBe(401);
      expect((await send({ method: 'GET', url: '/api/auth/me' }, cookie)).statusCode).toBe(401);
      expect((await send({ method: 'GET', url: '/api/auth/me' }, fresh)).statusCode).toBe(200);
      const rows = await db().select().from(sessions).where(eq(sessions.userId, user.id));
      expect(rows).toHaveLength(1);
      await smtp.next(user.email, /password was changed/);
      const signin = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: user.username, password: NEW_PASSWORD },
      });
      expect(signin.statusCode).toBe(200);
    });

    it('changes the email after the password and a code from the new address, telling the old one', async () => {
      const { cookie, user } = await account();
      const newEmail = `new.${n}@example.com`;
      let res = await send(
        { method: 'POST', url: '/api/profile/email', payload: { newEmail, password: 'Wrong#pass1' } },
        cookie,
      );
      expect(res.json().code).toBe('password_incorrect');
      res = await send(
        {
          method: 'POST',
          url: '/api/profile/email',
          payload: { newEmail: 'attendee@tikiti.demo', password: PASSWORD },
        },
        cookie,
      );
      expect(res.statusCode).toBe(409);
      res = await send(
        { method: 'POST', url: '/api/profile/email', payload: { newEmail, password: PASSWORD } },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const code = codeIn(await smtp.next(newEmail, /confirm your new Tikiti email/));
      const wrong = code === '000000' ? '111111' : '000000';
      res = await send({ method: 'POST', url: '/api/profile/email/confirm', payload: { code: wrong } }, cookie);
      expect(res.json().code).toBe('code_invalid');
      res = await send({ method: 'POST', url: '/api/profile/email/confirm', payload: { code } }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().email).toBe(newEmail);
      const notice = await smtp.next(user.email, /email was changed/);
      expect(notice.decoded).toContain(newEmail);
      res = await send({ method: 'POST', url: '/api/profile/email/confirm', payload: { code } }, cookie);
      expect(res.json().code).toBe('code_invalid');
    });

    it('keeps saved events on the account and merges a device list, skipping unknown ids', async () => {
      const { cookie, user } = await account();
      const [a, b, c] = await liveEventIds(3);
      let res = await send({ method: 'PUT', url: `/api/profile/saved-events/${a}` }, cookie);
      expect(res.statusCode).toBe(204);
      res = await send(
        { method: 'POST', url: '/api/profile/saved-events/merge', payload: { eventIds: [b, c, a, 99_999] } },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      const ids = (res.json().events as { id: number }[]).map((e) => e.id).sort();
      expect(ids).toEqual([a, b, c].sort());
      expect(res.json().events[0]).toMatchObject({ title: expect.any(String), savedAt: expect.any(String) });
      res = await send({ method: 'DELETE', url: `/api/profile/saved-events/${b}` }, cookie);
      expect(res.statusCode).toBe(204);
      const rows = await db().select().from(savedEvents).where(eq(savedEvents.userId, user.id));
      expect(rows.map((r) => r.eventId).sort()).toEqual([a, c].sort());
      res = await send({ method: 'PUT', url: '/api/profile/saved-events/99999' }, cookie);
      expect(res.statusCode).toBe(404);
      res = await send({ method: 'PUT', url: '/api/profile/saved-events/abc' }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/eventId/);
      // Another account sees none of them.
      const other = await account();
      res = await send({ method: 'GET', url: '/api/profile/saved-events' }, other.cookie);
      expect(res.json().events).toEqual([]);
    });
  });

  // --- deletion -----------------------------------------------------------------------------

  describe('deleting an account', () => {
    async function orderFor(userId: number, opts: { startsAt: Date; status: 'paid' | 'reserved'; hostOwner?: number }) {
      const [event] = await db()
        .select({ id: events.id, hostId: events.hostId })
        .from(events)
        .where(
          opts.hostOwner
            ? sql`${events.hostId} = (SELECT id FROM hosts WHERE owner_user_id = ${opts.hostOwner})`
            : sql`true`,
        )
        .limit(1);
      const [type] = await db().select().from(ticketTypes).where(eq(ticketTypes.eventId, event!.id)).limit(1);
      const [occ] = await db()
        .insert(occurrences)
        .values({
          eventId: event!.id,
          occurrenceKey: `test:${++n}`,
          startsAt: opts.startsAt,
          endsAt: new Date(opts.startsAt.getTime() + 3 * 3600_000),
        })
        .returning();
      const [order] = await db()
        .insert(orders)
        .values({
          reference: `TK-T${n}`,
          publicToken: `token-${n}-${Date.now()}-abcdefghijkl`,
          idempotencyKey: `idem-${n}-${Date.now()}`,
          userId,
          eventId: event!.id,
          occurrenceId: occ!.id,
          status: opts.status,
          buyerName: 'Wanjiku Kamau',
          buyerEmail: 'wanjiku.buyer@example.com',
          buyerPhone: '+254712345678',
          subtotal: 1000,
          fees: 0,
          total: 1000,
          paidAt: new Date(),
        })
        .returning();
      const [item] = await db()
        .insert(orderItems)
        .values({ orderId: order!.id, ticketTypeId: type!.id, name: type!.name, unitPrice: 1000, quantity: 1 })
        .returning();
      await db()
        .insert(tickets)
        .values({
          orderId: order!.id,
          orderItemId: item!.id,
          ticketTypeId: type!.id,
          seq: 1,
          eventId: event!.id,
          occurrenceId: occ!.id,
          code: `code-${n}-${Date.now()}`,
          attendeeName: 'Wanjiku Kamau',
          attendeeEmail: 'wanjiku.buyer@example.com',
        });
      return order!;
    }

    it('is refused with a clear reason while the account has upcoming tickets', async () => {
      const { cookie, user } = await account();
      await orderFor(user.id, { startsAt: new Date(Date.now() + 7 * 86_400_000), status: 'reserved' });
      const res = await send({ method: 'DELETE', url: '/api/profile', payload: { password: PASSWORD } }, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('account_has_upcoming_tickets');
      expect(res.json().message).toMatch(/upcoming events/);
    });

    it('is refused while the host has sales not yet settled', async () => {
      const { cookie, user } = await account({ isHost: true });
      await putDetails({ vendorName: `Selling Host ${n}`, phone: '0712345678', email: 's@example.com' }, cookie);
      const [host] = await db().select().from(hosts).where(eq(hosts.ownerUserId, user.id));
      const [event] = await db().select({ id: events.id }).from(events).limit(1);
      await db().update(events).set({ hostId: host!.id }).where(eq(events.id, event!.id));
      const buyer = await account();
      await orderFor(buyer.user.id, {
        startsAt: new Date(Date.now() - 2 * 86_400_000),
        status: 'paid',
        hostOwner: user.id,
      });
      const res = await send({ method: 'DELETE', url: '/api/profile', payload: { password: PASSWORD } }, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('host_balance_unpaid');
    });

    it('needs the password, then erases personal data and keeps past orders anonymised', async () => {
      const { cookie, user } = await account();
      const past = await orderFor(user.id, { startsAt: new Date(Date.now() - 30 * 86_400_000), status: 'paid' });
      // A phone the account proved for M-Pesa (decision 042) goes with it.
      await db()
        .insert(provenPhones)
        .values({ userId: user.id, phone: '+254712000999', proof: 'sms_code', provenAt: new Date() });
      let res = await send({ method: 'DELETE', url: '/api/profile', payload: { password: 'Wrong#pass1' } }, cookie);
      expect(res.json().code).toBe('password_incorrect');
      res = await send({ method: 'DELETE', url: '/api/profile', payload: { password: PASSWORD } }, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect((await send({ method: 'GET', url: '/api/auth/me' }, cookie)).statusCode).toBe(401);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ firstName: null, lastName: null, phone: null, passwordHash: null });
      expect(row!.email).not.toBe(user.email);
      expect(row!.username).not.toBe(user.username);
      const [order] = await db().select().from(orders).where(eq(orders.id, past.id));
      expect(order).toMatchObject({ status: 'paid', total: 1000, buyerName: 'Deleted account', buyerPhone: null });
      expect(order!.buyerEmail).not.toContain('wanjiku');
      const [ticket] = await db().select().from(tickets).where(eq(tickets.orderId, past.id));
      expect(ticket).toMatchObject({ attendeeName: null, attendeeEmail: null });
      expect(await db().select().from(provenPhones).where(eq(provenPhones.userId, user.id))).toEqual([]);
      await smtp.next(user.email, /account was deleted/);
      const again = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: user.username, password: PASSWORD },
      });
      expect(again.statusCode).toBe(401);
    });
  });
});
