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
    // The shape Vite writes with build.manifest: routes as dynamic entries sharing chunks.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-1.js' },
        'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_runtime.js', '_hq.js'] },
        '_hq.js': {
          file: 'assets/home-queries-1.js',
          src: 'src/features/discovery/home-queries.ts',
          imports: ['index.html'],
        },
        'src/app/routes/events.tsx': { file: 'assets/events-1.js', imports: ['index.html', '_cards.js'] },
        '_cards.js': { file: 'assets/cards-1.js' },
        'src/features/discovery/listing-queries.ts': { file: 'assets/listing-queries-1.js', imports: ['_cards.js'] },
        'src/app/routes/event-details.tsx': { file: 'assets/event-details-1.js', imports: ['index.html'] },
        'src/app/routes/pricing.tsx': { file: 'assets/pricing-1.js', imports: ['index.html'] },
      }),
    );
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the app for every client route with 200, uncached', async () => {
    for (const url of ['/', '/events', '/events?q=jazz', '/host/dashboard', '/host/events/7/tickets', '/pricing/']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
      expect(res.body, url).not.toContain('Page not found');
    }
  });

  it('serves the app with 404 and a not-found title for pages the app does not have', async () => {
    for (const url of ['/some/unknown/page', '/events/26/extra', '/host/events/7', '/%00', `/${'a'.repeat(5000)}`]) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
      // The first <title> is the one browsers show.
      expect(res.body.match(/<title>([^<]*)<\/title>/)?.[1], url).toBe('Page not found · Tikiti');
      expect(res.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('answers a malformed address with a 400, not a 500', async () => {
    for (const url of ['/events/%E0%A4%A', '/%', '/events/%ZZ', '/%C0%80']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(400);
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
  });

  it('answers /events/{id} for an event that does not exist with 404 and an event-not-found title', async () => {
    for (const url of ['/events/not-an-event', '/events/Zz9zZz', '/events/%00', '/events/a%20b']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toContain('<div id="root">');
      expect(res.body.match(/<title>([^<]*)<\/title>/)?.[1], url).toBe('Event not found · Tikiti');
      expect(res.body, url).not.toContain('og:title');
    }
  });

  describe("starts a landing page's code and data from the HTML, alongside the entry script", () => {
    const modulepreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();
    // Same credentials mode as the app's fetch (credentials 'include'), or Chromium fetches twice.
    const fetchPreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
    const imagePreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map((m) => m[1]);

    it("/: the home chunks, its five lists and the top event's image", async () => {
      const html = (await ctx.app.inject('/')).body;
      expect(modulepreloads(html)).toEqual(['/assets/home-1.js', '/assets/home-queries-1.js']);
      expect(fetchPreloads(html)).toEqual([
        '/api/events?sort=relevance&limit=3',
        '/api/events?sort=relevance&upcoming=1&limit=6',
        '/api/categories',
        '/api/events/featured',
        '/api/tribes',
      ]);
      const hero = (await ctx.app.inject('/api/events?sort=relevance&limit=3')).json() as { imageUrl: string }[];
      expect(hero[0]?.imageUrl).toBeTruthy();
      expect(imagePreloads(html)).toEqual([
        hero[0]!.imageUrl.startsWith('/') ? hero[0]!.imageUrl : `/${hero[0]!.imageUrl}`,
      ]);
      // In the head, after what index.html loads itself.
      expect(html.indexOf('<title>Tikiti</title>')).toBeLessThan(html.indexOf('rel="modulepreload"'));
      expect(html.lastIndexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
      // The largest paint's image before the other hints (it would wait for a free connection).
      expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('as="fetch"'));
      expect(html.indexOf('as="image"')).toBeLessThan(
        html.indexOf('rel="modulepreload" crossorigin href="/assets/home'),
      );
      expect(fetchPreloads((await ctx.app.inject('/?categoryId=3')).body)).toContain(
        '/api/events?categoryId=3&sort=relevance&upcoming=1&limit=6',
      );
    });

    it('/events: the listing chunks, its first page and the filter lists', async () => {
      const html = (await ctx.app.inject('/events')).body;
      expect(modulepreloads(html)).toEqual([
        '/assets/cards-1.js',
        '/assets/events-1.js',
        '/assets/listing-queries-1.js',
      ]);
      expect(fetchPreloads(html)).toEqual(['/api/events?limit=24&offset=0', '/api/categories', '/api/subcategories']);
      // The first card's image, the largest paint, first among the hints; none once filtered.
      const [first] = (await ctx.app.inject('/api/events?limit=24&offset=0')).json() as { imageUrl: string }[];
      expect(imagePreloads(html)).toEqual([first!.imageUrl]);
      expect(html.indexOf('as="image"')).toBeLessThan(html.indexOf('as="fetch"'));
      expect(imagePreloads((await ctx.app.inject('/events?categoryId=1')).body)).toEqual([]);
    });

    it('/events/{id}: the event page chunk, the event and its image', async () => {
      const event = (await ctx.app.inject('/api/events/26')).json() as { imageUrl: string };
      const html = (await ctx.app.inject('/events/26')).body;
      expect(modulepreloads(html)).toEqual(['/assets/event-details-1.js']);
      expect(fetchPreloads(html)).toEqual(['/api/events/26']);
      if (event.imageUrl.startsWith('/')) expect(imagePreloads(html)).toEqual([event.imageUrl]);
    });

    it('Save-Data: on names the smaller copies of the pictures, never the full-size ones, and tells the app', async () => {
      const saveData = { 'save-data': 'on' };
      const hero = ((await ctx.app.inject('/api/events?sort=relevance&limit=3')).json() as { imageUrl: string }[])[0]!;
      const card = ((await ctx.app.inject('/api/events?limit=24&offset=0')).json() as { imageUrl: string }[])[0]!;
      const event = (await ctx.app.inject('/api/events/26')).json() as { imageUrl: string };
      const pages: [string, string, string][] = [
        ['/', hero.imageUrl, `/img/480${hero.imageUrl}`],
        ['/events', card.imageUrl, `/img/320${card.imageUrl}`],
        ['/events/26', event.imageUrl, `/img/480${event.imageUrl}`],
      ];
      for (const [url, full, small] of pages) {
        expect(full, url).toMatch(/^\/images\//);
        const plain = await ctx.app.inject(url);
        const saver = await ctx.app.inject({ url, headers: saveData });
        expect(imagePreloads(plain.body), url).toEqual([full]);
        expect(imagePreloads(saver.body), url).toEqual([small]);
        expect(saver.body, url).not.toContain(`"${full}"`);
        expect(saver.body, url).toContain('<meta name="save-data" content="on">');
        expect(plain.body, url).not.toContain('name="save-data"');
        // The page differs with the header, so caches must keep the two apart.
        for (const res of [plain, saver]) expect(res.headers.vary, url).toMatch(/Save-Data/);
      }
      // Only "on" asks for it.
      expect((await ctx.app.inject({ url: '/', headers: { 'save-data': 'off' } })).body).not.toContain('save-data');
    });

    it('names nothing for a page that is not a landing page, or that does not exist', async () => {
      for (const url of ['/pricing', '/events/not-an-event', '/no/such/page']) {
        const html = (await ctx.app.inject(url)).body;
        expect(modulepreloads(html), url).toEqual([]);
        expect(fetchPreloads(html), url).toEqual([]);
      }
    });
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
