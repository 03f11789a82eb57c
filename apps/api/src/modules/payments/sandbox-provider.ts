import { createHash, createHmac } from 'node:crypto';
import { siteUrl, type PaymentChannel } from '@tribe/contracts';
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
 * The offline sandbox: the whole payment flow (card page, M-Pesa prompt, declines, refunds) with
 * no keys and no network, for development, demos and tests.
 *
 * It keeps nothing in memory, because several server processes serve one sandbox: it is a pure
 * decision over the payment's row, read through `SandboxStore` (implemented over the `payments`
 * table by checkout). What happened is decided like this:
 * - Card: the sandbox page (/checkout/sandbox/<reference>?order=<token>) records the buyer's
 *   choice as the row's `outcome` ('success' | 'decline' | 'abandon'); until then the payment is
 *   pending.
 * - M-Pesa: nobody has a phone to answer, so the phone number decides (`sandboxMpesaOutcome`):
 *   ending 0000 → the buyer cancels on the phone, ending 1111 → the phone never answers (pending
 *   until the hold runs out), anything else → paid. The answer comes SANDBOX_MPESA_DELAY_MS
 *   after the payment row was made: `verify` applies the rule once that much time has passed, so
 *   no timer is needed for correctness (a job may push a webhook after the delay to be quicker).
 *   An `outcome` stored on the row wins over the rule.
 * - Refunds are processed at once.
 *
 * Webhooks: the body is `{ event: 'charge.success' | 'charge.failed', data: { reference } }`,
 * signed like Paystack's (hex HMAC-SHA512 of the raw body, header x-sandbox-signature) with a
 * key derived from SESSION_SECRET (`signSandboxWebhook`). It carries only the reference:
 * `parseWebhook` answers `{ kind: 'payment_changed', reference }` and the receiver asks
 * `verify(reference)`, so the row stays the only truth and a webhook cannot claim more than it.
 */

/**
 * The sandbox's background jobs: an M-Pesa answer a few seconds after the prompt, and its
 * webhooks, sent through the real webhook route (checkout.jobs.ts works them).
 */
export const SANDBOX_JOB = { mpesa: 'sandbox.mpesa', webhook: 'sandbox.webhook' } as const;

export const SANDBOX_MPESA_DELAY_MS = 4000;
/** A sandbox transfer (a host's payout) completes this long after it was sent. */
export const SANDBOX_TRANSFER_DELAY_MS = 3000;
export const SANDBOX_TRANSFER_EVENTS = ['transfer.success', 'transfer.failed', 'transfer.reversed'] as const;
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_OUTCOMES = ['success', 'decline', 'abandon'] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];
export const SANDBOX_WEBHOOK_EVENTS = ['charge.success', 'charge.failed'] as const;
export type SandboxWebhookEvent = (typeof SANDBOX_WEBHOOK_EVENTS)[number];

/** What the sandbox needs to know about one payment (a `payments` row). */
export interface SandboxPaymentRecord {
  /** Whole KES asked for. */
  amount: number;
  currency: string;
  channel: PaymentChannel | null;
  /** +254 form; decides the M-Pesa outcome. */
  phone: string | null;
  /** When the attempt started: the M-Pesa answer comes SANDBOX_MPESA_DELAY_MS after it. */
  createdAt: Date;
  /** The buyer's choice on the sandbox card page, when made (or one a test forced). */
  outcome: SandboxOutcome | null;
}

/** What the sandbox needs to know about one transfer (a `payouts` row sent through it). */
export interface SandboxTransferRecord {
  /** Whole KES. */
  amount: number;
  /** The recipient it was sent to (the host's, made by `createRecipient`). */
  recipientCode: string | null;
  /** When it was sent; null: never sent. */
  sentAt: Date | null;
}

export interface SandboxStore {
  /** The payment with this reference, or null when there is none. */
  get(reference: string): Promise<SandboxPaymentRecord | null>;
  /** The transfer with this reference, or null when there is none. */
  transfer?(reference: string): Promise<SandboxTransferRecord | null>;
}

