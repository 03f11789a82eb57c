import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/database.js';

/**
 * The server-written page in the reader's language (decision 026): the `lang` cookie the web's
 * switch writes decides `<html lang>`, the first screen's words and title, and whether the
 * Kiswahili messages are preloaded; English pages are as they were.
 */
describe('the first screen in the language of the lang cookie', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-lang-'));
  const SW = { cookie: 'tribe.device=abc; lang=sw' };

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    // index.html's head as apps/web/index.html has it.
    writeFileSync(
      path.join(dist, 'index.html'),
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <!--app-head-->',
        '    <title>Tikiti · Find your next favorite event</title>',
        '    <meta',
        '      name="description"',
        '      content="Discover concerts, festivals, meetups and more across Kenya and Africa. Buy tickets with card or M-Pesa, or reserve a free spot."',
        '    />',
        '  </head>',
        '  <body>',
        '    <div id="root"></div>',
        '  </body>',
        '</html>',
      ].join('\n'),
    );
    // The Kiswahili messages are a lazy chunk sharing a helper chunk; the entry's own imports need no hint.
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(
      path.join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_runtime.js'] },
        '_runtime.js': { file: 'assets/runtime-1.js' },
        'src/app/routes/home.tsx': { file: 'assets/home-1.js', imports: ['index.html', '_runtime.js'] },
        'src/locales/sw/index.ts': {
          file: 'assets/index-sw-1.js',
          src: 'src/locales/sw/index.ts',
          isDynamicEntry: true,
          imports: ['index.html', '_runtime.js', '_catalogue.js'],
        },
        '_catalogue.js': { file: 'assets/catalogue-1.js' },
      }),
    );
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const swPreloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/(?:index-sw|catalogue)[^"]*)">/g)]
      .map((m) => m[1])
      .sort();

  it('writes English without the cookie, as before, and says the page varies with cookies', async () => {
    for (const url of ['/', '/events', '/events/26', '/pricing']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<html lang="en">');
      expect(res.body, url).toContain('<title>Tikiti · Find your next favorite event</title>');
      expect(swPreloads(res.body), url).toEqual([]);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toMatch(/\bCookie\b/);
      expect(res.headers.vary, url).toMatch(/\bSave-Data\b/);
    }
    const home = (await page('/')).body;
    expect(home).toContain('>Discover events</a>');
    expect(home).toContain("experiences you'll love</h1>");
  });

  it('writes Kiswahili with lang=sw: lang attribute, title, header and hero words', async () => {
    const res = await page('/', SW);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('<title>Tikiti · Pata tukio lako lijalo utakalolipenda</title>');
    expect(html).toContain('content="Gundua tamasha, sherehe, mikutano na mengine mengi kote Kenya na Afrika.');
    expect(html).toContain('<nav aria-label="Kuu"');
    expect(html).toContain('>Gundua matukio</a>');
    expect(html).toContain('>Andaa matukio</a>');
    expect(html).toContain('<span class="inline-block text-orange-700">Pata</span> matukio utakayoyapenda</h1>');
    expect(html).toContain('>Unda tukio</a>');
    expect(html).not.toContain('Discover events');
    expect(html).not.toContain("experiences you'll love");
  });

  it("writes the listing's and the event page's first screens in Kiswahili, the date too", async () => {
    const listing = (await page('/events', SW)).body;
    expect(listing).toContain('>Pata tukio lako lijalo utakalolipenda</h1>');
    expect(listing).toContain('placeholder="Tafuta matukio, wasanii au kumbi..."');
    expect(listing).toMatch(/>(Matukio [\d,]+ yamepatikana|Tukio 1 limepatikana)<\/h2>/);
    // A one-off event shows its date and time on the first screen.
    const events = (await page('/api/events?limit=50')).json() as {
      externalId: string;
      eventType: string;
      startDate: string | null;
      imageUrl: string | null;
    }[];
    const oneOff = events.find((e) => e.eventType === 'one-off' && e.startDate && e.imageUrl?.startsWith('/'));
    expect(oneOff).toBeTruthy();
    const html = (await page(`/events/${oneOff!.externalId}`, SW)).body;
    expect(html).toContain('<html lang="sw">');
    expect(html).toContain('Matukio yote</a>');
    // sw-KE's month names and 24-hour time, never the English pattern.
    expect(html).toMatch(/<span>\d{1,2} (Jan|Feb|Mac|Apr|Mei|Jun|Jul|Ago|Sep|Okt|Nov|Des) \d{4}, \d{2}:\d{2}<\/span>/);
    expect(html).not.toMatch(/<span>[^<]*\d (AM|PM)<\/span>/);
  });

  it('preloads the Kiswahili messages on every page in Kiswahili, after the image and before the data', async () => {
    for (const url of ['/', '/events', '/events/26', '/pricing', '/no/such/page']) {
      const html = (await page(url, SW)).body;
      expect(swPreloads(html), url).toEqual(['/assets/catalogue-1.js', '/assets/index-sw-1.js']);
      // What the entry loads itself is not named again.
      expect(html, url).not.toContain('href="/assets/runtime-1.js"');
    }
    const home = (await page('/', SW)).body;
    expect(home.indexOf('as="image"')).toBeLessThan(home.indexOf('/assets/index-sw-1.js'));
    expect(home.indexOf('/assets/index-sw-1.js')).toBeLessThan(home.indexOf('as="fetch"'));
  });

  it('keeps a Kiswahili page out of shared caches, and never gives an English reader the Kiswahili page', async () => {
    const sw = await page('/', SW);
    expect(sw.headers['cache-control']).toBe('private, no-cache');
    expect(sw.headers.vary).toMatch(/\bCookie\b/);
    // Asked again without the cookie (the same process, after a Kiswahili page was written).
    const en = await page('/');
    expect(en.headers['cache-control']).toBe('no-cache');
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).not.toContain('Gundua matukio');
    expect(en.body).not.toContain('index-sw-1.js');
  });

  it('follows only the cookie: Accept-Language or an unknown language gives English', async () => {
    const asks: Record<string, string>[] = [
      { 'accept-language': 'sw-KE,sw;q=0.9' },
      { cookie: 'lang=fr' },
      { cookie: 'xlang=sw' },
    ];
    for (const headers of asks) {
      const res = await page('/', headers);
      expect(res.body, JSON.stringify(headers)).toContain('<html lang="en">');
      expect(res.body, JSON.stringify(headers)).toContain('>Discover events</a>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('writes a not-found page in Kiswahili too, with its 404 and the not-found title', async () => {
    const res = await page('/no/such/page', SW);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="sw">');
    expect(res.body.match(/<title>([^<]*)<\/title>/)?.[1]).toBe('Page not found · Tikiti');
  });
});
