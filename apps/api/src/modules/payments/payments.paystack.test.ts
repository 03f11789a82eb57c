import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { orders, payments, refunds, tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp, listenOnLoopback } from '../../test/database.js';
import { fakePaystackConfig, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { TEST_PUBLIC_URL } from '../../test/templates.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, createSaleEvent, paymentRequest } from '../checkout/checkout.test-support.js';
import { processRefund, reconcilePayments, sweepRefunds } from '../checkout/order-payments.service.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

/**
 * Paystack end to end through the running API: the real client (paystack.ts) talks HTTP to a fake
 * Paystack on loopback, and the fake posts real signed webhooks to the app listening on a port.
 */

const SECRET = 'sk_test_paystack_through_the_api';

describe.each(ENGINES)('Paystack through the API on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let paystack: FakePaystack;
  let appUrl: string;
  let n = 0;

  beforeAll(async () => {
    paystack = await startFakePaystack({ secretKey: SECRET });
    ctx = await createTestApp(engine, { config: fakePaystackConfig(paystack, SECRET) });
    appUrl = await listenOnLoopback(ctx.app);
  });
  afterAll(async () => {
    await ctx?.close();
    await paystack?.close();
  });
  beforeEach(() => clearAvailabilityCache());

  const db = () => ctx.database.db;
  const webhookUrl = () => `${appUrl}/api/payments/webhooks/paystack`;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({ ...opts, remoteAddress: `10.9.${(++n >> 8) & 255}.${n & 255}` });
  const json = <T = TOrder>(res: { body: string }) => JSON.parse(res.body) as T;
  const requestsTo = (path: string) => paystack.requests.filter((r) => r.path === path);

  async function pendingOrder(who: number, price = 1500, quantity = 2) {
    const sale = await createSaleEvent(db(), { types: { General: { price, quantity: 50 } } });
    const res = await send(orderRequest(sale.eventId, sale.types.General!, buyer(who), { quantity }));
    expect(res.statusCode, res.body).toBe(201);
    const o = json(res);
    expect(o.status).toBe('pending');
    return o;
  }
  // M-Pesa from a browser on which the phone is proven (decision 042).
  const pay = async (token: string, body: Record<string, unknown>) => send(await paymentRequest(ctx.app, token, body));
  const started = async (token: string, body: Record<string, unknown>) => {
    const res = await pay(token, body);
    expect(res.statusCode, res.body).toBe(200);
    return json<{ order: TOrder; redirectUrl: string | null }>(res);
  };
  const getOrder = async (token: string) => json(await send({ method: 'GET', url: `/api/orders/${token}` }));
  const verify = async (token: string) => {
    const res = await send({ method: 'POST', url: `/api/orders/${token}/verify` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  };
  const orderRow = async (token: string) => (await db().select().from(orders).where(eq(orders.publicToken, token)))[0]!;
  const refundsOf = async (token: string) =>
    db()
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, (await orderRow(token)).id));
  const ticketCount = async (token: string) =>
    (
      await db()
        .select()
        .from(tickets)
        .where(eq(tickets.orderId, (await orderRow(token)).id))
    ).length;

  it('pays by card: the hosted page, then a signed charge.success settles the order exactly once', async () => {
    const o = await pendingOrder(1);
    const { order, redirectUrl } = await started(o.token, { channel: 'card' });
    const reference = order.payment!.reference;
    expect(order.payment).toMatchObject({ provider: 'paystack', channel: 'card', status: 'initialized' });
    expect(redirectUrl).toBe(`https://checkout.paystack.com/fake-${reference}`);

    const init = requestsTo('/transaction/initialize').find(
      (r) => (r.body as { reference?: string }).reference === reference,
    );
    expect(init).toBeTruthy();
    expect(init!.authorization).toBe(`Bearer ${SECRET}`);
    expect(init!.body).toMatchObject({
      amount: o.total * 100,
      currency: 'KES',
      email: o.buyer.email,
      reference,
      callback_url: `${TEST_PUBLIC_URL}/checkout/verifying?order=${o.token}&reference=${reference}`,
    });

    paystack.complete(reference, { status: 'success', channel: 'card' });
    const hook = await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(reference));
    expect(hook.status, await hook.clone().text()).toBe(200);
    expect(await hook.json()).toEqual({ received: true });

    const paid = await getOrder(o.token);
    expect(paid).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded', channel: 'card' } });
    expect(paid.tickets).toHaveLength(2);
    const [row] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(row).toMatchObject({
      paidAmount: o.total,
      paidCurrency: 'KES',
      providerFee: Math.ceil((o.total * 1.5) / 100),
    });

    // Paystack retries webhooks: the same one again changes nothing.
    const again = await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(reference));
    expect(again.status).toBe(200);
    expect(await ticketCount(o.token)).toBe(2);
    expect(await refundsOf(o.token)).toEqual([]);

    const checked = await verify(o.token);
    expect(checked.status).toBe('paid');
    expect(checked.tickets.map((t) => t.code)).toEqual(paid.tickets.map((t) => t.code));
    expect(await ticketCount(o.token)).toBe(2);
  });

  it('refuses a webhook with a wrong signature and changes nothing', async () => {
    const o = await pendingOrder(2);
    const reference = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    paystack.complete(reference, { status: 'success' });

    const bad = await paystack.badSignatureWebhook(webhookUrl(), 'charge.success', paystack.transactionData(reference));
    expect(bad.status).toBe(401);
    expect(await bad.json()).toMatchObject({ code: 'webhook_signature_invalid' });
    const unsigned = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'charge.success', data: paystack.transactionData(reference) }),
    });
    expect(unsigned.status).toBe(401);

    const still = await getOrder(o.token);
    expect(still).toMatchObject({ status: 'pending', payment: { reference, status: 'initialized' } });
    expect(still.tickets).toEqual([]);
    expect(await ticketCount(o.token)).toBe(0);
  });

  it('never sells on an amount Paystack did not take in full: refund due, order still pending', async () => {
    const o = await pendingOrder(3);
    const reference = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    // 50 cents short: rounds down to one shilling less, never up to the full price.
    paystack.complete(reference, { status: 'success', amount: o.total * 100 - 50 });
    const hook = await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(reference));
    expect(hook.status).toBe(200);

    const after = await getOrder(o.token);
    expect(after.status).toBe('pending');
    expect(after.tickets).toEqual([]);
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'amount_mismatch', amount: o.total - 1 })]);
    expect(await refundsOf(o.token)).toEqual([
      expect.objectContaining({ reason: 'amount_mismatch', amount: o.total - 1, status: 'pending' }),
    ]);
    expect(await ticketCount(o.token)).toBe(0);
  });

  it('pays by M-Pesa: a prompt on the phone, then verify settles it with the receipt', async () => {
    const o = await pendingOrder(4, 800, 1);
    const { order, redirectUrl } = await started(o.token, { channel: 'mpesa', phone: '0712345678' });
    const reference = order.payment!.reference;
    expect(redirectUrl).toBeNull();
    expect(order.payment).toMatchObject({
      provider: 'paystack',
      channel: 'mpesa',
      status: 'pending',
      phone: '+254712345678',
    });
    expect(order.payment!.message).toMatch(/M-Pesa PIN/);

    const charge = requestsTo('/charge').find((r) => (r.body as { reference?: string }).reference === reference);
    expect(charge).toBeTruthy();
    expect(charge!.body).toMatchObject({
      amount: o.total * 100,
      currency: 'KES',
      email: o.buyer.email,
      reference,
      mobile_money: { phone: '+254712345678', provider: 'mpesa' },
    });

    // The buyer has not answered yet: verify leaves it open.
    expect(await verify(o.token)).toMatchObject({ status: 'pending', payment: { status: 'pending' } });

    paystack.complete(reference, { status: 'success', channel: 'mobile_money', receipt: 'QGH7XK2L9P' });
    const paid = await verify(o.token);
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { reference, status: 'succeeded', channel: 'mpesa', mpesaReceipt: 'QGH7XK2L9P' },
    });
    expect(paid.tickets).toHaveLength(1);
  });

  it('refunds a duplicate payment through Paystack and records refund.processed', async () => {
    const o = await pendingOrder(5, 1200, 1);
    const r1 = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    const r2 = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    expect(r1).not.toBe(r2);
    paystack.complete(r1, { status: 'success' });
    paystack.complete(r2, { status: 'success' });
    expect((await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(r1))).status).toBe(200);
    expect((await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(r2))).status).toBe(200);

    const both = await getOrder(o.token);
    expect(both.status).toBe('paid');
    expect(both.tickets).toHaveLength(1);
    expect(both.refunds).toEqual([
      expect.objectContaining({ reason: 'duplicate_payment', amount: o.total, status: 'pending' }),
    ]);
    const [refund] = await refundsOf(o.token);
    const [second] = await db().select().from(payments).where(eq(payments.reference, r2));
    expect(refund!.paymentId).toBe(second!.id);

    await processRefund(ctx.app, refund!.id);
    await processRefund(ctx.app, refund!.id); // already sent: not sent twice
    const sent = requestsTo('/refund').filter((r) => (r.body as { transaction?: string }).transaction === r2);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({ transaction: r2, amount: o.total * 100 });
    const fakeRefund = paystack.refunds.find((r) => r.transactionReference === r2)!;
    expect(fakeRefund).toMatchObject({ amount: o.total * 100, status: 'pending' });
    expect((await refundsOf(o.token))[0]).toMatchObject({
      status: 'processing',
      providerReference: String(fakeRefund.id),
    });
    expect((await getOrder(o.token)).refunds).toEqual([expect.objectContaining({ status: 'processing' })]);

    fakeRefund.status = 'processed';
    const hook = await paystack.webhook(webhookUrl(), 'refund.processed', {
      id: fakeRefund.id,
      status: 'processed',
      transaction_reference: r2,
      refund_reference: `RF${fakeRefund.id}`,
      amount: fakeRefund.amount,
      currency: 'KES',
      domain: 'test',
    });
    expect(hook.status).toBe(200);
    const done = await getOrder(o.token);
    expect(done.refunds).toEqual([expect.objectContaining({ reason: 'duplicate_payment', status: 'processed' })]);
    expect(done.status).toBe('paid');
    expect(done.tickets).toHaveLength(1);
    expect((await refundsOf(o.token))[0]!.processedAt).toBeInstanceOf(Date);
  });

  /** An order paid twice: its second payment's refund, pending, and that payment's reference. */
  async function duplicateRefund(who: number) {
    const o = await pendingOrder(who, 900, 1);
    const r1 = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    const r2 = (await started(o.token, { channel: 'card' })).order.payment!.reference;
    for (const r of [r1, r2]) {
      paystack.complete(r, { status: 'success' });
      expect((await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(r))).status).toBe(200);
    }
    const [refund] = await refundsOf(o.token);
    expect(refund).toMatchObject({ status: 'pending', reason: 'duplicate_payment' });
    return { token: o.token, reference: r2, refundId: refund!.id };
  }
  const refundCalls = (reference: string) =>
    paystack.requests.filter(
      (r) =>
        r.method === 'POST' && r.path === '/refund' && (r.body as { transaction?: string }).transaction === reference,
    ).length;
  const refundRow = async (id: number) => (await db().select().from(refunds).where(eq(refunds.id, id)))[0]!;

  it('sweeps refunds left behind: a lost answer found at Paystack, a call that never left sent once, a given-up one sent', async () => {
    const now = new Date();
    const ago = (min: number) => new Date(now.getTime() - min * 60_000);
    // A: sent, then the process died before recording Paystack's answer.
    const a = await duplicateRefund(61);
    await processRefund(ctx.app, a.refundId);
    const sentA = paystack.refunds.find((r) => r.transactionReference === a.reference)!;
    await db()
      .update(refunds)
      .set({ providerReference: null, updatedAt: ago(20) })
      .where(eq(refunds.id, a.refundId));
    // B: claimed, then the process died before calling Paystack.
    const b = await duplicateRefund(62);
    await db()
      .update(refunds)
      .set({ status: 'processing', updatedAt: ago(20) })
      .where(eq(refunds.id, b.refundId));
    // C: its job gave up while Paystack was down; D: pending a moment ago, its job still at work.
    const c = await duplicateRefund(63);
    await db()
      .update(refunds)
      .set({ updatedAt: ago(10) })
      .where(eq(refunds.id, c.refundId));
    const d = await duplicateRefund(64);

    expect(await sweepRefunds(ctx.app, now)).toBeGreaterThanOrEqual(3);
    expect(refundCalls(a.reference)).toBe(1);
    expect(await refundRow(a.refundId)).toMatchObject({ status: 'processing', providerReference: String(sentA.id) });
    for (const x of [b, c]) {
      expect(refundCalls(x.reference)).toBe(1);
      const sent = paystack.refunds.find((r) => r.transactionReference === x.reference)!;
      expect(await refundRow(x.refundId)).toMatchObject({ status: 'processing', providerReference: String(sent.id) });
    }
    expect(refundCalls(d.reference)).toBe(0);
    expect((await refundRow(d.refundId)).status).toBe('pending');

    // Nothing is sent twice however often the sweep runs.
    await sweepRefunds(ctx.app, new Date(now.getTime() + 30 * 60_000));
    for (const x of [a, b, c]) expect(refundCalls(x.reference)).toBe(1);
  });

  it('answers 502 payment_unavailable when Paystack is down, and the order can be paid after', async () => {
    const o = await pendingOrder(6);
    paystack.failNext('/transaction/initialize', 500);
    const down = await pay(o.token, { channel: 'card' });
    expect(down.statusCode, down.body).toBe(502);
    const err = json<{ code: string; message: string }>(down);
    expect(err.code).toBe('payment_unavailable');
    expect(err.message).toMatch(/payment service/i);
    expect(err.message).not.toContain(SECRET);

    const still = await getOrder(o.token);
    expect(still.status).toBe('pending');
    expect(still.payment).toMatchObject({ status: 'failed' });

    const { order, redirectUrl } = await started(o.token, { channel: 'card' });
    const reference = order.payment!.reference;
    expect(redirectUrl).toBe(`https://checkout.paystack.com/fake-${reference}`);
    paystack.complete(reference, { status: 'success' });
    expect((await paystack.webhook(webhookUrl(), 'charge.success', paystack.transactionData(reference))).status).toBe(
      200,
    );
    const paid = await verify(o.token);
    expect(paid).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded' } });
    expect(paid.tickets).toHaveLength(2);
  });

  it('still settles a card payment made after the reconciliation job found the page not yet used', async () => {
    const o = await pendingOrder(7, 900, 1);
    const { order } = await started(o.token, { channel: 'card' });
    const reference = order.payment!.reference;
    // A minute on, the job asks Paystack, which calls a page not yet used "abandoned".
    expect(await reconcilePayments(ctx.app, new Date(Date.now() + 2 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(requestsTo(`/transaction/verify/${reference}`).length).toBeGreaterThanOrEqual(1);
    expect(await verify(o.token)).toMatchObject({ status: 'pending', payment: { reference, status: 'abandoned' } });
    // The buyer pays on the page; the webhook is lost. The verifying page asks again.
    paystack.complete(reference, { status: 'success' });
    const paid = await verify(o.token);
    expect(paid).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded' } });
  });

  it('heals a card payment made on a page the job had found unused, with the webhook lost and the tab closed', async () => {
    const o = await pendingOrder(9, 900, 1);
    const { order } = await started(o.token, { channel: 'card' });
    const reference = order.payment!.reference;
    await reconcilePayments(ctx.app, new Date(Date.now() + 2 * 60_000));
    expect((await getOrder(o.token)).payment).toMatchObject({ status: 'abandoned' });
    paystack.complete(reference, { status: 'success' });
    // Nobody calls verify: the next runs of the job find the payment.
    await reconcilePayments(ctx.app, new Date(Date.now() + 4 * 60_000));
    expect(await getOrder(o.token)).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded' } });
  });

  it('tells the buyer when Paystack refuses to send the M-Pesa prompt, and takes a webhook sent with a charset', async () => {
    const o = await pendingOrder(8, 700, 1);
    paystack.answerNextCharge('failed', 'The phone number is not registered for M-Pesa');
    const refused = await pay(o.token, { channel: 'mpesa', phone: '0712345000' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'payment_failed',
      message: 'The phone number is not registered for M-Pesa',
    });
    expect((await getOrder(o.token)).status).toBe('pending');

    const { order } = await started(o.token, { channel: 'mpesa' });
    const reference = order.payment!.reference;
    expect(order.payment!.phone).toBe(o.buyer.phone);
    paystack.complete(reference, { status: 'success', channel: 'mobile_money', receipt: 'QGH7XK2L9Q' });
    const signed = paystack.signedWebhook('charge.success', paystack.transactionData(reference));
    const hook = await fetch(webhookUrl(), {
      method: 'POST',
      headers: { ...signed.headers, 'content-type': 'application/json; charset=utf-8' },
      body: signed.body,
    });
    expect(hook.status, await hook.clone().text()).toBe(200);
    expect(await getOrder(o.token)).toMatchObject({ status: 'paid', payment: { mpesaReceipt: 'QGH7XK2L9Q' } });
  });
});
