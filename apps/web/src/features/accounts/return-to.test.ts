import { describe, expect, it } from 'vitest';
import { returnToFrom, sanitizeReturnTo, signInPath, withParams } from './return-to';

describe('sanitizeReturnTo', () => {
  it('keeps same-site paths with their query and hash, checkout above all', () => {
    expect(sanitizeReturnTo('/checkout/42/payment')).toBe('/checkout/42/payment');
    expect(sanitizeReturnTo('/events?categoryId=3#top')).toBe('/events?categoryId=3#top');
    expect(sanitizeReturnTo('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      'events',
      ' /events',
      '/events\n//evil.example',
      '',
      null,
      undefined,
    ]) {
      expect(sanitizeReturnTo(bad), String(bad)).toBeNull();
    }
    // Encoded, a line break is only text in the path.
    expect(sanitizeReturnTo('/%0a//evil.example')).toBe('/%0a//evil.example');
  });

  it('judges the path the browser would open, not the raw string', () => {
    for (const bad of ['/.//evil.example/phish', '/%2e//x', '/a/..//x', '/./\\x', '/%2E%2E//evil.example'])
      expect(sanitizeReturnTo(bad), bad).toBeNull();
    expect(sanitizeReturnTo('/events/../checkout/1/payment')).toBe('/checkout/1/payment');
    // Normalised into an account screen: still refused.
    expect(sanitizeReturnTo('/events/../auth/signin')).toBeNull();
  });

  it('refuses account screens (returning there after signing in would loop) and huge values', () => {
    expect(sanitizeReturnTo('/auth/signin')).toBeNull();
    expect(sanitizeReturnTo('/auth/verify?x=1')).toBeNull();
    expect(sanitizeReturnTo(`/${'a'.repeat(3000)}`)).toBeNull();
  });

  it('reads returnTo from a query string', () => {
    expect(returnToFrom('?returnTo=%2Fcheckout%2F7%2Fpayment')).toBe('/checkout/7/payment');
    expect(returnToFrom('?returnTo=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnToFrom('')).toBeNull();
  });
});

describe('links between account screens', () => {
  it('carries returnTo over and leaves out empty parameters', () => {
    expect(withParams('/auth/signup', { returnTo: '/checkout/1/payment', type: null })).toBe(
      '/auth/signup?returnTo=%2Fcheckout%2F1%2Fpayment',
    );
    expect(withParams('/auth/signup', { returnTo: null })).toBe('/auth/signup');
    expect(signInPath('/events/5')).toBe('/auth/signin?returnTo=%2Fevents%2F5');
    expect(signInPath('//evil.example')).toBe('/auth/signin');
  });
});
