import { and, desc, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { TICKET_CODE_SHOWN_LENGTH } from '@tribe/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  events,
  ledgerEntries,
  occurrences,
  orderItems,
  orderStatusChanges,
  orders,
  refunds,
  tickets,
  users,
} from '../../db/schema/index.js';
import {
  giveBackSoldOrder,
  feeBackFor,
  lockOrderForMoney,
  orderFeeOnLedger,
  orderMoney,
  refundFits,
  saleMoneyColumns,
} from '../checkout/index.js';
import { readTogether } from '../../db/read-together.js';

/**
 * The host's attendees and orders across events, and the host's own refund of an order. Only
 * this file touches Drizzle for them (STYLE: routes → services → repositories).
 */

export interface AttendeeFilter {
  hostId: number;
  eventId?: number | undefined;
  q?: string | undefined;
  status?: 'valid' | 'void' | undefined;
  checkedIn?: boolean | undefined;
  ticketTypeId?: number | undefined;
}

export interface AttendeeRow {
  ticketId: number;
  code: string;
  ticketTypeName: string;
  attendeeName: string | null;
  attendeeEmail: string | null;
  orderReference: string;
  orderStatus: string;
  ticketStatus: 'valid' | 'void';
  /** Set when the ticket was voided by a re-issue (decision 051). */
  reissuedAt: Date | null;
  eventId: number;
  eventTitle: string;
  timeZone: string;
  occurrenceStartsAt: Date | null;
  checkedInAt: Date | null;
  checkedInByName: string | null;
  orderSource: 'checkout' | 'complimentary';
}

/** LIKE pattern of a search word, with the wildcards in it taken literally. */
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A ticket code matches a search only as a whole, or by exactly the end every screen shows
 * (TICKET_CODE_SHOWN_LENGTH characters), whatever the case; never by any other part, so a search
 * box cannot be walked to a full code (decision 019). Names, emails and references keep their
 * substring match.
 */
function codeMatches(q: string): SQL {
  const wanted = q.toUpperCase();
  const whole = sql`upper(${tickets.code}) = ${wanted}`;
  return q.length === TICKET_CODE_SHOWN_LENGTH
    ? sql`(${whole} OR upper(right(${tickets.code}, ${TICKET_CODE_SHOWN_LENGTH})) = ${wanted})`
    : whole;
}

function attendeeWhere(f: AttendeeFilter): SQL | undefined {
  const q = f.q?.trim();
  return and(
    eq(events.hostId, f.hostId),
    f.eventId === undefined ? undefined : eq(tickets.eventId, f.eventId),
    f.ticketTypeId === undefined ? undefined : eq(tickets.ticketTypeId, f.ticketTypeId),
    f.status === undefined ? undefined : eq(tickets.status, f.status),
    f.checkedIn === undefined
      ? undefined
      : f.checkedIn
        ? sql`${tickets.checkedInAt} IS NOT NULL`
        : sql`${tickets.checkedInAt} IS NULL`,
    q
      ? sql`(${tickets.attendeeName} ILIKE ${like(q)} OR ${tickets.attendeeEmail} ILIKE ${like(q)}
          OR ${orders.reference} ILIKE ${like(q)} OR ${orders.buyerName} ILIKE ${like(q)}
          OR ${codeMatches(q)})`
      : undefined,
  );
}

const checker = sql`checker`;

