import * as contracts from '@tribe/contracts/auth';
import { describe, expect, it } from 'vitest';
import {
  normalizeKenyanPhone,
  normalizeOtp,
  passwordProblem,
  passwordStrength,
  phoneProblem,
  usernameProblem,
} from './form-rules';

const PHONES = [
  '0712 345 678',
  '0110 123 456',
  '712345678',
  '254712345678',
  '+254712345678',
  '+254 (712) 345-678',
  '0212345678',
  '071234567',
  '07123456789',
  '+255712345678',
  'phone',
  '',
];
const PASSWORDS = [
  '',
  'short1',
  '12345678',
  'password',
  'PASSWORD',
  'password1',
  'tembo-kubwa',
  'Tembo-Kubwa-2026',
  'tembo kubwa wa mara 2',
  'TemboKubwa12',
  'a'.repeat(129),
  'Aa1!'.repeat(32),
];
const USERNAMES = ['wa', 'wanjiku.k', 'has space', '_lead', 'trail-', 'b_o', 'x'.repeat(31), 'brian_o'];

describe('the same rules as the server (@tribe/contracts/auth)', () => {
  it('normalises phones the same way', () => {
    for (const p of PHONES) expect(normalizeKenyanPhone(p), p).toBe(contracts.normaliseKenyanPhone(p));
  });

  it('accepts, refuses and scores passwords the same way', () => {
    for (const p of PASSWORDS) {
      expect(passwordProblem(p) === null, p).toBe(contracts.passwordProblem(p) === null);
      expect(passwordStrength(p), p).toBe(contracts.passwordStrength(p));
    }
  });

  it('accepts the same usernames', () => {
    for (const u of USERNAMES) expect(usernameProblem(u) === null, u).toBe(contracts.zUsername.safeParse(u).success);
  });
});

describe('Kenyan phone numbers', () => {
  it('accepts the usual ways of writing one and stores +254…', () => {
    expect(normalizeKenyanPhone('0712 345 678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('0110 123 456')).toBe('+254110123456');
    expect(normalizeKenyanPhone('712345678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('254712345678')).toBe('+254712345678');
    expect(normalizeKenyanPhone('+254712345678')).toBe('+254712345678');
  });

  it('says what is wrong in words people can act on', () => {
    expect(phoneProblem('')).toBe('Enter your phone number.');
    expect(phoneProblem('12')).toMatch(/Kenyan mobile number/);
    expect(passwordProblem('short')).toMatch(/at least 8/);
    expect(passwordProblem('onlylowercase')).toMatch(/two of/);
  });

  it('scores longer, more varied passwords higher', () => {
    expect(passwordStrength('tembokubwa1')).toBeLessThan(passwordStrength('Tembo-Kubwa-2026'));
    expect(passwordStrength('Tembo-Kubwa-2026')).toBe(4);
  });
});

describe('codes', () => {
  it('keeps codes to six digits however they were typed', () => {
    expect(normalizeOtp('123 456')).toBe('123456');
    expect(normalizeOtp('12-34-56-78')).toBe('123456');
  });
});
