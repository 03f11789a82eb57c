import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { normaliseKenyanPhone, siteUrl, type MpesaFailureCode } from '@tribe/contracts';
import { PAYMENT_MESSAGES } from './payments.messages.js';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderRefund,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
  type StartPaymentResult,
  type TransferStatus,
  type VerifiedPayment,
  type WebhookEvent,
} from './provider.js';

/**
 * M-Pesa straight from Safaricom through Daraja (https://developer.safaricom.co.ke), for the M-Pesa
 * channel only (cards stay with Paystack or the sandbox; provider-router.ts picks per channel).
 *
 * - Token: `GET /oauth/v1/generate?grant_type=client_credentials` with Basic key:secret, kept
 *   until `expires_in` less a minute; concurrent callers share one request; a 401 on a later call
 *   drops it and asks once more.
 * - Prompt: `POST /mpesa/stkpush/v1/processrequest` (CustomerPayBillOnline, whole KES, the phone
 *   as 2547…/2541…). Safaricom answers a CheckoutRequestID at once and the buyer's answer later,
 *   by a POST to our CallBackURL: PUBLIC_URL + /api/payments/daraja/callback/<payment
 *   reference>/<secret>. The secret is 32 random bytes made for this attempt alone; only its
 *   SHA-256 is stored (payments.callback_secret_hash), before the prompt is sent. Safaricom does
 *   not sign its callbacks, so the address is what keeps strangers out, and nothing on the server
 *   (SESSION_SECRET, a database dump) opens a callback.
 * - A callback is a nudge, not the proof (`confirmCallback`): one saying "paid" is sold only when
 *   the STK query (`verify`) says paid too; while the query says still processing, or does not
 *   answer, the attempt stays open for the reconciliation job and "check my payment". One saying
 *   "failed" is taken as it is (a failure issues nothing, and the buyer may try again).
 * - Fallback: when no callback came (lost, or the phone never answered), `verify` asks
 *   `POST /mpesa/stkpushquery/v1/query`. That answer has no receipt and no amount; the amount is
 *   the one we asked for (the buyer cannot change it on the prompt), the receipt stays unknown.
 * - Paybill fallback (C2B): a confirmation to the registered address sells its order on its own
 *   word (no query knows it); that address carries a random secret made for its registration
 *   (`registerC2bUrls`), of which only the hash is stored: registering again rotates it.
 * - Result codes: 0 paid; 1032 cancelled; 1037 phone unreachable; 1 balance too low; 2001 wrong
 *   PIN; any other code failed. Each failure carries a stable code in `raw.failureCode`, which the
 *   order view hands to the web (the web words it; it never reads our prose).
 * - B2C (`POST /mpesa/b2c/v3/paymentrequest`, `BusinessPayment`, whole KES), when its settings are
 *   there: refunds to the phone that paid (`refund`) and hosts' payouts to their M-Pesa number
 *   (`b2cPayout`). Safaricom answers a ConversationID at once and the result later, by a POST to
 *   the ResultURL (or the QueueTimeOutURL), whose path carries a random secret made for that one
 *   refund or payout send, its hash stored on the refund's or payout's row before the request.
 *   B2C has nothing to ask about a request later, so a request whose answer was lost is never sent
 *   again. Bank payouts stay with the card provider (`createRecipient`/`transfer` refuse here).
 *
 * Every failure to get an answer throws ProviderError naming the endpoint and the status, never
 * the key, the secret or the passkey.
 */

export const DARAJA_TIMEOUT_MS = 15_000;
export const DARAJA_SANDBOX_URL = 'https://sandbox.safaricom.co.ke';
/** Safaricom's public sandbox Paybill for STK push (its passkey is on the Daraja portal). */
export const DARAJA_SANDBOX_SHORTCODE = '174379';
/** A token is renewed this long before Safaricom says it ends. */
export const DARAJA_TOKEN_MARGIN_MS = 60_000;
/** An attempt whose prompt never reached Safaricom (no CheckoutRequestID) is given up after this. */
export const DARAJA_PROMPT_MS = 3 * 60_000;
/** Daraja's STK query answer while the buyer has not answered yet. */
export const DARAJA_STILL_PROCESSING = '500.001.1001';
export const DARAJA_CALLBACK_PATH = '/api/payments/daraja/callback';
export const DARAJA_C2B_PATH = '/api/payments/daraja/c2b';
export const DARAJA_B2C_PATH = '/api/payments/daraja/b2c';
export const DARAJA_PAYOUT_PATH = '/api/payments/daraja/payouts';
/** Our reference for an attempt made from a Paybill confirmation: its M-Pesa TransID. */
export const c2bPaymentReference = (transId: string) => `c2b_${transId}`;

