import type { FastifyInstance } from 'fastify';
import { requestDueReviews, type ReviewContext } from './reviews.service.js';

/** Job names of reviews (pg-boss; decision 003). */
export const REVIEW_JOBS = {
  /** Every 10 minutes and once at start: ask about the dates that ended. */
  requestDue: 'reviews.request-due',
} as const;

export const reviewContext = (app: FastifyInstance): ReviewContext => ({
  db: app.db,
  deliver: (msg) => app.mail.transport.deliver(msg),
  publicUrl: app.config.publicUrl,
});

/**
 * The review requests' sweep. A process that starts after downtime runs it at once (the queue
 * sends every scheduled job once at start), so dates that ended meanwhile are asked about within
 * the week they stay due. Safe to run twice or in two processes (see requestReviewsForOccurrence).
 */
export function registerReviewJobs(app: FastifyInstance): void {
  app.jobs.work(REVIEW_JOBS.requestDue, async () => {
    const done = await requestDueReviews(reviewContext(app));
    if (done.mails > 0) app.log.info({ job: REVIEW_JOBS.requestDue, ...done }, 'review requests sent');
  });
  app.jobs.schedule(REVIEW_JOBS.requestDue, '*/10 * * * *');
}
