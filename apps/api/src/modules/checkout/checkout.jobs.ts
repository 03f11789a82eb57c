import type { FastifyInstance } from 'fastify';
import { isLocale } from '@tribe/contracts/locale';
import { orderConfirmationMessage, refundNoticeMessage, resendTicketsMessage } from '../mail/order.mails.js';
import { refundById } from '../payments/payments.repository.js';
import { JOB } from './checkout.job-names.js';
import { orderIdsWithTicketsOf } from './checkout.repository.js';
import { checkoutContext, expireHolds } from './checkout.service.js';
import { processRefund, reconcilePayments, sweepRefunds, verifyPayment } from './order-payments.service.js';
import { orderView, orderViews } from './order-view.js';
import { forgetOldPhoneProofs } from './phone-proof.js';
import { queueConfirmationSms } from '../sms/sms.service.js';

/**
 * Checkout's background work (pg-boss; decision 003). Every handler can run twice without harm:
 * expiry and settlement lock their rows and check the status first, refunds are claimed in one
 * statement, and mail jobs are single per order.
 */

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

/** Orders of this address that still have tickets, newest first. */
export async function orderIdsWithTickets(app: FastifyInstance, email: string): Promise<number[]> {
  return orderIdsWithTicketsOf(app.db, email);
}

export function registerCheckoutJobs(app: FastifyInstance): void {
  const jobs = app.jobs;
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

  jobs.work(JOB.orderConfirmation, async (data) => {
    const id = num(data.orderId);
    if (id === null) return;
    const order = await orderView(app.db, app.ticketSigner, id);
    if (order.status !== 'paid' && order.status !== 'reserved') return;
    // The SMS has its own job (and retries): queued first, so a mail server that is down does not hold it back.
    if (order.buyer.phone) await queueConfirmationSms({ jobs: app.jobs, enabled: app.sms.enabled }, id);
    await app.mail.transport.deliver(await orderConfirmationMessage(order, { publicUrl: app.config.publicUrl }));
  });

  jobs.work(JOB.refundNotice, async (data) => {
    const id = num(data.refundId);
    if (id === null) return;
    const refund = await refundById(app.db, id);
    if (!refund) return;
    const order = await orderView(app.db, app.ticketSigner, refund.orderId);
    await app.mail.transport.deliver(refundNoticeMessage(order, { amount: refund.amount, reason: refund.reason }));
  });

  jobs.work(JOB.resendTickets, async (data) => {
    const email = str(data.email);
    if (!email) return;
    const ids = await orderIdsWithTickets(app, email);
    if (ids.length === 0) return;
    const views = await orderViews(app.db, app.ticketSigner, ids);
    // The language the request asked in (a job queued before it was named: the newest order's).
    const locale = isLocale(data.locale) ? data.locale : undefined;
    await app.mail.transport.deliver(
      await resendTicketsMessage(email, views, { publicUrl: app.config.publicUrl, locale }),
    );
  });
}
