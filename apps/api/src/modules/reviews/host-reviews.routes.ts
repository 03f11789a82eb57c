import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors.js';
import {
  ZHostReview,
  ZHostReviewPage,
  ZHostReviewParams,
  ZHostReviewReplyInput,
  ZHostReviewsQuery,
} from '@tribe/contracts';
import { hostAccess } from '../host-area/index.js';
import { listHostReviews, replyToReview } from './reviews.service.js';

const failures = errorResponses(400, 401, 403, 404, 429);

/**
 * The host's reviews (/host/reviews; issue 9, item 7): the `reviews` permission (owner, manager).
 * 401 signed out, 403 without the right, 404 for another host's review. Registered inside the host
 * area's group (app.ts), whose hooks refuse the signed out and keep answers out of caches.
 */
const hostReviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['host', 'reviews'];

  app.get(
    '/host/reviews',
    {
      schema: {
        tags,
        summary: 'Submitted reviews of the host’s events, newest first, with averages and the 1–5 spread',
        querystring: ZHostReviewsQuery,
        response: { 200: ZHostReviewPage, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'reviews');
      return listHostReviews(app.db, access.hostId, req.query);
    },
  );

  app.put(
    '/host/reviews/:reviewId/reply',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Set, change or (empty) remove the host’s public reply to a review',
        params: ZHostReviewParams,
        body: ZHostReviewReplyInput,
        response: { 200: ZHostReview, ...failures },
      },
    },
    async (req) => {
      const access = await hostAccess(app, req, 'reviews');
      return replyToReview(app.db, access.hostId, req.params.reviewId, req.body.reply);
    },
  );
};

export default hostReviewsRoutes;