export interface DarajaSettings {
  consumerKey: string;
  consumerSecret: string;
  /** The Paybill (or Till's head office) number prompts are paid to. */
  shortcode: string;
  passkey: string;
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or the fake's address. */
  baseUrl: string;
  /** A Paybill number the buyer can pay by hand after a failed prompt (the order reference as account). */
  paybillFallback?: string | undefined;
  /**
   * Refunds and hosts' M-Pesa payouts by B2C: the B2C shortcode, the API operator's name and its
   * security credential (the password encrypted with Safaricom's certificate, as the Daraja
   * portal makes it).
   */
  b2c?: { shortcode: string; initiatorName: string; securityCredential: string } | undefined;
}

/** What Daraja needs to know about one attempt (a `payments` row). */
export interface DarajaPaymentRecord {
  /** Whole KES asked for. */
  amount: number;
  currency: string;
  /** Daraja's CheckoutRequestID, once the prompt was accepted (a Paybill payment's TransID). */
  providerRequestId: string | null;
  createdAt: Date;
  /** +254 form: where a B2C refund goes. */
  phone?: string | null;
  /** What a Paybill confirmation said, for an attempt made from one (no STK query knows it). */
  c2b?: { transId: string; amount: number } | null;
}

export interface DarajaStore {
  get(reference: string): Promise<DarajaPaymentRecord | null>;
  /** Keeps the hash of an attempt's callback secret on its row (`darajaSecretHash`), never the secret. */
  saveCallbackSecretHash(reference: string, hash: string): Promise<void>;
  /** Keeps the hash of a refund's B2C result secret on the refund's row. */
  saveRefundResultSecretHash(refundId: number, hash: string): Promise<void>;
  /** Keeps the hash of a payout send's B2C result secret on the payout's row (by its reference). */
  savePayoutResultSecretHash(reference: string, hash: string): Promise<void>;
  /** Records a C2B registration about to be sent (its secret's hash); answers its id. */
  beginC2bRegistration(shortcode: string, hash: string): Promise<number>;
  /**
   * Safaricom took the registration (`ok`): it is the shortcode's, and older ones are retired; or
   * it refused it: the row goes.
   */
  finishC2bRegistration(id: number, shortcode: string, ok: boolean): Promise<void>;
}

export interface DarajaProviderOptions extends DarajaSettings {
  publicUrl: string;
  store: DarajaStore;
  /** Milliseconds since the epoch (token expiry, the timestamp); tests move it. */
  now?: () => number;
  timeoutMs?: number;
}

/** YYYYMMDDHHmmss on the clock in Nairobi, as Daraja wants its Timestamp. */
export function darajaTimestamp(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Nairobi',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}${get('month')}${get('day')}${get('hour')}${get('minute')}${get('second')}`;
}

/** base64(shortcode + passkey + timestamp): the STK push and query Password. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`, 'utf8').toString('base64');
}

/** A Kenyan mobile number as Daraja wants it (2547XXXXXXXX or 2541XXXXXXXX), or null. */
export function darajaPhone(phone: string): string | null {
  return normaliseKenyanPhone(phone)?.slice(1) ?? null;
}

/**
 * A fresh secret for one address Safaricom posts to (an STK prompt's callback, a refund's or a
 * payout's B2C result, a Paybill registration): 32 random bytes, base64url (43 characters).
 */
