import { describe, expect, it } from 'vitest';
import { HOME_CAROUSEL_IMAGES, TRIBES } from '../../content';
import { parseCategoryId } from './explore-section';
import { searchPath } from './home-search';
import { nextSlide } from './image-carousel';
import { tribeWindow } from './mobile-tribe-strip';

describe('home content', () => {
  it('has the 11 carousel images and 8 tribes, all with local images and alt text', () => {
    expect(HOME_CAROUSEL_IMAGES).toHaveLength(11);
    expect(TRIBES).toHaveLength(8);
    for (const image of HOME_CAROUSEL_IMAGES) {
      expect(image.src).toMatch(/^\/images\/carousel\//);
      expect(image.alt.length).toBeGreaterThan(5);
    }
    for (const tribe of TRIBES) expect(tribe.chatUrl).toMatch(/^https:\/\//);
  });
});

describe('searchPath', () => {
  it('does nothing for blank text', () => {
    expect(searchPath('')).toBeNull();
    expect(searchPath('   \t ')).toBeNull();
  });
  it('goes to /events?search= with the trimmed, URL-encoded text', () => {
    expect(searchPath('jazz')).toBe('/events?search=jazz');
    expect(searchPath('  rock & roll? ')).toBe('/events?search=rock%20%26%20roll%3F');
  });
});

describe('nextSlide', () => {
  it('wraps around in both directions', () => {
    expect(nextSlide(10, 1, 11, new Set())).toBe(0);
    expect(nextSlide(0, -1, 11, new Set())).toBe(10);
  });
  it('skips failed images', () => {
    expect(nextSlide(0, 1, 11, new Set([1, 2]))).toBe(3);
    expect(nextSlide(3, -1, 11, new Set([1, 2]))).toBe(0);
  });
  it('stays put when every other image failed', () => {
    expect(nextSlide(4, 1, 5, new Set([0, 1, 2, 3]))).toBe(4);
  });
});

describe('tribeWindow', () => {
  it('shows 4 at a time, wrapping past the end', () => {
    expect(tribeWindow([1, 2, 3, 4, 5, 6, 7, 8], 0, 4)).toEqual([1, 2, 3, 4]);
    expect(tribeWindow([1, 2, 3, 4, 5, 6, 7, 8], 6, 4)).toEqual([7, 8, 1, 2]);
    expect(tribeWindow([1, 2, 3], 2, 4)).toEqual([1, 2, 3]);
  });
});

describe('parseCategoryId', () => {
  it('accepts positive integers only', () => {
    expect(parseCategoryId('3')).toBe(3);
    expect(parseCategoryId(null)).toBeNull();
    expect(parseCategoryId('')).toBeNull();
    expect(parseCategoryId('0')).toBeNull();
    expect(parseCategoryId('2,3')).toBeNull();
    expect(parseCategoryId('abc')).toBeNull();
  });
});
