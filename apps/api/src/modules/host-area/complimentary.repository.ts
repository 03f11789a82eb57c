import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, orders, ticketTypes } from '../../db/schema/index.js';
import { giveBackSoldOrder } from '../checkout/index.js';
import { stampStatusActor } from './attendees.repository.js';

/**
 * The host's complimentary (guest-list) tickets: what the rules read of the event and ticket
 * type, and the revocation. Giving tickets is checkout's own zero-total order step
 * (reserveZeroTotalOrder), so places are taken exactly as a sale takes them.
 */

/** What decides whether the host can give tickets for one of their events (undefined: not theirs). */
export async function findHostEventForComps(db: DbOrTx, hostId: number, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      paymentType: events.paymentType,
      cancelledAt: events.cancelledAt,
      eventType: events.eventType,
      timeZone: events.timeZone,
    })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)));
  return row;
}

/** One ticket type of the event, archived or not (to say why an archived one is refused). */
export async function findEventTicketType(db: DbOrTx, eventId: number, ticketTypeId: number) {
  const [row] = await db
    .select({ id: ticketTypes.id, name: ticketTypes.name, archivedAt: ticketTypes.archivedAt })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.id, ticketTypeId), eq(ticketTypes.eventId, eventId)));
  return row;
}

export type RevokeResult =
  | { kind: 'revoked'; created: boolean }
  | { kind: 'not_complimentary' }
  | { kind: 'not_revocable'; status: (typeof orders.$inferSelect)['status'] };

/**
 * Revokes a complimentary order under its row lock, in checkout's lock order: cancelled (reason
 * revoked_by_host), its tickets void, its places given back (giveBackSoldOrder). An order already
 * cancelled (revoked before, or let go by the guest) answers `created: false` and changes nothing.
 * The caller calls `placesReturned` and mails the guest after commit, only when `created`.
 * `by`: who revoked (the order's history names them).
 */
export async function revokeOrder(tx: Tx, orderId: number, now: Date, by: number): Promise<RevokeResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.source !== 'complimentary') return { kind: 'not_complimentary' };
  if (order.status === 'cancelled') return { kind: 'revoked', created: false };
  if (order.status !== 'reserved') return { kind: 'not_revocable', status: order.status };
  await giveBackSoldOrder(tx, order, 'cancelled', 'revoked_by_host', now);
  await stampStatusActor(tx, order.id, by);
  return { kind: 'revoked', created: true };
}
