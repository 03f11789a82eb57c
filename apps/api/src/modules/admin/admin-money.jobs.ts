import type { FastifyInstance } from 'fastify';
import { runLedgerCheck, LEDGER_JOB } from './admin-ledger.service.js';
import { PAYOUT_JOB, reconcilePayouts, sendPayout } from './admin-payouts.service.js';

/**
 * The admin area's money jobs (pg-boss; decision 022): sending approved payouts (retried with a
 * growing delay when the provider does not answer), reconciling transfers every ten minutes,
 * and the nightly ledger check. Each is safe to run twice.
 */
export function registerAdminMoneyJobs(app: FastifyInstance): void {
  app.jobs.work(PAYOUT_JOB.send, async (data) => {
    const id = typeof data.payoutId === 'number' && Number.isSafeInteger(data.payoutId) ? data.payoutId : null;
    if (id !== null) await sendPayout(app, id);
  });
  app.jobs.work(PAYOUT_JOB.reconcile, async () => {
    await reconcilePayouts(app);
  });
  app.jobs.schedule(PAYOUT_JOB.reconcile, '*/10 * * * *');
  app.jobs.work(LEDGER_JOB.check, async () => {
    await runLedgerCheck(app);
  });
  // Nightly, at 02:30 server time.
  app.jobs.schedule(LEDGER_JOB.check, '30 2 * * *');
}
