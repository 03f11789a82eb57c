import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TICKET_KEY_FILE, TicketSigner, ticketSigner, verifyTicketPayload } from './ticket-signing.js';

const signer = () => new TicketSigner(generateKeyPairSync('ed25519').privateKey);
const claims = { code: 'q3V9xK2mP7sT4wY8zA1bCd', eventId: 26, occurrenceId: 7 };

describe('ticket signing', () => {
  it('signs a payload that verifies with the public key alone and gives back the claims', () => {
    const s = signer();
    const payload = s.sign(claims);
    expect(payload).toMatch(/^T1\.q3V9xK2mP7sT4wY8zA1bCd\.26\.7\.[A-Za-z0-9_-]{86}$/);
    expect(verifyTicketPayload(payload, s.publicKey)).toEqual(claims);
    // Deterministic: the same ticket shows the same QR code every time.
    expect(s.sign(claims)).toBe(payload);
  });

  it("refuses an altered payload, another key's signature and junk", () => {
    const s = signer();
    const payload = s.sign(claims);
    expect(s.verify(payload.replace('.26.', '.27.'))).toBeNull();
    expect(s.verify(signer().sign(claims))).toBeNull();
    expect(s.verify('T1.abc')).toBeNull();
    expect(s.verify('')).toBeNull();
  });

  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('generates one development key into DATA_DIR and reads it back on the next start', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tikiti-keys-'));
    dirs.push(dataDir);
    const first = ticketSigner({ env: 'development', dataDir, ticketSigningKey: undefined });
    const second = ticketSigner({ env: 'development', dataDir, ticketSigningKey: undefined });
    expect(second.publicKeyPem()).toBe(first.publicKeyPem());
    expect(second.verify(first.sign(claims))).toEqual(claims);
    expect(readFileSync(path.join(dataDir, TICKET_KEY_FILE), 'utf8')).toMatch(/BEGIN PRIVATE KEY/);
  });

  it('never generates a key in production', () => {
    expect(() => ticketSigner({ env: 'production', dataDir: '/nonexistent', ticketSigningKey: undefined })).toThrow(
      /TICKET_SIGNING_KEY is required/,
    );
  });
});
