import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, createTestDatabase, ALL_ENGINES as ENGINES, testConfig } from '../../test/database.js';
import { forgetReadiness } from './health.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(ENGINES)('probes and request ids (%s)', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine, { seed: false });
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => forgetReadiness(ctx.app));

  it('answers /healthz while the process is up, never cached', async () => {
    const res = await ctx.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers /readyz 200 on a reachable, fully migrated database', async () => {
    const res = await ctx.app.inject('/readyz');
    expect(res.statusCode).toBe(200);
    // JOBS is off in tests: the queue check says so rather than failing.
    expect(res.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', jobs: 'off', shutdown: 'ok' },
    });
  });

  it('answers /readyz 503 when the newest migration is not applied', async () => {
    const [row] = (
      await ctx.database.execute(
        'DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations) RETURNING hash, created_at',
      )
    ).rows;
    try {
      const res = await ctx.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', checks: { database: 'ok', migrations: 'failing' } });
    } finally {
      await ctx.database.execute('INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ($1, $2)', [
        row!.hash,
        row!.created_at,
      ]);
    }
    forgetReadiness(ctx.app);
    expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('asks the database at most once a second, however many probes arrive at once', async () => {
    const execute = ctx.database.execute;
    let queries = 0;
    ctx.database.execute = ((...args: Parameters<typeof execute>) => {
      queries++;
      return execute.apply(ctx.database, args);
    }) as typeof execute;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => ctx.app.inject('/readyz')));
      expect(answers.every((a) => a.statusCode === 200)).toBe(true);
      // One check: a ping and the newest migration (before: 2 queries per probe, 100 here).
      expect(queries).toBeLessThanOrEqual(2);
      expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
      expect(queries).toBeLessThanOrEqual(2);
    } finally {
      ctx.database.execute = execute;
    }
  });

  it('answers /readyz 503 while the database does not answer', async () => {
    const execute = ctx.database.execute;
    ctx.database.execute = () =>
      Promise.reject(Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' }));
    try {
      const res = await ctx.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not_ready', checks: { database: 'failing' } });
    } finally {
      ctx.database.execute = execute;
    }
  });

  it('gives every answer a request id, keeping a plausible one forwarded by the proxy', async () => {
    const own = await ctx.app.inject('/api/config');
    expect(own.headers['x-request-id']).toMatch(UUID);
    const forwarded = await ctx.app.inject({ url: '/api/config', headers: { 'x-request-id': 'caddy-7f3a9c01' } });
    expect(forwarded.headers['x-request-id']).toBe('caddy-7f3a9c01');
    const junk = await ctx.app.inject({ url: '/api/config', headers: { 'x-request-id': 'a b\nforged log line' } });
    expect(junk.headers['x-request-id']).toMatch(UUID);
  });
});

describe('shutdown and load shedding', () => {
  it('reports not ready once the process starts draining, while still alive', async () => {
    const ctx = await createTestApp('pglite', { seed: false });
    try {
      ctx.app.startDraining();
      const ready = await ctx.app.inject('/readyz');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ checks: { shutdown: 'failing' } });
      expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await ctx.close();
    }
  });

  it('answers 503 with Retry-After when the event loop falls behind, keeps the probes up, and recovers', async () => {
    const ctx = await createTestApp('pglite', { seed: false, config: { MAX_EVENT_LOOP_DELAY_MS: '100' } });
    try {
      // Block the event loop for longer than the sampling interval (1 s).
      const until = Date.now() + 1_300;
      while (Date.now() < until);
      await new Promise((r) => setTimeout(r, 20));
      const busy = await ctx.app.inject('/api/config');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('5');
      expect(busy.json()).toMatchObject({ statusCode: 503, code: 'server_busy', retryAfter: 5 });
      expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
      expect((await ctx.app.inject('/readyz')).statusCode).toBe(200);
      // The next samples see a calm loop again.
      await expect
        .poll(async () => (await ctx.app.inject('/api/config')).statusCode, { timeout: 5_000, interval: 250 })
        .toBe(200);
    } finally {
      await ctx.close();
    }
  });
});

describe('request logs', () => {
  it('carry the request id and the route, never cookies, tokens, query values or the client address', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        done();
      },
    });
    const config = testConfig({ LOG_LEVEL: 'debug' });
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ config, database, logStream: stream });
    try {
      await app.ready();
      await app.inject({
        url: '/api/feedback/secret-token-123?email=wanjiku%40example.com',
        headers: { cookie: 'tikiti_session=s3cr3t', authorization: 'Bearer tok-999', 'x-request-id': 'req-abcdef12' },
      });
      const mine = lines.map((l) => JSON.parse(l) as Record<string, unknown>).filter((l) => l.reqId === 'req-abcdef12');
      expect(mine.length).toBeGreaterThanOrEqual(2);
      const text = mine.map((l) => JSON.stringify(l)).join('\n');
      expect(text).toContain('/api/feedback/');
      for (const secret of ['secret-token-123', 'wanjiku', 's3cr3t', 'tok-999', '127.0.0.1'])
        expect(text).not.toContain(secret);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
