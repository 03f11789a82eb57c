import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TAdminOrderDetail, TAdminPayout, TOrder } from '@tribe/contracts';
import { auditLog, hosts, ledgerEntries, orders, payouts } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, createSaleEvent, key, provenCookieFor } from '../checkout/checkout.test-support.js';
import { DarajaProvider } from '../payments/daraja.js';
import { darajaTestApp, OLD_SECRETS } from '../payments/daraja.test-support.js';
import { FAKE_DARAJA_B2C, type FakeDaraja } from '../payments/daraja-fake.js';
import { PAYMENT_MESSAGES } from '../payments/payments.messages.js';
import { signedInAdmin } from './admin.test-support.js';
import { ADMIN_MONEY_RECORDED } from './admin-money.texts.js';
import { endedEventWithLedger, hostWithPayoutAccount, requestedPayout } from './admin-money.test-support.js';
import { PAYOUT_B2C_NO_WORD_MS, reconcilePayouts, sendPayout } from './admin-payouts.service.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

/**
 * Hosts' payouts to M-Pesa by Daraja B2C (decision 025), through the real client against the
 * fake Daraja on loopback, whose results come to the listening app: paid, failed, timed out in
 * Safaricom's queue, a result sent twice, a crash between the request and its record, a wrong
 * secret; bank payouts staying with the card provider; and the admin order page asking
 * Safaricom (STK query) about a Daraja attempt.
 */

const SESSION_SECRET = 'admin-payouts-daraja-session-secret-0123456789';

