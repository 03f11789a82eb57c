import { describe, expect, it, vi } from 'vitest';
import { createLocalSavedEventsStore, createSwitchableSavedEventsStore } from '@/features/discovery/saved-events';
import { createAccountSavedEventsStore } from '@/features/profile/account-saved-events';

const memoryStorage = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  } as unknown as Storage;
};
const event = (id: number) => ({
  id,
  externalId: `e-${id}`,
  title: `Event ${id}`,
  timeZone: 'Africa/Nairobi',
  imageUrl: null,
  startDate: null,
  location: null,
});

describe('saved events across sign-in', () => {
  it('switches the hearts from the device to the account and back, notifying subscribers', () => {
    const device = createLocalSavedEventsStore(memoryStorage(), null);
    device.add(event(26));
    const store = createSwitchableSavedEventsStore(device);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    expect(store.has(26)).toBe(true);

    const remote = { save: vi.fn(() => Promise.resolve()), unsave: vi.fn(() => Promise.resolve()) };
    const account = createAccountSavedEventsStore([{ ...event(27), savedAt: '2026-11-01T00:00:00Z' }], remote);
    store.use(account);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.list().map((e) => e.id)).toEqual([27]);
    store.add(event(28));
    expect(remote.save).toHaveBeenCalledWith(28);
    expect(device.has(28)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(2);

    store.use(null);
    expect(store.list().map((e) => e.id)).toEqual([26]);
    unsubscribe();
  });
});
