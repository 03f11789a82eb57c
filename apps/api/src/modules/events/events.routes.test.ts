import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZEvent, type TEvent } from '@tribe/contracts';
import { ENGINES, createTestApp } from '../../test/database.js';
import { SEED_EVENTS } from '../../seed/catalogue.js';

const SPEC_FIELDS = [
  'id',
  'externalId',
  'title',
  'description',
  'imageUrl',
  'category',
  'categoryId',
  'categoryName',
  'subcategory',
  'subcategories',
  'subcategoryId',
  'location',
  'address',
  'latitude',
  'longitude',
  'views',
  'status',
  'eventType',
  'startDate',
  'endDate',
  'showTimes',
  'nextShowDate',
  'recurringDays',
  'recurringStartDate',
  'recurringEndDate',
  'recurringStartTime',
  'recurringEndTime',
  'requiresReservation',
  'host',
  'isFreeEvent',
  'paymentType',
  'externalTicketUrl',
  'ticketTypes',
  'minTicketPrice',
  'price',
];

describe.each(ENGINES)('public catalogue API on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let all: TEvent[];
  const liveSeeds = SEED_EVENTS.filter((e) => (e.status ?? 'live') === 'live');

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    const res = await ctx.app.inject('/api/events?past=1');
    all = res.json();
  });
  afterAll(async () => ctx?.close());

  it('lists every live event with the spec field names, ended ones with past=1', async () => {
    const res = await ctx.app.inject('/api/events?past=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe(String(liveSeeds.length));
    expect(all.length).toBe(liveSeeds.length);
    expect(all.length).toBeGreaterThanOrEqual(60);
    for (const e of all) {
      expect(() => ZEvent.parse(e)).not.toThrow();
      for (const f of SPEC_FIELDS) expect(e).toHaveProperty(f);
      expect(e.status).toBe('live');
    }
  });

  it('never lists draft or cancelled events; serves a cancelled one by id (its page says so), never a draft', async () => {
    const hidden = SEED_EVENTS.filter((e) => (e.status ?? 'live') !== 'live');
    expect(hidden.length).toBeGreaterThan(0);
    for (const h of hidden) {
      expect(all.find((e) => e.externalId === h.key)).toBeUndefined();
      const res = await ctx.app.inject(`/api/events/${h.key}`);
      if (h.status === 'cancelled') {
        expect(res.statusCode).toBe(200);
        expect((res.json() as TEvent).status).toBe('cancelled');
      } else expect(res.statusCode).toBe(404);
    }
  });

  it('sorts by views then start date by default (relevance)', () => {
    for (let i = 1; i < all.length; i++) expect(all[i - 1]!.views).toBeGreaterThanOrEqual(all[i]!.views);
  });

  it('resolves ids 26 to 36 by number and by their six-character alias code', async () => {
    for (let id = 26; id <= 36; id++) {
      const byId = await ctx.app.inject(`/api/events/${id}`);
      expect(byId.statusCode).toBe(200);
      const event = byId.json() as TEvent;
      expect(event.id).toBe(id);
      expect(event.aliasCode).toMatch(/^[A-Za-z0-9]{6}$/);
      const byAlias = await ctx.app.inject(`/api/events/${event.aliasCode}`);
      expect(byAlias.statusCode).toBe(200);
      expect((byAlias.json() as TEvent).id).toBe(id);
      const byExternal = await ctx.app.inject(`/api/events/${event.externalId}`);
      expect((byExternal.json() as TEvent).id).toBe(id);
    }
  });

  it('answers an unknown event with a JSON 404 message', async () => {
    const res = await ctx.app.inject('/api/events/no-such-event');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ statusCode: 404, code: 'event_not_found' });
    expect(res.json().message).toMatch(/not found/i);
  });

  it('returns images main first without duplicates', async () => {
    const withExtras = all.find(
      (e) => e.imageUrl && SEED_EVENTS.find((s) => s.key === e.externalId)?.extraImages?.length,
    )!;
    const res = await ctx.app.inject(`/api/events/${withExtras.id}/images`);
    expect(res.statusCode).toBe(200);
    const urls = (res.json() as { imageUrl: string }[]).map((i) => i.imageUrl);
    expect(urls[0]).toBe(withExtras.imageUrl);
    expect(new Set(urls).size).toBe(urls.length);
    expect((await ctx.app.inject('/api/events/nope/images')).statusCode).toBe(404);
  });

  it('filters by category, location, price and search, with the total in X-Total-Count', async () => {
    const categoryId = all[0]!.categoryId!;
    const byCat = await ctx.app.inject(`/api/events?categoryId=${categoryId}&past=1`);
    expect((byCat.json() as TEvent[]).every((e) => e.categoryId === categoryId)).toBe(true);
    expect(Number(byCat.headers['x-total-count'])).toBe(all.filter((e) => e.categoryId === categoryId).length);

    const byTown = (await ctx.app.inject('/api/events?location=mombasa,kisumu')).json() as TEvent[];
    expect(byTown.length).toBeGreaterThan(0);
    expect(byTown.every((e) => e.town === 'mombasa' || e.town === 'kisumu')).toBe(true);

    const cheap = (await ctx.app.inject('/api/events?minPrice=500&maxPrice=2000')).json() as TEvent[];
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((e) => e.price >= 500 && e.price <= 2000)).toBe(true);

    const topless = (await ctx.app.inject('/api/events?minPrice=5000&maxPrice=10000')).json() as TEvent[];
    expect(topless.some((e) => e.price > 10000)).toBe(true);

    const word = all[0]!.title.split(' ')[0]!;
    const found = (await ctx.app.inject(`/api/events?q=${encodeURIComponent(word.toLowerCase())}`)).json() as TEvent[];
    expect(found.map((e) => e.id)).toContain(all[0]!.id);
  });

  it('pages with limit and offset without changing the total', async () => {
    const p1 = await ctx.app.inject('/api/events?past=1&limit=10');
    const p2 = await ctx.app.inject('/api/events?past=1&limit=10&offset=10');
    expect(p1.headers['x-total-count']).toBe(String(all.length));
    expect((p1.json() as TEvent[]).map((e) => e.id)).toEqual(all.slice(0, 10).map((e) => e.id));
    expect((p2.json() as TEvent[]).map((e) => e.id)).toEqual(all.slice(10, 20).map((e) => e.id));
  });

  it('sorts by price both ways', async () => {
    const asc = (await ctx.app.inject('/api/events?sort=price-asc')).json() as TEvent[];
    const desc = (await ctx.app.inject('/api/events?sort=price-desc')).json() as TEvent[];
    for (let i = 1; i < asc.length; i++) expect(asc[i - 1]!.price).toBeLessThanOrEqual(asc[i]!.price);
    for (let i = 1; i < desc.length; i++) expect(desc[i - 1]!.price).toBeGreaterThanOrEqual(desc[i]!.price);
  });

  it('filters by a date range in Nairobi days', async () => {
    const oneOff = all.find((e) => e.eventType === 'one-off' && e.startDate && new Date(e.startDate) > new Date())!;
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(new Date(oneOff.startDate!));
    const res = (await ctx.app.inject(`/api/events?startDate=${day}&endDate=${day}`)).json() as TEvent[];
    expect(res.map((e) => e.id)).toContain(oneOff.id);
    const bad = await ctx.app.inject(`/api/events?startDate=2026-12-10&endDate=2026-12-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/endDate/);
  });

  it('rejects bad query values with a 400 naming the parameter', async () => {
    for (const [qs, field] of [
      ['location=atlantis', 'location'],
      ['categoryId=abc', 'categoryId'],
      ['sort=loudest', 'sort'],
      ['startDate=tomorrow', 'startDate'],
      ['limit=0', 'limit'],
      ['minPrice=-5', 'minPrice'],
    ] as const) {
      const res = await ctx.app.inject(`/api/events?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json().message, qs).toContain(field);
    }
  });

  it('features only upcoming featured events', async () => {
    const res = await ctx.app.inject('/api/events/featured');
    expect(res.statusCode).toBe(200);
    const featured = res.json() as TEvent[];
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((e) => e.featured)).toBe(true);
  });

  it('gives a recurring event its next date as startDate', () => {
    const rec = all.find(
      (e) =>
        e.eventType === 'recurring' && e.recurringEndDate && e.recurringEndDate > new Date().toISOString().slice(0, 10),
    )!;
    expect(new Date(rec.startDate!).getTime()).toBeGreaterThan(Date.now() - 24 * 3600_000);
  });

  it('lists categories and subcategories', async () => {
    const cats = (await ctx.app.inject('/api/categories')).json() as { id: number; name: string }[];
    const subs = (await ctx.app.inject('/api/subcategories')).json() as {
      id: number;
      name: string;
      categoryId: number;
    }[];
    expect(cats.length).toBeGreaterThanOrEqual(8);
    expect(subs.every((s) => cats.some((c) => c.id === s.categoryId))).toBe(true);
  });

  it('counts views and clicks, which then reorder the listing', async () => {
    const last = all[all.length - 1]!;
    for (let i = 0; i < 3; i++) {
      const v = await ctx.app.inject({
        method: 'POST',
        url: '/api/events/track-view',
        payload: { eventId: last.id, source: 'event_details_page', referrer: '' },
      });
      expect(v.statusCode).toBe(200);
    }
    const c = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/track-click',
      payload: { eventId: String(last.id), clickType: 'get_tickets_button', referrer: '/events/x' },
    });
    expect(c.statusCode).toBe(200);
    const after = (await ctx.app.inject(`/api/events/${last.id}`)).json() as TEvent;
    expect(after.views).toBe(last.views + 3);
    expect(after.clicks).toBe(last.clicks + 1);
  });

  it('rejects bad tracking bodies with a 400 naming the field', async () => {
    const cases = [
      [{ source: 'x' }, 'eventId'],
      [{ eventId: 1, clickType: 'hover' }, 'clickType'],
      [{ eventId: -3, clickType: 'get_tickets_button' }, 'eventId'],
    ] as const;
    for (const [payload, field] of cases) {
      const url = 'clickType' in payload ? '/api/events/track-click' : '/api/events/track-view';
      const res = await ctx.app.inject({ method: 'POST', url, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/track-view',
      payload: '{oops',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toMatch(/JSON/);
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/events/track-view',
      payload: { eventId: 999999, source: 'event_details_page' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
