import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestApp } from './database.js';
import { FUZZ_ENDPOINTS, NOT_FUZZED, type FuzzEndpoint } from './endpoints.js';

/**
 * Throws generated bad input at every public endpoint and asserts the server never answers 5xx,
 * and that /api errors are JSON. Runs are reproducible: the seed is fixed (override with
 * FUZZ_SEED) and fast-check prints the seed and path of a failing case. FUZZ_RUNS=10 runs ten
 * times as many cases. New endpoints go in ./endpoints.ts.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1);

const runs = (n: number) => Math.max(1, Math.round(n * RUNS));
/** The suite's default ceiling, scaled when FUZZ_RUNS asks for more cases. */
const FUZZ_TIMEOUT = 30_000 * Math.max(1, RUNS);

// --- generators ---------------------------------------------------------------------------

const control = fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c));
const nasty = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u2028',
  '\u202e',
  '\ufeff',
  '\ud800',
  '\udfff',
  '\uffff',
  '\ud83d\ude00',
  'e\u0301',
  "'; drop table events; --",
  '../../etc/passwd',
  '%00',
  '%',
  '%E0%A4%A',
  '__proto__',
  'constructor',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '9999999999999999999999',
  ' ',
  '',
);
/** Strings no valid request carries: control characters, lone surrogates, odd unicode, huge. */
const junkString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.oneof(control, nasty, fc.string({ unit: 'grapheme', maxLength: 4 })), { maxLength: 8 })
    .map((a) => a.join('')),
  fc
    .tuple(fc.constantFrom('a', '\u0000', 'é', '%', '9'), fc.integer({ min: 65, max: 40_000 }))
    .map(([c, n]) => c.repeat(n)),
  nasty,
);

const percentBytes = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    // A lone surrogate has no UTF-8 form; send the replacement bytes a browser would.
    return percentBytes(Buffer.from(s));
  }
};
/** Printable ASCII a client may send unencoded in a path (no '?', '#' or space). */
const rawPathChar = fc.integer({ min: 0x21, max: 0x7e }).filter((c) => c !== 0x3f && c !== 0x23);
/** One path segment: encoded junk, raw bytes that are not UTF-8, or raw printable ASCII. */
const junkSegment = fc.oneof(
  junkString.map(encode),
  fc.uint8Array({ minLength: 1, maxLength: 12 }).map(percentBytes),
  fc.array(rawPathChar, { minLength: 1, maxLength: 30 }).map((cs) => String.fromCharCode(...cs)),
  fc.constantFrom('%', '%%', '%0', '%E0%A4%A', '..', '%2e%2e', '%2F', '.', ''),
);

const fieldJunk: fc.Arbitrary<unknown> = fc.oneof(
  junkString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 2 ** 31, 1.5),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(junkString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
);

const CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json; charset=\u0000',
  'garbage',
];

interface BodyCase {
  payload: string;
  contentType: string | undefined;
}

const bodies = (sample: Record<string, unknown>): fc.Arbitrary<BodyCase> => {
  const keys = Object.keys(sample);
  const json = (v: unknown): BodyCase => ({ payload: JSON.stringify(v), contentType: 'application/json' });
  // With no example fields there is nothing to replace; everything else still applies.
  const replaced = keys.length
    ? fc
        .tuple(
          fc.subarray(keys, { minLength: 1 }),
          fc.array(fieldJunk, { minLength: keys.length, maxLength: keys.length }),
        )
        .map(([ks, vals]) => json({ ...sample, ...Object.fromEntries(ks.map((k, i) => [k, vals[i]])) }))
    : fc.dictionary(junkString, fieldJunk, { minKeys: 1, maxKeys: 4 }).map(json);
  return fc.oneof(
    // One or more fields replaced by junk of any type.
    replaced,
    // Extra keys, prototype tricks, missing fields.
    fc
      .tuple(
        fc.dictionary(fc.oneof(junkString, fc.constantFrom('__proto__', 'constructor')), fieldJunk),
        fc.subarray(keys),
      )
      .map(([extra, drop]) => {
        const body: Record<string, unknown> = { ...sample, ...extra };
        for (const k of drop) delete body[k];
        return json(body);
      }),
    // Any JSON at all where an object belongs.
    fc.jsonValue({ maxDepth: 4 }).map(json),
    // Deep nesting and invalid JSON.
    fc
      .integer({ min: 10, max: 5000 })
      .map((n) => ({ payload: '['.repeat(n) + ']'.repeat(n), contentType: 'application/json' })),
    fc.string({ unit: 'binary', maxLength: 60 }).map((s) => ({ payload: s, contentType: 'application/json' })),
    fc.constantFrom('{"eventId":', '{"eventId":26,}', '', 'null', '{"__proto__":{"polluted":1}}').map((s) => ({
      payload: s,
      contentType: 'application/json',
    })),
    // The right body under the wrong content type, or none.
    fc
      .tuple(fc.constantFrom(...CONTENT_TYPES, undefined), fc.oneof(fc.constant(JSON.stringify(sample)), junkString))
      .map(([contentType, payload]) => ({ payload, contentType })),
  );
};

