import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestApp } from '../test/database.js';
import { SESSION_COOKIE, hashToken } from './session.js';

describe.each(ENGINES)('session lookup on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-session-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {}');
    ctx = await createTestApp(engine, { config: { WEB_DIST_DIR: dist } });
    const { rows } = await ctx.database.execute(`SELECT id FROM users WHERE username = 'demo-attendee'`);
    await ctx.database.execute(
      `INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      [hashToken('session-token-1'), rows[0]!.id],
    );
    cookie = `${SESSION_COOKIE}=${encodeURIComponent(ctx.app.signCookie('session-token-1'))}`;
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('resolves the signed-in user for /api/auth/me', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'demo-attendee', firstName: 'Achieng' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ignores an expired session', async () => {
    await ctx.database.execute(
      `INSERT INTO sessions (token_hash, user_id, expires_at)
       SELECT $1, id, now() - interval '1 minute' FROM users WHERE username = 'demo-attendee'`,
      [hashToken('expired-token')],
    );
    const expired = `${SESSION_COOKIE}=${encodeURIComponent(ctx.app.signCookie('expired-token'))}`;
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: expired } })).statusCode).toBe(401);
  });

  it('does not look the session up for static files, pages or catalogue reads', async () => {
    // With the sessions table gone, any lookup would fail the request; only routes that ask
    // for the user may notice.
    await ctx.database.execute('ALTER TABLE sessions RENAME TO sessions_hidden');
    try {
      for (const url of [
        '/assets/app-abc123.js',
        '/',
        '/events/26',
        '/api/events?limit=3',
        '/api/events/26',
        '/api/events/featured',
        '/api/categories',
        '/api/config',
      ]) {
        const res = await ctx.app.inject({ url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
      }
      // The one route that needs the user does look it up (so the check above means something).
      expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(500);
    } finally {
      await ctx.database.execute('ALTER TABLE sessions_hidden RENAME TO sessions');
    }
  });
});
