import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TAdminPayout, TAdminPayoutList, THostPayoutStatus } from '@tribe/contracts';
import { AppError } from '../../lib/errors.js';
import { recordAudit, type AuditActor } from '../audit/index.js';
import { JOB } from '../checkout/index.js';
import { payoutDetailsOf } from '../hosts/index.js';
import { payoutPaidMail, payoutRejectedMail } from '../mail/index.js';
import {
  DarajaProvider,
  ProviderError,
  type TransferDestination,
  type TransferStatus,
  providerNamed,
  SANDBOX_TRANSFER_DELAY_MS,
  sandboxTransferWebhook,
} from '../payments/index.js';
import { ADMIN_MONEY_RECORDED, ADMIN_MONEY_TEXT } from './admin-money.texts.js';
import {
  claimPayoutForB2c,
  claimPayoutForSending,
  eventLedgerNet,
  findAdminPayout,
  heldByPayouts,
  hostById,
  hostOwner,
  insertPayoutLedgerRow,
  listAdminPayouts,
  lockEventRow,
  lockPayout,
  lockPayoutByReference,
  payoutsToReconcile,
  releaseB2cClaim,
  saveRecipientCode,
  updatePayoutRow,
  type AdminPayoutRow,
  type PayoutRecord,
} from './admin-payouts.repository.js';

/**
 * Payouts paid for real (issue 18, decision 022). A host's request waits as `requested`; an
 * admin approves it (after a fresh second factor) against the event's balance, inside one
 * transaction that locks the payout and the event; then the `payouts.send` job sends the
 * transfer through the provider with the payout's own reference (idempotent: the provider
 * refuses a reference twice, and we ask it about the reference before calling it lost). The
 * provider's webhook (or the reconciliation job asking it) says paid, failed or reversed.
 *
 * With Daraja's B2C settings, a payout to a host's M-Pesa number goes by B2C instead (decision
 * 025): one request per reference, never sent again (B2C has no reference to be idempotent on
 * and nothing to ask), and Safaricom's result to the payout's result address says paid or
 * failed. Bank payouts stay with the card provider.
 *
 * requested → approved → processing → paid            (the ledger's `payout` row is written at paid)
 *           ↘ rejected                ↘ failed → (retry) approved …
 *
 * Money held: approved and processing payouts hold their amount; the ledger only ever holds
 * money that moved.
 */

export const PAYOUT_JOB = {
  send: 'payouts.send',
  reconcile: 'payouts.reconcile',
} as const;

/** Retries of a transfer the provider did not answer: 8, from 30 s doubling (about two hours in all). */
export const PAYOUT_SEND_RETRIES = 8;
export const PAYOUT_SEND_RETRY_DELAY_S = 30;
/** A processing transfer with no word this long is asked about by the reconciliation job. */
export const PAYOUT_RECONCILE_AFTER_MS = 2 * 60_000;
/** An approved payout not sent this long lost its job: the reconciliation job sends it. */
export const PAYOUT_LOST_JOB_AFTER_MS = 10 * 60_000;
/**
 * A B2C payout with no result this long is marked failed by the reconciliation job, in words
 * saying to check the M-Pesa portal before sending it again (Safaricom answers B2C in seconds;
 * its queue times out in minutes; past an hour a person must look).
 */
export const PAYOUT_B2C_NO_WORD_MS = 60 * 60_000;

const PAGE_SIZE = 50;

const iso = (d: Date | null) => d?.toISOString() ?? null;

function toAdminPayout(p: AdminPayoutRow, eventAvailable: number | null): TAdminPayout {
  return {
    id: p.id,
    hostId: p.hostId,
    hostName: p.hostName,
    eventId: p.eventId,
    eventTitle: p.eventTitle,
    amount: p.amount,
    status: p.status,
    destinationMasked: p.destinationMasked,
    requestedAt: p.createdAt.toISOString(),
    decidedAt: iso(p.decidedAt),
    sentAt: iso(p.sentAt),
    paidAt: iso(p.paidAt),
    rejectedReason: p.rejectedReason,
    failureReason: p.failureReason,
    providerReference: p.providerReference,
    attempts: p.attempts,
    eventAvailable,
  };
}

/** What an approval of `p` would be checked against now: the event's net less what others hold. */
async function availableFor(app: FastifyInstance, p: PayoutRecord): Promise<number | null> {
  if (p.eventId === null) return null;
  const [net, held] = await Promise.all([
    eventLedgerNet(app.db, p.hostId, p.eventId),
    heldByPayouts(app.db, p.eventId, p.id),
  ]);
  return net - held;
}