export function newDarajaCallbackSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored of a callback secret: its SHA-256, hex. */
export function darajaSecretHash(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Where Safaricom posts a payout's B2C result: `…/result`, or `…/timeout` for a queue timeout. */
export const darajaPayoutResultUrl = (publicUrl: string, payoutReference: string, secret: string) =>
  siteUrl(publicUrl, `${DARAJA_PAYOUT_PATH}/${encodeURIComponent(payoutReference)}/${secret}`);

/** One B2C result (`Result`), as Safaricom posts it to the ResultURL or the QueueTimeOutURL. */
export interface B2cResult {
  resultCode: number;
  resultDesc: string | null;
  conversationId: string | null;
  transactionId: string | null;
}

/** Reads a B2C result body; null when it is not one. */
export function parseB2cResult(body: unknown): B2cResult | null {
  const r = (body as { Result?: Record<string, unknown> } | null)?.Result;
  if (!r || typeof r !== 'object') return null;
  const resultCode = num(r.ResultCode);
  if (resultCode === null) return null;
  return {
    resultCode,
    resultDesc: str(r.ResultDesc),
    conversationId: str(r.ConversationID),
    transactionId: str(r.TransactionID),
  };
}

/**
 * Whether a secret in an address is the one made for it: the given secret's hash against the
 * stored one, in constant time. No stored hash (an attempt made before migration 0023, a refund
 * or payout sent before 0025, never sent) matches nothing.
 */
export function darajaCallbackSecretMatches(given: string, storedHash: string | null): boolean {
  if (!storedHash) return false;
  const expected = Buffer.from(storedHash, 'utf8');
  const got = Buffer.from(darajaSecretHash(given), 'utf8');
  return got.length === expected.length && timingSafeEqual(got, expected);
}

export const darajaCallbackUrl = (publicUrl: string, paymentReference: string, secret: string) =>
  siteUrl(publicUrl, `${DARAJA_CALLBACK_PATH}/${encodeURIComponent(paymentReference)}/${secret}`);

/** A Daraja result code in our words: the stable code the web words, and the stored reason. */
export function darajaFailure(resultCode: number): { code: MpesaFailureCode; reason: string } {
  switch (resultCode) {
    case 1032:
      return { code: 'mpesa_cancelled', reason: PAYMENT_MESSAGES.mpesaCancelled };
    case 1037:
      return { code: 'mpesa_unreachable', reason: PAYMENT_MESSAGES.mpesaUnreachable };
    case 1:
      return { code: 'mpesa_insufficient_funds', reason: PAYMENT_MESSAGES.mpesaInsufficientFunds };
    case 2001:
      return { code: 'mpesa_wrong_pin', reason: PAYMENT_MESSAGES.mpesaWrongPin };
    default:
      return { code: 'mpesa_failed', reason: PAYMENT_MESSAGES.mpesaFailed };
  }
}

/** One STK callback, read: `Body.stkCallback` as Safaricom posts it. */
export interface StkCallback {
  merchantRequestId: string | null;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string | null;
  amount: number | null;
  receipt: string | null;
  transactionDate: string | null;
  phone: string | null;
}

const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
const num = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() ? Number(v) : NaN;
  return Number.isFinite(n) ? n : null;
};

/** Reads a callback body; null when it is not an STK callback. */
export function parseStkCallback(body: unknown): StkCallback | null {
  const cb = (body as { Body?: { stkCallback?: Record<string, unknown> } } | null)?.Body?.stkCallback;
  if (!cb || typeof cb !== 'object') return null;
  const checkoutRequestId = str(cb.CheckoutRequestID);
  const resultCode = num(cb.ResultCode);
  if (!checkoutRequestId || resultCode === null) return null;
  const items = (cb.CallbackMetadata as { Item?: unknown } | undefined)?.Item;
  const item = (name: string): unknown =>
    Array.isArray(items)
      ? (items as { Name?: unknown; Value?: unknown }[]).find((i) => i && i.Name === name)?.Value
      : undefined;
  return {
    merchantRequestId: str(cb.MerchantRequestID),
    checkoutRequestId,
    resultCode,
    resultDesc: str(cb.ResultDesc),
    amount: num(item('Amount')),
    receipt: str(item('MpesaReceiptNumber')),
    transactionDate: str(item('TransactionDate')),
    phone: str(item('PhoneNumber')),
  };
}

