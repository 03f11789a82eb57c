import { signedTicketMessage, ticketPayload } from '@tribe/contracts/ticket-payload';

/**
 * Signs ticket payloads in tests as the server does: Ed25519 over the contracts' signed message,
 * the payload built by the contracts' `ticketPayload`; the public key exported as SPKI PEM, as
 * the offline list carries it.
 */
const b64 = (bytes: ArrayBuffer) => btoa(String.fromCharCode(...new Uint8Array(bytes)));
const b64url = (bytes: ArrayBuffer) => b64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

export async function makeSigner() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const spki = await crypto.subtle.exportKey('spki', pair.publicKey);
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${b64(spki)}\n-----END PUBLIC KEY-----\n`;
  return {
    publicKeyPem,
    async sign(code: string, eventId: number, occurrenceId: number) {
      const claims = { code, eventId, occurrenceId };
      const message = new TextEncoder().encode(signedTicketMessage(claims));
      const sig = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, message);
      return ticketPayload(claims, b64url(sig));
    },
  };
}
