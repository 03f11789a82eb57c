import { onDomainEvent } from '../../lib/domain-events.js';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ZEvent, type TEvent } from '@tribe/contracts';
import { events, sessions, users } from '../../db/schema/index.js';
import { hashToken, SESSION_COOKIE } from '../../plugins/session.js';
import { ALL_ENGINES as ENGINES, createTestApp } from '../../test/database.js';
import { pickEncoding } from '../../lib/encoded-body.js';
import { CATALOGUE_CHANNEL, CatalogueCache, type CatalogueBuild } from './catalogue-cache.js';
import { invalidateCatalogue } from './events.service.js';

describe('CatalogueCache', () => {
  const clock = { t: 0 };
  const make = () => new CatalogueCache({ freshMs: 5_000, maxAgeMs: 10_000, now: () => clock.t });
  const counting = () => {
    const calls = { n: 0 };
    const build = async (): Promise<CatalogueBuild> => ({ json: JSON.stringify({ n: ++calls.n }) });
    return { calls, build };
  };
  const text = async (r: ReturnType<CatalogueCache['get']>) => (await r).body.toString('utf8');

  it('shares one build between concurrent misses and serves the copy afterwards', async () => {
    clock.t = 0;
    const cache = make();
    const { calls, build } = counting();
    const all = await Promise.all([cache.get('k', build), cache.get('k', build), cache.get('k', build)]);
    expect(calls.n).toBe(1);
    expect(new Set(all.map((r) => r.etag)).size).toBe(1);
    expect(await text(cache.get('k', build))).toBe('{"n":1}');
    expect(calls.n).toBe(1);
  });

  it('serves an ageing copy while rebuilding it once, and never a copy past the maximum age', async () => {
    clock.t = 0;
    const cache = make();
    const { calls, build } = counting();
    await cache.get('k', build);
    clock.t = 6_000;
    expect(cache.peek('k')!.body.toString()).toBe('{"n":1}');
    expect(cache.peek('k')!.body.toString()).toBe('{"n":1}');
    await new Promise((r) => setImmediate(r));
    expect(calls.n).toBe(2);
    expect(await text(cache.get('k', build))).toBe('{"n":2}');
    clock.t = 6_000 + 10_000;
    expect(cache.peek('k')).toBeNull();
    expect(await text(cache.get('k', build))).toBe('{"n":3}');
  });

  it('drops everything on clear and does not keep a build that started before it', async () => {
    clock.t = 0;
    const cache = make();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async (): Promise<CatalogueBuild> => {
      await gate;
      return { json: '"old"' };
    };
    const inFlight = cache.get('k', slow);
    cache.clear();
    release();
    expect(await text(inFlight)).toBe('"old"');
    expect(cache.peek('k')).toBeNull();
    expect(await text(cache.get('k', async () => ({ json: '"new"' })))).toBe('"new"');
  });

  it("forgets only one event's copies", async () => {
    clock.t = 0;
    const cache = make();
    await cache.get('/api/events/1', async () => ({ json: '{"id":1}', eventId: 1 }));
    await cache.get('/api/events/2', async () => ({ json: '{"id":2}', eventId: 2 }));
    await cache.get('/api/events', async () => ({ json: '[1,2]', totalCount: 2 }));
    cache.forgetEvent(1);
    expect(cache.peek('/api/events/1')).toBeNull();
    expect(cache.peek('/api/events/2')).not.toBeNull();
    expect(cache.peek('/api/events')?.totalCount).toBe('2');
  });

  it('answers every recorded address of a query from its one copy', async () => {
    clock.t = 0;
    const cache = make();
    const { calls, build } = counting();
    await cache.get('events:{"limit":24}', build);
    cache.alias('/api/events?limit=24', 'events:{"limit":24}', '/events');
    cache.alias('/api/events?limit=24&junk=1', 'events:{"limit":24}', '/events');
    expect(cache.peekUrl('/api/events?limit=24')?.body.toString()).toBe('{"n":1}');
    expect(cache.peekUrl('/api/events?limit=24&junk=1')?.body.toString()).toBe('{"n":1}');
    expect(cache.peekUrl('/api/events?limit=25')).toBeNull();
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.peekUrl('/api/events?limit=24')).toBeNull();
    expect(calls.n).toBe(1);
  });

  it('picks brotli, then gzip, honouring q=0', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe.each(ENGINES)('cached catalogue responses on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let sessionCookie: string;
  let first: TEvent;

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    const [attendee] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-attendee'));
    const token = randomBytes(32).toString('base64url');
    await ctx.database.db.insert(sessions).values({
      tokenHash: hashToken(token),
      userId: attendee!.id,
      expiresAt: new Date(Date.now() + 3600_000),
    });
    sessionCookie = `${SESSION_COOKIE}=${encodeURIComponent(ctx.app.signCookie(token))}`;
    first = (await ctx.app.inject('/api/events?limit=24')).json<TEvent[]>()[0]!;
  });
  afterAll(async () => ctx?.close());

  const setTitle = (id: number, title: string) =>
    ctx.database.db.update(events).set({ title }).where(eq(events.id, id));

  it('lets browsers and CDNs keep and revalidate the listing and event responses', async () => {
    for (const url of ['/api/events?limit=24', `/api/events/${first.id}`, '/api/events/featured']) {
      const res = await ctx.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('public, max-age=5, stale-while-revalidate=25');
      expect(res.headers.etag, url).toMatch(/^W\/"[\w-]+"$/);
      expect(res.headers.vary, url).toBe('Accept-Encoding');
    }
    const listing = await ctx.app.inject('/api/events?limit=24');
    expect(Number(listing.headers['x-total-count'])).toBeGreaterThan(24);
    expect(listing.headers['access-control-expose-headers']).toBe('X-Total-Count');
  });

  it('answers a matching If-None-Match with an empty 304 and a stale one with the body', async () => {
    const url = `/api/events/${first.id}`;
    const { etag } = (await ctx.app.inject(url)).headers;
    const same = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag) } });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toMatch(/^public/);
    const strongForm = await ctx.app.inject({ url, headers: { 'if-none-match': String(etag).slice(2) } });
    expect(strongForm.statusCode).toBe(304);
    const other = await ctx.app.inject({ url, headers: { 'if-none-match': 'W/"something-else"' } });
    expect(other.statusCode).toBe(200);
    expect(other.json<TEvent>().id).toBe(first.id);
  });

  it('sends the same public bytes with or without a session cookie, and sets no cookie', async () => {
    for (const url of ['/api/events?limit=24', `/api/events/${first.id}`]) {
      const anonymous = await ctx.app.inject(url);
      const signedIn = await ctx.app.inject({ url, headers: { cookie: sessionCookie } });
      expect(signedIn.statusCode, url).toBe(200);
      expect(signedIn.body, url).toBe(anonymous.body);
      expect(signedIn.headers.etag, url).toBe(anonymous.headers.etag);
      expect(signedIn.headers['set-cookie'], url).toBeUndefined();
      expect(String(signedIn.headers.vary), url).not.toMatch(/cookie/i);
      expect(signedIn.headers['cache-control'], url).toMatch(/^public/);
    }
  });

  it('compresses with brotli or gzip as asked, to the same JSON', async () => {
    const url = '/api/events?limit=24';
    const plain = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gz = await ctx.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('serves exactly what the response schema allows', async () => {
    const one = await ctx.app.inject(`/api/events/${first.id}`);
    expect(one.json()).toEqual(ZEvent.parse(one.json()));
    expect(one.body).toBe(JSON.stringify(ZEvent.parse(one.json())));
    const list = (await ctx.app.inject('/api/events?limit=24')).json<unknown[]>();
    expect(list).toHaveLength(24);
    for (const e of list) expect(JSON.stringify(ZEvent.parse(e))).toBe(JSON.stringify(e));
  });

  it('answers a repeat from the early hook with the same headers and body as the route did', async () => {
    const etag = String((await ctx.app.inject(`/api/events/${first.id}`)).headers.etag);
    const asked: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br', cookie: sessionCookie },
      { 'if-none-match': etag },
    ];
    const peek = vi.spyOn(ctx.app.catalogue, 'peekUrl');
    try {
      for (const [i, headers] of asked.entries()) {
        // Addresses no earlier request used: the first answer comes from the route's handler.
        for (const url of [`/api/events/${first.id}?copy=early${i}`, `/api/events?limit=${10 + i}`]) {
          peek.mockClear();
          const fromRoute = await ctx.app.inject({ url, headers });
          expect(peek.mock.results[0]?.value, url).toBeNull();
          const fromHook = await ctx.app.inject({ url, headers });
          expect(peek.mock.results.at(-1)?.value, url).not.toBeNull();
          expect(fromHook.statusCode, url).toBe(fromRoute.statusCode);
          expect(fromHook.rawPayload.equals(fromRoute.rawPayload), url).toBe(true);
          // Every answer has its own date and request id.
          const { date: _a, 'x-request-id': idA, ...routeHeaders } = fromRoute.headers;
          const { date: _b, 'x-request-id': idB, ...hookHeaders } = fromHook.headers;
          expect(hookHeaders, url).toEqual(routeHeaders);
          expect(idA && idB && idA !== idB, url).toBe(true);
          expect(hookHeaders['content-security-policy'], url).toBeDefined();
        }
      }
    } finally {
      peek.mockRestore();
    }
  });

  it('answers a repeat on the bare server with the bytes and headers Fastify sent, in every language', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const get = (url: string, headers: Record<string, string>) =>
      new Promise<{ status: number; head: [string, string][]; body: Buffer }>((resolve, reject) => {
        http
          .get(address + url, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => {
              const head: [string, string][] = [];
              for (let i = 0; i < res.rawHeaders.length; i += 2)
                head.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
              resolve({ status: res.statusCode!, head, body: Buffer.concat(chunks) });
            });
          })
          .on('error', reject);
      });
    // Every answer has its own date and request id; the rest, in order, must be the same.
    const fixed = (head: [string, string][]) =>
      head.map(([n, v]) => [n, n === 'Date' || n === 'x-request-id' ? '' : v] as const);
    const etag = String((await ctx.app.inject(`/api/events/${first.id}`)).headers.etag);
    const visitors: Record<string, string>[] = [
      {},
      { cookie: 'lang=sw' },
      { cookie: `lang=sw; ${sessionCookie}` },
      { 'save-data': 'on', cookie: 'lang=en' },
      { 'if-none-match': etag },
    ];
    const encodings = ['identity', 'gzip, deflate, br', 'gzip'];
    const route = vi.spyOn(ctx.app.catalogue, 'peekUrl');
    const early = vi.spyOn(ctx.app.catalogue, 'peekAddress');
    const requests = vi.spyOn(ctx.app.metrics, 'observeRequest');
    try {
      for (const [i, encoding] of encodings.entries()) {
        // Addresses no earlier request used: the first answer of each comes from the route.
        for (const url of [`/api/events/${first.id}?copy=bare${i}`, `/api/events?limit=${15 + i}`]) {
          const fromRoute = await get(url, { 'accept-encoding': encoding });
          // The body the route sent, as the schema-checked JSON any visitor gets through inject.
          const injected = await ctx.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
          for (const visitor of visitors) {
            route.mockClear();
            early.mockClear();
            requests.mockClear();
            const repeat = await get(url, { 'accept-encoding': encoding, ...visitor });
            const what = `${url} ${encoding} ${JSON.stringify(visitor)}`;
            expect(route, what).not.toHaveBeenCalled();
            expect(early, what).toHaveBeenCalledTimes(1);
            expect(requests.mock.calls[0]?.slice(0, 3), what).toEqual([
              'GET',
              url.includes('limit') ? '/api/events' : '/api/events/:id',
              repeat.status,
            ]);
            if (visitor['if-none-match'] && url.includes('copy')) {
              expect(repeat.status, what).toBe(304);
              expect(repeat.body.length, what).toBe(0);
              continue;
            }
            expect(repeat.status, what).toBe(200);
            expect(repeat.body.equals(fromRoute.body), what).toBe(true);
            expect(fixed(repeat.head), what).toEqual(fixed(fromRoute.head));
            if (encoding === 'identity') expect(repeat.body.toString('utf8'), what).toBe(injected.body);
          }
        }
      }
      // A 304 from the route and from the bare server: the same headers too.
      const url = `/api/events/${first.id}?copy=bare-304`;
      const fromRoute = await get(url, { 'if-none-match': etag });
      const repeat = await get(url, { 'if-none-match': etag });
      expect([fromRoute.status, repeat.status]).toEqual([304, 304]);
      expect(fixed(repeat.head)).toEqual(fixed(fromRoute.head));
      // An address never answered: the bare server finds no copy and Fastify answers.
      early.mockClear();
      route.mockClear();
      expect((await get('/api/events?limit=7&never=1', {})).status).toBe(200);
      expect(early.mock.results[0]?.value).toBeNull();
      expect(route).toHaveBeenCalledTimes(1);
    } finally {
      route.mockRestore();
      early.mockRestore();
      requests.mockRestore();
    }
  });

  it('keeps serving its copy after a direct database change until invalidateCatalogue is called', async () => {
    // Addresses no earlier test used, so their copies are built here and now.
    const url = `/api/events/${first.id}?copy=direct`;
    const listingUrl = '/api/events?limit=23';
    expect((await ctx.app.inject(url)).json<TEvent>().title).toBe(first.title);
    await ctx.app.inject(listingUrl);
    await setTitle(first.id, `${first.title} (moved)`);
    // The copy is what makes a crowd cheap; without the call it lives up to its age limit.
    expect((await ctx.app.inject(url)).json<TEvent>().title).toBe(first.title);
    await invalidateCatalogue(ctx.database.db);
    expect((await ctx.app.inject(url)).json<TEvent>().title).toBe(`${first.title} (moved)`);
    const listed = (await ctx.app.inject(listingUrl)).json<TEvent[]>().find((e) => e.id === first.id);
    expect(listed?.title).toBe(`${first.title} (moved)`);
    await setTitle(first.id, first.title);
    await invalidateCatalogue(ctx.database.db);
  });

  it("counts a view on the event's page at once without dropping the listing's copy", async () => {
    const listingUrl = '/api/events?limit=24';
    const before = (await ctx.app.inject(`/api/events/${first.id}`)).json<TEvent>();
    const listingEtag = (await ctx.app.inject(listingUrl)).headers.etag;
    const v = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/track-view',
      payload: { eventId: first.id, source: 'event_details_page', referrer: '' },
    });
    expect(v.statusCode).toBe(200);
    expect((await ctx.app.inject(`/api/events/${first.id}`)).json<TEvent>().views).toBe(before.views + 1);
    expect((await ctx.app.inject(listingUrl)).headers.etag).toBe(listingEtag);
  });

  it('still answers an unknown event with a JSON 404, every time', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await ctx.app.inject('/api/events/no-such-event');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, code: 'event_not_found' });
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it.runIf(engine === 'postgres')('drops its copies when another connection announces a change', async () => {
    const url = `/api/events/${first.id}?copy=notified`;
    expect((await ctx.app.inject(url)).json<TEvent>().title).toBe(first.title);
    await setTitle(first.id, `${first.title} (notified)`);
    expect((await ctx.app.inject(url)).json<TEvent>().title).toBe(first.title);
    // As another server process would: a NOTIFY on a connection that is not this app's listener.
    await ctx.database.execute(`NOTIFY ${CATALOGUE_CHANNEL}`);
    // Well inside the copy's fresh period, so only the notification can have dropped it.
    let title = first.title;
    for (let i = 0; i < 40 && title === first.title; i++) {
      await new Promise((r) => setTimeout(r, 50));
      title = (await ctx.app.inject(url)).json<TEvent>().title;
    }
    expect(title).toBe(`${first.title} (notified)`);
    await setTitle(first.id, first.title);
    await invalidateCatalogue(ctx.database.db);
  });

  it.runIf(engine === 'postgres')(
    "announces another process's change here as event.changed, so the sale caches go too (decision 041)",
    async () => {
      let heard = 0;
      const stop = onDomainEvent('event.changed', () => heard++);
      try {
        await ctx.database.execute(`NOTIFY ${CATALOGUE_CHANNEL}`);
        for (let i = 0; i < 40 && heard === 0; i++) await new Promise((r) => setTimeout(r, 50));
        expect(heard).toBeGreaterThan(0);
        // A change made here is announced here once, before the others are told.
        heard = 0;
        await invalidateCatalogue(ctx.database.db);
        expect(heard).toBeGreaterThanOrEqual(1);
      } finally {
        stop();
      }
    },
  );
});
