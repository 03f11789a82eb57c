import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEventStarted, type TAvailability, type TEvent } from '@tribe/contracts';
import { showTimes } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { hostAreaCast, type TestApp } from '../host-area/team.test-support.js';
import { clearAvailabilityCache } from './checkout.availability.js';
import { buyer, createSaleEvent, key } from './checkout.test-support.js';

/**
 * The event page's 'Event Started' and the server's checkout answer alike for a date (the one
 * sale-stop rule, `dateStarted` in contracts): on sale until the date starts; a host's guest
 * tickets keep their later limit (until it ends).
 */
describe.each(ENGINES)('one sale-stop rule for the page and the server on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());

  const page = async (eventId: number) =>
    cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${eventId}` }));
  const offered = async (eventId: number) => {
    clearAvailabilityCache();
    return cast.json<TAvailability>(await cast.send({ method: 'GET', url: `/api/events/${eventId}/availability` }))
      .occurrences;
  };
  const buy = (eventId: number, ticketTypeId: number, selectedShowTimeId: number | null = null) => {
    clearAvailabilityCache();
    return cast.send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: {
        eventId,
        selectedDate: null,
        selectedShowTimeId,
        tickets: [{ ticketTypeId, quantity: 1 }],
        buyer: buyer(`stop-${eventId}-${selectedShowTimeId}`),
        idempotencyKey: key(),
      },
    });
  };
  const giveGuest = (eventId: number, ticketTypeId: number) =>
    cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${eventId}/complimentary`,
        payload: { ticketTypeId, quantity: 1, name: 'Late Guest', email: `late.${eventId}@example.com` },
      },
      cast.cookies.hostA,
      { 'idempotency-key': key() },
    );

  it('sells a one-off date until it starts, and from its start says started and sells nothing', async () => {
    const ahead = await createSaleEvent(cast.db, { startDate: new Date(Date.now() + 3600_000) });
    expect(isEventStarted(await page(ahead.eventId), new Date())).toBe(false);
    expect((await offered(ahead.eventId)).map((o) => o.key)).toEqual(['single']);
    expect((await buy(ahead.eventId, ahead.types.General!)).statusCode).toBe(201);

    // Started an hour ago, ends in three: under way, not over.
    const underWay = await createSaleEvent(cast.db, { startDate: new Date(Date.now() - 3600_000) });
    expect(isEventStarted(await page(underWay.eventId), new Date())).toBe(true);
    expect(await offered(underWay.eventId)).toEqual([]);
    const refused = await buy(underWay.eventId, underWay.types.General!);
    expect(refused.statusCode).toBe(400);
    expect(cast.json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'occurrence_not_found',
      message: 'Sales for that date closed when it started. Pick a later date.',
    });
    // The host's guest list keeps its later limit: until the date ends.
    expect((await giveGuest(underWay.eventId, underWay.types.General!)).statusCode).toBe(201);
    const options = cast.json<{ occurrences: { key: string }[] }>(
      await cast.send({ method: 'GET', url: `/api/host/events/${underWay.eventId}/complimentary` }, cast.cookies.hostA),
    );
    expect(options.occurrences.map((o) => o.key)).toEqual(['single']);
  });

  it('stops selling a show under way while a later show of the same event sells, as the page lists them', async () => {
    const sale = await createSaleEvent(cast.db, { eventType: 'multiple-shows' });
    const [first, second] = sale.showTimeIds;
    // The first show started an hour ago (Nairobi time) and runs three hours.
    const startedAt = new Date(Date.now() - 3600_000);
    const local = (d: Date) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Africa/Nairobi',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      })
        .format(d)
        .replace(',', '')
        .split(' ');
    const [day, time] = local(startedAt);
    const [, endTime] = local(new Date(startedAt.getTime() + 3 * 3600_000));
    await cast.db
      .update(showTimes)
      .set({
        date: day!,
        startTime: time!,
        endTime: endTime!,
        startsAt: sql`(${day}::date + ${time}::time) AT TIME ZONE 'Africa/Nairobi'` as never,
      })
      .where(eq(showTimes.id, first!));
    const event = await page(sale.eventId);
    expect(isEventStarted(event, new Date())).toBe(false);
    expect((await offered(sale.eventId)).map((o) => o.showTimeId)).toEqual([second]);
    expect((await buy(sale.eventId, sale.types.General!, first!)).statusCode).toBe(400);
    expect((await buy(sale.eventId, sale.types.General!, second!)).statusCode).toBe(201);
  });
});
