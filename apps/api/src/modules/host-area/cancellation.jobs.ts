import type { FastifyInstance } from 'fastify';
import { CANCELLATION_JOB, processCancellation, sweepCancellations } from './cancellation.service.js';

/**
 * The cancellation job (pg-boss; decision 003): one run per cancellation as it starts, and a sweep
 * every minute (and once as each process starts, as every schedule does) for a run lost in a crash
 * and orders waiting for a retry. Both are safe to run twice and from several processes at once.
 */
export function registerCancellationJobs(app: FastifyInstance): void {
  app.jobs.work(CANCELLATION_JOB.process, async (data) => {
    const id = data.cancellationId;
    if (typeof id === 'number' && Number.isSafeInteger(id)) await processCancellation(app, id);
  });
  app.jobs.work(CANCELLATION_JOB.sweep, async () => {
    await sweepCancellations(app);
  });
  app.jobs.schedule(CANCELLATION_JOB.sweep, '* * * * *');
}
