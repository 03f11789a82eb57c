import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_QUERY, LISTING_PAGE_SIZE, eventsApiPath } from '@tribe/contracts';
import { events, hosts } from '../../db/schema/index.js';
import { createTestApp } from '../../test/database.js';
import { writeFakeServerEntry } from '../../test/fake-server-entry.js';

/**
 * Host text in the HTML the server writes (head tags, first screen, the data it was drawn with):
 * `$&`, `` $` ``, `$'` and `$$` are patterns to String.replace's replacement strings, so a title
 * carrying them would copy the page into itself; `</script>` and quotes must arrive as text. The
 * first screen is drawn by a stand-in for the web's server entry (test/fake-server-entry.ts).
 */
const HOSTILE = ` $& $\` $' $$ </script><script>alert(1)</script> "q" 'a' & <b>`;
const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const TEMPLATE = '<html><head><!--app-head--><title>Tikiti</title></head><body><div id="root"></div></body></html>';

describe('host text in the served HTML', () => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-dist-'));

  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFakeServerEntry(dist);
    ctx = await createTestApp('pglite', { config: { WEB_DIST_DIR: dist } });
    const db = ctx.database.db;
    await db.update(events).set({
      title: sql`${events.title} || ${HOSTILE}`,
      description: sql`${HOSTILE} || ${events.description}`,
    });
    await db.update(hosts).set({ vendorName: sql`${hosts.vendorName} || ${HOSTILE}` });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-ssr`, { recursive: true, force: true });
  });

  const titleOf = async (id: number) =>
    (await ctx.database.db.select({ title: events.title }).from(events).where(eq(events.id, id)))[0]!.title;

  const STATE_OPEN = '<script type="application/json" id="query-state">';

  /**
   * The page is the template once, with only the server's pieces put in at its places: the head
   * tags, the drawn root and (on a drawn page) one script element of data, whose JSON holds no `<`.
   */
  function expectWhole(html: string, drawn: boolean) {
    for (const piece of ['<html><head>', '</head><body>', '<div id="root"', '</body></html>', '<title>Tikiti</title>'])
      expect(html.split(piece), piece).toHaveLength(2);
    expect(html.startsWith('<html><head>')).toBe(true);
    expect(html).not.toContain('<!--app-head-->');
    expect(html).not.toContain('<b>');
    const scripts = html.split('<script').length - 1;
    expect(scripts).toBe(drawn ? 1 : 0);
    expect(html.split('</script>').length - 1).toBe(drawn ? 1 : 0);
    if (drawn) {
      const state = html.slice(html.indexOf(STATE_OPEN) + STATE_OPEN.length, html.indexOf('</script>'));
      expect(state).not.toContain('<');
      expect(JSON.stringify(JSON.parse(state))).toContain(HOSTILE.trim().slice(0, 10));
      expect(html.endsWith('</script></body></html>')).toBe(true);
    } else expect(html.endsWith('</div></body></html>')).toBe(true);
  }

  const rootOf = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf(STATE_OPEN));

  it("writes an event page's head tags and first screen with the host's text as text, byte for byte", async () => {
    const title = await titleOf(26);
    expect(title.endsWith(HOSTILE)).toBe(true);
    const res = await ctx.app.inject('/events/26');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expectWhole(html, true);
    const head = html.slice(html.indexOf('<head>') + 6, html.indexOf('<title>Tikiti</title>'));
    expect(head.startsWith(`<title>${esc(title)} | Tikiti</title>\n    <link rel="canonical" href="`)).toBe(true);
    expect(head).toContain(`\n    <meta property="og:title" content="${esc(title)}">\n`);
    expect(head).toContain(`\n    <meta name="twitter:title" content="${esc(title)}">\n`);
    expect(head).toMatch(
      new RegExp(`<meta property="og:description" content="[^"]*${escapeRe(esc(HOSTILE.trim()))}[^"]*">`),
    );
    expect(rootOf(html)).toContain(`<h2>${esc(title)}</h2>`);
  });

  it("writes the home page's and the listing's first screens with the host's text as text", async () => {
    const [top] = (await ctx.app.inject(eventsApiPath(HOME_HERO_QUERY))).json() as { id: number }[];
    const home = (await ctx.app.inject('/')).body;
    expectWhole(home, true);
    expect(rootOf(home)).toContain(`<h2>${esc(await titleOf(top!.id))}</h2>`);

    const [first] = (await ctx.app.inject(eventsApiPath({ limit: LISTING_PAGE_SIZE, offset: 0 }))).json() as {
      id: number;
    }[];
    const listing = (await ctx.app.inject('/events')).body;
    expectWhole(listing, true);
    expect(rootOf(listing)).toContain(`<h2>${esc(await titleOf(first!.id))}</h2>`);
  });

  it('keeps a not-found page whole too', async () => {
    const res = await ctx.app.inject('/events/no-such-event-$&');
    expect(res.statusCode).toBe(404);
    expectWhole(res.body, false);
  });
});

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
