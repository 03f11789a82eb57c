import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { darajaPassword, darajaTimestamp } from './daraja.js';
import { readBody, reply } from '../../lib/fake-server.js';

/**
 * A fake Safaricom Daraja on loopback: a real HTTP server, so the real client (daraja.ts) runs
 * against it in tests, in scripts/e2e-server.mjs, in the bench and behind `DARAJA_FAKE=1` in
 * development. It checks what Daraja checks (Basic auth, the bearer token, the Password and its
 * Timestamp, the phone's form, whole amounts) and answers in Daraja's shapes.
 *
 * The buyer's phone is simulated: after an STK push the fake "waits" `callbackDelayMs` and POSTs
 * the result to the CallBackURL. What the phone does is chosen by the number's last four digits
 * (or by `setOutcome` for one number):
 *   …1032 cancels (1032) · …1037 never answers: no callback, and the query says 1037 once
 *   `promptMs` has passed · …0001 balance too low (1) · …2001 wrong PIN (2001) · …0404 pays but
 *   the callback is lost (only the STK query tells) · …0002 pays one shilling short (a callback
 *   whose amount is not the order's) · anything else pays.
 * Until the result is due, the STK query answers Daraja's "still processing" error. The query
 * tells the truth whatever callbacks say: `forgeCallback` posts a "paid" callback for a prompt the
 * phone did not pay (someone who learned the address), which the server must not believe.
 *
 * Paybill: `registerurl` keeps the C2B confirmation address per shortcode, and `payBill` (or
 * Daraja's `c2b/v1/simulate`) posts a confirmation there, as a buyer paying by hand would cause.
 *
 * B2C (refunds and hosts' payouts): the request is answered with a ConversationID at once and
 * the result is posted `callbackDelayMs` later. The receiving number's last four digits choose
 * the result, as for prompts (`setOutcome` wins here too): …0001 the B2C account's balance is
 * too low (result 1) · …2001 the operator's credentials are refused (2001) · …1037 the request
 * times out in Safaricom's queue (a post to the QueueTimeOutURL instead) · …0404 paid, but the
 * result is lost (nothing is posted) · anything else is paid (result 0, with a TransactionID).
 */

export const FAKE_DARAJA_OUTCOMES = [
  'success',
  'cancelled',
  'timeout',
  'insufficient_funds',
  'wrong_pin',
  'lost_callback',
  'short_amount',
] as const;
export type FakeDarajaOutcome = (typeof FAKE_DARAJA_OUTCOMES)[number];

/** Credentials the fake accepts unless told others (also what `DARAJA_FAKE=1` uses). */
export const FAKE_DARAJA_CREDENTIALS = {
  consumerKey: 'fake-consumer-key',
  consumerSecret: 'fake-consumer-secret',
  shortcode: '174379',
  passkey: 'fake-passkey-bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
} as const;

/** The B2C settings `DARAJA_FAKE=1` refunds with (the fake checks only that they are there). */
export const FAKE_DARAJA_B2C = {
  shortcode: '600999',
  initiatorName: 'testapi',
  securityCredential: 'fake-security-credential',
} as const;

/** The settings that point the app's Daraja client (STK push and B2C) at a fake listening at `url`. */
export const fakeDarajaConfig = (url: string) => ({
  DARAJA_CONSUMER_KEY: FAKE_DARAJA_CREDENTIALS.consumerKey,
  DARAJA_CONSUMER_SECRET: FAKE_DARAJA_CREDENTIALS.consumerSecret,
  DARAJA_SHORTCODE: FAKE_DARAJA_CREDENTIALS.shortcode,
  DARAJA_PASSKEY: FAKE_DARAJA_CREDENTIALS.passkey,
  DARAJA_BASE_URL: url,
  DARAJA_B2C_SHORTCODE: FAKE_DARAJA_B2C.shortcode,
  DARAJA_B2C_INITIATOR_NAME: FAKE_DARAJA_B2C.initiatorName,
  DARAJA_B2C_SECURITY_CREDENTIAL: FAKE_DARAJA_B2C.securityCredential,
});

