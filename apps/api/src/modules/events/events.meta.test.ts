import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/database.js';

describe('head tags of an event page', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), '<html><head><!--app-head--></head><body></body></html>');
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
});
