import type { Tx } from '../../db/client.js';
import type { DomainEventBus, TicketEvents } from '../../lib/domain-events.js';
import { newTicketCode } from '../checkout/index.js';
import { insertTickets, voidForReissue } from './ticket-transfers.repository.js';

/**
 * The one home for re-issuing tickets (decision 051): a transfer accepted today, resale later.
 * Each old ticket row is voided (it keeps its code, so the door can say "re-issued" when it is
 * shown) and a new row takes its place: same order, order item, place, date and type; a new
 * random code, hence a new QR signature and a new SMS code; the new holder.
 */

export interface NewHolder {
  userId: number;
  name: string | null;
  email: string | null;
}

export interface Reissued {
  eventId: number;
  tickets: { fromTicketId: number; toTicketId: number }[];
}

/** What the caller tells whoever listens, once its transaction has committed. */
export type ReissuedEvent = TicketEvents['ticket.reissued'];

/**
 * Re-issues `ticketIds` to `holder` inside the caller's transaction. Every ticket must still be
 * valid, not checked in and, with `inTransfer`, held by that transfer; otherwise nothing is
 * changed and it throws `changed` (the caller's words for it), so the caller's transaction rolls
 * back whole.
 * @throws the caller's `changed` error when a ticket was checked in, voided or let go meanwhile
 */
export async function reissueTickets(
  tx: Tx,
  input: { ticketIds: number[]; holder: NewHolder; inTransfer: number | null; now: Date; changed: () => Error },
): Promise<Reissued> {
  const old = await voidForReissue(tx, input.ticketIds, input.now, input.inTransfer);
  if (old.length !== input.ticketIds.length || old.length === 0) throw input.changed();
  const made = await insertTickets(
    tx,
    old.map((t) => ({
      orderId: t.orderId,
      orderItemId: t.orderItemId,
      eventId: t.eventId,
      occurrenceId: t.occurrenceId,
      ticketTypeId: t.ticketTypeId,
      seq: t.seq,
      code: newTicketCode(),
      attendeeName: input.holder.name,
      attendeeEmail: input.holder.email,
      holderUserId: input.holder.userId,
      reissuedFromId: t.id,
      transferCount: t.transferCount + 1,
    })),
  );
  return {
    eventId: old[0]!.eventId,
    tickets: made.map((m) => ({ fromTicketId: m.reissuedFromId!, toTicketId: m.id })),
  };
}

/** Announces a re-issue, after the transaction that made it has committed. */
export async function announceReissued(bus: DomainEventBus, done: Reissued, reason: ReissuedEvent['reason']) {
  await bus.announce('ticket.reissued', { eventId: done.eventId, reason, tickets: done.tickets });
}
