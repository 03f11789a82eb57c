import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { loadConfig } from '../../config.js';
import { darajaC2bRegistrations, orders, payments, refunds, tickets } from '../../db/schema/index.js';
import { ALL_ENGINES, createTestApp } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, createSaleEvent, key, provenCookieFor } from '../checkout/checkout.test-support.js';
import {
  DarajaProvider,
  darajaCallbackSecretMatches,
  darajaPassword,
  darajaPhone,
  darajaSecretHash,
  darajaTimestamp,
  newDarajaCallbackSecret,
  DARAJA_TOKEN_MARGIN_MS,
  type DarajaPaymentRecord,
} from './daraja.js';
import {
  FAKE_DARAJA_B2C,
  FAKE_DARAJA_CREDENTIALS,
  FAKE_DARAJA_PAYBILL,
  startFakeDaraja,
  type FakeDaraja,
} from './daraja-fake.js';
import { darajaTestApp, OLD_SECRETS, sessionDerivedSecret } from './daraja.test-support.js';
import { insertC2bPayment } from './daraja.repository.js';
import { PAYMENT_MESSAGES } from './payments.messages.js';
import {
  processRefund,
  reconcilePayments,
  REFUND_LOST_AFTER_MS,
  sweepRefunds,
} from '../checkout/order-payments.service.js';
import { ProviderError, type StartPaymentInput } from './provider.js';
import { ProviderRouter, providerNamed } from './provider-router.js';

const SESSION_SECRET = 'daraja-tests-session-secret-0123456789abcdef';

describe('Daraja helpers', () => {
  it('stamps the time on the clock in Nairobi (UTC+3), as YYYYMMDDHHmmss', () => {
    expect(darajaTimestamp(new Date('2025-01-31T21:30:05Z'))).toBe('20250201003005');
    expect(darajaTimestamp(new Date('2025-06-15T00:00:00Z'))).toBe('20250615030000');
  });

  it('makes the password as base64 of shortcode, passkey and timestamp', () => {
    const p = darajaPassword('174379', 'passkey', '20250201003005');
    expect(Buffer.from(p, 'base64').toString()).toBe('174379passkey20250201003005');
  });

  it('writes Kenyan mobile numbers as 2547… or 2541…, and refuses others', () => {
    expect(darajaPhone('+254712345678')).toBe('254712345678');
    expect(darajaPhone('0712 345 678')).toBe('254712345678');
    expect(darajaPhone('0110345678')).toBe('254110345678');
    expect(darajaPhone('254112345678')).toBe('254112345678');
    expect(darajaPhone('712.345.678')).toBe('254712345678');
    expect(darajaPhone('+255712345678')).toBeNull();
    expect(darajaPhone('0212345678')).toBeNull();
    expect(darajaPhone('07123')).toBeNull();
  });

  it('makes each STK callback secret at random, and matches it only against its own stored hash', () => {
    const a = newDarajaCallbackSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newDarajaCallbackSecret()).not.toBe(a);
    const hash = darajaSecretHash(a);
    expect(hash).toBe(createHash('sha256').update(a).digest('hex'));
    expect(darajaCallbackSecretMatches(a, hash)).toBe(true);
    expect(darajaCallbackSecretMatches(`${a}x`, hash)).toBe(false);
    expect(darajaCallbackSecretMatches(hash, hash)).toBe(false);
    // An attempt with no stored hash (before migration 0023) is opened by nothing.
    expect(darajaCallbackSecretMatches(a, null)).toBe(false);
    expect(darajaCallbackSecretMatches('', null)).toBe(false);
  });
});

describe('Daraja config', () => {
  const base = { NODE_ENV: 'test' };
  const all = {
    DARAJA_CONSUMER_KEY: 'k',
    DARAJA_CONSUMER_SECRET: 's',
    DARAJA_SHORTCODE: '174379',
    DARAJA_PASSKEY: 'p',
  };

  it('takes all four settings, with the sandbox as the default address', () => {
    expect(loadConfig({ ...base, ...all }).daraja).toEqual({
      consumerKey: 'k',
      consumerSecret: 's',
      shortcode: '174379',
      passkey: 'p',
      baseUrl: 'https://sandbox.safaricom.co.ke',
      paybillFallback: undefined,
    });
    expect(loadConfig(base).daraja).toBeUndefined();
  });

  it('refuses some of them without the others, naming the missing ones', () => {
    expect(() => loadConfig({ ...base, DARAJA_CONSUMER_KEY: 'k', DARAJA_SHORTCODE: '174379' })).toThrow(
      /DARAJA_CONSUMER_SECRET must be set together[\s\S]*DARAJA_PASSKEY must be set together/,
    );
  });

  it('takes the B2C settings all three together, and only with Daraja', () => {
    const b2c = {
      DARAJA_B2C_SHORTCODE: '600999',
      DARAJA_B2C_INITIATOR_NAME: 'api-op',
      DARAJA_B2C_SECURITY_CREDENTIAL: 'cred',
    };
    expect(loadConfig({ ...base, ...all, ...b2c }).daraja?.b2c).toEqual({
      shortcode: '600999',
      initiatorName: 'api-op',
      securityCredential: 'cred',
    });
    expect(() => loadConfig({ ...base, ...all, DARAJA_B2C_SHORTCODE: '600999' })).toThrow(
      /DARAJA_B2C_INITIATOR_NAME must be set together/,
    );
    expect(() => loadConfig({ ...base, ...b2c })).toThrow(/DARAJA_B2C_SHORTCODE needs Daraja/);
  });

  it('refuses a shortcode that is not a number, and the fake in production', () => {
    expect(() => loadConfig({ ...base, ...all, DARAJA_SHORTCODE: 'abc' })).toThrow(/DARAJA_SHORTCODE/);
    expect(() => loadConfig({ ...base, DARAJA_FAKE: '1', NODE_ENV: 'production' })).toThrow(
      /DARAJA_FAKE is for development only/,
    );
  });
});

