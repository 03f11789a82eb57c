import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

/**
 * The web tests share one jsdom per worker (vitest.config.ts: isolate false). What one file
 * leaves behind must not reach the next: rendered trees, fake timers, storage, the address.
 */
afterEach(() => {
  cleanup();
});

afterAll(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  // The server entry's tests run without a browser (no storage, no address to restore).
  if (typeof window === 'undefined') return;
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  window.history.replaceState(null, '', '/');
});
