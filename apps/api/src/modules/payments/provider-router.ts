import type { PaymentChannel } from '@tribe/contracts';
import {
  ProviderError,
  type PaymentProvider,
  type ProviderName,
  type ProviderRefund,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
  type StartPaymentResult,
  type TransferDestination,
  type TransferInput,
  type TransferStatus,
  type VerifiedPayment,
  type WebhookEvent,
} from './provider.js';

/**
 * Two providers behind the one interface, chosen per channel (decision 025): M-Pesa through
 * Daraja, cards (and host payouts, and the card provider's webhooks) through Paystack or the
 * sandbox. An attempt is asked about, and refunded, through the provider that took it, as its
 * payment row says (`providerOf`), so switching Daraja on leaves older attempts with their own.
 */
export class ProviderRouter implements PaymentProvider {
  /** The card provider's name: what payouts and the admin pages call "the provider". */
  readonly name: ProviderName;

  constructor(
    readonly card: PaymentProvider,
    readonly mpesa: PaymentProvider,
    private readonly providerOf: (reference: string) => Promise<ProviderName | null>,
  ) {
    this.name = card.name;
  }

  forChannel(channel: PaymentChannel): PaymentProvider {
    return channel === 'mpesa' ? this.mpesa : this.card;
  }

  /** The provider with this name, or null when neither is it. */
  named(name: ProviderName): PaymentProvider | null {
    return [this.card, this.mpesa].find((p) => p.name === name) ?? null;
  }

  private async of(reference: string): Promise<PaymentProvider> {
    const name = await this.providerOf(reference);
    const p = name ? this.named(name) : this.card;
    if (!p) throw new ProviderError(`Payment ${reference} was taken by ${name}, which this server does not run`, 404);
    return p;
  }

  start(input: StartPaymentInput): Promise<StartPaymentResult> {
    return this.forChannel(input.channel).start(input);
  }

  async verify(reference: string): Promise<VerifiedPayment> {
    return (await this.of(reference)).verify(reference);
  }

  async refund(input: RefundInput): Promise<RefundResult> {
    return (await this.of(input.paymentReference)).refund(input);
  }

  async refundsOf(paymentReference: string): Promise<ProviderRefund[]> {
    return (await this.of(paymentReference)).refundsOf(paymentReference);
  }

  createRecipient(destination: TransferDestination): Promise<{ recipientCode: string }> {
    return this.card.createRecipient(destination);
  }

  transfer(input: TransferInput): Promise<TransferStatus> {
    return this.card.transfer(input);
  }

  verifyTransfer(reference: string): Promise<TransferStatus> {
    return this.card.verifyTransfer(reference);
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookEvent | null {
    return this.card.parseWebhook(rawBody, headers);
  }
}

/** The provider that takes payments on this channel (the one provider, unless routed). */
export function providerForChannel(p: PaymentProvider, channel: PaymentChannel): PaymentProvider {
  return p instanceof ProviderRouter ? p.forChannel(channel) : p;
}

/** The provider with this name among those this server runs, or null. */
export function providerNamed(p: PaymentProvider, name: ProviderName): PaymentProvider | null {
  if (p instanceof ProviderRouter) return p.named(name);
  return p.name === name ? p : null;
}
