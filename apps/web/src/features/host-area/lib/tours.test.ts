import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  closeTour,
  COMPLETED_TOURS_KEY,
  completeTour,
  currentPageTour,
  getTourState,
  hasDeviceScanned,
  isTourCompleted,
  noteDeviceScanned,
  readCompletedTours,
  registerPageTour,
  resetTours,
  shouldAutoStart,
  SKIPPED_TOURS_KEY,
  skipTour,
  startTour,
  subscribeTours,
  wasSkippedThisSession,
} from './tours';

const stored = () => localStorage.getItem(COMPLETED_TOURS_KEY);

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  closeTour('dashboard');
  closeTour('create-event');
  closeTour('check-in');
});
afterEach(() => vi.restoreAllMocks());

describe('tour state (spec: active flag and current tour)', () => {
  it('starts closed, and starting a tour makes it the active, current one', () => {
    expect(getTourState()).toEqual({ active: false, currentTour: null });
    startTour('create-event');
    expect(getTourState()).toEqual({ active: true, currentTour: 'create-event' });
  });

  it('tells subscribers about each change', () => {
    const seen: unknown[] = [];
    const stop = subscribeTours(() => seen.push(getTourState()));
    startTour('dashboard');
    completeTour('dashboard');
    stop();
    startTour('check-in');
    expect(seen).toEqual([
      { active: true, currentTour: 'dashboard' },
      { active: false, currentTour: null },
    ]);
  });
});

describe('completing (spec: adds the id)', () => {
  it('adds the id to completedTours in local storage as a JSON list, and closes the tour', () => {
    startTour('dashboard');
    completeTour('dashboard');
    expect(JSON.parse(stored()!)).toEqual(['dashboard']);
    expect(isTourCompleted('dashboard')).toBe(true);
    expect(getTourState()).toEqual({ active: false, currentTour: null });
  });

  it('adds an id once, however often the tour is completed, and keeps the others in order', () => {
    completeTour('check-in');
    completeTour('dashboard');
    completeTour('check-in');
    completeTour('dashboard');
    expect(JSON.parse(stored()!)).toEqual(['check-in', 'dashboard']);
  });

  it('keeps ids it does not know (another release may have written them)', () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, JSON.stringify(['settings']));
    completeTour('dashboard');
    expect(JSON.parse(stored()!)).toEqual(['settings', 'dashboard']);
  });
});

describe('skipping (spec: does not record it)', () => {
  it('closes the tour and writes nothing to completedTours', () => {
    startTour('create-event');
    skipTour('create-event');
    expect(getTourState().active).toBe(false);
    expect(stored()).toBeNull();
    expect(isTourCompleted('create-event')).toBe(false);
  });

  it('leaves a tour completed earlier completed, and the list as it was', () => {
    completeTour('dashboard');
    skipTour('dashboard');
    expect(JSON.parse(stored()!)).toEqual(['dashboard']);
  });

  it('keeps the tour from starting by itself again in this session only', () => {
    skipTour('check-in');
    expect(wasSkippedThisSession('check-in')).toBe(true);
    expect(shouldAutoStart('check-in', true)).toBe(false);
    // A new session (the next visit): offered again.
    sessionStorage.clear();
    expect(shouldAutoStart('check-in', true)).toBe(true);
  });
});

describe('resetting (spec: clears all)', () => {
  it('clears every completed tour, and this session’s skips', () => {
    completeTour('dashboard');
    completeTour('create-event');
    skipTour('check-in');
    resetTours();
    expect(stored()).toBeNull();
    expect(readCompletedTours()).toEqual([]);
    expect(sessionStorage.getItem(SKIPPED_TOURS_KEY)).toBeNull();
    expect(shouldAutoStart('check-in', true)).toBe(true);
  });
});

describe('corrupt or missing storage counts as empty', () => {
  it.each([
    ['not JSON', '{oops'],
    ['an object', '{"dashboard":true}'],
    ['a string', '"dashboard"'],
    ['a number', '42'],
    ['null', 'null'],
  ])('%s', (_, value) => {
    localStorage.setItem(COMPLETED_TOURS_KEY, value);
    expect(readCompletedTours()).toEqual([]);
    expect(isTourCompleted('dashboard')).toBe(false);
    completeTour('dashboard');
    expect(JSON.parse(stored()!)).toEqual(['dashboard']);
  });

  it('keeps only the strings of a list, once each', () => {
    localStorage.setItem(COMPLETED_TOURS_KEY, JSON.stringify(['dashboard', 7, null, 'dashboard', { id: 'x' }]));
    expect(readCompletedTours()).toEqual(['dashboard']);
  });

  it('storage that throws (private mode) reads as empty and takes writes silently', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(readCompletedTours()).toEqual([]);
    expect(() => completeTour('dashboard')).not.toThrow();
    expect(() => skipTour('dashboard')).not.toThrow();
    expect(() => resetTours()).not.toThrow();
    expect(hasDeviceScanned()).toBe(false);
  });
});

describe('starting by itself', () => {
  it('only when the page is new to the person, the tour not completed and no tour open', () => {
    expect(shouldAutoStart('dashboard', true)).toBe(true);
    expect(shouldAutoStart('dashboard', false)).toBe(false);
    completeTour('dashboard');
    expect(shouldAutoStart('dashboard', true)).toBe(false);
    startTour('check-in');
    expect(shouldAutoStart('create-event', true)).toBe(false);
  });
});

describe('a device that has scanned', () => {
  it('is marked by its first scan', () => {
    expect(hasDeviceScanned()).toBe(false);
    noteDeviceScanned();
    expect(hasDeviceScanned()).toBe(true);
  });

  it('is recognised by what earlier doors left behind', () => {
    localStorage.setItem('checkInAdmitted:26:2026-11-03', '4');
    expect(hasDeviceScanned()).toBe(true);
  });
});

describe('the page’s own tour', () => {
  it('is known while its page is shown, and its open tour closes when the page goes', async () => {
    const leave = registerPageTour('dashboard');
    expect(currentPageTour()).toBe('dashboard');
    startTour('dashboard');
    leave();
    expect(currentPageTour()).toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    expect(getTourState()).toEqual({ active: false, currentTour: null });
  });

  it('stays open when the page is shown again at once (a remount)', async () => {
    const leave = registerPageTour('check-in');
    startTour('check-in');
    leave();
    const leaveAgain = registerPageTour('check-in');
    await new Promise((r) => setTimeout(r, 5));
    expect(getTourState()).toEqual({ active: true, currentTour: 'check-in' });
    leaveAgain();
  });
});
