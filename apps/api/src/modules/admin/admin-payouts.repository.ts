import { and, asc, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { THostPayoutStatus } from '@tribe/contracts';
import type { TLocale } from '@tribe/contracts/locale';
import type { DbOrTx, Tx } from '../../db/client.js';
import { events, hosts, ledgerEntries, payouts, users } from '../../db/schema/index.js';
import { ledgerByEvent } from '../host-area/index.js';

export type PayoutRecord = typeof payouts.$inferSelect;
export type PayoutProvider = NonNullable<PayoutRecord['provider']>;
export type HostRecord = typeof hosts.$inferSelect;

/** Payouts that hold money on the ledger's side: approved or on their way, not yet paid. */
export const HOLDING_STATUSES = ['approved', 'processing'] as const satisfies readonly THostPayoutStatus[];

export interface AdminPayoutRow extends PayoutRecord {
  hostName: string;
  eventTitle: string | null;
}

/** Payout requests, newest first, optionally of one status; `limit + 1` rows to know if there are more. */
export async function listAdminPayouts(
  db: DbOrTx,
  opts: { status?: THostPayoutStatus | undefined; limit: number; offset: number },
): Promise<AdminPayoutRow[]> {
  const rows = await db
    .select({ payout: payouts, hostName: hosts.vendorName, eventTitle: events.title })
    .from(payouts)
    .innerJoin(hosts, eq(hosts.id, payouts.hostId))
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(opts.status ? eq(payouts.status, opts.status) : undefined)
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(opts.limit + 1)
    .offset(opts.offset);
  return rows.map((r) => ({ ...r.payout, hostName: r.hostName, eventTitle: r.eventTitle }));
}

export async function findAdminPayout(db: DbOrTx, id: number): Promise<AdminPayoutRow | null> {
  const [r] = await db
    .select({ payout: payouts, hostName: hosts.vendorName, eventTitle: events.title })
    .from(payouts)
    .innerJoin(hosts, eq(hosts.id, payouts.hostId))
    .leftJoin(events, eq(events.id, payouts.eventId))
    .where(eq(payouts.id, id));
  return r ? { ...r.payout, hostName: r.hostName, eventTitle: r.eventTitle } : null;
}

/** The payout row, locked for the rest of the transaction. */
export async function lockPayout(tx: Tx, id: number): Promise<PayoutRecord | null> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row ?? null;
}

export async function lockPayoutByReference(tx: Tx, reference: string): Promise<PayoutRecord | null> {
  const [row] = await tx.select().from(payouts).where(eq(payouts.providerReference, reference)).for('update');
  return row ?? null;
}

/**
 * Locks an event's row the way a host's payout request does (FOR NO KEY UPDATE): payout approval
 * and support's refunds take this lock before reading the event's balance, so one waits for the
 * other and neither spends money the other already spent.
 */
export async function lockEventRow(tx: Tx, eventId: number): Promise<{ id: number; hostId: number | null } | null> {
  const [row] = await tx
    .select({ id: events.id, hostId: events.hostId })
    .from(events)
    .where(eq(events.id, eventId))
    .for('no key update');
  return row ?? null;
}

/** The event's ledger net (everything on its ledger, signed from the host's side). */
export async function eventLedgerNet(db: DbOrTx, hostId: number, eventId: number): Promise<number> {
  const [row] = await ledgerByEvent(db, hostId, eventId);
  return row ? row.sale + row.fee + row.refund + row.feeReversal + row.payout : 0;
}

/** What approved and processing payouts of the event hold (not yet on the ledger), leaving one out. */
export async function heldByPayouts(db: DbOrTx, eventId: number, exceptPayoutId?: number): Promise<number> {
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${payouts.amount}), 0)::int` })
    .from(payouts)
    .where(
      and(
        eq(payouts.eventId, eventId),
        inArray(payouts.status, [...HOLDING_STATUSES]),
        exceptPayoutId === undefined ? undefined : ne(payouts.id, exceptPayoutId),
      ),
    );
  return Number(row?.held ?? 0);
}

export async function updatePayoutRow(db: DbOrTx, id: number, set: Partial<typeof payouts.$inferInsert>) {
  await db
    .update(payouts)
    .set({ ...set, updatedAt: set.updatedAt ?? new Date() })
    .where(eq(payouts.id, id));
}

/**
 * Claims a payout for sending through the card provider (`provider`: its name): approved (or
 * processing, a retry) becomes processing with one more attempt. A payout already handed to
 * Safaricom by B2C is never claimed again (B2C has no reference to be idempotent on). Null when
 * it is in no state to send.
 */
export async function claimPayoutForSending(
  db: DbOrTx,
  id: number,
  provider: PayoutProvider,
  now: Date,
): Promise<PayoutRecord | null> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'processing', provider, sentAt: now, attempts: sql`${payouts.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(payouts.id, id),
        or(
          eq(payouts.status, 'approved'),
          and(eq(payouts.status, 'processing'), or(isNull(payouts.provider), ne(payouts.provider, 'daraja'))),
        ),
      ),
    )
    .returning();
  return row ?? null;
}

