import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { orders } from './orders.js';

/** The SMS an order gets (decision 027): the confirmation, and the reminder the day before. */
export const SMS_NOTICE_KINDS = ['confirmation', 'reminder'] as const;

/**
 * One row per order and kind of SMS: the claim that makes each go out once, whichever process
 * or retry gets there first. A process claims the row (insert, or take over a claim older than a
 * few minutes that never finished: the process died mid-send) and sets `sentAt` once the gateway
 * took it; a failed send gives the claim back for pg-boss's retry.
 */
export const smsNotices = pgTable(
  'sms_notices',
  {
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    kind: text('kind', { enum: SMS_NOTICE_KINDS }).notNull(),
    /** The phone it went to (+254 form). */
    phone: text('phone').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Why the gateway refused it for good (e.g. 'InvalidPhoneNumber'): not tried again. */
    failure: text('failure'),
    /** The gateway's id of each message (one per part when split), for support. */
    providerMessageIds: text('provider_message_ids').array(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.kind] }),
    index('sms_notices_unsent_idx')
      .on(t.claimedAt)
      .where(sql`${t.sentAt} IS NULL`),
    check('sms_notices_kind_known', sql`${t.kind} IN ('confirmation', 'reminder')`),
  ],
);
