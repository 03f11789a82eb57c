import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, createTestDatabase, ENGINES, testConfig } from '../../test/database.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';
import { instrumentProvider } from '../payments/provider-metrics.js';
import { PaystackProvider } from '../payments/paystack.js';
import { startFakePaystack } from '../../test/fake-paystack.js';

/** The value of one sample line (`name{labels} value`), or null when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (!Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) continue;
    return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return null;
}

describe.each(ENGINES)('/metrics (%s)', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(async () => ctx?.close());

  const scrape = async () => {
    const res = await ctx.app.inject('/metrics');
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('serves the Prometheus text format with request rate and latency per route pattern', async () => {
    await ctx.app.inject('/api/config');
    await ctx.app.inject('/api/events/no-such-event-xyz');
    const res = await ctx.app.inject('/metrics');
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(sample(text, 'http_requests_total', { route: '/api/config', status_code: '200' })).toBeGreaterThanOrEqual(1);
    // The pattern, not the address: no ids or tokens become label values.
    expect(
      sample(text, 'http_requests_total', { route: '/api/events/:id', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-event-xyz');
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/api/config' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).not.toBeNull();
  });

  it('counts holds, held places and orders by status as a sale happens, and catalogue cache hits', async () => {
    const sale = await createSaleEvent(ctx.database.db, { types: { General: { price: 1000, quantity: 20 } } });
    const before = await scrape();
    const holdsBefore = sample(before, 'tikiti_holds_active') ?? 0;
    const placesBefore = sample(before, 'tikiti_held_places') ?? 0;
    const pendingBefore = sample(before, 'tikiti_orders', { status: 'pending' }) ?? 0;
    const res = await ctx.app.inject({
      ...orderRequest(sale.eventId, sale.types.General!, buyer(77), { quantity: 3 }),
      remoteAddress: '10.9.0.1',
    });
    expect(res.statusCode, res.body).toBe(201);
    for (let i = 0; i < 3; i++) await ctx.app.inject(`/api/events/${sale.externalId}`);
    // Database figures are kept for up to 2 s between scrapes.
    let after = '';
    await expect
      .poll(
        async () => {
          after = await scrape();
          return sample(after, 'tikiti_holds_active');
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(holdsBefore + 1);
    expect(sample(after, 'tikiti_held_places')).toBe(placesBefore + 3);
    expect(sample(after, 'tikiti_orders', { status: 'pending' })).toBe(pendingBefore + 1);
    expect(sample(after, 'tikiti_cache_lookups_total', { cache: 'catalogue', result: 'hit' })).toBeGreaterThanOrEqual(
      2,
    );
    expect(sample(after, 'tikiti_cache_lookups_total', { cache: 'catalogue', result: 'miss' })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('times payment provider calls by operation and outcome', async () => {
    const sale = await createSaleEvent(ctx.database.db, { types: { General: { price: 1000, quantity: 20 } } });
    const held = await ctx.app.inject({
      ...orderRequest(sale.eventId, sale.types.General!, buyer(78)),
      remoteAddress: '10.9.0.2',
    });
    const { token } = held.json<{ token: string }>();
    const paid = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      remoteAddress: '10.9.0.2',
      payload: { channel: 'card', idempotencyKey: key() },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const text = await scrape();
    expect(
      sample(text, 'tikiti_payment_provider_duration_seconds_count', {
        provider: 'sandbox',
        operation: 'start',
        outcome: 'ok',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('answers only this machine without a token, never a request relayed by a proxy', async () => {
    expect((await ctx.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' })).statusCode).toBe(403);
    const relayed = await ctx.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.json()).toMatchObject({ code: 'metrics_forbidden' });
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  it('answers whoever sends the token as a bearer, and nobody else', async () => {
    const token = 'scrape-token-0123456789';
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig({ METRICS_TOKEN: token }), database, logger: false });
    try {
      await app.ready();
      const from = { remoteAddress: '198.51.100.7' };
      expect((await app.inject({ url: '/metrics', ...from })).statusCode).toBe(403);
      expect((await app.inject({ url: '/metrics' })).statusCode).toBe(403);
      const wrong = { authorization: 'Bearer scrape-token-0123456780' };
      expect((await app.inject({ url: '/metrics', headers: wrong, ...from })).statusCode).toBe(403);
      const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${token}` }, ...from });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain('# TYPE http_requests_total counter');
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

describe('payment provider timing', () => {
  it('counts a Paystack call answered 503 as an error with its duration, and passes the failure on', async () => {
    const secretKey = 'sk_test_metrics';
    const fake = await startFakePaystack({ secretKey });
    try {
      const seen: string[] = [];
      const timed = instrumentProvider(new PaystackProvider({ secretKey, baseUrl: fake.url }), {
        observeProviderCall: (provider, operation, outcome, seconds) =>
          seen.push(`${provider} ${operation} ${outcome} ${seconds > 0}`),
      });
      fake.failNext('/transaction/verify', 503);
      await expect(timed.verify('ref-unknown-1')).rejects.toThrow(/503/);
      expect(seen).toEqual(['paystack verify error true']);
    } finally {
      await fake.close();
    }
  });
});

describe('job queue depth', () => {
  it('shows jobs waiting per queue', async () => {
    const engine = ENGINES.at(-1)!;
    const database = await createTestDatabase(engine);
    const config = testConfig({ JOBS: 'true', ...(database.url ? { DATABASE_URL: database.url } : {}) });
    const app = await buildApp({ config, database, logger: false });
    try {
      app.jobs.work('test.metrics-later', async () => {});
      await app.ready();
      await app.jobs.send('test.metrics-later', {}, { startAfter: 3600 });
      await app.jobs.send('test.metrics-later', {}, { startAfter: 3600 });
      const text = (await app.inject('/metrics')).body;
      expect(sample(text, 'tikiti_job_queue_depth', { queue: 'test.metrics-later', state: 'created' })).toBe(2);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 60_000);
});
