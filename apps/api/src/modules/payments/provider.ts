import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentChannel } from '@tribe/contracts';

/**
 * One interface for every way of taking money (decision 014): Paystack for card and M-Pesa,
 * Daraja for M-Pesa straight from Safaricom (decision 025), and the offline sandbox that runs
 * the same flow without keys. Checkout never talks to a
 * provider's API itself; it calls these methods and settles orders from what `verify` or a
 * webhook reports. Amounts cross this interface in whole KES; a provider converts to its own
 * units (Paystack: subunits, ×100).
 */

export type ProviderName = 'paystack' | 'sandbox' | 'daraja';

export interface StartPaymentInput {
  /** Fresh per attempt: a provider refuses a reference twice. */
  reference: string;
  channel: PaymentChannel;
  /** Whole KES. */
  amount: number;
  currency: string;
  email: string;
  /** +254 form; the M-Pesa prompt goes here. */
  phone: string | null;
  /** Where the card page sends the buyer back (…/checkout/verifying?reference=…&order=…). */
  callbackUrl: string;
  /** The order's token: the sandbox's card page links back to the order with it. */
  orderToken: string;
  /** Stored with the transaction for support (order reference, event id). */
  metadata: Record<string, string | number>;
}

export interface StartPaymentResult {
  /** Card: the page to send the buyer to. M-Pesa: null (the prompt is on the phone). */
  authorizationUrl: string | null;
  /** 'pending' once an M-Pesa prompt is on its way; 'initialized' for a card page not yet used. */
  status: 'initialized' | 'pending' | 'failed';
  /** Words for the buyer (e.g. "Check your phone and enter your M-Pesa PIN"), or why it failed. */
  message: string | null;
  /** The provider's own id for the attempt, stored to ask about it later (Daraja's CheckoutRequestID). */
  providerRequestId?: string;
  raw?: unknown;
}

/** What the provider says happened to a payment, in whole KES. */
export interface VerifiedPayment {
  reference: string;
  status: 'succeeded' | 'failed' | 'abandoned' | 'pending';
  /** Whole KES paid (for 'succeeded'); the provider's subunits divided back. */
  amount: number;
  currency: string;
  channel: PaymentChannel | null;
  mpesaReceipt: string | null;
  /** The provider's processing fee in whole KES, rounded up, when it says. */
  providerFee: number | null;
  failureReason: string | null;
  raw?: unknown;
}

export interface RefundInput {
  /** The payment's reference at the provider. */
  paymentReference: string;
  /** Whole KES. */
  amount: number;
  /** Our refund id, for the provider's notes and idempotency. */
  refundId: number;
}

export interface RefundResult {
  /** 'processed' when the provider finished at once; 'processing' when a webhook will say. */
  status: 'processing' | 'processed' | 'failed';
  providerReference: string | null;
  failureReason: string | null;
}

/** A refund the provider holds for a payment, in whole KES. */
export interface ProviderRefund {
  providerReference: string;
  amount: number;
  status: RefundResult['status'];
}

/** A webhook the provider sent, after its signature was checked. */
export type WebhookEvent =
  | { kind: 'payment'; payment: VerifiedPayment }
  /**
   * The payment with this reference changed; the webhook says no more (the sandbox's webhooks),
   * so the receiver asks `verify(reference)` and settles from that answer.
   */
  | { kind: 'payment_changed'; reference: string }
  | {
      kind: 'refund';
      paymentReference: string;
      status: 'processed' | 'failed';
      /** Whole KES the refund was for, when the provider says (a payment may have several refunds). */
      amount: number | null;
      failureReason: string | null;
    }
  /** A transfer (a host's payout) finished, failed or was reversed. */
  | {
      kind: 'transfer';
      reference: string;
      status: 'success' | 'failed' | 'reversed';
      failureReason: string | null;
    }
  /** The transfer with this reference changed; the receiver asks `verifyTransfer` (the sandbox). */
  | { kind: 'transfer_changed'; reference: string }
  | { kind: 'ignored'; type: string };

/** Where a host's payout goes (the decrypted payout details; never logged). */
export type TransferDestination =
  | { method: 'mpesa'; name: string; phone: string }
  /** The bank as the host named it; the provider finds its code in its own list of Kenyan banks. */
  | { method: 'bank'; name: string; bankName: string; accountNumber: string };

export interface TransferInput {
  /** Ours, stable per payout: the provider refuses a reference twice, so a retry never pays twice. */
  reference: string;
  /** The provider's recipient (made once by `createRecipient`). */
  recipientCode: string;
  /** Whole KES. */
  amount: number;
  currency: string;
  /** Shown on the host's statement. */
  reason: string;
}

/**
 * A transfer as the provider holds it: 'pending' while it moves (queued, otp, received),
 * 'success' paid, 'failed' nothing sent, 'reversed' sent and returned, 'not_found' never got it.
 */
export interface TransferStatus {
  reference: string;
  status: 'pending' | 'success' | 'failed' | 'reversed' | 'not_found';
  transferCode: string | null;
  /** Whole KES, when the provider says. */
  amount: number | null;
  failureReason: string | null;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  start(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Asks the provider what happened; never trusts the browser. */
  verify(reference: string): Promise<VerifiedPayment>;
  refund(input: RefundInput): Promise<RefundResult>;
  /**
   * The refunds the provider holds for a payment: how a refund whose answer was lost (a crash
   * between the call and the record) is found again instead of being sent twice.
   */
  refundsOf(paymentReference: string): Promise<ProviderRefund[]>;
  /** Makes (or finds: the provider answers the same one for the same account) a transfer recipient. */
  createRecipient(destination: TransferDestination): Promise<{ recipientCode: string }>;
  /**
   * Sends money from the marketplace's balance. Idempotent by `reference`: sending a reference
   * the provider already has answers that transfer's state, never a second transfer.
   */
  transfer(input: TransferInput): Promise<TransferStatus>;
  /** Asks the provider what became of a transfer ('not_found' when it never got it). */
  verifyTransfer(reference: string): Promise<TransferStatus>;
  /**
   * Checks a webhook's signature over the raw body and reads it; null when the signature is
   * missing or wrong (the route answers 401 webhook_signature_invalid).
   */
  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null;
}

/** A provider call that failed (network, 5xx, refused): checkout answers 502 payment_unavailable. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** Hex HMAC-SHA512 of a webhook's raw body: how Paystack signs, and how the sandbox does too. */
export function hmacSha512Hex(key: string | Buffer, rawBody: string | Buffer): string {
  return createHmac('sha512', key).update(rawBody).digest('hex');
}

/**
 * Whether a signature header carries the expected hex digest, in constant time (the length is
 * checked first because timingSafeEqual throws on different lengths). A header sent twice is
 * refused: which one would count is a guess.
 */
export function signatureMatches(expectedHex: string, header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length === 0) return false;
  const given = Buffer.from(header.trim().toLowerCase(), 'utf8');
  const expected = Buffer.from(expectedHex, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The site's page a buyer lands on after paying (the provider's callback; the sandbox page's redirect). */
export const verifyingPath = (token: string, reference: string) =>
  `/checkout/verifying?order=${encodeURIComponent(token)}&reference=${encodeURIComponent(reference)}`;
