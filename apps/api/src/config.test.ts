import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const problems = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  return '';
};

describe('configuration', () => {
  it('has working defaults with nothing set', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.dataDir).toMatch(/data$/);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.demoData).toBe(true);
    expect(c.posthog).toBeUndefined();
  });

  it('names the variable when a value is bad', () => {
    expect(problems({ PORT: 'eighty' })).toMatch(/PORT/);
    expect(problems({ DATABASE_URL: 'mysql://x' })).toMatch(/DATABASE_URL/);
    expect(problems({ PUBLIC_URL: 'not a url' })).toMatch(/PUBLIC_URL/);
    expect(problems({ SMTP_URL: 'http://mail' })).toMatch(/SMTP_URL/);
    expect(problems({ POSTHOG_HOST: 'nope' })).toMatch(/POSTHOG_HOST/);
    expect(problems({ PAYSTACK_BASE_URL: 'nope' })).toMatch(/PAYSTACK_BASE_URL/);
    expect(problems({ GOOGLE_ISSUER_URL: 'nope' })).toMatch(/GOOGLE_ISSUER_URL/);
    expect(problems({ SESSION_SECRET: 'short' })).toMatch(/SESSION_SECRET/);
    expect(problems({ GOOGLE_CLIENT_ID: 'id-only' })).toMatch(/GOOGLE_CLIENT_SECRET/);
    expect(problems({ PAYSTACK_SECRET_KEY: 'sk_test_x' })).toMatch(/PAYSTACK_PUBLIC_KEY/);
  });

  it('requires a session secret in production and never loads demo data there', () => {
    expect(problems({ NODE_ENV: 'production' })).toMatch(/SESSION_SECRET/);
    const c = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail.example:587',
      PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
      DEMO_DATA: 'true',
    });
    expect(c.demoData).toBe(false);
  });

  it('refuses to start in production without SMTP_URL, where codes could not be mailed', () => {
    expect(problems({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toMatch(/SMTP_URL is required/);
    expect(problems({ NODE_ENV: 'development' })).toBe('');
  });

  it('requires a 32-byte payout encryption key in production, and reads it as hex or base64', () => {
    const prod = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), SMTP_URL: 'smtp://mail.example:587' };
    expect(problems(prod)).toMatch(/PAYOUT_ENCRYPTION_KEY is required/);
    expect(problems({ PAYOUT_ENCRYPTION_KEY: 'too-short' })).toMatch(/PAYOUT_ENCRYPTION_KEY must be 32 bytes/);
    expect(problems({ PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(31) })).toMatch(/PAYOUT_ENCRYPTION_KEY/);
    const hex = loadConfig({ ...prod, PAYOUT_ENCRYPTION_KEY: '0f'.repeat(32) }).payoutEncryptionKey!;
    expect(hex.equals(Buffer.alloc(32, 0x0f))).toBe(true);
    const b64 = loadConfig({ PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).payoutEncryptionKey!;
    expect(b64.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(loadConfig({}).payoutEncryptionKey).toBeUndefined();
  });

  it('believes no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(problems({ TRUST_PROXY: 'everyone please' })).toMatch(/TRUST_PROXY/);
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ PUBLIC_URL: 'https://tikiti.africa/' }).publicUrl).toBe('https://tikiti.africa');
  });
});
