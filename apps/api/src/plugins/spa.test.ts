import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/database.js';

describe('serving the web app', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-'));

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!--app-head--><title>Tikiti</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('falls back to the app for client routes, uncached', async () => {
    for (const url of ['/', '/events', '/host/dashboard', '/some/unknown/page']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and answers missing files with 404', async () => {
    const asset = await ctx.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await ctx.app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await ctx.app.inject('/assets/missing-000.js')).statusCode).toBe(404);
  });

  it('puts the event title, date, place and image in Open Graph tags of /events/{id}', async () => {
    const event = (await ctx.app.inject('/api/events/26')).json() as {
      title: string;
      externalId: string;
      aliasCode: string;
      location: string;
    };
    for (const key of [event.externalId, event.aliasCode, '26']) {
      const res = await ctx.app.inject(`/events/${key}`);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      const title = event.title.replace(/&/g, '&amp;').replace(/'/g, '&#39;');
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/[^"]+">/);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
      expect(html).toContain(`/events/${event.externalId}`);
    }
    const unknown = await ctx.app.inject('/events/not-an-event');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('og:title');
  });

  it('lists live events in /sitemap.xml', async () => {
    const res = await ctx.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const event = (await ctx.app.inject('/api/events/26')).json() as { externalId: string };
    expect(res.body).toContain(`<loc>http://localhost:3000/events/${event.externalId}</loc>`);
    expect(res.body).toContain('<loc>http://localhost:3000/events</loc>');
  });
});
