import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createTestApp, listenOnLoopback, type Engine } from '../../test/database.js';
import { fakeDarajaConfig, startFakeDaraja, type FakeDaraja } from './daraja-fake.js';

/**
 * How the addresses Safaricom posts to were made before migration 0025 (decision 025, amended):
 * an HMAC of a label under a key derived from SESSION_SECRET. Nothing in the app makes them any
 * more; tests use this to show that such an address (a leaked SESSION_SECRET) opens nothing.
 */
export function sessionDerivedSecret(label: string, sessionSecret: string): string {
  const key = createHmac('sha256', sessionSecret).update('tikiti daraja callbacks v1').digest();
  return createHmac('sha256', key).update(label).digest('base64url').slice(0, 32);
}

/** The old per-label addresses: the Paybill's, a payment's refund results', a payout's results'. */
export const OLD_SECRETS = {
  c2b: (sessionSecret: string) => sessionDerivedSecret('c2b confirmations', sessionSecret),
  b2c: (paymentReference: string, sessionSecret: string) =>
    sessionDerivedSecret(`b2c ${paymentReference}`, sessionSecret),
  payout: (payoutReference: string, sessionSecret: string) =>
    sessionDerivedSecret(`b2c payout ${payoutReference}`, sessionSecret),
};

/**
 * Puts the app on a loopback port and sends the fake's callbacks and results there (wherever
 * PUBLIC_URL says the app is); the app's address.
 */
export async function listenForDaraja(app: FastifyInstance, fake: FakeDaraja): Promise<string> {
  const appUrl = await listenOnLoopback(app);
  fake.sendCallbacksTo(appUrl);
  return appUrl;
}

/**
 * A test app on `engine` paying M-Pesa through a fake Daraja on loopback, whose callbacks and
 * results come to the app: the phone answers in 0.1 s, and a prompt nobody answers ends only when
 * a test says (`finish`). `config` adds settings (SESSION_SECRET, the Paybill…).
 */
export async function darajaTestApp(engine: Engine, config: Record<string, string>) {
  const fake = await startFakeDaraja({ callbackDelayMs: 100, promptMs: 60_000 });
  const ctx = await createTestApp(engine, { config: { ...fakeDarajaConfig(fake.url), ...config } });
  const appUrl = await listenForDaraja(ctx.app, fake);
  return { fake, ctx, appUrl };
}