describe('Daraja client against the fake Daraja', () => {
  let fake: FakeDaraja;
  const rows = new Map<string, DarajaPaymentRecord>();
  /** What the store was asked to keep: the hash, and how many requests the fake had by then. */
  const hashes = new Map<string, { hash: string; requestsBefore: number }>();
  const store = {
    get: async (reference: string) => rows.get(reference) ?? null,
    saveCallbackSecretHash: async (reference: string, hash: string) => {
      hashes.set(reference, { hash, requestsBefore: fake.requests.length });
    },
    saveRefundResultSecretHash: async (refundId: number, hash: string) => {
      hashes.set(`refund ${refundId}`, { hash, requestsBefore: fake.requests.length });
    },
    savePayoutResultSecretHash: async (reference: string, hash: string) => {
      hashes.set(`payout ${reference}`, { hash, requestsBefore: fake.requests.length });
    },
    beginC2bRegistration: async () => 1,
    finishC2bRegistration: async () => undefined,
  };
  let clock = Date.now();
  const provider = (now = () => clock) =>
    new DarajaProvider({
      ...FAKE_DARAJA_CREDENTIALS,
      baseUrl: fake.url,
      publicUrl: 'https://tikiti.example',
      store,
      now,
    });
  let n = 0;
  const input = (phone: string, amount = 1500): StartPaymentInput => ({
    reference: `tkp_client_${++n}`,
    channel: 'mpesa',
    amount,
    currency: 'KES',
    email: 'a@example.co.ke',
    phone,
    callbackUrl: 'https://tikiti.example/checkout/verifying',
    orderToken: 'token',
    metadata: { orderReference: `TK-CLIENT${n}`, orderToken: 'token', eventId: 1 },
  });

  beforeAll(async () => {
    // The phone never answers by itself here: tests say when (`finish`), so no timing can race.
    fake = await startFakeDaraja({ callbackDelayMs: 60_000, promptMs: 60_000 });
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    clock = Date.now();
  });

  it('asks for a token once and keeps it until it ends, less a margin', async () => {
    const p = provider();
    const before = fake.tokensIssued();
    await Promise.all([p.start(input('+254712000001')), p.start(input('+254712000011'))]);
    await p.start(input('+254712000021'));
    expect(fake.tokensIssued() - before).toBe(1);
    const token = fake.requests.find((r) => r.path === '/oauth/v1/generate');
    expect(token?.method).toBe('GET');

    clock += 3599_000 - DARAJA_TOKEN_MARGIN_MS - 1000;
    await p.start(input('+254712000031'));
    expect(fake.tokensIssued() - before).toBe(1);
    clock += 2000;
    await p.start(input('+254712000041'));
    expect(fake.tokensIssued() - before).toBe(2);
  });

  it('gets a new token when Safaricom refuses the one it kept', async () => {
    const p = provider();
    await p.start(input('+254712000051'));
    const before = fake.tokensIssued();
    fake.revokeTokens();
    const started = await p.start(input('+254712000061'));
    expect(started.status).toBe('pending');
    expect(fake.tokensIssued() - before).toBe(1);
  });

  it("sends the STK push Safaricom's way: password, Nairobi timestamp, whole KES, 2547… and the callback", async () => {
    const p = provider(() => Date.now());
    const i = input('0712 000 071', 1499);
    const pushesBefore = fake.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').length;
    const started = await p.start(i);
    expect(started).toMatchObject({ status: 'pending', authorizationUrl: null });
    expect(started.providerRequestId).toMatch(/^ws_CO_/);
    expect(started.message).toBe(PAYMENT_MESSAGES.mpesaPrompt(1499));
    const sent = fake.requests.filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').at(-1)!.body as Record<
      string,
      string | number
    >;
    expect(sent).toMatchObject({
      BusinessShortCode: '174379',
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1499,
      PartyA: '254712000071',
      PartyB: '174379',
      PhoneNumber: '254712000071',
      AccountReference: i.metadata.orderReference,
      TransactionDesc: 'Tickets',
    });
    // The callback address carries a random secret of this attempt; only its hash was kept, before
    // the prompt went out (so Safaricom cannot call back before it is there).
    const url = /^https:\/\/tikiti\.example\/api\/payments\/daraja\/callback\/([^/]+)\/([A-Za-z0-9_-]{43})$/.exec(
      String(sent.CallBackURL),
    );
    expect(url?.[1]).toBe(i.reference);
    const kept = hashes.get(i.reference)!;
    expect(kept.hash).toBe(createHash('sha256').update(url![2]!).digest('hex'));
    expect(
      fake.requests.slice(0, kept.requestsBefore).filter((r) => r.path === '/mpesa/stkpush/v1/processrequest').length,
    ).toBe(pushesBefore);
    expect(String(sent.Timestamp)).toMatch(/^\d{14}$/);
    const asUtc = (t: string) =>
      Date.UTC(+t.slice(0, 4), +t.slice(4, 6) - 1, +t.slice(6, 8), +t.slice(8, 10) - 3, +t.slice(10, 12), +t.slice(12));
    expect(Math.abs(asUtc(String(sent.Timestamp)) - Date.now())).toBeLessThan(5000);
    expect(Buffer.from(String(sent.Password), 'base64').toString()).toBe(
      `174379${FAKE_DARAJA_CREDENTIALS.passkey}${sent.Timestamp}`,
    );
  });

  it('answers a number M-Pesa cannot prompt as a failed start in plain words, without calling Safaricom', async () => {
    const p = provider();
    const before = fake.requests.length;
    expect(await p.start(input('+255712000000'))).toMatchObject({
      status: 'failed',
      message: PAYMENT_MESSAGES.mpesaInvalidPhone,
    });
    expect(fake.requests.length).toBe(before);
  });

  it('throws ProviderError when the credentials are wrong, never naming the secret', async () => {
    const p = new DarajaProvider({
      ...FAKE_DARAJA_CREDENTIALS,
      consumerSecret: 'the-wrong-secret',
      baseUrl: fake.url,
      publicUrl: 'https://tikiti.example',
      store,
    });
    const err = await p.start(input('+254712000081')).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as Error).message).not.toContain('the-wrong-secret');
  });

  it('without B2C settings a refund is failed at once, in words saying to send it by hand', async () => {
    expect(await provider().refund({ paymentReference: 'tkp_x', amount: 100, refundId: 1 })).toEqual({
      status: 'failed',
      providerReference: null,
      failureReason: PAYMENT_MESSAGES.darajaRefundManual,
    });
    await expect(provider().refundsOf('tkp_x')).rejects.toBeInstanceOf(ProviderError);
  });

  it('pays out by B2C: the payout reference as OriginatorConversationID, pending with the ConversationID', async () => {
    const p = new DarajaProvider({
      ...FAKE_DARAJA_CREDENTIALS,
      b2c: FAKE_DARAJA_B2C,
      baseUrl: fake.url,
      publicUrl: 'https://tikiti.example',
      store,
    });
    expect(p.paysOutByB2c).toBe(true);
    expect(provider().paysOutByB2c).toBe(false);
    const reference = 'tikiti-po-7-0123456789ab';
    const sent = await p.b2cPayout({ reference, phone: '+254712000090', amount: 1500.6, remarks: 'Tikiti payout: X' });
    const t = fake.b2c.find((x) => x.originatorConversationId === reference)!;
    expect(sent).toEqual({
      reference,
      status: 'pending',
      transferCode: t.conversationId,
      amount: 1500,
      failureReason: null,
    });
    expect(t).toMatchObject({ commandId: 'BusinessPayment', amount: 1500, phone: '254712000090' });
    // A random secret for this send, its hash kept before the request went out.
    const secret = /\/payouts\/[^/]+\/([A-Za-z0-9_-]{43})\/result$/.exec(t.resultUrl)?.[1];
    expect(t.resultUrl).toBe(`https://tikiti.example/api/payments/daraja/payouts/${reference}/${secret}/result`);
    expect(t.timeoutUrl).toBe(`https://tikiti.example/api/payments/daraja/payouts/${reference}/${secret}/timeout`);
    expect(hashes.get(`payout ${reference}`)).toMatchObject({ hash: darajaSecretHash(secret!) });
    expect(secret).not.toBe(OLD_SECRETS.payout(reference, SESSION_SECRET));

    // A number that is no M-Pesa number fails in words, without calling Safaricom.
    const before = fake.requests.length;
    expect(
      await p.b2cPayout({ reference: 'tikiti-po-7-x', phone: '+255712000000', amount: 10, remarks: 'x y' }),
    ).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.darajaPayoutInvalidPhone,
    });
    expect(fake.requests.length).toBe(before);
    // Safaricom's own trouble throws with its status (nothing was taken, so it may be sent again).
    fake.failNext('/mpesa/b2c/v3/paymentrequest', 500);
    const err = await p
      .b2cPayout({ reference: 'tikiti-po-7-y', phone: '+254712000091', amount: 10, remarks: 'x y' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ProviderError);
    expect((err as ProviderError).status).toBe(500);
    // Without B2C settings there is no B2C payout.
    await expect(
      provider().b2cPayout({ reference, phone: '+254712000090', amount: 1, remarks: 'x y' }),
    ).rejects.toBeInstanceOf(ProviderError);
  });

  it('asks by STK query: still processing is pending, then the result code in the buyer’s words', async () => {
    const p = provider(() => Date.now());
    const cases = [
      ['+254712001032', 'failed', 'mpesa_cancelled', PAYMENT_MESSAGES.mpesaCancelled],
      ['+254712000001', 'failed', 'mpesa_insufficient_funds', PAYMENT_MESSAGES.mpesaInsufficientFunds],
      ['+254712002001', 'failed', 'mpesa_wrong_pin', PAYMENT_MESSAGES.mpesaWrongPin],
      ['+254712001037', 'failed', 'mpesa_unreachable', PAYMENT_MESSAGES.mpesaUnreachable],
      ['+254712000404', 'succeeded', undefined, null],
    ] as const;
    for (const [phone, status, code, reason] of cases) {
      const i = input(phone, 700);
      const started = await p.start(i);
      rows.set(i.reference, {
        amount: 700,
        currency: 'KES',
        providerRequestId: started.providerRequestId!,
        createdAt: new Date(),
      });
      expect((await p.verify(i.reference)).status, phone).toBe('pending');
      fake.finish(started.providerRequestId!);
      const v = await p.verify(i.reference);
      expect(v, phone).toMatchObject({ status, failureReason: reason, channel: 'mpesa' });
      expect((v.raw as { failureCode?: string }).failureCode, phone).toBe(code);
      if (status === 'succeeded') expect(v.amount).toBe(700);
    }
  });
});

