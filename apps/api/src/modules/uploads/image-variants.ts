import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_VARIANT_WIDTHS, VARIANT_SOURCE, type TImageVariantWidth } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { IMAGE_MAX_INPUT_PIXELS } from '../../lib/images.js';
import { IMAGE_VARIANTS_TEXT } from './image-variants.texts.js';

/** A data saver's copy: lower quality than an upload's 82, which at these sizes is hard to tell apart. */
const VARIANT_QUALITY = 55;
/** Copies kept in memory: the demo catalogue's pictures at three widths fit many times over. */
const CACHE_MAX_BYTES = 16 * 1024 * 1024;

export interface ImageVariantRoots {
  /** The folder served at /images/: the built web app's (apps/web/public/images is copied there). */
  images: string;
  /** The folder served at /uploads/: DATA_DIR/uploads. */
  uploads: string;
}

const loadSharp = async () => (await import('sharp')).default;

/**
 * Makes and remembers the data saver's smaller copies of the site's pictures. Copies are made on
 * the first request (a few milliseconds each for the catalogue's 800-pixel pictures) and kept in
 * a byte-capped cache, oldest out first; two requests for the same copy share one resize.
 */
export function imageVariants(roots: ImageVariantRoots) {
  const cache = new Map<string, Promise<Buffer>>();
  const sizes = new Map<string, number>();
  let cachedBytes = 0;

  const forget = (key: string) => {
    cache.delete(key);
    cachedBytes -= sizes.get(key) ?? 0;
    sizes.delete(key);
  };

  const make = async (width: TImageVariantWidth, source: string): Promise<Buffer> => {
    const m = /^\/(images|uploads)\/(.+)$/.exec(source)!;
    const root = m[1] === 'images' ? roots.images : roots.uploads;
    const file = path.resolve(root, m[2]!);
    // VARIANT_SOURCE has no '..', but a path that resolves outside its root is never read.
    if (!file.startsWith(root + path.sep)) throw new AppError('image_not_found', IMAGE_VARIANTS_TEXT.notFound);
    let input: Buffer;
    try {
      input = await readFile(file);
    } catch {
      throw new AppError('image_not_found', IMAGE_VARIANTS_TEXT.notFound);
    }
    const sharp = await loadSharp();
    try {
      return await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, pages: 1 })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: VARIANT_QUALITY })
        .toBuffer();
    } catch {
      throw new AppError('image_not_found', IMAGE_VARIANTS_TEXT.notFound);
    }
  };

  return {
    /**
     * The WebP copy of the picture at `source` (a site path such as /images/events/a.webp),
     * `widthText` pixels wide (never enlarged).
     * @throws image_variant_width_invalid (a width not in IMAGE_VARIANT_WIDTHS), image_not_found
     * (no such file, a path outside /images or /uploads, or not a picture)
     */
    async get(widthText: string, source: string): Promise<Buffer> {
      const width = /^\d{1,4}$/.test(widthText) ? Number(widthText) : Number.NaN;
      if (!(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width))
        throw new AppError('image_variant_width_invalid', IMAGE_VARIANTS_TEXT.widthInvalid(IMAGE_VARIANT_WIDTHS));
      if (!VARIANT_SOURCE.test(source) || source.includes('..'))
        throw new AppError('image_not_found', IMAGE_VARIANTS_TEXT.notFound);
      const key = `${width}${source}`;
      const hit = cache.get(key);
      if (hit) {
        // Most recently used last, so the oldest is the first key.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const made = make(width as TImageVariantWidth, source);
      cache.set(key, made);
      try {
        const bytes = await made;
        if (cache.get(key) === made) {
          sizes.set(key, bytes.length);
          cachedBytes += bytes.length;
          for (const oldest of cache.keys()) {
            if (cachedBytes <= CACHE_MAX_BYTES || oldest === key) break;
            forget(oldest);
          }
        }
        return bytes;
      } catch (err) {
        // A failure is not remembered: the file may appear (an upload finishing).
        if (cache.get(key) === made) forget(key);
        throw err;
      }
    },
  };
}
