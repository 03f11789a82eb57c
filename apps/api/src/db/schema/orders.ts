import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
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
import { requiredRef } from './columns.js';
import { EVENT_CANCELLATION_STATUSES as CANCELLATION_STATUSES } from '@tribe/contracts/cancellation';
import {
  ORDER_STATUSES,
  PAYMENT_CHANNELS,
  PAYMENT_STATUSES,
  TICKET_TRANSFER_STATUSES,
} from '@tribe/contracts/checkout';
import { ORDER_SOURCES } from '@tribe/contracts/complimentary';
import { FEE_PAYERS } from '@tribe/contracts/events';
import { LOCALES } from '@tribe/contracts/locale';
import { HOST_PAYOUT_STATUSES as PAYOUT_STATUSES } from '@tribe/contracts/host-settings';
import { PROMO_DISCOUNT_TYPES } from '@tribe/contracts/promo-codes';
import { adminUsers, users } from './accounts.js';
import { hosts } from './hosts.js';
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
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    occurrenceKey: text('occurrence_key').notNull(),
    showTimeId: integer('show_time_id').references(() => showTimes.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /**
     * Places on this date across ticket types (the event's or the show's capacity, copied when
     * the row is made; null: none). `held` and `sold` count every ticket type, so a venue cap
     * holds whatever the mix; the same conditional update and CHECK as `inventory`.
     */
    capacity: integer('capacity'),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the after-event review mails for this date were queued (the reviews job's marker). */
    reviewsRequestedAt: timestamp('reviews_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('occurrences_event_key_uq').on(t.eventId, t.occurrenceKey),
    check('occurrences_counts_nonneg', sql`${t.held} >= 0 AND ${t.sold} >= 0`),
    check('occurrences_within_capacity', sql`${t.capacity} IS NULL OR ${t.held} + ${t.sold} <= ${t.capacity}`),
  ],
);

/**
 * The quota of one ticket type on one occurrence. Selling is a single conditional UPDATE
 * (`sold + held + n <= capacity`), so concurrent buyers can never oversell; the CHECK makes the
 * database itself refuse it as a last line of defence. `capacity` null means unlimited.
 */
export const inventory = pgTable(
  'inventory',
  {
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'cascade'),
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'cascade'),
    capacity: integer('capacity'),
    held: integer('held').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    /**
     * Places asked for by fans still waiting on the waiting list for this ticket type and date
     * (decision 050): demand, not places. Open sale counts it as taken (`held + sold + waiting`),
     * so places that come back are kept for the list; only an offer to the list reads without it.
     */
    waiting: integer('waiting').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ticketTypeId, t.occurrenceId] }),
    check('inventory_counts_nonneg', sql`${t.held} >= 0 AND ${t.sold} >= 0 AND ${t.waiting} >= 0`),
    check('inventory_within_capacity', sql`${t.capacity} IS NULL OR ${t.held} + ${t.sold} <= ${t.capacity}`),
  ],
);

// Order statuses (ORDER_STATUSES), the same names in contracts, the glossary, the API and the
// screens: pending (places held while the buyer pays), paid, reserved (a free reservation),
// failed (the hold ran out after a declined payment), expired (the hold ran out), cancelled
// (by the buyer or the host), refunded (all of the money went back). Sources (ORDER_SOURCES): a
// buyer's checkout, or a host's guest list (complimentary tickets, status 'reserved', total 0,
// places taken like any other order). Both, and every other list of values shared with the API,
// are declared once in contracts.

