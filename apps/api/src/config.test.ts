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
    const c = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), DEMO_DATA: 'true' });
    expect(c.demoData).toBe(false);
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ PUBLIC_URL: 'https://tikiti.africa/' }).publicUrl).toBe('https://tikiti.africa');
  });
});
