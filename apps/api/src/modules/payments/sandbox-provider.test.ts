import { describe, expect, it } from 'vitest';
import { paymentProvider } from './index.js';
import { PaystackProvider } from './paystack.js';
import type { StartPaymentInput } from './provider.js';
import {
  SANDBOX_MPESA_DELAY_MS,
  SANDBOX_SIGNATURE_HEADER,
  SandboxProvider,
  sandboxFee,
  sandboxReceipt,
  sandboxWebhook,
  signSandboxWebhook,
  type SandboxPaymentRecord,
} from './sandbox-provider.js';

/**
 * The offline sandbox as a pure decision over a payment row: the card page's outcomes, the
 * M-Pesa phone rules after the delay, refunds, and its signed webhooks. The store is a Map here;
 * checkout reads the payments table.
 */
const SECRET = 'test-session-secret-0123456789-abcdef';
const T0 = Date.parse('2025-06-01T10:00:00Z');

function sandbox(rows: Record<string, Partial<SandboxPaymentRecord>>, now = T0) {
  const clock = { now };
  const provider = new SandboxProvider({
    publicUrl: 'https://tikiti.test/',
    sessionSecret: SECRET,
    store: {
      get: async (reference) => {
        const row = rows[reference];
        return row
          ? {
              amount: 1000,
              currency: 'KES',
              channel: 'card',
              phone: null,
              createdAt: new Date(T0),
              outcome: null,
              ...row,
            }
          : null;
      },
    },
    now: () => clock.now,
  });
  return { provider, clock };
}

const input = (over: Partial<StartPaymentInput> = {}): StartPaymentInput => ({
  reference: 'TKP-1',
  channel: 'card',
  amount: 1500,
  currency: 'KES',
  email: 'buyer@example.com',
  phone: '+254712345678',
  callbackUrl: 'https://tikiti.test/checkout/verifying?reference=TKP-1&order=tok',
  orderToken: 'tok_abc',
  metadata: {},
  ...over,
});