/**
 * A callback as a VerifiedPayment for the attempt `reference`. The amount is what Safaricom says
 * was paid (floored to whole KES; checkout refunds an amount that is not the order's).
 */
export function callbackPayment(
  reference: string,
  cb: StkCallback,
  currency: string,
  paybill: string | null = null,
): VerifiedPayment {
  const raw = {
    source: 'callback',
    checkoutRequestId: cb.checkoutRequestId,
    merchantRequestId: cb.merchantRequestId,
    resultCode: cb.resultCode,
    resultDesc: cb.resultDesc,
    transactionDate: cb.transactionDate,
  };
  if (cb.resultCode === 0)
    return {
      reference,
      status: 'succeeded',
      amount: Math.floor(cb.amount ?? 0),
      currency,
      channel: 'mpesa',
      mpesaReceipt: cb.receipt,
      providerFee: null,
      failureReason: null,
      raw,
    };
  const failure = darajaFailure(cb.resultCode);
  return {
    reference,
    status: 'failed',
    amount: 0,
    currency,
    channel: 'mpesa',
    mpesaReceipt: null,
    providerFee: null,
    failureReason: failure.reason,
    raw: { ...raw, failureCode: failure.code, ...(paybill ? { paybill } : {}) },
  };
}

/** One C2B confirmation (a Paybill payment made by hand), as Safaricom posts it. */
export interface C2bConfirmation {
  transId: string;
  amount: number;
  shortCode: string;
  billRefNumber: string;
  transTime: string | null;
}

/** Reads a C2B confirmation body; null when it is not one. */
export function parseC2bConfirmation(body: unknown): C2bConfirmation | null {
  const b = body as Record<string, unknown> | null;
  if (!b || typeof b !== 'object') return null;
  const transId = str(b.TransID);
  const amount = num(b.TransAmount);
  const shortCode = str(b.BusinessShortCode);
  const billRefNumber = str(b.BillRefNumber);
  if (!transId || amount === null || !shortCode || !billRefNumber) return null;
  return { transId, amount, shortCode, billRefNumber, transTime: str(b.TransTime) };
}

/** A Paybill confirmation as a VerifiedPayment of the attempt made for it (floored to whole KES). */
export function c2bPayment(c: C2bConfirmation, currency: string): VerifiedPayment {
  return {
    reference: c2bPaymentReference(c.transId),
    status: 'succeeded',
    amount: Math.floor(c.amount),
    currency,
    channel: 'mpesa',
    mpesaReceipt: c.transId,
    providerFee: null,
    failureReason: null,
    raw: { source: 'c2b', transId: c.transId, transAmount: c.amount, transTime: c.transTime },
  };
}

interface DarajaErrorBody {
  errorCode?: string;
  errorMessage?: string;
  ResponseCode?: string | number;
  ResponseDescription?: string;
  CustomerMessage?: string;
  CheckoutRequestID?: string;
  MerchantRequestID?: string;
  ResultCode?: string | number;
  ResultDesc?: string;
}

export class DarajaProvider implements PaymentProvider {
  readonly name = 'daraja' as const;
  private readonly baseUrl: string;
  private readonly now: () => number;
  private readonly timeoutMs: number;
  private token: { value: string; until: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: DarajaProviderOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.now = options.now ?? Date.now;
    this.timeoutMs = options.timeoutMs ?? DARAJA_TIMEOUT_MS;
  }

  /** The Paybill the buyer may pay by hand after a failed prompt, when one is configured. */
  get paybillFallback(): string | null {
    return this.options.paybillFallback ?? null;
  }

