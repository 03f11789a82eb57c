import { z } from 'zod';
import { MAX_INT, zMultilineText } from './input.js';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_REPLY_MAX,
  type TFeedbackRequest,
  type TFeedbackResult,
  type THostReview,
  type THostReviewPage,
  type TPublicReview,
  type TRatingSummary,
} from './reviews.js';

/**
 * Request and response schemas of reviews (server edge and tests). The browser sends these
 * shapes and checks its forms with the plain rules in reviews.ts.
 */

/** Multi-line text, trimmed; empty becomes null. */
const zOptionalMultiline = (max: number) =>
  zMultilineText(max)
    .nullable()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : null));

/** The `:token` of /api/feedback/{token}: the random part of a feedback link. */
export const ZFeedbackParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'is not a feedback link'),
});

/** POST /api/feedback/{token}. */
export const ZFeedbackInput = z.object({
  rating: z
    .number({ message: 'must be a whole number of stars from 1 to 5' })
    .int('must be a whole number of stars from 1 to 5')
    .min(1, 'must be at least 1 star')
    .max(5, 'must be at most 5 stars'),
  comment: zOptionalMultiline(REVIEW_COMMENT_MAX),
});
export type TFeedbackInput = z.input<typeof ZFeedbackInput>;

export const ZFeedbackRequest = z.object({
  event: z.object({
    title: z.string(),
    externalId: z.string(),
    imageUrl: z.string().nullable(),
    hostName: z.string().nullable(),
    timeZone: z.string(),
  }),
  startsAt: z.string().nullable(),
  ticketTypeName: z.string(),
  reviewerName: z.string().nullable(),
  expiresAt: z.string(),
});
({}) as z.infer<typeof ZFeedbackRequest> satisfies TFeedbackRequest;
({}) as TFeedbackRequest satisfies z.infer<typeof ZFeedbackRequest>;

export const ZFeedbackResult = z.object({
  rating: z.number().int(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
});
({}) as z.infer<typeof ZFeedbackResult> satisfies TFeedbackResult;
({}) as TFeedbackResult satisfies z.infer<typeof ZFeedbackResult>;

export const ZRatingSummary = z.object({ average: z.number(), count: z.number().int() });
({}) as z.infer<typeof ZRatingSummary> satisfies TRatingSummary;

export const ZPublicReview = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reviewerName: z.string().nullable(),
  submittedAt: z.string(),
  hostReply: z.string().nullable(),
  hostReplyAt: z.string().nullable(),
});
({}) as z.infer<typeof ZPublicReview> satisfies TPublicReview;
({}) as TPublicReview satisfies z.infer<typeof ZPublicReview>;

/** GET /api/host/reviews query. */
export const ZHostReviewsQuery = z.object({
  eventId: z.coerce.number().int().positive().max(MAX_INT).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZHostReview = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  timeZone: z.string(),
  occurrenceStartsAt: z.string().nullable(),
  ticketTypeName: z.string().nullable(),
  reviewerName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
  hostReply: z.string().nullable(),
  hostReplyAt: z.string().nullable(),
  hidden: z.boolean(),
});
({}) as z.infer<typeof ZHostReview> satisfies THostReview;
({}) as THostReview satisfies z.infer<typeof ZHostReview>;

const zAverage = z.number().nullable();

export const ZHostReviewPage = z.object({
  items: z.array(ZHostReview),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  stats: z.object({
    average: zAverage,
    count: z.number().int(),
    requested: z.number().int(),
    distribution: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  }),
  events: z.array(
    z.object({
      eventId: z.number().int(),
      title: z.string(),
      average: zAverage,
      count: z.number().int(),
      requested: z.number().int(),
    }),
  ),
});
({}) as z.infer<typeof ZHostReviewPage> satisfies THostReviewPage;
({}) as THostReviewPage satisfies z.infer<typeof ZHostReviewPage>;

/** The `:reviewId` of /api/host/reviews/{reviewId}/reply. */
export const ZHostReviewParams = z.object({ reviewId: z.coerce.number().int().positive().max(MAX_INT) });

/** PUT /api/host/reviews/{reviewId}/reply: the reply (empty removes it). */
export const ZHostReviewReplyInput = z.object({
  reply: zMultilineText(REVIEW_REPLY_MAX)
    .nullable()
    .transform((s) => (s?.trim() ? s.trim() : null)),
});
