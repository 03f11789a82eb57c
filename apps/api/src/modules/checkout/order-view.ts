import {
  MPESA_FAILURE_CODES,
  type MpesaFailureCode,
  type TOrder,
  type TOrderPayment,
  type TOrderTicket,
} from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { CHECKOUT_TEXTS } from './checkout.texts.js';
import type {
  events,
  occurrences,
  orderItems,
  orderStatusChanges,
  orders,
  payments,
  refunds,
  tickets,
} from '../../db/schema/index.js';
import { dayOf } from './checkout.occurrence.js';
import type { TicketSigner } from '../tickets/index.js';
import { readOrderRows } from './order-view.repository.js';

/**
 * Orders as the buyer sees them (TOrder): the order, its date, lines, tickets with their signed
 * QR payloads, the latest payment attempt, refunds and history. Batched: one query per table for
 * any number of orders (My tickets).
 */

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

type PaymentRow = typeof payments.$inferSelect;

/** What the buyer reads about a payment attempt: the prompt to answer, or why it failed. */
export function paymentMessage(p: PaymentRow): string | null {
  const T = CHECKOUT_TEXTS.payment;
  if (p.status === 'failed') return p.failureReason ?? T.declined;
  if (p.status === 'abandoned') return T.abandoned;
  if (p.channel === 'mpesa' && (p.status === 'pending' || p.status === 'initialized'))
    return T.mpesaPrompt(p.phone, p.amount);
  return null;
}

/** The stable code a provider stored with a failed M-Pesa prompt (Daraja: payments/daraja.ts), or null. */
function mpesaFailureCodeOf(providerResponse: unknown): MpesaFailureCode | null {
  const code = (providerResponse as { failureCode?: unknown } | null)?.failureCode;
  return (MPESA_FAILURE_CODES as readonly unknown[]).includes(code) ? (code as MpesaFailureCode) : null;
}

/** Paybill instructions a provider stored with a failed prompt (decision 025), with the order as account. */
function paybillOf(providerResponse: unknown, orderReference: string): TOrderPayment['paybill'] {
  const number = (providerResponse as { paybill?: unknown } | null)?.paybill;
  return typeof number === 'string' && number ? { businessNumber: number, accountNumber: orderReference } : null;
}

type OrderRow = typeof orders.$inferSelect;
type EventRow = typeof events.$inferSelect;
type OccurrenceRow = typeof occurrences.$inferSelect;

/** Everything one order's view is made of (rows, or what a fresh hold knows without reading them). */
export interface OrderParts {
  order: OrderRow;
  event: Pick<EventRow, 'id' | 'externalId' | 'title' | 'imageUrl' | 'location' | 'address' | 'timeZone'>;
  occurrence: Pick<OccurrenceRow, 'occurrenceKey' | 'showTimeId' | 'startsAt' | 'endsAt'>;
  /** In the order they were inserted. */
  items: Pick<typeof orderItems.$inferSelect, 'ticketTypeId' | 'name' | 'unitPrice' | 'quantity'>[];
  tickets: { ticket: typeof tickets.$inferSelect; typeName: string; resale?: TicketResale | null }[];
  /** Newest first. */
  payments: PaymentRow[];
  refunds: Pick<typeof refunds.$inferSelect, 'amount' | 'reason' | 'status' | 'createdAt'>[];
  history: Pick<typeof orderStatusChanges.$inferSelect, 'toStatus' | 'reason' | 'createdAt'>[];
  /** The event's host by name (a complimentary order says who gave it). */
  hostName?: string | null;
  /** The order's promo code as stored (upper-case), when it has one. */
  promoCode?: string | null;
}

/** A ticket's return for resale as read with it (a left join: all null when it has none). */
export interface TicketResale {
  id: number | null;
  status: string | null;
  refundAmount: number | null;
}

function resaleOf(r: TicketResale | null | undefined): TOrderTicket['resale'] {
  if (!r || r.id === null || (r.status !== 'listed' && r.status !== 'offered' && r.status !== 'sold')) return null;
  return { id: r.id, status: r.status, refundAmount: r.refundAmount ?? 0 };
}

/**
 * One ticket as its holder sees it: its code, its signed QR payload, whether it was sent on
 * (voided and re-issued to someone else) or waits in a transfer (decision 051), and its return
 * for resale (decision 054).
 */
export function ticketView(
  t: typeof tickets.$inferSelect,
  typeName: string,
  signer: TicketSigner,
  resale?: TicketResale | null,
): TOrderTicket {
  return {
    resale: resaleOf(resale),
    id: t.id,
    code: t.code,
    qrPayload: signer.sign({ code: t.code, eventId: t.eventId, occurrenceId: t.occurrenceId }),
    ticketTypeName: typeName,
    attendeeName: t.attendeeName,
    status: t.status,
    checkedInAt: iso(t.checkedInAt),
    reissued: t.reissuedAt !== null,
    transferPending: t.status === 'valid' && t.pendingTransferId !== null,
  };
}