/** The Paybill `DARAJA_FAKE=1` offers after a failed prompt (Safaricom's C2B test numbers look alike). */
export const FAKE_DARAJA_PAYBILL = '600000';

const RESULT: Record<Exclude<FakeDarajaOutcome, 'lost_callback' | 'short_amount'>, [number, string]> = {
  success: [0, 'The service request is processed successfully.'],
  cancelled: [1032, 'Request cancelled by user'],
  timeout: [1037, 'DS timeout user cannot be reached'],
  insufficient_funds: [1, 'The balance is insufficient for the transaction.'],
  wrong_pin: [2001, 'The initiator information is invalid.'],
};

/** B2C command IDs Daraja knows. */
const B2C_COMMANDS = ['BusinessPayment', 'SalaryPayment', 'PromotionPayment'];

/** The phone's behaviour by its last four digits. */
export function fakeDarajaOutcome(phone: string): FakeDarajaOutcome {
  const last = phone.replace(/\D/g, '').slice(-4);
  switch (last) {
    case '1032':
      return 'cancelled';
    case '1037':
      return 'timeout';
    case '0001':
      return 'insufficient_funds';
    case '2001':
      return 'wrong_pin';
    case '0404':
      return 'lost_callback';
    case '0002':
      return 'short_amount';
    default:
      return 'success';
  }
}

export interface FakeStkPush {
  checkoutRequestId: string;
  merchantRequestId: string;
  amount: number;
  phone: string;
  accountReference: string;
  callbackUrl: string;
  outcome: FakeDarajaOutcome;
  receipt: string;
  startedAt: number;
  /** Callbacks sent (a test may send more with `resendCallback`). */
  callbacks: number;
}

export interface FakeB2C {
  conversationId: string;
  originatorConversationId: string;
  commandId: string;
  amount: number;
  phone: string;
  resultUrl: string;
  timeoutUrl: string;
  outcome: FakeDarajaOutcome;
  /** The M-Pesa receipt of a paid request. */
  transactionId: string;
  /** Results (or queue timeouts) posted so far (a test may post more with `resendB2cResult`). */
  results: number;
}

/** What a B2C request ends as, by the receiving phone's outcome (see the header). */
export function fakeB2cResult(outcome: FakeDarajaOutcome): 'paid' | 'lost' | 'queue_timeout' | [number, string] {
  switch (outcome) {
    case 'insufficient_funds':
      return [1, 'The balance is insufficient for the transaction.'];
    case 'wrong_pin':
      return [2001, 'The initiator information is invalid.'];
    case 'timeout':
      return 'queue_timeout';
    case 'lost_callback':
      return 'lost';
    default:
      return 'paid';
  }
}

