import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns.js';
import { LOCALES } from '@tribe/contracts/locale';
import { TICKET_RETURN_STATUSES } from '@tribe/contracts/waiting-list';
import { WAITLIST_STATUSES } from '@tribe/contracts/waiting-list';
import { users } from './accounts.js';
import { ticketTypes } from './events.js';
import { occurrences, orders, refunds, tickets } from './orders.js';

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
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'cascade'),
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

/**
 * A ticket its holder returned to the waiting list for resale at face value (decision 054). It
 * stays valid and the holder's, and counted as sold, while `listed`. An offer to the list takes
 * it (`offered`, `offer_order_id`: the fan's pending order holds its place); the fan's payment
 * makes it `sold` (the ticket void, the returner refunded by `refund_id`); an offer that ends
 * puts it back `listed`. `withdrawn`: the holder took it back, or it was checked in, refunded or
 * cancelled; `given_back`: unsold when the date started. At most one open return per ticket.
 */
export const ticketReturns = pgTable(
  'ticket_returns',
  {
    id: serial('id').primaryKey(),
    ticketId: requiredRef('ticket_id', () => tickets.id, 'cascade'),
    /** The returner's order (the one refunded when the ticket sells). */
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    eventId: integer('event_id').notNull(),
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'cascade'),
    returnedByUserId: integer('returned_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: TICKET_RETURN_STATUSES }).notNull().default('listed'),
    /** The fan's order while `offered`, and the order that bought it once `sold`. */
    offerOrderId: integer('offer_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** What the returner gets back when it sells: face value less the host's resale fee (KES). */
    refundAmount: integer('refund_amount'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ticket_returns_open_ticket_uq')
      .on(t.ticketId)
      .where(sql`${t.status} IN ('listed', 'offered')`),
    index('ticket_returns_line_idx').on(t.occurrenceId, t.ticketTypeId, t.status, t.id),
    index('ticket_returns_order_idx').on(t.orderId),
    // An order's view finds its tickets' sold returns too, not only the open ones.
    index('ticket_returns_ticket_idx').on(t.ticketId),
    index('ticket_returns_offer_idx')
      .on(t.offerOrderId)
      .where(sql`${t.offerOrderId} IS NOT NULL`),
    index('ticket_returns_event_idx').on(t.eventId, t.createdAt),
    check('ticket_returns_status_known', sql`${t.status} IN ('listed', 'offered', 'sold', 'withdrawn', 'given_back')`),
    check(
      'ticket_returns_offered_has_order',
      sql`(${t.status} IN ('offered', 'sold')) = (${t.offerOrderId} IS NOT NULL)`,
    ),
  ],
);
