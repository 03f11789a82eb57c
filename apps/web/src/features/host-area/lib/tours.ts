import { useSyncExternalStore } from 'react';

/**
 * Guided tours for a new host (issue 9, item 9), with the spec's rules: the ids of completed
 * tours are a list in local browser storage under `completedTours`; the tour state is an active
 * flag and the current tour; completing adds the id, skipping does not record it, resetting clears
 * all. Two notes of this module's own, so a tour never gets in a returning host's way:
 * - a skipped tour is remembered in session storage (`skippedTours`) only, so it does not start by
 *   itself again until the next visit (a new browser session), where it is offered again;
 * - a device that has scanned tickets at a door (`checkInScanned`) is not new to the door.
 * Storage can be missing or full (private mode): reading then answers "nothing stored" and
 * writing does nothing; the tour still runs.
 */

export const TOUR_IDS = ['dashboard', 'create-event', 'check-in'] as const;
export type TTourId = (typeof TOUR_IDS)[number];

/** Local browser storage key of the completed tours (spec). */
export const COMPLETED_TOURS_KEY = 'completedTours';
/** Session storage key of the tours skipped in this session. */
export const SKIPPED_TOURS_KEY = 'skippedTours';
/** Local storage key set once this device has checked a ticket at a door. */
export const DEVICE_SCANNED_KEY = 'checkInScanned';

export interface TTourState {
  active: boolean;
  currentTour: TTourId | null;
}

type TStorageName = 'localStorage' | 'sessionStorage';

function storage(name: TStorageName): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[name];
  } catch {
    return null;
  }
}

/** A stored list of ids; anything that is not a JSON array counts as empty, and only strings count. */
function readList(name: TStorageName, key: string): string[] {
  try {
    const raw = storage(name)?.getItem(key);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter((v): v is string => typeof v === 'string'))];
  } catch {
    return [];
  }
}

function writeList(name: TStorageName, key: string, list: string[]): void {
  try {
    const s = storage(name);
    if (!s) return;
    if (list.length) s.setItem(key, JSON.stringify(list));
    else s.removeItem(key);
  } catch {
    // Full or blocked storage: the tour may be offered again, nothing worse.
  }
}

/** The completed tours' ids, as stored (unknown ids are kept: a later release may know them). */
export const readCompletedTours = (): string[] => readList('localStorage', COMPLETED_TOURS_KEY);

export const isTourCompleted = (id: TTourId): boolean => readCompletedTours().includes(id);

/** Whether the tour was skipped in this browser session. */
export const wasSkippedThisSession = (id: TTourId): boolean =>
  readList('sessionStorage', SKIPPED_TOURS_KEY).includes(id);

/** Whether this device has ever checked a ticket at a door (including before the mark existed). */
export function hasDeviceScanned(): boolean {
  try {
    const s = storage('localStorage');
    if (!s) return false;
    if (s.getItem(DEVICE_SCANNED_KEY)) return true;
    // Doors that scanned before this mark existed left their counters and device id behind.
    for (let i = 0; i < s.length; i++) {
      const key = s.key(i) ?? '';
      if (key.startsWith('checkInAdmitted:') || key === 'checkInDeviceId') return true;
    }
    return false;
  } catch {
    return false;
  }
}

/** Marks this device as one that has scanned at a door (the check-in tour no longer starts by itself). */
export function noteDeviceScanned(): void {
  try {
    storage('localStorage')?.setItem(DEVICE_SCANNED_KEY, '1');
  } catch {
    // See writeList.
  }
}

// --- The tour state: an active flag and the current tour ----------------------------------------

const CLOSED: TTourState = { active: false, currentTour: null };
let state: TTourState = CLOSED;
const listeners = new Set<() => void>();

function setState(next: TTourState) {
  if (next.active === state.active && next.currentTour === state.currentTour) return;
  state = next;
  for (const l of listeners) l();
}

export const getTourState = (): TTourState => state;

export function subscribeTours(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tour state, re-rendering on each change. */
export const useTourState = (): TTourState => useSyncExternalStore(subscribeTours, getTourState, getTourState);

/** Opens a tour (whether or not it was completed before: "Take the tour" replays it). */
export function startTour(id: TTourId): void {
  setState({ active: true, currentTour: id });
}

/** The tour ran to its last step: its id is added to the completed list, once. */
export function completeTour(id: TTourId): void {
  const done = readCompletedTours();
  if (!done.includes(id)) writeList('localStorage', COMPLETED_TOURS_KEY, [...done, id]);
  if (state.currentTour === id) setState(CLOSED);
}

/** The host skipped the tour: it closes and nothing is recorded in `completedTours`. */
export function skipTour(id: TTourId): void {
  const skipped = readList('sessionStorage', SKIPPED_TOURS_KEY);
  if (!skipped.includes(id)) writeList('sessionStorage', SKIPPED_TOURS_KEY, [...skipped, id]);
  if (state.currentTour === id) setState(CLOSED);
}

/** Closes a tour without an outcome (its page went away); nothing is recorded. */
export function closeTour(id: TTourId): void {
  if (state.currentTour === id) setState(CLOSED);
}

// --- The page's own tour ------------------------------------------------------------------------

const pageTours = new Map<TTourId, number>();

/**
 * A page with a tour says so while it is shown (returns the function to call when it goes). A
 * tour whose page has gone closes; the check waits a moment, so a page shown again at once (a
 * re-render, React's development double mount) keeps its tour.
 */
export function registerPageTour(id: TTourId): () => void {
  pageTours.set(id, (pageTours.get(id) ?? 0) + 1);
  return () => {
    pageTours.set(id, Math.max(0, (pageTours.get(id) ?? 0) - 1));
    setTimeout(() => {
      if (!pageTours.get(id)) closeTour(id);
    }, 0);
  };
}

/** The tour of the page shown now, if it has one. */
export const currentPageTour = (): TTourId | null => TOUR_IDS.find((id) => (pageTours.get(id) ?? 0) > 0) ?? null;

/** "Show tours again": every completed tour is forgotten (and this session's skips with them). */
export function resetTours(): void {
  writeList('localStorage', COMPLETED_TOURS_KEY, []);
  writeList('sessionStorage', SKIPPED_TOURS_KEY, []);
}

/**
 * Whether a tour may start by itself on its page: not completed, not skipped in this session,
 * no tour open, and the page's own condition (`isNew`: a host with no events yet; a device that
 * never scanned) holds.
 */
export function shouldAutoStart(id: TTourId, isNew: boolean): boolean {
  return isNew && !state.active && !isTourCompleted(id) && !wasSkippedThisSession(id);
}