export interface FakeDaraja {
  url: string;
  pushes: Map<string, FakeStkPush>;
  b2c: FakeB2C[];
  /** Every request: method, path (no query), and the JSON body. */
  requests: { method: string; path: string; body: unknown }[];
  /** How many tokens it handed out. */
  tokensIssued(): number;
  /** This phone's pushes end as `outcome` from now on (wins over the last digits). */
  setOutcome(phone: string, outcome: FakeDarajaOutcome): void;
  /** The callback body the push would send (or sent); as `outcome`'s instead when given. */
  callbackBody(checkoutRequestId: string, outcome?: FakeDarajaOutcome): unknown;
  /** POSTs the push's callback again (a duplicated callback) to its URL, or to `url`. */
  resendCallback(checkoutRequestId: string, url?: string): Promise<Response>;
  /**
   * POSTs a "paid" callback (the full amount, a made-up receipt) to the push's CallBackURL, or to
   * `url`, whatever the phone did: a forgery by someone who knows the address. The STK query
   * still tells what the phone did. Not counted in `callbacks`.
   */
  forgeCallback(checkoutRequestId: string, url?: string): Promise<Response>;
  /** The phone has answered (or the prompt timed out) now: the STK query gives the result from here on. */
  finish(checkoutRequestId: string): void;
  /** Callbacks go to this origin instead of their CallBackURL's own (an app listening on a port). */
  sendCallbacksTo(origin: string): void;
  /** The C2B addresses registered (by `registerurl`), per shortcode. */
  c2bUrls: Map<string, { confirmation: string; validation: string }>;
  /**
   * A buyer pays the Paybill by hand (Daraja's `c2b/v1/simulate`): Safaricom POSTs the
   * confirmation to the registered ConfirmationURL; answers that POST's response.
   */
  payBill(opts: {
    shortCode: string;
    account: string;
    amount: number;
    phone?: string;
    transId?: string;
  }): Promise<Response>;
  /**
   * POSTs a B2C request's result again (a duplicated result) to its ResultURL (its QueueTimeOutURL
   * for a queue timeout), or to `url`; a lost result is sent as paid.
   */
  resendB2cResult(conversationId: string, url?: string): Promise<Response>;
  /** The body of a B2C request's result (or queue timeout), as it is (or would be) posted. */
  b2cResultBody(conversationId: string): unknown;
  /** The next POST to `path` is answered `status` with a Daraja error (Safaricom's trouble; nothing taken). */
  failNext(path: string, status: number): void;
  /** Every token issued so far is refused from now on (as if Safaricom revoked them). */
  revokeTokens(): void;
  close(): Promise<void>;
}

export interface FakeDarajaOptions {
  consumerKey?: string;
  consumerSecret?: string;
  shortcode?: string;
  passkey?: string;
  /** How long the simulated phone takes to answer (default 1.5 s). */
  callbackDelayMs?: number;
  /** How long a prompt stays open before it times out (1037) (default 60 s, as on a phone). */
  promptMs?: number;
  /** Token lifetime in seconds (Safaricom: 3599). */
  expiresIn?: number;
  /** Where callbacks go instead of the CallBackURL's own origin (a test app on a port). */
  callbackOrigin?: string;
  /** Port to listen on (0: any). */
  port?: number;
}

const refused = (res: ServerResponse, status: number, errorCode: string, errorMessage: string) =>
  reply(res, status, { requestId: randomBytes(6).toString('hex'), errorCode, errorMessage });

const RECEIPT = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const receipt = () => {
  let s = 'S';
  for (const b of randomBytes(9)) s += RECEIPT[b % RECEIPT.length];
  return s;
};

