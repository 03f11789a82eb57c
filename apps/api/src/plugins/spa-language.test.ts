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
  });

  it('writes <html lang="sw"> with lang=sw; the title stays as built without the web\'s server entry', async () => {
    // The title, the description and the first screen in Kiswahili come from the web's server
    // entry (spa-drawn.test.ts, and the browser tests of first-screen-language.spec.ts).
    for (const url of ['/', '/events', '/events/26', '/pricing']) {
      const html = (await page(url, SW)).body;
      expect(html, url).toContain('<html lang="sw">');
      expect(html, url).toContain('<div id="root"></div>');
    }
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
