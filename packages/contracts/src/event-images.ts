/**
 * An event's pictures as the host manages them (issue 9, item 3): the limits both sides apply,
 * the answer of the image routes and how a file's first bytes say what it is. Plain TypeScript
 * for the browser; the request schemas are in event-images.schema.ts.
 *
 * The first image is the main one (`events.image_url`: cards, the listing, sharing); the others
 * are `event_images` rows in their order. An image's id is a digest of its address, so it stays
 * the same when the image moves between main and the others.
 */

/** The largest upload accepted, before resizing. */
export const EVENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Images an event may have, the main one included. */
export const EVENT_IMAGES_MAX = 10;
/** Stored pictures are at most this wide (never enlarged). */
export const EVENT_IMAGE_MAX_WIDTH = 1600;
/** What the file picker offers; the server decides by the file's bytes, not its name or type. */
export const EVENT_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/** An image id: the first 16 characters of the base64url SHA-256 of its address. */
export const EVENT_IMAGE_ID_PATTERN = /^[A-Za-z0-9_-]{16}$/;

export interface THostEventImage {
  id: string;
  url: string;
}

/** GET/POST/PUT/DELETE /api/host/events/{id}/images…: every image of the event, main first. */
export interface THostEventImages {
  eventId: number;
  images: THostEventImage[];
  /** How many more may be added. */
  remaining: number;
}

export type TImageKind = 'jpeg' | 'png' | 'webp';

/**
 * What a file is by its first bytes (its signature), whatever its name says: JPEG starts
 * FF D8 FF, PNG with its 8-byte signature, WebP is a RIFF container whose form type is WEBP.
 * Null for anything else (text, SVG, HEIC, GIF, PDF…). Needs at least 12 bytes.
 */
export function sniffImageKind(bytes: Uint8Array): TImageKind | null {
  const at = (i: number, values: number[]) => values.every((v, k) => bytes[i + k] === v);
  if (bytes.length >= 3 && at(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes.length >= 8 && at(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // 'RIFF' <4-byte size> 'WEBP'
  if (bytes.length >= 12 && at(0, [0x52, 0x49, 0x46, 0x46]) && at(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

/** Stable error codes of the image routes. */
export const EVENT_IMAGE_ERROR_CODES = [
  'unsupported_media_type',
  'payload_too_large',
  'image_invalid',
  'image_too_small',
  'too_many_images',
  'image_not_found',
  'images_changed',
] as const;
