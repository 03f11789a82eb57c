import { createPrivateKey, type KeyObject } from 'node:crypto';

// A setting's reading (TICKET_SIGNING_KEY): config.ts checks it at start-up and modules/tickets signs with it,
// so it sits below both.

/** Reads a private key given as PEM, or as base64 of the PEM or of PKCS8 DER. */
export function parseTicketSigningKey(value: string): KeyObject | null {
  const attempts: (() => KeyObject)[] = [
    () => createPrivateKey(value),
    () => createPrivateKey(Buffer.from(value, 'base64').toString('utf8')),
    () => createPrivateKey({ key: Buffer.from(value, 'base64'), format: 'der', type: 'pkcs8' }),
  ];
  for (const attempt of attempts) {
    try {
      const key = attempt();
      if (key.asymmetricKeyType === 'ed25519') return key;
    } catch {
      // try the next form
    }
  }
  return null;
}
