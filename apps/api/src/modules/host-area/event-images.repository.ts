import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { eventImages, events } from '../../db/schema/index.js';

/** What the image routes read of an event: its main image, status and extra images in order. */
export interface EventImagesRow {
  id: number;
  status: 'draft' | 'live' | 'cancelled';
  imageUrl: string | null;
  /** The event_images rows' addresses, by position. */
  extras: string[];
}

/**
 * One event of one host with its images, or null (another host's event is as absent as a
 * missing one). With `lock` (inside a transaction) the event row is locked first, the same row
 * the event form's save and checkout lock first, so image changes queue behind them.
 */
export async function loadEventImages(
  db: DbOrTx,
  hostId: number,
  eventId: number,
  lock = false,
): Promise<EventImagesRow | null> {
  const q = db
    .select({ id: events.id, status: events.status, imageUrl: events.imageUrl })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  const [event] = lock ? await q.for('update') : await q;
  if (!event) return null;
  const rows = await db
    .select({ url: eventImages.imageUrl })
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId))
    .orderBy(asc(eventImages.position), asc(eventImages.id));
  return { ...event, extras: rows.map((r) => r.url) };
}

/**
 * Writes the event's images: the first becomes `events.image_url` (null when none), the rest
 * replace its event_images rows at positions 0, 1, … Runs in the caller's transaction.
 */
export async function writeEventImages(tx: Tx, eventId: number, urls: string[], now: Date): Promise<void> {
  await tx
    .update(events)
    .set({ imageUrl: urls[0] ?? null, updatedAt: now })
    .where(eq(events.id, eventId));
  await tx.delete(eventImages).where(eq(eventImages.eventId, eventId));
  const rest = urls.slice(1);
  if (rest.length)
    await tx.insert(eventImages).values(rest.map((imageUrl, position) => ({ eventId, imageUrl, position })));
}
