import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_STORAGE_KEY } from '@/lib/data-saver';
import { CAROUSEL_MS, ImageCarousel } from './image-carousel';

const IMAGES = [1, 2, 3, 4].map((n) => ({ src: `/images/carousel/slide-0${n}.webp`, alt: `Slide ${n}` }));

/** Every picture the carousel asks the network for, in order; each "loads" at once. */
let fetched: string[] = [];
class FakeImage {
  decoding = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    fetched.push(value);
    queueMicrotask(() => this.onload?.());
  }
}

const activeSlide = () =>
  screen.getAllByTestId('carousel-slide').findIndex((s) => s.getAttribute('data-active') === 'true');

beforeEach(() => {
  vi.useFakeTimers();
  fetched = [];
  vi.stubGlobal('Image', FakeImage);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('the home carousel', () => {
  it('auto-advances every 4 s and fetches every picture, 500 ms apart, when not saving data', async () => {
    render(<ImageCarousel images={IMAGES} />);
    expect(activeSlide()).toBe(0);
    await act(async () => vi.advanceTimersByTime(CAROUSEL_MS));
    expect(activeSlide()).toBe(1);
    expect(fetched).toEqual(IMAGES.map((i) => i.src));
  });

  it('with the data saver on, does not start, fetches only the slide on show (small), and its controls still work', async () => {
    window.localStorage.setItem(DATA_SAVER_STORAGE_KEY, 'on');
    render(<ImageCarousel images={IMAGES} />);
    await act(async () => vi.advanceTimersByTime(CAROUSEL_MS * 5));
    expect(activeSlide()).toBe(0);
    expect(fetched).toEqual(['/img/480/images/carousel/slide-01.webp']);
    await act(async () => {});
    expect(screen.getAllByRole('img')[0]!.getAttribute('src')).toBe('/img/480/images/carousel/slide-01.webp');

    // Next shows slide 2 and only then fetches its picture.
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toBe(1);
    await act(async () => {});
    expect(fetched).toEqual(['/img/480/images/carousel/slide-01.webp', '/img/480/images/carousel/slide-02.webp']);

    // Play starts the rotation the person asked for.
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    await act(async () => vi.advanceTimersByTime(CAROUSEL_MS));
    expect(activeSlide()).toBe(2);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeTruthy();
  });
});
