import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath, siteUrl } from './return-path.js';

const SITE = 'https://tikiti.example';

/** What a browser does with a Location header or a link holding `path`: the address it opens. */
const followed = (path: string) => new URL(path, `${SITE}/some/page`);

/** The promise made for every answer: null, or a path that keeps the browser on this site. */
function expectHarmless(input: unknown, answer: string | null) {
  if (answer === null) return;
  const what = JSON.stringify(input);
  expect(answer.startsWith('/'), what).toBe(true);
  expect(answer.startsWith('//'), what).toBe(false);
  expect(answer.includes('\\'), what).toBe(false);
  expect(followed(answer).origin, what).toBe(SITE);
  // Normalised already: a second pass changes nothing.
  expect(safeReturnPath(answer), what).toBe(answer);
}

/** The issue's four, and the ways to spell them with percent-encoding and mixed case. */
const ISSUE_PATHS = ['/.//evil.example/phish', '/%2e//x', '/a/..//x', '/./\\x'];
const ENCODED_VARIANTS = [
  '/%2E//evil.example/phish',
  '/.%2e//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/a/%2e%2e//evil.example',
  '/a/.%2E//evil.example',
  '/a/b/../..//evil.example',
  '/%2e/%2e//evil.example',
  '/./%5Cevil.example',
  '/%2e/%5c%5cevil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%09/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\\evil.example',
  '/.\\evil.example',
];

/** Pieces that make dangerous strings likely: dots, slashes, backslashes, their encodings. */
const piece = fc.constantFrom(
  '/',
  '//',
  '\\',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2f',
  '%2F',
  '%5c',
  '%5C',
  '%09',
  '%00',
  '\t',
  '\n',
  '\r',
  ' ',
  '@',
  ':',
  '?',
  '#',
  'evil.example',
  'http:',
  'https:',
  'javascript:',
  'a',
  'events',
  '\u3002',
  '\uFF0F',
  '\u2028',
);
const trickyString = fc.array(piece, { maxLength: 12 }).map((parts) => parts.join(''));

describe('safeReturnPath', () => {
  it('answers null or a same-site path never starting with // nor holding a backslash, for any string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), trickyString), (input) => {
        expectHarmless(input, safeReturnPath(input));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers null for anything that is not a string', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        if (typeof input !== 'string') expect(safeReturnPath(input)).toBeNull();
      }),
    );
  });

  it("refuses the issue's four paths and their encoded variants, or makes them harmless", () => {
    for (const input of ISSUE_PATHS) expect(safeReturnPath(input), input).toBeNull();
    for (const input of ENCODED_VARIANTS) {
      const answer = safeReturnPath(input);
      expectHarmless(input, answer);
      if (answer !== null) expect(followed(answer).host, input).toBe('tikiti.example');
    }
    // Encoded slashes and backslashes stay encoded: a path segment, not a host.
    expect(safeReturnPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath('/%5Cevil.example')).toBe('/%5Cevil.example');
  });

  it('refuses other sites, schemes, relative paths and leading spaces', () => {
    for (const input of [
      '//evil.example/x',
      '///evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'events',
      ' /events',
      '',
      '/'.padEnd(RETURN_PATH_MAX_LENGTH + 1, 'a'),
    ])
      expect(safeReturnPath(input), input).toBeNull();
  });

  it('keeps ordinary paths with their query and hash unchanged', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
    const pair = fc.tuple(segment, segment).map(([k, v]) => `${k}=${v}`);
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 5 }),
        fc.option(fc.array(pair, { minLength: 1, maxLength: 3 })),
        fc.option(segment),
        (segments, query, hash) => {
          const path = `/${segments.join('/')}${query ? `?${query.join('&')}` : ''}${hash ? `#${hash}` : ''}`;
          expect(safeReturnPath(path)).toBe(path);
        },
      ),
    );
    expect(safeReturnPath('/checkout/26/payment?step=2&googleAuth=success#pay')).toBe(
      '/checkout/26/payment?step=2&googleAuth=success#pay',
    );
    expect(safeReturnPath('/events?q=//jazz#//top')).toBe('/events?q=//jazz#//top');
  });

  it('answers the normalised path', () => {
    expect(safeReturnPath('/events/../profile')).toBe('/profile');
    expect(safeReturnPath('/events/./26')).toBe('/events/26');
    expect(safeReturnPath('/events/caf\u00e9')).toBe('/events/caf%C3%A9');
  });
});

describe('siteUrl', () => {
  it('puts a path of the site after the public address, and refuses anything else', () => {
    expect(siteUrl('https://tikiti.example/', '/checkout/verifying?order=a&reference=b')).toBe(
      'https://tikiti.example/checkout/verifying?order=a&reference=b',
    );
    for (const bad of ['//evil.example', '/.//evil.example', 'https://evil.example'])
      expect(() => siteUrl(SITE, bad), bad).toThrow(/not a path of this site/);
  });
});
