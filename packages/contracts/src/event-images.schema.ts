import { z } from 'zod';
import { EVENT_IMAGE_ID_PATTERN, EVENT_IMAGES_MAX, type THostEventImages } from './event-images.js';
import { MAX_INT } from './input.js';

/** Request and response schemas of the event image routes (server edge and tests). */

const zImageId = z.string().regex(EVENT_IMAGE_ID_PATTERN, 'must be an image id from the event’s image list');

export const ZHostEventImageParams = z.object({
  eventId: z.coerce.number().int().positive().max(MAX_INT),
  imageId: zImageId,
});

/** PUT /api/host/events/{id}/images/order: every image of the event once, the main one first. */
export const ZHostEventImageOrder = z.object({
  imageIds: z
    .array(zImageId)
    .min(1, 'must list the event’s images')
    .max(EVENT_IMAGES_MAX, `at most ${EVENT_IMAGES_MAX}`)
    .refine((ids) => new Set(ids).size === ids.length, 'must name each image once'),
});
export type THostEventImageOrder = z.infer<typeof ZHostEventImageOrder>;

export const ZHostEventImages = z.object({
  eventId: z.number().int(),
  images: z.array(z.object({ id: z.string(), url: z.string() })),
  remaining: z.number().int(),
});
({}) as z.infer<typeof ZHostEventImages> satisfies THostEventImages;
({}) as THostEventImages satisfies z.infer<typeof ZHostEventImages>;
