import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_MINUTES, HOLD_BEFORE_PAYMENT_MINUTES, orderAmounts, type TOrder } from '@tribe/contracts';
import {
  buyerLimits,
  inventory,
  ledgerEntries,
  occurrences,
  orders,
  payments,
  refunds,
  tickets,
  users,
} from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ALL_ENGINES as ENGINES } from '../../test/database.js';
import { sessionCookieOf } from '../auth/auth.test-support.js';
import { sandboxWebhook } from '../payments/sandbox-provider.js';
import { JOB } from './checkout.job-names.js';
import { checkoutContext } from './checkout.context.js';
import { expireHolds } from './checkout.expire.js';
import { processRefund, reconcilePayments, settlePayment, startPayment } from './order-payments.service.js';
import {
  buyer,
  cartBody,
  createSaleEvent,
  datePlaces,
  key,
  paymentRequest,
  useCheckoutApp,
} from './checkout.test-support.js';
import { ticketQrSvg } from '../tickets/ticket-files.js';
import { listOutbox } from '../mail/mail.repository.js';

describe.each(ENGINES)('checkout API on %s', (engine) => {
  const ctx = useCheckoutApp(engine);
  let n = 0;

  const db = () => ctx.database.db;
  const jobs = () => ctx.app.jobs as RecordingJobQueue;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({ ...opts, remoteAddress: `10.8.${(++n >> 8) & 255}.${n & 255}` });
  const json = <T = TOrder>(res: { body: string }) => JSON.parse(res.body) as T;

  const order = (
    eventId: number | string,
    lines: { ticketTypeId: number; quantity: number; price?: number }[],
    extra: Record<string, unknown> = {},
  ) => send({ method: 'POST', url: '/api/checkout/orders', payload: cartBody(eventId, lines, buyer(1), extra) });
  const counts = async (eventId: number) => {
    const o = await datePlaces(db(), eventId);
    const inv = await db()
      .select({ held: inventory.held, sold: inventory.sold })
      .from(inventory)
      .innerJoin(occurrences, eq(occurrences.id, inventory.occurrenceId))
      .where(eq(occurrences.eventId, eventId));
    return {
      held: o.held,
      sold: o.sold,
      invHeld: inv.reduce((s, r) => s + r.held, 0),
      invSold: inv.reduce((s, r) => s + r.sold, 0),
    };
  };
  const getOrder = async (token: string) => json(await send({ method: 'GET', url: `/api/orders/${token}` }));
  // M-Pesa from a browser on which the phone is proven (decision 042; phone-proof.test.ts tests the code).
  const pay = async (token: string, body: Record<string, unknown>) => send(await paymentRequest(ctx.app, token, body));
  const sandboxChoose = (reference: string, outcome: string) =>
    send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome } });
  const verify = async (token: string) => json(await send({ method: 'POST', url: `/api/orders/${token}/verify` }));

  /** The confirmation code last mailed to `email` (a free reservation made without signing in). */
  async function codeMailedTo(email: string): Promise<string> {
    await ctx.app.mail.idle();
    const mail = (await listOutbox(db(), 50)).find(
      (m) => m.to === email && /confirm your Tikiti reservation/.test(m.subject),
    );
    const code = /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1];
    if (!code) throw new Error(`no reservation code mailed to ${email}`);
    return code;
  }
  const confirm = (token: string, code: string) =>
    send({ method: 'POST', url: `/api/orders/${token}/confirm`, payload: { code } });

  /** Holds tickets and pays them by sandbox card: the paid order. */
  async function paidOrder(eventId: number, typeId: number, quantity = 2, who = buyer(1)) {
    const res = await order(eventId, [{ ticketTypeId: typeId, quantity }], { buyer: who });
    expect(res.statusCode, res.body).toBe(201);
    const o = json(res);
    const started = await pay(o.token, { channel: 'card' });
    expect(started.statusCode, started.body).toBe(200);
    await sandboxChoose(json<{ order: TOrder }>(started).order.payment!.reference, 'success');
    return verify(o.token);
  }

  it('holds places for the hold time, prices from the server and the fee on top', async () => {
    const sale = await createSaleEvent(db(), {
      types: { VIP: { price: 2500, quantity: 10 }, Regular: { price: 1000, quantity: 50 } },
    });
    const res = await order(sale.eventId, [
      { ticketTypeId: sale.types.VIP!, quantity: 2, price: 2500 },
      { ticketTypeId: sale.types.Regular!, quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const o = json(res);
    const amounts = orderAmounts(
      [
        { unitPrice: 2500, quantity: 2 },
        { unitPrice: 1000, quantity: 1 },
      ],
      'buyer',
    );
    expect(o).toMatchObject({
      status: 'pending',
      subtotal: 6000,
      fees: amounts.fees,
      total: 6000 + amounts.fees,
      free: false,
    });
    expect(amounts.fees).toBeGreaterThan(0);
    expect(o.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const held = new Date(o.expiresAt!).getTime() - new Date(o.serverNow).getTime();
    // Until a payment starts, the hold is the short one (decision 038).
    expect(held).toBeGreaterThan((HOLD_BEFORE_PAYMENT_MINUTES - 0.1) * 60_000);
    expect(held).toBeLessThanOrEqual(HOLD_BEFORE_PAYMENT_MINUTES * 60_000);
    expect(await counts(sale.eventId)).toEqual({ held: 3, sold: 0, invHeld: 3, invSold: 0 });
    // No job per hold: the sweeps and the expiry on read end it (docs/checkout.md).
    expect(jobs().sent.some((j) => j.name === JOB.expireHolds)).toBe(false);
    expect(o.history.map((h) => h.status)).toEqual(['pending']);
  });

  it('answers a retried request with the same order, holding nothing twice', async () => {
    const sale = await createSaleEvent(db());
    const body = {
      eventId: sale.externalId,
      tickets: [{ ticketTypeId: sale.types.General!, quantity: 2 }],
      buyer: buyer(2),
      idempotencyKey: key(),
    };
    const [a, b] = await Promise.all([
      send({ method: 'POST', url: '/api/checkout/orders', payload: body }),
      send({ method: 'POST', url: '/api/checkout/orders', payload: body }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(json(a).token).toBe(json(b).token);
    expect((await counts(sale.eventId)).held).toBe(2);
  });

  it.each([
    [
      'an unknown ticket type',
      (t: number) => [{ ticketTypeId: t + 100_000, quantity: 1 }],
      400,
      'ticket_type_not_found',
    ],
    ['quantity 0', (t: number) => [{ ticketTypeId: t, quantity: 0 }], 400, 'validation_failed'],
    [
      'a quantity above the per-order limit',
      (t: number) => [{ ticketTypeId: t, quantity: 5 }],
      409,
      'order_limit_exceeded',
    ],
    [
      'a price changed in the request',
      (t: number) => [{ ticketTypeId: t, quantity: 1, price: 10 }],
      409,
      'price_changed',
    ],
    [
      'the same ticket type twice',
      (t: number) => [
        { ticketTypeId: t, quantity: 1 },
        { ticketTypeId: t, quantity: 1 },
      ],
      400,
      'quantity_invalid',
    ],
  ])('refuses %s with a clear 4xx and changes nothing', async (_what, lines, status, code) => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 20, maxPerOrder: 4 } } });
    const res = await order(sale.eventId, lines(sale.types.General!));
    expect(res.statusCode, res.body).toBe(status);
    expect(json<{ code: string; message: string }>(res)).toMatchObject({ code });
    expect(json<{ message: string }>(res).message.length).toBeGreaterThan(10);
    expect(await db().select().from(orders).where(eq(orders.eventId, sale.eventId))).toHaveLength(0);
    const c = await counts(sale.eventId);
    expect(c.held + c.sold).toBe(0);
  });

  it('refuses a date the event does not have, an event sold elsewhere and an unknown event', async () => {
    const shows = await createSaleEvent(db(), { eventType: 'multiple-shows' });
    const t = shows.types.General!;
    const noShow = await order(shows.eventId, [{ ticketTypeId: t, quantity: 1 }], { selectedShowTimeId: 999_999 });
    expect([noShow.statusCode, json<{ code: string }>(noShow).code]).toEqual([400, 'occurrence_not_found']);
    const missing = await order(shows.eventId, [{ ticketTypeId: t, quantity: 1 }]);
    expect(json<{ code: string }>(missing).code).toBe('occurrence_not_found');
    const ok = await order(shows.eventId, [{ ticketTypeId: t, quantity: 1 }], {
      selectedShowTimeId: shows.showTimeIds[1],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(json(ok).occurrence).toMatchObject({
      key: `show:${shows.showTimeIds[1]}`,
      showTimeId: shows.showTimeIds[1],
    });

    const recurring = await createSaleEvent(db(), { eventType: 'recurring' });
    const farAway = await order(recurring.eventId, [{ ticketTypeId: recurring.types.General!, quantity: 1 }], {
      selectedDate: '2031-01-01',
    });
    expect(json<{ code: string }>(farAway).code).toBe('occurrence_not_found');

    const external = await createSaleEvent(db(), { paymentType: 'external' });
    const ext = await order(external.eventId, [{ ticketTypeId: external.types.General!, quantity: 1 }]);
    expect([ext.statusCode, json<{ code: string }>(ext).code]).toEqual([409, 'event_not_on_sale']);
    const unknown = await order('no-such-event-here', [{ ticketTypeId: 1, quantity: 1 }]);
    expect([unknown.statusCode, json<{ code: string }>(unknown).code]).toEqual([404, 'event_not_found']);
  });

  it('keeps separate places per date, and an event capacity across ticket types', async () => {
    const sale = await createSaleEvent(db(), {
      eventType: 'multiple-shows',
      capacity: 3,
      types: { A: { price: 500, quantity: 10 }, B: { price: 800, quantity: 10 } },
    });
    const [s1, s2] = sale.showTimeIds;
    const mk = (show: number | undefined, lines: { ticketTypeId: number; quantity: number }[], who: number) =>
      order(sale.eventId, lines, { selectedShowTimeId: show, buyer: buyer(who) });
    expect((await mk(s1, [{ ticketTypeId: sale.types.A!, quantity: 2 }], 11)).statusCode).toBe(201);
    const over = await mk(s1, [{ ticketTypeId: sale.types.B!, quantity: 2 }], 12);
    expect([over.statusCode, json<{ code: string }>(over).code]).toEqual([409, 'sold_out']);
    expect((await mk(s1, [{ ticketTypeId: sale.types.B!, quantity: 1 }], 13)).statusCode).toBe(201);
    expect((await mk(s2, [{ ticketTypeId: sale.types.B!, quantity: 3 }], 14)).statusCode).toBe(201);

    const avail = json<{
      occurrences: {
        key: string;
        placesLeft: number | null;
        ticketTypes: { id: number; placesLeft: number | null; state: string }[];
      }[];
    }>(await send({ method: 'GET', url: `/api/events/${sale.eventId}/availability` }));
    const first = avail.occurrences.find((o) => o.key === `show:${s1}`)!;
    expect(first.placesLeft).toBe(0);
    expect(first.ticketTypes.map((t) => t.state)).toEqual(['sold_out', 'sold_out']);
  });

  it('caps tickets per buyer across orders, by email and by phone', async () => {
    const sale = await createSaleEvent(db(), { maxTicketsPerBuyer: 3 });
    const t = sale.types.General!;
    // Paid: a pending hold of the same buyer would be replaced, not counted (decision 017).
    await paidOrder(sale.eventId, t, 2, buyer(21));
    const sameEmail = await order(sale.eventId, [{ ticketTypeId: t, quantity: 2 }], {
      buyer: { ...buyer(21), phone: buyer(22).phone },
    });
    expect([sameEmail.statusCode, json<{ code: string }>(sameEmail).code]).toEqual([409, 'buyer_limit_exceeded']);
    const samePhone = await order(sale.eventId, [{ ticketTypeId: t, quantity: 2 }], {
      buyer: { ...buyer(21), email: 'other@example.co.ke' },
    });
    expect(json<{ code: string }>(samePhone).code).toBe('buyer_limit_exceeded');
    const tooMany = await order(sale.eventId, [{ ticketTypeId: t, quantity: 4 }], { buyer: buyer(23) });
    expect(json<{ code: string }>(tooMany).code).toBe('order_limit_exceeded');
    expect((await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(21) })).statusCode).toBe(201);
  });

  it('gives places back when the buyer changes tickets, and when the hold runs out', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 2 } } });
    const t = sale.types.General!;
    const a = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 2 }], { buyer: buyer(31) }));
    const cancelled = json(await send({ method: 'POST', url: `/api/orders/${a.token}/cancel` }));
    expect(cancelled).toMatchObject({ status: 'cancelled', statusReason: 'cancelled_by_buyer' });
    expect(await counts(sale.eventId)).toMatchObject({ held: 0, invHeld: 0 });
    const [limit] = await db()
      .select()
      .from(buyerLimits)
      .where(and(eq(buyerLimits.eventId, sale.eventId), eq(buyerLimits.buyerKey, 'e:buyer31@example.co.ke')));
    expect(limit!.tickets).toBe(0);

    const b = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 2 }], { buyer: buyer(32) }));
    const soldOut = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(33) });
    expect(json<{ code: string }>(soldOut).code).toBe('sold_out');
    const later = new Date(Date.now() + 11 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(1);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(0);
    expect(await getOrder(b.token)).toMatchObject({ status: 'expired', statusReason: 'hold_expired', expiresAt: null });
    expect(await counts(sale.eventId)).toMatchObject({ held: 0, invHeld: 0 });
    expect((await order(sale.eventId, [{ ticketTypeId: t, quantity: 2 }], { buyer: buyer(34) })).statusCode).toBe(201);
    const payExpired = await pay(b.token, { channel: 'card' });
    expect([payExpired.statusCode, json<{ code: string }>(payExpired).code]).toEqual([409, 'hold_expired']);
  });

  it('answers a new hold with the same order a read gives, without reading it back', async () => {
    const sale = await createSaleEvent(db(), {
      eventType: 'multiple-shows',
      types: { VIP: { price: 2500, quantity: 10 }, Regular: { price: 1000, quantity: 50 } },
    });
    const res = await order(
      sale.eventId,
      [
        { ticketTypeId: sale.types.Regular!, quantity: 1 },
        { ticketTypeId: sale.types.VIP!, quantity: 2 },
      ],
      { selectedShowTimeId: sale.showTimeIds[0], buyer: buyer(41) },
    );
    expect(res.statusCode, res.body).toBe(201);
    const fresh = json(res);
    const read = await getOrder(fresh.token);
    expect({ ...fresh, serverNow: null }).toEqual({ ...read, serverNow: null });
    expect(fresh.items.map((i) => i.name)).toEqual(['Regular', 'VIP']);
  });

  it('refuses at once a date just found sold out, until this process gives a place back or a second passes', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 1 } } });
    const t = sale.types.General!;
    const first = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(51) }));
    const refused = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(52) });
    expect([refused.statusCode, json<{ code: string }>(refused).code]).toEqual([409, 'sold_out']);
    const notedAt = performance.now();

    // A place freed behind this process's back (another process) is not seen for up to a second.
    await db().update(inventory).set({ held: 0 }).where(eq(inventory.ticketTypeId, t));
    await db().update(occurrences).set({ held: 0 }).where(eq(occurrences.eventId, sale.eventId));
    const noted = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(53) });
    // (Only when the machine was quick enough for the note to still be fresh.)
    if (performance.now() - notedAt < 900) expect(json<{ code: string }>(noted).code).toBe('sold_out');
    else if (noted.statusCode === 201) await send({ method: 'POST', url: `/api/orders/${json(noted).token}/cancel` });
    await new Promise((r) => setTimeout(r, 1100));
    const second = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(54) });
    expect(second.statusCode, second.body).toBe(201);

    // Sold out again; a cancellation in this process makes the place sellable here at once.
    expect(
      json<{ code: string }>(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(55) })).code,
    ).toBe('sold_out');
    await send({ method: 'POST', url: `/api/orders/${json(second).token}/cancel` });
    const third = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(56) });
    expect(third.statusCode, third.body).toBe(201);
    expect(first.status).toBe('pending');
  });

  it('refuses a hold on a date cancelled after its places were first taken', async () => {
    const sale = await createSaleEvent(db());
    const t = sale.types.General!;
    expect((await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(61) })).statusCode).toBe(201);
    await db().update(occurrences).set({ cancelledAt: new Date() }).where(eq(occurrences.eventId, sale.eventId));
    const res = await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(62) });
    expect([res.statusCode, json<{ code: string }>(res).code]).toEqual([400, 'occurrence_not_found']);
    expect(await counts(sale.eventId)).toMatchObject({ held: 1, invHeld: 1 });
  });

  it('pays by sandbox card: one attempt per key, tickets once, the ledger written, the mail queued', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1500, quantity: 10 } } });
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 2 }], { buyer: buyer(41) }),
    );
    const idem = key();
    const [s1, s2] = await Promise.all([
      pay(o.token, { channel: 'card', idempotencyKey: idem }),
      pay(o.token, { channel: 'card', idempotencyKey: idem }),
    ]);
    expect([s1.statusCode, s2.statusCode]).toEqual([200, 200]);
    const started = json<{ order: TOrder; redirectUrl: string }>(s1);
    expect(json<{ redirectUrl: string }>(s2).redirectUrl).toBe(started.redirectUrl);
    expect(
      await db()
        .select()
        .from(payments)
        .where(eq(payments.orderId, (await db().select().from(orders).where(eq(orders.publicToken, o.token)))[0]!.id)),
    ).toHaveLength(1);
    const reference = started.order.payment!.reference;
    expect(started.redirectUrl).toContain(`/checkout/sandbox/${reference}?order=${o.token}`);

    const page = json<{ amount: number; eventTitle: string; status: string }>(
      await send({ method: 'GET', url: `/api/payments/sandbox/${reference}` }),
    );
    expect(page).toMatchObject({ amount: o.total, status: 'initialized' });
    const chosen = await sandboxChoose(reference, 'success');
    expect(json<{ redirectUrl: string }>(chosen).redirectUrl).toBe(
      `/checkout/verifying?order=${o.token}&reference=${reference}`,
    );
    const hook = jobs().sent.find((j) => j.name === JOB.sandboxWebhook && String(j.data.body).includes(reference));
    expect(hook).toBeTruthy();

    const paid = await verify(o.token);
    expect(paid).toMatchObject({ status: 'paid', expiresAt: null });
    expect(paid.tickets).toHaveLength(2);
    expect(new Set(paid.tickets.map((t) => t.code)).size).toBe(2);
    expect(ctx.app.ticketSigner.verify(paid.tickets[0]!.qrPayload)).toMatchObject({
      code: paid.tickets[0]!.code,
      eventId: sale.eventId,
    });
    expect(paid.history.map((h) => h.status)).toEqual(['pending', 'paid']);
    expect(await counts(sale.eventId)).toEqual({ held: 0, sold: 2, invHeld: 0, invSold: 2 });

    // The webhook the sandbox queued, delivered now and twice more: nothing more happens.
    for (let i = 0; i < 3; i++) {
      const res = await send({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        payload: String(hook!.data.body),
        headers: hook!.data.headers as Record<string, string>,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await getOrder(o.token)).tickets.map((t) => t.code)).toEqual(paid.tickets.map((t) => t.code));
    const ledger = await db().select().from(ledgerEntries).where(eq(ledgerEntries.eventId, sale.eventId));
    const fee = orderAmounts([{ unitPrice: 1500, quantity: 2 }], 'buyer').serviceFee;
    expect(ledger.map((l) => [l.kind, l.amount]).sort()).toEqual(
      [
        ['fee', -fee],
        ['sale', o.total],
      ].sort(),
    );
    expect(
      jobs().sent.filter((j) => j.name === JOB.orderConfirmation && j.data.orderId === ledger[0]!.orderId),
    ).toHaveLength(1);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const sale = await createSaleEvent(db());
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(51) }),
    );
    const started = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' }));
    const hook = sandboxWebhook('charge.success', started.order.payment!.reference, 'not-the-secret');
    const res = await send({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: hook.body,
      headers: hook.headers,
    });
    expect([res.statusCode, json<{ code: string }>(res).code]).toEqual([401, 'webhook_signature_invalid']);
    // The same body without a signature: refused by the sandbox, unknown to Paystack (no keys).
    const unsigned = (provider: string) =>
      send({
        method: 'POST',
        url: `/api/payments/webhooks/${provider}`,
        payload: hook.body,
        headers: { 'content-type': 'application/json' },
      });
    expect((await unsigned('sandbox')).statusCode).toBe(401);
    expect((await unsigned('paystack')).statusCode).toBe(404);
    expect((await getOrder(o.token)).status).toBe('pending');
  });

  it('keeps a declined order open to try again, and calls it failed when the hold runs out', async () => {
    const sale = await createSaleEvent(db());
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(61) }),
    );
    const started = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' }));
    await sandboxChoose(started.order.payment!.reference, 'decline');
    const declined = await verify(o.token);
    expect(declined).toMatchObject({ status: 'pending', statusReason: 'payment_declined' });
    expect(declined.payment).toMatchObject({ status: 'failed', message: 'Declined by the sandbox bank' });
    const retry = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' }));
    expect(retry.order.payment!.reference).not.toBe(started.order.payment!.reference);
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    expect((await getOrder(o.token)).status).toBe('failed');
  });

  it('starts no payment with under a minute of hold left, and extends the hold while one runs', async () => {
    const sale = await createSaleEvent(db());
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(71) }),
    );
    const expires = new Date(o.expiresAt!).getTime();
    await expect(
      startPayment(ctx.app, o.token, { channel: 'card', idempotencyKey: key() }, new Date(expires - 30_000)),
    ).rejects.toMatchObject({ code: 'hold_expiring' });
    // The first payment gives the hold its full time from when it was made (decision 038)…
    await startPayment(ctx.app, o.token, { channel: 'card', idempotencyKey: key() }, new Date(expires - 90_000));
    const full = new Date((await getOrder(o.token)).expiresAt!).getTime();
    expect(full).toBe(expires + (DEFAULT_HOLD_MINUTES - HOLD_BEFORE_PAYMENT_MINUTES) * 60_000);
    // …and a payment started later keeps at least three minutes.
    await startPayment(ctx.app, o.token, { channel: 'card', idempotencyKey: key() }, new Date(full - 90_000));
    const after = await getOrder(o.token);
    expect(new Date(after.expiresAt!).getTime()).toBe(full - 90_000 + 180_000);
  });

  it('pays by sandbox M-Pesa: the prompt answers after a few seconds, with a receipt; a phone ending 0000 declines', async () => {
    const sale = await createSaleEvent(db());
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(81) }),
    );
    const res = await pay(o.token, { channel: 'mpesa', phone: '0712345678' });
    const started = json<{ order: TOrder; redirectUrl: string | null }>(res);
    expect(started.redirectUrl).toBeNull();
    expect(started.order.payment).toMatchObject({ channel: 'mpesa', status: 'pending', phone: '+254712345678' });
    expect(started.order.payment!.message).toMatch(/M-Pesa PIN/);
    expect(
      jobs().sent.some((j) => j.name === JOB.sandboxMpesa && j.data.reference === started.order.payment!.reference),
    ).toBe(true);
    // A reload and a second tap before the phone answered: still the one prompt.
    const again = json<{ order: TOrder }>(await pay(o.token, { channel: 'mpesa', phone: '0712345678' }));
    expect(again.order.payment!.reference).toBe(started.order.payment!.reference);
    expect((await verify(o.token)).status).toBe('pending'); // the phone has not answered yet
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 5000) })
      .where(eq(payments.reference, started.order.payment!.reference));
    const paid = await verify(o.token);
    expect(paid.status).toBe('paid');
    expect(paid.payment!.mpesaReceipt).toMatch(/^SBX[A-Z0-9]{7}$/);

    const o2 = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(82) }),
    );
    const s2 = json<{ order: TOrder }>(await pay(o2.token, { channel: 'mpesa', phone: '0712340000' }));
    await db()
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 5000) })
      .where(eq(payments.reference, s2.order.payment!.reference));
    const declined = await verify(o2.token);
    expect(declined).toMatchObject({ status: 'pending', statusReason: 'payment_declined' });
    expect(declined.payment!.message).toMatch(/cancelled on the phone/);
  });

  it('accepts a payment that lands after its hold if the places are free, and refunds it if they are not', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 1 } } });
    const t = sale.types.General!;
    const late = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(91) }));
    const ref1 = json<{ order: TOrder }>(await pay(late.token, { channel: 'card' })).order.payment!.reference;
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    await sandboxChoose(ref1, 'success');
    const accepted = await verify(late.token);
    expect(accepted).toMatchObject({ status: 'paid', statusReason: 'late_payment_accepted' });
    expect(await counts(sale.eventId)).toMatchObject({ held: 0, sold: 1 });

    // The last place is sold; another late payment for the same date is refunded in full.
    await db().update(inventory).set({ capacity: 2 }).where(eq(inventory.ticketTypeId, t));
    const second = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(92) }));
    const ref2 = json<{ order: TOrder }>(await pay(second.token, { channel: 'card' })).order.payment!.reference;
    await expireHolds(checkoutContext(ctx.app), new Date(Date.now() + 30 * 60_000), sale.eventId);
    expect((await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(93) })).statusCode).toBe(201);
    await sandboxChoose(ref2, 'success');
    const refunded = await verify(second.token);
    expect(refunded).toMatchObject({ status: 'expired', statusReason: 'late_payment_sold_out' });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({ reason: 'late_payment_sold_out', amount: second.total, status: 'pending' }),
    ]);
    expect(refunded.tickets).toEqual([]);
    const job = jobs().sent.find((j) => j.name === JOB.processRefund);
    const [row] = await db()
      .select()
      .from(refunds)
      .where(
        eq(refunds.orderId, (await db().select().from(orders).where(eq(orders.publicToken, second.token)))[0]!.id),
      );
    expect(job).toBeTruthy();
    await processRefund(ctx.app, row!.id);
    await processRefund(ctx.app, row!.id);
    expect((await getOrder(second.token)).refunds).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(await counts(sale.eventId)).toMatchObject({ sold: 1, held: 1 });
  });

  it('refunds a second payment of a paid order once, and never sells on a wrong amount', async () => {
    const sale = await createSaleEvent(db());
    const t = sale.types.General!;
    const o = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(101) }));
    const r1 = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' })).order.payment!.reference;
    const r2 = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' })).order.payment!.reference;
    await sandboxChoose(r1, 'success');
    await sandboxChoose(r2, 'success');
    // Each "check my payment" asks about one attempt, the newest first (decision 038).
    await verify(o.token);
    const both = await verify(o.token);
    expect(both.status).toBe('paid');
    expect(both.tickets).toHaveLength(1);
    expect(both.refunds).toEqual([expect.objectContaining({ reason: 'duplicate_payment', amount: o.total })]);
    await verify(o.token);
    expect((await getOrder(o.token)).refunds).toHaveLength(1);

    const m = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(102) }));
    const ref = json<{ order: TOrder }>(await pay(m.token, { channel: 'card' })).order.payment!.reference;
    const ctxc = checkoutContext(ctx.app);
    expect(
      (await settlePayment(ctxc, { reference: ref, status: 'succeeded', amount: m.total - 1, currency: 'KES' }))
        .outcome,
    ).toBe('refund_due');
    const wrong = await getOrder(m.token);
    expect(wrong.status).toBe('pending');
    expect(wrong.refunds).toEqual([expect.objectContaining({ reason: 'amount_mismatch', amount: m.total - 1 })]);
    expect(
      (await settlePayment(ctxc, { reference: ref, status: 'succeeded', amount: m.total, currency: 'KES' })).outcome,
    ).toBe('already_settled');
    const usd = json(await order(sale.eventId, [{ ticketTypeId: t, quantity: 1 }], { buyer: buyer(103) }));
    const refUsd = json<{ order: TOrder }>(await pay(usd.token, { channel: 'card' })).order.payment!.reference;
    expect(
      (await settlePayment(ctxc, { reference: refUsd, status: 'succeeded', amount: usd.total, currency: 'USD' }))
        .outcome,
    ).toBe('refund_due');
    expect((await getOrder(usd.token)).status).toBe('pending');
  });

  it('heals a payment nobody reported, by asking the provider (the reconciliation job)', async () => {
    const sale = await createSaleEvent(db());
    const o = json(
      await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], { buyer: buyer(111) }),
    );
    const ref = json<{ order: TOrder }>(await pay(o.token, { channel: 'card' })).order.payment!.reference;
    await db()
      .update(payments)
      .set({ providerResponse: { sandboxOutcome: 'success' } })
      .where(eq(payments.reference, ref));
    expect(await reconcilePayments(ctx.app, new Date(Date.now() + 2 * 60_000))).toBeGreaterThanOrEqual(1);
    expect((await getOrder(o.token)).status).toBe('paid');
  });

  it('reserves a free event without ticket types through its hidden Free Admission row, and cancels it', async () => {
    const sale = await createSaleEvent(db(), { implicitFree: true, capacity: 2 });
    const reserve = (who: number, quantity = 1) =>
      send({
        method: 'POST',
        url: '/api/checkout/free-reservations',
        payload: cartBody(sale.eventId, [{ ticketTypeId: 1, quantity, price: 0 }], {
          name: 'Otieno Odhiambo',
          email: `free${who}@example.co.ke`,
        }),
      });
    const res = await reserve(121, 2);
    expect(res.statusCode, res.body).toBe(201);
    // Not signed in: held until the mailed code is typed (decision 017).
    expect(json(res)).toMatchObject({ status: 'pending', free: true, tickets: [] });
    const confirmed = await confirm(json(res).token, await codeMailedTo('free121@example.co.ke'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const r = json(confirmed);
    expect(r).toMatchObject({
      status: 'reserved',
      free: true,
      total: 0,
      expiresAt: null,
      items: [{ name: 'Free Admission', quantity: 2, unitPrice: 0 }],
    });
    expect(r.tickets).toHaveLength(2);
    expect(jobs().sent.some((j) => j.name === JOB.orderConfirmation)).toBe(true);
    expect(json<{ code: string }>(await reserve(122)).code).toBe('sold_out');
    const avail = json<{ occurrences: { ticketTypes: { id: number; placesLeft: number }[] }[] }>(
      await send({ method: 'GET', url: `/api/events/${sale.eventId}/availability` }),
    );
    expect(avail.occurrences[0]!.ticketTypes).toEqual([{ id: 1, placesLeft: 0, state: 'sold_out' }]);

    const cancelled = json(await send({ method: 'POST', url: `/api/orders/${r.token}/cancel` }));
    expect(cancelled.status).toBe('cancelled');
    const voided = await db()
      .select({ status: tickets.status })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.publicToken, r.token));
    expect(voided.map((t) => t.status)).toEqual(['void', 'void']);
    expect(json(await reserve(122)).status).toBe('pending');

    const paidEvent = await createSaleEvent(db());
    const notFree = await send({
      method: 'POST',
      url: '/api/checkout/free-reservations',
      payload: {
        eventId: paidEvent.eventId,
        tickets: [{ ticketTypeId: paidEvent.types.General!, quantity: 1 }],
        buyer: { name: 'Otieno', email: 'x@example.co.ke' },
        idempotencyKey: key(),
      },
    });
    expect([notFree.statusCode, json<{ code: string }>(notFree).code]).toEqual([400, 'bad_request']);
  });

  it("records the buyer's language on the order and mails the reservation code in it", async () => {
    const sale = await createSaleEvent(db(), { implicitFree: true, capacity: 5 });
    const reserve = (email: string, extra: { locale?: string; headers?: Record<string, string> }) =>
      send({
        method: 'POST',
        url: '/api/checkout/free-reservations',
        headers: extra.headers,
        payload: {
          eventId: sale.eventId,
          tickets: [{ ticketTypeId: 1, quantity: 1, price: 0 }],
          buyer: { name: 'Amina Wanjiku', email },
          idempotencyKey: key(),
          ...(extra.locale ? { locale: extra.locale } : {}),
        },
      });
    // Named in the body, from the lang cookie, from Accept-Language, and nothing (English).
    const named = json(await reserve('sw1@example.co.ke', { locale: 'sw' }));
    const cookie = json(await reserve('sw2@example.co.ke', { headers: { cookie: 'lang=sw' } }));
    const header = json(await reserve('sw3@example.co.ke', { headers: { 'accept-language': 'sw-KE,en;q=0.5' } }));
    const english = json(await reserve('en1@example.co.ke', {}));
    expect([named, cookie, header, english].map((o) => o.buyer.locale)).toEqual(['sw', 'sw', 'sw', 'en']);
    const stored = await db().select({ locale: orders.locale }).from(orders).where(eq(orders.publicToken, named.token));
    expect(stored).toEqual([{ locale: 'sw' }]);

    await ctx.app.mail.idle();
    const outbox = await listOutbox(db(), 50);
    const mailTo = (to: string) => outbox.find((m) => m.to === to)!;
    expect(mailTo('sw1@example.co.ke').subject).toMatch(/^\d{6} ni namba yako ya kuthibitisha nafasi yako ya Tikiti$/);
    expect(mailTo('sw1@example.co.ke').text).toContain('Habari Amina Wanjiku,');
    expect(mailTo('en1@example.co.ke').subject).toMatch(/confirm your Tikiti reservation/);

    // A language the product does not speak is refused, not stored.
    const bad = await reserve('fr@example.co.ke', { locale: 'fr' });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the language of a paid hold', async () => {
    const sale = await createSaleEvent(db());
    const res = await order(sale.eventId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], {
      buyer: buyer(141),
      locale: 'sw',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res).buyer.locale).toBe('sw');
    expect((await getOrder(json(res).token)).buyer.locale).toBe('sw');
  });

  it('serves the tickets as PDF, calendar file and QR codes by token only, and lists them in My tickets', async () => {
    const sale = await createSaleEvent(db());
    const paid = await paidOrder(sale.eventId, sale.types.General!, 2, {
      ...buyer(131),
      email: 'my.tickets@example.co.ke',
    });
    const pdf = await send({ method: 'GET', url: `/api/orders/${paid.token}/tickets.pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const ics = await send({ method: 'GET', url: `/api/orders/${paid.token}/calendar.ics` });
    expect(ics.body).toContain('BEGIN:VEVENT');
    const qr = await send({ method: 'GET', url: `/api/orders/${paid.token}/tickets/${paid.tickets[0]!.id}/qr.svg` });
    expect([qr.statusCode, qr.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    expect(qr.body).toContain('<svg');
    // The image carries the same signed payload as the order (Ed25519 signatures are deterministic).
    expect(qr.body).toBe(await ticketQrSvg(paid.tickets[0]!.qrPayload));
    expect((await send({ method: 'GET', url: `/api/orders/${'x'.repeat(32)}/tickets.pdf` })).statusCode).toBe(404);
    const other = await paidOrder(sale.eventId, sale.types.General!, 1, buyer(132));
    expect(
      (await send({ method: 'GET', url: `/api/orders/${paid.token}/tickets/${other.tickets[0]!.id}/qr.svg` }))
        .statusCode,
    ).toBe(404);

    expect((await send({ method: 'GET', url: '/api/profile/tickets' })).statusCode).toBe(401);
    const password = 'Kilimanjaro#2026';
    const username = `mytickets${n}`;
    await db()
      .insert(users)
      .values({
        username,
        email: 'My.Tickets@example.co.ke',
        firstName: 'Achieng',
        lastName: 'Otieno',
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
      });
    const signin = await send({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { username, password, rememberMe: false },
    });
    expect(signin.statusCode, signin.body).toBe(200);
    const mine = json<{ upcoming: TOrder[]; past: TOrder[] }>(
      await send({ method: 'GET', url: '/api/profile/tickets', headers: { cookie: sessionCookieOf(signin) } }),
    );
    expect(mine.upcoming.map((o) => o.token)).toEqual([paid.token]);
    expect(mine.past).toEqual([]);

    const resend = await send({
      method: 'POST',
      url: '/api/orders/resend',
      payload: { email: 'my.tickets@example.co.ke' },
    });
    expect([resend.statusCode, json<{ success: boolean }>(resend).success]).toEqual([202, true]);
    expect(jobs().sent.some((j) => j.name === JOB.resendTickets && j.data.email === 'my.tickets@example.co.ke')).toBe(
      true,
    );
  });
});
