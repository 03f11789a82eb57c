import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { LOCALES } from '@tribe/contracts/locale';
import { WAITLIST_STATUSES } from '@tribe/contracts/waiting-list';
import { users } from './accounts.js';
import { ticketTypes } from './events.js';
import { occurrences, orders } from './orders.js';

/**
 * The waiting list (decision 050): one row per fan per ticket type and date, in line by id. An
 * offer is an order of the engine (`order_id`, a pending hold until `offer_expires_at`). At most
 * one active entry (waiting or offered) per email and per phone per ticket type and date.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    /** The fan's secret link (leave, see the position, the offer's link). */
    token: text('token').notNull(),
    eventId: integer('event_id').notNull(),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => occurrences.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    status: text('status', { enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** Why an entry lapsed or left (stored English words, for the host's list: 'offer_expired', …). */
    statusReason: text('status_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiting_list_token_uq').on(t.token),
    uniqueIndex('waiting_list_active_email_uq')
      .on(t.occurrenceId, t.ticketTypeId, sql`lower(${t.email})`)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    uniqueIndex('waiting_list_active_phone_uq')
      .on(t.occurrenceId, t.ticketTypeId, t.phone)
      .where(sql`${t.status} IN ('waiting', 'offered') AND ${t.phone} IS NOT NULL`),
    index('waiting_list_line_idx').on(t.occurrenceId, t.ticketTypeId, t.status, t.id),
    index('waiting_list_event_idx').on(t.eventId),
    index('waiting_list_user_idx').on(t.userId),
    index('waiting_list_order_idx').on(t.orderId),
    check('waiting_list_quantity_pos', sql`${t.quantity} > 0`),
    check('waiting_list_status_known', sql`${t.status} IN ('waiting', 'offered', 'taken', 'lapsed', 'left')`),
  ],
);
