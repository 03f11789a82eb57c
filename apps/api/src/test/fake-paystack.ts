import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackWebhook } from '../modules/payments/index.js';
import { readBody, reply } from '../lib/fake-server.js';

/**
 * A fake Paystack on loopback, so tests run the real client (modules/payments/paystack.ts) over
 * real HTTP. It implements what we call, with Paystack's envelopes (`{ status, message, data }`)
 * and its habits: amounts in subunits, a transaction not yet paid verifies as `abandoned`, an
 * M-Pesa charge answers `pay_offline` and stays `ongoing` until the test completes it, refunds
 * answer `pending`, a wrong key gets 401, a reused reference 400.
 *
 *   const paystack = await startFakePaystack({ secretKey: 'sk_test_x' });
 *   // PAYSTACK_BASE_URL = paystack.url
 *   paystack.complete(reference, { status: 'success', channel: 'mobile_money', receipt: 'QGH7XK2L9P' });
 *   await paystack.webhook(`${appUrl}/api/payments/webhooks/paystack`, 'charge.success', paystack.transactionData(reference));
 */

export type FakePaystackChannel = 'card' | 'mobile_money';

export interface FakeTransaction {
  id: number;
  reference: string;
  /** Subunits, as Paystack keeps them. */
  amount: number;
  currency: string;
  email: string;
  channel: FakePaystackChannel;
  /** ongoing (M-Pesa prompt open), abandoned (card page not used), success, failed. */
  status: string;
  gatewayResponse: string | null;
  receipt: string | null;
  /** Subunits. */
  fees: number | null;
  phone: string | null;
  callbackUrl: string | null;
  metadata: unknown;
  paidAt: string | null;
  createdAt: string;
}

export interface FakeRefund {
  id: number;
  transactionReference: string;
  /** Subunits. */
  amount: number;
  currency: string;
  status: string;
}

export interface FakeRecipient {
  code: string;
  type: string;
  name: string;
  accountNumber: string;
  bankCode: string;
  currency: string;
}

export interface FakeTransfer {
  id: number;
  transferCode: string;
  reference: string;
  recipientCode: string;
  /** Subunits. */
  amount: number;
  currency: string;
  reason: string | null;
  /** pending until the test finishes it: success, failed or reversed. */
  status: string;
}

/** Kenyan banks as GET /bank?currency=KES lists them (a few). */
export const FAKE_KENYAN_BANKS = [
  { name: 'KCB Bank Kenya Limited', code: '01', type: 'kepss', currency: 'KES' },
  { name: 'Equity Bank Kenya Limited', code: '68', type: 'kepss', currency: 'KES' },
  { name: 'Co-operative Bank of Kenya', code: '11', type: 'kepss', currency: 'KES' },
];

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

export interface CompleteOptions {
  status: 'success' | 'failed' | 'abandoned';
  channel?: FakePaystackChannel;
  /** The M-Pesa receipt (receipt_number). */
  receipt?: string;
  /** Subunits; default 1.5 % of the amount, rounded up, on success. */
  fees?: number;
  /** Subunits actually paid, when a test wants a mismatch. */
  amount?: number;
  currency?: string;
  gatewayResponse?: string;
}

export interface FakePaystack {
  url: string;
  transactions: Map<string, FakeTransaction>;
  refunds: FakeRefund[];
  recipients: FakeRecipient[];
  transfers: Map<string, FakeTransfer>;
  requests: RecordedRequest[];
  /** The transfer with this reference ends as `status` (what verify and the webhook say). */
  finishTransfer(reference: string, status: 'success' | 'failed' | 'reversed'): FakeTransfer;
  /** Paystack's transfer object for a reference, as verify and transfer.* webhooks carry it. */
  transferData(reference: string): Record<string, unknown>;
  /** The next POST /transfer is refused with this message (e.g. the balance is too low), 400. */
  refuseNextTransfer(message: string): void;
  /** The buyer finished (or gave up): what verify and the webhook data say from now on. */
  complete(reference: string, opts: CompleteOptions): FakeTransaction;
  /** The next request whose path starts with `path` gets `status` (e.g. 500, 503) and no data. */
  failNext(path: string, status: number): void;
  /** Every request gets `status` (e.g. 503) and no data until `restore` (an outage). */
  outage(status: number): void;
  restore(): void;
  /** The next request whose path starts with `path` is answered only after `ms`. */
  delayNext(path: string, ms: number): void;
  /** What the next POST /charge answers with (default pay_offline). */
  answerNextCharge(status: 'pay_offline' | 'pending' | 'send_otp' | 'success' | 'failed', message?: string): void;
  /** Paystack's transaction object for a reference, as verify and charge.* webhooks carry it. */
  transactionData(reference: string): Record<string, unknown>;
  /** A webhook body and headers signed with the secret key (for `app.inject`). */
  signedWebhook(event: string, data: unknown): { body: string; headers: Record<string, string> };
  /** POSTs a correctly signed webhook to `url`. */
  webhook(url: string, event: string, data: unknown): Promise<Response>;
  /** POSTs the same webhook signed with the wrong key. */
  badSignatureWebhook(url: string, event: string, data: unknown): Promise<Response>;
  close(): Promise<void>;
}

