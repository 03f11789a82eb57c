import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { ORDER_EVENT_TYPES, type OrderEvents, type OrderEventType } from '../../lib/domain-events.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { sandboxPaidOrder } from '../admin/admin-money.test-support.js';
import { SMS_JOB } from '../sms/sms.service.js';
import { clearAvailabilityCache } from './checkout.availability.js';
import { checkoutContext } from './checkout.context.js';
import { expireHolds } from './checkout.expire.js';
import { JOB } from './checkout.job-names.js';
import { buyer, cartBody, createSaleEvent, key } from './checkout.test-support.js';

/**
 * The order engine announces what happened, once, and mail, SMS, metrics and its own sold-out
 * notes subscribe (issue 24 item 2, decision 043). Before: the settling stage queued the mail by
 * hand, the mail's job queued the SMS, and every place that gave places back cleared the sold-out
 * notes itself.
 */
describe.each(ENGINES)('order events on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let heard: { type: OrderEventType; payload: OrderEvents[OrderEventType] }[] = [];
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    for (const type of ORDER_EVENT_TYPES)
      ctx.app.domainEvents.on(type, (payload) => void heard.push({ type, payload }));
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const jobs = () => ctx.app.jobs as RecordingJobQueue;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({ ...opts, remoteAddress: `10.43.${(++n >> 8) & 255}.${n & 255}` });
  const counted = async (event: OrderEventType) =>
    (await ctx.app.metrics.registry.getSingleMetric('tikiti_order_events_total')!.get()).values.find(
      (v) => v.labels.event === event,
    )?.value ?? 0;
  const hold = (eventId: number, ticketTypeId: number, who: string) =>
    send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: { eventId, tickets: [{ ticketTypeId, quantity: 1 }], buyer: buyer(who), idempotencyKey: key() },
    });

  it('announces a paid order once, however often the provider says so; its mail and SMS are queued beside each other', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1_500 } } });
    const paidBefore = await counted('order.paid');
    heard = [];
    const order = await sandboxPaidOrder(ctx.app, sale.eventId, sale.types.General!, 2);
    const id = (await send({ method: 'GET', url: `/api/orders/${order.token}` })).json<TOrder>();
    expect(id.status).toBe('paid');
    // The buyer checks again and the sandbox's webhook arrives twice: nothing is announced again.
    await send({ method: 'POST', url: `/api/orders/${order.token}/verify` });
    const hook = jobs().sent.find(
      (j) => j.name === JOB.sandboxWebhook && String(j.data.body).includes(order.payment!.reference),
    );
    for (let i = 0; i < 2; i++)
      await send({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        payload: String(hook!.data.body),
        headers: hook!.data.headers as Record<string, string>,
      });
    const paid = heard.filter((h) => h.type === 'order.paid');
    expect(paid).toHaveLength(1);
    const orderId = (paid[0]!.payload as OrderEvents['order.paid']).orderId;
    expect(await counted('order.paid')).toBe(paidBefore + 1);
    const queued = jobs()
      .sent.filter((j) => j.data.orderId === orderId)
      .map((j) => j.name);
    expect(queued).toEqual(expect.arrayContaining([JOB.orderConfirmation]));
    expect(queued.filter((name) => name === JOB.orderConfirmation)).toHaveLength(1);
    // SMS are on in tests only when configured; when they are, exactly one is queued.
    expect(queued.filter((name) => name === SMS_JOB.order).length).toBe(ctx.app.sms.enabled ? 1 : 0);
  });

  it('drops the sold-out note as soon as an expired hold gives its place back', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1_000, quantity: 1 } } });
    const typeId = sale.types.General!;
    clearAvailabilityCache();
    const first = await hold(sale.eventId, typeId, `first${n}`);
    expect(first.statusCode).toBe(201);
    // The next buyer is refused, and the refusal is noted so the crowd behind is refused at once.
    expect((await hold(sale.eventId, typeId, `second${n}`)).json()).toMatchObject({ code: 'sold_out' });
    heard = [];
    const later = new Date(Date.now() + 60 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(1);
    expect(heard.map((h) => h.type)).toEqual(['places.returned']);
    // Without the note dropped, this buyer would be told "sold out" from memory for a while yet.
    const third = await hold(sale.eventId, typeId, `third${n}`);
    expect(third.statusCode).toBe(201);
  });

  it('announces a free reservation by a buyer not signed in twice: the code to mail, then the tickets', async () => {
    const sale = await createSaleEvent(db(), { implicitFree: true, capacity: 10 });
    heard = [];
    const res = await send({
      method: 'POST',
      url: '/api/checkout/free-reservations',
      // The free admission of an event without ticket types (as checkout.limits.test.ts asks).
      payload: cartBody(sale.eventId, [{ ticketTypeId: 1, quantity: 1, price: 0 }], buyer(`free${n}`)),
    });
    expect(res.statusCode).toBe(201);
    expect(heard.map((h) => h.type)).toEqual(['order.code_issued']);
    const { orderId, code } = heard[0]!.payload as OrderEvents['order.code_issued'];
    expect(code).toMatch(/^\d{6}$/);
    const token = res.json<TOrder>().token;
    const confirmed = await send({ method: 'POST', url: `/api/orders/${token}/confirm`, payload: { code } });
    expect(confirmed.statusCode).toBe(200);
    expect(heard.map((h) => h.type)).toEqual(['order.code_issued', 'order.reserved']);
    expect((heard[1]!.payload as OrderEvents['order.reserved']).orderId).toBe(orderId);
  });
});
