import { describe, expect, it } from 'vitest';
import { galleryImages, isUsableImageUrl } from './event-images';

describe('galleryImages', () => {
  it('puts the main image first and removes duplicates', () => {
    expect(
      galleryImages('/images/a.webp', [
        { imageUrl: '/images/a.webp' },
        { imageUrl: 'https://cdn.example/b.jpg' },
        { imageUrl: '/images/a.webp' },
      ]),
    ).toEqual(['/images/a.webp', 'https://cdn.example/b.jpg']);
  });

  it('keeps only paths starting with / or http', () => {
    expect(
      galleryImages('images/no-slash.webp', [
        { imageUrl: 'data:image/png;base64,xx' },
        { imageUrl: '/ok.webp' },
        { imageUrl: '' },
      ]),
    ).toEqual(['/ok.webp']);
  });

  it('is empty without any usable image', () => {
    expect(galleryImages(null, [])).toEqual([]);
  });
});

describe('isUsableImageUrl', () => {
  it('accepts / and http(s) and rejects anything else', () => {
    expect(isUsableImageUrl('/a.png')).toBe(true);
    expect(isUsableImageUrl('http://x/a.png')).toBe(true);
    expect(isUsableImageUrl('https://x/a.png')).toBe(true);
    expect(isUsableImageUrl('ftp://x/a.png')).toBe(false);
    expect(isUsableImageUrl(null)).toBe(false);
  });
});
