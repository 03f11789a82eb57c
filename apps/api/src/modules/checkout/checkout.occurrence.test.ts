import { describe, expect, it } from 'vitest';
import { dayOf } from './checkout.occurrence.js';

describe('dayOf', () => {
  it("gives an instant's calendar day in the zone asked, the same on every call", () => {
    const lateEvening = new Date('2026-03-01T22:30:00Z');
    for (let i = 0; i < 3; i++) {
      expect(dayOf(lateEvening, 'Africa/Nairobi')).toBe('2026-03-02');
      expect(dayOf(lateEvening, 'UTC')).toBe('2026-03-01');
      expect(dayOf(lateEvening, 'America/Los_Angeles')).toBe('2026-03-01');
    }
    expect(dayOf(new Date('2026-03-01T20:59:59Z'), 'Africa/Nairobi')).toBe('2026-03-01');
    expect(dayOf(null, 'Africa/Nairobi')).toBeNull();
  });

  it('keeps answering correctly past the number of days it remembers', () => {
    const start = Date.UTC(2026, 0, 1, 12);
    for (let i = 0; i < 2100; i++) {
      const d = new Date(start + i * 86_400_000);
      expect(dayOf(d, 'UTC')).toBe(d.toISOString().slice(0, 10));
    }
  });
});