function attendeeQuery(db: DbOrTx, f: AttendeeFilter) {
  return db
    .select({
      ticketId: tickets.id,
      code: tickets.code,
      ticketTypeName: orderItems.name,
      attendeeName: tickets.attendeeName,
      attendeeEmail: tickets.attendeeEmail,
      orderReference: orders.reference,
      orderStatus: orders.status,
      orderSource: orders.source,
      ticketStatus: tickets.status,
      reissuedAt: tickets.reissuedAt,
      eventId: events.id,
      eventTitle: events.title,
      timeZone: events.timeZone,
      occurrenceStartsAt: occurrences.startsAt,
      checkedInAt: tickets.checkedInAt,
      checkedInByName: sql<
        string | null
      >`NULLIF(trim(concat_ws(' ', ${checker}.first_name, ${checker}.last_name)), '')`.as('checked_in_by_name'),
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .leftJoin(sql`${users} AS ${checker}`, sql`${checker}.id = ${tickets.checkedInBy}`)
    .where(attendeeWhere(f));
}

/** One page of the host's tickets (newest orders first), and how many match in all. */
export async function findAttendees(
  db: DbOrTx,
  f: AttendeeFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AttendeeRow[]; total: number }> {
  const [rows, [count]] = await readTogether(
    db,
    () => attendeeQuery(db, f).orderBy(desc(orders.createdAt), asc(tickets.id)).limit(limit).offset(offset),
    () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(events, eq(events.id, tickets.eventId))
        .where(attendeeWhere(f)),
  );
  return { rows: rows as AttendeeRow[], total: count?.n ?? 0 };
}

/** Every matching ticket, for the CSV export (by event, date, then name). */
export async function allAttendees(db: DbOrTx, f: AttendeeFilter, max: number): Promise<AttendeeRow[]> {
  const rows = await attendeeQuery(db, f)
    .orderBy(asc(events.title), asc(occurrences.startsAt), asc(tickets.attendeeName), asc(tickets.id))
    .limit(max);
  return rows as AttendeeRow[];
}

/** Whether the host has this event (another host's event is "not found"). */
export async function hostHasEvent(db: DbOrTx, hostId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  return Boolean(row);
}

// --- Orders ----------------------------------------------------------------------------------------

/** Orders the host sees: those that were paid or reserved at some point (not abandoned holds). */
export const HOST_VISIBLE_ORDER_STATUSES = ['paid', 'reserved', 'refunded', 'cancelled'] as const;

export async function findHostOrders(
  db: DbOrTx,
  f: { hostId: number; eventId?: number | undefined; q?: string | undefined; orderId?: number },
  limit: number,
) {
  const q = f.q?.trim();
  const money = saleMoneyColumns();
  return db
    .select({
      id: orders.id,
      reference: orders.reference,
      eventId: events.id,
      eventTitle: events.title,
      buyerName: orders.buyerName,
      buyerEmail: orders.buyerEmail,
      status: orders.status,
      total: orders.total,
      tickets: sql<number>`(SELECT coalesce(sum(oi.quantity), 0)::int FROM order_items oi WHERE oi.order_id = orders.id)`,
      // What the sale paid and what its refunds took back: checkout's one reading (orderMoney's).
      paid: money.paid,
      refunded: money.refunded,
      createdAt: orders.createdAt,
      source: orders.source,
      issuedByName: sql<
        string | null
      >`(SELECT coalesce(NULLIF(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.username)
        FROM users u WHERE u.id = ${orders.issuedByUserId})`,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(
      and(
        eq(events.hostId, f.hostId),
        f.orderId === undefined ? inArray(orders.status, [...HOST_VISIBLE_ORDER_STATUSES]) : eq(orders.id, f.orderId),
        f.eventId === undefined ? undefined : eq(orders.eventId, f.eventId),
        q
          ? sql`(${orders.reference} ILIKE ${like(q)} OR ${orders.buyerName} ILIKE ${like(q)} OR ${orders.buyerEmail} ILIKE ${like(q)})`
          : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** An order of one of the host's events, by its reference (case-insensitive). */
export async function findHostOrder(db: DbOrTx, hostId: number, reference: string) {
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      source: orders.source,
      eventId: orders.eventId,
      occurrenceId: orders.occurrenceId,
    })
    .from(orders)
    .innerJoin(events, eq(events.id, orders.eventId))
    .where(and(eq(events.hostId, hostId), sql`upper(${orders.reference}) = ${reference.toUpperCase()}`));
  return row;
}

// --- The host's refund ----------------------------------------------------------------------------

/**
 * Names the person who made an order's latest status change (a host's refund or revoke, an
 * owner's cancellation): checkout writes the history row, the host area says who asked. Runs in
 * the transaction that made the change, so the row is the one it just wrote.
 */
export async function stampStatusActor(tx: Tx, orderId: number, userId: number): Promise<void> {
  await tx
    .update(orderStatusChanges)
    .set({ actorUserId: userId })
    .where(
      and(
        isNull(orderStatusChanges.actorUserId),
        sql`${orderStatusChanges.id} = (SELECT max(id) FROM order_status_changes WHERE order_id = ${orderId})`,
      ),
    );
}

type OrderRow = typeof orders.$inferSelect;

export type HostRefundResult =
  | { kind: 'refunded'; refundId: number; created: boolean; amount: number }
  | { kind: 'not_refundable'; status: OrderRow['status'] }
  | { kind: 'no_payment' }
  /** Support refunded all of it already (the order stays paid until its places go back). */
  | { kind: 'nothing_left' };

/**
 * Refunds what is left of a paid order (its total less earlier refunds, such as support's
 * partial one: checkout's one money rule, `orderMoney`), in one transaction with checkout's lock
 * order (order row, buyer limits, date row, ticket type rows by id), so it cannot interleave with
 * a sale, an expiry or a payment of the same places:
 * a refund row (what is left), the order refunded, its tickets void, its places and buyer
 * limits given back, and the ledger's `refund` row (− that amount). A second call finds the order
 * refunded and answers the same refund. The money is sent by the caller after commit (the
 * refunds.process job, or the cancellation job itself).
 * `reason` host_refund: the host's own refund; the host carries the service fee (the `fee` row
 * stays) and the provider's fee. event_cancelled: the host cancelled the event or date; the host
 * is not charged the service fee (a `fee_reversal` row gives back what is left of it) and the
 * marketplace absorbs the provider's fee (decision 007).
 * `requestedBy`: the host's owner or team member who asked for it (the refund row and the order's
 * history name them); null when no person did.
 */
export async function refundOrderByHost(
  tx: Tx,
  orderId: number,
  hostId: number,
  now: Date,
  reason: 'host_refund' | 'event_cancelled' = 'host_refund',
  requestedBy: number | null = null,
): Promise<HostRefundResult> {
  const order = await lockOrderForMoney(tx, orderId);
  if (!order) return { kind: 'not_refundable', status: 'cancelled' };
  if (order.status === 'refunded') {
    const [done] = await tx
      .select({ id: refunds.id, amount: refunds.amount })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.reason, reason)));
    if (done) return { kind: 'refunded', refundId: done.id, created: false, amount: done.amount };
    return { kind: 'not_refundable', status: order.status };
  }
  if (order.status !== 'paid') return { kind: 'not_refundable', status: order.status };
  const money = await orderMoney(tx, order);
  if (money.paymentId === null) return { kind: 'no_payment' };
  if (money.left <= 0) return { kind: 'nothing_left' };
  const amount = money.left;
  refundFits(money, amount);

  const [refund] = await tx
    .insert(refunds)
    .values({
      orderId: order.id,
      paymentId: money.paymentId,
      reason,
      amount,
      includesFee: true,
      providerFeeAbsorbedBy: reason === 'host_refund' ? 'host' : 'marketplace',
      requestedByUserId: requestedBy,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: refunds.id });
  const refundId =
    refund?.id ??
    (
      await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.paymentId, money.paymentId), eq(refunds.reason, reason)))
    )[0]!.id;

  await giveBackSoldOrder(tx, order, 'refunded', reason, now);
  if (requestedBy !== null) await stampStatusActor(tx, order.id, requestedBy);

  // The refund's rows on the host's ledger, once each (a retry finds them there).
  const onLedger = (kind: 'refund' | 'fee_reversal', amount: number) =>
    tx
      .insert(ledgerEntries)
      .values({ hostId, eventId: order.eventId, orderId: order.id, refundId, kind, amount, createdAt: now })
      .onConflictDoNothing();
  await onLedger('refund', -amount);
  if (reason === 'event_cancelled') {
    // What is left of the service fee (support's partial refunds may have given some back).
    const feeBack = feeBackFor(money, amount, await orderFeeOnLedger(tx, order.id), order.total);
    if (feeBack !== 0) await onLedger('fee_reversal', feeBack);
  }
  return { kind: 'refunded', refundId, created: true, amount };
}
