import type { FastifyInstance } from 'fastify';
import type { TLedgerCheck } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { ADMIN_MONEY_RECORDED } from './admin-money.texts.js';
import {
  failedRefunds,
  insertLedgerCheck,
  latestLedgerChecks,
  ledgerSources,
  overRefundedOrders,
  type LedgerCheckRow,
  type LedgerSources,
} from './admin-ledger.repository.js';

/**
 * The ledger's one identity (issue 18, decision 022), per host and event, in whole KES:
 *
 *   gross − fees − refunds = paid out + held + available
 *
 * gross: sales on the ledger; fees: service fees kept (fee rows less fee reversals); refunds:
 * money given back or owed back (a refund that failed is still the buyer's: its rows stay, and the
 * check names it until it is sent again or paid by hand); paid out: payouts paid; held: payouts approved or on their way; available:
 * what is left for the host. The identity holds by construction when every figure comes from the
 * ledger; what the check adds is that the ledger agrees with where the money started (paid
 * orders, the refunds of their sale payments, the payouts table), that no balance is negative, that
 * no order is refunded above its payments, and which refunds failed.
 */

export interface LedgerBalance {
  hostId: number;
  eventId: number | null;
  gross: number;
  fees: number;
  refunds: number;
  paidOut: number;
  held: number;
  available: number;
}

export interface LedgerDifference {
  hostId: number;
  eventId: number | null;
  expected: number;
  actual: number;
  detail: string;
}

export const LEDGER_JOB = { check: 'ledger.check' } as const;

/** One (host, event)'s figures from its ledger sums and held payouts. */
export function balanceOf(s: LedgerSources): LedgerBalance {
  const gross = s.sale;
  const fees = 0 - (s.fee + s.feeReversal);
  const refunds = 0 - s.refund;
  const paidOut = 0 - s.payout;
  return {
    hostId: s.hostId,
    eventId: s.eventId,
    gross,
    fees,
    refunds,
    paidOut,
    held: s.held,
    available: gross - fees - refunds - paidOut - s.held,
  };
}

/** Where the ledger and its sources disagree, or a balance went below zero. */
export function differencesOf(s: LedgerSources): LedgerDifference[] {
  const b = balanceOf(s);
  const out: LedgerDifference[] = [];
  const at = { hostId: s.hostId, eventId: s.eventId };
  if (s.sale !== s.ordersPaid)
    out.push({ ...at, expected: s.ordersPaid, actual: s.sale, detail: ADMIN_MONEY_RECORDED.ledgerGrossMismatch });
  if (0 - s.refund !== s.refundsRecorded + s.refundsFailed)
    out.push({
      ...at,
      expected: s.refundsRecorded + s.refundsFailed,
      actual: 0 - s.refund,
      detail: ADMIN_MONEY_RECORDED.ledgerRefundMismatch,
    });
  if (0 - s.payout !== s.payoutsPaid)
    out.push({
      ...at,
      expected: s.payoutsPaid,
      actual: 0 - s.payout,
      detail: ADMIN_MONEY_RECORDED.ledgerPayoutMismatch,
    });
  if (b.available < 0)
    out.push({ ...at, expected: 0, actual: b.available, detail: ADMIN_MONEY_RECORDED.ledgerNegative });
  return out;
}

/** Every host's (or one host's) balances per event, and what does not add up. */
export async function ledgerReport(
  db: DbOrTx,
  filter: { hostId?: number } = {},
): Promise<{ balances: LedgerBalance[]; differences: LedgerDifference[]; hosts: number }> {
  const [sources, overRefunded, failed] = await Promise.all([
    ledgerSources(db, filter),
    overRefundedOrders(db, filter),
    failedRefunds(db, filter),
  ]);
  return {
    balances: sources.map(balanceOf),
    differences: [
      ...sources.flatMap(differencesOf),
      ...overRefunded.map((o) => ({
        hostId: o.hostId ?? 0,
        eventId: o.eventId,
        expected: o.paid,
        actual: o.refunded,
        detail: ADMIN_MONEY_RECORDED.orderRefundedAbovePaid(o.reference),
      })),
      // A failed refund is owed to the buyer still: a person sends it again or pays it by hand.
      ...failed.map((f) => ({
        hostId: f.hostId ?? 0,
        eventId: f.eventId,
        expected: f.amount,
        actual: 0,
        detail: ADMIN_MONEY_RECORDED.refundFailed(f.reference, f.amount),
      })),
    ],
    hosts: new Set(sources.map((s) => s.hostId)).size,
  };
}

export const toLedgerCheck = (r: LedgerCheckRow): TLedgerCheck => ({
  id: r.id,
  ranAt: r.ranAt.toISOString(),
  ok: r.ok,
  hostsChecked: r.hostsChecked,
  eventsChecked: r.eventsChecked,
  differences: r.differences,
});

/**
 * The nightly check: the whole ledger against its sources, written as one `ledger_checks` row;
 * a difference is also an audit row (`ledger.check_failed`) and an error in the log, and shows on
 * /admin/payouts (GET /api/admin/ledger/checks).
 */
export async function runLedgerCheck(app: FastifyInstance, now: Date = new Date()): Promise<TLedgerCheck> {
  const report = await ledgerReport(app.db);
  const row = await app.db.transaction(async (tx) => {
    const r = await insertLedgerCheck(tx, {
      ranAt: now,
      ok: report.differences.length === 0,
      hostsChecked: report.hosts,
      eventsChecked: report.balances.length,
      differences: report.differences,
    });
    if (!r.ok)
      await recordAudit(tx, {
        actor: { kind: 'system' },
        hostId: null,
        action: 'ledger.check_failed',
        subject: { type: 'ledger_check', id: r.id },
        details: { differences: report.differences.length },
        at: now,
      });
    return r;
  });
  if (!row.ok) app.log.error({ checkId: row.id, differences: report.differences }, 'the ledger does not add up');
  return toLedgerCheck(row);
}

export async function ledgerChecks(db: DbOrTx, limit: number): Promise<TLedgerCheck[]> {
  return (await latestLedgerChecks(db, limit)).map(toLedgerCheck);
}