  /** One HTTP exchange; ProviderError when there is no answer. Does not judge the status. */
  private async send(method: 'GET' | 'POST', path: string, auth: string, body?: unknown) {
    const what = `Daraja ${method} ${path.split('?')[0]}`;
    try {
      const res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      const text = await res.text();
      let json: DarajaErrorBody | null = null;
      try {
        json = JSON.parse(text) as DarajaErrorBody;
      } catch {
        json = null;
      }
      return { what, res, json };
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      throw new ProviderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${what} timed out after ${this.timeoutMs} ms`
          : `${what} could not be reached`,
      );
    }
  }

  /** The OAuth token, from the cache while it lasts; one request at a time. */
  async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.until) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.consumerKey}:${this.options.consumerSecret}`).toString('base64');
    const { what, res, json } = await this.send(
      'GET',
      '/oauth/v1/generate?grant_type=client_credentials',
      `Basic ${basic}`,
    );
    const body = json as { access_token?: unknown; expires_in?: unknown } | null;
    const value = typeof body?.access_token === 'string' ? body.access_token : null;
    if (!res.ok || !value) throw new ProviderError(`${what} answered ${res.status}`, res.status);
    const seconds = num(body?.expires_in) ?? 3599;
    this.token = { value, until: this.now() + Math.max(0, seconds * 1000 - DARAJA_TOKEN_MARGIN_MS) };
    return value;
  }

  /** A call with the bearer token; a 401 drops the token and tries once more with a new one. */
  private async call(path: string, body: unknown) {
    let answer = await this.send('POST', path, `Bearer ${await this.accessToken()}`, body);
    if (answer.res.status === 401) {
      this.token = null;
      answer = await this.send('POST', path, `Bearer ${await this.accessToken()}`, body);
    }
    return answer;
  }

