import { aliasedTable, and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import {
  events,
  occurrences,
  orderItems,
  orders,
  ticketTransfers,
  ticketTransferTickets,
  tickets,
  users,
} from '../../db/schema/index.js';

/** The queries of tickets sent to a friend and of re-issuing (decision 051). */

type TicketRow = typeof tickets.$inferSelect;
export type TransferRow = typeof ticketTransfers.$inferSelect;

/** Who a person is, as far as holding tickets goes. */
export interface Holder {
  id: number;
  email: string;
  emailVerifiedAt: Date | null;
}

/**
 * Whether a ticket is this person's: re-issued to them, or, never re-issued, on an order they
 * bought signed in or (address verified) as a guest with their email: My tickets' rule.
 */
export function heldBy(user: Holder) {
  const buyer = user.emailVerifiedAt
    ? or(eq(orders.userId, user.id), sql`lower(${orders.buyerEmail}) = ${user.email.toLowerCase()}`)
    : eq(orders.userId, user.id);
  return and(
    inArray(orders.status, ['paid', 'reserved']),
    or(eq(tickets.holderUserId, user.id), and(isNull(tickets.holderUserId), buyer)),
  );
}

/** The tickets among `ids` this person holds, with what sending them depends on. */
export async function findHeldTickets(db: DbOrTx, user: Holder, ids: number[]) {
  return db
    .select({
      id: tickets.id,
      status: tickets.status,
      checkedInAt: tickets.checkedInAt,
      pendingTransferId: tickets.pendingTransferId,
      pendingStatus: ticketTransfers.status,
      pendingExpiresAt: ticketTransfers.expiresAt,
      transferCount: tickets.transferCount,
      eventId: tickets.eventId,
      occurrenceId: tickets.occurrenceId,
      hostId: events.hostId,
      transfersAllowed: events.transfersAllowed,
      title: events.title,
      startsAt: occurrences.startsAt,
      buyerPhone: orders.buyerPhone,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .leftJoin(ticketTransfers, eq(ticketTransfers.id, tickets.pendingTransferId))
    .where(and(inArray(tickets.id, ids), heldBy(user)));
}

export async function insertTransfer(tx: Tx, row: typeof ticketTransfers.$inferInsert): Promise<TransferRow> {
  const [made] = await tx.insert(ticketTransfers).values(row).returning();
  return made!;
}

/**
 * Puts the tickets in the transfer, in one statement: only those still valid, not checked in and
 * in no open transfer (one that lapsed or ended no longer holds them). Answers the ids it took.
 */
export async function takeTicketsForTransfer(tx: Tx, transferId: number, ids: number[], now: Date) {
  const free = or(
    isNull(tickets.pendingTransferId),
    sql`${tickets.pendingTransferId} IN (SELECT id FROM ticket_transfers WHERE status <> 'pending' OR expires_at <= ${now.toISOString()}::timestamptz)`,
  );
  const rows = await tx
    .update(tickets)
    .set({ pendingTransferId: transferId })
    .where(
      and(
        inArray(tickets.id, ids),
        eq(tickets.status, 'valid'),
        isNull(tickets.checkedInAt),
        free,
        // A ticket returned to the waiting list is waiting for a fan (decision 054): take it back first.
        sql`NOT EXISTS (SELECT 1 FROM ticket_returns r WHERE r.ticket_id = ${tickets.id} AND r.status IN ('listed', 'offered'))`,
      ),
    )
    .returning({ id: tickets.id });
  if (rows.length) await tx.insert(ticketTransferTickets).values(rows.map((r) => ({ transferId, ticketId: r.id })));
  return rows.map((r) => r.id);
}

/** Lets go of the tickets a transfer held (cancelled or lapsed): they are the sender's again. */
export async function releaseTickets(tx: Tx, transferId: number) {
  await tx.update(tickets).set({ pendingTransferId: null }).where(eq(tickets.pendingTransferId, transferId));
}

export async function findTransferByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ transfer: ticketTransfers, event: events, startsAt: occurrences.startsAt })
    .from(ticketTransfers)
    .innerJoin(events, eq(events.id, ticketTransfers.eventId))
    .innerJoin(occurrences, eq(occurrences.id, ticketTransfers.occurrenceId))
    .where(eq(ticketTransfers.tokenHash, tokenHash));
  return row;
}

