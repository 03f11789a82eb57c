import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_IMAGES_MAX, type TEvent, type THostEvent, type THostEventImages } from '@tribe/contracts';
import { eventImages, events } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { multipart, phonePhoto } from '../../test/uploads.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';

/** A phone photo of this test's size, colour and quality. */
const photo = (width: number, height: number, orientation?: number) =>
  phonePhoto(width, height, { orientation, quality: 70, background: { r: 30, g: 120, b: 200 } });

const png = (shade: number) =>
  sharp({ create: { width: 120, height: 90, channels: 3, background: { r: shade, g: 40, b: 90 } } })
    .png()
    .toBuffer();

/** A draft's whole form (POST /api/host/events). */
const DRAFT = {
  title: 'Gallery test night',
  eventType: 'one-off',
  startDate: '2030-06-01T19:00:00+03:00',
  location: 'Alliance Française',
  ticketTypes: [{ name: 'Regular', price: 1500, quantity: 100 }],
};

describe.each(ENGINES)('event images on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'event-images-'));
    ctx = await createTestApp(engine, { config: { DATA_DIR: dataDir } });
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const eventsDir = () => path.join(dataDir, 'uploads', 'events');
  const filesInStore = () => {
    try {
      return readdirSync(eventsDir()).filter((f) => f.endsWith('.webp')).length;
    } catch {
      return 0;
    }
  };

  async function draft(): Promise<number> {
    const res = await cast.send({ method: 'POST', url: '/api/host/events', payload: DRAFT }, cast.cookies.hostA);
    expect(res.statusCode, res.body).toBe(201);
    return cast.json<THostEvent>(res).id;
  }

  const upload = (eventId: number, file: Buffer, who = cast.cookies.hostA, name?: string, type?: string) =>
    cast.send({ method: 'POST', url: `/api/host/events/${eventId}/images`, ...multipart(file, name, type) }, who);

  const imagesOf = async (eventId: number) =>
    cast.json<THostEventImages>(
      await cast.send({ method: 'GET', url: `/api/host/events/${eventId}/images` }, cast.cookies.hostA),
    );

  const mainOf = async (eventId: number) =>
    (await cast.db.select({ url: events.imageUrl }).from(events).where(eq(events.id, eventId)))[0]!.url;

  it('answers each image route for visitor 401, attendee and scanner 403, host B 404, host A and manager', async () => {
    const { send, cookies } = cast;
    const E = await draft();
    const first = await upload(E, await png(10));
    expect(first.statusCode, first.body).toBe(200);
    const [image] = cast.json<THostEventImages>(first).images;
    const file = await png(20);
    const routes = [
      { method: 'GET' as const, url: `/api/host/events/${E}/images` },
      { method: 'POST' as const, url: `/api/host/events/${E}/images`, ...multipart(file) },
      { method: 'PUT' as const, url: `/api/host/events/${E}/images/order`, payload: { imageIds: [image!.id] } },
      { method: 'DELETE' as const, url: `/api/host/events/${E}/images/AAAAAAAAAAAAAAAA` },
    ];
    const want = { visitor: 401, attendee: 403, scanner: 403, hostB: 404 } as const;
    let cells = 0;
    for (const r of routes)
      for (const [who, status] of Object.entries(want) as [keyof typeof want, number][]) {
        const res = await send(r, who === 'visitor' ? undefined : cookies[who]);
        expect(res.statusCode, `${who} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(status);
        expect(cast.json<{ code: string }>(res).code).toBe(
          status === 401 ? 'unauthorized' : status === 403 ? 'forbidden' : 'event_not_found',
        );
        cells++;
      }
    expect(cells).toBe(16);
    // Nothing those requests sent was stored.
    expect((await imagesOf(E)).images).toHaveLength(1);
    // The owner and a manager may (an unknown image id is a 404 of its own).
    const byManager = await upload(E, file, cookies.manager);
    expect(byManager.statusCode, byManager.body).toBe(200);
    const ids = cast.json<THostEventImages>(byManager).images.map((i) => i.id);
    const reordered = await send(
      { method: 'PUT', url: `/api/host/events/${E}/images/order`, payload: { imageIds: [...ids].reverse() } },
      cookies.manager,
    );
    expect(reordered.statusCode, reordered.body).toBe(200);
    const missing = await send(
      { method: 'DELETE', url: `/api/host/events/${E}/images/AAAAAAAAAAAAAAAA` },
      cookies.hostA,
    );
    expect(missing.statusCode).toBe(404);
    expect(cast.json<{ code: string }>(missing).code).toBe('image_not_found');
    const removed = await send({ method: 'DELETE', url: `/api/host/events/${E}/images/${ids[0]}` }, cookies.manager);
    expect(removed.statusCode, removed.body).toBe(200);
  });

  it('stores an upload as an upright WebP at most 1600 px wide, without camera or GPS data, as the main image', async () => {
    const E = await draft();
    const res = await upload(E, await photo(3200, 2400), cast.cookies.hostA, 'IMG_2041.JPG');
    expect(res.statusCode, res.body).toBe(200);
    const body = cast.json<THostEventImages>(res);
    expect(body.images).toHaveLength(1);
    expect(body.remaining).toBe(EVENT_IMAGES_MAX - 1);
    const url = body.images[0]!.url;
    expect(url).toMatch(/^\/uploads\/events\/[A-Za-z0-9_-]+\.webp$/);
    expect(await mainOf(E)).toBe(url);
    const file = await cast.send({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    expect(file.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);

    // A phone photo taken upright (stored landscape with orientation 6) is turned upright.
    const turned = cast.json<THostEventImages>(await upload(E, await photo(400, 300, 6)));
    expect(turned.images).toHaveLength(2);
    const second = await cast.send({ method: 'GET', url: turned.images[1]!.url });
    expect(await sharp(second.rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
    // The first stays the main image; the second is an additional one.
    expect(await mainOf(E)).toBe(url);
    const rows = await cast.db.select().from(eventImages).where(eq(eventImages.eventId, E));
    expect(rows.map((r) => r.imageUrl)).toEqual([turned.images[1]!.url]);
  });

  it('decides by the bytes, not the name: text called .jpg and SVG are 415, a PNG called .txt is fine', async () => {
    const E = await draft();
    let res = await upload(E, Buffer.from('just some text, not a picture at all'), undefined, 'photo.jpg');
    expect(res.statusCode).toBe(415);
    expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({
      code: 'unsupported_media_type',
      message: expect.stringMatching(/JPEG, PNG or WebP/),
    });
    res = await upload(
      E,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
      undefined,
      'x.svg',
    );
    expect(res.statusCode).toBe(415);
    // A JPEG signature over garbage passes the sniff and fails decoding: 400, never 500.
    res = await upload(E, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]));
    expect(res.statusCode).toBe(400);
    expect(cast.json<{ code: string }>(res).code).toBe('image_invalid');
    res = await upload(E, await png(60), undefined, 'notes.txt', 'text/plain');
    expect(res.statusCode, res.body).toBe(200);
    // Not multipart at all.
    res = await cast.send(
      { method: 'POST', url: `/api/host/events/${E}/images`, payload: { file: 'x' } },
      cast.cookies.hostA,
    );
    expect(res.statusCode).toBe(415);
    expect((await imagesOf(E)).images).toHaveLength(1);
  });

  it('refuses a file over 8 MB with 413 and a message a person can act on', async () => {
    const E = await draft();
    const before = filesInStore();
    const big = Buffer.concat([await photo(200, 200), Buffer.alloc(8 * 1024 * 1024, 1)]);
    const res = await upload(E, big);
    expect(res.statusCode).toBe(413);
    expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringMatching(/larger than 8 MB/),
    });
    expect(filesInStore()).toBe(before);
    expect((await imagesOf(E)).images).toHaveLength(0);
  });

  it('keeps at most 10 images: the 11th is 409, and two uploads racing for the last place store one', async () => {
    const E = await draft();
    for (let i = 0; i < EVENT_IMAGES_MAX - 1; i++) expect((await upload(E, await png(i * 20))).statusCode).toBe(200);
    const before = filesInStore();
    const [a, b] = await Promise.all([upload(E, await png(201)), upload(E, await png(202))]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const refused = a.statusCode === 409 ? a : b;
    expect(cast.json<{ code: string }>(refused).code).toBe('too_many_images');
    expect(filesInStore()).toBe(before + 1);
    const full = await imagesOf(E);
    expect(full.images).toHaveLength(EVENT_IMAGES_MAX);
    expect(full.remaining).toBe(0);
    const eleventh = await upload(E, await png(203));
    expect(eleventh.statusCode).toBe(409);
    expect(cast.json<{ message: string }>(eleventh).message).toMatch(/already has 10 images/);
    expect(filesInStore()).toBe(before + 1);
  });

  it('reorders: the first becomes events.image_url, the rest event_images in order; a stale list is 409', async () => {
    const E = await draft();
    for (const shade of [1, 2, 3]) await upload(E, await png(shade * 50));
    const { images } = await imagesOf(E);
    const order = [images[2]!, images[0]!, images[1]!];
    const res = await cast.send(
      { method: 'PUT', url: `/api/host/events/${E}/images/order`, payload: { imageIds: order.map((i) => i.id) } },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostEventImages>(res).images).toEqual(order);
    expect(await mainOf(E)).toBe(order[0]!.url);
    const rows = await cast.db.select().from(eventImages).where(eq(eventImages.eventId, E));
    expect(rows.sort((x, y) => x.position - y.position).map((r) => r.imageUrl)).toEqual([order[1]!.url, order[2]!.url]);
    // The form's view of the event follows.
    const event = cast.json<THostEvent>(
      await cast.send({ method: 'GET', url: `/api/host/events/${E}` }, cast.cookies.hostA),
    );
    expect(event.imageUrl).toBe(order[0]!.url);
    expect(event.images).toEqual([order[1]!.url, order[2]!.url]);

    const stale = await cast.send(
      { method: 'PUT', url: `/api/host/events/${E}/images/order`, payload: { imageIds: [order[0]!.id, order[1]!.id] } },
      cast.cookies.hostA,
    );
    expect(stale.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(stale).code).toBe('images_changed');
    const twice = await cast.send(
      {
        method: 'PUT',
        url: `/api/host/events/${E}/images/order`,
        payload: { imageIds: [order[0]!.id, order[0]!.id, order[1]!.id] },
      },
      cast.cookies.hostA,
    );
    expect(twice.statusCode).toBe(400);
    expect(await mainOf(E)).toBe(order[0]!.url);
  });

  it('removing the main image promotes the next and deletes the file; saving the form keeps the images', async () => {
    const E = await draft();
    for (const shade of [1, 2, 3]) await upload(E, await png(shade * 60));
    const { images } = await imagesOf(E);
    const res = await cast.send(
      { method: 'DELETE', url: `/api/host/events/${E}/images/${images[0]!.id}` },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostEventImages>(res).images).toEqual([images[1], images[2]]);
    expect(await mainOf(E)).toBe(images[1]!.url);
    expect((await cast.send({ method: 'GET', url: images[0]!.url })).statusCode).toBe(404);

    const saved = await cast.send(
      { method: 'PUT', url: `/api/host/events/${E}`, payload: { ...DRAFT, title: 'Gallery test night, renamed' } },
      cast.cookies.hostA,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await imagesOf(E)).images).toEqual([images[1], images[2]]);

    for (const image of [images[1]!, images[2]!])
      await cast.send({ method: 'DELETE', url: `/api/host/events/${E}/images/${image.id}` }, cast.cookies.hostA);
    expect(await mainOf(E)).toBeNull();
    expect((await imagesOf(E)).images).toEqual([]);
  });

  it('lists a seeded event’s images once each, and a live event’s new main image reaches the public page', async () => {
    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ imageUrl: '/images/events/a.webp' }).where(eq(events.id, sale.eventId));
    await cast.db.insert(eventImages).values([
      { eventId: sale.eventId, imageUrl: '/images/events/a.webp', position: 0 },
      { eventId: sale.eventId, imageUrl: 'https://cdn.example.com/b.webp', position: 1 },
    ]);
    const { images } = await imagesOf(sale.eventId);
    expect(images.map((i) => i.url)).toEqual(['/images/events/a.webp', 'https://cdn.example.com/b.webp']);
    const publicBefore = cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}` }));
    expect(publicBefore.imageUrl).toBe('/images/events/a.webp');
    await cast.send(
      {
        method: 'PUT',
        url: `/api/host/events/${sale.eventId}/images/order`,
        payload: { imageIds: [images[1]!.id, images[0]!.id] },
      },
      cast.cookies.hostA,
    );
    const publicAfter = cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}` }));
    expect(publicAfter.imageUrl).toBe('https://cdn.example.com/b.webp');
    const gallery = cast.json<{ imageUrl: string }[]>(
      await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}/images` }),
    );
    expect(gallery.map((g) => g.imageUrl)).toEqual(['https://cdn.example.com/b.webp', '/images/events/a.webp']);
  });

  it('shows the refund policy and entry conditions on the public event, not in the listing', async () => {
    const sale = await createSaleEvent(cast.db);
    await cast.db
      .update(events)
      .set({ refundPolicy: 'Full refund up to 7 days before.', entryConditions: '18+ with ID.' })
      .where(eq(events.id, sale.eventId));
    const event = cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}` }));
    expect(event).toMatchObject({ refundPolicy: 'Full refund up to 7 days before.', entryConditions: '18+ with ID.' });
    const list = cast.json<TEvent[]>(await cast.send({ method: 'GET', url: '/api/events?limit=100' }));
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((e) => !('refundPolicy' in e) && !('entryConditions' in e))).toBe(true);
  });
});
