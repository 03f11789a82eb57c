import { describe, expect, it } from 'vitest';
import { DATE_PRESETS } from '@tribe/contracts/listing-query';
import { DATE_PRESET_LABELS, formatDayRange, formatShortDay } from './date-labels';
import { isRelativePreset, presetRange } from './date-presets';

/** An instant given as Nairobi wall-clock time (UTC+3, no daylight saving). */
const nairobi = (isoLocal: string) => new Date(`${isoLocal}+03:00`);

describe('presetRange (Africa/Nairobi days)', () => {
  // Wednesday 10 June 2026, mid-morning in Nairobi.
  const wednesday = nairobi('2026-06-10T10:00:00');

  it('today and tomorrow cover a single day each', () => {
    expect(presetRange('today', wednesday)).toEqual({ startDate: '2026-06-10', endDate: '2026-06-10' });
    expect(presetRange('tomorrow', wednesday)).toEqual({ startDate: '2026-06-11', endDate: '2026-06-11' });
  });

  it('this-week runs from today to the coming Saturday', () => {
    expect(presetRange('this-week', wednesday)).toEqual({ startDate: '2026-06-10', endDate: '2026-06-13' });
  });

  it('this-weekend is the coming Saturday and Sunday', () => {
    expect(presetRange('this-weekend', wednesday)).toEqual({ startDate: '2026-06-13', endDate: '2026-06-14' });
  });

  it('this-month runs from today to the last day of the month', () => {
    expect(presetRange('this-month', wednesday)).toEqual({ startDate: '2026-06-10', endDate: '2026-06-30' });
    expect(presetRange('this-month', nairobi('2028-02-03T12:00:00'))).toEqual({
      startDate: '2028-02-03',
      endDate: '2028-02-29',
    });
    expect(presetRange('this-month', nairobi('2026-12-31T23:00:00'))).toEqual({
      startDate: '2026-12-31',
      endDate: '2026-12-31',
    });
  });

  it('uses the Nairobi day, not the UTC or machine day, around Nairobi midnight', () => {
    // 23:59 Tuesday in Nairobi is 20:59 UTC Tuesday: still Tuesday.
    expect(presetRange('today', nairobi('2026-06-09T23:59:00')).startDate).toBe('2026-06-09');
    // 00:01 Wednesday in Nairobi is 21:01 UTC on Tuesday: already Wednesday.
    const justAfterMidnight = nairobi('2026-06-10T00:01:00');
    expect(justAfterMidnight.toISOString().slice(0, 10)).toBe('2026-06-09');
    expect(presetRange('today', justAfterMidnight)).toEqual({ startDate: '2026-06-10', endDate: '2026-06-10' });
    expect(presetRange('tomorrow', justAfterMidnight)).toEqual({ startDate: '2026-06-11', endDate: '2026-06-11' });
  });

  it('on a Saturday: this-week is today only and this-weekend is today and tomorrow', () => {
    const saturday = nairobi('2026-06-13T09:00:00');
    expect(presetRange('this-week', saturday)).toEqual({ startDate: '2026-06-13', endDate: '2026-06-13' });
    expect(presetRange('this-weekend', saturday)).toEqual({ startDate: '2026-06-13', endDate: '2026-06-14' });
  });

  it('on a Sunday: this-weekend is what is left of it (today), this-week runs to next Saturday', () => {
    const sunday = nairobi('2026-06-14T20:00:00');
    expect(presetRange('this-weekend', sunday)).toEqual({ startDate: '2026-06-14', endDate: '2026-06-14' });
    expect(presetRange('this-week', sunday)).toEqual({ startDate: '2026-06-14', endDate: '2026-06-20' });
  });

  it('Saturday 00:30 in Nairobi (Friday in UTC) already counts as the weekend', () => {
    const saturdayEarly = nairobi('2026-06-13T00:30:00');
    expect(presetRange('this-weekend', saturdayEarly)).toEqual({ startDate: '2026-06-13', endDate: '2026-06-14' });
    expect(presetRange('this-week', saturdayEarly)).toEqual({ startDate: '2026-06-13', endDate: '2026-06-13' });
  });

  it('crosses month and year ends', () => {
    const thursday = nairobi('2026-12-31T18:00:00');
    expect(presetRange('tomorrow', thursday)).toEqual({ startDate: '2027-01-01', endDate: '2027-01-01' });
    expect(presetRange('this-weekend', thursday)).toEqual({ startDate: '2027-01-02', endDate: '2027-01-03' });
  });
});

describe('preset names and day labels', () => {
  it('labels every preset and knows which are relative', () => {
    expect(DATE_PRESETS.every((p) => DATE_PRESET_LABELS[p])).toBe(true);
    expect(DATE_PRESETS.filter(isRelativePreset)).toEqual([
      'today',
      'tomorrow',
      'this-weekend',
      'this-week',
      'this-month',
    ]);
  });

  it('formats days without the machine zone shifting them', () => {
    expect(formatShortDay('2026-06-01')).toBe('Jun 1');
    expect(formatShortDay('2027-01-31', true)).toBe('Jan 31, 2027');
  });

  it('formats custom ranges, with the year only when it is not this year', () => {
    const now = nairobi('2026-06-10T10:00:00');
    expect(formatDayRange('2026-06-12', '2026-06-20', now)).toBe('Jun 12 – Jun 20');
    expect(formatDayRange('2026-06-12', '2026-06-12', now)).toBe('Jun 12');
    expect(formatDayRange('2026-12-30', '2027-01-02', now)).toBe('Dec 30 – Jan 2, 2027');
    expect(formatDayRange('2026-06-12', null, now)).toBe('From Jun 12');
    expect(formatDayRange(null, '2026-06-20', now)).toBe('Until Jun 20');
  });
});
