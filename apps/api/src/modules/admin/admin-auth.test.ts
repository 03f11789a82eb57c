import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminRecoveryCodes, auditLog, sessions, verificationCodes } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { hashToken } from '../../plugins/session.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { ADMIN_COOKIE } from '../../plugins/admin-session.js';
import { adminCookie, createAdmin } from './admin.test-support.js';
import { ADMIN_DEVICE_COOKIE, ADMIN_PENDING_COOKIE } from './admin-auth.routes.js';
import { totpCode } from './totp.js';
import { ADMIN_PENDING_SIGN_IN_MINUTES } from '@tribe/contracts';

describe.each(ENGINES)('admin sign-in (%s)', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(() => ctx?.close());

  let ip = 0;
  const post = (url: string, payload: object, cookie?: string) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload,
      remoteAddress: `10.77.0.${++ip}`,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
    const c = res.cookies.find((x) => x.name === name);
    return c ? `${name}=${c.value}` : undefined;
  };

  it('signs the demo admin in with the password and the demo secret’s code, and answers who it is', async () => {
    const pw = await post('/api/admin/auth/password', {
      email: DEMO_ACCOUNTS.admin.email,
      password: DEMO_ACCOUNTS.password,
    });
    expect(pw.statusCode, pw.body).toBe(200);
    expect(pw.json()).toEqual({ next: 'totp' });
    const pending = cookieOf(pw, ADMIN_PENDING_COOKIE)!;
    const code = await post('/api/admin/auth/totp', { code: totpCode(DEMO_ACCOUNTS.admin.totpSecret) }, pending);
    expect(code.statusCode, code.body).toBe(200);
    expect(code.json()).toMatchObject({ email: DEMO_ACCOUNTS.admin.email, name: DEMO_ACCOUNTS.admin.name });
    const session = cookieOf(code, ADMIN_COOKIE)!;
    expect(code.cookies.find((c) => c.name === ADMIN_COOKIE)).toMatchObject({
      path: '/api',
      httpOnly: true,
      sameSite: 'Strict',
    });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: session } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(DEMO_ACCOUNTS.admin.email);
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('gives one answer for an unknown email, a wrong password and a disabled admin', async () => {
    const disabled = await createAdmin(ctx.app, { disabled: true });
    const answers = await Promise.all([
      post('/api/admin/auth/password', { email: 'nobody@tikiti.test', password: 'whatever-it-is' }),
      post('/api/admin/auth/password', { email: DEMO_ACCOUNTS.admin.email, password: 'Wrong#2026' }),
      post('/api/admin/auth/password', { email: disabled.admin.email, password: disabled.password }),
    ]);
    for (const a of answers)
      expect([a.statusCode, a.json().code, a.json().message]).toEqual([
        401,
        'invalid_credentials',
        answers[0]!.json().message,
      ]);
  });

  it('refuses a code without the password step, a wrong code, and the same code twice', async () => {
    const { admin, secret, password } = await createAdmin(ctx.app);
    expect((await post('/api/admin/auth/totp', { code: totpCode(secret!) })).statusCode).toBe(401);
    const pending = cookieOf(
      await post('/api/admin/auth/password', { email: admin.email, password }),
      ADMIN_PENDING_COOKIE,
    )!;
    const good = totpCode(secret!);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect((await post('/api/admin/auth/totp', { code: wrong }, pending)).json().code).toBe('code_invalid');
    expect((await post('/api/admin/auth/totp', { code: good }, pending)).statusCode).toBe(200);
    // The password step is spent: the same cookie buys no second session.
    const reused = await post('/api/admin/auth/totp', { code: good }, pending);
    expect([reused.statusCode, reused.json().code]).toEqual([401, 'admin_unauthorized']);
    // A fresh password step with the code already used is still refused.
    const pending2 = cookieOf(
      await post('/api/admin/auth/password', { email: admin.email, password }),
      ADMIN_PENDING_COOKIE,
    )!;
    const again = await post('/api/admin/auth/totp', { code: good }, pending2);
    expect([again.statusCode, again.json().code]).toEqual([400, 'code_invalid']);
  });

  it('refuses a pending cookie signed with the right secret that names no stored password step', async () => {
    const { admin, secret } = await createAdmin(ctx.app);
    const until = Date.now() + 5 * 60_000;
    // The old cookie's shape (admin id and expiry), and a random id of the new shape: both signed.
    for (const value of [`${admin.id}.${until}`, randomBytes(32).toString('hex')]) {
      const forged = `${ADMIN_PENDING_COOKIE}=${ctx.app.signCookie(value)}`;
      const res = await post('/api/admin/auth/totp', { code: totpCode(secret!) }, forged);
      expect([res.statusCode, res.json().code]).toEqual([401, 'admin_unauthorized']);
    }
  });

  it('keeps the password step in the database, for a few minutes, used once', async () => {
    const { admin, secret, password } = await createAdmin(ctx.app);
    const pw = await post('/api/admin/auth/password', { email: admin.email, password });
    const pending = cookieOf(pw, ADMIN_PENDING_COOKIE)!;
    const rows = await ctx.app.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.purpose, 'admin-pending'), eq(verificationCodes.email, `admin:${admin.id}`)));
    expect(rows).toHaveLength(1);
    // Only a hash of the cookie's id is stored.
    expect(pending).not.toContain(rows[0]!.codeHash);
    expect(rows[0]!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(ADMIN_PENDING_SIGN_IN_MINUTES * 60_000);
    expect(rows[0]!.consumedAt).toBeNull();
    // Past its expiry the step is gone.
    await ctx.app.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.id, rows[0]!.id));
    const late = await post('/api/admin/auth/totp', { code: totpCode(secret!) }, pending);
    expect([late.statusCode, late.json().code]).toEqual([401, 'admin_unauthorized']);
  });

  it('asks an admin without an authenticator to enrol first', async () => {
    const { admin, password } = await createAdmin(ctx.app, { enrolled: false });
    const res = await post('/api/admin/auth/password', { email: admin.email, password });
    expect(res.json()).toEqual({ next: 'enroll' });
  });

  it('renews the second factor with /auth/reauth and ends the session on logout', async () => {
    const { admin, secret } = await createAdmin(ctx.app);
    const cookie = await adminCookie(ctx.app, admin.id, { fresh: false });
    const before = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    expect(Date.parse(before.json().reauthenticatedAt)).toBeLessThan(Date.now() - 30 * 60_000);
    const re = await post('/api/admin/auth/reauth', { code: totpCode(secret!) }, cookie);
    expect(re.statusCode, re.body).toBe(200);
    expect(Date.parse(re.json().reauthenticatedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await post('/api/admin/auth/logout', {}, cookie)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } })).statusCode).toBe(401);
  });

  const auditOf = (adminId: number) =>
    ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorAdminId, adminId), eq(auditLog.subjectType, 'admin')))
      .orderBy(auditLog.id);
  const signInToCode = async (email: string, password: string) =>
    cookieOf(await post('/api/admin/auth/password', { email, password }), ADMIN_PENDING_COOKIE)!;

  it('enrols at first sign-in: a QR code and grouped secret, confirmed by a code, ten recovery codes once', async () => {
    const { admin, password } = await createAdmin(ctx.app, { enrolled: false });
    const pending = await signInToCode(admin.email, password);
    const get = () =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/auth/enrollment', headers: { cookie: pending } });
    const first = await get();
    expect(first.statusCode, first.body).toBe(200);
    const e = first.json();
    expect(e.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(e.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Tikiti:/);
    expect(e.secretGroups.every((g: string) => /^[A-Z2-7]{1,4}$/.test(g))).toBe(true);
    // The same secret on a second visit, until confirmed.
    expect((await get()).json().secretGroups).toEqual(e.secretGroups);
    const secret = e.secretGroups.join('');
    expect(new URL(e.otpauthUrl).searchParams.get('secret')).toBe(secret);

    const wrong = await post('/api/admin/auth/enrollment', { code: '000000' }, pending);
    expect(wrong.json().code).toBe('code_invalid');
    const done = await post('/api/admin/auth/enrollment', { code: totpCode(secret) }, pending);
    expect(done.statusCode, done.body).toBe(200);
    const codes: string[] = done.json().recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const session = cookieOf(done, ADMIN_COOKIE)!;
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie: session } })).statusCode,
    ).toBe(200);
    // Only HMACs are stored, never the codes.
    const stored = await ctx.app.db
      .select()
      .from(adminRecoveryCodes)
      .where(eq(adminRecoveryCodes.adminUserId, admin.id));
    expect(stored).toHaveLength(10);
    for (const c of codes) expect(stored.some((r) => r.codeHash.includes(c.replace('-', '')))).toBe(false);
    // Enrolled: the next sign-in asks for a code, and enrolment cannot start over.
    const again = await post('/api/admin/auth/password', { email: admin.email, password });
    expect(again.json()).toEqual({ next: 'totp' });
    const reget = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/auth/enrollment',
      headers: { cookie: cookieOf(again, ADMIN_PENDING_COOKIE)! },
    });
    expect(reget.json().code).toBe('conflict');
    expect((await auditOf(admin.id)).map((r) => r.action)).toEqual([
      'admin.sign_in_failed',
      'admin.enrolled',
      'admin.signed_in',
    ]);
  });

  it('refuses the enrolment page without the password step', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/auth/enrollment' });
    expect([res.statusCode, res.json().code]).toEqual([401, 'admin_unauthorized']);
  });

  it('signs in with a recovery code once, in any case and spacing, and never twice', async () => {
    const { admin, password, secret } = await createAdmin(ctx.app);
    const cookie = await adminCookie(ctx.app, admin.id);
    const regen = await post('/api/admin/account/recovery-codes', { code: totpCode(secret!) }, cookie);
    expect(regen.statusCode, regen.body).toBe(200);
    const codes: string[] = regen.json().recoveryCodes;
    const account = await ctx.app.inject({ method: 'GET', url: '/api/admin/account', headers: { cookie } });
    expect(account.json()).toMatchObject({ email: admin.email, recoveryCodesLeft: 10 });

    const typed = ` ${codes[3]!.toUpperCase().replace('-', ' ')} `;
    const ok = await post('/api/admin/auth/totp', { recoveryCode: typed }, await signInToCode(admin.email, password));
    expect(ok.statusCode, ok.body).toBe(200);
    const twice = await post(
      '/api/admin/auth/totp',
      { recoveryCode: codes[3] },
      await signInToCode(admin.email, password),
    );
    expect([twice.statusCode, twice.json().code]).toEqual([400, 'code_invalid']);
    const unknown = await post(
      '/api/admin/auth/totp',
      { recoveryCode: 'aaaaa-bbbbb' },
      await signInToCode(admin.email, password),
    );
    expect(unknown.json().code).toBe('code_invalid');
    const after = await ctx.app.inject({ method: 'GET', url: '/api/admin/account', headers: { cookie } });
    expect(after.json().recoveryCodesLeft).toBe(9);

    // Regenerating makes the old codes stop working.
    const fresh = await post(
      '/api/admin/account/recovery-codes',
      { code: totpCode(secret!, new Date(Date.now() + 30_000)) },
      cookie,
    );
    expect(fresh.statusCode, fresh.body).toBe(200);
    const old = await post(
      '/api/admin/auth/totp',
      { recoveryCode: codes[5] },
      await signInToCode(admin.email, password),
    );
    expect(old.json().code).toBe('code_invalid');
    const actions = (await auditOf(admin.id)).map((r) => r.action);
    expect(actions).toEqual([
      'admin.recovery_codes_regenerated',
      'admin.recovery_code_used',
      'admin.signed_in',
      'admin.sign_in_failed',
      'admin.sign_in_failed',
      'admin.recovery_codes_regenerated',
      'admin.sign_in_failed',
    ]);
  });

  it('refuses to regenerate recovery codes without a right code', async () => {
    const { cookie } = await signedInAdminWithSecret();
    const res = await post('/api/admin/account/recovery-codes', { code: '000000' }, cookie);
    expect([res.statusCode, res.json().code]).toEqual([400, 'code_invalid']);
  });
  const signedInAdminWithSecret = async () => {
    const made = await createAdmin(ctx.app);
    return { ...made, cookie: await adminCookie(ctx.app, made.admin.id) };
  };

  it('records sign-in, a wrong password, reauthentication and sign-out in the audit log', async () => {
    const { admin, secret, password } = await createAdmin(ctx.app);
    await post('/api/admin/auth/password', { email: admin.email, password: 'Wrong#password1' });
    const code = await post(
      '/api/admin/auth/totp',
      { code: totpCode(secret!) },
      await signInToCode(admin.email, password),
    );
    const cookie = cookieOf(code, ADMIN_COOKIE)!;
    await post('/api/admin/auth/reauth', { code: totpCode(secret!, new Date(Date.now() + 30_000)) }, cookie);
    await post('/api/admin/auth/logout', {}, cookie);
    const rows = await auditOf(admin.id);
    expect(rows.map((r) => [r.action, r.actorKind, r.subjectId])).toEqual([
      ['admin.sign_in_failed', 'admin', String(admin.id)],
      ['admin.signed_in', 'admin', String(admin.id)],
      ['admin.reauthenticated', 'admin', String(admin.id)],
      ['admin.signed_out', 'admin', String(admin.id)],
    ]);
    expect(rows[0]!.details).toEqual({ step: 'password' });
    expect(rows[1]!.details).toEqual({ method: 'totp' });
  });

  it('throttles password attempts per account, whatever the address', async () => {
    const { admin, password } = await createAdmin(ctx.app);
    for (let i = 0; i < 10; i++) {
      const r = await post('/api/admin/auth/password', { email: admin.email, password: `Wrong#${i}xxxx` });
      expect(r.statusCode).toBe(401);
    }
    const blocked = await post('/api/admin/auth/password', { email: admin.email, password });
    expect([blocked.statusCode, blocked.json().code]).toEqual([429, 'rate_limited']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Too many attempts/);
  });

  it("an admin on a device they signed in on before still signs in after strangers' wrong passwords", async () => {
    const { admin, password, secret } = await createAdmin(ctx.app);
    const signIn = async (cookie?: string) => {
      const pw = await post('/api/admin/auth/password', { email: admin.email, password }, cookie);
      expect(pw.statusCode, pw.body).toBe(200);
      const pending = cookieOf(pw, ADMIN_PENDING_COOKIE)!;
      return post('/api/admin/auth/totp', { code: totpCode(secret!) }, [pending, cookie].filter(Boolean).join('; '));
    };
    const first = await signIn();
    expect(first.statusCode, first.body).toBe(200);
    const device = cookieOf(first, ADMIN_DEVICE_COOKIE)!;
    expect(device).toBeDefined();
    // An attacker's storm of wrong passwords, from many addresses.
    for (let i = 0; i < 11; i++)
      await post('/api/admin/auth/password', { email: admin.email, password: `Wrong#${i}xxxx` });
    const stranger = await post('/api/admin/auth/password', { email: admin.email, password });
    expect(stranger.statusCode).toBe(429);
    // Before: 429 for 15 minutes on the admin's own browser too; now its own counter decides.
    const pw = await post('/api/admin/auth/password', { email: admin.email, password }, device);
    expect(pw.statusCode, pw.body).toBe(200);
    // A device cookie for another admin, or forged, counts for nothing.
    const forged = `${ADMIN_DEVICE_COOKIE}=${encodeURIComponent(`${admin.email}|abc`)}`;
    expect((await post('/api/admin/auth/password', { email: admin.email, password }, forged)).statusCode).toBe(429);
  });

  it('throttles password attempts per address, across accounts', async () => {
    const address = '10.78.0.1';
    const send = (email: string, password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/admin/auth/password',
        payload: { email, password },
        remoteAddress: address,
      });
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => send(`nobody${i}@tikiti.test`, 'Wrong#password1')),
    );
    const codes = answers.map((a) => a.statusCode);
    // Taken in one statement each: exactly 30 judged, however many arrive at once.
    expect(codes.filter((c) => c === 401)).toHaveLength(30);
    expect(codes.filter((c) => c === 429)).toHaveLength(2);
    const { admin, password } = await createAdmin(ctx.app);
    expect((await send(admin.email, password)).statusCode).toBe(429);
  });

  it('throttles code attempts per admin; a success and a right code given twice do not count', async () => {
    const { admin, secret, password } = await createAdmin(ctx.app);
    const pending = await signInToCode(admin.email, password);
    const good = totpCode(secret!);
    const wrong = String((Number(good) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await post('/api/admin/auth/totp', { code: wrong }, pending)).statusCode).toBe(400);
    expect((await post('/api/admin/auth/totp', { code: good }, pending)).statusCode).toBe(200);
    const pending2 = await signInToCode(admin.email, password);
    for (let i = 0; i < 8; i++)
      expect((await post('/api/admin/auth/totp', { code: good }, pending2)).json().code).toBe('code_invalid');
    expect((await post('/api/admin/auth/totp', { code: wrong }, pending2)).statusCode).toBe(400);
    const next = totpCode(secret!, new Date(Date.now() + 30_000));
    const blocked = await post('/api/admin/auth/totp', { code: next }, pending2);
    expect([blocked.statusCode, blocked.json().code]).toEqual([429, 'rate_limited']);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ends a session after 30 idle minutes and 8 hours after sign-in, however busy', async () => {
    const { admin } = await createAdmin(ctx.app);
    const me = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: { cookie } });
    const idle = await adminCookie(ctx.app, admin.id, { now: new Date(Date.now() - 31 * 60_000) });
    expect((await me(idle)).statusCode).toBe(401);
    const nearlyIdle = await adminCookie(ctx.app, admin.id, { now: new Date(Date.now() - 29 * 60_000) });
    expect((await me(nearlyIdle)).statusCode).toBe(200);

    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await ctx.app.db.insert(sessions).values({
      tokenHash: hashToken(token),
      adminUserId: admin.id,
      createdAt: new Date(now - 8 * 3600_000 - 60_000),
      expiresAt: new Date(now - 60_000),
      lastSeenAt: new Date(now - 60_000),
    });
    const old = `${ADMIN_COOKIE}=${encodeURIComponent(ctx.app.signCookie(token))}`;
    expect((await me(old)).statusCode).toBe(401);
    // A fresh sign-in's session is set to end 8 hours later.
    const [row] = await ctx.app.db
      .select()
      .from(sessions)
      .where(eq(sessions.adminUserId, admin.id))
      .orderBy(desc(sessions.id))
      .limit(1);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(8 * 3600_000);
  });
});
