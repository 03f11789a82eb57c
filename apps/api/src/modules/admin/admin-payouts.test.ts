import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminPayout, TAdminPayoutList } from '@tribe/contracts';
import { auditLog, devOutbox, hosts, ledgerEntries, payouts, users } from '../../db/schema/index.js';
import { ENGINES, createTestApp, listenOnLoopback } from '../../test/database.js';
import { fakePaystackConfig, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { RecordingJobQueue } from '../../plugins/jobs.js';
import { signedInAdmin } from './admin.test-support.js';
import { endedEventWithLedger, hostWithPayoutAccount, requestedPayout } from './admin-money.test-support.js';
import { PAYOUT_JOB, reconcilePayouts, sendPayout } from './admin-payouts.service.js';

/**
 * Payouts paid for real (issue 18): approval against the event's balance with a fresh second
 * factor, the transfer through the real Paystack client to a fake Paystack on loopback, its
 * webhook to the listening app, retries and reconciliation, rejection with a mail.
 */

const SECRET = 'sk_test_admin_payouts';

describe.each(ENGINES)('admin payouts through Paystack on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let paystack: FakePaystack;
  let appUrl: string;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let stale: Awaited<ReturnType<typeof signedInAdmin>>;
  let hostId: number;
  let n = 0;

  beforeAll(async () => {
    paystack = await startFakePaystack({ secretKey: SECRET });
    ctx = await createTestApp(engine, { config: fakePaystackConfig(paystack, SECRET) });
    appUrl = await listenOnLoopback(ctx.app);
    admin = await signedInAdmin(ctx.app);
    stale = await signedInAdmin(ctx.app, { fresh: false });
    hostId = await hostWithPayoutAccount(ctx.app, db());
  });
  afterAll(async () => {
    await ctx?.close();
    await paystack?.close();
  });

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions, cookie = admin.cookie) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.21.${(++n >> 8) & 255}.${n & 255}`,
      headers: { cookie, origin: ctx.app.config.publicUrl },
    });
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
  const row = async (id: number) => (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const auditOf = (id: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'payout'), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);
  const sentJobs = () => (ctx.app.jobs as RecordingJobQueue).sent;

  it('approves with a fresh code only, sends the transfer to M-Pesa, and is paid by the signed webhook', async () => {
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 10_000, fee: 500 });
    const p = await requestedPayout(db(), hostId, eventId, 9_500);

    const refused = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` }, stale.cookie);
    expect(refused.statusCode).toBe(401);
    expect(json<{ code: string }>(refused).code).toBe('reauth_required');
    expect((await row(p.id)).status).toBe('requested');

    const listed = json<TAdminPayoutList>(await send({ method: 'GET', url: '/api/admin/payouts?status=requested' }));
    expect(listed.items.find((i) => i.id === p.id)?.eventAvailable).toBe(9_500);

    const res = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(res.statusCode, res.body).toBe(200);
    const approved = json<TAdminPayout>(res);
    expect(approved.status).toBe('approved');
    expect(approved.providerReference).toMatch(/^[a-z0-9_-]{16,50}$/);
    expect(sentJobs().filter((j) => j.name === PAYOUT_JOB.send && j.data.payoutId === p.id)).toHaveLength(1);
    expect((await auditOf(p.id)).map((a) => [a.action, a.actorAdminId])).toEqual([['payout.approved', admin.admin.id]]);

    // A double click answers the same approval, with no second job.
    const again = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(again.statusCode).toBe(200);
    expect(sentJobs().filter((j) => j.name === PAYOUT_JOB.send && j.data.payoutId === p.id)).toHaveLength(1);

    await sendPayout(ctx.app, p.id);
    const recipient = paystack.requests.find((r) => r.path === '/transferrecipient')!;
    expect(recipient.body).toMatchObject({
      type: 'mobile_money',
      bank_code: 'MPESA',
      currency: 'KES',
      account_number: '+254712345678',
    });
    const transfer = paystack.transfers.get(approved.providerReference!)!;
    expect(transfer).toMatchObject({ amount: 950_000, currency: 'KES', status: 'pending' });
    const processing = await row(p.id);
    expect(processing).toMatchObject({ status: 'processing', attempts: 1, transferCode: transfer.transferCode });
    const [host] = await db().select().from(hosts).where(eq(hosts.id, hostId));
    expect(host!.paystackRecipientCode).toBe(transfer.recipientCode);

    // Paystack pays and says so; the webhook is applied once however often it comes.
    paystack.finishTransfer(approved.providerReference!, 'success');
    const hook = `${appUrl}/api/payments/webhooks/paystack`;
    for (let i = 0; i < 2; i++) {
      const w = await paystack.webhook(hook, 'transfer.success', paystack.transferData(approved.providerReference!));
      expect(w.status).toBe(200);
    }
    const paid = await row(p.id);
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const ledger = await db()
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.payoutId, p.id), eq(ledgerEntries.kind, 'payout')));
    expect(ledger.map((l) => [l.eventId, l.amount])).toEqual([[eventId, -9_500]]);
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['payout.approved', 'payout.sent', 'payout.paid']);

    await ctx.app.mail.idle();
    const [owner] = await db()
      .select({ email: users.email })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.ownerUserId))
      .where(eq(hosts.id, hostId));
    const mails = await db().select().from(devOutbox).where(eq(devOutbox.to, owner!.email));
    expect(mails.some((m) => /Payout of KES\s9,500 sent/.test(m.subject))).toBe(true);
  });

  it("refuses to approve more than the event's balance after refunds and other payouts, in words", async () => {
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 1_000 });
    await requestedPayout(db(), hostId, eventId, 600, 'processing');
    const p = await requestedPayout(db(), hostId, eventId, 500);
    const res = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(res.statusCode).toBe(409);
    const body = json<{ code: string; message: string }>(res);
    expect(body.code).toBe('payout_exceeds_balance');
    expect(body.message).toMatch(/KES\s400 available/);
    expect((await row(p.id)).status).toBe('requested');
    expect(await auditOf(p.id)).toEqual([]);
  });

  it('sends one transfer whatever happens: an outage is retried with the same reference, a lost answer is found', async () => {
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 2_000 });
    const p = await requestedPayout(db(), hostId, eventId, 2_000);
    const approved = json<TAdminPayout>(await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` }));
    const reference = approved.providerReference!;

    paystack.failNext('/transfer', 503);
    await expect(sendPayout(ctx.app, p.id)).rejects.toThrow(/503/);
    expect((await row(p.id)).status).toBe('processing');
    expect(paystack.transfers.has(reference)).toBe(false);

    // The retry (pg-boss runs the job again) sends it; a second run finds it there.
    await sendPayout(ctx.app, p.id);
    // Lose the answer: forget the transfer code, as if the process died after Paystack took it.
    await db().update(payouts).set({ transferCode: null }).where(eq(payouts.id, p.id));
    await sendPayout(ctx.app, p.id);
    expect(
      paystack.requests.filter(
        (r) => r.path === '/transfer' && (r.body as { reference?: string }).reference === reference,
      ),
    ).toHaveLength(3);
    expect([...paystack.transfers.values()].filter((t) => t.reference === reference)).toHaveLength(1);
    const r = await row(p.id);
    expect(r.status).toBe('processing');
    expect(r.transferCode).toBe(paystack.transfers.get(reference)!.transferCode);
  });

  it('reconciles a transfer whose webhook never came, and a failed one can be sent again with a new reference', async () => {
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 3_000 });
    const p = await requestedPayout(db(), hostId, eventId, 3_000);
    const approved = json<TAdminPayout>(await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` }));
    await sendPayout(ctx.app, p.id);
    paystack.finishTransfer(approved.providerReference!, 'failed');
    const later = new Date(Date.now() + 5 * 60_000);
    expect(await reconcilePayouts(ctx.app, later)).toBeGreaterThanOrEqual(1);
    const failed = await row(p.id);
    expect(failed.status).toBe('failed');
    expect(failed.failureReason).toBeTruthy();
    expect(await db().select().from(ledgerEntries).where(eq(ledgerEntries.payoutId, p.id))).toEqual([]);

    // Failed money is back on the balance: the list shows it available again.
    const stuck = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/retry` }, stale.cookie);
    expect(json<{ code: string }>(stuck).code).toBe('reauth_required');
    const retried = json<TAdminPayout>(await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/retry` }));
    expect(retried.status).toBe('approved');
    expect(retried.providerReference).not.toBe(approved.providerReference);
    await sendPayout(ctx.app, p.id);
    paystack.finishTransfer(retried.providerReference!, 'success');
    await reconcilePayouts(ctx.app, new Date(Date.now() + 5 * 60_000));
    expect((await row(p.id)).status).toBe('paid');
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual([
      'payout.approved',
      'payout.sent',
      'payout.failed',
      'payout.retried',
      'payout.sent',
      'payout.paid',
    ]);
  });

  it('rejects with a reason mailed to the host; a decided payout cannot be decided again', async () => {
    const { eventId } = await endedEventWithLedger(db(), hostId, { sale: 1_200 });
    const p = await requestedPayout(db(), hostId, eventId, 1_200);
    const short = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/reject`, payload: { reason: 'no' } });
    expect(short.statusCode).toBe(400);
    const res = await send({
      method: 'POST',
      url: `/api/admin/payouts/${p.id}/reject`,
      payload: { reason: 'The KRA PIN does not match the legal name.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(json<TAdminPayout>(res)).toMatchObject({
      status: 'rejected',
      rejectedReason: 'The KRA PIN does not match the legal name.',
    });
    const again = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(again.statusCode).toBe(409);
    expect(json<{ code: string }>(again).code).toBe('payout_not_pending');
    await ctx.app.mail.idle();
    const [mail] = await db()
      .select()
      .from(devOutbox)
      .where(sql`${devOutbox.subject} like '%was not approved%'`)
      .orderBy(sql`${devOutbox.id} desc`)
      .limit(1);
    expect(mail?.text).toContain('The KRA PIN does not match the legal name.');
    expect((await auditOf(p.id)).map((a) => a.action)).toEqual(['payout.rejected']);
    const missing = await send({ method: 'POST', url: '/api/admin/payouts/2000000000/approve' });
    expect(missing.statusCode).toBe(404);
  });
});
