import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { events, reviewIsVisible as visible, reviews } from '../../db/schema/index.js';

/**
 * The public event page's reviews, read from the reviews module's rows (a read model: the reviews
 * module writes them and announces `event.reviewed` when one is written or answered).
 */

/** Average and count of visible reviews of the event, and of all the host's events. */
export async function ratingAverages(db: DbOrTx, eventId: number, hostId: number) {
  const num = (v: string | null) => (v === null ? null : Number(v));
  const [row] = await db
    .select({
      eventAverage: sql<number | null>`avg(${reviews.rating}) FILTER (WHERE ${reviews.eventId} = ${eventId})`.mapWith(
        num,
      ),
      eventCount: sql<number>`(count(*) FILTER (WHERE ${reviews.eventId} = ${eventId}))::int`,
      hostAverage: sql<number | null>`avg(${reviews.rating})`.mapWith(num),
      hostCount: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .innerJoin(events, eq(events.id, reviews.eventId))
    .where(and(eq(events.hostId, hostId), visible));
  return row ?? { eventAverage: null, eventCount: 0, hostAverage: null, hostCount: 0 };
}

/** The latest visible reviews of an event that have a comment, newest first. */
export async function latestCommentedReviews(db: DbOrTx, eventId: number, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reviewerName: reviews.reviewerName,
      submittedAt: reviews.submittedAt,
      hostReply: reviews.hostReply,
      hostReplyAt: reviews.hostReplyAt,
    })
    .from(reviews)
    .where(and(eq(reviews.eventId, eventId), visible, sql`${reviews.comment} IS NOT NULL`))
    .orderBy(desc(reviews.submittedAt), desc(reviews.id))
    .limit(limit);
}
