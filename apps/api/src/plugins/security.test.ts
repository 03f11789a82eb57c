import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { createTestDatabase, testConfig } from '../test/database.js';
import { helmetOptions } from './security.js';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

/** The CSP header as directive → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** Every outside origin the policy names, whatever the directive. */
const outsideHosts = (csp: Map<string, string[]>) =>
  new Set([...csp.values()].flat().filter((s) => /^https:\/\/./.test(s)));

describe('security headers', () => {
  let database: TestDb;
  const apps: FastifyInstance[] = [];
  const appWith = async (env: Record<string, string> = {}) => {
    const app = await buildApp({ config: testConfig(env), database, logger: false });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.drop();
  });

  it('allows only the app itself when no outside service is configured', async () => {
    const app = await appWith();
    for (const url of ['/', '/api/config', '/api/nope']) {
      const res = await app.inject(url);
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp.get('default-src'), url).toEqual(["'self'"]);
      expect(csp.get('script-src'), url).toEqual(["'self'"]);
      expect(csp.get('connect-src'), url).toEqual(["'self'"]);
      expect(csp.get('frame-src'), url).toEqual(["'none'"]);
      expect(csp.get('object-src'), url).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), url).toEqual(["'self'"]);
      expect(csp.get('img-src'), url).toEqual(["'self'", 'data:', 'blob:', 'https:']);
      expect(csp.has('upgrade-insecure-requests'), url).toBe(false);
      expect(outsideHosts(csp), url).toEqual(new Set());
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('adds PostHog Cloud (API and assets host) to scripts and connections only when configured', async () => {
    const app = await appWith({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'https://eu.i.posthog.com' });
    const csp = parseCsp((await app.inject('/')).headers['content-security-policy']);
    const posthog = ['https://eu.i.posthog.com', 'https://eu-assets.i.posthog.com'];
    expect(csp.get('script-src')).toEqual(["'self'", ...posthog]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...posthog]);
    expect(outsideHosts(csp)).toEqual(new Set(posthog));
  });

  it('adds a self-hosted PostHog by its origin, and nothing for a key without a host', async () => {
    const selfHosted = await appWith({ POSTHOG_API_KEY: 'phc_test', POSTHOG_HOST: 'https://ph.example.org/' });
    const csp = parseCsp((await selfHosted.inject('/')).headers['content-security-policy']);
    expect(outsideHosts(csp)).toEqual(new Set(['https://ph.example.org']));
    const keyOnly = await appWith({ POSTHOG_API_KEY: 'phc_test' });
    expect(outsideHosts(parseCsp((await keyOnly.inject('/')).headers['content-security-policy']))).toEqual(new Set());
  });

  it('adds Google Maps (script, tiles, fonts, styles, workers) only when a Maps key is set', async () => {
    const app = await appWith({ GOOGLE_MAPS_API_KEY: 'maps-key' });
    const csp = parseCsp((await app.inject('/events/26')).headers['content-security-policy']);
    const maps = ['https://maps.googleapis.com', 'https://maps.gstatic.com'];
    expect(csp.get('script-src')).toEqual(["'self'", ...maps]);
    expect(csp.get('connect-src')).toEqual(["'self'", ...maps, 'https://places.googleapis.com']);
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(maps));
    expect(csp.get('style-src')).toContain('https://fonts.googleapis.com');
    expect(csp.get('font-src')).toContain('https://fonts.gstatic.com');
    expect(csp.get('worker-src')).toContain('blob:');
    expect(outsideHosts(csp)).toEqual(
      new Set([...maps, 'https://places.googleapis.com', 'https://fonts.googleapis.com', 'https://fonts.gstatic.com']),
    );
  });

  it('adds Paystack (inline script, checkout frame, API) only when its keys are set', async () => {
    const app = await appWith({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_PUBLIC_KEY: 'pk_test_x' });
    const csp = parseCsp((await app.inject('/')).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual(["'self'", 'https://js.paystack.co']);
    expect(csp.get('frame-src')).toEqual(['https://js.paystack.co', 'https://checkout.paystack.com']);
    expect(csp.get('connect-src')).toEqual(["'self'", 'https://api.paystack.co']);
    expect(outsideHosts(csp)).toEqual(
      new Set(['https://js.paystack.co', 'https://checkout.paystack.com', 'https://api.paystack.co']),
    );
  });

  it('names every configured service at once, and no others', async () => {
    const app = await appWith({
      POSTHOG_API_KEY: 'phc_test',
      POSTHOG_HOST: 'https://us.i.posthog.com',
      GOOGLE_MAPS_API_KEY: 'maps-key',
      PAYSTACK_SECRET_KEY: 'sk_test_x',
      PAYSTACK_PUBLIC_KEY: 'pk_test_x',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:4010/paystack',
    });
    const csp = parseCsp((await app.inject('/')).headers['content-security-policy']);
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://us.i.posthog.com',
      'https://us-assets.i.posthog.com',
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
      'https://js.paystack.co',
    ]);
    expect(csp.get('connect-src')).toContain('http://127.0.0.1:4010');
  });

  it('sends HSTS and upgrades requests only when the public address is https', async () => {
    const plain = await (await appWith()).inject('/');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await (await appWith({ PUBLIC_URL: 'https://tikiti.example' })).inject('/');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(parseCsp(secure.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
  });

  it('sends exactly the headers @fastify/helmet sends per request with the same options', async () => {
    const envs: Record<string, string>[] = [
      {},
      { PUBLIC_URL: 'https://tikiti.example', GOOGLE_MAPS_API_KEY: 'maps-key' },
    ];
    for (const env of envs) {
      const reference = Fastify();
      await reference.register(fastifyHelmet, helmetOptions(testConfig(env)));
      reference.get('/api/config', async () => ({}));
      const expected = (await reference.inject('/api/config')).headers;
      await reference.close();
      const actual = (await (await appWith(env)).inject('/api/config')).headers;
      const fromHelmet = Object.keys(expected).filter(
        (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
      );
      expect(fromHelmet).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options']));
      for (const name of fromHelmet) expect(actual[name], name).toBe(expected[name]);
    }
  });

  it('lets only the ticket check-in page use the camera', async () => {
    const app = await appWith();
    for (const url of ['/host/validate-tickets', '/host/validate-tickets/', '/host/validate-tickets?event=3']) {
      expect((await app.inject(url)).headers['permissions-policy'], url).toMatch(/(^|, )camera=\(self\)/);
    }
    for (const url of ['/', '/events/26', '/host/dashboard', '/api/config', '/host/validate-tickets-x']) {
      expect((await app.inject(url)).headers['permissions-policy'], url).toMatch(/(^|, )camera=\(\)/);
    }
  });

  it('lets the app itself (not other origins) ask for the location on every page, for the event form', async () => {
    const app = await appWith();
    for (const url of ['/', '/host/dashboard', '/host/create-event', '/host/events/26/edit'])
      expect((await app.inject(url)).headers['permissions-policy'], url).toMatch(/(^|, )geolocation=\(self\)/);
  });
});