export async function adminPayoutList(
  app: FastifyInstance,
  opts: { status?: THostPayoutStatus | undefined; page: number },
): Promise<TAdminPayoutList> {
  const rows = await listAdminPayouts(app.db, {
    status: opts.status,
    limit: PAGE_SIZE,
    offset: (opts.page - 1) * PAGE_SIZE,
  });
  const page = rows.slice(0, PAGE_SIZE);
  const items: TAdminPayout[] = [];
  for (const p of page)
    items.push(toAdminPayout(p, p.status === 'requested' || p.status === 'failed' ? await availableFor(app, p) : null));
  return { items, page: opts.page, hasMore: rows.length > PAGE_SIZE };
}

async function payoutView(app: FastifyInstance, id: number): Promise<TAdminPayout> {
  const p = await findAdminPayout(app.db, id);
  if (!p) throw new AppError('payout_not_found', ADMIN_MONEY_TEXT.payoutNotFound);
  return toAdminPayout(p, p.status === 'requested' || p.status === 'failed' ? await availableFor(app, p) : null);
}

/** A fresh reference for one sending of a payout: lowercase, 16–50 characters (Paystack's rule). */
export const newTransferReference = (payoutId: number) => `tikiti-po-${payoutId}-${randomBytes(6).toString('hex')}`;

/**
 * Approves a requested payout (or sends a failed one again, `retry`): locks the payout, then its
 * event, checks the amount against the event's balance (ledger net less what other approved or
 * processing payouts hold), gives it a new transfer reference and records the decision and its
 * audit row together. The transfer goes out in the `payouts.send` job after commit. Approving
 * one already approved (a double click) answers it as it is.
 * @throws payout_not_found, payout_not_pending, payout_exceeds_balance
 */
export async function approvePayout(
  app: FastifyInstance,
  actor: Extract<AuditActor, { kind: 'admin' }>,
  id: number,
  opts: { retry?: boolean; now?: Date } = {},
): Promise<TAdminPayout> {
  const now = opts.now ?? new Date();
  const from: THostPayoutStatus = opts.retry ? 'failed' : 'requested';
  const changed = await app.db.transaction(async (tx) => {
    const p = await lockPayout(tx, id);
    if (!p) throw new AppError('payout_not_found', ADMIN_MONEY_TEXT.payoutNotFound);
    if (!opts.retry && (p.status === 'approved' || p.status === 'processing' || p.status === 'paid')) return false;
    if (p.status !== from)
      throw new AppError(
        'payout_not_pending',
        opts.retry ? ADMIN_MONEY_TEXT.payoutNotFailed(p.status) : ADMIN_MONEY_TEXT.payoutNotPending(p.status),
      );
    if (p.eventId === null) throw new AppError('payout_exceeds_balance', ADMIN_MONEY_TEXT.payoutNoEvent);
    await lockEventRow(tx, p.eventId);
    const net = await eventLedgerNet(tx, p.hostId, p.eventId);
    const available = net - (await heldByPayouts(tx, p.eventId, p.id));
    if (p.amount > available)
      throw new AppError('payout_exceeds_balance', ADMIN_MONEY_TEXT.payoutExceedsBalance(p.amount, available));
    const reference = newTransferReference(p.id);
    await updatePayoutRow(tx, p.id, {
      status: 'approved',
      decidedAt: now,
      decidedByAdminId: actor.adminId,
      provider: app.payments.name,
      providerReference: reference,
      transferCode: null,
      failureReason: null,
      sentAt: null,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      hostId: p.hostId,
      action: opts.retry ? 'payout.retried' : 'payout.approved',
      subject: { type: 'payout', id: p.id },
      details: { amount: p.amount, eventId: p.eventId, available, reference, provider: app.payments.name },
      at: now,
    });
    return true;
  });
  if (changed) await enqueueSend(app, id);
  return payoutView(app, id);
}

async function enqueueSend(app: FastifyInstance, id: number) {
  await app.jobs.send(
    PAYOUT_JOB.send,
    { payoutId: id },
    { retryLimit: PAYOUT_SEND_RETRIES, retryDelaySeconds: PAYOUT_SEND_RETRY_DELAY_S },
  );
}

/**
 * Rejects a requested payout with a reason, mailed to the host's owner; the money stays on the
 * balance for a new request.
 * @throws payout_not_found, payout_not_pending
 */
