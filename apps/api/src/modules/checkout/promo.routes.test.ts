import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TOrder, TPromoCheck } from '@tribe/contracts';
import { inventory, ledgerEntries, orders, promoCodes, tickets } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { checkoutContext } from './checkout.context.js';
import { expireHolds } from './checkout.expire.js';
import {
  buyer,
  cartBody,
  createSaleEvent,
  datePlaces,
  key,
  confirmReservationByMail,
  useCheckoutApp,
} from './checkout.test-support.js';
import { WRONG_CODES_ALLOWED } from './promo.js';

describe.each(ENGINES)('promo codes at checkout on %s', (engine) => {
  const ctx = useCheckoutApp(engine);
  let n = 0;

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions & { address?: string }) =>
    ctx.app.inject({ ...opts, remoteAddress: opts.address ?? `10.9.${(++n >> 8) & 255}.${n & 255}` });
  const json = <T = TOrder>(res: { body: string }) => JSON.parse(res.body) as T;
  const errorOf = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    ...json<{ code: string; message: string }>(res),
  });

  async function addCode(
    eventId: number,
    values: Partial<typeof promoCodes.$inferInsert> & Pick<typeof promoCodes.$inferInsert, 'code'>,
  ) {
    const [row] = await db()
      .insert(promoCodes)
      .values({ eventId, discountType: 'percent', discountValue: 10, ...values })
      .returning();
    return row!;
  }
  const usedCount = async (id: number) =>
    (await db().select({ used: promoCodes.usedCount }).from(promoCodes).where(eq(promoCodes.id, id)))[0]!.used;

  const check = (eventId: number, code: string, lines: { id: number; quantity: number }[], address?: string) =>
    send({
      method: 'POST',
      url: `/api/events/${eventId}/promo-codes/check`,
      payload: { code, tickets: lines },
      ...(address ? { address } : {}),
    });
  const order = (
    eventId: number,
    lines: { ticketTypeId: number; quantity: number }[],
    extra: Record<string, unknown> = {},
    address?: string,
  ) =>
    send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: cartBody(eventId, lines, buyer(++n), extra),
      ...(address ? { address } : {}),
    });
  const pay = async (token: string) => {
    const started = await send({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    return json<{ order: TOrder }>(started).order.payment!.reference;
  };
  const settle = async (token: string, reference: string) => {
    await send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
    return json(await send({ method: 'POST', url: `/api/orders/${token}/verify` }));
  };
  const held = (eventId: number) => datePlaces(db(), eventId);

  it('works a percent code out per ticket, with the fee on the discounted price', async () => {
    const sale = await createSaleEvent(db(), {
      types: { VIP: { price: 2000, quantity: 50 }, Regular: { price: 1000, quantity: 50 } },
    });
    await addCode(sale.eventId, { code: 'QUARTER', discountValue: 25 });
    const lines = [
      { id: sale.types.VIP!, quantity: 2 },
      { id: sale.types.Regular!, quantity: 1 },
    ];
    const res = await check(sale.eventId, 'quarter', lines);
    expect(res.statusCode, res.body).toBe(200);
    // VIP 2000 → 1500 (fee 75 + 30), Regular 1000 → 750 (fee 38 + 30): 5000 − 1250 + 278.
    expect(json<TPromoCheck>(res)).toEqual({
      code: 'QUARTER',
      discountType: 'percent',
      discountValue: 25,
      ticketTypeIds: [],
      subtotal: 5000,
      discount: 1250,
      fees: 278,
      total: 4028,
    });
    const made = await order(
      sale.eventId,
      lines.map((l) => ({ ticketTypeId: l.id, quantity: l.quantity })),
      { promoCode: 'Quarter' },
    );
    expect(made.statusCode, made.body).toBe(201);
    const o = json(made);
    expect(o).toMatchObject({ subtotal: 5000, discount: 1250, fees: 278, total: 4028, promoCode: 'QUARTER' });
    // The answer of a new hold is the same order a read gives.
    const read = json(await send({ method: 'GET', url: `/api/orders/${o.token}` }));
    expect({ ...read, serverNow: '' }).toEqual({ ...o, serverNow: '' });
    // Without a code nothing changes.
    const plain = json(await order(sale.eventId, [{ ticketTypeId: sale.types.VIP!, quantity: 1 }]));
    expect(plain).toMatchObject({ subtotal: 2000, discount: 0, fees: 130, total: 2130, promoCode: null });
  });

  it('takes an amount off the tickets it applies to only, never more than they cost', async () => {
    const sale = await createSaleEvent(db(), {
      types: { VIP: { price: 2000, quantity: 50 }, Regular: { price: 1000, quantity: 50 } },
    });
    const R = sale.types.Regular!;
    const V = sale.types.VIP!;
    await addCode(sale.eventId, { code: 'REG600', discountType: 'amount', discountValue: 600, ticketTypeIds: [R] });
    await addCode(sale.eventId, { code: 'REGBIG', discountType: 'amount', discountValue: 5000, ticketTypeIds: [R] });
    const mixed = [
      { id: V, quantity: 2 },
      { id: R, quantity: 1 },
    ];
    // Regular 1000 → 400 (fee 20 + 30); VIP keeps its fee of 130.
    expect(json<TPromoCheck>(await check(sale.eventId, 'REG600', mixed))).toMatchObject({
      subtotal: 5000,
      discount: 600,
      fees: 310,
      total: 4710,
    });
    // Capped at the Regular line; a ticket made free carries no fee.
    expect(json<TPromoCheck>(await check(sale.eventId, 'REGBIG', mixed))).toMatchObject({
      discount: 1000,
      fees: 260,
      total: 4260,
    });
    const vipOnly = errorOf(await check(sale.eventId, 'REG600', [{ id: V, quantity: 1 }]));
    expect(vipOnly).toMatchObject({
      status: 409,
      code: 'promo_code_not_applicable',
      message: 'This code does not apply to these tickets',
    });
    const refused = errorOf(await order(sale.eventId, [{ ticketTypeId: V, quantity: 1 }], { promoCode: 'REG600' }));
    expect(refused.code).toBe('promo_code_not_applicable');
  });

  it('says why a code cannot be used: unknown, archived, another event’s, not started, expired, used up', async () => {
    const sale = await createSaleEvent(db());
    const other = await createSaleEvent(db());
    const T = sale.types.General!;
    const day = 86_400_000;
    await addCode(sale.eventId, { code: 'GONE', archivedAt: new Date() });
    await addCode(other.eventId, { code: 'ELSEWHERE' });
    await addCode(sale.eventId, { code: 'LATER', startsAt: new Date(Date.now() + day) });
    await addCode(sale.eventId, { code: 'OVER', endsAt: new Date(Date.now() - 1000) });
    await addCode(sale.eventId, { code: 'FULL', maxUses: 1, usedCount: 1 });
    const cases: [string, number, string, string][] = [
      ['NOPE', 404, 'promo_code_invalid', 'This code is not valid for this event'],
      ['GONE', 404, 'promo_code_invalid', 'This code is not valid for this event'],
      ['ELSEWHERE', 404, 'promo_code_invalid', 'This code is not valid for this event'],
      ['LATER', 409, 'promo_code_not_started', 'This code is not active yet'],
      ['OVER', 409, 'promo_code_expired', 'This code has expired'],
      ['FULL', 409, 'promo_code_used_up', 'This code has been used up'],
    ];
    for (const [code, status, errCode, message] of cases) {
      expect(errorOf(await check(sale.eventId, code, [{ id: T, quantity: 1 }])), code).toMatchObject({
        status,
        code: errCode,
        message,
      });
      const res = await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], { promoCode: code });
      expect(errorOf(res), code).toMatchObject({ status, code: errCode, message });
    }
    expect(await held(sale.eventId)).toMatchObject({ held: 0 });
    const bad = await check(sale.eventId, 'a b', [{ id: T, quantity: 1 }]);
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'validation_failed' });
  });

  it('gives a use back exactly once when a hold ends: expiry sweep, expiry on read, Change tickets', async () => {
    const sale = await createSaleEvent(db());
    const T = sale.types.General!;
    const code = await addCode(sale.eventId, { code: 'ONCE', maxUses: 3 });
    const line = [{ ticketTypeId: T, quantity: 2 }];
    const a = json(await order(sale.eventId, line, { promoCode: 'ONCE' }));
    const b = json(await order(sale.eventId, line, { promoCode: 'ONCE' }));
    const c = json(await order(sale.eventId, line, { promoCode: 'ONCE' }));
    expect(await usedCount(code.id)).toBe(3);
    expect(errorOf(await order(sale.eventId, line, { promoCode: 'ONCE' })).code).toBe('promo_code_used_up');

    // Change tickets: the buyer lets the hold go (twice: once counts).
    await send({ method: 'POST', url: `/api/orders/${a.token}/cancel` });
    await send({ method: 'POST', url: `/api/orders/${a.token}/cancel` });
    expect(await usedCount(code.id)).toBe(2);

    // Expiry on read.
    await db()
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orders.publicToken, b.token));
    expect(json(await send({ method: 'GET', url: `/api/orders/${b.token}` })).status).toBe('expired');
    expect(json(await send({ method: 'GET', url: `/api/orders/${b.token}` })).status).toBe('expired');
    expect(await usedCount(code.id)).toBe(1);

    // The sweep, run twice.
    const later = new Date(Date.now() + 30 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(1);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(0);
    expect(json(await send({ method: 'GET', url: `/api/orders/${c.token}` })).status).toBe('expired');
    expect(await usedCount(code.id)).toBe(0);
    expect(await held(sale.eventId)).toMatchObject({ held: 0 });
    // The orders keep their code and discount.
    expect(json(await send({ method: 'GET', url: `/api/orders/${c.token}` }))).toMatchObject({
      promoCode: 'ONCE',
      discount: 200,
    });
  });

  it('a paid order keeps its use; the ledger has the discounted sale and, when the host carries it, the fee on the discounted price', async () => {
    const sale = await createSaleEvent(db(), { feePaidBy: 'host', types: { VIP: { price: 2000, quantity: 20 } } });
    const code = await addCode(sale.eventId, { code: 'HALF', discountValue: 50 });
    const o = json(await order(sale.eventId, [{ ticketTypeId: sale.types.VIP!, quantity: 2 }], { promoCode: 'HALF' }));
    expect(o).toMatchObject({ subtotal: 4000, discount: 2000, fees: 0, total: 2000 });
    const paid = await settle(o.token, await pay(o.token));
    expect(paid).toMatchObject({ status: 'paid', total: 2000, promoCode: 'HALF' });
    expect(paid.tickets).toHaveLength(2);
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.publicToken, o.token));
    const ledger = await db()
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, row!.id));
    // 1000 a ticket after the discount: fee 50 + 30 each.
    expect(ledger.sort((x, y) => x.kind.localeCompare(y.kind))).toEqual([
      { kind: 'fee', amount: -160 },
      { kind: 'sale', amount: 2000 },
    ]);
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    expect(await usedCount(code.id)).toBe(1);
  });

  it('issues a 100%-off order at once as a free reservation, and gives the use back if it is cancelled', async () => {
    const sale = await createSaleEvent(db(), { types: { VIP: { price: 1500, quantity: 20 } } });
    const code = await addCode(sale.eventId, { code: 'GUEST', discountValue: 100, maxUses: 1 });
    const check100 = json<TPromoCheck>(await check(sale.eventId, 'GUEST', [{ id: sale.types.VIP!, quantity: 2 }]));
    expect(check100).toMatchObject({ subtotal: 3000, discount: 3000, fees: 0, total: 0 });
    const res = await order(sale.eventId, [{ ticketTypeId: sale.types.VIP!, quantity: 2 }], { promoCode: 'GUEST' });
    expect(res.statusCode, res.body).toBe(201);
    // Not signed in: held until the mailed code is typed (decision 017); the code's use is taken now.
    expect(json(res)).toMatchObject({ status: 'pending', free: true, total: 0 });
    expect(await usedCount(code.id)).toBe(1);
    const o = await confirmReservationByMail(ctx.app, json(res));
    expect(o).toMatchObject({
      status: 'reserved',
      free: true,
      subtotal: 3000,
      discount: 3000,
      fees: 0,
      total: 0,
      promoCode: 'GUEST',
      expiresAt: null,
    });
    expect(o.tickets).toHaveLength(2);
    expect(await usedCount(code.id)).toBe(1);
    expect(await held(sale.eventId)).toMatchObject({ held: 0, sold: 2 });
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.publicToken, o.token));
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row!.id))).toEqual([]);
    // Used up now, even for a free order.
    expect(
      errorOf(await order(sale.eventId, [{ ticketTypeId: sale.types.VIP!, quantity: 1 }], { promoCode: 'GUEST' })).code,
    ).toBe('promo_code_used_up');

    const cancelled = json(await send({ method: 'POST', url: `/api/orders/${o.token}/cancel` }));
    expect(cancelled.status).toBe('cancelled');
    await send({ method: 'POST', url: `/api/orders/${o.token}/cancel` });
    expect(await usedCount(code.id)).toBe(0);
    const voided = await db().select({ status: tickets.status }).from(tickets).where(eq(tickets.orderId, row!.id));
    expect(voided.map((t) => t.status)).toEqual(['void', 'void']);
  });

  it('a payment after the hold ended takes the use again, or is refunded when the code is used up by then', async () => {
    const sale = await createSaleEvent(db());
    const T = sale.types.General!;
    const code = await addCode(sale.eventId, { code: 'LATE', maxUses: 1 });
    const first = json(await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], { promoCode: 'LATE' }));
    const ref1 = await pay(first.token);
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    expect(await usedCount(code.id)).toBe(0);
    expect(await settle(first.token, ref1)).toMatchObject({ status: 'paid', statusReason: 'late_payment_accepted' });
    expect(await usedCount(code.id)).toBe(1);

    await db().update(promoCodes).set({ maxUses: 2 }).where(eq(promoCodes.id, code.id));
    const second = json(await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], { promoCode: 'LATE' }));
    const ref2 = await pay(second.token);
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    // Someone else takes the last use meanwhile.
    expect((await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], { promoCode: 'LATE' })).statusCode).toBe(201);
    const refunded = await settle(second.token, ref2);
    expect(refunded).toMatchObject({ status: 'expired', statusReason: 'late_payment_promo_used_up' });
    expect(refunded.refunds).toEqual([expect.objectContaining({ amount: second.total, status: 'pending' })]);
    expect(await usedCount(code.id)).toBe(2);
  });

  it('answers a retried order with the same order, taking one use', async () => {
    const sale = await createSaleEvent(db());
    const code = await addCode(sale.eventId, { code: 'RETRY', maxUses: 5 });
    const idempotencyKey = key();
    const body = { promoCode: 'RETRY', idempotencyKey, buyer: buyer('retry1') };
    const [a, b] = await Promise.all([
      order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], body),
      order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], body),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(json(a).token).toBe(json(b).token);
    expect(await usedCount(code.id)).toBe(1);
  });

  it(`makes an address wait after ${WRONG_CODES_ALLOWED} wrong codes for one event, right codes included`, async () => {
    const sale = await createSaleEvent(db());
    await addCode(sale.eventId, { code: 'REAL' });
    const T = sale.types.General!;
    const address = `10.77.${(++n >> 8) & 255}.${n & 255}`;
    for (let i = 0; i < WRONG_CODES_ALLOWED; i++)
      expect((await check(sale.eventId, `GUESS${i}`, [{ id: T, quantity: 1 }], address)).statusCode).toBe(404);
    const blocked = errorOf(await check(sale.eventId, 'REAL', [{ id: T, quantity: 1 }], address));
    expect(blocked).toMatchObject({ status: 429, code: 'rate_limited' });
    expect(blocked.message).toContain('Too many codes tried');
    const viaOrder = await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], { promoCode: 'REAL' }, address);
    expect(errorOf(viaOrder).code).toBe('rate_limited');
    // Another address, and the same address without a code, are not held back.
    expect((await check(sale.eventId, 'REAL', [{ id: T, quantity: 1 }])).statusCode).toBe(200);
    expect((await order(sale.eventId, [{ ticketTypeId: T, quantity: 1 }], {}, address)).statusCode).toBe(201);
  });

  it('lets exactly 5 of 40 simultaneous orders hold a code with 5 uses', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 500 } } });
    const code = await addCode(sale.eventId, { code: 'FIVE', maxUses: 5 });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 2 }], { promoCode: 'FIVE' }),
      ),
    );
    const ok = answers.filter((r) => r.statusCode === 201);
    expect(ok).toHaveLength(5);
    for (const r of answers.filter((x) => x.statusCode !== 201))
      expect(errorOf(r)).toMatchObject({ status: 409, code: 'promo_code_used_up' });
    expect(await usedCount(code.id)).toBe(5);
    const withCode = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.eventId, sale.eventId), eq(orders.promoCodeId, code.id)));
    expect(withCode).toHaveLength(5);
    // Refused orders held nothing.
    expect(await held(sale.eventId)).toMatchObject({ held: 10 });
    const [inv] = await db()
      .select({ held: inventory.held })
      .from(inventory)
      .where(eq(inventory.ticketTypeId, sale.types.General!));
    expect(inv!.held).toBe(10);
  });
});
