import { describe, expect, it } from 'vitest';
import { dataSaverImageUrl } from './image-variants.js';

describe('dataSaverImageUrl', () => {
  it('asks for about half the box width, from the widths the server makes', () => {
    expect(dataSaverImageUrl('/images/events/a.webp', 960)).toBe('/img/480/images/events/a.webp');
    expect(dataSaverImageUrl('/images/events/a.webp', 640)).toBe('/img/320/images/events/a.webp');
    expect(dataSaverImageUrl('/uploads/events/Ab_c-1.webp', 88)).toBe('/img/160/uploads/events/Ab_c-1.webp');
    expect(dataSaverImageUrl('/images/carousel/slide-01.webp', 2400)).toBe('/img/480/images/carousel/slide-01.webp');
  });

  it('leaves pictures it has no copies of as they are', () => {
    for (const url of ['https://cdn.example.com/a.webp', '/images/../secret.webp', '/other/a.webp', '/images/a.svg'])
      expect(dataSaverImageUrl(url, 640)).toBe(url);
  });
});