/**
 * An attendee's purchase or free reservation for one occurrence. Created 'pending' with holds
 * that expire (`expiresAt`); payment confirmation turns holds into sales and the order 'paid'.
 * Free reservations go straight to 'reserved'. `idempotencyKey` makes a retried checkout
 * return the same order instead of a second one. `publicToken` (about 128 random bits) is the
 * only way a browser or a mail link names an order; the short `reference` is for people.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** Short reference shown to people and support (e.g. 'TK-7Q2M9X'). */
    reference: text('reference').notNull(),
    publicToken: text('public_token').notNull(),
    /**
     * The client's key in its space: 'b:<user id or ->:<key>' for a buyer's checkout,
     * 'comp:<host id>:<key>' for a host's guest tickets (decision 017).
     */
    idempotencyKey: text('idempotency_key').notNull(),
    /** SHA-256 of the request the key first came with; the same key with another request is refused. */
    requestHash: text('request_hash'),
    /** A free reservation awaiting its emailed code (SHA-256 of the code); null once confirmed. */
    confirmationCodeHash: text('confirmation_code_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    eventId: requiredRef('event_id', () => events.id, 'restrict'),
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'restrict'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone'),
    /** The buyer's language when they ordered: the order's mails are written in it (decision 026). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /** Whole KES: the ticket lines at full price. */
    subtotal: integer('subtotal').notNull(),
    /** Whole KES taken off the subtotal by a promo code; fees are worked out after it. */
    discount: integer('discount').notNull().default(0),
    fees: integer('fees').notNull().default(0),
    /** subtotal − discount + fees: what the buyer pays. */
    total: integer('total').notNull(),
    promoCodeId: integer('promo_code_id').references((): AnyPgColumn => promoCodes.id, { onDelete: 'restrict' }),
    source: text('source', { enum: ORDER_SOURCES }).notNull().default('checkout'),
    /** The host's team member who issued a complimentary order. */
    issuedByUserId: integer('issued_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: text('currency').notNull().default('KES'),
    /** Who carried the fee on this order (copied from the event at checkout). */
    feePaidBy: text('fee_paid_by', { enum: FEE_PAYERS }).notNull().default('buyer'),
    /** The buyer limits this order counts against ('e:<email>', 'p:<phone>'): released with its places. */
    buyerKeys: text('buyer_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /**
     * A short hash of the address a buyer's pending order came from, as the limits count it (an
     * IPv6 address as its /64): no address keeps more than its share of a type held (decision 038).
     * Null for loopback and for hosts' orders.
     */
    holdAddress: text('hold_address'),
    /** Why the order is in its status, for the buyer's screen and support (e.g. 'late_payment_sold_out'). */
    statusReason: text('status_reason'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_public_token_uq').on(t.publicToken),
    index('orders_buyer_email_idx').on(sql`lower(${t.buyerEmail})`),
    uniqueIndex('orders_idempotency_key_uq').on(t.idempotencyKey),
    index('orders_event_idx').on(t.eventId, t.status),
    index('orders_user_idx').on(t.userId),
    // A buyer's open hold on an event, found by phone (email has orders_buyer_email_idx).
    index('orders_pending_phone_idx')
      .on(t.eventId, t.buyerPhone)
      .where(sql`${t.status} = 'pending'`),
    // The holds of one address on one date (the address share, migration 0023).
    index('orders_pending_address_idx')
      .on(t.occurrenceId, t.holdAddress)
      .where(sql`${t.status} = 'pending' AND ${t.holdAddress} IS NOT NULL`),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    index('orders_promo_code_idx')
      .on(t.promoCodeId)
      .where(sql`${t.promoCodeId} IS NOT NULL`),
    check(
      'orders_amounts_nonneg',
      sql`${t.subtotal} >= 0 AND ${t.discount} >= 0 AND ${t.discount} <= ${t.subtotal} AND ${t.fees} >= 0 AND ${t.total} = ${t.subtotal} - ${t.discount} + ${t.fees}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
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

/** Every status an order passes through, with why: the order's history for the buyer and support. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    reason: text('reason'),
    /** Who made the change when a person did (a host's refund or revoke, an owner's cancellation); null: the buyer or the system. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_changes_order_idx').on(t.orderId, t.id)],
);

/**
 * Tickets one buyer holds or owns for one event, per buyer key ('e:<lower email>' or
 * 'p:<+254 phone>'). Taken with the same conditional upsert as places (`tickets + n <= cap`), so
 * two orders at once cannot pass the cap either; returned when an order expires or is cancelled.
 */
export const buyerLimits = pgTable(
  'buyer_limits',
  {
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    buyerKey: text('buyer_key').notNull(),
    tickets: integer('tickets').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.buyerKey] }), check('buyer_limits_nonneg', sql`${t.tickets} >= 0`)],
);

/**
 * One attempt to pay an order through a provider (Paystack or the offline sandbox). The
 * provider's `reference` is unique, so a duplicated webhook finds the row it already settled.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    provider: text('provider', { enum: ['paystack', 'sandbox', 'daraja'] }).notNull(),
    channel: text('channel', { enum: PAYMENT_CHANNELS }),
    reference: text('reference').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('initialized'),
    /** The client's key for "start this payment": a double tap gets the same attempt back. */
    idempotencyKey: text('idempotency_key'),
    /** Whole KES the order asked for; the provider's answer must match it (and the currency). */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('KES'),
    /** Amount and currency the provider reported as paid (whole KES), once it has. */
    paidAmount: integer('paid_amount'),
    paidCurrency: text('paid_currency'),
    /** The provider's processing fee (whole KES, rounded up), when it says. */
    providerFee: integer('provider_fee'),
    /** M-Pesa receipt code (e.g. 'QGH7XK2L9P'), kept for support. */
    mpesaReceipt: text('mpesa_receipt'),
    /** Phone the M-Pesa prompt went to (+254 form). */
    phone: text('phone'),
    authorizationUrl: text('authorization_url'),
    failureReason: text('failure_reason'),
    providerResponse: jsonb('provider_response'),
    /** The provider's own id for the attempt, when it makes one (Daraja's CheckoutRequestID). */
    providerRequestId: text('provider_request_id'),
    /**
     * SHA-256 (hex) of the random secret in this attempt's callback address (Daraja's
     * CallBackURL); the secret itself is never stored. NULL for other providers and for
     * attempts made before migration 0023, whose callbacks are refused (the STK query settles them).
     */
    callbackSecretHash: text('callback_secret_hash'),
    /**
     * The browser that started the attempt (SHA-256 of its device id, as proven_phones names it):
     * an M-Pesa payment that succeeds proves its phone on that browser (decision 042). NULL for
     * cards, for a request without the device cookie and for attempts before migration 0024.
     */
    deviceHash: text('device_hash'),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_reference_uq').on(t.reference),
    uniqueIndex('payments_idempotency_key_uq').on(t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
    index('payments_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('initialized', 'pending')`),
  ],
);

export const REFUND_REASONS = [
  'late_payment_sold_out',
  'duplicate_payment',
  'amount_mismatch',
  'event_cancelled',
  'host_refund',
  /** Support's refund from the admin area: full or partial, several per payment, one per key. */
  'admin_refund',
  /** A returned ticket resold through the waiting list (decision 054): one per sale, several per payment. */
  'resale',
] as const;
export const REFUND_STATUSES = ['pending', 'processing', 'processed', 'failed'] as const;

/**
 * Money going back to a buyer, always the way they paid (one payment). Automatic refunds (late
 * or double payment, amount mismatch) are unique per payment and reason, so a retried webhook
 * cannot refund twice. `includesFee`: the buyer gets the service fee back too.
 * `providerFeeAbsorbedBy` records who loses the provider's processing cost (docs/data-model.md).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'restrict'),
    paymentId: requiredRef('payment_id', () => payments.id, 'restrict'),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** Whole KES going back. */
    amount: integer('amount').notNull(),
    includesFee: boolean('includes_fee').notNull().default(true),
    providerFeeAbsorbedBy: text('provider_fee_absorbed_by', { enum: ['marketplace', 'host'] })
      .notNull()
      .default('marketplace'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    providerReference: text('provider_reference'),
    failureReason: text('failure_reason'),
    /**
     * SHA-256 (hex) of the random secret in this refund's B2C result address (Daraja), written
     * before the request; null for other providers and refunds sent before migration 0025.
     */
    resultSecretHash: text('result_secret_hash'),
    /** The client's key for an admin's refund: a retried request makes one refund. */
    idempotencyKey: text('idempotency_key'),
    requestedByAdminId: integer('requested_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    /** The host's owner or team member who asked for it (a host refund, a cancellation); null: automatic. */
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_payment_reason_once_uq')
      .on(t.paymentId, t.reason)
      .where(sql`${t.reason} NOT IN ('admin_refund', 'resale')`),
    uniqueIndex('refunds_idempotency_key_uq').on(t.idempotencyKey),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} IN ('pending', 'processing')`),
    check('refunds_amount_pos', sql`${t.amount} > 0`),
  ],
);

/** Money sent to a host (requested in host settings, approved in the admin area). */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    hostId: requiredRef('host_id', () => hosts.id, 'restrict'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYOUT_STATUSES }).notNull().default('requested'),
    /** e.g. 'M-Pesa •••• 678', copied when requested. */
    destinationMasked: text('destination_masked'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The admin who approved or rejected it; a rejection's reason (mailed to the host). */
    decidedByAdminId: integer('decided_by_admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
    rejectedReason: text('rejected_reason'),
    /** Who sends the money, and our reference at the provider (unique: a retry never pays twice). */
    provider: text('provider', { enum: ['paystack', 'sandbox', 'daraja'] }),
    providerReference: text('provider_reference'),
    /** The provider's own id for the transfer (Paystack's transfer_code). */
    transferCode: text('transfer_code'),
    failureReason: text('failure_reason'),
    /**
     * SHA-256 (hex) of the random secret in this send's B2C result address (Daraja), written before
     * the request; null for other providers and sends made before migration 0025 (their results
     * are refused: the M-Pesa portal says what happened).
     */
    resultSecretHash: text('result_secret_hash'),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payouts_host_idx').on(t.hostId),
    uniqueIndex('payouts_provider_reference_uq').on(t.providerReference),
    index('payouts_processing_idx')
      .on(t.sentAt)
      .where(sql`${t.status} IN ('approved', 'processing')`),
    check('payouts_amount_pos', sql`${t.amount} > 0`),
    // A double-tapped "Request payout" records one request per event while it waits.
    uniqueIndex('payouts_open_event_uq')
      .on(t.hostId, t.eventId)
      .where(sql`${t.status} = 'requested'`),
  ],
);

export const LEDGER_KINDS = ['sale', 'fee', 'refund', 'fee_reversal', 'payout'] as const;

/**
 * One row per money movement in a host's account, signed from the host's side: sale (+ what the
 * buyer paid), fee (− the service fee), refund (− money returned), fee_reversal (+ the fee, when
 * the host is not charged it on a refund), payout (− money sent). A host's balance is the sum:
 * gross − fees − refunds − payouts. Each movement is written once (unique per kind and source row).
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: serial('id').primaryKey(),
    hostId: requiredRef('host_id', () => hosts.id, 'restrict'),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    payoutId: integer('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Whole KES, signed from the host's side. */
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_host_event_idx').on(t.hostId, t.eventId),
    uniqueIndex('ledger_order_kind_uq')
      .on(t.orderId, t.kind)
      .where(sql`${t.refundId} IS NULL AND ${t.payoutId} IS NULL`),
    uniqueIndex('ledger_refund_kind_uq')
      .on(t.refundId, t.kind)
      .where(sql`${t.refundId} IS NOT NULL`),
    uniqueIndex('ledger_payout_uq')
      .on(t.payoutId)
      .where(sql`${t.payoutId} IS NOT NULL`),
  ],
);

/**
 * One admission. `code` is random (about 120 bits) and is what the QR code carries; it cannot
 * be guessed from another ticket. A ticket is checked in at most once (`checkedInAt`).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    orderItemId: requiredRef('order_item_id', () => orderItems.id, 'cascade'),
    eventId: requiredRef('event_id', () => events.id, 'restrict'),
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'restrict'),
    ticketTypeId: requiredRef('ticket_type_id', () => ticketTypes.id, 'restrict'),
    /** 1..quantity within its order item: issuing twice hits the unique index, not a second set. */
    seq: integer('seq').notNull(),
    code: text('code').notNull(),
    attendeeName: text('attendee_name'),
    attendeeEmail: text('attendee_email'),
    status: text('status', { enum: ['valid', 'void'] })
      .notNull()
      .default('valid'),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * The account holding a ticket re-issued to it (decision 051); null: the order's buyer. The
     * order's own view shows only the buyer's tickets, so a sender never sees a friend's code.
     */
    holderUserId: integer('holder_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The ticket this one replaced when it was re-issued (its history runs back through these). */
    reissuedFromId: integer('reissued_from_id').references((): AnyPgColumn => tickets.id, { onDelete: 'set null' }),
    /** Set when this ticket was voided by a re-issue: the door says "re-issued", not "cancelled". */
    reissuedAt: timestamp('reissued_at', { withTimezone: true }),
    /** The open transfer this ticket is in (one at a time, taken by one conditional UPDATE). */
    pendingTransferId: integer('pending_transfer_id').references((): AnyPgColumn => ticketTransfers.id, {
      onDelete: 'set null',
    }),
    /** How many times this place has changed hands (the per-ticket limit). */
    transferCount: integer('transfer_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tickets_code_uq').on(t.code),
    // One valid ticket per place: a re-issued place keeps its voided tickets before it.
    uniqueIndex('tickets_item_seq_valid_uq')
      .on(t.orderItemId, t.seq)
      .where(sql`${t.status} = 'valid'`),
    index('tickets_event_idx').on(t.eventId, t.occurrenceId),
    index('tickets_order_idx').on(t.orderId),
    index('tickets_holder_idx')
      .on(t.holderUserId)
      .where(sql`${t.holderUserId} IS NOT NULL`),
  ],
);

/**
 * Tickets sent to a friend (decision 051): the sender, the recipient (an email or a +254 phone),
 * the link's token as its SHA-256 only, and the steps. Pending until the recipient accepts (the
 * tickets are re-issued to them), the sender cancels, or it lapses (`expiresAt`: the date's start
 * or the written period, whichever is first).
 */
export const ticketTransfers = pgTable(
  'ticket_transfers',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    occurrenceId: requiredRef('occurrence_id', () => occurrences.id, 'cascade'),
    fromUserId: integer('from_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The sender's name as the recipient reads it. */
    fromName: text('from_name').notNull(),
    toEmail: text('to_email'),
    toPhone: text('to_phone'),
    /** The language of the link's message (the sender's; the recipient's is not known). */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    status: text('status', { enum: TICKET_TRANSFER_STATUSES }).notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    toUserId: integer('to_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ticket_transfers_token_hash_uq').on(t.tokenHash),
    index('ticket_transfers_from_idx').on(t.fromUserId, t.createdAt),
    index('ticket_transfers_event_idx').on(t.eventId, t.createdAt),
    index('ticket_transfers_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    check('ticket_transfers_one_recipient', sql`num_nonnulls(${t.toEmail}, ${t.toPhone}) = 1`),
    check('ticket_transfers_status_known', sql`${t.status} IN ('pending', 'accepted', 'cancelled', 'lapsed')`),
  ],
);

/** The tickets a transfer sends, and once accepted the ticket that replaced each. */
export const ticketTransferTickets = pgTable(
  'ticket_transfer_tickets',
  {
    transferId: requiredRef('transfer_id', () => ticketTransfers.id, 'cascade'),
    ticketId: requiredRef('ticket_id', () => tickets.id, 'cascade'),
    newTicketId: integer('new_ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.ticketId] }),
    index('ticket_transfer_tickets_ticket_idx').on(t.ticketId),
    index('ticket_transfer_tickets_new_idx')
      .on(t.newTicketId)
      .where(sql`${t.newTicketId} IS NOT NULL`),
  ],
);

/**
 * Feedback after an event: one row per ticket (issue 9: one review per ticket), made by the
 * reviews job when the ticket's date has ended, with a random token (the /feedback/{token} link in
 * the follow-up mail; only its hash is stored). Submitting fills rating and comment once; the
 * token stops working then or at `expiresAt`. The host may reply once and edit the reply.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'set null' }),
    occurrenceId: integer('occurrence_id').references(() => occurrences.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    /** As shown beside the review: the ticket holder's first name and initial. */
    reviewerName: text('reviewer_name'),
    rating: integer('rating'),
    comment: text('comment'),
    hostReply: text('host_reply'),
    hostReplyAt: timestamp('host_reply_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_token_hash_uq').on(t.tokenHash),
    uniqueIndex('reviews_ticket_uq')
      .on(t.ticketId)
      .where(sql`${t.ticketId} IS NOT NULL`),
    index('reviews_event_idx').on(t.eventId),
    index('reviews_event_submitted_idx')
      .on(t.eventId, t.submittedAt)
      .where(sql`${t.submittedAt} IS NOT NULL AND ${t.hiddenAt} IS NULL`),
    check('reviews_rating_range', sql`${t.rating} IS NULL OR (${t.rating} BETWEEN 1 AND 5)`),
  ],
);

/** A review the public and the averages count: submitted, rated, not hidden by moderation. */
export const reviewIsVisible = sql`${reviews.submittedAt} IS NOT NULL AND ${reviews.rating} IS NOT NULL AND ${reviews.hiddenAt} IS NULL`;

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

/**
 * A host's discount code for one event (issue 9). `percent` takes 1–100 % off the ticket lines,
 * `amount` whole KES off the order (never below zero). `usedCount` counts orders holding or owning
 * the code; it goes up in the same transaction as the hold, with a conditional update against
 * `maxUses` (and the CHECK as a last line of defence), and comes back when a hold is released.
 * `ticketTypeIds` empty: every ticket type. Codes are compared upper-case.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: PROMO_DISCOUNT_TYPES }).notNull(),
    discountValue: integer('discount_value').notNull(),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    ticketTypeIds: integer('ticket_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code_uq').on(t.eventId, sql`upper(${t.code})`),
    check(
      'promo_codes_used_within_max',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`,
    ),
    check(
      'promo_codes_value_range',
      sql`${t.discountValue} > 0 AND (${t.discountType} <> 'percent' OR ${t.discountValue} <= 100)`,
    ),
    check('promo_codes_max_uses_pos', sql`${t.maxUses} IS NULL OR ${t.maxUses} > 0`),
  ],
);

