import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/errors.js';
import { ZErrorResponse, ZFeedbackInput, ZFeedbackParams, ZFeedbackRequest, ZFeedbackResult } from '@tribe/contracts';
import { assertFeedbackLinkExists, getFeedbackRequest, submitFeedback } from './reviews.service.js';

const failures = errorResponses(400, 404, 410, 429);

/**
 * The attendee's feedback link (/feedback/{token}; issue 9, item 7): no sign-in, the link's
 * token is the key. Throttled per address, generously: after a concert many people on one
 * carrier's shared address rate it within the hour, and the 192-bit tokens need no guessing
 * limit of their own.
 */
const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    reply.header('X-Robots-Tag', 'noindex');
  });

  app.get(
    '/feedback/:token',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'What a feedback link is for: event, date, ticket type (410 once used or expired)',
        params: ZFeedbackParams,
        response: { 200: ZFeedbackRequest, ...failures },
      },
    },
    async (req) => getFeedbackRequest(app.db, req.params.token),
  );

  app.post(
    '/feedback/:token',
    {
      bodyLimit: 16 * 1024,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      // An unknown link is 404 whatever the body says.
      preValidation: async (req) => {
        const parsed = ZFeedbackParams.safeParse(req.params);
        if (parsed.success) await assertFeedbackLinkExists(app.db, parsed.data.token);
      },
      schema: {
        tags,
        summary: 'Send a rating (1–5) and an optional comment, once per link',
        params: ZFeedbackParams,
        body: ZFeedbackInput,
        response: { 201: ZFeedbackResult, ...failures, 409: ZErrorResponse },
      },
    },
    async (req, reply) => {
      const saved = await submitFeedback(app.db, req.params.token, {
        rating: req.body.rating,
        comment: req.body.comment ?? null,
      });
      return reply.status(201).send(saved);
    },
  );
};

export default feedbackRoutes;