describe('sandbox provider', () => {
  it('sends a card payment to the sandbox page with the order token', async () => {
    const { provider } = sandbox({});
    expect(await provider.start(input({ reference: 'TKP 1/2' }))).toEqual({
      authorizationUrl: 'https://tikiti.test/checkout/sandbox/TKP%201%2F2?order=tok_abc',
      status: 'initialized',
      message: null,
    });
  });

  it('starts M-Pesa as pending with the same words as Paystack, and refuses it without a phone', async () => {
    const { provider } = sandbox({});
    expect(await provider.start(input({ channel: 'mpesa', amount: 2500 }))).toEqual({
      authorizationUrl: null,
      status: 'pending',
      message: 'Check your phone and enter your M-Pesa PIN to pay KES\u00a02,500.',
    });
    expect((await provider.start(input({ channel: 'mpesa', phone: null }))).status).toBe('failed');
  });

  describe('card outcomes', () => {
    it('is pending until the buyer chooses on the sandbox page', async () => {
      const { provider } = sandbox({ r: {} }, T0 + 60_000);
      expect(await provider.verify('r')).toMatchObject({ status: 'pending', amount: 1000, providerFee: null });
    });

    it('succeeds with the amount and currency of the payment and a 1.5 % fee rounded up', async () => {
      const { provider } = sandbox({ r: { outcome: 'success', amount: 1234 } });
      expect(await provider.verify('r')).toEqual({
        reference: 'r',
        status: 'succeeded',
        amount: 1234,
        currency: 'KES',
        channel: 'card',
        mpesaReceipt: null,
        providerFee: 19,
        failureReason: null,
      });
    });

    it('declines as the sandbox bank and abandons when the buyer leaves', async () => {
      const { provider } = sandbox({ d: { outcome: 'decline' }, a: { outcome: 'abandon' } });
      expect(await provider.verify('d')).toMatchObject({
        status: 'failed',
        failureReason: 'Declined by the sandbox bank',
      });
      expect(await provider.verify('a')).toMatchObject({ status: 'abandoned' });
    });

    it('fails with ProviderError on a reference it does not know', async () => {
      const { provider } = sandbox({});
      await expect(provider.verify('nope')).rejects.toMatchObject({ name: 'ProviderError', status: 404 });
    });
  });

  describe('M-Pesa by the phone number, after the delay', () => {
    const mpesa = (phone: string) => ({ channel: 'mpesa' as const, phone, amount: 1500 });

    it('stays pending before the delay, whatever the phone', async () => {
      const { provider } = sandbox(
        { ok: mpesa('+254712345678'), no: mpesa('+254712340000') },
        T0 + SANDBOX_MPESA_DELAY_MS - 1,
      );
      expect((await provider.verify('ok')).status).toBe('pending');
      expect((await provider.verify('no')).status).toBe('pending');
    });

    it('pays from any other phone once the delay has passed, with a made-up receipt', async () => {
      const { provider } = sandbox({ ok: mpesa('+254712345678') }, T0 + SANDBOX_MPESA_DELAY_MS);
      expect(await provider.verify('ok')).toMatchObject({
        status: 'succeeded',
        amount: 1500,
        channel: 'mpesa',
        mpesaReceipt: sandboxReceipt('ok'),
        providerFee: 23,
      });
    });

    it('is cancelled on a phone ending 0000', async () => {
      const { provider } = sandbox({ no: mpesa('+254712340000') }, T0 + SANDBOX_MPESA_DELAY_MS);
      expect(await provider.verify('no')).toMatchObject({
        status: 'failed',
        failureReason: 'The M-Pesa payment was cancelled on the phone',
        mpesaReceipt: null,
      });
    });

    it('never answers on a phone ending 1111', async () => {
      const { provider } = sandbox({ silent: mpesa('+254712341111') }, T0 + 60 * 60_000);
      expect((await provider.verify('silent')).status).toBe('pending');
    });

    it('follows time as it passes, with no timer (another process may ask)', async () => {
      const { provider, clock } = sandbox({ ok: mpesa('+254700000001') });
      expect((await provider.verify('ok')).status).toBe('pending');
      clock.now += SANDBOX_MPESA_DELAY_MS;
      expect((await provider.verify('ok')).status).toBe('succeeded');
    });

    it('lets an outcome stored on the row win over the rule', async () => {
      const { provider } = sandbox({ forced: { ...mpesa('+254712341111'), outcome: 'decline' } });
      expect((await provider.verify('forced')).status).toBe('failed');
    });
  });

  it('makes receipts of ten uppercase letters and digits, the same for the same reference', () => {
    expect(sandboxReceipt('TKP-1')).toMatch(/^SBX[A-Z0-9]{7}$/);
    expect(sandboxReceipt('TKP-1')).toBe(sandboxReceipt('TKP-1'));
    expect(sandboxReceipt('TKP-1')).not.toBe(sandboxReceipt('TKP-2'));
  });

  it('charges 1.5 % rounded up to whole KES', () => {
    expect(sandboxFee(1000)).toBe(15);
    expect(sandboxFee(1001)).toBe(16);
    expect(sandboxFee(100)).toBe(2);
  });

  it('refunds at once, never more than was paid', async () => {
    const { provider } = sandbox({ r: { outcome: 'success', amount: 500 } });
    expect(await provider.refund({ paymentReference: 'r', amount: 500, refundId: 9 })).toEqual({
      status: 'processed',
      providerReference: 'SBX-RF-9',
      failureReason: null,
    });
    await expect(provider.refund({ paymentReference: 'r', amount: 501, refundId: 10 })).rejects.toMatchObject({
      name: 'ProviderError',
    });
  });

  describe('webhooks', () => {
    const { provider } = sandbox({});
    const parse = (body: string, signature: string | undefined) =>
      provider.parseWebhook(Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signature });

    it('reads a signed webhook as "this payment changed, ask verify"', () => {
      const hook = sandboxWebhook('charge.success', 'TKP-9', SECRET);
      expect(provider.parseWebhook(Buffer.from(hook.body), hook.headers)).toEqual({
        kind: 'payment_changed',
        reference: 'TKP-9',
      });
      const failed = sandboxWebhook('charge.failed', 'TKP-8', SECRET);
      expect(provider.parseWebhook(Buffer.from(failed.body), failed.headers)).toEqual({
        kind: 'payment_changed',
        reference: 'TKP-8',
      });
    });

    it('refuses a missing or wrong signature, or one made with SESSION_SECRET itself', async () => {
      const body = JSON.stringify({ event: 'charge.success', data: { reference: 'TKP-9' } });
      const { createHmac } = await import('node:crypto');
      expect(parse(body, undefined)).toBeNull();
      expect(parse(body, signSandboxWebhook(body, `${SECRET}-other`))).toBeNull();
      expect(parse(body, createHmac('sha512', SECRET).update(body).digest('hex'))).toBeNull();
      expect(parse(body, signSandboxWebhook(body, SECRET).slice(1))).toBeNull();
      expect(parse(body, signSandboxWebhook(body, SECRET))).not.toBeNull();
    });

    it('ignores other events and bodies without a reference', () => {
      const other = JSON.stringify({ event: 'refund.processed', data: { reference: 'x' } });
      expect(parse(other, signSandboxWebhook(other, SECRET))).toEqual({ kind: 'ignored', type: 'refund.processed' });
      const noRef = JSON.stringify({ event: 'charge.success', data: {} });
      expect(parse(noRef, signSandboxWebhook(noRef, SECRET))).toEqual({ kind: 'ignored', type: 'charge.success' });
    });
  });
});

describe('paymentProvider', () => {
  const base = { env: 'development' as const, publicUrl: 'http://localhost:3000', sessionSecret: SECRET };
  const deps = { sandboxStore: { get: async () => null } };

  it('chooses Paystack when its keys are set, the sandbox otherwise', () => {
    const paystack = paymentProvider(
      { ...base, paystack: { secretKey: 'sk_test_x', publicKey: 'pk_test_x', baseUrl: 'https://api.paystack.co' } },
      deps,
    );
    expect(paystack).toBeInstanceOf(PaystackProvider);
    expect(paystack.name).toBe('paystack');
    const offline = paymentProvider({ ...base, paystack: undefined }, deps);
    expect(offline).toBeInstanceOf(SandboxProvider);
    expect(offline.name).toBe('sandbox');
  });

  it('never runs the sandbox in production', () => {
    expect(() => paymentProvider({ ...base, env: 'production', paystack: undefined }, deps)).toThrow(
      /PAYSTACK_SECRET_KEY/,
    );
  });
});
