import { describe, expect, it } from 'vitest';
import { formatInstantTime12 } from './dates.js';

describe('formatInstantTime12', () => {
  it('shows the wall-clock time in the event zone, not the machine zone', () => {
    // 16:00 UTC is 7:00 PM in Nairobi and 8 or 9 AM on the (Los Angeles) test machine.
    expect(formatInstantTime12('2026-12-05T16:00:00Z', 'Africa/Nairobi')).toBe('7:00 PM');
  });

  it('uses 12-hour times with AM/PM, midnight as 12:00 AM', () => {
    expect(formatInstantTime12('2026-12-04T21:00:00Z', 'Africa/Nairobi')).toBe('12:00 AM');
    expect(formatInstantTime12('2026-12-05T06:05:00Z', 'Africa/Nairobi')).toBe('9:05 AM');
  });

  it('falls back to Nairobi for an unknown zone and returns null without a usable instant', () => {
    expect(formatInstantTime12('2026-12-05T16:00:00Z', 'Not/AZone')).toBe('7:00 PM');
    expect(formatInstantTime12(null, 'Africa/Nairobi')).toBeNull();
    expect(formatInstantTime12('not a date')).toBeNull();
  });
});
