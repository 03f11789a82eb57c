import { stringify } from 'csv-stringify/sync';
import type { DomainEventBus } from '../../lib/domain-events.js';
import {
  HOST_ATTENDEES_PAGE_SIZE,
  shownTicketCode,
  type THostAttendee,
  type THostAttendeePage,
  type THostOrder,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { JobQueue } from '../../plugins/jobs.js';
import { JOB, CHECKOUT_TEXTS, leftToRefund } from '../checkout/index.js';
import {
  allAttendees,
  findAttendees,
  findHostOrder,
  findHostOrders,
  hostHasEvent,
  refundOrderByHost,
  type AttendeeFilter,
  type AttendeeRow,
} from './attendees.repository.js';
import { ATTENDEE_CSV_TEXT, ATTENDEE_TEXT as T } from './attendees.texts.js';
import { recordAudit, type UserActor } from '../audit/index.js';

/** Rows of one CSV export at most (a stadium's worth). */
const CSV_MAX_ROWS = 100_000;
/** Orders listed at most. */
const ORDERS_MAX = 500;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toAttendee(r: AttendeeRow): THostAttendee {
  return {
    ticketId: r.ticketId,
    code: shownTicketCode(r.code),
    ticketTypeName: r.ticketTypeName,
    attendeeName: r.attendeeName,
    attendeeEmail: r.attendeeEmail,
    orderReference: r.orderReference,
    orderStatus: r.orderStatus,
    ticketStatus: r.ticketStatus,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    occurrenceStartsAt: iso(r.occurrenceStartsAt),
    checkedInAt: iso(r.checkedInAt),
    checkedInByName: r.checkedInByName,
    orderSource: r.orderSource,
  };
}

/** @throws AppError event_not_found when an event filter names an event the host does not have. */
async function checkEventFilter(db: Db, hostId: number, eventId: number | undefined) {
  if (eventId !== undefined && !(await hostHasEvent(db, hostId, eventId)))
    throw new AppError('event_not_found', T.eventNotFound);
}

/**
 * One page of the host's tickets across events (or one event), searchable by name, email and
 * order reference (any part) or ticket code (the whole code or its shown end only), filtered by ticket status and check-in.
 * @throws AppError event_not_found
 */
export async function listAttendees(db: Db, filter: AttendeeFilter, page: number): Promise<THostAttendeePage> {
  await checkEventFilter(db, filter.hostId, filter.eventId);
  const { rows, total } = await findAttendees(
    db,
    filter,
    HOST_ATTENDEES_PAGE_SIZE,
    (page - 1) * HOST_ATTENDEES_PAGE_SIZE,
  );
  return { items: rows.map(toAttendee), total, page, pageSize: HOST_ATTENDEES_PAGE_SIZE };
}

/** 'YYYY-MM-DD HH:mm' in the event's zone (what a spreadsheet reads as a date and time). */
function localTime(d: Date | null, timeZone: string): string {
  if (!d) return '';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const p = (type: string) => parts.find((x) => x.type === type)?.value ?? '';
  return `${p('year')}-${p('month')}-${p('day')} ${p('hour')}:${p('minute')}`;
}

/**
 * The attendee list as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs read
 * the names right): names, emails, ticket types, order reference, date and check-in state; never
 * phone numbers. Cells a spreadsheet would run as a formula (starting = + - @, tab or CR) get a
 * leading single quote (csv-stringify's escape_formulas; decision 015).
 * @throws AppError event_not_found
 */
export async function attendeesCsv(db: Db, hostId: number, eventId: number | undefined): Promise<string> {
  await checkEventFilter(db, hostId, eventId);
  const rows = await allAttendees(db, { hostId, eventId }, CSV_MAX_ROWS);
  const records = rows.map((r) => [
    r.attendeeName ?? '',
    r.attendeeEmail ?? '',
    r.ticketTypeName,
    shownTicketCode(r.code),
    r.orderReference,
    r.orderStatus,
    ATTENDEE_CSV_TEXT.orderSource[r.orderSource],
    ATTENDEE_CSV_TEXT.ticketStatus[r.ticketStatus] ?? r.ticketStatus,
    r.eventTitle,
    localTime(r.occurrenceStartsAt, r.timeZone),
    localTime(r.checkedInAt, r.timeZone),
    r.checkedInByName ?? '',
  ]);
  return `\uFEFF${stringify([[...ATTENDEE_CSV_TEXT.csvHeader], ...records], { escape_formulas: true, record_delimiter: 'windows' })}`;
}

/**
 * The host's orders (paid, reserved, refunded, cancelled), newest first.
 * @throws AppError event_not_found
 */
export async function listHostOrders(
  db: Db,
  f: { hostId: number; eventId?: number | undefined; q?: string | undefined },
): Promise<THostOrder[]> {
  await checkEventFilter(db, f.hostId, f.eventId);
  return (await findHostOrders(db, f, ORDERS_MAX)).map(toHostOrder);
}

export function toHostOrder(r: Awaited<ReturnType<typeof findHostOrders>>[number]): THostOrder {
  return {
    reference: r.reference,
    eventId: r.eventId,
    eventTitle: r.eventTitle,
    buyerName: r.buyerName,
    buyerEmail: r.buyerEmail,
    status: r.status,
    total: r.total,
    tickets: r.tickets,
    createdAt: r.createdAt.toISOString(),
    refunded: Number(r.refunded),
    refundable: r.status === 'paid' && leftToRefund(Number(r.paid), Number(r.refunded)) > 0,
    refundAmount: r.status === 'paid' ? leftToRefund(Number(r.paid), Number(r.refunded)) : 0,
    source: r.source,
    issuedByName: r.source === 'complimentary' ? r.issuedByName : null,
    revocable: r.source === 'complimentary' && r.status === 'reserved',
  };
}

/**
 * Mails an order's tickets again, to the address on the order (never another: the host cannot
 * redirect tickets). Reuses checkout's confirmation job; a burst of clicks sends one mail.
 * @throws AppError order_not_found (another host's order too); order_not_refundable when the
 *   order has no tickets (not paid or reserved)
 */
export async function resendOrderTickets(ctx: { db: Db; jobs: JobQueue }, hostId: number, reference: string) {
  const order = await findHostOrder(ctx.db, hostId, reference);
  if (!order) throw new AppError('order_not_found', T.orderNotFound);
  if (order.status !== 'paid' && order.status !== 'reserved')
    throw new AppError('order_not_refundable', T.notResendable);
  await ctx.jobs.send(JOB.orderConfirmation, { orderId: order.id }, { singletonKey: `host-resend-${order.id}` });
}

/**
 * Refunds what is left of a paid order of the host's through the payment provider (see
 * refundOrderByHost: the total less support's earlier refunds, never more); safe to call twice. Queues the refunds.process job, which sends the money
 * and then the refund notice. The refund, the order's history and the audit log name `actor`
 * (one `order.refunded` row; a second call writes none).
 * @throws AppError order_not_found; order_not_refundable (not paid, or no settled payment);
 *   refund_exceeds_refundable (409: earlier refunds took all of it)
 */
export async function refundHostOrder(
  ctx: { db: Db; jobs: JobQueue; domainEvents: DomainEventBus },
  hostId: number,
  actor: UserActor,
  reference: string,
  now: Date = new Date(),
): Promise<THostOrder> {
  const order = await findHostOrder(ctx.db, hostId, reference);
  if (!order) throw new AppError('order_not_found', T.orderNotFound);
  const result = await ctx.db.transaction(async (tx) => {
    const r = await refundOrderByHost(tx, order.id, hostId, now, 'host_refund', actor.userId);
    if (r.kind === 'refunded' && r.created)
      await recordAudit(tx, {
        actor,
        hostId,
        action: 'order.refunded',
        subject: { type: 'order', id: order.id },
        details: { reference: order.reference, amount: r.amount, refundId: r.refundId, reason: 'host_refund' },
        at: now,
      });
    return r;
  });
  if (result.kind === 'not_refundable') throw new AppError('order_not_refundable', T.notRefundable(result.status));
  if (result.kind === 'no_payment') throw new AppError('order_not_refundable', T.noPayment);
  if (result.kind === 'nothing_left')
    throw new AppError('refund_exceeds_refundable', CHECKOUT_TEXTS.refundExceedsRefundable(0, 0));
  if (result.created) await ctx.domainEvents.announce('places.returned', { occurrenceId: order.occurrenceId });
  await ctx.jobs.send(JOB.processRefund, { refundId: result.refundId }, { singletonKey: `refund-${result.refundId}` });
  const [row] = await findHostOrders(ctx.db, { hostId, orderId: order.id }, 1);
  return toHostOrder(row!);
}
