// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createLocalSavedEventsStore,
  parseSavedEvents,
  SAVED_EVENTS_STORAGE_KEY,
  savedEventsStore,
  toggleSaved,
  useIsSaved,
  useSavedEvents,
} from './saved-events';

const event = (id: number, title = `Event ${id}`) => ({
  id,
  externalId: `evt-${id}`,
  title,
  imageUrl: '/images/a.webp',
  startDate: '2026-12-05T16:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  location: 'Nairobi',
});

afterEach(() => localStorage.clear());

describe('local saved events store', () => {
  it('adds snapshots with the card fields under the savedEvents key, newest first', () => {
    const store = createLocalSavedEventsStore(localStorage, window);
    store.add(event(1));
    store.add(event(2));
    const stored = JSON.parse(localStorage.getItem(SAVED_EVENTS_STORAGE_KEY) ?? '[]');
    expect(stored.map((e: { id: number }) => e.id)).toEqual([2, 1]);
    expect(Object.keys(stored[0]).sort()).toEqual(
      ['externalId', 'id', 'imageUrl', 'location', 'savedAt', 'startDate', 'timeZone', 'title'].sort(),
    );
    expect(store.has(1)).toBe(true);
    expect(store.has(3)).toBe(false);
  });

  it('does not duplicate an event saved twice and removes by id', () => {
    const store = createLocalSavedEventsStore(localStorage, window);
    store.add(event(1));
    store.add(event(1, 'Renamed'));
    expect(store.list()).toHaveLength(1);
    expect(store.list()[0]?.title).toBe('Renamed');
    store.remove(1);
    expect(store.list()).toEqual([]);
  });

  it('returns the same list object until something changes (stable snapshot)', () => {
    const store = createLocalSavedEventsStore(localStorage, window);
    store.add(event(1));
    expect(store.list()).toBe(store.list());
  });

  it('ignores malformed storage', () => {
    expect(parseSavedEvents('not json')).toEqual([]);
    expect(parseSavedEvents('{"id":1}')).toEqual([]);
    expect(parseSavedEvents('[{"id":"x"},{"id":2,"title":"Ok"},{"id":2,"title":"Dup"}]')).toEqual([
      { id: 2, title: 'Ok' },
    ]);
  });

  it('notifies subscribers on changes, including storage events from other tabs', () => {
    const store = createLocalSavedEventsStore(localStorage, window);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);
    store.add(event(1));
    expect(calls).toBe(1);
    localStorage.setItem(SAVED_EVENTS_STORAGE_KEY, JSON.stringify([]));
    window.dispatchEvent(new StorageEvent('storage', { key: SAVED_EVENTS_STORAGE_KEY }));
    expect(calls).toBe(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    expect(calls).toBe(2);
    unsubscribe();
    store.add(event(2));
    expect(calls).toBe(2);
  });

  it('toggleSaved saves then unsaves', () => {
    const store = createLocalSavedEventsStore(localStorage, window);
    expect(toggleSaved(event(5), store)).toBe(true);
    expect(store.has(5)).toBe(true);
    expect(toggleSaved(event(5), store)).toBe(false);
    expect(store.has(5)).toBe(false);
  });
});

describe('useSavedEvents / useIsSaved', () => {
  it('re-render when the device store changes, also from another tab', () => {
    const list = renderHook(() => useSavedEvents());
    const saved = renderHook(() => useIsSaved(7));
    expect(list.result.current).toEqual([]);
    act(() => {
      toggleSaved(event(7));
    });
    expect(list.result.current.map((e) => e.id)).toEqual([7]);
    expect(saved.result.current).toBe(true);
    act(() => {
      localStorage.setItem(SAVED_EVENTS_STORAGE_KEY, '[]');
      window.dispatchEvent(new StorageEvent('storage', { key: SAVED_EVENTS_STORAGE_KEY }));
    });
    expect(list.result.current).toEqual([]);
    expect(saved.result.current).toBe(false);
    expect(savedEventsStore.list()).toEqual([]);
  });
});
