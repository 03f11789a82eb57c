import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { DT } from './dialogs.texts';
import { T } from './texts';

afterEach(() => setLocale('en'));

describe('event texts with values', () => {
  it('says a report wait in English exactly as before, and in Kiswahili', async () => {
    const waits: [number, string][] = [
      [1, '1 second'],
      [45, '45 seconds'],
      [60, '60 seconds'],
      [61, '2 minutes'],
      [119, '2 minutes'],
      [3599, '1 hour'],
      [3600, '1 hour'],
      [3601, '2 hours'],
      [7200, '2 hours'],
    ];
    for (const [seconds, wait] of waits) {
      expect(DT.report.tooMany(seconds)).toBe(`You have sent several reports just now. Try again in ${wait}.`);
    }
    await setLocale('sw');
    expect(DT.report.tooMany(45)).toBe('Umetuma ripoti kadhaa sasa hivi. Jaribu tena baada ya sekunde 45.');
    expect(DT.report.tooMany(90)).toBe('Umetuma ripoti kadhaa sasa hivi. Jaribu tena baada ya dakika 2.');
    expect(DT.report.tooMany(7200)).toBe('Umetuma ripoti kadhaa sasa hivi. Jaribu tena baada ya saa 2.');
  });

  it('counts reviews and shows in each language', async () => {
    expect(T.reviews.ratingLine(4.63, 1)).toBe('4.6 (1 review)');
    expect(T.reviews.ratingLine(4.63, 1234)).toBe('4.6 (1,234 reviews)');
    expect(T.reviews.hostRatingLine(4, 2)).toBe('4.0 (2 reviews of their events)');
    expect(T.reviews.stars(1)).toBe('1 star');
    expect(T.schedule.upcomingShows(3)).toBe('3 upcoming shows');
    await setLocale('sw');
    expect(T.reviews.ratingLine(4.63, 1234)).toBe('4.6 (maoni 1,234)');
    expect(T.schedule.upcomingShows(1)).toBe('Onyesho 1 lijalo');
    expect(T.schedule.upcomingShows(3)).toBe('Maonyesho 3 yajayo');
  });
});