/** One order as the buyer sees it. */
export function toOrderView(parts: OrderParts, signer: TicketSigner, now: Date): TOrder {
  const { order, event, occurrence } = parts;
  // Show the attempt that settled the order, else the newest one.
  const p = parts.payments.find((a) => a.status === 'succeeded') ?? parts.payments[0];
  const payment: TOrderPayment | null = p
    ? {
        reference: p.reference,
        provider: p.provider,
        channel: p.channel,
        status: p.status,
        authorizationUrl: p.status === 'initialized' || p.status === 'pending' ? p.authorizationUrl : null,
        message: paymentMessage(p),
        mpesaReceipt: p.mpesaReceipt,
        phone: p.phone,
        failureCode: p.status === 'failed' ? mpesaFailureCodeOf(p.providerResponse) : null,
        paybill:
          p.status === 'failed' && order.status === 'pending' ? paybillOf(p.providerResponse, order.reference) : null,
      }
    : null;
  const showTickets = order.status === 'paid' || order.status === 'reserved';
  return {
    token: order.publicToken,
    reference: order.reference,
    status: order.status,
    statusReason: order.statusReason,
    free: order.total === 0,
    complimentaryFrom: order.source === 'complimentary' ? (parts.hostName ?? null) : null,
    event: {
      id: event.id,
      externalId: event.externalId,
      title: event.title,
      imageUrl: event.imageUrl,
      location: event.location,
      address: event.address,
      timeZone: event.timeZone,
    },
    occurrence: {
      key: occurrence.occurrenceKey,
      date:
        occurrence.occurrenceKey === 'single' || occurrence.occurrenceKey.startsWith('show:')
          ? occurrence.startsAt
            ? dayOf(occurrence.startsAt, event.timeZone)
            : null
          : occurrence.occurrenceKey,
      showTimeId: occurrence.showTimeId,
      startsAt: iso(occurrence.startsAt),
      endsAt: iso(occurrence.endsAt),
    },
    items: parts.items.map((i) => ({
      ticketTypeId: i.ticketTypeId,
      name: i.name,
      unitPrice: i.unitPrice,
      quantity: i.quantity,
    })),
    subtotal: order.subtotal,
    discount: order.discount,
    promoCode: order.promoCodeId === null ? null : (parts.promoCode ?? null),
    fees: order.fees,
    total: order.total,
    currency: order.currency,
    feePaidBy: order.feePaidBy,
    buyer: { name: order.buyerName, email: order.buyerEmail, phone: order.buyerPhone, locale: order.locale },
    expiresAt: order.status === 'pending' ? iso(order.expiresAt) : null,
    serverNow: now.toISOString(),
    createdAt: order.createdAt.toISOString(),
    paidAt: iso(order.paidAt),
    payment,
    tickets: showTickets
      ? parts.tickets.map(({ ticket, typeName, resale }) => ticketView(ticket, typeName, signer, resale))
      : [],
    refunds: parts.refunds.map((r) => ({
      amount: r.amount,
      reason: r.reason,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    })),
    history: parts.history.map((h) => ({
      status: h.toStatus,
      reason: h.reason,
      at: h.createdAt.toISOString(),
    })),
  };
}

/**
 * The view of a pending order `checkout_hold_request` has just made, from what the hold already knows
 * (its first status row is written at the order's createdAt; no payment, tickets or refunds
 * yet), so answering a new hold costs no further read. Equal to `orderView` of the same order.
 */
export function freshOrderView(
  parts: Pick<OrderParts, 'order' | 'event' | 'occurrence' | 'items' | 'promoCode'>,
  signer: TicketSigner,
  now: Date,
): TOrder {
  const { order } = parts;
  return toOrderView(
    {
      ...parts,
      tickets: [],
      payments: [],
      refunds: [],
      history: [{ toStatus: order.status, reason: null, createdAt: order.createdAt }],
    },
    signer,
    now,
  );
}

export async function orderViews(
  db: DbOrTx,
  signer: TicketSigner,
  ids: number[],
  now: Date = new Date(),
): Promise<TOrder[]> {
  if (ids.length === 0) return [];
  const { rows, items, ticketRows, paymentRows, refundRows, history } = await readOrderRows(db, ids);
  const by = <T extends { orderId: number }>(list: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of list) m.set(x.orderId, [...(m.get(x.orderId) ?? []), x]);
    return m;
  };
  const itemsBy = by(items);
  const ticketsBy = by(ticketRows.map((t) => ({ ...t, orderId: t.ticket.orderId })));
  const paymentsBy = by(paymentRows);
  const refundsBy = by(refundRows);
  const historyBy = by(history);
  const views = new Map<number, TOrder>();
  for (const { order, event, occurrence, hostName, promoCode } of rows)
    views.set(
      order.id,
      toOrderView(
        {
          order,
          event,
          occurrence,
          items: itemsBy.get(order.id) ?? [],
          tickets: ticketsBy.get(order.id) ?? [],
          payments: paymentsBy.get(order.id) ?? [],
          refunds: refundsBy.get(order.id) ?? [],
          history: historyBy.get(order.id) ?? [],
          hostName,
          promoCode,
        },
        signer,
        now,
      ),
    );
  return ids.map((id) => views.get(id)).filter((v): v is TOrder => v !== undefined);
}

export async function orderView(db: DbOrTx, signer: TicketSigner, id: number, now: Date = new Date()): Promise<TOrder> {
  const [view] = await orderViews(db, signer, [id], now);
  if (!view) throw new Error(`order ${id} vanished`);
  return view;
}
