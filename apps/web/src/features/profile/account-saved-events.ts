import { apiRequest } from '@/lib/api-client';
import type { AccountSavedEvent } from './api/profile';
import { savedSnapshot, type SavableEvent } from '@/lib/saved-event';

export type { SavableEvent };

export interface AccountSavedEventsStore {
  list(): readonly AccountSavedEvent[];
  has(id: number): boolean;
  add(event: SavableEvent): void;
  remove(id: number): void;
  subscribe(listener: () => void): () => void;
}

export interface SavedEventsRemote {
  save(id: number): Promise<unknown>;
  unsave(id: number): Promise<unknown>;
}

export const savedEventsRemote: SavedEventsRemote = {
  save: (id) => apiRequest('PUT', `/api/profile/saved-events/${id}`),
  unsave: (id) => apiRequest('DELETE', `/api/profile/saved-events/${id}`),
};

/**
 * Saved events kept on the account: the same interface as the device store, so the hearts and
 * /saved work unchanged. A change shows at once and is sent to the server; if the server refuses
 * it, it is undone. `onSynced` runs after each confirmed change (to refresh cached lists).
 */
export function createAccountSavedEventsStore(
  initial: readonly AccountSavedEvent[],
  remote: SavedEventsRemote = savedEventsRemote,
  onSynced: () => void = () => {},
): AccountSavedEventsStore {
  let events: readonly AccountSavedEvent[] = Object.freeze([...initial]);
  const listeners = new Set<() => void>();
  const set = (next: readonly AccountSavedEvent[]) => {
    events = Object.freeze([...next]);
    listeners.forEach((l) => l());
  };
  return {
    list: () => events,
    has: (id) => events.some((e) => e.id === id),
    add: (event) => {
      const entry: AccountSavedEvent = savedSnapshot(event);
      set([entry, ...events.filter((e) => e.id !== event.id)]);
      remote.save(event.id).then(onSynced, (err: unknown) => {
        console.warn('Could not save the event to your account', err);
        set(events.filter((e) => e.id !== event.id));
      });
    },
    remove: (id) => {
      const before = events;
      const removed = before.find((e) => e.id === id);
      if (!removed) return;
      set(before.filter((e) => e.id !== id));
      remote.unsave(id).then(onSynced, (err: unknown) => {
        console.warn('Could not remove the saved event from your account', err);
        if (!events.some((e) => e.id === id)) set([removed, ...events]);
      });
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Adds the device's saves to the account (at sign-in) and answers the account's whole list. */
export async function mergeIntoAccount(eventIds: number[]): Promise<AccountSavedEvent[]> {
  const res = await apiRequest('POST', '/api/profile/saved-events/merge', { eventIds: eventIds.slice(0, 500) });
  return ((await res.json()) as { events: AccountSavedEvent[] }).events;
}