export interface SandboxSettings {
  publicUrl: string;
  sessionSecret: string;
  store: SandboxStore;
  /** Milliseconds since the epoch; tests move it. */
  now?: () => number;
}

/** The simulated phone's answer: 'decline' (cancelled), null (never answers) or 'success'. */
export function sandboxMpesaOutcome(phone: string | null): SandboxOutcome | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  if (digits.endsWith('0000')) return 'decline';
  if (digits.endsWith('1111')) return null;
  return 'success';
}

const RECEIPT_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A made-up M-Pesa receipt, the same for the same reference: 'SBX' and 7 letters or digits. */
export function sandboxReceipt(reference: string): string {
  const bytes = createHash('sha256').update(reference).digest();
  let code = 'SBX';
  for (let i = 0; i < 7; i++) code += RECEIPT_ALPHABET[bytes[i]! % RECEIPT_ALPHABET.length];
  return code;
}

/** The sandbox's processing fee: 1.5 % of the amount, rounded up to whole KES (card and M-Pesa). */
export function sandboxFee(amount: number): number {
  return Math.ceil((amount * 15) / 1000);
}

/** The webhook key, derived so SESSION_SECRET itself never signs anything else. */
function webhookKey(sessionSecret: string): Buffer {
  return createHmac('sha256', sessionSecret).update('tikiti sandbox webhooks v1').digest();
}

/** Signs a sandbox webhook body (what goes in the x-sandbox-signature header). */
export function signSandboxWebhook(rawBody: string | Buffer, sessionSecret: string): string {
  return hmacSha512Hex(webhookKey(sessionSecret), rawBody);
}

/** A signed sandbox webhook, ready to POST (or to `app.inject`). */
export function sandboxWebhook(
  event: SandboxWebhookEvent,
  reference: string,
  sessionSecret: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ event, data: { reference } });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(body, sessionSecret),
    },
  };
}

/** A signed sandbox transfer webhook (the sandbox says only the reference; the receiver asks). */
export function sandboxTransferWebhook(
  reference: string,
  sessionSecret: string,
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ event: 'transfer.success', data: { reference } });
  return {
    body,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(body, sessionSecret),
    },
  };
}

