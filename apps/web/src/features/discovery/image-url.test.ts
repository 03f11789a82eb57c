import { describe, expect, it } from 'vitest';
import { normalizeImageUrl } from './image-url';

describe('normalizeImageUrl', () => {
  it('keeps root paths and http(s) URLs as they are', () => {
    expect(normalizeImageUrl('/images/events/a.webp')).toBe('/images/events/a.webp');
    expect(normalizeImageUrl('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    expect(normalizeImageUrl('http://cdn.example.com/a.jpg')).toBe('http://cdn.example.com/a.jpg');
    expect(normalizeImageUrl('HTTPS://CDN.example.com/a.jpg')).toBe('HTTPS://CDN.example.com/a.jpg');
  });

  it('gives a path without a leading slash or http one leading slash', () => {
    expect(normalizeImageUrl('images/events/a.webp')).toBe('/images/events/a.webp');
    expect(normalizeImageUrl('uploads/a.png')).toBe('/uploads/a.png');
    // 'httpfoo' is a relative path, not a URL scheme.
    expect(normalizeImageUrl('httpfoo/a.png')).toBe('/httpfoo/a.png');
  });

  it('treats missing or blank values as no image (placeholder)', () => {
    expect(normalizeImageUrl(null)).toBeNull();
    expect(normalizeImageUrl(undefined)).toBeNull();
    expect(normalizeImageUrl('')).toBeNull();
    expect(normalizeImageUrl('   ')).toBeNull();
  });

  it('trims surrounding whitespace', () => {
    expect(normalizeImageUrl('  /a.webp ')).toBe('/a.webp');
  });
});
