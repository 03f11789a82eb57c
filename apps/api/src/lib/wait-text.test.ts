import { describe, expect, it } from 'vitest';
import { shortWaitIn, waitIn, waitWords } from './wait-text.js';
import { inLanguage } from './request-language.js';

describe('waits in words', () => {
  it('says when to retry, in English and Kiswahili', () => {
    const cases: [number, string, string][] = [
      [1, '1 second', 'sekunde 1'],
      [42, '42 seconds', 'sekunde 42'],
      [60, '60 seconds', 'sekunde 60'],
      [61, '2 minutes', 'dakika 2'],
      [3600, '1 hour', 'saa 1'],
      [3601, '2 hours', 'saa 2'],
    ];
    for (const [seconds, en, sw] of cases) {
      expect(waitIn(seconds)('en')).toBe(en);
      expect(waitIn(seconds)('sw')).toBe(sw);
    }
  });

  it("says checkout's shorter waits in seconds under 90, else minutes", () => {
    expect([shortWaitIn(89)('en'), shortWaitIn(90)('en'), shortWaitIn(89)('sw'), shortWaitIn(90)('sw')]).toEqual([
      '89 seconds',
      '2 minutes',
      'sekunde 89',
      'dakika 2',
    ]);
  });

  it("follows the request's language", () => {
    expect([waitWords(180), inLanguage('sw', () => waitWords(180))]).toEqual(['3 minutes', 'dakika 3']);
  });
});