describe.each(ENGINES)('admin payouts by Daraja B2C on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeDaraja;
  let appUrl: string;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let hostId: number;
  let n = 0;

  beforeAll(async () => {
    // Results come 0.1 s after a request, to this app wherever PUBLIC_URL says it is.
    ({ fake, ctx, appUrl } = await darajaTestApp(engine, { SESSION_SECRET }));
    admin = await signedInAdmin(ctx.app);
    hostId = await hostWithPayoutAccount(ctx.app, db());
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await ctx?.close();
    await fake?.close();
  });

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.22.${(++n >> 8) & 255}.${n & 255}`,
      headers: { cookie: admin.cookie, origin: ctx.app.config.publicUrl },
    });
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
  const row = async (id: number) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const ledgerOf = (id: number) =>
    db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, id), eq(ledgerEntries.kind, 'payout')));
  const auditOf = async (id: number) =>
    (
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subjectType, 'payout'), eq(auditLog.subjectId, String(id))))
        .orderBy(auditLog.id)
    ).map((a) => a.action);
  const until = async <T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 5000): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const v = await read();
      if (done(v) || Date.now() > end) return v;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  /** The payout's row once its status is `status` (the result comes back a moment after). */
  const rowOnce = (id: number, status: string) =>
    until(
      () => row(id),
      (r) => r.status === status,
    );
  const requestsFor = (reference: string) =>
    fake.requests.filter(
      (r) =>
        r.path === '/mpesa/b2c/v3/paymentrequest' &&
        (r.body as { OriginatorConversationID?: string }).OriginatorConversationID === reference,
    );
  /** The random secret in the result address the payout's B2C request carried (none: a made-up one). */
  const sentSecret = (reference: string) => {
    const t = fake.b2c.find((x) => x.originatorConversationId === reference);
    return t ? /\/([A-Za-z0-9_-]{43})\/result$/.exec(t.resultUrl)![1]! : 'x'.repeat(43);
  };
  const resultPath = (reference: string, secret = sentSecret(reference), kind = 'result') =>
    `${appUrl}/api/payments/daraja/payouts/${reference}/${secret}/${kind}`;
  const post = (url: string, body: unknown) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  /** An approved payout of `amount` from a fresh event, the host paid out to `phone`. */
  async function approvedPayout(phone: string, amount = 4_000) {
    await hostWithPayoutAccount(ctx.app, db(), phone, hostId);
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: amount + 500, fee: 500 });
    const p = await requestedPayout(db(), hostId, eventId, amount);
    const res = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(res.statusCode, res.body).toBe(200);
    const approved = json<TAdminPayout>(res);
    return { id: p.id, eventId, reference: approved.providerReference! };
  }

  it('pays a host’s M-Pesa number by B2C: one request, processing with the ConversationID, paid by the result', async () => {
    const { id, eventId, reference } = await approvedPayout('+254712345678', 4_000);
    await sendPayout(ctx.app, id);

    const [request] = requestsFor(reference);
    expect(request?.body).toMatchObject({
      OriginatorConversationID: reference,
      InitiatorName: FAKE_DARAJA_B2C.initiatorName,
      SecurityCredential: FAKE_DARAJA_B2C.securityCredential,
      CommandID: 'BusinessPayment',
      Amount: 4_000,
      PartyA: FAKE_DARAJA_B2C.shortcode,
      PartyB: '254712345678',
      ResultURL: `http://localhost:3000/api/payments/daraja/payouts/${reference}/${sentSecret(reference)}/result`,
      QueueTimeOutURL: `http://localhost:3000/api/payments/daraja/payouts/${reference}/${sentSecret(reference)}/timeout`,
    });
    const sent = fake.b2c.find((t) => t.originatorConversationId === reference)!;
    const processing = await row(id);
    // The result may already be in (0.1 s): either way the ConversationID is the transfer code.
    expect(processing).toMatchObject({ provider: 'daraja', attempts: 1, transferCode: sent.conversationId });

    const paid = await rowOnce(id, 'paid');
    expect(paid).toMatchObject({ status: 'paid', transferCode: sent.conversationId, failureReason: null });
    expect((await ledgerOf(id)).map((l) => [l.eventId, l.amount])).toEqual([[eventId, -4_000]]);
    expect(await auditOf(id)).toEqual(['payout.approved', 'payout.sent', 'payout.paid']);

    // Safaricom sends the result again: acknowledged, nothing changes.
    const again = await fake.resendB2cResult(sent.conversationId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await row(id)).toMatchObject({ status: 'paid', paidAt: paid.paidAt });
    expect(await ledgerOf(id)).toHaveLength(1);
    expect(await auditOf(id)).toEqual(['payout.approved', 'payout.sent', 'payout.paid']);

    // A second run of the job, or the reconciliation job, sends nothing more.
    await sendPayout(ctx.app, id);
    await reconcilePayouts(ctx.app, new Date(Date.now() + 2 * PAYOUT_B2C_NO_WORD_MS));
    expect(requestsFor(reference)).toHaveLength(1);
    expect((await row(id)).status).toBe('paid');
  });

  it('a failed result marks the payout failed in Safaricom’s words, with no ledger row; sent again, it is paid', async () => {
    const { id, reference } = await approvedPayout('+254712342001', 2_500);
    await sendPayout(ctx.app, id);
    const failed = await rowOnce(id, 'failed');
    expect(failed.failureReason).toBe(
      PAYMENT_MESSAGES.darajaPayoutFailed(2001, 'The initiator information is invalid.'),
    );
    expect(await ledgerOf(id)).toEqual([]);
    // The same result again changes nothing.
    const sent = fake.b2c.find((t) => t.originatorConversationId === reference)!;
    expect((await fake.resendB2cResult(sent.conversationId)).status).toBe(200);
    expect(await auditOf(id)).toEqual(['payout.approved', 'payout.sent', 'payout.failed']);

    // The host corrects the number; the admin sends it again with a new reference.
    await hostWithPayoutAccount(ctx.app, db(), '+254712345678', hostId);
    const retried = json<TAdminPayout>(await send({ method: 'POST', url: `/api/admin/payouts/${id}/retry` }));
    expect(retried.providerReference).not.toBe(reference);
    await sendPayout(ctx.app, id);
    expect((await rowOnce(id, 'paid')).status).toBe('paid');
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('a queue timeout marks it failed, in words saying to check the M-Pesa portal before sending again', async () => {
    const { id, reference } = await approvedPayout('+254712341037', 1_500);
    await sendPayout(ctx.app, id);
    const timedOut = await rowOnce(id, 'failed');
    expect(timedOut.failureReason).toBe(PAYMENT_MESSAGES.darajaPayoutTimedOut);
    expect(fake.b2c.find((t) => t.originatorConversationId === reference)?.results).toBe(1);
    expect(await ledgerOf(id)).toEqual([]);
  });

  it('a crash between the request and its record never sends twice; with no result for an hour it is failed in words', async () => {
    const { id, reference } = await approvedPayout('+254712340404', 3_000);
    // Safaricom takes the request (its result is lost), then the process dies before recording the answer.
    const real = DarajaProvider.prototype.b2cPayout;
    const spy = vi.spyOn(DarajaProvider.prototype, 'b2cPayout').mockImplementationOnce(async function (
      this: DarajaProvider,
      input,
    ) {
      await real.call(this, input);
      throw new Error('the process died');
    });
    await expect(sendPayout(ctx.app, id)).rejects.toThrow('the process died');
    spy.mockRestore();
    expect(requestsFor(reference)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'processing', provider: 'daraja', transferCode: null });

    // pg-boss runs the job again; the reconciliation job runs, now and later: nothing is sent again.
    await sendPayout(ctx.app, id);
    await reconcilePayouts(ctx.app, new Date(Date.now() + 15 * 60_000));
    expect(requestsFor(reference)).toHaveLength(1);
    // Nor through the card provider: it stays Safaricom's, as it was claimed.
    expect(await row(id)).toMatchObject({ status: 'processing', provider: 'daraja', attempts: 1, transferCode: null });

    // An hour with no word: failed, for a person to check the portal (the money is held no longer).
    await reconcilePayouts(ctx.app, new Date(Date.now() + PAYOUT_B2C_NO_WORD_MS + 60_000));
    expect(await row(id)).toMatchObject({
      status: 'failed',
      failureReason: ADMIN_MONEY_RECORDED.b2cNoResult(reference),
    });
    expect(requestsFor(reference)).toHaveLength(1);

    // Safaricom's result comes after all: it was paid, and the ledger says so once.
    const sent = fake.b2c.find((t) => t.originatorConversationId === reference)!;
    expect((await fake.resendB2cResult(sent.conversationId)).status).toBe(200);
    expect((await row(id)).status).toBe('paid');
    expect(await ledgerOf(id)).toHaveLength(1);
  });

  it('Safaricom refusing for its own trouble gives the payout back to the job, which sends it once', async () => {
    const { id, reference } = await approvedPayout('+254712345679', 1_000);
    fake.failNext('/mpesa/b2c/v3/paymentrequest', 503);
    await expect(sendPayout(ctx.app, id)).rejects.toThrow(/503/);
    expect(await row(id)).toMatchObject({ status: 'approved', provider: 'daraja', transferCode: null });
    expect(fake.b2c.filter((t) => t.originatorConversationId === reference)).toHaveLength(0);
    await sendPayout(ctx.app, id);
    expect((await rowOnce(id, 'paid')).status).toBe('paid');
    expect(fake.b2c.filter((t) => t.originatorConversationId === reference)).toHaveLength(1);
  });

  it('a result with a wrong secret, or for no B2C payout, is 404; one that is not a result is 400', async () => {
    const { id, reference } = await approvedPayout('+254712340404', 1_200);
    await sendPayout(ctx.app, id);
    const sent = fake.b2c.find((t) => t.originatorConversationId === reference)!;
    const body = fake.b2cResultBody(sent.conversationId);
    expect((await post(resultPath(reference, 'not-the-secret'), body)).status).toBe(404);
    // The address as it was made before migration 0025, from SESSION_SECRET: refused.
    expect((await post(resultPath(reference, OLD_SECRETS.payout(reference, SESSION_SECRET)), body)).status).toBe(404);
    // Nor does the stored hash open it (a copy of the database).
    expect((await post(resultPath(reference, (await row(id)).resultSecretHash!), body)).status).toBe(404);
    // The right secret with a reference no B2C payout has.
    const other = 'tikiti-po-999999-000000000000';
    expect((await post(resultPath(other, sentSecret(reference)), body)).status).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'processing' });
    expect((await post(resultPath(reference), { Result: {} })).status).toBe(400);
    // A result naming another request than the one recorded is acknowledged and ignored.
    const crossed = await post(resultPath(reference), {
      Result: { ResultType: 0, ResultCode: 0, ResultDesc: 'ok', ConversationID: 'AG_other' },
    });
    expect(crossed.status).toBe(200);
    expect((await row(id)).status).toBe('processing');
    expect((await post(resultPath(reference), body)).status).toBe(200);
    expect((await row(id)).status).toBe('paid');
  });

  it('a bank payout keeps going through the card provider (the sandbox here)', async () => {
    await hostWithPayoutAccount(ctx.app, db(), '+254712345678', hostId);
    await db()
      .update(hosts)
      .set({
        payoutMethod: 'bank',
        payoutDetailsEncrypted: ctx.app.payoutCipher.encrypt(
          JSON.stringify({ method: 'bank', bankName: 'KCB', accountNumber: '1234567890', accountName: 'Savannah' }),
          `hosts.payout_details:${hostId}`,
        ),
      })
      .where(eq(hosts.id, hostId));
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 900 });
    const p = await requestedPayout(db(), hostId, eventId, 900);
    const approved = json<TAdminPayout>(await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` }));
    await sendPayout(ctx.app, p.id);
    expect(await row(p.id)).toMatchObject({ status: 'processing', provider: 'sandbox' });
    expect(requestsFor(approved.providerReference!)).toHaveLength(0);
  });

  describe('the admin order page asks Safaricom about a Daraja attempt', () => {
    async function mpesaOrder(phone: string) {
      clearAvailabilityCache();
      const sale = await createSaleEvent(db(), { types: { General: { price: 800, quantity: 20 } } });
      const buy = (opts: InjectOptions) =>
        ctx.app.inject({ ...opts, remoteAddress: `10.23.${(++n >> 8) & 255}.${n & 255}` });
      const held = await buy(orderRequest(sale.eventId, sale.types.General!, buyer(`b2c${n}`)));
      expect(held.statusCode, held.body).toBe(201);
      const order = json<TOrder>(held);
      const started = await buy({
        method: 'POST',
        url: `/api/orders/${order.token}/payments`,
        payload: { idempotencyKey: key(), channel: 'mpesa', phone },
        // A browser on which the phone is proven (decision 042).
        headers: { cookie: await provenCookieFor(ctx.app, order.token, phone) },
      });
      expect(started.statusCode, started.body).toBe(200);
      const [o] = await db().select().from(orders).where(eq(orders.publicToken, order.token));
      return { id: o!.id, order };
    }
    const detail = async (id: number) => {
      const res = await send({ method: 'GET', url: `/api/admin/orders/${id}` });
      expect(res.statusCode, res.body).toBe(200);
      return json<TAdminOrderDetail>(res);
    };

    it('a paid attempt: the STK query’s answer beside ours, with no receipt and the amount asked', async () => {
      const { id, order } = await mpesaOrder('0712555678');
      await until(
        () => detail(id),
        (d) => d.status === 'paid',
      );
      const queries = () => fake.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query').length;
      const before = queries();
      const d = await detail(id);
      expect(queries()).toBe(before + 1);
      expect(d.payments).toHaveLength(1);
      const [p] = d.payments;
      expect(p!.providerError).toBeNull();
      expect(p!.ours).toMatchObject({ provider: 'daraja', status: 'succeeded', amount: order.total });
      expect(p!.ours.mpesaReceipt).toMatch(/^S/);
      expect(p!.provider).toEqual({
        reference: p!.ours.reference,
        provider: 'daraja',
        channel: 'mpesa',
        status: 'succeeded',
        amount: order.total,
        currency: 'KES',
        mpesaReceipt: null,
        providerFee: null,
        failureReason: null,
      });
    });

    it('a cancelled prompt: Safaricom’s result in our words, no amount; Safaricom down is said so', async () => {
      const { id } = await mpesaOrder('0712551032');
      await until(
        () => detail(id),
        (d) => d.payments[0]?.ours.status === 'failed',
      );
      const [p] = (await detail(id)).payments;
      expect(p!.provider).toMatchObject({
        provider: 'daraja',
        status: 'failed',
        amount: null,
        failureReason: PAYMENT_MESSAGES.mpesaCancelled,
      });
      fake.failNext('/mpesa/stkpushquery/v1/query', 500);
      const [down] = (await detail(id)).payments;
      expect(down!.provider).toBeNull();
      expect(down!.providerError).toMatch(/^The payment provider did not answer\. Daraja POST \/mpesa\/stkpushquery/);
    });
  });
});
