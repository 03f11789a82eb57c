import { useCallback, useSyncExternalStore } from 'react';
import type { TEvent } from '@tribe/contracts';
import type { TSavedEventItem } from '@tribe/contracts/profile';
import { savedSnapshot } from '@/lib/saved-event';

/**
 * Saved events ("hearts"). Today they live on the device, in localStorage, as small snapshots of
 * what a card needs, so /saved renders instantly and offline without asking the API.
 *
 * Everything goes through the `SavedEventsStore` interface: when accounts can save events on the
 * server, an account-backed store (syncing these local snapshots on sign-in) can replace
 * `localSavedEventsStore` without touching the components.
 */

export const SAVED_EVENTS_STORAGE_KEY = 'savedEvents';

/** A saved event as its card shows it; `savedAt` is the ISO instant it was saved. */
export type TSavedEvent = TSavedEventItem;

type TSnapshotSource = Pick<TEvent, 'id' | 'externalId' | 'title' | 'imageUrl' | 'startDate' | 'timeZone' | 'location'>;

export interface SavedEventsStore {
  /** Saved events, most recently saved first. The same array is returned until something changes. */
  list(): readonly TSavedEvent[];
  add(event: TSnapshotSource): void;
  remove(id: number): void;
  has(id: number): boolean;
  /** Calls `listener` after any change (here or, for device storage, in another tab). */
  subscribe(listener: () => void): () => void;
}

/** The card fields of an event, as stored. */
export function toSavedEvent(event: TSnapshotSource, now: Date = new Date()): TSavedEvent {
  return savedSnapshot(event, now);
}

function isSavedEvent(value: unknown): value is TSavedEvent {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'number' && typeof v.title === 'string';
}

/** Reads the stored list, dropping anything malformed (storage is user-editable and may be stale). */
export function parseSavedEvents(raw: string | null): TSavedEvent[] {
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) return [];
    const seen = new Set<number>();
    return data.filter(isSavedEvent).filter((e) => (seen.has(e.id) ? false : (seen.add(e.id), true)));
  } catch {
    return [];
  }
}

const EMPTY: readonly TSavedEvent[] = Object.freeze([]);

/** A store over a Web Storage object (localStorage in the browser). */
export function createLocalSavedEventsStore(
  storage: Storage | null,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null,
  key = SAVED_EVENTS_STORAGE_KEY,
): SavedEventsStore {
  const listeners = new Set<() => void>();
  // Cached by the raw string so useSyncExternalStore gets a stable snapshot between changes.
  let cachedRaw: string | null | undefined;
  let cached: readonly TSavedEvent[] = EMPTY;

  const read = (): string | null => {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const list = (): readonly TSavedEvent[] => {
    const raw = read();
    if (raw !== cachedRaw) {
      cachedRaw = raw;
      cached = raw ? parseSavedEvents(raw) : EMPTY;
    }
    return cached;
  };
  const notify = () => listeners.forEach((l) => l());
  const write = (events: readonly TSavedEvent[]) => {
    try {
      storage?.setItem(key, JSON.stringify(events));
    } catch (err) {
      // Full or blocked storage (private mode): the heart simply does not stick.
      console.warn('Could not save events on this device', err);
    }
    notify();
  };
  const onStorage = (e: StorageEvent) => {
    if (e.key === key || e.key === null) notify();
  };

  return {
    list,
    has: (id) => list().some((e) => e.id === id),
    add: (event) => {
      const rest = list().filter((e) => e.id !== event.id);
      write([toSavedEvent(event), ...rest]);
    },
    remove: (id) => {
      const current = list();
      if (current.some((e) => e.id === id)) write(current.filter((e) => e.id !== id));
    },
    subscribe: (listener) => {
      listeners.add(listener);
      if (listeners.size === 1) target?.addEventListener('storage', onStorage as EventListener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) target?.removeEventListener('storage', onStorage as EventListener);
      };
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** This device's saves (localStorage, kept in step across tabs): what a signed-out visitor uses. */
export const deviceSavedEventsStore: SavedEventsStore = createLocalSavedEventsStore(
  browserStorage(),
  typeof window !== 'undefined' ? window : null,
);

/**
 * A store that forwards to whichever store is in use, so components keep one subscription while
 * the app swaps the device store for an account-backed one at sign-in (and back at sign-out).
 */
export function createSwitchableSavedEventsStore(fallback: SavedEventsStore) {
  const listeners = new Set<() => void>();
  let active = fallback;
  let unsubscribe: (() => void) | null = null;
  const notify = () => listeners.forEach((l) => l());
  const store: SavedEventsStore & { use(next: SavedEventsStore | null): void } = {
    list: () => active.list(),
    has: (id) => active.has(id),
    add: (event) => active.add(event),
    remove: (id) => active.remove(id),
    subscribe: (listener) => {
      listeners.add(listener);
      unsubscribe ??= active.subscribe(notify);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) {
          unsubscribe?.();
          unsubscribe = null;
        }
      };
    },
    /** Uses `next` from now on (null: this device's store again). */
    use: (next) => {
      const target = next ?? fallback;
      if (target === active) return;
      unsubscribe?.();
      active = target;
      unsubscribe = listeners.size ? active.subscribe(notify) : null;
      notify();
    },
  };
  return store;
}

/** The store the app uses: the device's, or the account's while someone is signed in. */
export const savedEventsStore = createSwitchableSavedEventsStore(deviceSavedEventsStore);

/** Saves the event, or removes it when already saved. Returns whether it is saved afterwards. */
export function toggleSaved(event: TSnapshotSource, store: SavedEventsStore = savedEventsStore): boolean {
  if (store.has(event.id)) {
    store.remove(event.id);
    return false;
  }
  store.add(event);
  return true;
}

export function removeSaved(id: number, store: SavedEventsStore = savedEventsStore): void {
  store.remove(id);
}

/** The saved events, re-rendering on every change, including changes made in other tabs. */
export function useSavedEvents(store: SavedEventsStore = savedEventsStore): readonly TSavedEvent[] {
  return useSyncExternalStore(store.subscribe, store.list, () => EMPTY);
}

/** Whether one event is saved. */
export function useIsSaved(id: number, store: SavedEventsStore = savedEventsStore): boolean {
  const getSnapshot = useCallback(() => store.has(id), [store, id]);
  return useSyncExternalStore(store.subscribe, getSnapshot, () => false);
}
