import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config.js';
import { africasTalkingGateway, outboxSmsGateway, type SmsGateway } from './sms.gateway.js';
import { transferNotice, transferUrl } from '../tickets/index.js';
import { transferSms } from './sms.messages.js';
import { queueConfirmationSms, queueDueReminders, sendOrderSms, SMS_JOB, type SmsContext } from './sms.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Ticket SMS: whether they are sent, and through which gateway (decision 027). */
    sms: { enabled: boolean; gateway: SmsGateway };
  }
}

/** The app's SMS gateway: Africa's Talking when its keys are set, otherwise the dev outbox. */
export default fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const at = config.sms.africasTalking;
    const gateway = at ? africasTalkingGateway(at) : outboxSmsGateway(app.db, app.log.child({ module: 'sms' }));
    app.decorate('sms', { enabled: config.sms.enabled, gateway });
    if (!config.sms.enabled)
      app.log.info("SMS_ENABLED is off (or no Africa's Talking keys in production): no ticket SMS");
  },
  { name: 'sms', dependencies: ['jobs'] },
);

/** The SMS context of this app (jobs, gateway, signer, links). */
export const smsContext = (app: FastifyInstance): SmsContext => ({
  db: app.db,
  jobs: app.jobs,
  gateway: app.sms.gateway,
  signer: app.ticketSigner,
  publicUrl: app.config.publicUrl,
  log: app.log.child({ module: 'sms' }),
  enabled: app.sms.enabled,
});

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/** The SMS jobs: one order's SMS (retried by pg-boss), and the reminders' sweep every quarter hour. */
export function registerSmsJobs(app: FastifyInstance): void {
  // An order's tickets exist (decision 043): its confirmation SMS is queued beside its mail, never
  // behind it, so a mail server that is down does not hold the SMS back.
  const confirm = ({ orderId }: { orderId: number }) =>
    queueConfirmationSms({ jobs: app.jobs, enabled: app.sms.enabled }, orderId);
  app.domainEvents.on('order.paid', confirm);
  app.domainEvents.on('order.reserved', confirm);
  app.jobs.work(SMS_JOB.order, async (data) => {
    const orderId = num(data.orderId);
    const kind = data.kind === 'reminder' ? 'reminder' : data.kind === 'confirmation' ? 'confirmation' : null;
    if (orderId === null || kind === null) return;
    await sendOrderSms(smsContext(app), orderId, kind);
  });
  app.jobs.work(SMS_JOB.reminders, async () => {
    await queueDueReminders(smsContext(app));
  });
  app.jobs.schedule(SMS_JOB.reminders, '*/15 * * * *');

  // A phone transfer's link goes out at once (decision 051): the token lives only in the
  // announcement. A failure is logged; the sender can cancel and send again.
  app.domainEvents.on('ticket.transfer_sent', async ({ transferId, token }) => {
    if (!app.sms.enabled) return;
    const notice = await transferNotice(app.db, transferId);
    if (!notice?.toPhone) return;
    try {
      for (const message of transferSms(notice, transferUrl(app.config.publicUrl, token)))
        await app.sms.gateway.sendSms({ to: notice.toPhone, message });
    } catch (err) {
      app.log.error({ err, transferId }, 'transfer SMS not sent');
    }
  });
}
