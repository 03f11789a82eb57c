import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_STORAGE_KEY } from '@/lib/data-saver';
import { EventImage } from './event-image';

/** IntersectionObserver stood in for: the test says when the picture nears the screen. */
let reveal: () => void = () => {};
class FakeObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
  observe() {
    reveal = () => this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeObserver));
afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('an event image', () => {
  it('is the full picture, natively lazy, when not saving data', () => {
    render(<EventImage src="/images/events/a.webp" alt="Jazz night" width={640} />);
    const img = screen.getByRole('img', { name: 'Jazz night' });
    expect(img.getAttribute('src')).toBe('/images/events/a.webp');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('saving data, is the smaller copy, and below the fold waits until it nears the screen', () => {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    render(<EventImage src="/images/events/a.webp" alt="Jazz night" width={640} />);
    expect(screen.getByRole('img', { name: 'Jazz night' }).tagName).toBe('SPAN');
    act(() => reveal());
    expect(screen.getByRole('img', { name: 'Jazz night' }).getAttribute('src')).toBe('/img/320/images/events/a.webp');
  });

  it('saving data, an above-the-fold (priority) picture loads at once, small', () => {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    render(<EventImage src="/images/events/a.webp" alt="Top" width={960} priority />);
    expect(screen.getByRole('img', { name: 'Top' }).getAttribute('src')).toBe('/img/480/images/events/a.webp');
  });
});
