import { generateKeyPairSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { sessions, users, verificationCodes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { legacyScryptHash } from '../../lib/passwords.js';
import { ENGINES, testConfig } from '../../test/database.js';
import { codeIn, newPerson, PASSWORD, sessionCookieOf, useMailingApp } from './auth.test-support.js';

const PUBLIC_URL = 'http://localhost:3000';

describe.each(ENGINES)('accounts API on %s', (engine) => {
  const { ctx, smtp } = useMailingApp(engine);
  let n = 0;
  /** A fresh client address per request unless a test pins one. */
  const nextAddress = () => `10.7.${(++n >> 8) & 255}.${n & 255}`;

  interface Req {
    ip?: string;
    cookie?: string;
    headers?: Record<string, string>;
  }
  const send = (opts: InjectOptions, r: Req = {}) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: r.ip ?? nextAddress(),
      headers: { ...(opts.headers as Record<string, string>), ...r.headers, ...(r.cookie ? { cookie: r.cookie } : {}) },
    });
  const post = (url: string, payload: object, r: Req = {}) => send({ method: 'POST', url, payload }, r);
  const get = (url: string, r: Req = {}) => send({ method: 'GET', url }, r);
  const me = (cookie: string) => get('/api/auth/me', { cookie });

  /** The id of the account holding this email (the sign-up answer does not say it). */
  const userIdOf = async (email: string) =>
    (
      await db()
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
    )[0]?.id;

  async function signUp(type?: 'host' | 'attendee') {
    const p = newPerson(type);
    const res = await post('/api/auth/signup', p);
    expect(res.statusCode, res.body).toBe(201);
    const mail = await smtp.next(p.email, /verification code/);
    return { ...p, userId: (await userIdOf(p.email))!, code: codeIn(mail), mail };
  }

  async function signUpAndVerify(type?: 'host' | 'attendee') {
    const p = await signUp(type);
    const res = await post('/api/auth/verify', { email: p.email, otp: p.code, type: 'signup' });
    expect(res.statusCode, res.body).toBe(200);
    return { ...p, cookie: sessionCookieOf(res), verify: res };
  }

  const signIn = (username: string, password: string, r: Req = {}, rememberMe = false) =>
    post('/api/auth/signin', { username, password, rememberMe }, r);

  const db = () => ctx.database.db;

  // --- sign-up and verification -------------------------------------------------------------

  describe('sign-up and verification', () => {
    it('creates an account, mails a 6-digit code, and verifying it signs the user in', async () => {
      const p = newPerson();
      const res = await post('/api/auth/signup', { ...p, phone: '0712 345 678' });
      expect(res.statusCode).toBe(201);
      const body = res.json() as { success: boolean; userId: number; message: string };
      // userId is 0 in every sign-up answer: a real id would tell a new email from a taken one.
      expect(body).toEqual({
        success: true,
        userId: 0,
        message: 'Account created successfully! Please verify your email.',
      });
      const userId = await userIdOf(p.email);
      expect(res.cookies.find((c) => c.name === 'tikiti_session')).toBeUndefined();

      const mail = await smtp.next(p.email);
      const code = codeIn(mail);
      expect(code).toMatch(/^\d{6}$/);
      expect(mail.raw).toMatch(/^From: Tikiti <no-reply@tikiti\.local>/m);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/);
      expect(mail.raw).toMatch(/Content-Type: text\/html/);

      const verify = await post('/api/auth/verify', { email: p.email.toUpperCase(), otp: code, type: 'signup' });
      expect(verify.statusCode, verify.body).toBe(200);
      expect(verify.json()).toMatchObject({
        success: true,
        message: expect.any(String),
        isHostSignup: false,
        user: {
          id: userId,
          username: p.username,
          email: p.email,
          firstName: 'Amina',
          lastName: 'Wanjiru',
          phone: '+254712345678',
          isHost: false,
          emailVerified: true,
          onboardingComplete: false,
        },
      });
      const who = await me(sessionCookieOf(verify));
      expect(who.statusCode).toBe(200);
      expect(who.json()).toMatchObject({ id: userId, phone: '+254712345678', emailVerified: true });
    });

    it('stores every accepted Kenyan phone format as +254', async () => {
      for (const [typed, stored] of [
        ['0110 123 456', '+254110123456'],
        ['712345678', '+254712345678'],
        ['254712345678', '+254712345678'],
        ['+254712345678', '+254712345678'],
      ]) {
        const p = { ...newPerson(), phone: typed };
        const res = await post('/api/auth/signup', p);
        expect(res.statusCode, typed).toBe(201);
        const [row] = await db()
          .select({ phone: users.phone })
          .from(users)
          .where(sql`${users.email} = ${p.email}`);
        expect(row?.phone, typed).toBe(stored);
      }
      const bad = await post('/api/auth/signup', { ...newPerson(), phone: '0812 345 678' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'validation_failed', message: expect.stringMatching(/phone/) });
    });

    it('answers a bad body with a 400 naming the field, and bounds every input', async () => {
      const cases: [object, RegExp][] = [
        [{ ...newPerson(), email: 'not-an-email' }, /email/],
        [{ ...newPerson(), password: 'short1' }, /password: must be at least 8/],
        [{ ...newPerson(), password: 'allletterslowercase' }, /password: must mix/],
        [{ ...newPerson(), password: `Aa1${'x'.repeat(200)}` }, /password: must be at most 128/],
        [{ ...newPerson(), username: 'x'.repeat(200) }, /username: must be at most 30/],
        [{ ...newPerson(), firstName: 'A'.repeat(51) }, /firstName/],
        [{ ...newPerson(), lastName: 'Line\u0000break' }, /lastName/],
        [{ ...newPerson(), type: 'admin' }, /type/],
      ];
      for (const [body, field] of cases) {
        const res = await post('/api/auth/signup', body);
        expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
        expect((res.json() as { message: string }).message).toMatch(field);
      }
      const huge = await send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'x', password: 'y', pad: 'z'.repeat(20_000) },
      });
      expect(huge.statusCode).toBe(413);
      const longLogin = await signIn('u'.repeat(300), PASSWORD);
      expect(longLogin.statusCode).toBe(400);
      expect(longLogin.json()).toMatchObject({ message: expect.stringMatching(/username/) });
    });

    it('refuses a username already in use, whatever the case (usernames are public)', async () => {
      const taken = await signUpAndVerify();
      const sameName = await post('/api/auth/signup', { ...newPerson(), username: taken.username.toUpperCase() });
      expect(sameName.statusCode).toBe(409);
      expect(sameName.json()).toMatchObject({ code: 'username_taken', success: false });
      // Also when the email is taken too: the username decides, and says nothing about the email.
      const both = await post('/api/auth/signup', { ...newPerson(), username: taken.username, email: taken.email });
      expect(both.json()).toMatchObject({ code: 'username_taken' });
    });

    it('answers a sign-up with a taken email exactly as a new one, and mails the owner instead', async () => {
      const owner = await signUpAndVerify();
      // The owner's own sign-up code went out just now; a minute later the notice may go too.
      await ctx.database.execute(
        `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key = $1`,
        [`cooldown:signup:${owner.email}`],
      );
      const usersBefore = await db().select({ id: users.id }).from(users);
      const freshPerson = newPerson();
      const fresh = await post('/api/auth/signup', freshPerson);
      const taken = await post('/api/auth/signup', { ...newPerson(), email: owner.email.toUpperCase() });
      expect([fresh.statusCode, taken.statusCode]).toEqual([201, 201]);
      expect(taken.body).toBe(fresh.body);
      expect(taken.headers['content-type']).toBe(fresh.headers['content-type']);
      expect(taken.cookies).toEqual(fresh.cookies);

      // The owner hears of it, with the ways back in; nothing of theirs changed.
      const notice = await smtp.next(owner.email, /tried to sign up/);
      expect(notice.decoded).toContain(`${PUBLIC_URL}/auth/signin`);
      expect(notice.decoded).toContain(`${PUBLIC_URL}/auth/forgot-password`);
      expect(notice.decoded).not.toMatch(/^\d{6}\r?$/m);
      expect((await signIn(owner.username, PASSWORD)).statusCode).toBe(200);
      // One new account (the fresh sign-up), no code for the taken email.
      expect(await db().select({ id: users.id }).from(users)).toHaveLength(usersBefore.length + 1);
      const codes = await db()
        .select()
        .from(verificationCodes)
        .where(sql`${verificationCodes.email} = ${owner.email} AND ${verificationCodes.purpose} = 'signup'`);
      expect(codes.every((c) => c.consumedAt !== null)).toBe(true);

      // What follows answers alike too: resend is paused for 60 s after either.
      const blur = (res: LightMyRequestResponse) =>
        JSON.stringify({ ...(res.json() as object), retryAfter: 0 }).replace(/\d+ seconds?/, 'N seconds');
      const resendFresh = await post('/api/auth/resend-otp', { email: freshPerson.email, type: 'signup' });
      const resendTaken = await post('/api/auth/resend-otp', { email: owner.email, type: 'signup' });
      expect([resendFresh.statusCode, resendTaken.statusCode]).toEqual([429, 429]);
      expect(blur(resendTaken)).toBe(blur(resendFresh));
    });

    it('answers a sign-in after sign-up alike for a taken and a free email, by email and by username', async () => {
      const owner = await signUpAndVerify();
      // Someone signs up twice with a password of their own: once with a free email, once with the owner's.
      const other = 'Someone#Else2026';
      const fresh = { ...newPerson(), password: other };
      const taken = { ...newPerson(), email: owner.email.toUpperCase(), password: other };
      expect((await post('/api/auth/signup', fresh)).statusCode).toBe(201);
      expect((await post('/api/auth/signup', taken)).statusCode).toBe(201);
      for (const [a, b] of [
        [fresh.email, taken.email],
        [fresh.username, taken.username],
      ] as const) {
        const free = await signIn(a, other);
        const held = await signIn(b, other);
        // Before: the free email answered 403 email_not_verified, the taken one 401 invalid_credentials.
        expect(free.json()).toMatchObject({ code: 'email_not_verified' });
        expect([held.statusCode, held.body]).toEqual([free.statusCode, free.body]);
        // Each gets its own device cookie, no session.
        expect(held.cookies.map((c) => c.name)).toEqual(free.cookies.map((c) => c.name));
      }
      // Nothing of the owner's changed: their password signs in, the other one is still wrong for
      // their username (the sign-up named another), and the attempt never becomes a session.
      expect((await signIn(owner.username, PASSWORD)).statusCode).toBe(200);
      expect((await signIn(owner.username, other)).json()).toMatchObject({ code: 'invalid_credentials' });
      expect((await signIn(owner.email, 'Wrong#Password1')).json()).toMatchObject({ code: 'invalid_credentials' });
    });

    it('answers a second sign-up for an email waiting for its code alike, and mails that code again', async () => {
      const pending = await signUp();
      const fresh = await post('/api/auth/signup', newPerson());
      const again = await post('/api/auth/signup', { ...newPerson(), email: pending.email });
      expect(again.statusCode).toBe(201);
      expect(again.body).toBe(fresh.body);
      // Within the 60 s pause nothing more is sent; after it, the waiting sign-up's code goes out again.
      await ctx.database.execute(
        `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key = $1`,
        [`cooldown:signup:${pending.email}`],
      );
      expect((await post('/api/auth/signup', { ...newPerson(), email: pending.email })).statusCode).toBe(201);
      const code = codeIn(await smtp.next(pending.email, /verification code/));
      const verified = await post('/api/auth/verify', { email: pending.email, otp: code, type: 'signup' });
      expect(verified.statusCode, verified.body).toBe(200);
      // The first sign-up's details stand: nobody's later attempt replaced them.
      expect(verified.json()).toMatchObject({ user: { id: pending.userId, username: pending.username } });
    });

    it('frees the username and email of a sign-up never verified within 24 hours', async () => {
      const stale = await signUp();
      const again = { ...newPerson(), username: stale.username, email: stale.email };
      // Still within 24 hours: the name is held.
      expect((await post('/api/auth/signup', again)).statusCode).toBe(409);
      await db()
        .update(users)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(sql`${users.id} = ${stale.userId}`);
      const res = await post('/api/auth/signup', again);
      expect(res.statusCode, res.body).toBe(201);
      const newId = await userIdOf(stale.email);
      expect(newId).toBeDefined();
      expect(newId).not.toBe(stale.userId);

      // And the periodic sweep removes such sign-ups on its own.
      const other = await signUp();
      await db()
        .update(users)
        .set({ createdAt: new Date(Date.now() - 25 * 3600_000) })
        .where(sql`${users.id} = ${other.userId}`);
      const { sweepAccounts } = await import('./auth.service.js');
      await sweepAccounts(db(), new Date());
      const left = await db()
        .select()
        .from(users)
        .where(sql`${users.id} = ${other.userId}`);
      expect(left).toEqual([]);
    });

    it('keeps codes only as a keyed hash', async () => {
      const p = await signUp();
      const rows = await db()
        .select()
        .from(verificationCodes)
        .where(sql`${verificationCodes.email} = ${p.email}`);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.codeHash).not.toContain(p.code);
    });

    it('refuses a wrong code, an expired code, and a used code', async () => {
      const p = await signUp();
      const wrong = p.code === '000000' ? '111111' : '000000';
      const bad = await post('/api/auth/verify', { email: p.email, otp: wrong, type: 'signup' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'code_invalid', success: false, message: expect.any(String) });

      await db()
        .update(verificationCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${verificationCodes.email} = ${p.email}`);
      const expired = await post('/api/auth/verify', { email: p.email, otp: p.code, type: 'signup' });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ code: 'code_invalid' });

      const q = await signUp();
      expect((await post('/api/auth/verify', { email: q.email, otp: q.code, type: 'signup' })).statusCode).toBe(200);
      const reused = await post('/api/auth/verify', { email: q.email, otp: q.code, type: 'signup' });
      expect(reused.statusCode).toBe(400);
      expect(reused.json()).toMatchObject({ code: 'code_invalid' });
    });

    it('kills a code after 5 wrong attempts', async () => {
      const p = await signUp();
      const wrong = p.code === '000000' ? '111111' : '000000';
      for (let i = 0; i < 5; i++)
        expect((await post('/api/auth/verify', { email: p.email, otp: wrong, type: 'signup' })).statusCode).toBe(400);
      const right = await post('/api/auth/verify', { email: p.email, otp: p.code, type: 'signup' });
      expect(right.statusCode).toBe(400);
      expect(right.json()).toMatchObject({ code: 'code_invalid' });
    });

    it('refuses a resend for 60 s after the last code, then sends a new code that replaces the old', async () => {
      const p = await signUp();
      const early = await post('/api/auth/resend-otp', { email: p.email, type: 'signup' });
      expect(early.statusCode).toBe(429);
      expect(early.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(60);
      expect(early.json()).toMatchObject({
        code: 'rate_limited',
        success: false,
        retryAfter: expect.any(Number),
        message: expect.stringMatching(/another in \d+ seconds/),
      });

      await ctx.database.execute(
        `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key LIKE 'cooldown:signup:%' AND key LIKE $1`,
        [`%${p.email}`],
      );
      const res = await post('/api/auth/resend-otp', { email: p.email, type: 'signup' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      const fresh = codeIn(await smtp.next(p.email, /verification code/));
      if (fresh !== p.code) {
        const old = await post('/api/auth/verify', { email: p.email, otp: p.code, type: 'signup' });
        expect(old.statusCode).toBe(400);
      }
      expect((await post('/api/auth/verify', { email: p.email, otp: fresh, type: 'signup' })).statusCode).toBe(200);
    });

    it('makes a host sign-up a host who needs onboarding', async () => {
      const h = await signUpAndVerify('host');
      expect(h.verify.json()).toMatchObject({ isHostSignup: true, user: { isHost: true, onboardingComplete: false } });
      const status = await get('/api/auth/host-status', { cookie: h.cookie });
      expect(status.statusCode).toBe(200);
      expect(status.json()).toEqual({
        success: true,
        isHost: true,
        needsOnboarding: true,
        reason: 'onboarding_incomplete',
        onboardingComplete: false,
      });
    });
  });

  // --- sign-in, sessions, host status ------------------------------------------------------

  describe('sign-in and sessions', () => {
    it('signs the demo accounts in by username or email, in any case', async () => {
      for (const login of ['demo-host', 'DEMO-ATTENDEE', 'Host@Tikiti.demo']) {
        const res = await signIn(login, DEMO_ACCOUNTS.password);
        expect(res.statusCode, `${login}: ${res.body}`).toBe(200);
        expect(res.json()).toMatchObject({
          success: true,
          message: expect.any(String),
          user: { id: expect.any(Number) },
        });
        expect((await me(sessionCookieOf(res))).statusCode).toBe(200);
      }
      const host = await signIn('demo-host', DEMO_ACCOUNTS.password);
      const status = await get('/api/auth/host-status', { cookie: sessionCookieOf(host) });
      expect(status.json()).toEqual({
        success: true,
        isHost: true,
        needsOnboarding: false,
        reason: 'ok',
        onboardingComplete: true,
      });
      const attendee = await signIn('demo-attendee', DEMO_ACCOUNTS.password);
      expect((await get('/api/auth/host-status', { cookie: sessionCookieOf(attendee) })).json()).toMatchObject({
        isHost: false,
        needsOnboarding: false,
        reason: 'not_host',
      });
    });

    it('answers host-status with 401 and reason signed_out when no one is signed in', async () => {
      const res = await get('/api/auth/host-status');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({
        success: false,
        isHost: false,
        needsOnboarding: false,
        reason: 'signed_out',
        code: 'unauthorized',
        statusCode: 401,
      });
      const meRes = await get('/api/auth/me');
      expect(meRes.statusCode).toBe(401);
      expect(meRes.json()).toMatchObject({ statusCode: 401, code: 'unauthorized', message: expect.any(String) });
    });

    it('gives the same answer for an unknown account and a wrong password', async () => {
      const p = await signUpAndVerify();
      const wrong = await signIn(p.username, 'Wrong#password1');
      const unknown = await signIn(`nobody_${p.username}`, 'Wrong#password1');
      const unknownEmail = await signIn(`nobody.${p.email}`, 'Wrong#password1');
      for (const res of [wrong, unknown, unknownEmail]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          statusCode: 401,
          code: 'invalid_credentials',
          error: 'Unauthorized',
          message: 'Incorrect username, email or password.',
          success: false,
        });
      }
    });

    it('sets an httpOnly SameSite=Lax session cookie: a browser-session one, or 30 days with Remember me', async () => {
      const p = await signUpAndVerify();
      const plain = await signIn(p.username, PASSWORD);
      const c = plain.cookies.find((x) => x.name === 'tikiti_session')!;
      expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(c.maxAge).toBeUndefined();
      expect(c.expires).toBeUndefined();
      expect(c.secure).toBeFalsy();

      const remembered = await signIn(p.username, PASSWORD, {}, true);
      const r = remembered.cookies.find((x) => x.name === 'tikiti_session')!;
      expect(r.maxAge).toBe(30 * 24 * 3600);
      const rows = await db()
        .select({ expiresAt: sessions.expiresAt, rememberMe: sessions.rememberMe })
        .from(sessions)
        .where(sql`${sessions.userId} = ${p.userId}`);
      const longest = Math.max(...rows.map((x) => x.expiresAt.getTime()));
      const shortest = Math.min(...rows.map((x) => x.expiresAt.getTime()));
      expect(longest - Date.now()).toBeGreaterThan(29 * 24 * 3600_000);
      // Without 'Remember me' the server still ends the session after 12 idle hours.
      expect(shortest - Date.now()).toBeLessThanOrEqual(12 * 3600_000);
    });

    it('ends a browser session on the server when it has been idle, even if the cookie is kept', async () => {
      const p = await signUpAndVerify();
      const cookie = sessionCookieOf(await signIn(p.username, PASSWORD));
      expect((await me(cookie)).statusCode).toBe(200);
      await db()
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(sql`${sessions.userId} = ${p.userId} AND ${sessions.rememberMe} = false`);
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('stores only a hash of the session token', async () => {
      const p = await signUpAndVerify();
      const token = decodeURIComponent(p.cookie.split('=')[1]!).split('.')[0]!;
      const rows = await db()
        .select()
        .from(sessions)
        .where(sql`${sessions.userId} = ${p.userId}`);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect(row.tokenHash).toMatch(/^[0-9a-f]{64}$/);
        expect(row.tokenHash).not.toContain(token);
      }
    });

    it('issues a new session at every sign-in and drops the one the browser had', async () => {
      const p = await signUpAndVerify();
      const first = sessionCookieOf(await signIn(p.username, PASSWORD));
      const second = await signIn(p.username, PASSWORD, { cookie: first });
      const secondCookie = sessionCookieOf(second);
      expect(secondCookie).not.toBe(first);
      expect((await me(first)).statusCode).toBe(401);
      expect((await me(secondCookie)).statusCode).toBe(200);
    });

    it('logs out by revoking the session on the server', async () => {
      const p = await signUpAndVerify();
      const cookie = sessionCookieOf(await signIn(p.username, PASSWORD));
      const out = await post('/api/auth/logout', {}, { cookie });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ success: true, message: 'You have been successfully logged out.' });
      const cleared = out.cookies.find((x) => x.name === 'tikiti_session');
      expect(cleared?.value).toBe('');
      // The old cookie, replayed, no longer works.
      expect((await me(cookie)).statusCode).toBe(401);
    });

    it('refuses an account whose email was never verified, and mails it a new code', async () => {
      const p = await signUp();
      await ctx.database.execute(`DELETE FROM auth_throttles WHERE key LIKE 'cooldown:signup:%'`);
      const res = await signIn(p.username, PASSWORD);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'email_not_verified', success: false });
      const code = codeIn(await smtp.next(p.email, /verification code/));
      expect((await post('/api/auth/verify', { email: p.email, otp: code, type: 'signup' })).statusCode).toBe(200);
    });

    it('hashes new passwords with argon2id at OWASP parameters and upgrades older scrypt hashes at sign-in', async () => {
      const p = await signUpAndVerify();
      const hashOf = async () =>
        (
          await db()
            .select({ h: users.passwordHash })
            .from(users)
            .where(sql`${users.id} = ${p.userId}`)
        )[0]!.h!;
      expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);

      await db()
        .update(users)
        .set({ passwordHash: await legacyScryptHash(PASSWORD) })
        .where(sql`${users.id} = ${p.userId}`);
      expect(await hashOf()).toMatch(/^scrypt\$/);
      expect((await signIn(p.username, 'Wrong#password1')).statusCode).toBe(401);
      expect(await hashOf()).toMatch(/^scrypt\$/);
      // As if the second the wrong password earned had passed (SIGNIN_SLOWDOWN).
      await ctx.database.execute(
        `UPDATE auth_throttles SET last_hit_at = last_hit_at - interval '1 minute' WHERE key = $1`,
        [`signin:slow:${p.username.toLowerCase()}`],
      );
      expect((await signIn(p.username, PASSWORD)).statusCode).toBe(200);
      expect(await hashOf()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect((await signIn(p.username, PASSWORD)).statusCode).toBe(200);
    });
  });

  // --- password reset ----------------------------------------------------------------------

  describe('password reset', () => {
    it('gives the same answer whether or not the email has an account', async () => {
      const p = await signUpAndVerify();
      const known = await post('/api/auth/forgot-password', { email: p.email });
      const unknown = await post('/api/auth/forgot-password', { email: `nobody.${p.email}` });
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      // ... also when asking again too soon,
      const known2 = await post('/api/auth/forgot-password', { email: p.email });
      const unknown2 = await post('/api/auth/forgot-password', { email: `nobody.${p.email}` });
      expect(known2.statusCode).toBe(429);
      expect(unknown2.statusCode).toBe(429);
      // The bodies differ only in the seconds left, which run from each request's own first ask.
      const blur = (res: LightMyRequestResponse) =>
        JSON.stringify({ ...(res.json() as object), retryAfter: 0 }).replace(/\d+ seconds?/, 'N seconds');
      expect(blur(known2)).toBe(blur(unknown2));
      // ... and for resend, verified or unknown.
      const r1 = await post('/api/auth/resend-otp', { email: DEMO_ACCOUNTS.attendee.email, type: 'signup' });
      const r2 = await post('/api/auth/resend-otp', { email: `other.${p.email}`, type: 'signup' });
      expect(r1.statusCode).toBe(200);
      expect(r1.body).toBe(r2.body);
      // Only the real account got mail.
      await ctx.app.mail.idle();
      expect(smtp.mails.some((m) => m.to.includes(`nobody.${p.email}`))).toBe(false);
    });

    it('resets the password with the mailed code and ends every session', async () => {
      const p = await signUpAndVerify();
      const elsewhere = sessionCookieOf(await signIn(p.username, PASSWORD, {}, true));
      expect((await post('/api/auth/forgot-password', { email: p.email })).statusCode).toBe(200);
      const code = codeIn(await smtp.next(p.email, /reset/));

      const check = await post('/api/auth/verify', { email: p.email, otp: code, type: 'password-reset' });
      expect(check.statusCode).toBe(200);
      expect(check.json()).toMatchObject({ success: true, user: null, isHostSignup: false });

      const weak = await post('/api/auth/reset-password', { email: p.email, otp: code, password: 'weakweak' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ message: expect.stringMatching(/password/) });

      const NEW = 'Ngong#Hills2027';
      const res = await post('/api/auth/reset-password', { email: p.email, otp: code, password: NEW });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: expect.any(String) });
      expect((await me(p.cookie)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await signIn(p.username, PASSWORD)).statusCode).toBe(401);
      expect((await signIn(p.email, NEW)).statusCode).toBe(200);
      await smtp.next(p.email, /password was changed/);

      const again = await post('/api/auth/reset-password', { email: p.email, otp: code, password: 'Another#1pass' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: 'code_invalid' });
    });
  });

  // --- mails in the reader's language (decision 026) ---------------------------------------

  describe("account mails in the reader's language", () => {
    it('writes the sign-up code in the language the request names; later codes follow the account', async () => {
      const p = newPerson();
      expect((await post('/api/auth/signup', p, { cookie: 'lang=sw' })).statusCode).toBe(201);
      const signup = await smtp.next(p.email, /ni nambari yako ya uthibitisho ya Tikiti$/);
      expect(signup.decoded).toContain('Karibu Tikiti! Weka nambari hii ili ukamilishe kufungua akaunti yako:');
      expect(signup.decoded).toContain('<html lang="sw">');
      const verified = await post('/api/auth/verify', { email: p.email, otp: codeIn(signup), type: 'signup' });
      expect(verified.statusCode).toBe(200);

      // A request naming no language: the account's (set at sign-up).
      expect((await post('/api/auth/forgot-password', { email: p.email })).statusCode).toBe(200);
      const reset = await smtp.next(p.email, /ni nambari yako ya kubadilisha nenosiri la Tikiti$/);
      expect(reset.decoded).toContain('Habari Amina,');

      // A request naming English gets English, whatever the account's language.
      const done = await post(
        '/api/auth/reset-password',
        { email: p.email, otp: codeIn(reset), password: 'Ngong#Hills2027' },
        { headers: { 'accept-language': 'en-GB,en;q=0.9' } },
      );
      expect(done.statusCode, done.body).toBe(200);
      const changed = await smtp.next(p.email, /password was changed/);
      expect(changed.subject).toBe('Your Tikiti password was changed');
    });

    it('tells the owner of a taken email in the language the sign-up asked in', async () => {
      const owner = await signUpAndVerify();
      await ctx.database.execute(
        `UPDATE auth_throttles SET window_started_at = now() - interval '61 seconds' WHERE key = $1`,
        [`cooldown:signup:${owner.email}`],
      );
      const again = { ...newPerson(), email: owner.email };
      const res = await post('/api/auth/signup', again, { headers: { 'accept-language': 'sw-KE,sw;q=0.9' } });
      expect(res.statusCode).toBe(201);
      const notice = await smtp.next(owner.email, /kujisajili kwenye Tikiti kwa barua pepe yako/);
      expect(notice.decoded).toContain('Tayari una akaunti');
    });
  });

  // --- throttling --------------------------------------------------------------------------

  describe('throttling', () => {
    it('slows failed sign-ins per account, in the database, whatever the address', async () => {
      const p = await signUpAndVerify();
      const ip = '41.90.64.10';
      // Five failures, each after the wait the one before earned: the next try waits 4 seconds.
      for (let i = 0; i < 5; i++) {
        await ctx.database.execute(
          `UPDATE auth_throttles SET last_hit_at = last_hit_at - interval '1 minute' WHERE key = $1`,
          [`signin:slow:${p.username.toLowerCase()}`],
        );
        expect((await signIn(p.username, 'Wrong#pass1', { ip })).statusCode).toBe(401);
      }
      const blocked = await signIn(p.username, PASSWORD, { ip });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({
        code: 'rate_limited',
        success: false,
        message: expect.stringMatching(/try again in \d+ seconds?/),
      });
      // Another address is the same account: it waits too.
      expect((await signIn(p.username, PASSWORD, { ip: '41.90.64.11' })).statusCode).toBe(429);

      // A second server process on the same database (or this one after a restart) agrees.
      const other = await buildApp({
        config: testConfig({ SMTP_URL: smtp.url }),
        database: ctx.database,
        logger: false,
      });
      try {
        const res = await other.inject({
          method: 'POST',
          url: '/api/auth/signin',
          payload: { username: p.username, password: PASSWORD },
          remoteAddress: ip,
        });
        expect(res.statusCode).toBe(429);
      } finally {
        await other.close();
      }
    });

    it('believes X-Forwarded-For only from the proxies TRUST_PROXY names', async () => {
      const email = `proxied.${Date.now()}@example.com`;
      const proxied = await buildApp({
        config: testConfig({ SMTP_URL: smtp.url, TRUST_PROXY: '127.0.0.1' }),
        database: ctx.database,
        logger: false,
      });
      let k = 0;
      try {
        // Sign-ups per email and address (5 an hour) count the address the proxy names.
        const attempt = (xff: string, remoteAddress = '127.0.0.1', to = email) =>
          proxied.inject({
            method: 'POST',
            url: '/api/auth/signup',
            payload: { ...newPerson(), email: to, username: `proxied_${++k}_${Date.now()}` },
            remoteAddress,
            headers: { 'x-forwarded-for': xff },
          });
        for (let i = 0; i < 5; i++) expect((await attempt('41.90.1.1')).statusCode).toBe(201);
        expect((await attempt('41.90.1.1')).statusCode).toBe(429);
        // Behind the trusted proxy, another client is another address.
        expect((await attempt('41.90.1.2')).statusCode).toBe(201);
        // From an untrusted peer the header is ignored: its own address counts.
        const other = `untrusted.${email}`;
        for (let i = 0; i < 5; i++) expect((await attempt(`41.90.9.${i}`, '192.0.2.7', other)).statusCode).toBe(201);
        expect((await attempt('41.90.9.10', '192.0.2.7', other)).statusCode).toBe(429);
      } finally {
        await proxied.close();
      }
    });

    it('limits sign-ups and wrong codes per account and address', async () => {
      const ip = '41.90.70.1';
      const email = `burst.${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++)
        statuses.push(
          (await post('/api/auth/signup', { ...newPerson(), email, username: `burst_${i}_${Date.now()}` }, { ip }))
            .statusCode,
        );
      expect(statuses.slice(0, 5)).not.toContain(429);
      expect(statuses[5]).toBe(429);

      const p = await signUp();
      const wrong = p.code === '000000' ? '111111' : '000000';
      const codeIp = '41.90.70.2';
      const codeStatuses: number[] = [];
      for (let i = 0; i < 11; i++)
        codeStatuses.push(
          (await post('/api/auth/verify', { email: p.email, otp: wrong, type: 'signup' }, { ip: codeIp })).statusCode,
        );
      expect(codeStatuses.slice(0, 10).every((s) => s === 400)).toBe(true);
      expect(codeStatuses[10]).toBe(429);
    });
  });

  // --- cross-site requests -----------------------------------------------------------------

  describe('cross-site request forgery', () => {
    const attempt = (headers: { origin?: string; 'sec-fetch-site'?: string }, url = '/api/auth/signin') =>
      post(
        url,
        { username: 'demo-attendee', password: DEMO_ACCOUNTS.password },
        { headers: { ...headers } as Record<string, string> },
      );

    it('refuses a state-changing request from another site with 403 csrf_rejected', async () => {
      for (const headers of [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
        { 'sec-fetch-site': 'same-site', origin: 'https://shop.localhost:3000' },
        { 'sec-fetch-site': 'cross-site' },
      ]) {
        const res = await attempt(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(403);
        expect(res.json()).toMatchObject({ code: 'csrf_rejected', message: expect.stringMatching(/another site/) });
      }
      const logout = await post('/api/auth/logout', {}, { headers: { origin: 'https://evil.example' } });
      expect(logout.statusCode).toBe(403);
      const track = await post(
        '/api/events/track-view',
        { eventId: 26, source: 'event_details_page', referrer: '/events' },
        { headers: { 'sec-fetch-site': 'cross-site' } },
      );
      expect(track.statusCode).toBe(403);
    });

    it('lets the app itself, and callers that are not browsers, through', async () => {
      for (const headers of [
        { origin: PUBLIC_URL },
        { 'sec-fetch-site': 'same-origin', origin: 'http://127.0.0.1:5173' },
        { 'sec-fetch-site': 'none' },
        {},
      ]) {
        const res = await attempt(headers);
        expect(res.statusCode, JSON.stringify(headers)).toBe(200);
      }
      // Reading is never refused.
      expect((await get('/api/auth/me', { headers: { origin: 'https://evil.example' } })).statusCode).toBe(401);
    });
  });

  // --- mail and outbox ---------------------------------------------------------------------

  it('uses the dev outbox without SMTP_URL, shown at /dev/outbox newest first', async () => {
    const local = await buildApp({ config: testConfig(), database: ctx.database, logger: false });
    try {
      const emails = [`first.${Date.now()}@example.com`, `second.${Date.now()}@example.com`];
      for (const email of emails) {
        const res = await local.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { ...newPerson(), email },
          remoteAddress: nextAddress(),
        });
        expect(res.statusCode).toBe(201);
        await local.mail.idle();
      }
      const page = await local.inject('/dev/outbox');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const first = page.body.indexOf(emails[0]!);
      const second = page.body.indexOf(emails[1]!);
      expect(second).toBeGreaterThan(-1);
      expect(first).toBeGreaterThan(second);
      expect(page.body).toMatch(/\n\d{6}\n/);
    } finally {
      await local.close();
    }
  });

  it('answers /dev/outbox only to a connection from this machine, never one passed on by a proxy or tunnel', async () => {
    const local = await buildApp({
      config: testConfig({ TRUST_PROXY: 'true' }),
      database: ctx.database,
      logger: false,
    });
    try {
      for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1'])
        expect((await local.inject({ url: '/dev/outbox', remoteAddress })).statusCode, remoteAddress).toBe(200);
      for (const [remoteAddress, xff] of [
        ['41.90.64.10', undefined],
        ['192.168.1.20', '127.0.0.1'],
        ['10.0.0.7', '::1'],
      ] as const) {
        const res = await local.inject({
          url: '/dev/outbox',
          remoteAddress,
          headers: xff ? { 'x-forwarded-for': xff } : {},
        });
        expect(res.statusCode, remoteAddress).toBe(404);
        expect(res.body).not.toContain('Dev outbox');
        // The same answer as an address with no route at all.
        const none = await local.inject({ url: '/dev/nothing-here', remoteAddress });
        expect(res.headers['content-type']).toBe(none.headers['content-type']);
        expect(res.body.replace('/dev/outbox', '/dev/nothing-here')).toBe(none.body);
      }
      // A tunnel (ngrok, cloudflared) connects from this machine, but says where it came from.
      for (const headers of [
        { host: 'abcd-41-90-1-2.ngrok-free.app' },
        { host: 'localhost:3000', 'x-forwarded-for': '41.90.64.10' },
        { host: '127.0.0.1:3000', forwarded: 'for=41.90.64.10;proto=https' },
        { host: 'localhost', 'x-forwarded-host': 'tikiti.trycloudflare.com' },
      ]) {
        const res = await local.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers });
        expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      }
      for (const host of ['localhost:3000', '127.0.0.1:5173', '[::1]:3000'])
        expect(
          (await local.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1', headers: { host } })).statusCode,
          host,
        ).toBe(200);
    } finally {
      await local.close();
    }
  });

  it('has no /dev/outbox in production', async () => {
    const prod = await buildApp({
      config: testConfig({
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://tikiti.example',
        SESSION_SECRET: 'p'.repeat(40),
        SMTP_URL: smtp.url,
        PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
        PAYSTACK_SECRET_KEY: 'sk_test_production_check',
        PAYSTACK_PUBLIC_KEY: 'pk_test_production_check',
        TICKET_SIGNING_KEY: generateKeyPairSync('ed25519')
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString(),
      }),
      database: ctx.database,
      logger: false,
    });
    try {
      expect(prod.routeTable.some((r) => r.url === '/dev/outbox')).toBe(false);
      expect((await prod.inject('/dev/outbox')).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const https = await buildApp({
      config: testConfig({ PUBLIC_URL: 'https://tikiti.example', SMTP_URL: smtp.url }),
      database: ctx.database,
      logger: false,
    });
    try {
      const res: LightMyRequestResponse = await https.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: 'demo-attendee', password: DEMO_ACCOUNTS.password },
        remoteAddress: nextAddress(),
      });
      expect(res.statusCode).toBe(200);
      expect(res.cookies.find((c) => c.name === 'tikiti_session')).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await https.close();
    }
  });
});