export async function rejectPayout(
  app: FastifyInstance,
  actor: Extract<AuditActor, { kind: 'admin' }>,
  id: number,
  reason: string,
  now: Date = new Date(),
): Promise<TAdminPayout> {
  const p = await app.db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row) throw new AppError('payout_not_found', ADMIN_MONEY_TEXT.payoutNotFound);
    if (row.status !== 'requested')
      throw new AppError('payout_not_pending', ADMIN_MONEY_TEXT.payoutNotPending(row.status));
    await updatePayoutRow(tx, id, {
      status: 'rejected',
      decidedAt: now,
      decidedByAdminId: actor.adminId,
      rejectedReason: reason,
      updatedAt: now,
    });
    await recordAudit(tx, {
      actor,
      hostId: row.hostId,
      action: 'payout.rejected',
      subject: { type: 'payout', id },
      details: { amount: row.amount, eventId: row.eventId, reason },
      at: now,
    });
    return row;
  });
  const view = await payoutView(app, id);
  mailOwner(app, await hostOwner(app.db, p.hostId), (name, locale) =>
    payoutRejectedMail({ name, amount: p.amount, eventTitle: view.eventTitle ?? '', reason }, locale),
  );
  return view;
}

/** The host's account as the provider needs it (decrypted here, never logged or stored elsewhere). */
async function destinationOf(app: FastifyInstance, hostId: number): Promise<{ recipientCode: string } | null> {
  const host = await hostById(app.db, hostId);
  if (!host) return null;
  if (host.paystackRecipientCode) return { recipientCode: host.paystackRecipientCode };
  const details = await payoutDetailsOf({ cipher: app.payoutCipher }, host);
  if (!details) return null;
  const destination: TransferDestination =
    details.method === 'mpesa'
      ? { method: 'mpesa', name: host.legalName ?? host.vendorName, phone: details.phone }
      : { method: 'bank', name: details.accountName, bankName: details.bankName, accountNumber: details.accountNumber };
  const { recipientCode } = await app.payments.createRecipient(destination);
  await saveRecipientCode(app.db, host, recipientCode);
  return { recipientCode };
}

const SYSTEM: AuditActor = { kind: 'system' };

/**
 * The `payouts.send` job: sends an approved payout's transfer. Safe to run twice: it claims the
 * payout (approved or processing → processing, one more attempt) and the provider knows the
 * reference, so a second send of the same reference is that same transfer. A provider that does
 * not answer throws, and pg-boss tries again with a growing delay; a refusal in words (the
 * balance is short, the account is wrong) marks it failed for an admin to look at.
 */
export async function sendPayout(app: FastifyInstance, id: number, now: Date = new Date()): Promise<void> {
  const b2c = await b2cRoute(app, id);
  if (b2c) return sendByB2c(app, id, b2c.daraja, b2c.phone, now);
  const p = await claimPayoutForSending(app.db, id, app.payments.name, now);
  if (!p || !p.providerReference) return;
  if (p.transferCode) {
    // Already with the provider: ask rather than send.
    await applyTransferStatus(app, await app.payments.verifyTransfer(p.providerReference), now);
    return;
  }
  const destination = await destinationOf(app, p.hostId);
  if (!destination) {
    await finishPayout(app, p.providerReference, 'failed', ADMIN_MONEY_RECORDED.payoutDetailsMissing, null, now);
    return;
  }
  const event = await findAdminPayout(app.db, id);
  let status: TransferStatus;
  try {
    status = await app.payments.transfer({
      reference: p.providerReference,
      recipientCode: destination.recipientCode,
      amount: p.amount,
      currency: 'KES',
      reason: ADMIN_MONEY_RECORDED.transferReason(event?.eventTitle ?? event?.hostName ?? ''),
    });
  } catch (err) {
    if (err instanceof ProviderError)
      await updatePayoutRow(app.db, id, {
        failureReason: `${ADMIN_MONEY_RECORDED.providerUnavailable} ${err.message}`,
      });
    throw err;
  }
  await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: SYSTEM,
      hostId: p.hostId,
      action: 'payout.sent',
      subject: { type: 'payout', id },
      details: { amount: p.amount, reference: p.providerReference, attempt: p.attempts, provider: app.payments.name },
      at: now,
    });
  });
  await applyTransferStatus(app, status, now);
  if (status.status === 'pending' && app.payments.name === 'sandbox') {
    // The sandbox says it is done by webhook, as Paystack would, once its delay has passed.
    const hook = sandboxTransferWebhook(p.providerReference, app.config.sessionSecret);
    await app.jobs.send(
      JOB.sandboxWebhook,
      { body: hook.body, headers: hook.headers },
      { startAfter: Math.ceil(SANDBOX_TRANSFER_DELAY_MS / 1000) + 1 },
    );
  }
}

