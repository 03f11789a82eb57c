import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sentencesUnder } from './words-in-code.js';

/**
 * No person-facing sentence outside the message files (decision 026, "One home for words"): the
 * API's code and the contracts hold keys and codes; the words are in `apps/api/src/locales`.
 * `npx tsx apps/api/src/lib/words-in-code.ts` lists what the scan finds.
 */
const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Words for developers and other machines, not for the people using Tikiti, with why. */
const ALLOWED: Record<string, string> = {
  // Imitates Safaricom's Daraja answers (ResultDesc) for tests and the demo.
  'apps/api/src/modules/payments/daraja-fake.ts': 'a fake of an outside API',
  // The start-up warning, in the server's log.
  'apps/api/src/config.ts': 'a log line',
  // The unknown-route 404 stays English (decision 026): developers read it.
  'apps/api/src/plugins/spa.ts': 'the unknown-route 404',
  // The demo's data (a host's reply to a review), not an interface text.
  'apps/api/src/seed/demo-sales.ts': 'demo data',
  // A schema's issue, English like Zod's own: a validation failure keeps its English form.
  'packages/contracts/src/host-area.schema.ts': 'a schema issue (decision 026)',
};

describe('words in code', () => {
  const found = sentencesUnder(ROOT, ['apps/api/src', 'packages/contracts/src']);

  it('finds no person-facing sentence outside the message files', () => {
    const stray = found.filter((f) => !(f.file in ALLOWED)).map((f) => `${f.file}:${f.line} ${f.text}`);
    expect(stray).toEqual([]);
  });

  it('allows only files that still hold such words', () => {
    const withWords = new Set(found.map((f) => f.file));
    expect(Object.keys(ALLOWED).filter((file) => !withWords.has(file))).toEqual([]);
  });

  it('catches a sentence in a string, and leaves log lines, errors and SQL alone', async () => {
    const { sentencesIn } = await import('./words-in-code.js');
    const src = [
      "throw new AppError('not_found', 'This event has no waiting list. Check the event page.');",
      'const t = `You can wait for at most ${cap} tickets.`;',
      "log.warn('The payment service did not answer in time.');",
      "throw new Error('The ledger does not balance for this order.');",
      'const q = sql`SELECT 1 FROM orders WHERE id = ${id}.`;',
      "const code = 'promo_code_invalid';",
    ].join('\n');
    expect(sentencesIn('x.ts', src).map((f) => f.line)).toEqual([1, 2]);
  });
});