/**
 * Claims an approved payout for its one B2C request (decision 025): processing, provider
 * 'daraja', one more attempt, in one statement, so of two senders at once only one sends. Only
 * an approved payout (its reference fresh, never sent anywhere) can be claimed. Null otherwise.
 */
export async function claimPayoutForB2c(db: DbOrTx, id: number, now: Date): Promise<PayoutRecord | null> {
  const [row] = await db
    .update(payouts)
    .set({
      status: 'processing',
      provider: 'daraja',
      transferCode: null,
      sentAt: now,
      attempts: sql`${payouts.attempts} + 1`,
      updatedAt: now,
    })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'approved')))
    .returning();
  return row ?? null;
}

/**
 * Gives a B2C claim back (Safaricom answered that it did not take the request): approved again,
 * with the reason, for the job's next try. Only while nothing came back for this reference.
 */
export async function releaseB2cClaim(db: DbOrTx, id: number, reference: string, failureReason: string, now: Date) {
  await db
    .update(payouts)
    .set({ status: 'approved', failureReason, updatedAt: now })
    .where(
      and(
        eq(payouts.id, id),
        eq(payouts.status, 'processing'),
        eq(payouts.provider, 'daraja'),
        eq(payouts.providerReference, reference),
        isNull(payouts.transferCode),
      ),
    );
}

/** The ledger's `payout` row (− amount) for a paid payout; written once (ledger_payout_uq). */
export async function insertPayoutLedgerRow(tx: Tx, p: PayoutRecord, now: Date): Promise<void> {
  await tx
    .insert(ledgerEntries)
    .values({ hostId: p.hostId, eventId: p.eventId, payoutId: p.id, kind: 'payout', amount: -p.amount, createdAt: now })
    .onConflictDoNothing();
}

export async function hostById(db: DbOrTx, id: number): Promise<HostRecord | null> {
  const [row] = await db.select().from(hosts).where(eq(hosts.id, id));
  return row ?? null;
}

/** Saves the provider's recipient, unless the payout details changed since they were read. */
export async function saveRecipientCode(db: DbOrTx, host: HostRecord, code: string): Promise<void> {
  await db
    .update(hosts)
    .set({ paystackRecipientCode: code })
    .where(
      and(
        eq(hosts.id, host.id),
        host.payoutDetailsEncrypted === null
          ? isNull(hosts.payoutDetailsEncrypted)
          : eq(hosts.payoutDetailsEncrypted, host.payoutDetailsEncrypted),
      ),
    );
}

/** The host's owner: who payout notices go to. */
export async function hostOwner(
  db: DbOrTx,
  hostId: number,
): Promise<{ email: string; firstName: string | null; username: string; locale: TLocale } | null> {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, username: users.username, locale: users.locale })
    .from(hosts)
    .innerJoin(users, eq(users.id, hosts.ownerUserId))
    .where(eq(hosts.id, hostId));
  return row ?? null;
}

/**
 * What the reconciliation job looks at: processing transfers sent before `sentBefore` (their
 * webhook may be lost), processing B2C payouts sent before `b2cSentBefore` (no result came), and
 * approved ones decided before `decidedBefore` (their job may be lost).
 */
export async function payoutsToReconcile(
  db: DbOrTx,
  sentBefore: Date,
  decidedBefore: Date,
  b2cSentBefore: Date,
  limit: number,
): Promise<PayoutRecord[]> {
  return db
    .select()
    .from(payouts)
    .where(
      or(
        and(
          eq(payouts.status, 'processing'),
          or(isNull(payouts.provider), ne(payouts.provider, 'daraja')),
          lt(payouts.sentAt, sentBefore),
        ),
        and(eq(payouts.status, 'processing'), eq(payouts.provider, 'daraja'), lt(payouts.sentAt, b2cSentBefore)),
        and(eq(payouts.status, 'approved'), lt(payouts.decidedAt, decidedBefore)),
      ),
    )
    .orderBy(asc(payouts.sentAt), asc(payouts.id))
    .limit(limit);
}
