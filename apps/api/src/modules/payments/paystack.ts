import type { PaymentChannel } from '@tribe/contracts';
import { PAYMENT_MESSAGES } from './payments.messages.js';
import {
  ProviderError,
  hmacSha512Hex,
  signatureMatches,
  type PaymentProvider,
  type ProviderRefund,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
  type StartPaymentResult,
  type VerifiedPayment,
  type WebhookEvent,
} from './provider.js';

/**
 * Paystack (https://paystack.com/docs/api/) over its REST API with the global fetch: card
 * payments on Paystack's hosted page (`/transaction/initialize`), M-Pesa by a prompt on the
 * buyer's phone (`/charge` with `mobile_money.provider = 'mpesa'`), the answer by
 * `/transaction/verify/:reference` or the `charge.success` webhook, refunds by `/refund` (which
 * Paystack finishes later and reports with `refund.processed` / `refund.failed`).
 *
 * Amounts cross in whole KES and go to Paystack in subunits (×100). What Paystack reports back is
 * divided by 100 and rounded down, so a payment a few cents short never looks like the full
 * amount (it fails the amount check and is refunded); fees are rounded up (decision 014).
 *
 * Things Paystack does that callers should know:
 * - Verifying a card payment the buyer has not finished answers `abandoned` ("the customer has not
 *   completed the transaction"), and the buyer can still pay on the page afterwards: `abandoned`
 *   is not final while the hold runs; a later `charge.success` must still settle the order.
 * - Paystack sends webhooks only for successful charges; a declined card or a cancelled M-Pesa
 *   prompt is only seen by verify (the reconciliation job must poll open payments).
 * - `/refund` has no idempotency key: the caller must not call it twice for one refund row.
 *
 * Every failure to get an answer (network, timeout, a non-2xx answer, an answer that is not
 * Paystack's JSON) throws ProviderError. Messages name the endpoint and the HTTP status, never the
 * secret key.
 */

export const PAYSTACK_TIMEOUT_MS = 15_000;
export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

export interface PaystackSettings {
  secretKey: string;
  /** https://api.paystack.co, or a fake server's address in tests. */
  baseUrl: string;
}

/** Paystack's transaction object, as much of it as we read (verify answers, charge.* webhooks). */
interface PaystackTransaction {
  reference?: string;
  status?: string;
  amount?: number | string;
  currency?: string;
  channel?: string;
  fees?: number | null;
  /** The M-Pesa receipt code for mobile-money payments in Kenya; null for cards. */
  receipt_number?: string | null;
  gateway_response?: string | null;
  message?: string | null;
}

interface PaystackRefund {
  id?: number | string;
  status?: string;
  message?: string | null;
  amount?: number | string;
  transaction_reference?: string;
  transaction?: { reference?: string };
}

interface Envelope<T> {
  status?: boolean;
  message?: string;
  data?: T;
}

/** Signs a webhook body the way Paystack does (for the fake server and tests). */
export function signPaystackWebhook(rawBody: string | Buffer, secretKey: string): string {
  return hmacSha512Hex(secretKey, rawBody);
}

/** Paystack's refund states in ours: pending, processing and needs-attention wait for a webhook. */
function refundStatus(status: string | undefined): RefundResult['status'] {
  return status === 'processed' ? 'processed' : status === 'failed' ? 'failed' : 'processing';
}

const toSubunits = (kes: number) => Math.round(kes * 100);
const fromSubunits = (value: number | string | undefined): number => {
  const n = Number(value);
  return Number.isFinite(n) ? Math.floor(n / 100) : 0;
};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Paystack's transaction statuses in our words; anything still moving is 'pending'. */
function paymentStatus(status: string | undefined): VerifiedPayment['status'] {
  switch (status) {
    case 'success':
      return 'succeeded';
    case 'failed':
    case 'reversed':
      return 'failed';
    case 'abandoned':
      return 'abandoned';
    default:
      // ongoing, pending, processing, queued, send_otp, send_pin, pay_offline, … or a new word.
      return 'pending';
  }
}

function paymentChannel(channel: string | undefined): PaymentChannel | null {
  if (channel === 'card') return 'card';
  if (channel === 'mobile_money') return 'mpesa';
  return null;
}

function failureReason(tx: PaystackTransaction, status: VerifiedPayment['status']): string | null {
  if (tx.status === 'reversed') return PAYMENT_MESSAGES.paymentReversed;
  if (status === 'failed') return text(tx.gateway_response) ?? text(tx.message) ?? PAYMENT_MESSAGES.paymentFailed;
  if (status === 'abandoned') return text(tx.gateway_response) ?? PAYMENT_MESSAGES.paymentAbandoned;
  return null;
}

