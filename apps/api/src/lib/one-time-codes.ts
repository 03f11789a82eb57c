import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** A fresh 6-digit code, uniformly random (leading zeros kept). */
export const newOtp = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/**
 * Codes are stored as an HMAC keyed with the server secret: a plain hash of a 6-digit code
 * could be reversed by trying all million codes, so a copy of the database alone gives none.
 */
export const hashOtp = (secret: string, purpose: string, email: string, code: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${email.toLowerCase()}\n${code}`).digest('hex');

/** Constant-time comparison of two hex digests. */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** How a device id is kept: SHA-256, so neither the table nor the counters hold the cookie's value. */
export const deviceHash = (deviceId: string) => createHash('sha256').update(deviceId).digest('hex');
