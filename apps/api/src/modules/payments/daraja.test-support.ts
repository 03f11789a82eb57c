import { createHmac } from 'node:crypto';

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
