import { describe, expect, it } from 'vitest';
import { dateOptions, defaultDateOption, hasDateStep, oneOffOption } from './occurrences';
import { makeEvent } from '@/test/events.test-util';

// Tuesday Dec 1 2026, 10:00 in Nairobi.
const NOW = new Date('2026-12-01T07:00:00Z');

describe('dateOptions', () => {
  it('offers up to 8 upcoming recurring dates with their times', () => {
    const event = makeEvent({
      eventType: 'recurring',
      recurringDays: ['Saturday', 'sunday'],
      recurringStartDate: '2026-11-01',
      recurringEndDate: '2027-06-01',
      recurringStartTime: '19:00',
      recurringEndTime: '22:30',
    });
    const options = dateOptions(event, NOW);
    expect(options).toHaveLength(8);
    expect(options[0]).toEqual({
      key: '2026-12-05',
      selectedDate: '2026-12-05',
      showTimeId: null,
      dateLabel: 'Saturday, December 5, 2026',
      timeLabel: '7:00 PM – 10:30 PM',
    });
    expect(options[1]?.selectedDate).toBe('2026-12-06');
  });

  it('offers the upcoming shows, unique and sorted', () => {
    const event = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [
        { id: 3, date: '2026-12-10', startTime: '20:00', endTime: null },
        { id: 1, date: '2026-11-20', startTime: '20:00', endTime: null },
        { id: 2, date: '2026-12-08', startTime: '18:00', endTime: '21:00' },
        { id: 4, date: '2026-12-08', startTime: '18:00', endTime: '21:00' },
      ],
    });
    expect(dateOptions(event, NOW).map((o) => [o.key, o.showTimeId, o.timeLabel])).toEqual([
      ['show-2', 2, '6:00 PM – 9:00 PM'],
      ['show-3', 3, '8:00 PM'],
    ]);
  });

  it('has no dates for one-off events', () => {
    expect(dateOptions(makeEvent(), NOW)).toEqual([]);
    expect(hasDateStep(makeEvent())).toBe(false);
  });
});

describe('defaultDateOption', () => {
  it('is the first upcoming show or recurring date', () => {
    const event = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [
        { id: 9, date: '2026-12-20', startTime: '20:00', endTime: null },
        { id: 8, date: '2026-12-09', startTime: '20:00', endTime: null },
      ],
    });
    expect(defaultDateOption(event, NOW)?.showTimeId).toBe(8);
  });

  it('is null when no date remains', () => {
    const event = makeEvent({
      eventType: 'multiple-shows',
      showTimes: [{ id: 1, date: '2026-11-01', startTime: '20:00', endTime: null }],
    });
    expect(defaultDateOption(event, NOW)).toBeNull();
  });

  it('is the event itself for one-off, with times in the event zone', () => {
    expect(oneOffOption(makeEvent())).toEqual({
      key: 'one-off',
      selectedDate: '2026-12-05T16:00:00.000Z',
      showTimeId: null,
      dateLabel: 'Saturday, December 5, 2026',
      timeLabel: '7:00 PM – 11:00 PM',
    });
  });
});
