import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { users } from './accounts.js';
import { events } from './events.js';
import { tickets } from './orders.js';

/** What a recorded scan said: the check-in outcomes, plus 'duplicate' (admitted at two doors offline). */
export const CHECK_IN_SCAN_OUTCOMES = [
  'valid',
  'already_checked_in',
  'wrong_event',
  'wrong_date',
  'refunded',
  'cancelled',
  'reissued',
  'duplicate',
] as const;

/**
 * Every door scan of a known ticket, online or synced from a device that had no signal (issue 9,
 * item 6). The ticket's own `checked_in_at` stays the one truth of "admitted"; these rows say who
 * scanned it where and when, so a ticket let in at two doors shows up ('duplicate'). A device's
 * scan sent twice (a retried sync) is recorded once: unique per ticket, device and time.
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: serial('id').primaryKey(),
    ticketId: requiredRef('ticket_id', () => tickets.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The scanning device's own id (offline scans); null for an online scan. */
    deviceId: text('device_id'),
    outcome: text('outcome', { enum: CHECK_IN_SCAN_OUTCOMES }).notNull(),
    offline: boolean('offline').notNull().default(false),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('check_in_scans_ticket_idx').on(t.ticketId),
    index('check_in_scans_event_idx').on(t.eventId, t.scannedAt),
    uniqueIndex('check_in_scans_device_uq')
      .on(t.ticketId, t.deviceId, t.scannedAt)
      .where(sql`${t.deviceId} IS NOT NULL`),
    check(
      'check_in_scans_outcome_known',
      sql`${t.outcome} IN ('valid', 'already_checked_in', 'wrong_event', 'wrong_date', 'refunded', 'cancelled', 'reissued', 'duplicate')`,
    ),
  ],
);