/** Sandbox recipients whose account ends 0000 are declined by the simulated bank, like M-Pesa prompts. */
const DECLINING = 'DECLINE';

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly now: () => number;

  constructor(private readonly settings: SandboxSettings) {
    this.now = settings.now ?? Date.now;
  }

  async start(input: StartPaymentInput): Promise<StartPaymentResult> {
    if (input.channel === 'card') {
      return {
        authorizationUrl: siteUrl(
          this.settings.publicUrl,
          `/checkout/sandbox/${encodeURIComponent(input.reference)}?order=${encodeURIComponent(input.orderToken)}`,
        ),
        status: 'initialized',
        message: null,
      };
    }
    if (!input.phone) return { authorizationUrl: null, status: 'failed', message: PAYMENT_MESSAGES.mpesaPhoneNeeded };
    return { authorizationUrl: null, status: 'pending', message: PAYMENT_MESSAGES.mpesaPrompt(input.amount) };
  }

  async verify(reference: string): Promise<VerifiedPayment> {
    const record = await this.settings.store.get(reference);
    if (!record) throw new ProviderError(`The sandbox has no payment ${reference}`, 404);
    const mpesa = record.channel === 'mpesa';
    const answered = mpesa && this.now() - record.createdAt.getTime() >= SANDBOX_MPESA_DELAY_MS;
    const outcome = record.outcome ?? (answered ? sandboxMpesaOutcome(record.phone) : null);
    const base = {
      reference,
      amount: record.amount,
      currency: record.currency,
      channel: record.channel,
      mpesaReceipt: null,
      providerFee: null,
      failureReason: null,
    };
    switch (outcome) {
      case 'success':
        return {
          ...base,
          status: 'succeeded',
          mpesaReceipt: mpesa ? sandboxReceipt(reference) : null,
          providerFee: sandboxFee(record.amount),
        };
      case 'decline':
        return {
          ...base,
          status: 'failed',
          failureReason: mpesa ? PAYMENT_MESSAGES.mpesaCancelledOnPhone : PAYMENT_MESSAGES.sandboxDeclined,
        };
      case 'abandon':
        return { ...base, status: 'abandoned', failureReason: PAYMENT_MESSAGES.sandboxAbandoned };
      case null:
        return { ...base, status: 'pending' };
    }
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    const record = await this.settings.store.get(input.paymentReference);
    if (!record) throw new ProviderError(`The sandbox has no payment ${input.paymentReference}`, 404);
    if (input.amount <= 0 || input.amount > record.amount) {
      throw new ProviderError('The sandbox refuses a refund of more than was paid', 400);
    }
    return { status: 'processed', providerReference: `SBX-RF-${input.refundId}`, failureReason: null };
  }

  /** The sandbox keeps no refunds (they are simulated and finish at once): none to find again. */
  async refundsOf(): Promise<ProviderRefund[]> {
    return [];
  }

  /**
   * A recipient code made from the account, the same for the same account; an account ending
   * 0000 makes one whose transfers fail (to try the failure path offline).
   */
  async createRecipient(destination: TransferDestination): Promise<{ recipientCode: string }> {
    const account = destination.method === 'mpesa' ? destination.phone : destination.accountNumber;
    const digits = account.replace(/\D/g, '');
    const hash = createHash('sha256').update(`${destination.method}:${digits}`).digest('hex').slice(0, 12);
    return { recipientCode: `SBX_RCP_${digits.endsWith('0000') ? `${DECLINING}_` : ''}${hash}` };
  }

  /** Accepts the transfer (pending); it completes SANDBOX_TRANSFER_DELAY_MS after it was sent. */
  async transfer(input: TransferInput): Promise<TransferStatus> {
    if (input.amount <= 0) throw new ProviderError('The sandbox refuses a transfer of nothing', 400);
    const known = await this.verifyTransfer(input.reference);
    if (known.status !== 'not_found') return known;
    return {
      reference: input.reference,
      status: 'pending',
      transferCode: `SBX_TRF_${input.reference}`,
      amount: input.amount,
      failureReason: null,
    };
  }

  async verifyTransfer(reference: string): Promise<TransferStatus> {
    const record = this.settings.store.transfer ? await this.settings.store.transfer(reference) : null;
    const base = { reference, transferCode: `SBX_TRF_${reference}`, failureReason: null };
    if (!record || !record.sentAt) return { ...base, status: 'not_found', transferCode: null, amount: null };
    if (this.now() - record.sentAt.getTime() < SANDBOX_TRANSFER_DELAY_MS)
      return { ...base, status: 'pending', amount: record.amount };
    if (record.recipientCode?.includes(DECLINING))
      return {
        ...base,
        status: 'failed',
        amount: record.amount,
        failureReason: PAYMENT_MESSAGES.sandboxTransferDeclined,
      };
    return { ...base, status: 'success', amount: record.amount };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null {
    const expected = signSandboxWebhook(rawBody, this.settings.sessionSecret);
    if (!signatureMatches(expected, headers[SANDBOX_SIGNATURE_HEADER])) return null;
    let body: { event?: unknown; data?: { reference?: unknown } };
    try {
      body = JSON.parse(rawBody.toString('utf8')) as typeof body;
    } catch {
      return { kind: 'ignored', type: 'unreadable' };
    }
    const type = typeof body?.event === 'string' ? body.event : 'unknown';
    const reference = body?.data?.reference;
    if ((SANDBOX_WEBHOOK_EVENTS as readonly string[]).includes(type) && typeof reference === 'string' && reference) {
      return { kind: 'payment_changed', reference };
    }
    if ((SANDBOX_TRANSFER_EVENTS as readonly string[]).includes(type) && typeof reference === 'string' && reference) {
      return { kind: 'transfer_changed', reference };
    }
    return { kind: 'ignored', type };
  }
}
