import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { normaliseSmsCode } from '@tribe/contracts';
import { SmsCodes } from './sms-code.js';
import { TicketSigner } from './ticket-signing.js';

const signer = () => new TicketSigner(generateKeyPairSync('ed25519').privateKey);

describe('SMS codes derived from the ticket and the server key', () => {
  it('gives the same ticket the same 10-symbol code every time, with no storage', () => {
    const s = signer();
    const ticket = { id: 7, code: 'ABCDEFGHJKLMNPQRSTUVWXYZ' };
    const code = new SmsCodes(s).of(ticket);
    expect(normaliseSmsCode(code)).toBe(code);
    expect(new SmsCodes(s).of(ticket)).toBe(code);
  });

  it('gives other tickets, and the same ticket under another key, other codes', () => {
    const s = signer();
    const codes = new SmsCodes(s);
    const a = codes.of({ id: 7, code: 'ABCDEFGHJKLMNPQRSTUVWXYZ' });
    expect(codes.of({ id: 8, code: 'ABCDEFGHJKLMNPQRSTUVWXYZ' })).not.toBe(a);
    expect(codes.of({ id: 7, code: 'ABCDEFGHJKLMNPQRSTUVWXY2' })).not.toBe(a);
    expect(new SmsCodes(signer()).of({ id: 7, code: 'ABCDEFGHJKLMNPQRSTUVWXYZ' })).not.toBe(a);
  });

  it('finds the ticket a code belongs to, and none for a made-up one', () => {
    const codes = new SmsCodes(signer());
    const tickets = Array.from({ length: 50 }, (_, i) => ({ id: i + 1, code: `CODE${i}`.padEnd(24, 'A') }));
    expect(codes.find(tickets, codes.of(tickets[31]!))?.id).toBe(32);
    expect(codes.find(tickets, 'TK7H3K9QPD')).toBeUndefined();
  });
});
