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

  type Listed = { id: number; title: string; imageUrl: string }[];

  it("preloads the home hero's first image and the listing's first card image, the pages' largest paints", async () => {
    const top = ((await ctx.app.inject(eventsApiPath(HOME_HERO_QUERY))).json() as Listed)[0]!;
    expect((await ctx.app.inject('/')).body).toContain(
      `<link rel="preload" as="image" href="${top.imageUrl}" fetchpriority="high">`,
    );
    const first = ((await ctx.app.inject(eventsApiPath({ limit: LISTING_PAGE_SIZE, offset: 0 }))).json() as Listed)[0]!;
    expect((await ctx.app.inject('/events')).body).toContain(
      `<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high">`,
    );
  });

  it("writes an event page's title escaped in its head tags", async () => {
    await ctx.database.db.update(events).set({ title: 'Jazz <b>&</b> "Blues"' }).where(eq(events.id, 26));
    try {
      const html = (await ctx.app.inject('/events/26')).body;
      expect(html).toContain('<title>Jazz &lt;b&gt;&amp;&lt;/b&gt; &quot;Blues&quot; | Tikiti</title>');
      expect(html).not.toContain('<b>');
    } finally {
      await ctx.database.db.update(events).set({ title: 'Nairobi Jazz Under the Stars' }).where(eq(events.id, 26));
    }
  });
});
