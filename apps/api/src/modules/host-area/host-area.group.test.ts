import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestApp } from '../../test/database.js';

/**
 * Every /api/host route lives in the host area's group (issue 25, item 4): sent signed out, even
 * with a body no schema accepts, each answers 401 before its body is judged, and never to a cache.
 * The host's reviews (owned by the reviews module) used to add these hooks by hand.
 */
describe.each(ENGINES)('the host area group on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(() => ctx?.close());

  it('refuses every /api/host route signed out with 401 and Cache-Control: no-store, the reviews included', async () => {
    const routes = ctx.app.routeTable.filter((r) => r.url.startsWith('/api/host/') && r.method !== 'HEAD');
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/api/host/reviews', '/api/host/events']));
    for (const r of routes) {
      const url = r.url.replace(/:[A-Za-z]+/g, '1');
      const res = await ctx.app.inject({
        method: r.method,
        url,
        remoteAddress: '10.25.4.1',
        ...(r.method === 'GET' || r.method === 'DELETE'
          ? {}
          : { payload: { not: 'a valid body' }, headers: { origin: ctx.app.config.publicUrl } }),
      });
      expect(res.statusCode, `${r.method} ${r.url}: ${res.body.slice(0, 120)}`).toBe(401);
      expect(res.headers['cache-control'], `${r.method} ${r.url}`).toBe('no-store');
    }
  });
});
