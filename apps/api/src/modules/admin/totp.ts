import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time codes (RFC 6238: 30-second steps, 6 digits, HMAC-SHA1, as every
 * authenticator app reads them) through `otpauth`. A code is accepted in its own step or one
 * step either side (a phone's clock a little off); the caller refuses a step already used.
 */
const PERIOD = 30;

function totpFor(secretBase32: string, label = 'admin') {
  return new TOTP({
    issuer: 'Tikiti',
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits), written in base32 as authenticator apps expect. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The `otpauth://` address a QR code carries for enrolment. */
export const totpUri = (secretBase32: string, email: string): string => totpFor(secretBase32, email).toString();

/** The code of the current step (the demo admin's helper and tests). */
export const totpCode = (secretBase32: string, at: Date = new Date()): string =>
  totpFor(secretBase32).generate({ timestamp: at.getTime() });

/**
 * The time step the code belongs to (Unix time / 30), or null when it matches none of the
 * current step and its neighbours.
 */
export function totpStep(secretBase32: string, code: string, at: Date = new Date()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: at.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(at.getTime() / 1000 / PERIOD) + delta;
}
