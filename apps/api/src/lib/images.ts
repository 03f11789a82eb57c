import type { Metadata } from 'sharp';

/**
 * sharp (libvips) loads on the first upload, not at start-up: ~20 MB of resident memory that
 * most processes never need (docs/performance.md, memory).
 */
const loadSharp = async () => (await import('sharp')).default;
import { AppError } from './errors.js';
import { IMAGE_TEXT } from './images.texts.js';

/** The largest upload accepted, before any processing. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Decoding stops beyond this many pixels (a small file can claim a huge canvas). */
export const IMAGE_MAX_INPUT_PIXELS = 40_000_000;
export const IMAGE_MIN_SIDE = 64;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'avif', 'heif', 'gif']);

export interface ImageRules {
  /** The longest side after resizing (never enlarged). */
  maxSide: number;
  /** Crop to a square (avatars and logos are shown round or square). */
  square: boolean;
}

/**
 * Re-encodes an uploaded picture as WebP: the decoder is told the pixel limit up front, the
 * EXIF orientation is applied and then every piece of metadata (EXIF with GPS position, XMP,
 * ICC, comments) is dropped, because sharp writes none unless asked. Whatever was inside the
 * upload (a script in a comment, a polyglot file) does not survive decoding and re-encoding.
 * @throws image_invalid (not a picture, or one we do not read), image_too_small
 */
export async function reencodeImage(input: Buffer, rules: ImageRules): Promise<Buffer> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS }).metadata();
  } catch {
    throw new AppError('image_invalid', IMAGE_TEXT.unreadable);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new AppError('image_invalid', IMAGE_TEXT.unreadable);
  const w = meta.width ?? 0;
  const h = meta.height ?? 0;
  if (w * h > IMAGE_MAX_INPUT_PIXELS) throw new AppError('image_invalid', IMAGE_TEXT.tooManyPixels);
  if (Math.min(w, h) < IMAGE_MIN_SIDE) throw new AppError('image_too_small', IMAGE_TEXT.tooSmall(IMAGE_MIN_SIDE));
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({
        width: rules.maxSide,
        height: rules.maxSide,
        fit: rules.square ? 'cover' : 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AppError('image_invalid', IMAGE_TEXT.damaged);
  }
}
