import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { FieldCipher, LOG_REDACT_PATHS, PAYOUT_KEY_FILE, payoutKey } from './payout-crypto.js';

describe('payout field encryption', () => {
  const cipher = new FieldCipher(Buffer.alloc(32, 3));
  const plain = JSON.stringify({ method: 'bank', bankName: 'KCB', accountNumber: '123456789012', accountName: 'X' });

  it('round-trips, with a fresh IV each time, and the ciphertext does not show the number', () => {
    const a = cipher.encrypt(plain, 'hosts:1');
    const b = cipher.encrypt(plain, 'hosts:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('123456789012');
    expect(Buffer.from(a.split('.')[3]!, 'base64url').toString('latin1')).not.toContain('123456789012');
    expect(cipher.decrypt(a, 'hosts:1')).toBe(plain);
  });

  it('refuses a value that was altered, moved to another row, or written with another key', () => {
    const stored = cipher.encrypt(plain, 'hosts:1');
    const parts = stored.split('.');
    const ct = Buffer.from(parts[3]!, 'base64url');
    ct[0]! ^= 1;
    const altered = [...parts.slice(0, 3), ct.toString('base64url')].join('.');
    expect(() => cipher.decrypt(altered, 'hosts:1')).toThrow();
    expect(() => cipher.decrypt(stored, 'hosts:2')).toThrow();
    expect(() => new FieldCipher(Buffer.alloc(32, 4)).decrypt(stored, 'hosts:1')).toThrow();
    expect(() => new FieldCipher(Buffer.alloc(16))).toThrow(/32 bytes/);
  });
});

describe('the payout key', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'h9-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is generated once into DATA_DIR in development, private, and read back after a restart', () => {
    const first = payoutKey({ env: 'development', dataDir: dir, payoutEncryptionKey: undefined });
    const file = path.join(dir, PAYOUT_KEY_FILE);
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.toString('hex'));
    expect(payoutKey({ env: 'development', dataDir: dir, payoutEncryptionKey: undefined }).equals(first)).toBe(true);
  });

  it('comes from configuration when set, and is never generated in production', () => {
    const configured = Buffer.alloc(32, 9);
    expect(payoutKey({ env: 'production', dataDir: dir, payoutEncryptionKey: configured })).toBe(configured);
    expect(() => payoutKey({ env: 'production', dataDir: dir, payoutEncryptionKey: undefined })).toThrow(/required/);
  });
});

describe('log redaction', () => {
  it('blanks payout account fields and passwords wherever they appear in a log line', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    const log = pino({ redact: LOG_REDACT_PATHS }, sink);
    log.info({ body: { accountNumber: '123456789012', accountName: 'Wanjiku K', password: 'Secret#1' } }, 'saving');
    log.info({ host: { payoutDetailsEncrypted: 'v1.abc' }, req: { body: { newPassword: 'Secret#2' } } }, 'row');
    expect(out).not.toMatch(/123456789012|Wanjiku K|Secret#1|Secret#2|v1\.abc/);
    expect(out).toContain('[Redacted]');
  });
});
