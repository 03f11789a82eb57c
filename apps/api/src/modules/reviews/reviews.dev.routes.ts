import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@tribe/contracts';
import { z } from 'zod';
import { loopbackOnly } from '../../lib/loopback.js';
import { hostAccess, getHostEvent } from '../host-area/index.js';
import { reviewContext } from './reviews.jobs.js';
import { requestReviewsForEventNow } from './reviews.service.js';

/**
 * POST /dev/reviews/request: asks for reviews of an event's dates now, as the job does an hour
 * after a date ends, so a browser journey (e2e/host.spec.ts) can follow a review from the mail
 * to /host/reviews without waiting for the date to end. Registered outside production only
 * (app.ts), like the development outbox the mails land in; answered only to a connection from
 * this machine (lib/loopback.ts), and only for a signed-in owner or manager of the event's host
 * (the host area's reviews permission): it mails the event's buyers.
 */
const reviewsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', loopbackOnly);
  app.post(
    '/dev/reviews/request',
    {
      schema: {
        hide: true,
        body: z.object({ eventId: z.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.object({ occurrences: z.number().int(), reviews: z.number().int(), mails: z.number().int() }),
          400: ZErrorResponse,
          401: ZErrorResponse,
          403: ZErrorResponse,
          404: ZErrorResponse,
        },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'reviews');
      // Another host's event (or none) is event_not_found, as everywhere in the host area.
      await getHostEvent(app.db, access.hostId, req.body.eventId);
      return requestReviewsForEventNow(reviewContext(app), req.body.eventId);
    },
  );
};

export default reviewsDevRoutes;
