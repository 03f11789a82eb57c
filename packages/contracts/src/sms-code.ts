/**
 * A ticket's SMS code (decision 027): 10 characters people can read over a bad line and type at
 * the door, grouped `TK7H-3K9Q-PD`. The server derives it (an HMAC of the ticket with a key of
 * its own, apps/api tickets/sms-code.ts), so nothing stores it in clear. A typed code is checked
 * by the server only (decision 036): the door's offline list holds nothing derived from it, since
 * any hash of a 50-bit code that a device can check without a secret can be walked back offline.
 * This file is shared by both sides: the alphabet, and reading what was typed.
 */

/** 32 symbols, no 0/O or 1/I: digits 2-9 and the letters but I and O. 5 bits each. */
export const SMS_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** Characters of a code: 50 bits. */
export const SMS_CODE_LENGTH = 10;

/** What people type for a symbol the code never holds: O and 0 are read as D, I and 1 as L. */
const LOOK_ALIKES: Record<string, string> = { O: 'D', '0': 'D', I: 'L', '1': 'L' };

/**
 * The code as it was typed, made canonical: upper case, spaces, dashes and dots dropped,
 * look-alikes mapped (O/0 → D, I/1 → L). Null when what is left is not 10 symbols of the alphabet.
 */
export function normaliseSmsCode(typed: string): string | null {
  const bare = typed
    .toUpperCase()
    .replace(/[\s\-–—._]/g, '')
    .replace(/[OI01]/g, (c) => LOOK_ALIKES[c]!);
  if (bare.length !== SMS_CODE_LENGTH) return null;
  for (const c of bare) if (!SMS_CODE_ALPHABET.includes(c)) return null;
  return bare;
}

/** Whether a typed text reads as an SMS code (and not as a ticket's 24-character code or QR payload). */
export const looksLikeSmsCode = (typed: string): boolean => normaliseSmsCode(typed) !== null;

/** `TK7H3K9QPD` → `TK7H-3K9Q-PD`: the form an SMS and a screen show. */
export function formatSmsCode(code: string): string {
  const c = normaliseSmsCode(code) ?? code;
  return [c.slice(0, 4), c.slice(4, 8), c.slice(8)].filter(Boolean).join('-');
}

/** The first 50 bits of a digest as a code (the server's HMAC). */
export function smsCodeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < 7) throw new Error('need at least 7 bytes');
  let out = '';
  let value = 0;
  let bits = 0;
  for (const b of bytes) {
    value = ((value << 8) | b) & 0xffff;
    bits += 8;
    while (bits >= 5 && out.length < SMS_CODE_LENGTH) {
      out += SMS_CODE_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    if (out.length === SMS_CODE_LENGTH) break;
  }
  return out;
}
