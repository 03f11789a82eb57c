import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import { paymentProvider } from './index.js';
import { DarajaProvider } from './daraja.js';
import { providerNamed } from './provider-router.js';
import { darajaStore } from './daraja.repository.js';
import { FAKE_DARAJA_B2C, FAKE_DARAJA_CREDENTIALS, FAKE_DARAJA_PAYBILL, startFakeDaraja } from './daraja-fake.js';
import { sandboxTransferRecord } from './payments.repository.js';
import type { PaymentProvider } from './provider.js';
import { instrumentProvider } from './provider-metrics.js';
import { SANDBOX_OUTCOMES, type SandboxOutcome, type SandboxStore } from './sandbox-provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The provider this process takes money with (Paystack or the sandbox; with Daraja, a router). */
    payments: PaymentProvider;
  }
}

/** The buyer's choice on the sandbox page, kept in the payment row's provider_response. */
export function sandboxOutcomeOf(providerResponse: unknown): SandboxOutcome | null {
  const o = (providerResponse as { sandboxOutcome?: unknown } | null)?.sandboxOutcome;
  return typeof o === 'string' && (SANDBOX_OUTCOMES as readonly string[]).includes(o) ? (o as SandboxOutcome) : null;
}

/** The sandbox reads payment attempts from the database, so every server process agrees. */
export function sandboxStore(db: Db): SandboxStore {
  return {
    async get(reference) {
      const [p] = await db.select().from(payments).where(eq(payments.reference, reference));
      if (!p) return null;
      return {
        amount: p.amount,
        currency: p.currency,
        channel: p.channel,
        phone: p.phone,
        createdAt: p.createdAt,
        outcome: sandboxOutcomeOf(p.providerResponse),
      };
    },
    transfer: (reference) => sandboxTransferRecord(db, reference),
  };
}

export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    let daraja = config.daraja;
    if (config.darajaFake && !daraja && config.env !== 'production') {
      // DARAJA_FAKE=1: a fake Safaricom on loopback, in this process (development only). Its
      // phone answers in 2 s and a prompt nobody answers times out after 8 s, so each case can
      // be tried in a few seconds (the number's last digits choose it: daraja-fake.ts).
      const fake = await startFakeDaraja({ callbackDelayMs: 2000, promptMs: 8000 });
      app.addHook('onClose', () => fake.close());
      daraja = {
        ...FAKE_DARAJA_CREDENTIALS,
        baseUrl: fake.url,
        paybillFallback: FAKE_DARAJA_PAYBILL,
        b2c: FAKE_DARAJA_B2C,
      };
      app.log.info({ url: fake.url }, 'M-Pesa goes through a fake Daraja (DARAJA_FAKE=1)');
    }
    const provider = paymentProvider(
      { ...config, daraja },
      {
        sandboxStore: sandboxStore(app.db),
        darajaStore: darajaStore(app.db),
        ...(app.hasDecorator('metrics') ? { wrap: (p: PaymentProvider) => instrumentProvider(p, app.metrics) } : {}),
      },
    );
    app.decorate('payments', provider);
    // The Paybill fallback's confirmations come to this server: tell Safaricom where (decision 025).
    const mpesa = providerNamed(provider, 'daraja');
    if (mpesa instanceof DarajaProvider && mpesa.paybillFallback && config.processRole !== 'web')
      app.addHook('onReady', async () => {
        await mpesa.registerC2bUrls().catch((err: unknown) => {
          // Live Daraja refuses a second registration: the address it has stays, and opens only if
          // this server registered it (its hash is stored). An address from before migration 0025
          // opens nothing: remove it on the Daraja portal, then restart to register a new one.
          app.log.warn(
            { err: err instanceof Error ? err.message : err },
            'Daraja C2B URLs not registered: Paybill confirmations reach this server only at an address it registered',
          );
        });
      });
  },
  { name: 'payments', dependencies: [] },
);
