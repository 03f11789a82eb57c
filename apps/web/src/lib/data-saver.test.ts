import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_STORAGE_KEY, isDataSaverOn, setDataSaver, useDataSaver } from './data-saver';

type Conn = EventTarget & { saveData?: boolean; effectiveType?: string };
function fakeConnection(props: { saveData?: boolean; effectiveType?: string }): Conn {
  const c = Object.assign(new EventTarget(), props);
  Object.defineProperty(navigator, 'connection', { value: c, configurable: true });
  return c;
}

afterEach(() => {
  window.localStorage.clear();
  delete (navigator as { connection?: unknown }).connection;
  document.head.querySelectorAll('meta[name="save-data"]').forEach((m) => m.remove());
  vi.restoreAllMocks();
});

describe('the data saver', () => {
  it('is off on a fast connection with no setting', () => {
    fakeConnection({ saveData: false, effectiveType: '4g' });
    expect(isDataSaverOn()).toBe(false);
  });

  it("follows the browser's data saver and slow connections", () => {
    fakeConnection({ saveData: true, effectiveType: '4g' });
    expect(isDataSaverOn()).toBe(true);
    for (const effectiveType of ['slow-2g', '2g', '3g']) {
      fakeConnection({ effectiveType });
      expect(isDataSaverOn(), effectiveType).toBe(true);
    }
  });

  it('follows Save-Data: on on the page request (the server’s meta tag)', () => {
    const meta = document.createElement('meta');
    meta.name = 'save-data';
    meta.content = 'on';
    document.head.append(meta);
    expect(isDataSaverOn()).toBe(true);
  });

  it("the person's switch wins either way, and is remembered", () => {
    fakeConnection({ effectiveType: '2g' });
    setDataSaver('off');
    expect(window.localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBe('off');
    expect(isDataSaverOn()).toBe(false);
    fakeConnection({ effectiveType: '4g' });
    setDataSaver('on');
    expect(isDataSaverOn()).toBe(true);
    setDataSaver('auto');
    expect(window.localStorage.getItem(DATA_SAVER_STORAGE_KEY)).toBeNull();
    expect(isDataSaverOn()).toBe(false);
  });

  it('still follows the switch for this page when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    setDataSaver('on');
    expect(isDataSaverOn()).toBe(true);
    setDataSaver('auto');
  });

  it('the hook answers again when the switch, another tab or the connection changes', () => {
    const c = fakeConnection({ effectiveType: '4g' });
    const { result } = renderHook(() => useDataSaver());
    expect(result.current).toBe(false);
    act(() => setDataSaver('on'));
    expect(result.current).toBe(true);
    act(() => {
      window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'off');
      window.dispatchEvent(new StorageEvent('storage', { key: DATA_SAVER_STORAGE_KEY }));
    });
    expect(result.current).toBe(false);
    act(() => {
      window.localStorage.removeItem(DATA_SAVER_STORAGE_KEY);
      c.effectiveType = '2g';
      c.dispatchEvent(new Event('change'));
    });
    expect(result.current).toBe(true);
  });
});