export async function findTransferById(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      transfer: ticketTransfers,
      hostId: events.hostId,
      title: events.title,
      timeZone: events.timeZone,
      startsAt: occurrences.startsAt,
    })
    .from(ticketTransfers)
    .innerJoin(events, eq(events.id, ticketTransfers.eventId))
    .innerJoin(occurrences, eq(occurrences.id, ticketTransfers.occurrenceId))
    .where(eq(ticketTransfers.id, id));
  return row;
}

/** The tickets a transfer sends, with their type's name, in their order. */
export async function transferTickets(db: DbOrTx, transferIds: number[]) {
  if (transferIds.length === 0) return [];
  return db
    .select({
      transferId: ticketTransferTickets.transferId,
      ticketId: ticketTransferTickets.ticketId,
      newTicketId: ticketTransferTickets.newTicketId,
      typeName: orderItems.name,
    })
    .from(ticketTransferTickets)
    .innerJoin(tickets, eq(tickets.id, ticketTransferTickets.ticketId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .where(inArray(ticketTransferTickets.transferId, transferIds))
    .orderBy(asc(tickets.orderItemId), asc(tickets.seq));
}

/**
 * Ends a pending transfer, in one statement: of two requests at once (two accepts, or a cancel
 * and an accept) only one finds it pending. Answers the row, or nothing when it was not pending
 * (or, for `accepted`, had lapsed; for `cancelled`, is not this sender's).
 */
export async function endTransfer(
  tx: Tx,
  id: number,
  to: 'accepted' | 'cancelled' | 'lapsed',
  now: Date,
  by: { userId: number } | null,
): Promise<TransferRow | undefined> {
  const at = now;
  const set =
    to === 'accepted'
      ? { status: to, acceptedAt: at, toUserId: by?.userId ?? null }
      : to === 'cancelled'
        ? { status: to, cancelledAt: at }
        : { status: to, lapsedAt: at };
  const conditions = [eq(ticketTransfers.id, id), eq(ticketTransfers.status, 'pending')];
  if (to === 'accepted') conditions.push(sql`${ticketTransfers.expiresAt} > ${now.toISOString()}::timestamptz`);
  if (to === 'cancelled' && by) conditions.push(eq(ticketTransfers.fromUserId, by.userId));
  const [row] = await tx
    .update(ticketTransfers)
    .set(set)
    .where(and(...conditions))
    .returning();
  return row;
}

/** The pending transfers that have lapsed (their date started or their time ran out), oldest first. */
export async function findLapsedTransfers(db: DbOrTx, now: Date, limit: number) {
  return db
    .select({ id: ticketTransfers.id, hostId: events.hostId })
    .from(ticketTransfers)
    .innerJoin(events, eq(events.id, ticketTransfers.eventId))
    .where(and(eq(ticketTransfers.status, 'pending'), lte(ticketTransfers.expiresAt, now)))
    .orderBy(asc(ticketTransfers.expiresAt))
    .limit(limit);
}

// --- re-issuing ---------------------------------------------------------------------------------

/**
 * Voids the tickets for a re-issue, in one statement: only rows still valid, not checked in and
 * (when `inTransfer` is given) held by that transfer. Answers the rows voided, as they were.
 */
export async function voidForReissue(
  tx: Tx,
  ids: number[],
  now: Date,
  inTransfer: number | null,
): Promise<TicketRow[]> {
  const conditions = [inArray(tickets.id, ids), eq(tickets.status, 'valid'), isNull(tickets.checkedInAt)];
  if (inTransfer !== null) conditions.push(eq(tickets.pendingTransferId, inTransfer));
  return tx
    .update(tickets)
    .set({ status: 'void', reissuedAt: now, pendingTransferId: null })
    .where(and(...conditions))
    .returning();
}

export async function insertTickets(tx: Tx, rows: (typeof tickets.$inferInsert)[]) {
  return tx.insert(tickets).values(rows).returning({ id: tickets.id, reissuedFromId: tickets.reissuedFromId });
}

export async function recordNewTickets(tx: Tx, transferId: number, pairs: { from: number; to: number }[]) {
  for (const p of pairs)
    await tx
      .update(ticketTransferTickets)
      .set({ newTicketId: p.to })
      .where(and(eq(ticketTransferTickets.transferId, transferId), eq(ticketTransferTickets.ticketId, p.from)));
}

// --- reading ------------------------------------------------------------------------------------

/** The transfers a person sent, newest first (the last 50). */
export async function sentTransfersOf(db: DbOrTx, userId: number) {
  return db
    .select({
      transfer: ticketTransfers,
      title: events.title,
      timeZone: events.timeZone,
      startsAt: occurrences.startsAt,
    })
    .from(ticketTransfers)
    .innerJoin(events, eq(events.id, ticketTransfers.eventId))
    .innerJoin(occurrences, eq(occurrences.id, ticketTransfers.occurrenceId))
    .where(eq(ticketTransfers.fromUserId, userId))
    .orderBy(desc(ticketTransfers.id))
    .limit(50);
}

/** Tickets re-issued to this person (valid or voided since), with their order, event and date. */
export async function receivedTicketRows(db: DbOrTx, userId: number) {
  const from = aliasedTable(ticketTransfers, 'from_transfer');
  return db
    .select({
      ticket: tickets,
      typeName: orderItems.name,
      reference: orders.reference,
      event: events,
      occurrence: occurrences,
      fromName: from.fromName,
    })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, tickets.orderItemId))
    .innerJoin(events, eq(events.id, tickets.eventId))
    .innerJoin(occurrences, eq(occurrences.id, tickets.occurrenceId))
    .leftJoin(ticketTransferTickets, eq(ticketTransferTickets.newTicketId, tickets.id))
    .leftJoin(from, eq(from.id, ticketTransferTickets.transferId))
    .where(and(eq(tickets.holderUserId, userId), inArray(orders.status, ['paid', 'reserved'])))
    .orderBy(sql`${occurrences.startsAt} ASC NULLS LAST`, asc(tickets.orderItemId), asc(tickets.seq))
    .limit(200);
}

