import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { THostPromoCodes, TPromoCode } from '@tribe/contracts';
import { events, promoCodes } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { clearSaleEventCache } from '../checkout/checkout.sale.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';

describe.each(ENGINES)('host promo codes on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());
  beforeEach(() => clearSaleEventCache());

  const url = (eventId: number, codeId?: number) =>
    `/api/host/events/${eventId}/promo-codes${codeId === undefined ? '' : `/${codeId}`}`;
  const create = (eventId: number, body: Record<string, unknown>, cookie = cast.cookies.hostA) =>
    cast.send({ method: 'POST', url: url(eventId), payload: body }, cookie);

  it('answers every promo code route for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 50 } } });
    const E = sale.eventId;
    let n = 0;
    const body = () => ({ code: `MATRIX${++n}`, discountType: 'percent', discountValue: 10 });
    // One code per role that may delete it, so each DELETE finds one.
    const fresh = async () => json<TPromoCode>(await create(E, body())).id;
    const who = { visitor: undefined, ...cookies };
    const want = { visitor: 401, attendee: 403, hostB: 404, scanner: 403 } as const;
    let cells = 0;
    for (const name of ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'] as const) {
      const id = await fresh();
      const rows = [
        { method: 'GET' as const, url: url(E), ok: 200 },
        { method: 'POST' as const, url: url(E), payload: body(), ok: 201 },
        { method: 'PUT' as const, url: url(E, id), payload: { ...body(), discountValue: 15 }, ok: 200 },
        { method: 'DELETE' as const, url: url(E, id), ok: 200 },
      ];
      for (const r of rows) {
        const res = await send(
          { method: r.method, url: r.url, ...(r.payload ? { payload: r.payload } : {}) },
          who[name],
        );
        const expected = name === 'hostA' || name === 'manager' ? r.ok : want[name];
        expect(res.statusCode, `${name} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(expected);
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(json<{ code: string }>(res).code).toBe(res.statusCode === 401 ? 'unauthorized' : 'forbidden');
        if (res.statusCode === 404) expect(json<{ code: string }>(res).code).toBe('event_not_found');
        cells++;
      }
    }
    expect(cells).toBe(4 * 6);
    // Host B's own event does not reveal A's codes, and A's code id under B's event is unknown.
    const bEvent = await createSaleEvent(cast.db, {});
    await cast.db.update(events).set({ hostId: cast.hostBId }).where(eq(events.id, bEvent.eventId));
    const aCode = await fresh();
    const crossed = await send({ method: 'PUT', url: url(bEvent.eventId, aCode), payload: body() }, cookies.hostB);
    expect(crossed.statusCode).toBe(404);
    expect(json<{ code: string }>(crossed).code).toBe('not_found');
  });

  it('stores codes upper-case, one per event whatever the case, and lists them with their uses and state', async () => {
    const { json, cookies, send } = cast;
    const sale = await createSaleEvent(cast.db, {
      types: { VIP: { price: 2000, quantity: 50 }, Regular: { price: 800, quantity: 50 } },
    });
    const E = sale.eventId;
    const made = await create(E, {
      code: '  early-Bird_1 ',
      discountType: 'amount',
      discountValue: 500,
      maxUses: 50,
      ticketTypeIds: [sale.types.Regular!, sale.types.VIP!, sale.types.VIP!],
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(json<TPromoCode>(made)).toMatchObject({
      code: 'EARLY-BIRD_1',
      discountType: 'amount',
      discountValue: 500,
      maxUses: 50,
      usedCount: 0,
      ticketTypeIds: [sale.types.VIP!, sale.types.Regular!].sort((a, b) => a - b),
      state: 'active',
      onOrders: false,
      archivedAt: null,
    });
    const again = await create(E, { code: 'EARLY-bird_1', discountType: 'percent', discountValue: 5 });
    expect(again.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(again)).toMatchObject({ code: 'promo_code_taken' });
    expect(json<{ message: string }>(again).message).toContain('EARLY-BIRD_1');
    // Another event may have the same code.
    const other = await createSaleEvent(cast.db, {});
    expect(
      (await create(other.eventId, { code: 'early-bird_1', discountType: 'percent', discountValue: 5 })).statusCode,
    ).toBe(201);

    const later = new Date(Date.now() + 5 * 86_400_000).toISOString();
    await create(E, { code: 'SOON', discountType: 'percent', discountValue: 20, startsAt: later }, cookies.manager);
    const list = json<THostPromoCodes>(await send({ method: 'GET', url: url(E) }, cookies.manager));
    expect(list.eventId).toBe(E);
    expect(list.ticketTypes.map((t) => t.name)).toEqual(['VIP', 'Regular']);
    expect(list.codes.map((c) => [c.code, c.state])).toEqual([
      ['SOON', 'scheduled'],
      ['EARLY-BIRD_1', 'active'],
    ]);
  });

  it('refuses what a code cannot be, in words', async () => {
    const { json } = cast;
    const sale = await createSaleEvent(cast.db, {});
    const other = await createSaleEvent(cast.db, { types: { Other: { price: 100 } } });
    const bad = async (body: Record<string, unknown>, status = 400) => {
      const res = await create(sale.eventId, { code: 'GOOD', discountType: 'percent', discountValue: 10, ...body });
      expect(res.statusCode, res.body).toBe(status);
      return json<{ code: string; message: string }>(res);
    };
    expect((await bad({ code: 'ab' })).message).toContain('at least 3');
    expect((await bad({ code: 'x'.repeat(33) })).message).toContain('at most 32');
    expect((await bad({ code: 'NO SPACES' })).message).toContain('letters, digits, - and _');
    expect((await bad({ code: 'ÉTÉ2026' })).code).toBe('validation_failed');
    expect((await bad({ discountValue: 101 })).message).toContain('at most 100');
    expect((await bad({ discountValue: 0 })).message).toContain('more than 0');
    expect((await bad({ discountType: 'amount', discountValue: 99.5 })).message).toContain('whole');
    expect((await bad({ discountType: 'free' })).message).toContain("'percent' or 'amount'");
    expect((await bad({ maxUses: 0 })).message).toContain('at least 1');
    const now = Date.now();
    expect(
      (
        await bad({
          startsAt: new Date(now + 86_400_000).toISOString(),
          endsAt: new Date(now).toISOString(),
        })
      ).message,
    ).toContain('after the start');
    const foreign = await bad({ ticketTypeIds: [other.types.Other!] });
    expect(foreign.code).toBe('validation_failed');
    expect(foreign.message).toContain(`no ticket type ${other.types.Other}`);
  });

  it('fixes a used code’s code, discount and ticket types, keeps its limit above its uses, and archives it on delete', async () => {
    const { json, send, cookies } = cast;
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 50 } } });
    const E = sale.eventId;
    const code = json<TPromoCode>(
      await create(E, { code: 'FRIENDS', discountType: 'percent', discountValue: 10, maxUses: 5 }),
    );
    // Unused: anything may change.
    const edited = await send(
      {
        method: 'PUT',
        url: url(E, code.id),
        payload: { code: 'FRIENDS', discountType: 'amount', discountValue: 300, maxUses: 5 },
      },
      cookies.hostA,
    );
    expect(edited.statusCode, edited.body).toBe(200);
    await cast.hold(E, sale.types.VIP!, 1, { promoCode: 'friends' });
    await cast.hold(E, sale.types.VIP!, 1, { promoCode: 'FRIENDS' });
    const put = (payload: Record<string, unknown>) =>
      send(
        {
          method: 'PUT',
          url: url(E, code.id),
          payload: { code: 'FRIENDS', discountType: 'amount', discountValue: 300, maxUses: 5, ...payload },
        },
        cookies.manager,
      );
    for (const change of [
      { discountValue: 400 },
      { discountType: 'percent', discountValue: 10 },
      { code: 'FRIENDS2' },
      { ticketTypeIds: [sale.types.VIP!] },
    ]) {
      const res = await put(change);
      expect(res.statusCode, JSON.stringify(change)).toBe(409);
      expect(json<{ code: string }>(res).code).toBe('promo_code_locked');
    }
    const below = await put({ maxUses: 1 });
    expect(below.statusCode).toBe(409);
    expect(json<{ message: string }>(below).message).toContain('used by 2 orders');
    const ends = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const ok = await put({ maxUses: 2, endsAt: ends });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(json<TPromoCode>(ok)).toMatchObject({ maxUses: 2, usedCount: 2, state: 'used_up', onOrders: true });

    const removed = await send({ method: 'DELETE', url: url(E, code.id) }, cookies.hostA);
    expect(json(removed)).toMatchObject({ removed: 'archived', code: { state: 'archived', onOrders: true } });
    const twice = await send({ method: 'DELETE', url: url(E, code.id) }, cookies.hostA);
    expect(json(twice)).toMatchObject({ removed: 'archived' });
    expect((await put({ maxUses: 3 })).statusCode).toBe(409);
    const [row] = await cast.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.archivedAt).not.toBeNull();

    // Never used: deleted for good.
    const unused = json<TPromoCode>(await create(E, { code: 'NOBODY', discountType: 'percent', discountValue: 5 }));
    expect(json(await send({ method: 'DELETE', url: url(E, unused.id) }, cookies.hostA))).toEqual({
      removed: 'deleted',
      code: null,
    });
    expect(await cast.db.select().from(promoCodes).where(eq(promoCodes.id, unused.id))).toHaveLength(0);
    expect((await send({ method: 'DELETE', url: url(E, unused.id) }, cookies.hostA)).statusCode).toBe(404);
  });
});