// On both engines: the embedded default (`npm start`, no DATABASE_URL) must buy through Daraja
// as production's PostgreSQL does (issue 20's "done when").
describe.each(ALL_ENGINES)('Daraja through the API on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let fake: FakeDaraja;
  let appUrl: string;
  let n = 0;

  beforeAll(async () => {
    ({ fake, ctx, appUrl } = await darajaTestApp(engine, {
      SESSION_SECRET,
      DARAJA_PAYBILL_FALLBACK: FAKE_DARAJA_PAYBILL,
    }));
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });
  beforeEach(() => clearAvailabilityCache());

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions) =>
    ctx.app.inject({ ...opts, remoteAddress: `10.8.${(++n >> 8) & 255}.${n & 255}` });
  const json = <T = TOrder>(res: { body: string }) => JSON.parse(res.body) as T;
  /** A number whose last four digits choose what the fake phone does; the rest keeps it unique. */
  const phone = (who: number, last: string) => `07${String(10 + who).padStart(4, '0')}${last}`;

  async function pendingOrder(who: number, price = 1200, quantity = 1) {
    const sale = await createSaleEvent(db(), { types: { General: { price, quantity: 50 } } });
    const res = await send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: {
        eventId: sale.eventId,
        selectedDate: null,
        selectedShowTimeId: null,
        tickets: [{ ticketTypeId: sale.types.General!, quantity }],
        buyer: buyer(`70${who}`),
        idempotencyKey: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return json(res);
  }
  const payMpesa = async (token: string, mpesaPhone: string) => {
    const res = await send({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      payload: { idempotencyKey: key(), channel: 'mpesa', phone: mpesaPhone },
      // A browser on which the phone is proven (decision 042).
      headers: { cookie: await provenCookieFor(ctx.app, token, mpesaPhone) },
    });
    expect(res.statusCode, res.body).toBe(200);
    return json<{ order: TOrder; redirectUrl: string | null }>(res).order;
  };
  const getOrder = async (token: string) => json(await send({ method: 'GET', url: `/api/orders/${token}` }));
  const verify = async (token: string) => {
    const res = await send({ method: 'POST', url: `/api/orders/${token}/verify` });
    expect(res.statusCode, res.body).toBe(200);
    return json(res);
  };
  const until = async (token: string, done: (o: TOrder) => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    for (;;) {
      const o = await getOrder(token);
      if (done(o) || Date.now() > end) return o;
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const paymentRow = async (reference: string) =>
    (await db().select().from(payments).where(eq(payments.reference, reference)))[0]!;
  const ticketCount = async (token: string) => {
    const [o] = await db().select().from(orders).where(eq(orders.publicToken, token));
    return (await db().select().from(tickets).where(eq(tickets.orderId, o!.id))).length;
  };

  it('buys with M-Pesa through Daraja: prompt, callback, tickets, receipt and CheckoutRequestID kept', async () => {
    const o = await pendingOrder(1, 1200, 2);
    const started = await payMpesa(o.token, phone(1, '5678'));
    expect(started.payment).toMatchObject({ provider: 'daraja', channel: 'mpesa', status: 'pending' });
    const reference = started.payment!.reference;
    const push = [...fake.pushes.values()].find((p) => p.accountReference === o.reference)!;
    expect(push).toMatchObject({ amount: o.total, phone: `254${phone(1, '5678').slice(1)}` });

    const paid = await until(o.token, (x) => x.status === 'paid');
    expect(paid).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded', provider: 'daraja' } });
    expect(paid.payment!.mpesaReceipt).toBe(push.receipt);
    expect(paid.tickets).toHaveLength(2);
    expect(await paymentRow(reference)).toMatchObject({
      providerRequestId: push.checkoutRequestId,
      mpesaReceipt: push.receipt,
      paidAmount: o.total,
    });
    // The callback was believed only once Safaricom's STK query said paid too.
    expect(
      fake.requests.some(
        (r) =>
          r.path === '/mpesa/stkpushquery/v1/query' &&
          (r.body as { CheckoutRequestID?: string }).CheckoutRequestID === push.checkoutRequestId,
      ),
    ).toBe(true);
    expect((await paymentRow(reference)).providerResponse).toMatchObject({
      source: 'callback',
      confirmedBy: { source: 'query', resultCode: 0 },
    });
  });

  it('applies a repeated callback once: same tickets, no refund', async () => {
    const o = await pendingOrder(2);
    await payMpesa(o.token, phone(2, '5678'));
    await until(o.token, (x) => x.status === 'paid');
    const push = [...fake.pushes.values()].find((p) => p.accountReference === o.reference)!;
    const again = await fake.resendCallback(push.checkoutRequestId);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(await ticketCount(o.token)).toBe(1);
    expect((await getOrder(o.token)).refunds).toEqual([]);
  });

  /** The last prompt the fake got for this order. */
  const pushOf = (orderReference: string) =>
    [...fake.pushes.values()].filter((p) => p.accountReference === orderReference).at(-1)!;
  /** A push's CallBackURL, on this app. */
  const onApp = (callbackUrl: string) => `${appUrl}${new URL(callbackUrl).pathname}`;
  /** The secret a CallBackURL carries (its last segment). */
  const secretOf = (callbackUrl: string) => new URL(callbackUrl).pathname.split('/').at(-1)!;
  const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

  it('gives every prompt its own random callback secret, and the database holds only its hash', async () => {
    const o = await pendingOrder(40);
    // Two prompts for one order (two phones that never answer, so nothing settles).
    const first = (await payMpesa(o.token, phone(40, '1037'))).payment!.reference;
    const second = (await payMpesa(o.token, phone(41, '1037'))).payment!.reference;
    expect(second).not.toBe(first);
    const urls = [...fake.pushes.values()].filter((p) => p.accountReference === o.reference).map((p) => p.callbackUrl);
    expect(urls).toHaveLength(2);
    expect(new URL(urls[0]!).pathname).toMatch(new RegExp(`/callback/${first}/[A-Za-z0-9_-]{43}$`));
    expect(new URL(urls[1]!).pathname).toMatch(new RegExp(`/callback/${second}/[A-Za-z0-9_-]{43}$`));
    const secrets = urls.map(secretOf);
    expect(secrets[0]).not.toBe(secrets[1]);
    // Nothing the server knows makes them: not the order's old SESSION_SECRET secret.
    expect(secrets).not.toContain(sessionDerivedSecret(o.reference, SESSION_SECRET));
    const rows = [await paymentRow(first), await paymentRow(second)];
    expect(rows.map((r) => r.callbackSecretHash)).toEqual(secrets.map(sha256));
    const stored = JSON.stringify(rows);
    for (const secret of secrets) expect(stored).not.toContain(secret);
  });

  it('refuses a callback with a wrong secret (404) and changes nothing', async () => {
    const o = await pendingOrder(3);
    const reference = (await payMpesa(o.token, phone(3, '0404'))).payment!.reference;
    const push = pushOf(o.reference);
    fake.finish(push.checkoutRequestId);
    const at = (secret: string) => `${appUrl}/api/payments/daraja/callback/${reference}/${secret}`;
    expect((await fake.resendCallback(push.checkoutRequestId, at(newDarajaCallbackSecret()))).status).toBe(404);
    // The hash itself (what a database dump shows) opens nothing either.
    expect((await fake.resendCallback(push.checkoutRequestId, at(sha256(secretOf(push.callbackUrl))))).status).toBe(
      404,
    );
    // Nor does another attempt's secret.
    const other = await pendingOrder(31);
    await payMpesa(other.token, phone(31, '0404'));
    const crossed = await fake.resendCallback(
      push.checkoutRequestId,
      at(secretOf(pushOf(other.reference).callbackUrl)),
    );
    expect(crossed.status).toBe(404);
    expect(await getOrder(o.token)).toMatchObject({ status: 'pending', payment: { status: 'pending' } });
    expect(await ticketCount(o.token)).toBe(0);
  });

  it('an old-style secret made from SESSION_SECRET opens no callback, nor does anything open an attempt made before migration 0023', async () => {
    const o = await pendingOrder(42);
    // The phone pays and its callback is lost: Safaricom's query says paid.
    const reference = (await payMpesa(o.token, phone(42, '0404'))).payment!.reference;
    const push = pushOf(o.reference);
    fake.finish(push.checkoutRequestId);
    const old = `${appUrl}/api/payments/daraja/callback/${reference}/${sessionDerivedSecret(o.reference, SESSION_SECRET)}`;
    expect((await fake.resendCallback(push.checkoutRequestId, old)).status).toBe(404);
    // An attempt with no stored hash (made before the migration): refused with any secret.
    await db().update(payments).set({ callbackSecretHash: null }).where(eq(payments.reference, reference));
    expect((await fake.resendCallback(push.checkoutRequestId, old)).status).toBe(404);
    expect((await fake.resendCallback(push.checkoutRequestId, onApp(push.callbackUrl))).status).toBe(404);
    expect(await getOrder(o.token)).toMatchObject({ status: 'pending', payment: { reference, status: 'pending' } });
    expect(await ticketCount(o.token)).toBe(0);
    // Such an attempt is settled by the STK query alone (the reconciliation job).
    await reconcilePayments(ctx.app, new Date(Date.now() + 61_000));
    expect(await getOrder(o.token)).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded' } });
  });

  it('a correctly addressed "paid" callback issues nothing unless the STK query says paid too', async () => {
    const o = await pendingOrder(43);
    // The phone never answers: no real callback comes, and the query says still processing.
    const reference = (await payMpesa(o.token, phone(43, '1037'))).payment!.reference;
    const push = pushOf(o.reference);
    const queries = () =>
      fake.requests.filter(
        (r) =>
          r.path === '/mpesa/stkpushquery/v1/query' &&
          (r.body as { CheckoutRequestID?: string }).CheckoutRequestID === push.checkoutRequestId,
      ).length;
    const unsold = async () => {
      expect(await ticketCount(o.token)).toBe(0);
      expect((await paymentRow(reference)).paidAmount).toBeNull();
      expect((await getOrder(o.token)).status).toBe('pending');
    };

    // Still processing at Safaricom: 200 (Safaricom would only send it again), the attempt stays open.
    const early = await fake.forgeCallback(push.checkoutRequestId);
    expect(early.status).toBe(200);
    expect(await early.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    expect(queries()).toBe(1);
    await unsold();
    expect((await paymentRow(reference)).status).toBe('pending');

    // The query gets no answer: the same.
    fake.failNext('/mpesa/stkpushquery/v1/query', 503);
    expect((await fake.forgeCallback(push.checkoutRequestId)).status).toBe(200);
    await unsold();
    expect((await paymentRow(reference)).status).toBe('pending');

    // Safaricom says the phone never paid (1037): its word is taken, not the callback's.
    fake.finish(push.checkoutRequestId);
    expect((await fake.forgeCallback(push.checkoutRequestId)).status).toBe(200);
    await unsold();
    expect(await getOrder(o.token)).toMatchObject({
      status: 'pending',
      payment: { reference, status: 'failed', failureCode: 'mpesa_unreachable' },
    });
    expect((await paymentRow(reference)).mpesaReceipt).toBeNull();
  });

  it('answers a callback that is not an STK callback with 400, not 500', async () => {
    const o = await pendingOrder(4);
    await payMpesa(o.token, phone(4, '0404'));
    const res = await fetch(onApp(pushOf(o.reference).callbackUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Body: {} }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'bad_request' });
  });

  it.each([
    ['1032', 'mpesa_cancelled', PAYMENT_MESSAGES.mpesaCancelled, 11],
    ['0001', 'mpesa_insufficient_funds', PAYMENT_MESSAGES.mpesaInsufficientFunds, 12],
    ['2001', 'mpesa_wrong_pin', PAYMENT_MESSAGES.mpesaWrongPin, 13],
  ])('a prompt ending %s fails with code %s, and the buyer can try again', async (last, code, words, who) => {
    const o = await pendingOrder(who);
    await payMpesa(o.token, phone(who, last));
    const failed = await until(o.token, (x) => x.payment?.status === 'failed');
    expect(failed).toMatchObject({
      status: 'pending',
      payment: {
        status: 'failed',
        failureCode: code,
        message: words,
        paybill: { businessNumber: FAKE_DARAJA_PAYBILL, accountNumber: o.reference },
      },
    });
    // Another try on another phone goes through.
    await payMpesa(o.token, phone(who + 50, '5678'));
    expect((await until(o.token, (x) => x.status === 'paid')).status).toBe('paid');
  });

  it('a prompt the phone never answers: no callback, then the STK query says 1037 in plain words', async () => {
    const o = await pendingOrder(5);
    const reference = (await payMpesa(o.token, phone(5, '1037'))).payment!.reference;
    await new Promise((r) => setTimeout(r, 300));
    expect((await verify(o.token)).payment).toMatchObject({ reference, status: 'pending' });
    fake.finish([...fake.pushes.values()].find((p) => p.accountReference === o.reference)!.checkoutRequestId);
    const after = await verify(o.token);
    expect(after).toMatchObject({
      status: 'pending',
      payment: {
        status: 'failed',
        failureCode: 'mpesa_unreachable',
        message: PAYMENT_MESSAGES.mpesaUnreachable,
        paybill: { businessNumber: FAKE_DARAJA_PAYBILL, accountNumber: o.reference },
      },
    });
    expect([...fake.pushes.values()].find((p) => p.accountReference === o.reference)!.callbacks).toBe(0);
  });

  it('a lost callback: the reconciliation job settles the payment by STK query', async () => {
    const o = await pendingOrder(6);
    const reference = (await payMpesa(o.token, phone(6, '0404'))).payment!.reference;
    await new Promise((r) => setTimeout(r, 300));
    expect((await getOrder(o.token)).status).toBe('pending');
    fake.finish([...fake.pushes.values()].find((p) => p.accountReference === o.reference)!.checkoutRequestId);
    // The job asks about attempts older than a minute: run it as if a minute had passed.
    await reconcilePayments(ctx.app, new Date(Date.now() + 61_000));
    const paid = await getOrder(o.token);
    expect(paid).toMatchObject({ status: 'paid', payment: { reference, status: 'succeeded', mpesaReceipt: null } });
    expect(paid.tickets).toHaveLength(1);
  });

  const refundOf = async (token: string) => {
    const [o] = await db().select().from(orders).where(eq(orders.publicToken, token));
    return (await db().select().from(refunds).where(eq(refunds.orderId, o!.id)))[0]!;
  };

  it('never sells on a short amount: the order stays unpaid and the money goes back by B2C', async () => {
    const o = await pendingOrder(7);
    const mpesaPhone = phone(7, '0002');
    const reference = (await payMpesa(o.token, mpesaPhone)).payment!.reference;
    const after = await until(o.token, (x) => x.refunds.length > 0);
    expect(after.status).toBe('pending');
    expect(after.tickets).toEqual([]);
    expect(after.refunds).toEqual([expect.objectContaining({ reason: 'amount_mismatch', amount: o.total - 1 })]);
    const refund = await refundOf(o.token);
    await processRefund(ctx.app, refund.id);
    const sent = fake.b2c.at(-1)!;
    expect(sent).toMatchObject({ amount: o.total - 1, phone: `254${mpesaPhone.slice(1)}` });
    const b2cRequest = fake.requests.filter((r) => r.path === '/mpesa/b2c/v3/paymentrequest').at(-1)!.body;
    expect(b2cRequest).toMatchObject({
      InitiatorName: FAKE_DARAJA_B2C.initiatorName,
      SecurityCredential: FAKE_DARAJA_B2C.securityCredential,
      CommandID: 'BusinessPayment',
      PartyA: FAKE_DARAJA_B2C.shortcode,
      OriginatorConversationID: `tkr_${refund.id}`,
      ResultURL: expect.stringMatching(
        new RegExp(`^http://localhost:3000/api/payments/daraja/b2c/${reference}/[A-Za-z0-9_-]{43}/result$`),
      ),
    });
    // The result address's secret is this refund's own, its hash on the refund's row.
    const resultSecret = /\/([A-Za-z0-9_-]{43})\/result$/.exec(sent.resultUrl)![1]!;
    expect((await refundOf(o.token)).resultSecretHash).toBe(sha256(resultSecret));
    expect(resultSecret).not.toBe(OLD_SECRETS.b2c(reference, SESSION_SECRET));
    // Taken by Safaricom: processing until its result comes to the ResultURL, which the fake may
    // already have posted by now (it answers at once, on its own connection).
    const taken = await refundOf(o.token);
    expect(taken.providerReference).toBe(sent.conversationId);
    expect(['processing', 'processed']).toContain(taken.status);
    const end = Date.now() + 5000;
    while ((await refundOf(o.token)).status !== 'processed' && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    expect(await refundOf(o.token)).toMatchObject({ status: 'processed', failureReason: null });
  });

  it('a B2C refund sent without an answer (a timeout) is never sent again: not by the retry, not by the sweep', async () => {
    const o = await pendingOrder(8);
    fake.setOutcome(phone(8, '6666'), 'short_amount');
    await payMpesa(o.token, phone(8, '6666'));
    await until(o.token, (x) => x.refunds.length > 0);
    const refund = await refundOf(o.token);
    const sentBefore = fake.b2c.length;
    // Safaricom takes the request, and the answer is lost on the way back.
    const real = ctx.app.payments.refund.bind(ctx.app.payments);
    const spy = vi.spyOn(ctx.app.payments, 'refund').mockImplementationOnce(async (input) => {
      await real(input);
      throw new ProviderError('Daraja POST /mpesa/b2c/v3/paymentrequest timed out after 10000 ms');
    });
    try {
      await processRefund(ctx.app, refund.id);
      expect(fake.b2c.length).toBe(sentBefore + 1);
      expect(await refundOf(o.token)).toMatchObject({
        status: 'processing',
        failureReason: expect.stringContaining('it may have been sent'),
      });
      // The job's retry and the sweep, long after: nothing goes out again.
      await processRefund(ctx.app, refund.id);
      await sweepRefunds(ctx.app, new Date(Date.now() + REFUND_LOST_AFTER_MS + 60_000));
      expect(fake.b2c.length).toBe(sentBefore + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a B2C result with a wrong secret is 404; a failed one or a timeout marks the refund failed in words', async () => {
    const o = await pendingOrder(9);
    fake.setOutcome(phone(9, '7777'), 'short_amount');
    const reference = (await payMpesa(o.token, phone(9, '7777'))).payment!.reference;
    await until(o.token, (x) => x.refunds.length > 0);
    const refund = await refundOf(o.token);
    // Hold the fake's own result back: this test sends the answers, to the address a send made.
    const secret = newDarajaCallbackSecret();
    await ctx.database.db
      .update(refunds)
      .set({ status: 'processing', resultSecretHash: sha256(secret) })
      .where(eq(refunds.id, refund.id));
    const post = (secret: string, kind: string, body: unknown) =>
      fetch(`${appUrl}/api/payments/daraja/b2c/${reference}/${secret}/${kind}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const failed = { Result: { ResultType: 0, ResultCode: 2001, ResultDesc: 'The initiator information is invalid.' } };
    expect((await post('wrong', 'result', failed)).status).toBe(404);
    // The address as it was made before migration 0025, from SESSION_SECRET: refused.
    expect((await post(OLD_SECRETS.b2c(reference, SESSION_SECRET), 'result', failed)).status).toBe(404);
    expect(await refundOf(o.token)).toMatchObject({ status: 'processing' });
    expect((await post(secret, 'result', { nope: 1 })).status).toBe(400);
    expect((await post(secret, 'result', failed)).status).toBe(200);
    expect(await refundOf(o.token)).toMatchObject({ status: 'failed', failureReason: PAYMENT_MESSAGES.refundFailed });
    await ctx.database.db.update(refunds).set({ status: 'processing' }).where(eq(refunds.id, refund.id));
    expect((await post(secret, 'timeout', { Result: { ResultCode: 1, ResultDesc: 'Timeout' } })).status).toBe(200);
    expect(await refundOf(o.token)).toMatchObject({
      status: 'failed',
      failureReason: PAYMENT_MESSAGES.darajaRefundTimedOut,
    });
  });

  /** The secret in the Paybill address Safaricom holds (the fake keeps what was registered). */
  const c2bSecret = () =>
    /\/c2b\/([A-Za-z0-9_-]{43})\/confirmation$/.exec(fake.c2bUrls.get(FAKE_DARAJA_PAYBILL)!.confirmation)![1]!;

  it('registers the Paybill address with a random secret when the app starts, keeping only its hash', async () => {
    const secret = c2bSecret();
    expect(fake.c2bUrls.get(FAKE_DARAJA_PAYBILL)).toEqual({
      confirmation: `http://localhost:3000/api/payments/daraja/c2b/${secret}/confirmation`,
      validation: `http://localhost:3000/api/payments/daraja/c2b/${secret}/validation`,
    });
    expect(secret).not.toBe(OLD_SECRETS.c2b(SESSION_SECRET));
    const rows = await db().select().from(darajaC2bRegistrations);
    expect(rows).toEqual([
      expect.objectContaining({
        shortcode: FAKE_DARAJA_PAYBILL,
        secretHash: sha256(secret),
        registeredAt: expect.any(Date),
      }),
    ]);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('rotates the Paybill secret by registering again: the old address opens nothing, a refused registration changes nothing', async () => {
    const o = await pendingOrder(23);
    const before = c2bSecret();
    const daraja = providerNamed(ctx.app.payments, 'daraja') as DarajaProvider;
    await daraja.registerC2bUrls();
    const after = c2bSecret();
    expect(after).not.toBe(before);
    const post = (secret: string) =>
      fetch(`${appUrl}/api/payments/daraja/c2b/${secret}/validation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
    expect((await post(before)).status).toBe(404);
    expect((await post(after)).status).toBe(200);
    // Safaricom refuses the next registration (as live Daraja does a second one): the address it holds still opens.
    fake.failNext('/mpesa/c2b/v2/registerurl', 500);
    await expect(daraja.registerC2bUrls()).rejects.toBeInstanceOf(ProviderError);
    expect(c2bSecret()).toBe(after);
    expect((await post(after)).status).toBe(200);
    expect(await db().select().from(darajaC2bRegistrations)).toHaveLength(1);
    expect((await getOrder(o.token)).status).toBe('pending');
  });

  it('after a failed prompt, a Paybill payment with the order reference as account settles the order once', async () => {
    const o = await pendingOrder(20);
    await payMpesa(o.token, phone(20, '1032'));
    await until(o.token, (x) => x.payment?.status === 'failed');
    const transId = 'SPB0000001';
    const res = await fake.payBill({
      shortCode: FAKE_DARAJA_PAYBILL,
      account: ` ${o.reference.toLowerCase()} `,
      amount: o.total,
      transId,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ResultCode: 0, ResultDesc: 'Accepted' });
    const paid = await getOrder(o.token);
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { reference: `c2b_${transId}`, status: 'succeeded', mpesaReceipt: transId, provider: 'daraja' },
    });
    expect(paid.tickets).toHaveLength(1);
    // Safaricom may confirm twice.
    const again = await fake.payBill({
      shortCode: FAKE_DARAJA_PAYBILL,
      account: o.reference,
      amount: o.total,
      transId,
    });
    expect(again.status).toBe(200);
    expect(await ticketCount(o.token)).toBe(1);
    expect((await getOrder(o.token)).refunds).toEqual([]);
    // The reconciliation job has nothing to undo: the attempt is settled.
    await reconcilePayments(ctx.app, new Date(Date.now() + 61_000));
    expect((await getOrder(o.token)).status).toBe('paid');
  });

  it('a Paybill payment recorded but not yet settled (a crash) is settled by the reconciliation job', async () => {
    const o = await pendingOrder(22);
    const [row] = await db().select().from(orders).where(eq(orders.publicToken, o.token));
    await insertC2bPayment(
      db(),
      {
        orderId: row!.id,
        reference: 'c2b_SPB0000003',
        transId: 'SPB0000003',
        amount: o.total,
        transAmount: o.total,
        currency: 'KES',
      },
      new Date(),
    );
    await reconcilePayments(ctx.app, new Date(Date.now() + 61_000));
    expect(await getOrder(o.token)).toMatchObject({
      status: 'paid',
      payment: { reference: 'c2b_SPB0000003', mpesaReceipt: 'SPB0000003' },
    });
  });

  it('refuses a Paybill confirmation with a wrong secret, and ignores one for no order', async () => {
    const o = await pendingOrder(21);
    const body = {
      TransactionType: 'Pay Bill',
      TransID: 'SPB0000002',
      TransAmount: `${o.total}.00`,
      BusinessShortCode: FAKE_DARAJA_PAYBILL,
      BillRefNumber: o.reference,
    };
    const post = (secret: string, b: unknown) =>
      fetch(`${appUrl}/api/payments/daraja/c2b/${secret}/confirmation`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(b),
      });
    expect((await post('not-the-secret', body)).status).toBe(404);
    // The address as it was made before migration 0025, from SESSION_SECRET: a leaked
    // SESSION_SECRET sells nothing.
    expect((await post(OLD_SECRETS.c2b(SESSION_SECRET), body)).status).toBe(404);
    expect((await post(sessionDerivedSecret(o.reference, SESSION_SECRET), body)).status).toBe(404);
    // Nor does the database: what it holds is the hash, not the secret.
    const [registered] = await db().select().from(darajaC2bRegistrations);
    expect((await post(registered!.secretHash, body)).status).toBe(404);
    expect((await getOrder(o.token)).status).toBe('pending');
    const nobody = await post(c2bSecret(), { ...body, BillRefNumber: 'TK-NOORDER' });
    expect(nobody.status).toBe(200);
    const otherNumber = await post(c2bSecret(), { ...body, BusinessShortCode: '123456' });
    expect(otherNumber.status).toBe(200);
    expect((await getOrder(o.token)).status).toBe('pending');
    const junk = await post(c2bSecret(), { TransID: 'x' });
    expect(junk.status).toBe(400);
  });

  it('cards still go through the sandbox while M-Pesa goes through Daraja', async () => {
    expect(ctx.app.payments).toBeInstanceOf(ProviderRouter);
    const o = await pendingOrder(8);
    const res = await send({
      method: 'POST',
      url: `/api/orders/${o.token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<{ order: TOrder }>(res).order.payment).toMatchObject({ provider: 'sandbox', channel: 'card' });
  });
});
