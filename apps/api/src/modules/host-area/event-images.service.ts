import { createHash } from 'node:crypto';
import {
  EVENT_IMAGE_MAX_WIDTH,
  EVENT_IMAGES_MAX,
  sniffImageKind,
  type THostEventImage,
  type THostEventImages,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { reencodeImage } from '../../lib/images.js';
import type { FileStorage } from '../../lib/storage.js';
import { invalidateCatalogue } from '../events/index.js';
import { EVENT_IMAGE_TEXT as T } from './event-images.texts.js';
import * as repo from './event-images.repository.js';

export interface EventImagesContext {
  db: Db;
  storage: FileStorage;
  now?: Date;
}

/** An image's id: a digest of its address, so it survives moving between main and the others. */
export const imageIdOf = (url: string): string => createHash('sha256').update(url).digest('base64url').slice(0, 16);

/** The event's images, main first, each address once (seeded events may repeat the main one). */
function galleryOf(row: repo.EventImagesRow): THostEventImage[] {
  const seen = new Set<string>();
  const out: THostEventImage[] = [];
  for (const url of [row.imageUrl, ...row.extras]) {
    if (!url || seen.has(url)) continue;
    seen.add(url);
    out.push({ id: imageIdOf(url), url });
  }
  return out;
}

const answer = (eventId: number, images: THostEventImage[]): THostEventImages => ({
  eventId,
  images,
  remaining: Math.max(0, EVENT_IMAGES_MAX - images.length),
});

const notFound = () => new AppError('event_not_found', T.eventNotFound);

/**
 * Runs `change` on the event's images under its row lock and writes the list it returns. The
 * public catalogue forgets its copies when the main image of a published event changed.
 */
async function changeImages(
  ctx: EventImagesContext,
  hostId: number,
  eventId: number,
  change: (images: THostEventImage[]) => THostEventImage[],
): Promise<{ images: THostEventImage[]; before: THostEventImage[] }> {
  const now = ctx.now ?? new Date();
  const result = await ctx.db.transaction(async (tx) => {
    const row = await repo.loadEventImages(tx, hostId, eventId, true);
    if (!row) throw notFound();
    const before = galleryOf(row);
    const images = change(before);
    await repo.writeEventImages(
      tx,
      eventId,
      images.map((i) => i.url),
      now,
    );
    return { images, before, status: row.status };
  });
  if (result.status !== 'draft' && result.images[0]?.url !== result.before[0]?.url) await invalidateCatalogue(ctx.db);
  return result;
}

/**
 * The event's images, main first.
 * @throws AppError event_not_found (another host's event included)
 */
export async function listEventImages(db: Db, hostId: number, eventId: number): Promise<THostEventImages> {
  const row = await repo.loadEventImages(db, hostId, eventId);
  if (!row) throw notFound();
  return answer(eventId, galleryOf(row));
}

/**
 * Checks, before the upload is read and decoded, that the event is the host's and has room.
 * @throws AppError event_not_found, too_many_images
 */
export async function assertRoomForImage(db: Db, hostId: number, eventId: number): Promise<void> {
  const row = await repo.loadEventImages(db, hostId, eventId);
  if (!row) throw notFound();
  if (galleryOf(row).length >= EVENT_IMAGES_MAX) throw new AppError('too_many_images', T.full);
}

/**
 * Adds a picture to the event: it must be a JPEG, PNG or WebP by its bytes (not its name); it is
 * decoded, turned upright, stripped of metadata (camera, GPS) and stored as a WebP at most
 * EVENT_IMAGE_MAX_WIDTH wide. The first image of an event becomes its main image. The count is
 * checked again under the event's row lock, so two uploads at once cannot pass the limit; a
 * stored file whose row was not written is removed.
 * @throws AppError event_not_found, unsupported_media_type, image_invalid, image_too_small,
 *   too_many_images
 */
export async function addEventImage(
  ctx: EventImagesContext,
  hostId: number,
  eventId: number,
  upload: Buffer,
): Promise<THostEventImages> {
  if (!sniffImageKind(upload)) throw new AppError('unsupported_media_type', T.notAPicture);
  const webp = await reencodeImage(upload, { maxSide: EVENT_IMAGE_MAX_WIDTH, square: false });
  const url = await ctx.storage.put('events', webp, 'webp');
  try {
    const { images } = await changeImages(ctx, hostId, eventId, (images) => {
      if (images.length >= EVENT_IMAGES_MAX) throw new AppError('too_many_images', T.full);
      return [...images, { id: imageIdOf(url), url }];
    });
    return answer(eventId, images);
  } catch (err) {
    await ctx.storage.remove(url);
    throw err;
  }
}

/**
 * Removes one image; removing the main image makes the next one main (or leaves none). An
 * uploaded file is deleted once its row is gone.
 * @throws AppError event_not_found, image_not_found
 */
export async function removeEventImage(
  ctx: EventImagesContext,
  hostId: number,
  eventId: number,
  imageId: string,
): Promise<THostEventImages> {
  let removed: string | null = null;
  const { images } = await changeImages(ctx, hostId, eventId, (images) => {
    const image = images.find((i) => i.id === imageId);
    if (!image) throw new AppError('image_not_found', T.imageNotFound);
    removed = image.url;
    return images.filter((i) => i.id !== imageId);
  });
  await ctx.storage.remove(removed);
  return answer(eventId, images);
}

/**
 * Puts the images in the given order; the first becomes the main image. The list must name
 * every image of the event once: a list made before another tab added or removed one is refused.
 * @throws AppError event_not_found, images_changed
 */
export async function reorderEventImages(
  ctx: EventImagesContext,
  hostId: number,
  eventId: number,
  imageIds: string[],
): Promise<THostEventImages> {
  const { images } = await changeImages(ctx, hostId, eventId, (images) => {
    const byId = new Map(images.map((i) => [i.id, i]));
    if (imageIds.length !== images.length || imageIds.some((id) => !byId.has(id)))
      throw new AppError('images_changed', T.changed);
    return imageIds.map((id) => byId.get(id)!);
  });
  return answer(eventId, images);
}
