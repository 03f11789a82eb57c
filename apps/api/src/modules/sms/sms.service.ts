import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { orderView } from '../checkout/index.js';
import { smsCodesFor, type TicketSigner } from '../tickets/index.js';
import { SmsRefused, type SmsGateway } from './sms.gateway.js';
import { confirmationSms, reminderSms } from './sms.messages.js';
import {
  claimNotice,
  findReminderDue,
  markNoticeRefused,
  markNoticeSent,
  provenPhoneOf,
  releaseNotice,
  type SmsNoticeKind,
} from './sms.repository.js';

/**
 * Ticket SMS (issue 20, item 3; decisions 027 and 040): one confirmation after an order paid by
 * M-Pesa, to the phone that paid, and one reminder the day before. Both go
 * through pg-boss (`SMS_JOB`), retried on a gateway failure; the `sms_notices` claim makes each
 * go out once whichever process or retry gets there, and a refusal that no retry changes (an
 * invalid number) is recorded and not tried again.
 */

export const SMS_JOB = {
  /** One order's SMS: data { orderId, kind: 'confirmation' | 'reminder' }. */
  order: 'sms.order',
  /** Every quarter of an hour: queue the reminders now due. */
  reminders: 'sms.reminders',
} as const;

/** How long the reminder comes before the date starts. */
export const REMINDER_AHEAD_MS = 24 * 3600_000;
/** A claim older than this that never finished (its process died) may be taken over. */
export const STALE_CLAIM_MS = 10 * 60_000;

export interface SmsContext {
  db: Db;
  jobs: Pick<JobQueue, 'send'>;
  gateway: SmsGateway;
  signer: TicketSigner;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** SMS_ENABLED: off, nothing is queued or sent. */
  enabled: boolean;
}

/** Queues the confirmation SMS of an order (the confirmation mail's job calls it); nothing when SMS are off. */
export async function queueConfirmationSms(ctx: Pick<SmsContext, 'jobs' | 'enabled'>, orderId: number): Promise<void> {
  if (!ctx.enabled) return;
  await ctx.jobs.send(
    SMS_JOB.order,
    { orderId, kind: 'confirmation' },
    { singletonKey: `sms-confirmation-${orderId}` },
  );
}

export type SmsOutcome = 'sent' | 'already' | 'no_phone' | 'unproven_phone' | 'not_valid' | 'refused';

/**
 * Sends one order's SMS of this kind, once. Skipped when the order is not paid or reserved, has
 * no phone, was not paid by M-Pesa (no phone proven), has no valid ticket, or the SMS was already
 * claimed. A refusal no retry changes is
 * recorded ('refused'); any other failure gives the claim back and throws, for the job's retry.
 * @throws SmsRefused (not permanent), or the gateway's network error
 */
export async function sendOrderSms(
  ctx: SmsContext,
  orderId: number,
  kind: SmsNoticeKind,
  now: Date = new Date(),
): Promise<SmsOutcome> {
  const order = await orderView(ctx.db, ctx.signer, orderId, now);
  if (order.status !== 'paid' && order.status !== 'reserved') return 'not_valid';
  if (!order.buyer.phone) return 'no_phone';
  // Only to a phone shown to be the buyer's: the one that paid by M-Pesa (decision 040). A phone
  // merely typed on an order may be anyone's, and the SMS goes out under the product's name.
  const phone = await provenPhoneOf(ctx.db, orderId);
  if (!phone) return 'unproven_phone';
  const codes = smsCodesFor(ctx.signer);
  const valid = order.tickets.filter((t) => t.status === 'valid');
  if (valid.length === 0) return 'not_valid';
  if (!(await claimNotice(ctx.db, { orderId, kind, phone, now, staleMs: STALE_CLAIM_MS }))) return 'already';
  const smsCodes = valid.map((t) => codes.of(t));
  const parts =
    kind === 'confirmation'
      ? confirmationSms(order, smsCodes, ctx.publicUrl)
      : reminderSms(order, smsCodes, ctx.publicUrl);
  const ids: string[] = [];
  try {
    for (const message of parts) ids.push(...(await ctx.gateway.sendSms({ to: phone, message })).messageIds);
  } catch (err) {
    if (err instanceof SmsRefused && err.permanent) {
      await markNoticeRefused(ctx.db, orderId, kind, err.reason);
      ctx.log.warn({ orderId, kind, reason: err.reason }, 'SMS refused for good');
      return 'refused';
    }
    await releaseNotice(ctx.db, orderId, kind);
    throw err;
  }
  await markNoticeSent(ctx.db, orderId, kind, ids, new Date());
  return 'sent';
}

/**
 * Queues the day-before reminder of every order now due one (see findReminderDue); safe to run
 * in several processes at once: the claim, not this list, decides who sends. Returns how many.
 */
export async function queueDueReminders(ctx: SmsContext, now: Date = new Date()): Promise<number> {
  if (!ctx.enabled) return 0;
  const due = await findReminderDue(ctx.db, now, new Date(now.getTime() + REMINDER_AHEAD_MS));
  for (const orderId of due)
    await ctx.jobs.send(SMS_JOB.order, { orderId, kind: 'reminder' }, { singletonKey: `sms-reminder-${orderId}` });
  return due.length;
}
