import { parseTicketPayload, type TTicketClaims } from '@tribe/contracts/ticket-payload';

/**
 * A ticket's QR payload verified in the browser, with only the public key, so a door with no
 * network tells a real ticket from a forged one. The payload's shape and the message the
 * signature covers come from `@tribe/contracts/ticket-payload`, as the server's signer uses them.
 */
export type { TTicketClaims };
export { looksLikeTicketPayload as looksLikePayload } from '@tribe/contracts/ticket-payload';

function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

const base64UrlToBytes = (s: string) =>
  base64ToBytes(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));

/** Imports an SPKI PEM Ed25519 public key for verifying (WebCrypto; Chromium, Firefox, Safari 17+). */
export async function importTicketKey(pem: string): Promise<CryptoKey> {
  const body = pem.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
  return crypto.subtle.importKey('spki', base64ToBytes(body), { name: 'Ed25519' }, false, ['verify']);
}

/** The claims of a payload signed with `key`, or null (malformed, altered or forged). */
export async function verifyTicketPayload(payload: string, key: CryptoKey): Promise<TTicketClaims | null> {
  const parsed = parseTicketPayload(payload);
  if (!parsed) return null;
  let ok = false;
  try {
    ok = await crypto.subtle.verify(
      { name: 'Ed25519' },
      key,
      base64UrlToBytes(parsed.signature),
      new TextEncoder().encode(parsed.message),
    );
  } catch {
    ok = false;
  }
  return ok ? parsed.claims : null;
}

/**
 * How the door's offline list names a ticket: the SHA-256 of its code, in lowercase hex (the
 * server's `ticketCodeHash`). The list never holds a code, so a lost phone gives away none.
 */
export async function hashTicketCode(code: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