  private stamp() {
    const timestamp = darajaTimestamp(new Date(this.now()));
    return {
      BusinessShortCode: this.options.shortcode,
      Password: darajaPassword(this.options.shortcode, this.options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    if (input.channel !== 'mpesa') throw new ProviderError('Daraja takes M-Pesa payments only', 400);
    if (!input.phone) return { authorizationUrl: null, status: 'failed', message: PAYMENT_MESSAGES.mpesaPhoneNeeded };
    const phone = darajaPhone(input.phone);
    if (!phone) return { authorizationUrl: null, status: 'failed', message: PAYMENT_MESSAGES.mpesaInvalidPhone };
    const orderReference = String(input.metadata.orderReference ?? input.reference);
    // A secret for this prompt alone, its hash stored before Safaricom can call back.
    const secret = newDarajaCallbackSecret();
    await this.options.store.saveCallbackSecretHash(input.reference, darajaSecretHash(secret));
    const { what, res, json } = await this.call('/mpesa/stkpush/v1/processrequest', {
      ...this.stamp(),
      TransactionType: 'CustomerPayBillOnline',
      // Whole KES: M-Pesa takes no cents.
      Amount: Math.ceil(input.amount),
      PartyA: phone,
      PartyB: this.options.shortcode,
      PhoneNumber: phone,
      CallBackURL: darajaCallbackUrl(this.options.publicUrl, input.reference, secret),
      // Daraja allows 12 characters: our order references are 10 (TK-XXXXXXX).
      AccountReference: orderReference.slice(0, 12),
      TransactionDesc: 'Tickets',
    });
    const checkoutRequestId = typeof json?.CheckoutRequestID === 'string' ? json.CheckoutRequestID : null;
    if (res.ok && String(json?.ResponseCode) === '0' && checkoutRequestId)
      return {
        authorizationUrl: null,
        status: 'pending',
        message: PAYMENT_MESSAGES.mpesaPrompt(input.amount),
        providerRequestId: checkoutRequestId,
        raw: { checkoutRequestId, merchantRequestId: json?.MerchantRequestID ?? null },
      };
    // A 4xx naming the request's fault (a number M-Pesa does not know) is the buyer's to fix;
    // anything else is Safaricom's trouble.
    if (res.status === 400 && json?.errorCode)
      return {
        authorizationUrl: null,
        status: 'failed',
        message: /phone/i.test(json.errorMessage ?? '')
          ? PAYMENT_MESSAGES.mpesaInvalidPhone
          : PAYMENT_MESSAGES.mpesaNotStarted,
        raw: { errorCode: json.errorCode, errorMessage: json.errorMessage ?? null },
      };
    const said = (json?.errorMessage ?? json?.ResponseDescription ?? '').slice(0, 200);
    throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
  }

  /** STK query: what became of the prompt (the fallback when no callback came). */
  async verify(reference: string): Promise<VerifiedPayment> {
    const record = await this.options.store.get(reference);
    if (!record) throw new ProviderError(`Daraja has no payment ${reference} here`, 404);
    const base = {
      reference,
      amount: 0,
      currency: record.currency,
      channel: 'mpesa' as const,
      mpesaReceipt: null,
      providerFee: null,
      failureReason: null,
    };
    // A Paybill payment: its confirmation is the only word there is (no STK query knows it).
    if (record.c2b)
      return {
        ...base,
        status: 'succeeded',
        amount: Math.floor(record.c2b.amount),
        mpesaReceipt: record.c2b.transId,
        raw: { source: 'c2b', transId: record.c2b.transId, transAmount: record.c2b.amount },
      };
    if (!record.providerRequestId) {
      // The prompt never reached Safaricom (or its answer was lost before we stored it).
      if (this.now() - record.createdAt.getTime() < DARAJA_PROMPT_MS) return { ...base, status: 'pending' };
      return {
        ...base,
        status: 'failed',
        failureReason: PAYMENT_MESSAGES.mpesaNotStarted,
        raw: { source: 'query', failureCode: 'mpesa_failed' },
      };
    }
    const { what, res, json } = await this.call('/mpesa/stkpushquery/v1/query', {
      ...this.stamp(),
      CheckoutRequestID: record.providerRequestId,
    });
    if (json?.errorCode === DARAJA_STILL_PROCESSING) return { ...base, status: 'pending' };
    const resultCode = num(json?.ResultCode);
    if (!res.ok || resultCode === null) {
      const said = (json?.errorMessage ?? '').slice(0, 200);
      throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
    }
    const raw = {
      source: 'query',
      checkoutRequestId: record.providerRequestId,
      resultCode,
      resultDesc: json?.ResultDesc ?? null,
    };
    // The query says nothing of the amount: it is the one the prompt asked for.
    if (resultCode === 0) return { ...base, status: 'succeeded', amount: record.amount, raw };
    const failure = darajaFailure(resultCode);
    const paybill = this.paybillFallback;
    return {
      ...base,
      status: 'failed',
      failureReason: failure.reason,
      raw: { ...raw, failureCode: failure.code, ...(paybill ? { paybill } : {}) },
    };
  }

  /**
   * What an STK callback for the attempt `reference` is worth once Safaricom was asked (decision
   * 025, amended). A callback saying failed is taken as it is: a failure issues nothing and the
   * buyer may try again. A callback saying paid is only a nudge to ask: the STK query (`verify`)
   * decides. Paid there too: the callback's report (it alone has the receipt and the amount
   * Safaricom took). Failed there: the query's report. Still processing: 'pending', which the
   * caller leaves open for the reconciliation job and "check my payment" to settle by the query.
   * Requires a callback whose address matched the attempt's secret.
   * @throws ProviderError when the query could not be asked (the attempt stays open too)
   */
  async confirmCallback(reference: string, cb: StkCallback, currency: string): Promise<VerifiedPayment> {
    const said = callbackPayment(reference, cb, currency, this.paybillFallback);
    if (said.status !== 'succeeded') return said;
    const asked = await this.verify(reference);
    if (asked.status !== 'succeeded') return asked;
    return { ...said, raw: { ...(said.raw as object), confirmedBy: asked.raw ?? null } };
  }

  /**
   * Tells Safaricom where to confirm Paybill payments to the fallback number, with a new random
   * secret in the address (decision 025, amended): only its hash is stored, and only once
   * Safaricom took the registration does it retire the older ones (live Daraja refuses a second
   * registration for a shortcode: the refusal is thrown, and the address it already has, if it
   * is one of ours, keeps working).
   * @throws ProviderError when Safaricom refused or did not answer
   */
  async registerC2bUrls(): Promise<void> {
    const shortCode = this.paybillFallback;
    if (!shortCode) return;
    // A secret for this registration alone; its hash is written before Safaricom can call.
    const secret = newDarajaCallbackSecret();
    const id = await this.options.store.beginC2bRegistration(shortCode, darajaSecretHash(secret));
    const base = siteUrl(this.options.publicUrl, `${DARAJA_C2B_PATH}/${secret}`);
    let taken = false;
    try {
      const { what, res, json } = await this.call('/mpesa/c2b/v2/registerurl', {
        ShortCode: shortCode,
        ResponseType: 'Completed',
        ConfirmationURL: `${base}/confirmation`,
        ValidationURL: `${base}/validation`,
      });
      if (!res.ok || String(json?.ResponseCode ?? '0') !== '0')
        throw new ProviderError(
          `${what} answered ${res.status}: ${(json?.errorMessage ?? '').slice(0, 200)}`,
          res.status,
        );
      taken = true;
    } finally {
      await this.options.store.finishC2bRegistration(id, shortCode, taken);
    }
  }

  /** Whether hosts' payouts to M-Pesa numbers go by B2C here (its settings are there). */
  get paysOutByB2c(): boolean {
    return Boolean(this.options.b2c);
  }

  /**
   * One B2C payment request (`BusinessPayment`: money to a registered M-Pesa customer). Answers
   * Safaricom's ConversationID when it took the request; `refused` (in Safaricom's words) when
   * it answered that it would not; throws ProviderError with the status for any other answer
   * (nothing was taken, so it may be sent again) and without a status when no answer came (it
   * may have been taken: the caller must not send it again).
   */
  private async b2cRequest(
    b2c: NonNullable<DarajaSettings['b2c']>,
    request: {
      originatorId: string;
      phone: string;
      amount: number;
      remarks: string;
      occasion: string;
      resultBase: string;
    },
  ): Promise<{ conversationId: string } | { refused: string }> {
    const { what, res, json } = await this.call('/mpesa/b2c/v3/paymentrequest', {
      OriginatorConversationID: request.originatorId,
      InitiatorName: b2c.initiatorName,
      SecurityCredential: b2c.securityCredential,
      CommandID: 'BusinessPayment',
      // Whole KES: M-Pesa takes no cents, and never more than what is owed.
      Amount: Math.floor(request.amount),
      PartyA: b2c.shortcode,
      PartyB: request.phone,
      Remarks: request.remarks.slice(0, 100),
      QueueTimeOutURL: `${request.resultBase}/timeout`,
      ResultURL: `${request.resultBase}/result`,
      Occasion: request.occasion.slice(0, 100),
    });
    const conversationId = (json as { ConversationID?: unknown } | null)?.ConversationID;
    const accepted = res.ok && String(json?.ResponseCode) === '0';
    if (accepted && typeof conversationId === 'string') return { conversationId };
    const said = (json?.errorMessage ?? json?.ResponseDescription ?? '').slice(0, 200);
    // Taken, but no ConversationID to follow it by: as good as no answer.
    if (accepted) throw new ProviderError(`${what} answered without a ConversationID`);
    // A request Safaricom refused in words (a number it does not know, a wrong operator) stays refused.
    if ((res.status >= 400 && res.status < 500 && json?.errorCode) || (res.ok && json?.ResponseCode !== undefined))
      return { refused: said || `${what} answered ${res.status}` };
    throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
  }

  /**
   * Sends the money back to the phone that paid, by B2C (`BusinessPayment`), when B2C is
   * configured; Safaricom's result comes later to the ResultURL (daraja.routes.ts). Without B2C,
   * or for a payment with no phone on record (a Paybill payment), the refund is 'failed' at once
   * in words saying to send it by hand.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const b2c = this.options.b2c;
    const manual = {
      status: 'failed' as const,
      providerReference: null,
      failureReason: PAYMENT_MESSAGES.darajaRefundManual,
    };
    if (!b2c) return manual;
    const record = await this.options.store.get(input.paymentReference);
    if (!record) throw new ProviderError(`Daraja has no payment ${input.paymentReference} here`, 404);
    const phone = record.phone ? darajaPhone(record.phone) : null;
    if (!phone) return manual;
    const secret = newDarajaCallbackSecret();
    await this.options.store.saveRefundResultSecretHash(input.refundId, darajaSecretHash(secret));
    const answer = await this.b2cRequest(b2c, {
      originatorId: `tkr_${input.refundId}`,
      phone,
      amount: input.amount,
      remarks: 'Ticket refund',
      occasion: input.paymentReference,
      resultBase: siteUrl(
        this.options.publicUrl,
        `${DARAJA_B2C_PATH}/${encodeURIComponent(input.paymentReference)}/${secret}`,
      ),
    });
    if ('conversationId' in answer)
      return { status: 'processing', providerReference: answer.conversationId, failureReason: null };
    throw new ProviderError(`Daraja refused the refund: ${answer.refused}`, 400);
  }

  /**
   * A host's payout to their M-Pesa number by B2C (decision 025). The payout's reference is the
   * OriginatorConversationID (fresh per send), so Safaricom's result and its portal name it.
   * 'pending' with the ConversationID as transfer code once Safaricom took it; the result comes
   * to PUBLIC_URL/api/payments/daraja/payouts/<reference>/<secret>/{result,timeout}. 'failed' in
   * words when the number is no M-Pesa number or Safaricom refused the request. Throws
   * ProviderError as `b2cRequest` says: with a status, nothing went out; without, it may have.
   */
  async b2cPayout(input: {
    reference: string;
    phone: string;
    amount: number;
    remarks: string;
  }): Promise<TransferStatus> {
    const b2c = this.options.b2c;
    if (!b2c) throw new ProviderError('Payouts by B2C need the DARAJA_B2C_* settings', 400);
    const base = { reference: input.reference, amount: Math.floor(input.amount) };
    const phone = darajaPhone(input.phone);
    if (!phone)
      return {
        ...base,
        status: 'failed',
        transferCode: null,
        failureReason: PAYMENT_MESSAGES.darajaPayoutInvalidPhone,
      };
    const secret = newDarajaCallbackSecret();
    await this.options.store.savePayoutResultSecretHash(input.reference, darajaSecretHash(secret));
    const answer = await this.b2cRequest(b2c, {
      originatorId: input.reference,
      phone,
      amount: input.amount,
      remarks: input.remarks,
      occasion: input.reference,
      resultBase: darajaPayoutResultUrl(this.options.publicUrl, input.reference, secret),
    });
    if ('conversationId' in answer)
      return { ...base, status: 'pending', transferCode: answer.conversationId, failureReason: null };
    return {
      ...base,
      status: 'failed',
      transferCode: null,
      failureReason: PAYMENT_MESSAGES.darajaPayoutRefused(answer.refused),
    };
  }

  /**
   * B2C has no list of a payment's refunds to look in: a refund whose answer was lost is never
   * sent again blindly (that could pay twice). This throws, so the sweep leaves it processing
   * for support to check in the M-Pesa portal.
   */
  async refundsOf(paymentReference: string): Promise<ProviderRefund[]> {
    throw new ProviderError(`Daraja cannot list the refunds of ${paymentReference}: check the M-Pesa portal`, 501);
  }

  /** Payouts to M-Pesa come by `b2cPayout`; bank payouts go through the card provider. */
  async createRecipient(): Promise<{ recipientCode: string }> {
    throw new ProviderError('Daraja pays out by B2C only (b2cPayout); bank payouts go through the card provider', 400);
  }

  async transfer(): Promise<TransferStatus> {
    throw new ProviderError('Daraja pays out by B2C only (b2cPayout); bank payouts go through the card provider', 400);
  }

  /**
   * B2C has nothing to ask about a payout without the Transaction Status API (itself answered
   * later, by a callback): Safaricom's result is the only word. 'not_found' means "not asked".
   */
  async verifyTransfer(reference: string): Promise<TransferStatus> {
    return { reference, status: 'not_found', transferCode: null, amount: null, failureReason: null };
  }

  /** Daraja's callbacks have their own route (daraja.routes.ts), checked by their path's secret. */
  parseWebhook(): WebhookEvent | null {
    return null;
  }
}