export async function startFakeDaraja(opts: FakeDarajaOptions = {}): Promise<FakeDaraja> {
  const creds = {
    consumerKey: opts.consumerKey ?? FAKE_DARAJA_CREDENTIALS.consumerKey,
    consumerSecret: opts.consumerSecret ?? FAKE_DARAJA_CREDENTIALS.consumerSecret,
    shortcode: opts.shortcode ?? FAKE_DARAJA_CREDENTIALS.shortcode,
    passkey: opts.passkey ?? FAKE_DARAJA_CREDENTIALS.passkey,
  };
  const callbackDelayMs = opts.callbackDelayMs ?? 1500;
  const promptMs = opts.promptMs ?? 60_000;
  const pushes = new Map<string, FakeStkPush>();
  const b2c: FakeB2C[] = [];
  const requests: FakeDaraja['requests'] = [];
  const tokens = new Map<string, number>();
  const outcomes = new Map<string, FakeDarajaOutcome>();
  const timers = new Set<NodeJS.Timeout>();
  const c2bUrls = new Map<string, { confirmation: string; validation: string }>();
  const failures = new Map<string, number>();
  let issued = 0;

  const later = (ms: number, fn: () => void) => {
    const t = setTimeout(() => {
      timers.delete(t);
      fn();
    }, ms);
    timers.add(t);
  };

  let callbackOrigin = opts.callbackOrigin;
  const target = (url: string) => {
    if (!callbackOrigin) return url;
    const u = new URL(url);
    return `${callbackOrigin.replace(/\/+$/, '')}${u.pathname}${u.search}`;
  };

  function callbackBody(checkoutRequestId: string, outcome?: FakeDarajaOutcome) {
    const p = pushes.get(checkoutRequestId);
    if (!p) throw new Error(`fake Daraja: no push ${checkoutRequestId}`);
    const as = outcome ?? p.outcome;
    const paid = as === 'success' || as === 'lost_callback' || as === 'short_amount';
    const [code, desc] = paid ? RESULT.success : RESULT[as as keyof typeof RESULT];
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: p.merchantRequestId,
          CheckoutRequestID: p.checkoutRequestId,
          ResultCode: code,
          ResultDesc: desc,
          ...(paid
            ? {
                CallbackMetadata: {
                  Item: [
                    { Name: 'Amount', Value: as === 'short_amount' ? p.amount - 1 : p.amount },
                    { Name: 'MpesaReceiptNumber', Value: outcome ? receipt() : p.receipt },
                    { Name: 'Balance' },
                    { Name: 'TransactionDate', Value: Number(darajaTimestamp(new Date())) },
                    { Name: 'PhoneNumber', Value: Number(p.phone) },
                  ],
                },
              }
            : {}),
        },
      },
    };
  }

  const post = (url: string, body: unknown) =>
    fetch(target(url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });

  const sendCallback = (p: FakeStkPush) => {
    p.callbacks += 1;
    post(p.callbackUrl, callbackBody(p.checkoutRequestId)).then(
      (r) => void r.body?.cancel(),
      () => undefined,
    );
  };

  const bearer = (req: IncomingMessage) => {
    const m = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return m ? (tokens.get(m[1]!) ?? 0) > Date.now() : false;
  };

  /** Checks the Password and Timestamp an STK call carries; a reason when they are wrong. */
  const passwordProblem = (body: Record<string, unknown>): string | null => {
    if (body['BusinessShortCode'] !== creds.shortcode) return 'Invalid BusinessShortCode';
    const ts = String(body['Timestamp'] ?? '');
    if (!/^\d{14}$/.test(ts)) return 'Invalid Timestamp';
    // Daraja refuses a timestamp far from its own clock (Nairobi time).
    const now = darajaTimestamp(new Date());
    const toDate = (s: string) =>
      Date.UTC(+s.slice(0, 4), +s.slice(4, 6) - 1, +s.slice(6, 8), +s.slice(8, 10), +s.slice(10, 12), +s.slice(12));
    if (Math.abs(toDate(ts) - toDate(now)) > 10 * 60_000) return 'Invalid Timestamp';
    if (body['Password'] !== darajaPassword(creds.shortcode, creds.passkey, ts)) return 'Invalid Password';
    return null;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake');
    const text = await readBody(req);
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return refused(res, 400, '400.002.02', 'Bad Request - Invalid JSON');
    }
    requests.push({ method: req.method ?? '', path: url.pathname, body });

    if (req.method === 'GET' && url.pathname === '/oauth/v1/generate') {
      const expected = Buffer.from(`${creds.consumerKey}:${creds.consumerSecret}`).toString('base64');
      if (url.searchParams.get('grant_type') !== 'client_credentials')
        return refused(res, 400, '400.008.02', 'Invalid grant type passed');
      if (req.headers.authorization !== `Basic ${expected}`)
        return refused(res, 400, '400.008.01', 'Invalid Authentication passed');
      const token = randomBytes(16).toString('base64url');
      const expiresIn = opts.expiresIn ?? 3599;
      tokens.set(token, Date.now() + expiresIn * 1000);
      issued += 1;
      return reply(res, 200, { access_token: token, expires_in: String(expiresIn) });
    }
    if (req.method !== 'POST') return refused(res, 404, '404.001.01', 'Resource not found');
    if (!bearer(req)) return refused(res, 401, '404.001.03', 'Invalid Access Token');
    const failure = failures.get(url.pathname);
    if (failure !== undefined) {
      failures.delete(url.pathname);
      return refused(res, failure, `${failure}.002.1001`, 'System internal error.');
    }

    if (url.pathname === '/mpesa/stkpush/v1/processrequest') {
      const problem = passwordProblem(body);
      if (problem) return refused(res, 400, '400.002.02', `Bad Request - ${problem}`);
      if (body['TransactionType'] !== 'CustomerPayBillOnline' && body['TransactionType'] !== 'CustomerBuyGoodsOnline')
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid TransactionType');
      const amount = body['Amount'];
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
      const phone = String(body['PhoneNumber'] ?? '');
      if (!/^254[17]\d{8}$/.test(phone) || body['PartyA'] !== phone)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid PhoneNumber');
      if (body['PartyB'] !== creds.shortcode) return refused(res, 400, '400.002.02', 'Bad Request - Invalid PartyB');
      const callbackUrl = String(body['CallBackURL'] ?? '');
      if (!/^https?:\/\/[^/]+\/.+/.test(callbackUrl))
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid CallBackURL');
      const accountReference = String(body['AccountReference'] ?? '');
      if (!accountReference || accountReference.length > 12)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid AccountReference');
      if (String(body['TransactionDesc'] ?? '').length > 13)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid TransactionDesc');
      const push: FakeStkPush = {
        checkoutRequestId: `ws_CO_${darajaTimestamp(new Date())}${randomBytes(5).toString('hex')}`,
        merchantRequestId: `${randomBytes(3).toString('hex')}-${randomBytes(4).toString('hex')}-1`,
        amount,
        phone,
        accountReference,
        callbackUrl,
        outcome: outcomes.get(phone) ?? fakeDarajaOutcome(phone),
        receipt: receipt(),
        startedAt: Date.now(),
        callbacks: 0,
      };
      pushes.set(push.checkoutRequestId, push);
      if (push.outcome !== 'timeout' && push.outcome !== 'lost_callback')
        later(callbackDelayMs, () => sendCallback(push));
      return reply(res, 200, {
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: 'Success. Request accepted for processing',
        CustomerMessage: 'Success. Request accepted for processing',
      });
    }

    if (url.pathname === '/mpesa/stkpushquery/v1/query') {
      const problem = passwordProblem(body);
      if (problem) return refused(res, 400, '400.002.02', `Bad Request - ${problem}`);
      const push = pushes.get(String(body['CheckoutRequestID'] ?? ''));
      if (!push) return refused(res, 400, '400.002.02', 'Bad Request - Invalid CheckoutRequestID');
      const due = push.startedAt + (push.outcome === 'timeout' ? promptMs : callbackDelayMs);
      if (Date.now() < due) return refused(res, 500, '500.001.1001', 'The transaction is being processed');
      const paid = push.outcome === 'success' || push.outcome === 'lost_callback' || push.outcome === 'short_amount';
      const [code, desc] = paid ? RESULT.success : RESULT[push.outcome as keyof typeof RESULT];
      return reply(res, 200, {
        ResponseCode: '0',
        ResponseDescription: 'The service request has been accepted successsfully',
        MerchantRequestID: push.merchantRequestId,
        CheckoutRequestID: push.checkoutRequestId,
        ResultCode: String(code),
        ResultDesc: desc,
      });
    }

    if (url.pathname === '/mpesa/c2b/v2/registerurl' || url.pathname === '/mpesa/c2b/v1/registerurl') {
      const shortCode = String(body['ShortCode'] ?? '');
      const confirmation = String(body['ConfirmationURL'] ?? '');
      const validation = String(body['ValidationURL'] ?? '');
      if (!/^\d{5,7}$/.test(shortCode)) return refused(res, 400, '400.002.02', 'Bad Request - Invalid ShortCode');
      if (!/^https?:\/\//.test(confirmation))
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid ConfirmationURL');
      c2bUrls.set(shortCode, { confirmation, validation });
      return reply(res, 200, {
        OriginatorCoversationID: randomBytes(6).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'Success',
      });
    }

    if (url.pathname === '/mpesa/c2b/v1/simulate') {
      const r = await payBill({
        shortCode: String(body['ShortCode'] ?? ''),
        account: String(body['BillRefNumber'] ?? ''),
        amount: Number(body['Amount']),
        phone: String(body['Msisdn'] ?? '254708374149'),
      }).catch(() => null);
      if (!r) return refused(res, 400, '400.002.02', 'Bad Request - No ConfirmationURL registered');
      void r.body?.cancel();
      return reply(res, 200, {
        OriginatorCoversationID: randomBytes(6).toString('hex'),
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }

    if (url.pathname === '/mpesa/b2c/v3/paymentrequest' || url.pathname === '/mpesa/b2c/v1/paymentrequest') {
      const amount = body['Amount'];
      const phone = String(body['PartyB'] ?? '');
      const resultUrl = String(body['ResultURL'] ?? '');
      const timeoutUrl = String(body['QueueTimeOutURL'] ?? '');
      const commandId = String(body['CommandID'] ?? '');
      if (!B2C_COMMANDS.includes(commandId)) return refused(res, 400, '400.002.02', 'Bad Request - Invalid CommandID');
      if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid Amount');
      if (!/^\d{5,7}$/.test(String(body['PartyA'] ?? '')))
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid PartyA');
      if (!/^254[17]\d{8}$/.test(phone)) return refused(res, 400, '400.002.02', 'Bad Request - Invalid PartyB');
      if (!body['InitiatorName'] || !body['SecurityCredential'])
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid Initiator');
      if (!/^https?:\/\/[^/]+\/.+/.test(resultUrl))
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid ResultURL');
      if (!/^https?:\/\/[^/]+\/.+/.test(timeoutUrl))
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid QueueTimeOutURL');
      const remarks = String(body['Remarks'] ?? '');
      if (remarks.length < 2 || remarks.length > 100)
        return refused(res, 400, '400.002.02', 'Bad Request - Invalid Remarks');
      const t: FakeB2C = {
        conversationId: `AG_${darajaTimestamp(new Date())}_${randomBytes(6).toString('hex')}`,
        originatorConversationId: String(body['OriginatorConversationID'] ?? randomBytes(6).toString('hex')),
        commandId,
        amount,
        phone,
        resultUrl,
        timeoutUrl,
        outcome: outcomes.get(phone) ?? fakeDarajaOutcome(phone),
        transactionId: receipt(),
        results: 0,
      };
      b2c.push(t);
      if (fakeB2cResult(t.outcome) !== 'lost') later(callbackDelayMs, () => sendB2cResult(t));
      return reply(res, 200, {
        ConversationID: t.conversationId,
        OriginatorConversationID: t.originatorConversationId,
        ResponseCode: '0',
        ResponseDescription: 'Accept the service request successfully.',
      });
    }
    return refused(res, 404, '404.001.01', 'Resource not found');
  }

  function payBill(o: { shortCode: string; account: string; amount: number; phone?: string; transId?: string }) {
    const urls = c2bUrls.get(o.shortCode);
    if (!urls) return Promise.reject(new Error(`fake Daraja: no C2B URLs for ${o.shortCode}`));
    return post(urls.confirmation, {
      TransactionType: 'Pay Bill',
      TransID: o.transId ?? receipt(),
      TransTime: darajaTimestamp(new Date()),
      TransAmount: o.amount.toFixed(2),
      BusinessShortCode: o.shortCode,
      BillRefNumber: o.account,
      InvoiceNumber: '',
      OrgAccountBalance: '',
      ThirdPartyTransID: '',
      MSISDN: o.phone ?? '254708374149',
      FirstName: 'John',
    });
  }

  function b2cOf(conversationId: string) {
    const t = b2c.find((x) => x.conversationId === conversationId);
    if (!t) throw new Error(`fake Daraja: no B2C request ${conversationId}`);
    return t;
  }

  function b2cResultBody(conversationId: string) {
    const t = b2cOf(conversationId);
    const result = fakeB2cResult(t.outcome);
    const ids = { OriginatorConversationID: t.originatorConversationId, ConversationID: t.conversationId };
    if (result === 'queue_timeout')
      return { Result: { ResultType: 1, ResultCode: 1, ResultDesc: 'The request timed out in the queue.', ...ids } };
    if (Array.isArray(result))
      return {
        Result: { ResultType: 0, ResultCode: result[0], ResultDesc: result[1], ...ids, TransactionID: t.transactionId },
      };
    return {
      Result: {
        ResultType: 0,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        ...ids,
        TransactionID: t.transactionId,
        ResultParameters: {
          ResultParameter: [
            { Key: 'TransactionAmount', Value: t.amount },
            { Key: 'TransactionReceipt', Value: t.transactionId },
            { Key: 'ReceiverPartyPublicName', Value: `${t.phone} - Fake Customer` },
            { Key: 'B2CRecipientIsRegisteredCustomer', Value: 'Y' },
          ],
        },
      },
    };
  }

  const b2cResultUrl = (t: FakeB2C) => (fakeB2cResult(t.outcome) === 'queue_timeout' ? t.timeoutUrl : t.resultUrl);

  function sendB2cResult(t: FakeB2C) {
    t.results += 1;
    post(b2cResultUrl(t), b2cResultBody(t.conversationId)).then(
      (r) => void r.body?.cancel(),
      () => undefined,
    );
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) refused(res, 500, '500.003.02', err instanceof Error ? err.message : 'error');
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    pushes,
    b2c,
    requests,
    tokensIssued: () => issued,
    setOutcome: (phone, outcome) => outcomes.set(phone.replace(/\D/g, '').replace(/^0/, '254'), outcome),
    callbackBody,
    resendCallback(checkoutRequestId, url) {
      const p = pushes.get(checkoutRequestId);
      if (!p) throw new Error(`fake Daraja: no push ${checkoutRequestId}`);
      p.callbacks += 1;
      return url
        ? fetch(url, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(callbackBody(checkoutRequestId)),
          })
        : post(p.callbackUrl, callbackBody(checkoutRequestId));
    },
    forgeCallback(checkoutRequestId, url) {
      const p = pushes.get(checkoutRequestId);
      if (!p) throw new Error(`fake Daraja: no push ${checkoutRequestId}`);
      const body = callbackBody(checkoutRequestId, 'success');
      return url
        ? fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        : post(p.callbackUrl, body);
    },
    c2bUrls,
    payBill,
    b2cResultBody,
    resendB2cResult(conversationId, url) {
      const t = b2cOf(conversationId);
      t.results += 1;
      const body = JSON.stringify(b2cResultBody(conversationId));
      return url
        ? fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        : post(b2cResultUrl(t), JSON.parse(body));
    },
    finish(checkoutRequestId) {
      const p = pushes.get(checkoutRequestId);
      if (!p) throw new Error(`fake Daraja: no push ${checkoutRequestId}`);
      p.startedAt = Date.now() - Math.max(promptMs, callbackDelayMs) - 1;
    },
    sendCallbacksTo: (origin) => {
      callbackOrigin = origin;
    },
    failNext: (path, status) => failures.set(path, status),
    revokeTokens: () => tokens.clear(),
    close: async () => {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
