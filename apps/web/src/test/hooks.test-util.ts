import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { loadAreaTexts, type TextArea } from '@/i18n/area-texts';

/** jsdom has no ResizeObserver; Radix positions tooltips and popovers with one. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/** A desktop screen: every `min-width` media query matches (sidebars show, sheets do not). */
export function stubDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/**
 * The hooks most component test files share, in one call at the top of the file. Before each
 * test: console.error quiet (React's warnings about the failures a test provokes), local storage
 * cleared, a ResizeObserver when Radix needs one, and with `kiswahili` the page in Kiswahili with
 * the areas' words loaded (pages rendered without their route wait here, as the route would).
 * After each: the tree unmounted, every stub and spy put back, English again.
 */
export function componentTestHooks({
  resizeObserver = false,
  kiswahili,
}: { resizeObserver?: boolean; kiswahili?: { areas?: readonly TextArea[] } } = {}) {
  beforeEach(async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    if (resizeObserver) stubResizeObserver();
    localStorage.clear();
    if (kiswahili) {
      await act(() => setLocale('sw'));
      for (const area of kiswahili.areas ?? []) await act(() => loadAreaTexts(area, 'sw'));
    }
  });
  afterEach(async () => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    if (kiswahili) await act(() => setLocale('en'));
  });
}
