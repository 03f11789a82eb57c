import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { THostEventStatus, THostPayoutStatus } from '@tribe/contracts';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, ledgerEntries, payouts } from '../../db/schema/index.js';

/** An event's ledger, summed per kind (signed from the host's side, as stored). */
export interface EventLedgerRow {
  eventId: number;
  title: string;
  status: THostEventStatus;
  lastEndsAt: Date | null;
  sale: number;
  fee: number;
  refund: number;
  feeReversal: number;
  payout: number;
}

const sumOf = (kind: (typeof ledgerEntries.kind.enumValues)[number]) =>
  sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = ${kind}), 0)::int`;

/** Every event of the host with rows on the ledger (or only `eventId`), summed per kind. */
export async function ledgerByEvent(db: DbOrTx, hostId: number, eventId?: number): Promise<EventLedgerRow[]> {
  const rows = await db
    .select({
      eventId: events.id,
      title: events.title,
      status: events.status,
      lastEndsAt: events.lastEndsAt,
      sale: sumOf('sale'),
      fee: sumOf('fee'),
      refund: sumOf('refund'),
      feeReversal: sumOf('fee_reversal'),
      payout: sumOf('payout'),
    })
    .from(ledgerEntries)
    .innerJoin(events, eq(events.id, ledgerEntries.eventId))
    .where(
      and(
        eq(ledgerEntries.hostId, hostId),
        isNotNull(ledgerEntries.eventId),
        eventId === undefined ? undefined : eq(ledgerEntries.eventId, eventId),
      ),
    )
    .groupBy(events.id);
  return rows.map((r) => ({
    ...r,
    sale: Number(r.sale),
    fee: Number(r.fee),
    refund: Number(r.refund),
    feeReversal: Number(r.feeReversal),
    payout: Number(r.payout),
  }));
}

/** Payouts requested, approved or on their way and not yet paid (so not on the ledger yet), per event. */
export async function pendingPayoutsByEvent(
  db: DbOrTx,
  hostId: number,
  eventId?: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ eventId: payouts.eventId, amount: sql<number>`coalesce(sum(${payouts.amount}), 0)::int` })
    .from(payouts)
    .where(
      and(
        eq(payouts.hostId, hostId),
        inArray(payouts.status, ['requested', 'approved', 'processing']),
        eventId === undefined ? isNotNull(payouts.eventId) : eq(payouts.eventId, eventId),
      ),
    )
    .groupBy(payouts.eventId);
  return new Map(rows.map((r) => [r.eventId!, Number(r.amount)]));
}

export interface PayoutRow {
  id: number;
  eventId: number | null;
  eventTitle: string | null;
  amount: number;
  status: THostPayoutStatus;
  destinationMasked: string | null;
  reference: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  paidAt: Date | null;
}

const payoutColumns = {
  id: payouts.id,
  eventId: payouts.eventId,
  eventTitle: events.title,
  amount: payouts.amount,
  status: payouts.status,
  destinationMasked: payouts.destinationMasked,
  reference: payouts.reference,
  createdAt: payouts.createdAt,
  decidedAt: payouts.decidedAt,
  paidAt: payouts.paidAt,
};

/** The host's payout requests, newest first. */
export async function listPayouts(db: DbOrTx, hostId: number): Promise<PayoutRow[]> {
  return db
    .select(payoutColumns)
    .from(payouts)
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(eq(payouts.hostId, hostId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(500);
}

/**
 * Locks the host's event for a payout request, so two requests for it (a double tap on two
 * server processes) run one after the other and the second finds the first's row.
 */
export async function lockHostEvent(
  tx: Tx,
  hostId: number,
  eventId: number,
): Promise<{ id: number; title: string; lastEndsAt: Date | null } | null> {
  const [row] = await tx
    .select({ id: events.id, title: events.title, lastEndsAt: events.lastEndsAt })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.hostId, hostId)))
    .for('no key update');
  return row ?? null;
}

export async function findPayout(db: DbOrTx, hostId: number, id: number): Promise<PayoutRow | null> {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(and(eq(payouts.hostId, hostId), eq(payouts.id, id)));
  return row ?? null;
}

/** The request still waiting for the admin area for this event (one at most: payouts_open_event_uq). */
export async function findOpenPayout(db: DbOrTx, hostId: number, eventId: number): Promise<PayoutRow | null> {
  const [row] = await db
    .select(payoutColumns)
    .from(payouts)
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(and(eq(payouts.hostId, hostId), eq(payouts.eventId, eventId), eq(payouts.status, 'requested')))
    .limit(1);
  return row ?? null;
}

/** Inserts a request; null when an open one for the event already exists (the unique index decided). */
export async function insertPayoutRequest(
  tx: Tx,
  values: {
    hostId: number;
    eventId: number;
    amount: number;
    destinationMasked: string;
    requestedByUserId: number;
    now: Date;
  },
): Promise<number | null> {
  const [row] = await tx
    .insert(payouts)
    .values({
      hostId: values.hostId,
      eventId: values.eventId,
      amount: values.amount,
      status: 'requested',
      destinationMasked: values.destinationMasked,
      requestedByUserId: values.requestedByUserId,
      createdAt: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  return row?.id ?? null;
}
