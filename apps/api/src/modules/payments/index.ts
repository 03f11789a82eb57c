import { API_PREFIX, type ModuleRoutes } from '../../lib/module-routes.js';
import paymentsRoutes, { type WebhookHandlers } from './payments.routes.js';
import type { AppConfig } from '../../config.js';
import { DarajaProvider, type DarajaStore } from './daraja.js';
import { PaystackProvider } from './paystack.js';
import type { PaymentProvider, ProviderName } from './provider.js';
import { ProviderRouter } from './provider-router.js';
import { SandboxProvider, type SandboxStore } from './sandbox-provider.js';

export * from './provider.js';
export { PAYSTACK_SIGNATURE_HEADER, PaystackProvider, signPaystackWebhook } from './paystack.js';
export {
  SANDBOX_MPESA_DELAY_MS,
  SANDBOX_OUTCOMES,
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_TRANSFER_DELAY_MS,
  sandboxTransferWebhook,
  type SandboxTransferRecord,
  SandboxProvider,
  sandboxFee,
  sandboxMpesaOutcome,
  sandboxReceipt,
  sandboxWebhook,
  signSandboxWebhook,
  type SandboxOutcome,
  type SandboxPaymentRecord,
  type SandboxStore,
  type SandboxWebhookEvent,
} from './sandbox-provider.js';
export { PAYMENT_MESSAGES } from './payments.messages.js';
export { DarajaProvider } from './daraja.js';
export { ProviderRouter, providerForChannel, providerNamed } from './provider-router.js';

export interface PaymentProviderDeps {
  /** Reads payments rows for the sandbox (unused with Paystack). */
  sandboxStore: SandboxStore;
  /** Milliseconds since the epoch, for the sandbox's M-Pesa delay; tests move it. */
  now?: () => number;
  /** Reads payments rows for Daraja, and which provider took an attempt (needed with Daraja). */
  darajaStore?: DarajaStore & { providerOf(reference: string): Promise<ProviderName | null> };
  /** Wraps each provider (the metrics' timing). */
  wrap?: (provider: PaymentProvider) => PaymentProvider;
}

/**
 * The provider this process takes money with: Paystack when its keys are set, otherwise the
 * offline sandbox. Production never runs the sandbox (config refuses to start without Paystack
 * keys; this refuses again, in case a caller builds a config by hand). With Daraja configured,
 * a ProviderRouter: M-Pesa through Daraja, cards through that provider (decision 025).
 */
export function paymentProvider(
  config: Pick<AppConfig, 'env' | 'paystack' | 'publicUrl' | 'sessionSecret'> & Partial<Pick<AppConfig, 'daraja'>>,
  deps: PaymentProviderDeps,
): PaymentProvider {
  const wrap = deps.wrap ?? ((p: PaymentProvider) => p);
  const card = wrap(cardProvider(config, deps));
  // With Daraja, M-Pesa goes straight to Safaricom and cards stay as they are (decision 025).
  if (!config.daraja) return card;
  const store = deps.darajaStore;
  if (!store) throw new Error('Daraja needs the payments store');
  const mpesa = new DarajaProvider({
    ...config.daraja,
    publicUrl: config.publicUrl,
    store,
    ...(deps.now ? { now: deps.now } : {}),
  });
  return new ProviderRouter(card, wrap(mpesa), (reference) => store.providerOf(reference));
}

function cardProvider(
  config: Pick<AppConfig, 'env' | 'paystack' | 'publicUrl' | 'sessionSecret'>,
  deps: PaymentProviderDeps,
): PaymentProvider {
  if (config.paystack) return new PaystackProvider(config.paystack);
  if (config.env === 'production') throw new Error('Payments need PAYSTACK_SECRET_KEY in production');
  return new SandboxProvider({
    publicUrl: config.publicUrl,
    sessionSecret: config.sessionSecret,
    store: deps.sandboxStore,
    ...(deps.now ? { now: deps.now } : {}),
  });
}

export { default as paymentsPlugin } from './payments.plugin.js';
export { hasFailedPayment, insertPayment, refundById, updateRefund } from './payments.repository.js';
export { SANDBOX_JOB } from './sandbox-provider.js';
export * as paymentRows from './payments.repository.js';

/**
 * The providers' webhooks and the sandbox's pages. What a webhook changes is applied by the module
 * that owns it, through handlers app.ts gives (decision 024).
 */
export const paymentsModule: ModuleRoutes<{ webhooks: WebhookHandlers }> = async (app, { config, webhooks }) => {
  await app.register(paymentsRoutes, { config, webhooks, prefix: API_PREFIX });
};
