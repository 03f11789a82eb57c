import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { announceLocally } from '../lib/domain-events.js';
import { createTestApp } from '../test/database.js';
import { fakeEntry, writeFakeServerEntry } from '../test/fake-server-entry.js';

/**
 * The landing pages' first screen drawn by the web app's server entry (decision 031): with the
 * catalogue's own data, in the reader's language and data-saver state, kept per address and
 * emptied when the catalogue changes. The entry is a stand-in (test/fake-server-entry.ts).
 */
describe('the landing pages drawn on the server', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-drawn-'));
  const SW = { cookie: 'lang=sw' };

  beforeAll(async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html lang="en"><head><!--app-head--><title>Tikiti · Find your next favorite event</title>' +
        '<meta name="description" content="Discover events (English)."></head>' +
        '<body><div id="root"></div></body></html>',
    );
    writeFakeServerEntry(dist);
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-ssr`, { recursive: true, force: true });
  });
  beforeEach(() => {
    // Every test starts from an empty page cache, as after a catalogue change.
    announceLocally('event.changed');
    fakeEntry().renders.length = 0;
    fakeEntry().delayMs = 0;
  });

  const page = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers });
  const queryState = (html: string) =>
    JSON.parse(/<script type="application\/json" id="query-state">([^<]*)<\/script>/.exec(html)![1]!) as [
      string[],
      unknown,
    ][];

  it('draws /, /events and /events/{id} into a data-ssr root, with the data it was drawn with', async () => {
    const event = (await page('/api/events/26')).json() as { title: string };
    for (const url of ['/', '/events', '/events?q=jazz', '/events/26']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root" data-ssr=""><main data-locale="en" data-save-data="false"');
      const state = queryState(res.body);
      expect(state.length, url).toBeGreaterThan(0);
      // A drawn page carries its data: the browser is not told to fetch it again.
      expect(res.body, url).not.toContain('as="fetch"');
    }
    const html = (await page('/events/26')).body;
    expect(queryState(html)).toEqual([[['/api/events/26'], (await page('/api/events/26')).json()]]);
    expect(html).toContain(`<h2>${event.title}</h2>`);
    // The crawlers' and WhatsApp's tags stay in the head.
    expect(html).toContain(`<meta property="og:title" content="${event.title}">`);
  });

  it('sends pages compressed in the best encoding the reader accepts', async () => {
    for (const url of ['/', '/events', '/events/26']) {
      const plain = await page(url);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers.vary, url).toBe('Save-Data, Cookie, Accept-Encoding');
      const br = await page(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.statusCode, url).toBe(plain.statusCode);
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString('utf8'), url).toBe(plain.body);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      const gz = await page(url, { 'accept-encoding': 'gzip, br;q=0' });
      expect(gz.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString('utf8'), url).toBe(plain.body);
    }
    // A page under 1 KB (this test's stand-in shell, undrawn) goes as it is.
    const small = await page('/host/events', { 'accept-encoding': 'br' });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('draws nothing for other pages, and answers an unknown event with the 404 page', async () => {
    for (const url of ['/pricing', '/host/dashboard']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root"></div>');
    }
    const missing = await page('/events/no-such-event');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<div id="root"></div>');
    expect(fakeEntry().renders).toEqual([]);
  });

  it("draws in the reader's language and data-saver state, with the title and description in that language", async () => {
    const sw = (await page('/events/26', SW)).body;
    expect(sw).toContain('<html lang="sw">');
    expect(sw).toContain('data-locale="sw"');
    expect(sw).toContain('<title>Tikiti · Pata tukio lako lijalo utakalolipenda</title>');
    expect(sw).toContain('content="Gundua matukio &quot;kote&quot; Kenya."');
    const saving = (await page('/events/26', { 'save-data': 'on' })).body;
    expect(saving).toContain('data-save-data="true"');
    expect(saving).toContain('<meta name="save-data" content="on">');
    // A page the server does not draw gets the language's title too.
    expect((await page('/pricing', SW)).body).toContain(
      '<title>Tikiti · Pata tukio lako lijalo utakalolipenda</title>',
    );
  });

  it('keeps a drawn page per address, language and data-saver state, and empties them on event.changed', async () => {
    const first = (await page('/events/26')).body;
    expect((await page('/events/26')).body).toBe(first);
    await page('/events/26', SW);
    await page('/events/26', { 'save-data': 'on' });
    await page('/events?q=jazz');
    expect(fakeEntry().renders.map((r) => [r.url, r.locale, r.saveData])).toEqual([
      ['/events/26', 'en', false],
      ['/events/26', 'sw', false],
      ['/events/26', 'en', true],
      ['/events?q=jazz', 'en', false],
    ]);
    // A host's edit, here or (by NOTIFY) in another process, announces event.changed.
    announceLocally('event.changed');
    await page('/events/26');
    expect(fakeEntry().renders).toHaveLength(5);
  });

  it('draws a page once for a crowd of readers arriving together', async () => {
    fakeEntry().delayMs = 100;
    const pages = await Promise.all(Array.from({ length: 8 }, () => page('/events/26')));
    expect(new Set(pages.map((p) => p.body)).size).toBe(1);
    expect(pages[0]!.body).toContain('data-ssr');
    expect(fakeEntry().renders).toHaveLength(1);
  });

  it('serves the page as built when too many different addresses wait for a drawing', async () => {
    fakeEntry().delayMs = 200;
    const urls = Array.from({ length: 10 }, (_, i) => `/events?q=crowd${i}`);
    const pages = await Promise.all(urls.map((url) => page(url)));
    for (const p of pages) expect(p.statusCode).toBe(200);
    const drawn = pages.filter((p) => p.body.includes('data-ssr'));
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThan(urls.length);
    // The ones served as built still name their data for the browser to fetch.
    for (const p of pages.filter((x) => !x.body.includes('data-ssr'))) expect(p.body).toContain('as="fetch"');
  });

  it('serves the page as built, and keeps nothing, when the drawing fails', async () => {
    const bad = '/events?q=draw-fails';
    const res = await page(bad);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    await page(bad);
    expect(fakeEntry().renders.filter((r) => r.url === bad)).toHaveLength(2);
  });
});