/** The Daraja that pays hosts' M-Pesa payouts by B2C on this server, or null. */
function b2cPayer(app: FastifyInstance): DarajaProvider | null {
  const daraja = providerNamed(app.payments, 'daraja');
  return daraja instanceof DarajaProvider && daraja.paysOutByB2c ? daraja : null;
}

/**
 * Whether this payout goes by B2C: B2C is configured, the payout is approved (not yet sent any
 * way: one already with the card provider stays there) and the host's account is M-Pesa.
 */
async function b2cRoute(app: FastifyInstance, id: number): Promise<{ daraja: DarajaProvider; phone: string } | null> {
  const daraja = b2cPayer(app);
  if (!daraja) return null;
  const p = await findAdminPayout(app.db, id);
  if (p?.status !== 'approved') return null;
  const host = await hostById(app.db, p.hostId);
  const details = host ? await payoutDetailsOf({ cipher: app.payoutCipher }, host) : null;
  return details?.method === 'mpesa' ? { daraja, phone: details.phone } : null;
}

/**
 * Sends an approved payout by B2C, once (decision 025). The claim (processing, provider
 * 'daraja') is made before the request, so a second run of the job, the reconciliation job, or
 * a run after a crash finds it claimed and sends nothing. Safaricom answering that it did not
 * take the request gives the claim back for the job's next try; no answer at all leaves it
 * processing, because Safaricom may have taken it: its result says, or after an hour the
 * reconciliation job marks it failed for a person to check the M-Pesa portal.
 */
async function sendByB2c(app: FastifyInstance, id: number, daraja: DarajaProvider, phone: string, now: Date) {
  const p = await claimPayoutForB2c(app.db, id, now);
  if (!p || !p.providerReference) return;
  const reference = p.providerReference;
  const view = await findAdminPayout(app.db, id);
  let status: TransferStatus;
  try {
    status = await daraja.b2cPayout({
      reference,
      phone,
      amount: p.amount,
      remarks: ADMIN_MONEY_RECORDED.transferReason(view?.eventTitle ?? view?.hostName ?? ''),
    });
  } catch (err) {
    if (err instanceof ProviderError && err.status !== undefined) {
      await releaseB2cClaim(app.db, id, reference, `${ADMIN_MONEY_RECORDED.providerUnavailable} ${err.message}`, now);
      throw err;
    }
    if (!(err instanceof ProviderError)) throw err;
    app.log.warn({ payoutId: id, reference, err: err.message }, 'B2C payout: no answer from Safaricom; not sent again');
    return;
  }
  await app.db.transaction(async (tx) => {
    await recordAudit(tx, {
      actor: SYSTEM,
      hostId: p.hostId,
      action: 'payout.sent',
      subject: { type: 'payout', id },
      details: { amount: p.amount, reference, attempt: p.attempts, provider: 'daraja' },
      at: now,
    });
  });
  await applyTransferStatus(app, status, now);
}

/** Applies what the provider says about a transfer (its answer, a webhook, a verify). */
export async function applyTransferStatus(app: FastifyInstance, s: TransferStatus, now: Date = new Date()) {
  if (s.status === 'pending') {
    if (s.transferCode) {
      await app.db.transaction(async (tx) => {
        const p = await lockPayoutByReference(tx, s.reference);
        if (p && p.status === 'processing' && p.transferCode !== s.transferCode)
          await updatePayoutRow(tx, p.id, { transferCode: s.transferCode, failureReason: null, updatedAt: now });
      });
    }
    return;
  }
  if (s.status === 'not_found') return;
  await finishPayout(app, s.reference, s.status, s.failureReason, s.transferCode, now);
}

/**
 * A transfer ended: paid (the ledger's payout row, the host's mail), failed (nothing went out;
 * an admin may send it again) or reversed (it went out and came back: marked failed; the
 * ledger keeps its payout row, so the nightly check reports the difference for an admin).
 * Each change once, with its audit row, whatever number of webhooks say it.
 */
