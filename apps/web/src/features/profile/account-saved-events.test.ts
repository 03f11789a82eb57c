import { describe, expect, it, vi } from 'vitest';
import { createAccountSavedEventsStore, type SavedEventsRemote } from './account-saved-events';

const event = (id: number) => ({ id, externalId: `e-${id}`, title: `Event ${id}`, timeZone: 'Africa/Nairobi' });
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('account saved events store', () => {
  it('shows a save at once, tells the server, and refreshes cached lists when it is confirmed', async () => {
    const remote: SavedEventsRemote = { save: vi.fn(() => Promise.resolve()), unsave: vi.fn(() => Promise.resolve()) };
    const synced = vi.fn();
    const store = createAccountSavedEventsStore([], remote, synced);
    const listener = vi.fn();
    store.subscribe(listener);
    store.add(event(26));
    expect(store.has(26)).toBe(true);
    expect(store.list()[0]).toMatchObject({ id: 26, title: 'Event 26', imageUrl: null, location: null });
    expect(listener).toHaveBeenCalled();
    expect(remote.save).toHaveBeenCalledWith(26);
    await settle();
    expect(synced).toHaveBeenCalled();
  });

  it('undoes a save or a removal the server refuses', async () => {
    const remote: SavedEventsRemote = {
      save: () => Promise.reject(new Error('offline')),
      unsave: () => Promise.reject(new Error('offline')),
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createAccountSavedEventsStore(
      [{ ...event(27), imageUrl: null, startDate: null, location: null, savedAt: '2026-11-01T00:00:00Z' }],
      remote,
    );
    store.add(event(26));
    store.remove(27);
    expect(store.list().map((e) => e.id)).toEqual([26]);
    await settle();
    expect(store.list().map((e) => e.id)).toEqual([27]);
    warn.mockRestore();
  });

  it('keeps the same list object between changes (a stable snapshot for React)', () => {
    const store = createAccountSavedEventsStore([]);
    expect(store.list()).toBe(store.list());
  });
});
