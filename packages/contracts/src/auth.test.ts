import { describe, expect, it } from 'vitest';
import { ZSignupRequest, ZGoogleStartQuery, normaliseKenyanPhone, passwordProblem, passwordStrength } from './auth.js';

describe('Kenyan phone numbers', () => {
  it('accepts the usual ways of writing a mobile number and stores +254', () => {
    const cases: [string, string][] = [
      ['0712 345 678', '+254712345678'],
      ['0110 123 456', '+254110123456'],
      ['712345678', '+254712345678'],
      ['254712345678', '+254712345678'],
      ['+254712345678', '+254712345678'],
      ['+254 (712) 345-678', '+254712345678'],
      ['0712.345.678', '+254712345678'],
    ];
    for (const [typed, stored] of cases) expect(normaliseKenyanPhone(typed), typed).toBe(stored);
  });

  it('refuses what is not a Kenyan mobile number', () => {
    for (const typed of ['', '0812345678', '07123456', '07123456789', '+255712345678', '0712abc678', '1'.repeat(40)])
      expect(normaliseKenyanPhone(typed), typed).toBeNull();
  });
});

describe('passwords', () => {
  it('needs 8 to 128 characters of at least two kinds', () => {
    expect(passwordProblem('Ab1')).toMatch(/at least 8/);
    expect(passwordProblem('abcdefgh')).toMatch(/two of/);
    expect(passwordProblem('12345678')).toMatch(/two of/);
    expect(passwordProblem(`a1${'x'.repeat(127)}`)).toMatch(/at most 128/);
    expect(passwordProblem('abcdefg1')).toBeNull();
    expect(passwordProblem('correct horse battery 9')).toBeNull();
  });

  it('scores strength for the meter, 0 when the rules fail', () => {
    expect(passwordStrength('abcdefgh')).toBe(0);
    expect(passwordStrength('abcdefg1')).toBe(1);
    expect(passwordStrength('Abcdefghijk1')).toBe(3);
    expect(passwordStrength('Abcdefghijk1!xyz')).toBe(4);
  });
});

describe('sign-up body', () => {
  it('normalises email and phone and names the failing field', () => {
    const ok = ZSignupRequest.parse({
      firstName: ' Amina ',
      lastName: 'Wanjiru',
      username: 'amina_w',
      email: ' Amina@Example.COM ',
      phone: '0712 345 678',
      password: 'Kilimanjaro#2026',
    });
    expect(ok).toMatchObject({ firstName: 'Amina', email: 'amina@example.com', phone: '+254712345678' });
    const bad = ZSignupRequest.safeParse({ ...ok, username: 'a b' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['username']);
  });
});

describe('Google returnTo', () => {
  it('keeps a normalised path of this site and drops anything else', () => {
    const returnTo = (v: string) => ZGoogleStartQuery.parse({ returnTo: v }).returnTo;
    expect(returnTo('/checkout/26/payment?x=1')).toBe('/checkout/26/payment?x=1');
    expect(returnTo('/events/../profile')).toBe('/profile');
    for (const v of [
      '//evil.example',
      '/.//evil.example/phish',
      '/\\evil.example',
      'https://evil.example',
      '/a\nb',
      '',
    ])
      expect(returnTo(v), v).toBeUndefined();
  });
});
