import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZErrorResponse } from '@tribe/contracts';
import { z } from 'zod';
import { reviewContext } from './reviews.jobs.js';
import { requestReviewsForEventNow } from './reviews.service.js';

/**
 * POST /dev/reviews/request: asks for reviews of an event's dates now, as the job does an hour
 * after a date ends, so a browser journey (e2e/host.spec.ts) can follow a review from the mail
 * to /host/reviews without waiting for the date to end. Registered outside production only
 * (app.ts), like the development outbox the mails land in.
 */
const reviewsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/dev/reviews/request',
    {
      schema: {
        hide: true,
        body: z.object({ eventId: z.number().int().positive().max(2_147_483_647) }),
        response: {
          200: z.object({ occurrences: z.number().int(), reviews: z.number().int(), mails: z.number().int() }),
          400: ZErrorResponse,
        },
      },
    },
    async (req) => requestReviewsForEventNow(reviewContext(app), req.body.eventId),
  );
};

export default reviewsDevRoutes;
