/**
 * Signs ticket payloads in tests exactly as the server does (ticket-signing.ts): Ed25519 over
 * `T1.<code>.<eventId>.<occurrenceId>`, base64url signature appended after a dot; the public
 * key exported as SPKI PEM, as the offline bundle carries it.
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
      const body = `T1.${code}.${eventId}.${occurrenceId}`;
      const sig = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(body));
      return `${body}.${b64url(sig)}`;
    },
  };
}
