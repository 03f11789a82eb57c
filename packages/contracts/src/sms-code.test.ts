import { describe, expect, it } from 'vitest';
import { formatSmsCode, looksLikeSmsCode, normaliseSmsCode, SMS_CODE_ALPHABET, smsCodeFromBytes } from './sms-code.js';

describe('SMS codes: read as typed, shown grouped', () => {
  it('has 32 symbols and none of 0, O, 1 or I', () => {
    expect(new Set(SMS_CODE_ALPHABET).size).toBe(32);
    expect(SMS_CODE_ALPHABET).not.toMatch(/[01OI]/);
  });

  it('reads a typed code whatever its case, dashes and spaces, with look-alikes mapped', () => {
    const cases: [string, string | null][] = [
      ['TK7H-3K9Q-PD', 'TK7H3K9QPD'],
      ['tk7h 3k9q pd', 'TK7H3K9QPD'],
      ['  Tk7h–3k9q.pd ', 'TK7H3K9QPD'],
      ['TK7H-3K9Q-P0', 'TK7H3K9QPD'],
      ['TK7H-3K9Q-PO', 'TK7H3K9QPD'],
      ['1K7H-3K9Q-PD', 'LK7H3K9QPD'],
      ['iK7H-3K9Q-PD', 'LK7H3K9QPD'],
      ['TK7H-3K9Q-P', null],
      ['TK7H-3K9Q-PDX', null],
      ['TK7H-3K9Q-P#', null],
      ['', null],
    ];
    for (const [typed, canonical] of cases) expect(normaliseSmsCode(typed), typed).toBe(canonical);
  });

  it('tells an SMS code from a ticket code or a QR payload', () => {
    expect(looksLikeSmsCode('TK7H-3K9Q-PD')).toBe(true);
    expect(looksLikeSmsCode('ABCDEFGHIJKLMNOPQRSTUVWX')).toBe(false);
    expect(looksLikeSmsCode('T1.ABCD2345EFGHJKMN.26.41.' + 'A'.repeat(86))).toBe(false);
  });

  it('groups a code 4-4-2 for reading', () => {
    expect(formatSmsCode('TK7H3K9QPD')).toBe('TK7H-3K9Q-PD');
    expect(formatSmsCode('tk7h 3k9q pd')).toBe('TK7H-3K9Q-PD');
  });

  it('turns the first 50 bits of a digest into 10 symbols', () => {
    expect(smsCodeFromBytes(new Uint8Array(8))).toBe('2222222222');
    expect(smsCodeFromBytes(new Uint8Array(8).fill(255))).toBe('ZZZZZZZZZZ');
    // 0b00001 00010 00011 … : symbols 1, 2, 3 …
    const bits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => n.toString(2).padStart(5, '0')).join('');
    const bytes = new Uint8Array(8);
    for (let i = 0; i < 50; i++) if (bits[i] === '1') bytes[i >> 3]! |= 0x80 >> (i & 7);
    expect(smsCodeFromBytes(bytes)).toBe('3456789ABC');
  });
});
