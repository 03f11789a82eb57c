import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseKey32, type AppConfig } from '../config.js';

/**
 * Field encryption for payout details (AES-256-GCM). A stored value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url: the version lets a later key or algorithm coexist
 * with rows written today, the 12-byte IV is random per write, and the tag makes any change of
 * the stored bytes fail decryption instead of yielding someone else's account number. `aad`
 * binds a value to its row, so a ciphertext copied to another host's row does not decrypt.
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('The payout encryption key must be 32 bytes');
  }

  encrypt(plain: string, aad: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    const tag = cipher.getAuthTag();
    return ['v1', iv.toString('base64url'), tag.toString('base64url'), ct.toString('base64url')].join('.');
  }

  /** @throws when the value was altered, belongs to another row, or was written with another key. */
  decrypt(stored: string, aad: string): string {
    const [version, iv, tag, ct] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Unknown encrypted value format');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
  }
}

export const PAYOUT_KEY_FILE = 'payout-encryption.key';

/**
 * The payout key: PAYOUT_ENCRYPTION_KEY when set (always in production: the configuration
 * refuses to start without it). In development a key is generated once into DATA_DIR and read
 * back on later starts, so details saved yesterday still decrypt; deleting DATA_DIR deletes
 * both. Tests get a fresh key per app.
 */
export function payoutKey(config: Pick<AppConfig, 'env' | 'dataDir' | 'payoutEncryptionKey'>): Buffer {
  if (config.payoutEncryptionKey) return config.payoutEncryptionKey;
  if (config.env === 'production') throw new Error('PAYOUT_ENCRYPTION_KEY is required in production');
  if (config.env === 'test') return randomBytes(32);
  const file = path.join(config.dataDir, PAYOUT_KEY_FILE);
  if (existsSync(file)) {
    const key = parseKey32(readFileSync(file, 'utf8').trim());
    if (!key) throw new Error(`${file} does not hold a 32-byte key; delete it (and the payout details) or fix it`);
    return key;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32);
  writeFileSync(file, `${key.toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return key;
}

/**
 * Log paths pino blanks out: payout account fields, ID numbers and passwords, wherever a request body,
 * a row or an error carrying them ends up in a log line.
 */
export const LOG_REDACT_PATHS = [
  'accountNumber',
  'accountName',
  'payoutDetailsEncrypted',
  'idNumber',
  'idNumberEncrypted',
  'password',
  'currentPassword',
  'newPassword',
].flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
