import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { PAYSTACK_SIGNATURE_HEADER, PaystackProvider, signPaystackWebhook } from './paystack.js';
import { ProviderError, type StartPaymentInput } from './provider.js';

/**
 * The Paystack client through real HTTP against the fake Paystack on loopback: what we send
 * (subunits, references, the callback), how answers map back (whole KES, receipts, fees), and
 * that every failure to get an answer is a ProviderError that never shows the secret key.
 */
const SECRET = 'sk_test_fake_0123456789abcdef';

describe('Paystack provider', () => {
  let paystack: FakePaystack;
  let provider: PaystackProvider;
  let n = 0;
  const ref = () => `TKP-${Date.now().toString(36)}-${++n}`;

  const input = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
    reference: ref(),
    channel: 'card',
    amount: 1500,
    currency: 'KES',
    email: 'buyer@example.com',
    phone: '+254712345678',
    callbackUrl: 'http://localhost:3000/checkout/verifying?reference=x&order=tok',
    orderToken: 'tok',
    metadata: { order: 'TK-ABC123', eventId: 7 },
    ...over,
  });

  beforeAll(async () => {
    paystack = await startFakePaystack({ secretKey: SECRET });
    provider = new PaystackProvider({ secretKey: SECRET, baseUrl: `${paystack.url}/` }, 500);
  });
  afterAll(async () => {
    await paystack?.close();
  });

  const lastRequest = () => paystack.requests.at(-1)!;

  describe('start', () => {
    it('initialises a card payment in subunits with our reference and callback, card only', async () => {
      const i = input({ amount: 2350 });
      const result = await provider.start(i);

      expect(result).toMatchObject({
        status: 'initialized',
        authorizationUrl: `https://checkout.paystack.com/fake-${i.reference}`,
        message: null,
      });
      expect(lastRequest()).toMatchObject({
        method: 'POST',
        path: '/transaction/initialize',
        authorization: `Bearer ${SECRET}`,
        body: {
          email: 'buyer@example.com',
          amount: 235000,
          currency: 'KES',
          reference: i.reference,
          callback_url: i.callbackUrl,
          channels: ['card'],
          metadata: { order: 'TK-ABC123', eventId: 7 },
        },
      });
    });

    it('sends an M-Pesa prompt to the phone and reports it pending with words for the buyer', async () => {
      const i = input({ channel: 'mpesa', amount: 1500 });
      const result = await provider.start(i);

      expect(result).toMatchObject({ status: 'pending', authorizationUrl: null });
      expect(result.message).toBe('Check your phone and enter your M-Pesa PIN to pay KES\u00a01,500.');
      expect(lastRequest()).toMatchObject({
        path: '/charge',
        body: {
          amount: 150000,
          currency: 'KES',
          reference: i.reference,
          mobile_money: { phone: '+254712345678', provider: 'mpesa' },
        },
      });
    });

    it('treats an M-Pesa charge Paystack refused as a failed attempt, not an outage', async () => {
      paystack.answerNextCharge('failed', 'Invalid phone number');
      const result = await provider.start(input({ channel: 'mpesa' }));
      expect(result).toMatchObject({ status: 'failed', authorizationUrl: null, message: 'Invalid phone number' });
    });

    it('refuses M-Pesa without a phone before calling Paystack', async () => {
      const before = paystack.requests.length;
      const result = await provider.start(input({ channel: 'mpesa', phone: null }));
      expect(result.status).toBe('failed');
      expect(paystack.requests.length).toBe(before);
    });
  });

  describe('verify', () => {
    it('reports a paid M-Pesa payment in whole KES with its receipt and the fee rounded up', async () => {
      const i = input({ channel: 'mpesa', amount: 1500 });
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success', receipt: 'QGH7XK2L9P', fees: 2251 });

      const paid = await provider.verify(i.reference);
      expect(paid).toMatchObject({
        reference: i.reference,
        status: 'succeeded',
        amount: 1500,
        currency: 'KES',
        channel: 'mpesa',
        mpesaReceipt: 'QGH7XK2L9P',
        providerFee: 23,
        failureReason: null,
      });
      expect(lastRequest()).toMatchObject({ method: 'GET', path: `/transaction/verify/${i.reference}` });
    });

    it('reports a paid card payment with no receipt', async () => {
      const i = input();
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success' });
      expect(await provider.verify(i.reference)).toMatchObject({
        status: 'succeeded',
        amount: 1500,
        channel: 'card',
        mpesaReceipt: null,
        providerFee: 23,
      });
    });

    it('rounds a payment a few cents short down, so it fails the amount check', async () => {
      const i = input({ amount: 1500 });
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success', amount: 149_950 });
      expect((await provider.verify(i.reference)).amount).toBe(1499);
    });

    it("reports a declined payment as failed with the bank's reason", async () => {
      const i = input();
      await provider.start(i);
      paystack.complete(i.reference, { status: 'failed', gatewayResponse: 'Insufficient Funds' });
      expect(await provider.verify(i.reference)).toMatchObject({
        status: 'failed',
        failureReason: 'Insufficient Funds',
        providerFee: null,
      });
    });

    it('reports a card page not used as abandoned, as Paystack does', async () => {
      const i = input();
      await provider.start(i);
      expect(await provider.verify(i.reference)).toMatchObject({
        status: 'abandoned',
        failureReason: 'The transaction was not completed',
      });
    });

    it('reports an M-Pesa prompt still open as pending', async () => {
      const i = input({ channel: 'mpesa' });
      await provider.start(i);
      expect(await provider.verify(i.reference)).toMatchObject({ status: 'pending', failureReason: null });
    });

    it('fails with ProviderError on a reference Paystack does not know', async () => {
      await expect(provider.verify('TKP-unknown')).rejects.toMatchObject({ name: 'ProviderError', status: 400 });
    });
  });

  describe('refund', () => {
    it('asks Paystack to refund in subunits and reports it processing with its id', async () => {
      const i = input({ amount: 2000 });
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success' });

      const result = await provider.refund({ paymentReference: i.reference, amount: 1200, refundId: 42 });
      const made = paystack.refunds.at(-1)!;
      expect(result).toEqual({ status: 'processing', providerReference: String(made.id), failureReason: null });
      expect(made).toMatchObject({ transactionReference: i.reference, amount: 120_000 });
      expect(lastRequest().body).toMatchObject({ transaction: i.reference, amount: 120_000 });
    });

    it('is a ProviderError when Paystack refuses (more than was paid)', async () => {
      const i = input({ amount: 100 });
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success' });
      await expect(
        provider.refund({ paymentReference: i.reference, amount: 101, refundId: 43 }),
      ).rejects.toBeInstanceOf(ProviderError);
    });
  });

  describe('failures', () => {
    it('turns a 5xx into ProviderError with the status and without the secret key', async () => {
      paystack.failNext('/transaction/initialize', 503);
      const err = (await provider.start(input()).catch((e: unknown) => e)) as ProviderError;
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.status).toBe(503);
      expect(err.message).toContain('/transaction/initialize');
      expect(err.message).not.toContain(SECRET);
    });

    it('turns a 5xx on verify and on /charge into ProviderError', async () => {
      paystack.failNext('/transaction/verify', 500);
      await expect(provider.verify('anything')).rejects.toMatchObject({ status: 500 });
      paystack.failNext('/charge', 502);
      await expect(provider.start(input({ channel: 'mpesa' }))).rejects.toMatchObject({ status: 502 });
    });

    it('turns a wrong key into ProviderError without showing either key', async () => {
      const wrong = new PaystackProvider({ secretKey: 'sk_test_wrong_key', baseUrl: paystack.url }, 500);
      const err = (await wrong.verify('x').catch((e: unknown) => e)) as ProviderError;
      expect(err).toMatchObject({ name: 'ProviderError', status: 401 });
      expect(err.message).not.toContain('sk_test');
    });

    it('gives up after the timeout', async () => {
      paystack.delayNext('/transaction/verify', 1500);
      const err = (await provider.verify('slow').catch((e: unknown) => e)) as ProviderError;
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.message).toMatch(/timed out/);
    });

    it('turns a refused connection into ProviderError', async () => {
      const gone = await startFakePaystack({ secretKey: SECRET });
      const url = gone.url;
      await gone.close();
      const dead = new PaystackProvider({ secretKey: SECRET, baseUrl: url }, 500);
      const err = (await dead.verify('x').catch((e: unknown) => e)) as ProviderError;
      expect(err).toBeInstanceOf(ProviderError);
      expect(err.message).toMatch(/could not be reached/);
      expect(err.message).not.toContain(SECRET);
    });
  });

  describe('webhooks', () => {
    const parse = (body: string, signature: string | string[] | undefined) =>
      provider.parseWebhook(Buffer.from(body), { [PAYSTACK_SIGNATURE_HEADER]: signature });
    const signed = (payload: unknown) => {
      const body = JSON.stringify(payload);
      return { body, signature: signPaystackWebhook(body, SECRET) };
    };

    it('accepts a body signed with the secret key (hex HMAC-SHA512)', () => {
      const { body, signature } = signed({ event: 'subscription.create', data: {} });
      expect(parse(body, signature)).toEqual({ kind: 'ignored', type: 'subscription.create' });
      expect(parse(body, signature.toUpperCase())).not.toBeNull();
    });

    it('refuses a wrong, missing, truncated, doubled or re-used signature', () => {
      const { body, signature } = signed({ event: 'charge.success', data: { reference: 'r' } });
      expect(parse(body, undefined)).toBeNull();
      expect(parse(body, '')).toBeNull();
      expect(parse(body, signature.slice(0, -2))).toBeNull();
      expect(parse(body, `${signature}00`)).toBeNull();
      expect(parse(body, signPaystackWebhook(body, 'sk_test_other'))).toBeNull();
      expect(parse(body, [signature, signature])).toBeNull();
      expect(parse(`${body} `, signature)).toBeNull();
    });

    it('reads charge.success as a verified payment in whole KES', async () => {
      const i = input({ channel: 'mpesa', amount: 800 });
      await provider.start(i);
      paystack.complete(i.reference, { status: 'success', receipt: 'RKT4ZX81QA', fees: 1200 });
      const { body, signature } = signed({ event: 'charge.success', data: paystack.transactionData(i.reference) });

      expect(parse(body, signature)).toMatchObject({
        kind: 'payment',
        payment: {
          reference: i.reference,
          status: 'succeeded',
          amount: 800,
          currency: 'KES',
          channel: 'mpesa',
          mpesaReceipt: 'RKT4ZX81QA',
          providerFee: 12,
        },
      });
    });

    it('reads refund.processed and refund.failed by the payment reference', () => {
      const processed = signed({
        event: 'refund.processed',
        data: { status: 'processed', transaction_reference: 'TKP-1', refund_reference: '1320', amount: '5000' },
      });
      expect(parse(processed.body, processed.signature)).toEqual({
        kind: 'refund',
        paymentReference: 'TKP-1',
        status: 'processed',
        amount: 50,
        failureReason: null,
      });
      const failed = signed({
        event: 'refund.failed',
        data: { status: 'failed', transaction_reference: 'TKP-2', amount: 20000 },
      });
      expect(parse(failed.body, failed.signature)).toMatchObject({
        kind: 'refund',
        paymentReference: 'TKP-2',
        status: 'failed',
        amount: 200,
      });
    });

    it('ignores refund.pending, events without a reference and unreadable bodies', () => {
      const pending = signed({ event: 'refund.pending', data: { transaction_reference: 'TKP-1' } });
      expect(parse(pending.body, pending.signature)).toEqual({ kind: 'ignored', type: 'refund.pending' });
      const noRef = signed({ event: 'charge.success', data: {} });
      expect(parse(noRef.body, noRef.signature)).toEqual({ kind: 'ignored', type: 'charge.success' });
      expect(parse('not json', signPaystackWebhook('not json', SECRET))).toEqual({
        kind: 'ignored',
        type: 'unreadable',
      });
    });

    it("reads the fake's webhooks as our server receives them (raw body and headers)", async () => {
      const received: { body: Buffer; headers: Record<string, string | string[] | undefined> }[] = [];
      const receiver = createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          received.push({ body: Buffer.concat(chunks), headers: req.headers });
          res.end('ok');
        });
      });
      await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/webhooks/paystack`;
      try {
        const i = input();
        await provider.start(i);
        paystack.complete(i.reference, { status: 'success' });
        expect((await paystack.webhook(url, 'charge.success', paystack.transactionData(i.reference))).status).toBe(200);
        await paystack.badSignatureWebhook(url, 'charge.success', paystack.transactionData(i.reference));

        expect(provider.parseWebhook(received[0]!.body, received[0]!.headers)).toMatchObject({
          kind: 'payment',
          payment: { reference: i.reference, status: 'succeeded', amount: 1500, channel: 'card' },
        });
        expect(provider.parseWebhook(received[1]!.body, received[1]!.headers)).toBeNull();
      } finally {
        await new Promise((r) => receiver.close(r));
      }
    });
  });
});
