import type { FastifyInstance } from 'fastify';
import { JOB } from './checkout.job-names.js';
import { checkoutContext } from './checkout.context.js';
import { expireHolds } from './checkout.expire.js';
import { placesReturned } from './checkout.sale.js';
import { processRefund, reconcilePayments, sweepRefunds, verifyPayment } from './order-payments.service.js';
import { forgetOldPhoneProofs } from './phone-proof.js';

/**
 * Checkout's background work (pg-boss; decision 003). Every handler can run twice without harm:
 * expiry and settlement lock their rows and check the status first, and refunds are claimed in one
 * statement. The mails and SMS an order's events bring are queued by their own modules, which
 * subscribe to the events (decision 043).
 */

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export function registerCheckoutJobs(app: FastifyInstance): void {
  const jobs = app.jobs;
  // Places came back (decision 043): this process may sell them again at once.
  app.domainEvents.on('places.returned', ({ occurrenceId }) => placesReturned(app.db, occurrenceId));
  jobs.work(JOB.expireHolds, async (data) => {
    await expireHolds(checkoutContext(app), new Date(), num(data.eventId) ?? undefined);
  });
  jobs.schedule(JOB.expireHolds, '* * * * *');
  // Holds have no job of their own: besides the sweep every minute, each process ends the holds
  // that ran out while no process was running (a deploy, a crash) as soon as it starts.
  // (Not with JOBS off, as in tests: nothing runs by itself there.)
  app.addHook('onReady', async () => {
    if (!jobs.running) return;
    await expireHolds(checkoutContext(app), new Date()).catch((err: unknown) =>
      app.log.error({ err }, 'hold sweep at start failed'),
    );
  });

  // Phones proven for M-Pesa (decision 042) are forgotten once they no longer count.
  jobs.work(JOB.forgetPhoneProofs, async () => {
    await forgetOldPhoneProofs(app.db);
  });
  jobs.schedule(JOB.forgetPhoneProofs, '23 3 * * *');

  jobs.work(JOB.reconcilePayments, async () => {
    await reconcilePayments(app);
  });
  jobs.schedule(JOB.reconcilePayments, '* * * * *');

  jobs.work(JOB.processRefund, async (data) => {
    const id = num(data.refundId);
    if (id !== null) await processRefund(app, id);
  });
  // Refunds whose job gave up, or whose provider answer a crash lost (order-payments.service.ts).
  jobs.work(JOB.sweepRefunds, async () => {
    await sweepRefunds(app);
  });
  jobs.schedule(JOB.sweepRefunds, '*/5 * * * *');

  jobs.work(JOB.sandboxMpesa, async (data) => {
    const reference = str(data.reference);
    if (reference) await verifyPayment(app, reference);
  });

  jobs.work(JOB.sandboxWebhook, async (data) => {
    const body = str(data.body);
    const headers = (data.headers ?? {}) as Record<string, string>;
    if (!body) return;
    // Through the real route, signature check included, as a provider's webhook would arrive.
    const res = await app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', payload: body, headers });
    if (res.statusCode >= 500) throw new Error(`sandbox webhook answered ${res.statusCode}`);
  });
}
