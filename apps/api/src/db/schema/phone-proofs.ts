import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/** How a phone was shown to be the buyer's (decision 042). */
export const PHONE_PROOFS = ['sms_code', 'mpesa_payment'] as const;

/**
 * Phones a buyer has shown are theirs, so an M-Pesa prompt may go to them (decision 042): on one
 * browser (`device_hash`, the SHA-256 of its `tikiti_device` id, as user_devices names it) or for
 * one account (`user_id`, the account's verified phone). Exactly one of the two is set. A row is
 * written when the 6-digit SMS code is typed, or when an M-Pesa payment from the phone succeeds,
 * and `proven_at` moves on with each new proof; it counts for 30 days on a device and a year for
 * an account (`phone-proof.ts`). The nightly clean-up forgets rows past both.
 */
export const provenPhones = pgTable(
  'proven_phones',
  {
    id: serial('id').primaryKey(),
    deviceHash: text('device_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** +254 form. */
    phone: text('phone').notNull(),
    proof: text('proof', { enum: PHONE_PROOFS }).notNull(),
    provenAt: timestamp('proven_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('proven_phones_device_uq')
      .on(t.deviceHash, t.phone)
      .where(sql`${t.deviceHash} IS NOT NULL`),
    uniqueIndex('proven_phones_user_uq')
      .on(t.userId, t.phone)
      .where(sql`${t.userId} IS NOT NULL`),
    index('proven_phones_proven_at_idx').on(t.provenAt),
    check('proven_phones_one_holder', sql`num_nonnulls(${t.deviceHash}, ${t.userId}) = 1`),
    check('proven_phones_proof_known', sql`${t.proof} IN ('sms_code', 'mpesa_payment')`),
  ],
);
