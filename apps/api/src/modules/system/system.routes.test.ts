import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/database.js';

describe('system routes', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp('pglite', {
      seed: false,
      config: { POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'https://eu.posthog.example' },
    });
  });
  afterAll(async () => ctx?.close());

  it('answers /api/auth/me with 401 while no one is signed in', async () => {
    const res = await ctx.app.inject('/api/auth/me');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });

  it('ignores a forged session cookie', async () => {
    const res = await ctx.app.inject({ url: '/api/auth/me', cookies: { tikiti_session: 'forged.value' } });
    expect(res.statusCode).toBe(401);
  });

  it('serves the analytics configuration', async () => {
    const res = await ctx.app.inject('/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ posthogApiKey: 'phc_test', posthogHost: 'https://eu.posthog.example' });
  });

  it('answers unknown /api paths with a JSON 404', async () => {
    for (const url of ['/api/nope', '/api', '/api/events/1/nothing']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ statusCode: 404, code: 'route_not_found' });
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/unknown', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('serves an OpenAPI document listing the public routes', async () => {
    const res = await ctx.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    for (const p of [
      '/api/events',
      '/api/events/featured',
      '/api/events/{id}',
      '/api/events/{id}/images',
      '/api/categories',
      '/api/subcategories',
      '/api/config',
      '/api/events/track-view',
      '/api/events/track-click',
      '/api/auth/me',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });

  it('reports health with the engine in use', async () => {
    const res = await ctx.app.inject('/api/health');
    expect(res.json()).toEqual({ status: 'ok', database: 'pglite' });
  });
});
