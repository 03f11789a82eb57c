import type { FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EVENT_IMAGE_MAX_BYTES,
  ZHostEventImageOrder,
  ZHostEventImageParams,
  ZHostEventImages,
  ZHostEventParams,
} from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { accessOf, HOST_FAILURES, requireHostEvent } from './host-access.js';
import { EVENT_IMAGE_TEXT as T } from './event-images.texts.js';
import {
  addEventImage,
  assertRoomForImage,
  listEventImages,
  removeEventImage,
  reorderEventImages,
  type EventImagesContext,
} from './event-images.service.js';

const MB = EVENT_IMAGE_MAX_BYTES / (1024 * 1024);

/** Reads the one picture of a multipart upload into memory, refusing more than the limit. */
async function readEventImage(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new AppError('unsupported_media_type', T.notMultipart);
  try {
    const file = await req.file({ limits: { fileSize: EVENT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file || file.fieldname !== 'file') throw new AppError('validation_failed', `file: ${T.fileMissing}`);
    const data = await file.toBuffer();
    if (!data.length) throw new AppError('validation_failed', `file: ${T.fileMissing}`);
    return data;
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', T.tooBig(MB));
    throw err;
  }
}

/**
 * An event's pictures (`/api/host/events/{id}/images…`, permission `events`): list, upload one,
 * remove one, put them in order (the first is the main image). 401 signed out, 403 without the
 * permission, 404 for another host's event.
 */
const eventImagesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: EVENT_IMAGE_MAX_BYTES, files: 1 } });
  const tags = ['host'];
  const response = { 200: ZHostEventImages, ...HOST_FAILURES };
  const context = (): EventImagesContext => ({ db: app.db, storage: app.storage });

  // Signed in and never cached: the host area's group (host-area.group.ts) says so once.

  app.get(
    '/host/events/:eventId/images',
    {
      preHandler: requireHostEvent('events'),
      schema: { tags, summary: 'The event’s images, the main one first', params: ZHostEventParams, response },
    },
    async (req) => {
      const access = accessOf(req);
      return listEventImages(app.db, access.hostId, req.params.eventId);
    },
  );

  app.post(
    '/host/events/:eventId/images',
    {
      preHandler: requireHostEvent('events'),
      config: { rateLimit: { max: 60, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary: `Add a picture (multipart field "file"; JPEG, PNG or WebP up to ${MB} MB; at most 10 per event). The first becomes the main image`,
        consumes: ['multipart/form-data'],
        params: ZHostEventParams,
        response,
      },
    },
    async (req) => {
      const access = accessOf(req);
      // Before reading and decoding the upload: someone else's event, or a full one, costs nothing.
      await assertRoomForImage(app.db, access.hostId, req.params.eventId);
      return addEventImage(context(), access.hostId, req.params.eventId, await readEventImage(req));
    },
  );

  app.put(
    '/host/events/:eventId/images/order',
    {
      preHandler: requireHostEvent('events'),
      bodyLimit: 16 * 1024,
      schema: {
        tags,
        summary: 'Put the images in order: every image id once, the main image first',
        params: ZHostEventParams,
        body: ZHostEventImageOrder,
        response,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return reorderEventImages(context(), access.hostId, req.params.eventId, req.body.imageIds);
    },
  );

  app.delete(
    '/host/events/:eventId/images/:imageId',
    {
      preHandler: requireHostEvent('events'),
      schema: {
        tags,
        summary: 'Remove an image; removing the main image makes the next one main',
        params: ZHostEventImageParams,
        response,
      },
    },
    async (req) => {
      const access = accessOf(req);
      return removeEventImage(context(), access.hostId, req.params.eventId, req.params.imageId);
    },
  );
};

export default eventImagesRoutes;
