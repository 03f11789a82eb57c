import { randomBytes, randomInt } from 'node:crypto';

/**
 * Random identifiers of checkout. The order token (~192 bits) is the only way a browser or a
 * mail link names an order; the short reference is for people and support and proves nothing;
 * a ticket code (120 bits, base32 so door staff can type it) is what a QR code carries.
 */

/** Letters and digits people do not confuse (no 0/O, 1/I/L). */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const newOrderToken = (): string => randomBytes(24).toString('base64url');

export function newOrderReference(): string {
  let s = 'TK-';
  for (let i = 0; i < 7; i++) s += READABLE[randomInt(READABLE.length)];
  return s;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 24 base32 characters from 15 random bytes. */
export function newTicketCode(): string {
  const bytes = randomBytes(15);
  let bits = 0;
  let value = 0;
  let out = '';
  for (const b of bytes) {
    value = (value << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return out;
}

/** A payment attempt's reference at the provider: fresh per attempt (Paystack refuses one twice). */
export const newPaymentReference = (): string => `tkp_${randomBytes(12).toString('base64url')}`;

/** A free reservation's confirmation code: 6 digits, mailed to the buyer. */
export const newConfirmationCode = (): string => String(randomInt(1_000_000)).padStart(6, '0');