/** A Paystack transaction as a VerifiedPayment (amounts back in whole KES). */
function verifiedPayment(
  tx: PaystackTransaction,
  reference: string,
  status = paymentStatus(tx.status),
): VerifiedPayment {
  return {
    reference,
    status,
    amount: fromSubunits(tx.amount),
    currency: tx.currency ?? '',
    channel: paymentChannel(tx.channel),
    mpesaReceipt: text(tx.receipt_number),
    providerFee: typeof tx.fees === 'number' && Number.isFinite(tx.fees) ? Math.ceil(tx.fees / 100) : null,
    failureReason: failureReason(tx, status),
    raw: tx,
  };
}

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  private readonly baseUrl: string;

  constructor(
    private readonly settings: PaystackSettings,
    private readonly timeoutMs = PAYSTACK_TIMEOUT_MS,
  ) {
    this.baseUrl = settings.baseUrl.replace(/\/+$/, '');
  }

  /** One HTTP exchange; ProviderError when there is no readable answer. Does not judge the status. */
  private async send<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
    const what = `Paystack ${method} ${path.split('/').slice(0, 3).join('/')}`;
    let res: Response;
    let raw: string;
    try {
      res = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      raw = await res.text();
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      throw new ProviderError(
        name === 'TimeoutError' || name === 'AbortError'
          ? `${what} timed out after ${this.timeoutMs} ms`
          : `${what} could not be reached`,
      );
    }
    let json: Envelope<T> | null = null;
    try {
      json = JSON.parse(raw) as Envelope<T>;
    } catch {
      json = null;
    }
    return { what, res, json };
  }

  /** `send`, and anything but a 2xx `{ status: true, data }` answer is a ProviderError. */
  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const { what, res, json } = await this.send<T>(method, path, body);
    if (!res.ok || !json || json.status !== true || json.data === undefined || json.data === null) {
      const said = text(json?.message)?.slice(0, 200);
      throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
    }
    return json.data;
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    const common = {
      email: input.email,
      amount: toSubunits(input.amount),
      currency: input.currency,
      reference: input.reference,
      metadata: input.metadata,
    };
    if (input.channel === 'card') {
      const data = await this.call<{ authorization_url?: string }>('POST', '/transaction/initialize', {
        ...common,
        callback_url: input.callbackUrl,
        channels: ['card'],
      });
      const url = text(data.authorization_url);
      if (!url) throw new ProviderError('Paystack POST /transaction/initialize gave no payment page');
      return { authorizationUrl: url, status: 'initialized', message: null, raw: data };
    }

    if (!input.phone) return { authorizationUrl: null, status: 'failed', message: PAYMENT_MESSAGES.mpesaPhoneNeeded };
    const { what, res, json } = await this.send<PaystackTransaction & { display_text?: string }>('POST', '/charge', {
      ...common,
      mobile_money: { phone: input.phone, provider: 'mpesa' },
    });
    const data = json?.data;
    // A charge Paystack refused (bad number, prompt not sent) is the buyer's to fix, not an
    // outage, even when it comes with a 4xx: it is the attempt's failure, not a 502.
    if (data && data.status === 'failed') {
      return {
        authorizationUrl: null,
        status: 'failed',
        message: text(data.message) ?? text(data.gateway_response) ?? PAYMENT_MESSAGES.mpesaNotStarted,
        raw: data,
      };
    }
    if (!res.ok || !json || json.status !== true || !data) {
      const said = text(json?.message)?.slice(0, 200);
      throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
    }
    // pay_offline / pending / send_otp / ongoing, or even 'success' at once: verify settles it.
    return {
      authorizationUrl: null,
      status: 'pending',
      message: PAYMENT_MESSAGES.mpesaPrompt(input.amount),
      raw: data,
    };
  }

  async verify(reference: string): Promise<VerifiedPayment> {
    const data = await this.call<PaystackTransaction>('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (data.reference !== undefined && data.reference !== reference) {
      throw new ProviderError('Paystack GET /transaction/verify answered for another reference');
    }
    return verifiedPayment(data, reference);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const data = await this.call<PaystackRefund>('POST', '/refund', {
      transaction: input.paymentReference,
      amount: toSubunits(input.amount),
      merchant_note: `Tikiti refund ${input.refundId}`,
    });
    const providerReference = data.id === undefined || data.id === null ? null : String(data.id);
    const status = refundStatus(data.status);
    return {
      status,
      providerReference,
      failureReason: status === 'failed' ? (text(data.message) ?? PAYMENT_MESSAGES.refundFailed) : null,
    };
  }

  /** Paystack's list of refunds, filtered by the transaction's reference. */
  async refundsOf(paymentReference: string): Promise<ProviderRefund[]> {
    const data = await this.call<PaystackRefund[]>(
      'GET',
      `/refund?reference=${encodeURIComponent(paymentReference)}&perPage=100`,
    );
    return (Array.isArray(data) ? data : [])
      .filter((r) => r.id !== undefined && r.id !== null && r.amount !== undefined)
      .map((r) => ({
        providerReference: String(r.id),
        amount: fromSubunits(r.amount),
        status: refundStatus(r.status),
      }));
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null {
    const expected = signPaystackWebhook(rawBody, this.settings.secretKey);
    if (!signatureMatches(expected, headers[PAYSTACK_SIGNATURE_HEADER])) return null;
    let body: { event?: unknown; data?: unknown };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      // Signed but unreadable: acknowledge it (a 401 would make Paystack retry it for 72 hours).
      return { kind: 'ignored', type: 'unreadable' };
    }
    const type = typeof body?.event === 'string' ? body.event : 'unknown';
    const data = (body?.data && typeof body.data === 'object' ? body.data : {}) as PaystackTransaction & PaystackRefund;

    switch (type) {
      case 'charge.success':
      case 'charge.failed': {
        const reference = text(data.reference);
        if (!reference) return { kind: 'ignored', type };
        const status = data.status ? paymentStatus(data.status) : type === 'charge.success' ? 'succeeded' : 'failed';
        return { kind: 'payment', payment: verifiedPayment(data, reference, status) };
      }
      case 'refund.processed':
      case 'refund.failed': {
        const paymentReference = text(data.transaction_reference) ?? text(data.transaction?.reference);
        if (!paymentReference) return { kind: 'ignored', type };
        const failed = type === 'refund.failed';
        return {
          kind: 'refund',
          paymentReference,
          status: failed ? 'failed' : 'processed',
          amount: data.amount === undefined || data.amount === null ? null : fromSubunits(data.amount),
          failureReason: failed ? (text(data.message) ?? PAYMENT_MESSAGES.refundFailed) : null,
        };
      }
      default:
        return { kind: 'ignored', type };
    }
  }
}
