/**
 * A ticket's QR payload, read and verified in the browser as the server does
 * (apps/api/src/modules/tickets/ticket-signing.ts): `T1.<code>.<eventId>.<occurrenceId>.<sig>`,
 * the signature Ed25519 over everything before the last dot, in base64url. With only the public
 * key a door with no network tells a real ticket from a forged one.
 */
export interface TTicketClaims {
  code: string;
  eventId: number;
  occurrenceId: number;
}

const PAYLOAD = /^(T1)\.([A-Za-z0-9_-]{8,64})\.(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{86})$/;

/** Whether scanned text is meant as a ticket payload (a typed code is not). */
export const looksLikePayload = (text: string) => text.startsWith('T1.');

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
  const m = PAYLOAD.exec(payload.trim());
  if (!m) return null;
  const body = `${m[1]}.${m[2]}.${m[3]}.${m[4]}`;
  let ok = false;
  try {
    ok = await crypto.subtle.verify({ name: 'Ed25519' }, key, base64UrlToBytes(m[5]!), new TextEncoder().encode(body));
  } catch {
    ok = false;
  }
  return ok ? { code: m[2]!, eventId: Number(m[3]), occurrenceId: Number(m[4]) } : null;
}
