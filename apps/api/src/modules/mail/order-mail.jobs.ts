import type { FastifyInstance } from 'fastify';
import { isLocale } from '@tribe/contracts/locale';
import { JOB, orderIdsWithTicketsOf, orderView, orderViews } from '../checkout/index.js';
import { refundById } from '../payments/index.js';
import {
  orderConfirmationMessage,
  refundNoticeMessage,
  reservationCodeMessage,
  resendTicketsMessage,
} from './order.mails.js';

/**
 * The order engine's mails (decision 043): mail subscribes to what the engine announces and
 * queues its own pg-boss job, which survives a crash and runs in whichever process is free. Each
 * job is single per order or refund (`singletonKey`) and safe to run twice.
 */

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);
const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export function registerOrderMail(app: FastifyInstance): void {
  const jobs = app.jobs;
  const confirm = ({ orderId }: { orderId: number }) =>
    jobs.send(JOB.orderConfirmation, { orderId }, { singletonKey: `confirm-${orderId}` });
  app.domainEvents.on('order.paid', confirm);
  app.domainEvents.on('order.reserved', confirm);
  // Sent at once, not queued: the buyer is waiting on the page for it.
  app.domainEvents.on('order.code_issued', async ({ orderId, code }) => {
    app.mail.send(reservationCodeMessage(await orderView(app.db, app.ticketSigner, orderId), code));
  });
  app.domainEvents.on('order.refunded', async ({ refundId, notice }) => {
    if (notice) await jobs.send(JOB.refundNotice, { refundId }, { singletonKey: `refund-notice-${refundId}` });
  });

  jobs.work(JOB.orderConfirmation, async (data) => {
    const id = num(data.orderId);
    if (id === null) return;
    const order = await orderView(app.db, app.ticketSigner, id);
    if (order.status !== 'paid' && order.status !== 'reserved') return;
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
    const ids = await orderIdsWithTicketsOf(app.db, email);
    if (ids.length === 0) return;
    const views = await orderViews(app.db, app.ticketSigner, ids);
    // The language the request asked in (a job queued before it was named: the newest order's).
    const locale = isLocale(data.locale) ? data.locale : undefined;
    await app.mail.transport.deliver(
      await resendTicketsMessage(email, views, { publicUrl: app.config.publicUrl, locale }),
    );
  });
}
