import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_SESSION_SECRET, exposureWarning, loadConfig } from './config.js';
import { isLoopbackHost } from './lib/loopback.js';

const OWN_SECRET = 'a-long-random-secret-of-my-own-0123456789abcdef';

const ed25519Pem = () => generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
/** Everything production requires, so each test can take one thing away. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tikiti.example',
  SESSION_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://mail.example:587',
  PAYOUT_ENCRYPTION_KEY: 'ab'.repeat(32),
  PAYSTACK_SECRET_KEY: 'sk_live_x',
  PAYSTACK_PUBLIC_KEY: 'pk_live_x',
  TICKET_SIGNING_KEY: ed25519Pem(),
};

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
    const c = loadConfig({ ...PRODUCTION, DEMO_DATA: 'true' });
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
    const hex = loadConfig({ ...PRODUCTION, PAYOUT_ENCRYPTION_KEY: '0f'.repeat(32) }).payoutEncryptionKey!;
    expect(hex.equals(Buffer.alloc(32, 0x0f))).toBe(true);
    const b64 = loadConfig({ PAYOUT_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).payoutEncryptionKey!;
    expect(b64.equals(Buffer.alloc(32, 7))).toBe(true);
    expect(loadConfig({}).payoutEncryptionKey).toBeUndefined();
  });

  it('refuses production without real payment keys and a ticket-signing key (no sandbox, no per-process keys)', () => {
    const { PAYSTACK_SECRET_KEY: _s, PAYSTACK_PUBLIC_KEY: _p, ...noPaystack } = PRODUCTION;
    expect(problems(noPaystack)).toMatch(/PAYSTACK_SECRET_KEY is required/);
    const { TICKET_SIGNING_KEY: _k, ...noSigningKey } = PRODUCTION;
    expect(problems(noSigningKey)).toMatch(/TICKET_SIGNING_KEY is required/);
    expect(problems({ TICKET_SIGNING_KEY: 'not a key' })).toMatch(/TICKET_SIGNING_KEY must be an Ed25519 private key/);
    // PEM, base64 of the PEM, and base64 of PKCS8 DER all name the same key.
    const pem = ed25519Pem();
    const b64 = Buffer.from(pem).toString('base64');
    expect(loadConfig({ TICKET_SIGNING_KEY: b64 }).ticketSigningKey?.asymmetricKeyType).toBe('ed25519');
    expect(loadConfig(PRODUCTION).ticketSigningKey?.asymmetricKeyType).toBe('ed25519');
    expect(problems(PRODUCTION)).toBe('');
  });

  it("takes Africa's Talking's settings all or none, and sends SMS in production only with its keys", () => {
    expect(problems({ AT_USERNAME: 'tikiti' })).toMatch(/AT_API_KEY must be set together/);
    expect(problems({ AT_API_KEY: 'atsk_x' })).toMatch(/AT_USERNAME must be set together/);
    expect(problems({ AT_SENDER_ID: 'TIKITI' })).toMatch(/AT_SENDER_ID needs AT_USERNAME/);
    expect(problems({ AT_BASE_URL: 'nope' })).toMatch(/AT_BASE_URL/);
    // Development: on, into the dev outbox.
    expect(loadConfig({}).sms).toEqual({ enabled: true, africasTalking: undefined });
    const at = loadConfig({
      AT_USERNAME: 'sandbox',
      AT_API_KEY: 'k',
      AT_BASE_URL: 'https://api.sandbox.africastalking.com',
    });
    expect(at.sms.africasTalking).toEqual({
      username: 'sandbox',
      apiKey: 'k',
      senderId: undefined,
      baseUrl: 'https://api.sandbox.africastalking.com',
    });
    expect(loadConfig({ AT_USERNAME: 'u', AT_API_KEY: 'k' }).sms.africasTalking?.baseUrl).toBe(
      'https://api.africastalking.com',
    );
    // Production: off without keys (no outbox there), on with them, and SMS_ENABLED=true demands them.
    expect(loadConfig(PRODUCTION).sms.enabled).toBe(false);
    expect(loadConfig({ ...PRODUCTION, AT_USERNAME: 'u', AT_API_KEY: 'k' }).sms.enabled).toBe(true);
    expect(problems({ ...PRODUCTION, SMS_ENABLED: 'true' })).toMatch(/SMS_ENABLED =true needs AT_USERNAME/);
    expect(loadConfig({ ...PRODUCTION, AT_USERNAME: 'u', AT_API_KEY: 'k', SMS_ENABLED: 'false' }).sms.enabled).toBe(
      false,
    );
  });

  it('holds places for CHECKOUT_HOLD_MINUTES (10 by default) and runs jobs except under tests', () => {
    expect(loadConfig({}).holdMinutes).toBe(10);
    expect(loadConfig({ CHECKOUT_HOLD_MINUTES: '15' }).holdMinutes).toBe(15);
    expect(problems({ CHECKOUT_HOLD_MINUTES: '0' })).toMatch(/CHECKOUT_HOLD_MINUTES/);
    expect(loadConfig({}).jobs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'true' }).jobs).toBe(true);
  });

  it('believes no proxy unless TRUST_PROXY says which', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    const oneHop = loadConfig({ TRUST_PROXY: '1' }).trustProxy as (a: string, hop: number) => boolean;
    expect([oneHop('10.0.0.1', 0), oneHop('10.0.0.2', 1)]).toEqual([true, false]);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(problems({ TRUST_PROXY: 'everyone please' })).toMatch(/TRUST_PROXY/);
  });

  it('listens on 127.0.0.1 unless HOST is set or in production, and warns when development faces the network', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0', SESSION_SECRET: OWN_SECRET }).host).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');

    expect(exposureWarning(loadConfig({}))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: 'localhost' }))).toBeNull();
    expect(exposureWarning(loadConfig({ HOST: '::1' }))).toBeNull();
    expect(exposureWarning(loadConfig(PRODUCTION))).toBeNull();
    const warning = exposureWarning(loadConfig({ HOST: '0.0.0.0', SESSION_SECRET: OWN_SECRET }));
    expect(warning).toMatch(/demo accounts, the development outbox and the payment sandbox are reachable/);
    expect(warning).not.toContain('\n');
    expect(exposureWarning(loadConfig({ NODE_ENV: 'test', HOST: '192.168.1.20' }))).toMatch(/HOST=192\.168\.1\.20/);
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]', '::ffff:127.0.0.1'])
      expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', '10.0.0.1', '128.0.0.1', 'tikiti.example'])
      expect(isLoopbackHost(host), host).toBe(false);
  });

  it('refuses the development session secret once the server faces others (HOST beyond loopback, or a tunnel)', () => {
    // npm start: nothing set, loopback, the development secret.
    expect(loadConfig({}).sessionSecret).toBe(DEV_SESSION_SECRET);
    expect(loadConfig({ HOST: 'localhost', PUBLIC_URL: 'http://127.0.0.1:3000' }).sessionSecret).toBe(
      DEV_SESSION_SECRET,
    );
    expect(loadConfig({ HOST: '::1', PUBLIC_URL: 'http://[::1]:3000' }).sessionSecret).toBe(DEV_SESSION_SECRET);
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as ConfigError).problems.join('\n');
      }
      throw new Error(`started with ${JSON.stringify(env)}`);
    };
    expect(refused({ HOST: '0.0.0.0' })).toMatch(
      /^SESSION_SECRET must be set to a long random value .*HOST=0\.0\.0\.0/,
    );
    expect(refused({ PUBLIC_URL: 'https://abcd-41-90-1-2.ngrok-free.app' })).toMatch(
      /^SESSION_SECRET .*PUBLIC_URL=https:\/\/abcd-41-90-1-2\.ngrok-free\.app/,
    );
    // Naming the development secret out loud is no better than leaving it unset.
    expect(refused({ HOST: '192.168.1.20', SESSION_SECRET: DEV_SESSION_SECRET })).toMatch(/^SESSION_SECRET/);
    // A secret of one's own is fine, and so is anything under tests.
    expect(loadConfig({ PUBLIC_URL: 'https://abcd.ngrok-free.app', SESSION_SECRET: OWN_SECRET }).sessionSecret).toBe(
      OWN_SECRET,
    );
    expect(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://tikiti.example' }).publicUrl).toBe(
      'https://tikiti.example',
    );
  });

  it('refuses production without an https PUBLIC_URL, naming the variable', () => {
    const { PUBLIC_URL: _u, ...noUrl } = PRODUCTION;
    expect(problems(noUrl)).toMatch(/PUBLIC_URL must be set to the site's https:\/\/ address/);
    expect(problems({ ...PRODUCTION, PUBLIC_URL: 'http://tikiti.example' })).toMatch(/PUBLIC_URL/);
    expect(problems({ ...PRODUCTION, PUBLIC_URL: 'https://tikiti.example' })).toBe('');
    // Development keeps its http://localhost default.
    expect(problems({ PUBLIC_URL: 'http://192.168.1.20:3000', SESSION_SECRET: OWN_SECRET })).toBe('');
  });

  it('follows PORT in the default public URL', () => {
    expect(loadConfig({ PORT: '4321' }).publicUrl).toBe('http://localhost:4321');
    expect(loadConfig({ PUBLIC_URL: 'https://tikiti.africa/', SESSION_SECRET: OWN_SECRET }).publicUrl).toBe(
      'https://tikiti.africa',
    );
  });
});
