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
  type TransferDestination,
  type TransferInput,
  type TransferStatus,
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

/** Paystack's transfer object, as much of it as we read (transfer, verify, transfer.* webhooks). */
interface PaystackTransfer {
  reference?: string;
  transfer_code?: string;
  status?: string;
  amount?: number | string;
  reason?: string | null;
  failures?: unknown;
  message?: string | null;
  gateway_response?: string | null;
}

/** Paystack's transfer states in ours: anything still moving (otp, received, queued…) is pending. */
function transferState(status: string | undefined): TransferStatus['status'] {
  switch (status) {
    case 'success':
      return 'success';
    case 'failed':
    case 'abandoned':
    case 'rejected':
    case 'blocked':
      return 'failed';
    case 'reversed':
      return 'reversed';
    default:
      return 'pending';
  }
}

function transferStatusOf(t: PaystackTransfer, reference: string): TransferStatus {
  const status = transferState(t.status);
  return {
    reference,
    status,
    transferCode: text(t.transfer_code),
    amount: t.amount === undefined || t.amount === null ? null : fromSubunits(t.amount),
    failureReason:
      status === 'failed' || status === 'reversed'
        ? (text(t.gateway_response) ?? text(t.message) ?? PAYMENT_MESSAGES.transferFailed)
        : null,
  };
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

  /**
   * POST /transferrecipient: M-Pesa as `mobile_money` with bank code MPESA, a Kenyan bank as
   * `kepss` with its bank code; both in KES. Paystack answers the existing recipient for an
   * account it already has.
   */
  async createRecipient(destination: TransferDestination): Promise<{ recipientCode: string }> {
    const bankCode = destination.method === 'bank' ? await this.bankCode(destination.bankName) : null;
    const body =
      destination.method === 'mpesa'
        ? {
            type: 'mobile_money',
            name: destination.name,
            account_number: destination.phone,
            bank_code: 'MPESA',
            currency: 'KES',
          }
        : {
            type: 'kepss',
            name: destination.name,
            account_number: destination.accountNumber,
            bank_code: bankCode,
            currency: 'KES',
          };
    const data = await this.call<{ recipient_code?: string }>('POST', '/transferrecipient', body);
    const code = text(data.recipient_code);
    if (!code) throw new ProviderError('Paystack POST /transferrecipient gave no recipient code');
    return { recipientCode: code };
  }

  /** The code of a Kenyan bank by its name (GET /bank?currency=KES), matched loosely. */
  private async bankCode(bankName: string): Promise<string> {
    const banks = await this.call<{ name?: string; code?: string }[]>('GET', '/bank?currency=KES&perPage=100');
    const simple = (s: string) => s.toLowerCase().replace(/\b(bank|limited|ltd|plc|kenya)\b|[^a-z0-9]/g, '');
    const wanted = simple(bankName);
    const found = (Array.isArray(banks) ? banks : []).find(
      (b) => typeof b.name === 'string' && typeof b.code === 'string' && simple(b.name) === wanted,
    );
    if (!found?.code) throw new ProviderError(`Paystack has no Kenyan bank named ${bankName.slice(0, 60)}`, 400);
    return found.code;
  }

  /**
   * POST /transfer from the balance, with our reference. A refusal (4xx) is looked up by its
   * reference first: a reference Paystack already has is that transfer (a retry after a lost
   * answer), and one it does not have is a transfer that failed to start (the words say why).
   */
  async transfer(input: TransferInput): Promise<TransferStatus> {
    const { what, res, json } = await this.send<PaystackTransfer>('POST', '/transfer', {
      source: 'balance',
      amount: toSubunits(input.amount),
      currency: input.currency,
      recipient: input.recipientCode,
      reference: input.reference,
      reason: input.reason,
    });
    if (res.ok && json?.status === true && json.data) return transferStatusOf(json.data, input.reference);
    const said = text(json?.message)?.slice(0, 200);
    if (res.status >= 400 && res.status < 500 && res.status !== 401 && res.status !== 429) {
      const known = await this.verifyTransfer(input.reference);
      if (known.status !== 'not_found') return known;
      return {
        reference: input.reference,
        status: 'failed',
        transferCode: null,
        amount: null,
        failureReason: said ?? PAYMENT_MESSAGES.transferFailed,
      };
    }
    throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
  }

  async verifyTransfer(reference: string): Promise<TransferStatus> {
    const path = `/transfer/verify/${encodeURIComponent(reference)}`;
    const { what, res, json } = await this.send<PaystackTransfer>('GET', path);
    if (res.ok && json?.status === true && json.data) {
      if (json.data.reference !== undefined && json.data.reference !== reference)
        throw new ProviderError('Paystack GET /transfer/verify answered for another reference');
      return transferStatusOf(json.data, reference);
    }
    if (res.status === 404 || res.status === 400)
      return { reference, status: 'not_found', transferCode: null, amount: null, failureReason: null };
    const said = text(json?.message)?.slice(0, 200);
    throw new ProviderError(`${what} answered ${res.status}${said ? `: ${said}` : ''}`, res.status);
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
      case 'transfer.success':
      case 'transfer.failed':
      case 'transfer.reversed': {
        const t = data as PaystackTransfer;
        const reference = text(t.reference);
        if (!reference) return { kind: 'ignored', type };
        const status = type === 'transfer.success' ? 'success' : type === 'transfer.failed' ? 'failed' : 'reversed';
        return {
          kind: 'transfer',
          reference,
          status,
          failureReason:
            status === 'success'
              ? null
              : (text(t.gateway_response) ?? text(t.message) ?? text(t.reason) ?? PAYMENT_MESSAGES.transferFailed),
        };
      }
      default:
        return { kind: 'ignored', type };
    }
  }
}
