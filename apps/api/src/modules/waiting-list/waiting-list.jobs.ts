import type { FastifyInstance } from 'fastify';
import { sendOfferNotice } from './waiting-list.notices.js';
import {
  WAITLIST_JOB,
  dateHasLine,
  makeOffers,
  offerPaid,
  queueOffers,
  sweepWaitlists,
} from './waiting-list.service.js';

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/**
 * The waiting list's background work (decision 050). It hears the order engine (decision 043):
 * places that came back for a date with a line queue that date's offer job; a paid offer is
 * taken. A sweep every minute looks at every date with a line, for anything an announcement missed.
 */
export function registerWaitlistJobs(app: FastifyInstance): void {
  const jobs = app.jobs;
  app.domainEvents.on('places.returned', async ({ occurrenceId }) => {
    if (await dateHasLine(app.db, occurrenceId)) await queueOffers(app, occurrenceId);
  });
  app.domainEvents.on('order.paid', ({ orderId }) => offerPaid(app.db, orderId));

  jobs.work(WAITLIST_JOB.offer, async (data) => {
    const id = num(data.occurrenceId);
    if (id !== null) await makeOffers(app, id);
  });
  jobs.work(WAITLIST_JOB.sweep, async () => {
    await sweepWaitlists(app);
  });
  jobs.schedule(WAITLIST_JOB.sweep, '* * * * *');
  jobs.work(WAITLIST_JOB.notice, async (data) => {
    const entryId = num(data.entryId);
    const orderId = num(data.orderId);
    if (entryId !== null && orderId !== null) await sendOfferNotice(app, entryId, orderId);
  });
}