/**
 * The settings that point the app's Paystack client at a fake listening with `secretKey` (its
 * public key is the same name with `pk_` for `sk_`).
 */
export const fakePaystackConfig = (paystack: FakePaystack, secretKey: string) => ({
  PAYSTACK_SECRET_KEY: secretKey,
  PAYSTACK_PUBLIC_KEY: secretKey.replace(/^sk_/, 'pk_'),
  PAYSTACK_BASE_URL: paystack.url,
});

const isSubunits = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isInteger(v) && v > 0) || (typeof v === 'string' && /^[1-9]\d*$/.test(v));

export async function startFakePaystack(opts: { secretKey: string }): Promise<FakePaystack> {
  const transactions = new Map<string, FakeTransaction>();
  const refunds: FakeRefund[] = [];
  const requests: RecordedRequest[] = [];
  const failures: { path: string; status: number }[] = [];
  let outageStatus: number | null = null;
  const delays: { path: string; ms: number }[] = [];
  let nextCharge: { status: string; message?: string | undefined } | null = null;
  const recipients: FakeRecipient[] = [];
  const transfers = new Map<string, FakeTransfer>();
  let transferRefusal: string | null = null;
  let ids = 1000;

  const take = <T extends { path: string }>(list: T[], path: string): T | undefined => {
    const i = list.findIndex((f) => path.startsWith(f.path));
    return i < 0 ? undefined : list.splice(i, 1)[0];
  };

  function transactionData(reference: string): Record<string, unknown> {
    const t = transactions.get(reference);
    if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      receipt_number: t.receipt,
      amount: t.amount,
      message: null,
      gateway_response: t.gatewayResponse,
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: t.channel,
      currency: t.currency,
      metadata: t.metadata ?? '',
      fees: t.fees,
      authorization: { channel: t.channel, reusable: false },
      customer: { email: t.email, phone: t.phone },
      requested_amount: t.amount,
    };
  }

  function transferData(reference: string): Record<string, unknown> {
    const t = transfers.get(reference);
    if (!t) throw new Error(`fake Paystack: no transfer ${reference}`);
    return {
      id: t.id,
      domain: 'test',
      amount: t.amount,
      currency: t.currency,
      reference: t.reference,
      source: 'balance',
      reason: t.reason,
      status: t.status,
      transfer_code: t.transferCode,
      recipient: { recipient_code: t.recipientCode },
      gateway_response: t.status === 'failed' ? 'Account could not be credited' : null,
      failures: null,
    };
  }

  function newTransaction(body: Record<string, unknown>, channel: FakePaystackChannel): FakeTransaction | string {
    if (typeof body['email'] !== 'string' || !body['email']) return 'Email is required';
    if (!isSubunits(body['amount'])) return 'Invalid amount';
    const reference = typeof body['reference'] === 'string' ? body['reference'] : randomBytes(8).toString('hex');
    if (transactions.has(reference)) return 'Duplicate Transaction Reference';
    const mobile = body['mobile_money'] as { phone?: unknown; provider?: unknown } | undefined;
    if (channel === 'mobile_money' && (typeof mobile?.phone !== 'string' || mobile.provider !== 'mpesa')) {
      return 'Mobile money details are required';
    }
    const t: FakeTransaction = {
      id: ++ids,
      reference,
      amount: Number(body['amount']),
      currency: typeof body['currency'] === 'string' ? body['currency'] : 'NGN',
      email: body['email'],
      channel,
      status: channel === 'card' ? 'abandoned' : 'ongoing',
      gatewayResponse: channel === 'card' ? 'The transaction was not completed' : null,
      receipt: null,
      fees: null,
      phone: channel === 'mobile_money' ? String(mobile?.phone) : null,
      callbackUrl: typeof body['callback_url'] === 'string' ? body['callback_url'] : null,
      metadata: body['metadata'],
      paidAt: null,
      createdAt: new Date().toISOString(),
    };
    transactions.set(reference, t);
    return t;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return reply(res, 400, { status: false, message: 'Invalid JSON' });
    }
    requests.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });

    const delay = take(delays, path);
    if (delay) await new Promise((r) => setTimeout(r, delay.ms));
    if (outageStatus) return reply(res, outageStatus, { status: false, message: 'Service unavailable (fake outage)' });
    const failure = take(failures, path);
    if (failure) return reply(res, failure.status, { status: false, message: 'Internal error (fake)' });
    if (req.headers.authorization !== `Bearer ${opts.secretKey}`) {
      return reply(res, 401, { status: false, message: 'Invalid key' });
    }

    if (req.method === 'POST' && path === '/transaction/initialize') {
      const t = newTransaction(body, 'card');
      if (typeof t === 'string') return reply(res, 400, { status: false, message: t });
      return reply(res, 200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/fake-${t.reference}`,
          access_code: `access_${t.id}`,
          reference: t.reference,
        },
      });
    }

    if (req.method === 'POST' && path === '/charge') {
      const t = newTransaction(body, 'mobile_money');
      if (typeof t === 'string') return reply(res, 400, { status: false, message: t });
      const answer = nextCharge ?? { status: 'pay_offline' };
      nextCharge = null;
      if (answer.status === 'failed') {
        t.status = 'failed';
        t.gatewayResponse = answer.message ?? 'Charge failed';
        return reply(res, 400, {
          status: false,
          message: 'Charge attempted',
          data: { reference: t.reference, status: 'failed', message: t.gatewayResponse },
        });
      }
      if (answer.status === 'success') {
        t.status = 'success';
        t.paidAt = new Date().toISOString();
        return reply(res, 200, { status: true, message: 'Charge attempted', data: transactionData(t.reference) });
      }
      return reply(res, 200, {
        status: true,
        message: 'Charge attempted',
        data: {
          reference: t.reference,
          status: answer.status,
          display_text: answer.message ?? 'Please complete authorization process on your mobile phone',
        },
      });
    }

    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1]!);
      if (!transactions.has(reference)) {
        return reply(res, 400, { status: false, message: 'Transaction reference not found' });
      }
      return reply(res, 200, { status: true, message: 'Verification successful', data: transactionData(reference) });
    }

    if (req.method === 'GET' && path === '/refund') {
      // List Refunds, filtered by the transaction's reference as Paystack's `reference` parameter does.
      const reference = new URL(req.url ?? '/', 'http://fake').searchParams.get('reference');
      const data = refunds
        .filter((r) => !reference || r.transactionReference === reference)
        .map((r) => ({
          id: r.id,
          amount: r.amount,
          currency: r.currency,
          status: r.status,
          transaction_reference: r.transactionReference,
        }));
      return reply(res, 200, { status: true, message: 'Refunds retrieved', data });
    }

    if (req.method === 'POST' && path === '/refund') {
      const t = typeof body['transaction'] === 'string' ? transactions.get(body['transaction']) : undefined;
      if (!t) return reply(res, 404, { status: false, message: 'Transaction not found' });
      if (t.status !== 'success')
        return reply(res, 400, { status: false, message: 'Cannot refund an unpaid transaction' });
      // A refund that failed gave nothing back: the amount may be refunded again.
      const refunded = refunds
        .filter((r) => r.transactionReference === t.reference && r.status !== 'failed')
        .reduce((s, r) => s + r.amount, 0);
      const amount = body['amount'] === undefined ? t.amount - refunded : Number(body['amount']);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > t.amount) {
        return reply(res, 400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
      }
      const refund: FakeRefund = {
        id: ++ids,
        transactionReference: t.reference,
        amount,
        currency: t.currency,
        status: 'pending',
      };
      refunds.push(refund);
      return reply(res, 200, {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          id: refund.id,
          transaction: { id: t.id, reference: t.reference, amount: t.amount },
          amount: refund.amount,
          currency: refund.currency,
          status: refund.status,
          merchant_note: body['merchant_note'] ?? null,
        },
      });
    }

    if (req.method === 'GET' && path === '/bank') {
      return reply(res, 200, { status: true, message: 'Banks retrieved', data: FAKE_KENYAN_BANKS });
    }

    if (req.method === 'POST' && path === '/transferrecipient') {
      const type = body['type'];
      const account = body['account_number'];
      const bankCode = body['bank_code'];
      if (typeof body['name'] !== 'string' || typeof account !== 'string' || typeof bankCode !== 'string')
        return reply(res, 400, { status: false, message: 'Name, account number and bank code are required' });
      if (type === 'mobile_money' && bankCode !== 'MPESA')
        return reply(res, 400, { status: false, message: 'Unknown mobile money provider' });
      if (type === 'kepss' && !FAKE_KENYAN_BANKS.some((b) => b.code === bankCode))
        return reply(res, 400, { status: false, message: 'Unknown bank code' });
      if (type !== 'mobile_money' && type !== 'kepss')
        return reply(res, 400, { status: false, message: 'Invalid recipient type' });
      // Paystack answers the existing recipient for an account it already has.
      let r = recipients.find((x) => x.accountNumber === account && x.bankCode === bankCode);
      if (!r) {
        r = {
          code: `RCP_${randomBytes(6).toString('hex')}`,
          type,
          name: body['name'],
          accountNumber: account,
          bankCode,
          currency: typeof body['currency'] === 'string' ? body['currency'] : 'NGN',
        };
        recipients.push(r);
      }
      return reply(res, 201, {
        status: true,
        message: 'Transfer recipient created successfully',
        data: { recipient_code: r.code, type: r.type, currency: r.currency, active: true },
      });
    }

    if (req.method === 'POST' && path === '/transfer') {
      const reference = body['reference'];
      if (typeof reference !== 'string' || !/^[a-z0-9_-]{16,50}$/.test(reference))
        return reply(res, 400, { status: false, message: 'Invalid transfer reference' });
      if (transfers.has(reference)) return reply(res, 400, { status: false, message: 'Duplicate Transfer Reference' });
      if (!recipients.some((r) => r.code === body['recipient']))
        return reply(res, 400, { status: false, message: 'Recipient specified is invalid' });
      if (!isSubunits(body['amount'])) return reply(res, 400, { status: false, message: 'Invalid amount' });
      if (transferRefusal) {
        const message = transferRefusal;
        transferRefusal = null;
        return reply(res, 400, { status: false, message });
      }
      const t: FakeTransfer = {
        id: ++ids,
        transferCode: `TRF_${randomBytes(6).toString('hex')}`,
        reference,
        recipientCode: String(body['recipient']),
        amount: Number(body['amount']),
        currency: typeof body['currency'] === 'string' ? body['currency'] : 'NGN',
        reason: typeof body['reason'] === 'string' ? body['reason'] : null,
        status: 'pending',
      };
      transfers.set(reference, t);
      return reply(res, 200, { status: true, message: 'Transfer has been queued', data: transferData(reference) });
    }

    const verifyTransfer = /^\/transfer\/verify\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && verifyTransfer) {
      const reference = decodeURIComponent(verifyTransfer[1]!);
      if (!transfers.has(reference)) return reply(res, 404, { status: false, message: 'Transfer not found' });
      return reply(res, 200, { status: true, message: 'Transfer retrieved', data: transferData(reference) });
    }

    return reply(res, 404, { status: false, message: 'Not found (fake Paystack)' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => reply(res, 500, { status: false, message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const signedWebhook = (event: string, data: unknown, key = opts.secretKey) => {
    const body = JSON.stringify({ event, data });
    return {
      body,
      headers: { 'content-type': 'application/json', [PAYSTACK_SIGNATURE_HEADER]: signPaystackWebhook(body, key) },
    };
  };
  const post = (url: string, message: { body: string; headers: Record<string, string> }) =>
    fetch(url, { method: 'POST', headers: message.headers, body: message.body });

  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    refunds,
    recipients,
    transfers,
    requests,
    finishTransfer(reference, status) {
      const t = transfers.get(reference);
      if (!t) throw new Error(`fake Paystack: no transfer ${reference}`);
      t.status = status;
      return t;
    },
    transferData,
    refuseNextTransfer(message) {
      transferRefusal = message;
    },
    complete(reference, o) {
      const t = transactions.get(reference);
      if (!t) throw new Error(`fake Paystack: no transaction ${reference}`);
      t.status = o.status;
      if (o.channel) t.channel = o.channel;
      if (o.amount !== undefined) t.amount = o.amount;
      if (o.currency) t.currency = o.currency;
      t.receipt = o.receipt ?? null;
      t.gatewayResponse =
        o.gatewayResponse ??
        { success: 'Approved', failed: 'Declined', abandoned: 'The transaction was not completed' }[o.status];
      t.fees = o.status === 'success' ? (o.fees ?? Math.ceil((t.amount * 15) / 1000)) : null;
      t.paidAt = o.status === 'success' ? new Date().toISOString() : null;
      return t;
    },
    outage(status) {
      outageStatus = status;
    },
    restore() {
      outageStatus = null;
    },
    failNext(path, status) {
      failures.push({ path, status });
    },
    delayNext(path, ms) {
      delays.push({ path, ms });
    },
    answerNextCharge(status, message) {
      nextCharge = { status, message };
    },
    transactionData,
    signedWebhook: (event, data) => signedWebhook(event, data),
    webhook: (url, event, data) => post(url, signedWebhook(event, data)),
    badSignatureWebhook: (url, event, data) => post(url, signedWebhook(event, data, `${opts.secretKey}-wrong`)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