export async function finishPayout(
  app: FastifyInstance,
  reference: string,
  status: 'success' | 'failed' | 'reversed',
  failureReason: string | null,
  transferCode: string | null,
  now: Date = new Date(),
): Promise<void> {
  const paid = await app.db.transaction(async (tx) => {
    const p = await lockPayoutByReference(tx, reference);
    if (!p) return null;
    const code = transferCode ?? p.transferCode;
    // What the audit record says of each end: the payout's amount and reference, and why.
    const audit = (
      action: 'payout.paid' | 'payout.reversed' | 'payout.failed',
      more: { reason?: string | null } = {},
    ) =>
      recordAudit(tx, {
        actor: SYSTEM,
        hostId: p.hostId,
        action,
        subject: { type: 'payout', id: p.id },
        details: { amount: p.amount, reference, ...more },
        at: now,
      });
    if (status === 'success') {
      if (p.status !== 'processing' && p.status !== 'approved' && p.status !== 'failed') return null;
      await updatePayoutRow(tx, p.id, {
        status: 'paid',
        paidAt: now,
        transferCode: code,
        failureReason: null,
        updatedAt: now,
      });
      await insertPayoutLedgerRow(tx, p, now);
      await audit('payout.paid');
      return p;
    }
    if (status === 'reversed' && p.status === 'paid') {
      const why = failureReason ?? ADMIN_MONEY_RECORDED.transferReversed;
      await updatePayoutRow(tx, p.id, { status: 'failed', failureReason: why, updatedAt: now });
      await audit('payout.reversed', { reason: why });
      return null;
    }
    if (p.status !== 'processing' && p.status !== 'approved') return null;
    await updatePayoutRow(tx, p.id, { status: 'failed', failureReason, transferCode: code, updatedAt: now });
    await audit('payout.failed', { reason: failureReason });
    return null;
  });
  if (!paid) return;
  const [owner, view] = await Promise.all([hostOwner(app.db, paid.hostId), findAdminPayout(app.db, paid.id)]);
  mailOwner(app, owner, (name, locale) =>
    payoutPaidMail(
      { name, amount: paid.amount, eventTitle: view?.eventTitle ?? '', destination: paid.destinationMasked ?? '' },
      locale,
    ),
  );
}

/** Mails a host's owner (when there is one) what `compose` writes to them, by name and in their language. */
function mailOwner<L>(
  app: FastifyInstance,
  owner: { email: string; firstName: string | null; username: string; locale: L } | null | undefined,
  compose: (name: string, locale: L) => Omit<Parameters<FastifyInstance['mail']['send']>[0], 'to'>,
) {
  if (owner) app.mail.send({ to: owner.email, ...compose(owner.firstName?.trim() || owner.username, owner.locale) });
}

/**
 * The reconciliation job (every ten minutes): processing transfers with no word for a while are
 * verified with the provider (a lost webhook heals), one the provider never got is sent again
 * with the same reference, and approved payouts whose job was lost are sent. A B2C payout is
 * never sent again: one with no result for an hour is marked failed, in words saying to check
 * the M-Pesa portal before sending it again. Returns how many it looked at.
 */
export async function reconcilePayouts(app: FastifyInstance, now: Date = new Date()): Promise<number> {
  const due = await payoutsToReconcile(
    app.db,
    new Date(now.getTime() - PAYOUT_RECONCILE_AFTER_MS),
    new Date(now.getTime() - PAYOUT_LOST_JOB_AFTER_MS),
    new Date(now.getTime() - PAYOUT_B2C_NO_WORD_MS),
    100,
  );
  for (const p of due) {
    try {
      if (p.status === 'processing' && p.provider === 'daraja') {
        if (p.providerReference)
          await finishPayout(
            app,
            p.providerReference,
            'failed',
            ADMIN_MONEY_RECORDED.b2cNoResult(p.providerReference),
            null,
            now,
          );
        continue;
      }
      if (p.status === 'processing' && p.providerReference) {
        const s = await app.payments.verifyTransfer(p.providerReference);
        if (s.status !== 'not_found') {
          await applyTransferStatus(app, s, now);
          continue;
        }
        // The provider never got it (a crash before the call): send it again, same reference.
        await updatePayoutRow(app.db, p.id, { transferCode: null, updatedAt: now });
      }
      await sendPayout(app, p.id, now);
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
      app.log.warn({ payoutId: p.id, err: err.message }, 'payout reconciliation: the provider did not answer');
    }
  }
  return due.length;
}
