import type { FastifyInstance } from 'fastify';
import { lapseTransfers } from './ticket-transfers.service.js';

/** The job that ends lapsed transfers (decision 051): every quarter of an hour, once across processes. */
export const TRANSFER_JOB = { lapse: 'tickets.transfers-lapse' } as const;

export function registerTransferJobs(app: FastifyInstance): void {
  app.jobs.work(TRANSFER_JOB.lapse, async () => {
    await lapseTransfers({ db: app.db });
  });
  app.jobs.schedule(TRANSFER_JOB.lapse, '*/15 * * * *');
}
