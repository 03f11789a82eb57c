import { EVENT_PAGE_REVIEWS, roundRating, type TPublicReview, type TRatingSummary } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { readTogether } from '../../db/read-together.js';
import * as repo from './event-ratings.repository.js';

/** What the public event page shows of its reviews and its host's (read from the reviews' rows). */

export interface EventReviewSummary {
  rating: TRatingSummary | null;
  hostRating: TRatingSummary | null;
  latestReviews: TPublicReview[];
}

const summary = (avg: number | null, count: number): TRatingSummary | null =>
  count > 0 && avg !== null ? { average: roundRating(avg), count } : null;

/** The event's and its host's averages, and the latest few comments with replies. */
export async function eventReviewSummary(db: Db, eventId: number, hostId: number): Promise<EventReviewSummary> {
  const [averages, latest] = await readTogether(
    db,
    () => repo.ratingAverages(db, eventId, hostId),
    () => repo.latestCommentedReviews(db, eventId, EVENT_PAGE_REVIEWS),
  );
  return {
    rating: summary(averages.eventAverage, averages.eventCount),
    hostRating: summary(averages.hostAverage, averages.hostCount),
    latestReviews: latest.map((r) => ({
      id: r.id,
      rating: r.rating!,
      comment: r.comment,
      reviewerName: r.reviewerName,
      submittedAt: r.submittedAt!.toISOString(),
      hostReply: r.hostReply,
      hostReplyAt: r.hostReplyAt?.toISOString() ?? null,
    })),
  };
}