/** One ticket re-issued to this person that admits (for its QR image). */
export async function heldTicket(db: DbOrTx, userId: number, ticketId: number) {
  const [row] = await db
    .select({ code: tickets.code, eventId: tickets.eventId, occurrenceId: tickets.occurrenceId })
    .from(tickets)
    .innerJoin(orders, eq(orders.id, tickets.orderId))
    .where(
      and(eq(tickets.id, ticketId), eq(tickets.holderUserId, userId), inArray(orders.status, ['paid', 'reserved'])),
    );
  return row;
}

/** The transfers of one of the host's events, newest first, with who accepted each. */
export async function eventTransfers(db: DbOrTx, hostId: number, eventId: number) {
  const rows = await db
    .select({
      transfer: ticketTransfers,
      toFirst: users.firstName,
      toLast: users.lastName,
      toUsername: users.username,
      count: sql<number>`(SELECT count(*)::int FROM ticket_transfer_tickets x WHERE x.transfer_id = ${ticketTransfers.id})`,
    })
    .from(ticketTransfers)
    .innerJoin(events, eq(events.id, ticketTransfers.eventId))
    .leftJoin(users, eq(users.id, ticketTransfers.toUserId))
    .where(and(eq(ticketTransfers.eventId, eventId), eq(events.hostId, hostId)))
    .orderBy(desc(ticketTransfers.id))
    .limit(500);
  return rows;
}

/**
 * Each ticket's history: every accepted transfer along the chain of tickets it replaced, oldest
 * first (a recursive walk back through `reissued_from_id`).
 */
export async function historyOf(db: DbOrTx, ticketIds: number[]) {
  if (ticketIds.length === 0) return [];
  const list = sql.join(
    ticketIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH RECURSIVE chain(leaf, id, prev) AS (
      SELECT t.id, t.id, t.reissued_from_id FROM tickets t WHERE t.id IN (${list})
      UNION ALL
      SELECT c.leaf, t.id, t.reissued_from_id FROM tickets t JOIN chain c ON t.id = c.prev
    )
    SELECT c.leaf AS "leaf", tt.accepted_at AS "at", tt.from_name AS "fromName", nt.attendee_name AS "toName"
    FROM chain c
    JOIN ticket_transfer_tickets x ON x.new_ticket_id = c.id
    JOIN ticket_transfers tt ON tt.id = x.transfer_id
    JOIN tickets nt ON nt.id = c.id
    ORDER BY c.leaf, tt.accepted_at`);
  type Row = { leaf: number; at: Date | string; fromName: string; toName: string | null };
  const rows = (result as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
  return rows.map((r) => ({ leaf: Number(r.leaf), at: new Date(r.at), fromName: r.fromName, toName: r.toName }));
}