export const CANCELLATION_ORDER_STATUSES = ['pending', 'done', 'failed'] as const;

/**
 * The owner's cancellation of a whole event (`occurrenceId` null) or one date or show (issue 9).
 * Created once per event or date (a second "Cancel" returns the same row); the cancellation job
 * works through `event_cancellation_orders` and keeps the counts here for the progress bar.
 * `message` is the host's word to buyers, quoted in the mail.
 */
export const eventCancellations = pgTable(
  'event_cancellations',
  {
    id: serial('id').primaryKey(),
    eventId: requiredRef('event_id', () => events.id, 'cascade'),
    occurrenceId: integer('occurrence_id').references(() => occurrences.id, { onDelete: 'cascade' }),
    showTimeId: integer('show_time_id').references(() => showTimes.id, { onDelete: 'set null' }),
    /** For a recurring event's date: 'YYYY-MM-DD' (its occurrence key). */
    occurrenceKey: text('occurrence_key'),
    message: text('message'),
    requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: CANCELLATION_STATUSES }).notNull().default('running'),
    ordersTotal: integer('orders_total').notNull().default(0),
    ordersDone: integer('orders_done').notNull().default(0),
    ordersFailed: integer('orders_failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_cancellations_scope_uq').on(t.eventId, sql`coalesce(${t.occurrenceKey}, '')`),
    index('event_cancellations_running_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'running'`),
  ],
);

