import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/seed.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { ADMIN_COOKIE } from '../../plugins/admin-session.js';
import { adminCookie, createAdmin } from './admin.test-support.js';
import { ADMIN_PENDING_COOKIE } from './admin-auth.routes.js';
import { totpCode } from './totp.js';

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
    const again = await post('/api/admin/auth/totp', { code: good }, pending);
    expect([again.statusCode, again.json().code]).toEqual([400, 'code_invalid']);
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
});
