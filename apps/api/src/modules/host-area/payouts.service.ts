import {
  ZERO_BALANCE,
  type TBalanceFigures,
  type TBalanceState,
  type THostBalances,
  type THostEventBalance,
  type THostPayout,
} from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { type MailService, payoutRequestedMail } from '../mail/index.js';
import type { UserRow } from '../profile/index.js';
import {
  findOpenPayout,
  findPayout,
  insertPayoutRequest,
  ledgerByEvent,
  listPayouts,
  lockHostEvent,
  pendingPayoutsByEvent,
  type EventLedgerRow,
  type PayoutRow,
} from './payouts.repository.js';
import { payoutRequirements, requireHost } from './settings.service.js';
import { SETTINGS_TEXT } from './settings.texts.js';
import { readTogether } from '../../db/read-together.js';

/**
 * A host's money per event, read from the ledger (decision 007, data-model "money model"): the
 * balance is the sum of the event's ledger rows. It is payable after the event: once its last
 * date has ended (`events.last_ends_at`) the host may request it, less what is already
 * requested or approved. A request is a `payouts` row with status 'requested' for the admin
 * area; no ledger row is written until the money is paid, so the ledger only ever holds money
 * that moved.
 */

const STATE_ORDER: Record<TBalanceState, number> = {
  available: 0,
  owed: 1,
  payout_requested: 2,
  payable_after_event: 3,
  settled: 4,
};

/** One event's figures and state from its ledger sums and pending requests. */
export function eventBalance(row: EventLedgerRow, pending: number, now: Date): THostEventBalance {
  const net = row.sale + row.fee + row.refund + row.feeReversal + row.payout;
  const ended = row.lastEndsAt !== null && row.lastEndsAt.getTime() <= now.getTime();
  const remaining = net - pending;
  let state: TBalanceState;
  if (net < 0) state = 'owed';
  else if (remaining > 0) state = ended ? 'available' : 'payable_after_event';
  else if (pending > 0) state = 'payout_requested';
  else state = 'settled';
  return {
    eventId: row.eventId,
    title: row.title,
    eventStatus: row.status,
    lastEndsAt: row.lastEndsAt?.toISOString() ?? null,
    ended,
    state,
    gross: row.sale,
    fees: 0 - row.fee,
    refunds: 0 - (row.refund + row.feeReversal),
    payouts: 0 - row.payout,
    net,
    pendingPayouts: pending,
    payableAfterEvent: !ended && remaining > 0 && net >= 0 ? remaining : 0,
    available: ended && remaining > 0 && net >= 0 ? remaining : 0,
    owed: net < 0 ? -net : 0,
  };
}

/** GET /api/host/balances: every event with money on the ledger, what needs the host first, and totals. */
export async function hostBalances(db: Db, hostId: number, now: Date): Promise<THostBalances> {
  const [rows, pending] = await readTogether(
    db,
    () => ledgerByEvent(db, hostId),
    () => pendingPayoutsByEvent(db, hostId),
  );
  // What needs the host first: money to request, money owed, requests waiting, then events
  // still to end (the soonest first), then settled ones.
  const list = rows
    .map((r) => eventBalance(r, pending.get(r.eventId) ?? 0, now))
    .sort((a, b) => {
      const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
      if (byState) return byState;
      const ends = (a.lastEndsAt ?? '9999').localeCompare(b.lastEndsAt ?? '9999');
      return (a.state === 'payable_after_event' ? ends : -ends) || b.eventId - a.eventId;
    });
  const totals = { ...ZERO_BALANCE };
  for (const e of list) for (const k of Object.keys(ZERO_BALANCE) as (keyof TBalanceFigures)[]) totals[k] += e[k];
  return { events: list, totals };
}

const toPayout = (r: PayoutRow): THostPayout => ({
  id: r.id,
  eventId: r.eventId,
  eventTitle: r.eventTitle,
  amount: r.amount,
  status: r.status,
  destinationMasked: r.destinationMasked,
  reference: r.reference,
  requestedAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  paidAt: r.paidAt?.toISOString() ?? null,
});

export async function hostPayouts(db: Db, hostId: number): Promise<THostPayout[]> {
  return (await listPayouts(db, hostId)).map(toPayout);
}

/**
 * Requests a payout of everything available on one ended event, to the host's payout method
 * (its masked form is copied onto the request). One open request per event: asking again
 * while one waits answers that same request (`created: false`), whether the second tap arrives
 * later or at the same time on another server process (the event row is locked for the
 * request, and the unique index payouts_open_event_uq stands behind it). Mails the owner.
 * @throws event_not_found (not this host's), payout_details_missing (identity or payout method;
 * the message names what), event_not_ended, payout_nothing_available (all requested or paid,
 * or owed)
 */
export async function requestPayout(
  ctx: { db: Db; mail: MailService; now: Date },
  opts: { hostId: number; user: UserRow; eventId: number },
): Promise<{ payout: THostPayout; created: boolean }> {
  const { db, now } = ctx;
  const host = await requireHost(ctx, opts.hostId);
  const result = await db.transaction(async (tx) => {
    const event = await lockHostEvent(tx, opts.hostId, opts.eventId);
    if (!event) throw new AppError('event_not_found', SETTINGS_TEXT.eventNotFound);
    const open = await findOpenPayout(tx, opts.hostId, opts.eventId);
    if (open) return { id: open.id, created: false, title: event.title };
    const missing = payoutRequirements(host);
    if (missing.length) throw new AppError('payout_details_missing', SETTINGS_TEXT.detailsMissing(missing));
    const [ledger] = await ledgerByEvent(tx, opts.hostId, opts.eventId);
    const pending = (await pendingPayoutsByEvent(tx, opts.hostId, opts.eventId)).get(opts.eventId) ?? 0;
    const balance = ledger ? eventBalance(ledger, pending, now) : null;
    const ended = event.lastEndsAt !== null && event.lastEndsAt.getTime() <= now.getTime();
    if (!ended) throw new AppError('event_not_ended', SETTINGS_TEXT.notEnded(event.lastEndsAt));
    if (balance && balance.owed > 0) throw new AppError('payout_nothing_available', SETTINGS_TEXT.owed(balance.owed));
    if (!balance || balance.available <= 0)
      throw new AppError('payout_nothing_available', SETTINGS_TEXT.nothingAvailable);
    const id = await insertPayoutRequest(tx, {
      hostId: opts.hostId,
      eventId: opts.eventId,
      amount: balance.available,
      destinationMasked: host.payoutDetailsMasked!,
      requestedByUserId: opts.user.id,
      now,
    });
    if (id !== null) return { id, created: true, title: event.title };
    // Only reachable if the lock were bypassed: the unique index kept one open request.
    const raced = await findOpenPayout(tx, opts.hostId, opts.eventId);
    return { id: raced!.id, created: false, title: event.title };
  });
  const payout = (await findPayout(db, opts.hostId, result.id))!;
  if (result.created)
    ctx.mail.send({
      to: opts.user.email,
      ...payoutRequestedMail(
        {
          name: opts.user.firstName?.trim() || opts.user.username,
          amount: payout.amount,
          eventTitle: result.title,
          destination: payout.destinationMasked ?? '',
        },
        opts.user.locale,
      ),
    });
  return { payout: toPayout(payout), created: result.created };
}