/**
 * One order of a cancellation: cancelled, refunded when paid (refund reason 'event_cancelled',
 * unique per payment, so a retry cannot refund twice) and mailed. `done` when all three happened;
 * `failed` after the job gave up on it (the error says why, the owner sees it and may retry).
 */
export const eventCancellationOrders = pgTable(
  'event_cancellation_orders',
  {
    cancellationId: requiredRef('cancellation_id', () => eventCancellations.id, 'cascade'),
    orderId: requiredRef('order_id', () => orders.id, 'cascade'),
    status: text('status', { enum: CANCELLATION_ORDER_STATUSES }).notNull().default('pending'),
    refundId: integer('refund_id').references(() => refunds.id, { onDelete: 'set null' }),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cancellationId, t.orderId] }),
    index('event_cancellation_orders_pending_idx')
      .on(t.cancellationId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * The Paybill (C2B) confirmation addresses registered with Safaricom (decision 025): one random
 * secret per registration, of which only the SHA-256 (hex) is kept. A row is written before the
 * registration is sent (so a confirmation that follows at once is known) and marked registered
 * when Safaricom takes it; a refused one is deleted. Neither SESSION_SECRET nor this table opens
 * the address; registering again makes a new secret and retires the older ones.
 */
export const darajaC2bRegistrations = pgTable(
  'daraja_c2b_registrations',
  {
    id: serial('id').primaryKey(),
    shortcode: text('shortcode').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    registeredAt: timestamp('registered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('daraja_c2b_registrations_hash_uq').on(t.secretHash),
    index('daraja_c2b_registrations_code_idx').on(t.shortcode),
  ],
);
