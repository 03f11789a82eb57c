/**
 * Reviews after an event (issue 9, item 7) as both sides see them: the attendee's feedback page
 * (/feedback/{token}), the host's list (/host/reviews) and the averages on the event page. Plain
 * TypeScript for the browser; the request and response schemas are in reviews.schema.ts.
 */

/** Stars a review may give. */
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export type TReviewRating = (typeof REVIEW_RATINGS)[number];

/** Longest comment an attendee may leave, and longest host reply. */
export const REVIEW_COMMENT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;

/** How long a feedback link works after it was made (the date's end plus an hour or so). */
export const REVIEW_LINK_DAYS = 30;

/** Page size of GET /api/host/reviews. */
export const HOST_REVIEWS_PAGE_SIZE = 20;

/** How many of the latest reviews the event page shows. */
export const EVENT_PAGE_REVIEWS = 3;

/** An average of submitted ratings (one decimal) and how many there are. */
export interface TRatingSummary {
  average: number;
  count: number;
}

/** An average rounded to one decimal, as every screen shows it. */
export const roundRating = (average: number): number => Math.round(average * 10) / 10;

/** One submitted review as the public event page shows it. */
export interface TPublicReview {
  id: number;
  rating: number;
  comment: string | null;
  /** The ticket holder's first name and last initial ('Wanjiku K.'). */
  reviewerName: string | null;
  submittedAt: string;
  hostReply: string | null;
  hostReplyAt: string | null;
}

/** GET /api/feedback/{token}: what the feedback page shows above the form (an open link only). */
export interface TFeedbackRequest {
  event: {
    title: string;
    externalId: string;
    imageUrl: string | null;
    hostName: string | null;
    timeZone: string;
  };
  /** The date or show the ticket was for (ISO start); null for an undated event. */
  startsAt: string | null;
  ticketTypeName: string;
  reviewerName: string | null;
  /** When the link stops working. */
  expiresAt: string;
}

/** POST /api/feedback/{token}: the review as saved. */
export interface TFeedbackResult {
  rating: number;
  comment: string | null;
  submittedAt: string;
}

/** One submitted review as the host sees it. */
export interface THostReview {
  id: number;
  eventId: number;
  eventTitle: string;
  timeZone: string;
  /** The date or show the ticket was for (ISO start). */
  occurrenceStartsAt: string | null;
  ticketTypeName: string | null;
  reviewerName: string | null;
  rating: number;
  comment: string | null;
  submittedAt: string;
  hostReply: string | null;
  hostReplyAt: string | null;
  /** Taken off the public page by moderation (still counted nowhere). */
  hidden: boolean;
}

/** Ratings of one event (or all of them): average, count, how many were asked, the 1–5 spread. */
export interface THostReviewStats {
  /** Null before the first review. */
  average: number | null;
  count: number;
  /** Feedback links sent (one per ticket). */
  requested: number;
  /** Reviews per star, 5 first. */
  distribution: { rating: number; count: number }[];
}

/** An event of the host with review links sent, for the filter and the per-event averages. */
export interface THostReviewEvent {
  eventId: number;
  title: string;
  average: number | null;
  count: number;
  requested: number;
}

/** GET /api/host/reviews. */
export interface THostReviewPage {
  items: THostReview[];
  total: number;
  page: number;
  pageSize: number;
  /** Of the chosen event (or all the host's events), whatever the rating filter. */
  stats: THostReviewStats;
  /** Every event of the host with review links sent, newest first. */
  events: THostReviewEvent[];
}

/** Stable error codes of reviews. */
export const REVIEW_ERROR_CODES = [
  'feedback_not_found',
  'feedback_expired',
  'feedback_used',
  'feedback_already_submitted',
  'review_not_found',
] as const;
export type TReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];
