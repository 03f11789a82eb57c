import { createPublicKey, generateKeyPairSync, hkdfSync, sign, verify, type KeyObject } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseTicketPayload, signedTicketMessage, ticketPayload, type TTicketClaims } from '@tribe/contracts';
import type { AppConfig } from '../../config.js';
import { parseTicketSigningKey } from '../../lib/ticket-signing-key.js';

/**
 * Signed ticket payloads (what a ticket's QR code carries), so a door scanner with no signal can
 * tell a real ticket from a forged one with only the public key. The payload's shape and the
 * message the signature covers are defined once, in `@tribe/contracts/ticket-payload`; this file
 * only signs and verifies (Ed25519, deterministic: the same ticket always shows the same QR code
 * and nothing needs storing). Every server process signs with the same key (TICKET_SIGNING_KEY);
 * in development one is generated into DATA_DIR.
 */
export const TICKET_KEY_FILE = 'ticket-signing-key.pem';

export type TicketClaims = TTicketClaims;

export class TicketSigner {
  readonly publicKey: KeyObject;

  constructor(private readonly privateKey: KeyObject) {
    if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('The ticket-signing key must be an Ed25519 key');
    this.publicKey = createPublicKey(privateKey);
  }

  /** The public key as SPKI PEM, for scanners (they verify offline with it). */
  publicKeyPem(): string {
    return this.publicKey.export({ type: 'spki', format: 'pem' }).toString();
  }

  sign(claims: TicketClaims): string {
    const sig = sign(null, Buffer.from(signedTicketMessage(claims), 'utf8'), this.privateKey).toString('base64url');
    return ticketPayload(claims, sig);
  }

  /**
   * A 32-byte secret of its own for `purpose`, derived from the signing key (HKDF-SHA256), so a
   * feature that needs a server secret every process shares (the SMS codes, decision 027) takes
   * no setting of its own and changes when the signing key does.
   */
  deriveKey(purpose: string): Buffer {
    const ikm = this.privateKey.export({ type: 'pkcs8', format: 'der' });
    return Buffer.from(hkdfSync('sha256', ikm, 'tikiti', purpose, 32));
  }

  /** The claims of a payload this key signed, or null (malformed, altered or forged). */
  verify(payload: string): TicketClaims | null {
    return verifyTicketPayload(payload, this.publicKey);
  }
}

/** Checks a payload against a public key; null when it does not verify. */
export function verifyTicketPayload(payload: string, publicKey: KeyObject): TicketClaims | null {
  const parsed = parseTicketPayload(payload);
  if (!parsed) return null;
  const ok = verify(null, Buffer.from(parsed.message, 'utf8'), publicKey, Buffer.from(parsed.signature, 'base64url'));
  return ok ? parsed.claims : null;
}

/**
 * The signer for this configuration: TICKET_SIGNING_KEY when set (required in production). In
 * development the key is generated once into DATA_DIR and read back later, so tickets issued
 * yesterday still verify; tests get a fresh key per app.
 */
export function ticketSigner(config: Pick<AppConfig, 'env' | 'dataDir' | 'ticketSigningKey'>): TicketSigner {
  if (config.ticketSigningKey) return new TicketSigner(config.ticketSigningKey);
  if (config.env === 'production') throw new Error('TICKET_SIGNING_KEY is required in production');
  if (config.env === 'test') return new TicketSigner(generateKeyPairSync('ed25519').privateKey);
  const file = path.join(config.dataDir, TICKET_KEY_FILE);
  if (existsSync(file)) {
    const key = parseTicketSigningKey(readFileSync(file, 'utf8'));
    if (!key) throw new Error(`${file} does not hold an Ed25519 private key; delete it or fix it`);
    return new TicketSigner(key);
  }
  mkdirSync(config.dataDir, { recursive: true });
  const { privateKey } = generateKeyPairSync('ed25519');
  writeFileSync(file, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return new TicketSigner(privateKey);
}
