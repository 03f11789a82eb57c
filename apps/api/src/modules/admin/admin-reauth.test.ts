import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { ENGINES, createTestDatabase, testConfig, type Engine } from '../../test/database.js';
import { adminCookie, createAdmin } from './admin.test-support.js';
import { totpCode } from './totp.js';

/**
 * Re-authentication for money actions, end to end (docs/admin.md): a route that calls
 * `req.requireRecentAdminAuth()` (as refunds and payout approvals do) answers 401
 * `reauth_required` when the second factor is older than 5 minutes; `POST /auth/reauth` with a
 * code renews it and the same request then passes.
 */
describe.each(ENGINES)('admin re-authentication (%s)', (engine: Engine) => {
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const database = await createTestDatabase(engine);
    drop = () => database.drop();
    app = await buildApp({ config: testConfig(), database, logger: false });
    app.post('/api/admin/test-money-action', async (req) => {
      const s = await req.requireRecentAdminAuth();
      return { adminId: s.admin.id };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await drop?.();
  });

  const money = (cookie: string) =>
    app.inject({ method: 'POST', url: '/api/admin/test-money-action', headers: { cookie }, payload: {} });

  it('refuses a stale second factor with reauth_required and passes after /auth/reauth', async () => {
    const { admin, secret } = await createAdmin(app);
    const fresh = await adminCookie(app, admin.id);
    expect((await money(fresh)).json()).toEqual({ adminId: admin.id });

    const stale = await adminCookie(app, admin.id, { fresh: false });
    const refused = await money(stale);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'reauth_required']);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/reauth',
      headers: { cookie: stale },
      payload: { code: String((Number(totpCode(secret!)) + 1) % 1_000_000).padStart(6, '0') },
    });
    expect(wrong.json().code).toBe('code_invalid');
    expect((await money(stale)).json().code).toBe('reauth_required');
    const re = await app.inject({
      method: 'POST',
      url: '/api/admin/auth/reauth',
      headers: { cookie: stale },
      payload: { code: totpCode(secret!) },
    });
    expect(re.statusCode, re.body).toBe(200);
    expect((await money(stale)).json()).toEqual({ adminId: admin.id });
    // No session at all is a sign-in matter, not a re-authentication one.
    const none = await app.inject({ method: 'POST', url: '/api/admin/test-money-action', payload: {} });
    expect(none.json().code).toBe('admin_unauthorized');
  });
});
