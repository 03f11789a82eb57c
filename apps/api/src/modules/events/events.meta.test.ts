import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_QUERY, LISTING_PAGE_SIZE, eventsApiPath } from '@tribe/contracts';
import { events } from '../../db/schema/index.js';
import { createTestApp } from '../../test/database.js';

describe('head tags of an event page', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-'));

  beforeAll(async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!--app-head--></head><body><div id="root"></div></body></html>',
    );
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("preloads the event's main image, the page's largest paint, at high priority", async () => {
    const event = (await ctx.app.inject('/api/events/26')).json() as { imageUrl: string };
    expect(event.imageUrl).toMatch(/^\//);
    const html = (await ctx.app.inject('/events/26')).body;
    expect(html).toContain(`<link rel="preload" as="image" href="${event.imageUrl}" fetchpriority="high">`);
  });

  /** What the server wrote inside the app's root (empty when no first screen). */
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><\/body>/.exec(html)?.[1] ?? null;
  type Listed = { id: number; title: string; imageUrl: string }[];

  it("writes the home page's first screen: the hero with the top event's image, at high priority", async () => {
    const top = ((await ctx.app.inject(eventsApiPath(HOME_HERO_QUERY))).json() as Listed)[0]!;
    const root = rootOf((await ctx.app.inject('/')).body)!;
    expect(root).toContain("experiences you'll love");
    // Marked as the server's, so the browser tests can wait for the app to replace it.
    expect(root).toMatch(/^<header data-shell=""/);
    expect(root).toContain(
      `fetchpriority="high" decoding="async" class="size-full bg-stone-100 object-cover" src="${top.imageUrl}"`,
    );
    // As large as the image the app draws there (960 × 600 in a 16:10 box), so it stays the largest paint.
    expect(root).toContain('width="960" height="600"');
    expect(root).toContain('aspect-[16/10]');
  });

  it("writes /events' first screen with the count and the first card, only without filters", async () => {
    const res = await ctx.app.inject(eventsApiPath({ limit: LISTING_PAGE_SIZE, offset: 0 }));
    const first = (res.json() as Listed)[0]!;
    const total = Number(res.headers['x-total-count']);
    const html = (await ctx.app.inject('/events')).body;
    expect(html).toContain(`<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high">`);
    const root = rootOf(html)!;
    expect(root).toContain(`${total} events found`);
    expect(root).toMatch(/^<header data-shell=""/);
    expect(root).toContain(`src="${first.imageUrl}"`);
    expect(root).toContain('<form role="search" action="/events"');
    expect(rootOf((await ctx.app.inject('/events?q=jazz')).body)).toBe('');
  });

  it("writes an event page's first screen with its title escaped, and nothing on other pages", async () => {
    await ctx.database.db.update(events).set({ title: 'Jazz <b>&</b> "Blues"' }).where(eq(events.id, 26));
    try {
      const root = rootOf((await ctx.app.inject('/events/26')).body)!;
      expect(root).toContain('Jazz &lt;b&gt;&amp;&lt;/b&gt; &quot;Blues&quot;</h1>');
      expect(root).not.toContain('<b>');
      expect(root).toContain('aspect-[16/9]');
      expect(root).toMatch(/^<header data-shell=""/);
    } finally {
      await ctx.database.db.update(events).set({ title: 'Nairobi Jazz Under the Stars' }).where(eq(events.id, 26));
    }
    for (const page of ['/about', '/host/dashboard', '/events/999999', '/no-such-page'])
      expect(rootOf((await ctx.app.inject(page)).body), page).toBe('');
  });
});