/** Values that look almost right: impossible dates, numbers out of range, lists of junk. */
const nearValid = fc.constantFrom(
  '2024-13-45',
  '2025-02-29',
  '2026-04-31',
  '0000-00-00',
  '9999-12-31',
  '2026-1-1',
  '2026-12-31T25:00',
  '1e309',
  '-1',
  '-0',
  '1.5',
  '9007199254740993',
  '99999999999999999999',
  'NaN',
  'Infinity',
  '0x1F',
  '1,2,,3',
  ',,,',
  'nairobi,atlantis',
  'true',
  '',
);

const junkQuery = (sample: Record<string, string>) => {
  const keys = Object.keys(sample);
  const key = fc.oneof(fc.constantFrom(...(keys.length ? keys : ['q'])), junkString);
  const value = fc.oneof(junkString, nearValid, fc.constantFrom(...Object.values(sample), ''));
  const qs = (pairs: [string, string][]) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return fc.oneof(
    // The valid example with some values replaced (or added) by junk.
    fc
      .array(fc.tuple(key, value), { minLength: 1, maxLength: 6 })
      .map((pairs) => qs(Object.entries({ ...sample, ...Object.fromEntries(pairs) }))),
    // Keys repeated (arrays) or bracketed (nesting), and raw undecodable bytes.
    fc
      .array(fc.tuple(key, value), { minLength: 1, maxLength: 4 })
      .map((pairs) => qs([...Object.entries(sample), ...pairs])),
    fc
      .array(fc.tuple(junkSegment, junkSegment), { maxLength: 5 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
    fc.tuple(fc.constantFrom(...(keys.length ? keys : ['q'])), junkSegment).map(([k, v]) => `${k}[a][b]=${v}&${k}[]=1`),
    fc.constantFrom('&&&', '=', '==&=', '%', '?', 'a=%E0%A4%A', 'limit=1e3', 'offset=-0', 'limit=99999999999999999999'),
  );
};

// --- the harness ----------------------------------------------------------------------------

const fillTemplate = (url: string, values: string[]) => {
  let i = 0;
  return url.replace(/:[A-Za-z]+/g, () => values[i++] ?? 'x');
};

describe.each(ENGINES)('fuzzing every public endpoint on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const dist = mkdtempSync(path.join(tmpdir(), 'tikiti-fuzz-dist-'));
  let requests = 0;

  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<html><head><!--app-head--><title>Tikiti</title></head><body></body></html>',
    );
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {}');
    ctx = await createTestApp(engine, { config: { WEB_DIST_DIR: dist } });
  });
  afterAll(async () => {
    await ctx?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Sends a request from its own address, so the per-client rate limits never mask a bug. */
  async function send(opts: InjectOptions): Promise<LightMyRequestResponse> {
    const n = ++requests;
    return ctx.app.inject({ ...opts, remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` });
  }

  function assertSane(method: string, url: string, res: LightMyRequestResponse) {
    const what = `${method} ${url.slice(0, 200)}`;
    expect(res.statusCode, `${what} → ${res.body.slice(0, 300)}`).toBeLessThan(500);
    // HEAD answers carry headers only.
    if (url.startsWith('/api') && res.statusCode >= 400 && method !== 'HEAD') {
      expect(res.headers['content-type'], what).toMatch(/^application\/json/);
      const body = res.json() as Record<string, unknown>;
      expect(body, what).toMatchObject({
        statusCode: res.statusCode,
        code: expect.any(String),
        message: expect.any(String),
      });
    }
  }

  const check = <Ts extends unknown[]>(property: fc.IAsyncPropertyWithHooks<Ts>, numRuns: number) =>
    fc.assert(property, { numRuns: runs(numRuns), seed: SEED, endOnFailure: true });

  /**
   * Cases for one endpoint. A route that answers a visitor 401 refuses before it reads its input
   * (the host area's preValidation hook), so junk only ever meets that gate: a few dozen cases
   * prove it, and the suite's time stays flat as signed-in routes arrive.
   */
  const budget = (e: FuzzEndpoint, n: number) => (e.status === 401 ? Math.min(n, 30) : n);

  it('has every registered route in the fuzz registry or excluded on purpose', () => {
    const known = new Set([...FUZZ_ENDPOINTS.map((e) => `${e.method} ${e.url}`), ...Object.keys(NOT_FUZZED)]);
    const missing = ctx.app.routeTable
      .filter((r) => r.method !== 'HEAD')
      // Files of the built web app each get a route of their own.
      .filter((r) => !(r.url !== '/' && existsSync(path.join(dist, r.url))))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !known.has(key));
    expect(missing, 'add these routes to FUZZ_ENDPOINTS in src/test/endpoints.ts').toEqual([]);
    for (const e of FUZZ_ENDPOINTS) {
      expect(
        ctx.app.routeTable.some((r) => r.method === e.method && r.url === e.url),
        `${e.method} ${e.url} is in the registry but not a route`,
      ).toBe(true);
    }
  });

  it('answers every example request in the registry without an error', async () => {
    for (const e of FUZZ_ENDPOINTS) {
      const url = fillTemplate(
        e.url,
        Object.values(e.params ?? {}).map((v) => v[0]!),
      );
      const query = e.query ? `?${new URLSearchParams(e.query).toString()}` : '';
      const res = await send({ method: e.method, url: url + query, ...(e.body ? { payload: e.body } : {}) });
      expect(res.statusCode, `${e.method} ${url}${query} → ${res.body.slice(0, 200)}`).toBe(e.status ?? 200);
    }
  });

  it('never answers 5xx to junk path parameters, and resolves every valid one', { timeout: FUZZ_TIMEOUT }, async () => {
    for (const e of FUZZ_ENDPOINTS.filter((x) => x.params)) {
      const names = Object.keys(e.params!);
      await check(
        fc.asyncProperty(
          fc.array(junkSegment, { minLength: names.length, maxLength: names.length }),
          async (segments) => {
            const url = fillTemplate(e.url, segments);
            assertSane(e.method, url, await send({ method: e.method, url }));
          },
        ),
        budget(e, 300),
      );
      for (const [name, values] of Object.entries(e.params!)) {
        for (const v of values) {
          const url = fillTemplate(
            e.url,
            names.map((n) => (n === name ? v : e.params![n]![0]!)),
          );
          const res = await send({ method: e.method, url, ...(e.body ? { payload: e.body } : {}) });
          expect(res.statusCode, url).toBe(e.status ?? 200);
        }
      }
    }
  });

  it(
    'never answers 5xx to junk pages, files or methods (the web app and unknown routes)',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') as fc.Arbitrary<
        InjectOptions['method']
      >;
      const prefix = fc.constantFrom(
        '',
        '/api',
        '/api/events',
        '/events',
        '/assets',
        '/host',
        '/api/docs',
        '/api/docs/static',
      );
      await check(
        fc.asyncProperty(
          method,
          prefix,
          fc.array(junkSegment, { minLength: 1, maxLength: 4 }),
          fc.boolean(),
          async (m, p, segments, slash) => {
            const url = `${p}/${segments.join('/')}${slash ? '/' : ''}`;
            assertSane(m!, url, await send({ method: m, url }));
          },
        ),
        400,
      );
      const long = await send({ method: 'GET', url: `/${'a'.repeat(100_000)}` });
      expect(long.statusCode).toBeLessThan(500);
    },
  );

  it('never answers 5xx to junk query strings or cookies', { timeout: FUZZ_TIMEOUT }, async () => {
    const cookie = fc.oneof(
      fc.constant(undefined),
      junkString.map((v) => `tikiti_session=${encode(v)}`),
      junkString.map((v) => `tikiti_session=${encode(ctx.app.signCookie(v))}`),
    );
    for (const e of FUZZ_ENDPOINTS.filter((x) => x.method === 'GET')) {
      const url = fillTemplate(
        e.url,
        Object.values(e.params ?? {}).map((v) => v[0]!),
      );
      await check(
        fc.asyncProperty(junkQuery(e.query ?? {}), cookie, async (qs, c) => {
          assertSane(
            'GET',
            `${url}?${qs}`,
            await send({ method: 'GET', url: `${url}?${qs}`, headers: c ? { cookie: c } : {} }),
          );
        }),
        budget(e, e.query ? 300 : 20),
      );
    }
  });

  it(
    'never answers 5xx to junk cookies and headers (language, session, device, admin, Save-Data)',
    { timeout: FUZZ_TIMEOUT },
    async () => {
      const cookieName = fc.constantFrom(
        'lang',
        'tikiti_session',
        'tikiti_device',
        'tikiti_admin',
        'tikiti_admin_pending',
        'tikiti_admin_device',
        'tikiti_oidc',
      );
      const cookieValue = fc.oneof(
        junkSegment,
        junkString.map(encode),
        junkString.map((v) => encode(ctx.app.signCookie(v))),
        fc.constantFrom('%', '%%', '%E0%A4%A', '"', '"unclosed', 's:%', 's:abc.def', ''),
      );
      /** A Cookie header: junk name=value pairs, or a header that is not cookie syntax at all. */
      const cookieHeader = fc.oneof(
        fc
          .array(fc.tuple(cookieName, cookieValue), { minLength: 1, maxLength: 4 })
          .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('; ')),
        fc.constantFrom(';', ';;=;', '=', 'lang', '=%', 'lang=%; lang=sw', ' ; lang = % ;'),
      );
      // Header values must be legal on the wire (no control characters), as a real client sends.
      const headerJunk = fc.oneof(
        nearValid,
        fc.string({ maxLength: 40 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
        fc.constantFrom('sw;q=abc', '*;q=-1', ',,,', ';', 'sw-KE;q=0.9,,en;q=', 'on', 'ON', 'off', '1'),
      );
      const endpoints = FUZZ_ENDPOINTS.filter((e) => !e.url.includes('/dev/'));
      await check(
        fc.asyncProperty(
          fc.constantFrom(...endpoints),
          cookieHeader,
          headerJunk,
          headerJunk,
          async (e, cookie, acceptLanguage, saveData) => {
            const url = fillTemplate(
              e.url,
              Object.values(e.params ?? {}).map((v) => v[0]!),
            );
            const res = await send({
              method: e.method,
              url,
              headers: { cookie, 'accept-language': acceptLanguage, 'save-data': saveData },
              ...(e.body ? { payload: e.body } : {}),
            });
            assertSane(e.method, url, res);
          },
        ),
        300,
      );
      // The pages and the sign-in named in issue 24, with the cookie that answered 500 before.
      for (const [method, url] of [
        ['GET', '/api/events/26'],
        ['GET', '/events/26'],
        ['POST', '/api/auth/signin'],
      ] as const) {
        const res = await send({
          method,
          url,
          headers: { cookie: 'lang=%' },
          ...(method === 'POST' ? { payload: { email: 'a@example.com', password: 'wrong-password-1' } } : {}),
        });
        expect(res.statusCode, `${method} ${url} with lang=%`).toBeLessThan(500);
      }
    },
  );

  // One test per endpoint: every endpoint in one test took most of its time limit on a loaded
  // runner, and a failure now names its endpoint.
  it.each(FUZZ_ENDPOINTS.filter((x) => x.method !== 'GET').map((e) => [`${e.method} ${e.url}`, e] as const))(
    'never answers 5xx to junk bodies: %s',
    { timeout: FUZZ_TIMEOUT },
    async (_name, e) => {
      const url = fillTemplate(
        e.url,
        Object.values(e.params ?? {}).map((v) => v[0]!),
      );
      await check(
        fc.asyncProperty(bodies(e.body ?? {}), async ({ payload, contentType }) => {
          const res = await send({
            method: e.method,
            url,
            payload,
            headers: contentType === undefined ? {} : { 'content-type': contentType },
          });
          assertSane(e.method, url, res);
        }),
        budget(e, e.body ? 100 : 30),
      );
    },
  );

  it('still serves the catalogue after all that', async () => {
    expect((await send({ method: 'GET', url: '/api/events/26' })).statusCode).toBe(200);
  });
});
