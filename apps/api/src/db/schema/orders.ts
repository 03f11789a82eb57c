import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { events, showTimes, ticketTypes } from './events.js';

/**
 * One date an event happens on: the single date of a one-off event, one show of a
 * multiple-shows event, or one generated date of a recurring event. Rows are created when the
 * first ticket for that date is held, keyed by `occurrenceKey` ('single', 'show:<id>' or the
 * date 'YYYY-MM-DD'), so a recurring event does not need a row per future week up front.
 */
export const occurrences = pgTable(
  'occurrences',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    occurrenceKey: text('occurrence_key').notNull(),
    showTimeId: integer('show_time_id').references(() => showTimes.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('occurrences_event_key_uq').on(t.eventId, t.occurrenceKey)],
);

/**
 * The quota of one ticket type on one occurrence. Selling is a single conditional UPDATE
 * (`sold + held + n <= capacity`), so concurrent buyers can never oversell; the CHECK makes the
 * database itself refuse it as a last line of defence. `capacity` null means unlimited.
 */
export const inventory = pgTable(
  'inventory',
  {
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => occurrences.id, { onDelete: 'cascade' }),
    capacity: integer('capacity'),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ticketTypeId, t.occurrenceId] }),
    check('inventory_counts_nonneg', sql`${t.held} >= 0 AND ${t.sold} >= 0`),
    check('inventory_within_capacity', sql`${t.capacity} IS NULL OR ${t.held} + ${t.sold} <= ${t.capacity}`),
  ],
);

export const ORDER_STATUSES = ['pending', 'paid', 'reserved', 'expired', 'cancelled', 'refunded'] as const;

/**
 * An attendee's purchase or free reservation for one occurrence. Created 'pending' with holds
 * that expire (`expiresAt`); payment confirmation turns holds into sales and the order 'paid'.
 * Free reservations go straight to 'reserved'. `idempotencyKey` makes a retried checkout
 * return the same order instead of a second one.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Short reference shown to people and support (e.g. 'TK-7Q2M9X'). */
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => occurrences.id, { onDelete: 'restrict' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    /** Whole KES. */
    subtotal: integer('subtotal').notNull(),
    fees: integer('fees').notNull().default(0),
    total: integer('total').notNull(),
    currency: text('currency').notNull().default('KES'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_idempotency_key_uq').on(t.idempotencyKey),
    index('orders_event_idx').on(t.eventId, t.status),
    index('orders_user_idx').on(t.userId),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'orders_amounts_nonneg',
      sql`${t.subtotal} >= 0 AND ${t.fees} >= 0 AND ${t.total} = ${t.subtotal} + ${t.fees}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'restrict' }),
    /** Copied at purchase, so later edits of the ticket type do not rewrite history. */
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('order_items_order_type_uq').on(t.orderId, t.ticketTypeId),
    check('order_items_quantity_pos', sql`${t.quantity} > 0`),
  ],
);

export const PAYMENT_STATUSES = ['initialized', 'pending', 'succeeded', 'failed', 'abandoned', 'refunded'] as const;

/**
 * One attempt to pay an order through a provider (Paystack or the offline sandbox). The
 * provider's `reference` is unique, so a duplicated webhook finds the row it already settled.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: ['paystack', 'sandbox'] }).notNull(),
    channel: text('channel', { enum: ['card', 'mpesa'] }),
    reference: text('reference').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('initialized'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('KES'),
    providerResponse: jsonb('provider_response'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payments_reference_uq').on(t.reference), index('payments_order_idx').on(t.orderId)],
);

/**
 * One admission. `code` is random (about 120 bits) and is what the QR code carries; it cannot
 * be guessed from another ticket. A ticket is checked in at most once (`checkedInAt`).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    occurrenceId: integer('occurrence_id')
      .notNull()
      .references(() => occurrences.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    attendeeName: text('attendee_name'),
    attendeeEmail: text('attendee_email'),
    status: text('status', { enum: ['valid', 'void'] })
      .notNull()
      .default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_uq').on(t.code),
    index('tickets_event_idx').on(t.eventId, t.occurrenceId),
    index('tickets_order_idx').on(t.orderId),
  ],
);

/**
 * Feedback after an event. Each attended order gets a row with a random token (the
 * /feedback/{token} link in the follow-up email); submitting fills rating and comment.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    rating: integer('rating'),
    comment: text('comment'),
    hostReply: text('host_reply'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_token_hash_uq').on(t.tokenHash),
    index('reviews_event_idx').on(t.eventId),
    check('reviews_rating_range', sql`${t.rating} IS NULL OR (${t.rating} BETWEEN 1 AND 5)`),
  ],
);

/** Requests a client may retry (webhooks included): the first result is kept and replayed. */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
