import { describe, expect, it } from 'vitest';
import { EVENT_KEY, isRealIsoDay, zEventKey, zMultilineText, zText } from './input.js';
import { ZEventRef, ZTrackViewRequest } from './events.js';

describe('input building blocks', () => {
  it('accepts numeric ids, slugs and six-character alias codes as event keys', () => {
    for (const key of ['26', 'Tk8mZq', 'nairobi-jazz-under-the-stars', 'a_b-1', 'x'.repeat(64)]) {
      expect(zEventKey.safeParse(key).success, key).toBe(true);
    }
  });

  it('refuses event keys with control characters, spaces, punctuation or over 64 characters', () => {
    for (const key of ['', '\u0000', '26\n', ' 26', 'a b', '../x', '-26', 'é', 'x'.repeat(65), '\ud800']) {
      expect(zEventKey.safeParse(key).success, JSON.stringify(key)).toBe(false);
      expect(EVENT_KEY.test(key)).toBe(false);
    }
  });

  it('takes an event in a body by positive id or key only', () => {
    expect(ZEventRef.safeParse(26).success).toBe(true);
    expect(ZEventRef.safeParse('Tk8mZq').success).toBe(true);
    for (const bad of [0, -1, 1.5, 2 ** 31, '\u0000', null, {}, []]) {
      expect(ZEventRef.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('refuses control characters in one-line text, and all but line breaks and tabs in multi-line text', () => {
    expect(zText(10).safeParse('hello').success).toBe(true);
    expect(zText(10).safeParse('a\u0000b').success).toBe(false);
    expect(zText(10).safeParse('a\nb').success).toBe(false);
    expect(zText(10).safeParse('x'.repeat(11)).success).toBe(false);
    expect(zMultilineText(10).safeParse('a\nb\tc').success).toBe(true);
    expect(zMultilineText(10).safeParse('a\u0007').success).toBe(false);
  });

  it('knows real calendar days', () => {
    expect(isRealIsoDay('2028-02-29')).toBe(true);
    for (const d of ['2026-02-29', '2024-13-45', '2026-00-10', '2026-04-31', '26-1-1']) {
      expect(isRealIsoDay(d), d).toBe(false);
    }
  });

  it('defaults and trims the track-view source, and refuses a blank one', () => {
    expect(ZTrackViewRequest.parse({ eventId: 26 }).source).toBe('event_details_page');
    expect(ZTrackViewRequest.parse({ eventId: 26, source: ' page ' }).source).toBe('page');
    expect(ZTrackViewRequest.safeParse({ eventId: 26, source: '   ' }).success).toBe(false);
  });
});
