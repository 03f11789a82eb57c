import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminOrderDetail, TAdminRefund, TLedgerCheck, TOrder } from '@tribe/contracts';
import { auditLog, devOutbox, ledgerEntries, orders, payouts, refunds, tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { RecordingJobQueue } from '../../plugins/jobs.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { key } from '../checkout/checkout.test-support.js';
import { processRefund } from '../checkout/order-payments.service.js';
import { signedInAdmin } from './admin.test-support.js';
import { hostWithPayoutAccount, ownHostEvent, requestedPayout, sandboxPaidOrder } from './admin-money.test-support.js';
import { ledgerReport, runLedgerCheck } from './admin-ledger.service.js';
import { sendPayout } from './admin-payouts.service.js';

/**
 * Support's orders and refunds (issue 18), and the ledger that must add up afterwards, on the
 * offline sandbox: orders paid through the real checkout, refunds sent through the provider,
 * and, on PostgreSQL, refunds and a payout approval racing for one event's balance.
 */

const DAY = 86_400_000;

describe.each(ENGINES)('admin orders, refunds and the ledger on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let admin: Awaited<ReturnType<typeof signedInAdmin>>;
  let stale: Awaited<ReturnType<typeof signedInAdmin>>;
  let n = 0;

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    admin = await signedInAdmin(ctx.app);
    stale = await signedInAdmin(ctx.app, { fresh: false });
  });
  afterAll(() => ctx?.close());

  const db = () => ctx.database.db;
  const send = (opts: InjectOptions, cookie = admin.cookie) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.22.${(++n >> 8) & 255}.${n & 255}`,
      headers: { cookie, origin: ctx.app.config.publicUrl },
    });
  const json = <T>(res: { body: string }) => JSON.parse(res.body) as T;
  const jobs = () => ctx.app.jobs as RecordingJobQueue;
  const orderIdOf = async (reference: string) =>
    (await db().select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)))[0]!.id;

  /** A host of its own (so the ledger's figures are this test's alone) with an event. */
  const freshHostEvent = (price = 1_000) => ownHostEvent(db(), price);
  const endEvent = (eventId: number) =>
    db().execute(
      sql`update events set last_ends_at = ${new Date(Date.now() - DAY).toISOString()} where id = ${eventId}`,
    );

  it("finds an order by reference, email or phone, and shows our record beside the provider's", async () => {
    const { eventId, typeId } = await freshHostEvent();
    const order = await sandboxPaidOrder(ctx.app, eventId, typeId, 2);
    const id = await orderIdOf(order.reference);
    for (const q of [
      order.reference.toLowerCase().replace('-', ''),
      order.buyer.email.toUpperCase(),
      order.buyer.phone!,
    ]) {
      const res = await send({ method: 'GET', url: `/api/admin/orders?q=${encodeURIComponent(q)}` });
      expect(res.statusCode, res.body).toBe(200);
      expect(
        json<{ items: { id: number }[] }>(res).items.map((i) => i.id),
        q,
      ).toContain(id);
    }
    const short = await send({ method: 'GET', url: '/api/admin/orders?q=ab' });
    expect(short.statusCode).toBe(400);

    const detail = json<TAdminOrderDetail>(await send({ method: 'GET', url: `/api/admin/orders/${id}` }));
    expect(detail).toMatchObject({ reference: order.reference, status: 'paid', tickets: 2, refundable: order.total });
    expect(detail.payments).toHaveLength(1);
    expect(detail.payments[0]!.ours).toMatchObject({ status: 'succeeded', amount: order.total, provider: 'sandbox' });
    expect(detail.payments[0]!.provider).toMatchObject({ status: 'succeeded', amount: order.total });
    expect((await send({ method: 'GET', url: '/api/admin/orders/2000000000' })).statusCode).toBe(404);
  });

  it('resends the tickets by mail, on record', async () => {
    const { eventId, typeId } = await freshHostEvent();
    const order = await sandboxPaidOrder(ctx.app, eventId, typeId, 1);
    const id = await orderIdOf(order.reference);
    const res = await send({ method: 'POST', url: `/api/admin/orders/${id}/resend-tickets` });
    expect(res.statusCode, res.body).toBe(200);
    expect(jobs().sent.filter((j) => j.name === JOB.resendTickets && j.data.email === order.buyer.email)).toHaveLength(
      1,
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.tickets_resent'), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => a.actorAdminId)).toEqual([admin.admin.id]);
  });

  it('refunds in part and then in full, once per key, never more than was paid, and mails the buyer', async () => {
    const { eventId, typeId } = await freshHostEvent();
    const order = await sandboxPaidOrder(ctx.app, eventId, typeId, 2);
    const id = await orderIdOf(order.reference);
    const url = `/api/admin/orders/${id}/refunds`;
    const first = { amount: 500, idempotencyKey: key() };

    const stuck = await send({ method: 'POST', url, payload: first }, stale.cookie);
    expect(json<{ code: string }>(stuck).code).toBe('reauth_required');

    const res = await send({ method: 'POST', url, payload: first });
    expect(res.statusCode, res.body).toBe(201);
    const made = json<{ refund: TAdminRefund; created: boolean }>(res);
    expect(made.refund).toMatchObject({
      amount: 500,
      reason: 'admin_refund',
      status: 'pending',
      byAdmin: 'Test Admin',
    });

    // The same request again (a retry, a double click): the same refund, nothing new.
    const twice = await Promise.all([
      send({ method: 'POST', url, payload: first }),
      send({ method: 'POST', url, payload: first }),
    ]);
    for (const r of twice) {
      expect(r.statusCode, r.body).toBe(200);
      expect(json<{ refund: TAdminRefund; created: boolean }>(r)).toMatchObject({
        created: false,
        refund: { id: made.refund.id },
      });
    }
    const reused = await send({ method: 'POST', url, payload: { ...first, amount: 501 } });
    expect(reused.statusCode).toBe(422);
    expect(json<{ code: string }>(reused).code).toBe('idempotency_key_reused');
    const rows = await db().select().from(refunds).where(eq(refunds.orderId, id));
    expect(rows.map((r) => [r.amount, r.requestedByAdminId, r.idempotencyKey])).toEqual([
      [500, admin.admin.id, first.idempotencyKey],
    ]);
    expect(jobs().sent.filter((j) => j.name === JOB.processRefund && j.data.refundId === made.refund.id)).toHaveLength(
      1,
    );

    // More than is left: refused in words, nothing written.
    const left = order.total - 500;
    const over = await send({ method: 'POST', url, payload: { amount: left + 1, idempotencyKey: key() } });
    expect(over.statusCode).toBe(409);
    const overBody = json<{ code: string; message: string }>(over);
    expect(overBody.code).toBe('refund_exceeds_refundable');
    expect(overBody.message).toMatch(new RegExp(`KES\\s${left.toLocaleString('en-KE')}`));
    const zero = await send({ method: 'POST', url, payload: { amount: 0, idempotencyKey: key() } });
    expect(zero.statusCode).toBe(400);

    // The provider gets it; the buyer gets the notice.
    await processRefund(ctx.app, made.refund.id);
    const [sent] = await db().select().from(refunds).where(eq(refunds.id, made.refund.id));
    expect(sent!.status).toBe('processed');
    await jobs().handlers.get(JOB.refundNotice)!({ refundId: made.refund.id });
    const mail = await db()
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, order.buyer.email), sql`${devOutbox.subject} like '%refunded%'`));
    expect(mail.at(-1)?.text).toMatch(/KES\s500/);
    expect(mail.at(-1)?.text).toContain('support team');

    // The rest, in full: the order is refunded and its tickets void.
    const rest = await send({ method: 'POST', url, payload: { amount: left, idempotencyKey: key() } });
    expect(rest.statusCode, rest.body).toBe(201);
    const [after] = await db().select().from(orders).where(eq(orders.id, id));
    expect(after!.status).toBe('refunded');
    const live = await db()
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, id), sql`${tickets.status} <> 'void'`));
    expect(live).toEqual([]);
    const again = await send({ method: 'POST', url, payload: { amount: 1, idempotencyKey: key() } });
    expect(json<{ code: string }>(again).code).toBe('order_not_refundable');
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.refunded'), eq(auditLog.subjectId, String(id))));
    expect(audit.map((a) => [a.actorAdminId, (a.details as { amount: number }).amount])).toEqual([
      [admin.admin.id, 500],
      [admin.admin.id, left],
    ]);
  });

  it('adds up per host and event after sales, refunds and a payout, and the check reports a difference', async () => {
    const { hostId, eventId, typeId } = await freshHostEvent(1_500);
    const paid: TOrder[] = [];
    for (let i = 0; i < 3; i++) paid.push(await sandboxPaidOrder(ctx.app, eventId, typeId, 1));
    await endEvent(eventId);
    const url = (reference: string) => orderIdOf(reference).then((oid) => `/api/admin/orders/${oid}/refunds`);
    const r = await send({
      method: 'POST',
      url: await url(paid[0]!.reference),
      payload: { amount: 400, idempotencyKey: key() },
    });
    expect(r.statusCode, r.body).toBe(201);

    let report = await ledgerReport(db(), { hostId });
    const [b] = report.balances;
    expect(report.differences).toEqual([]);
    const gross = paid.reduce((s, o) => s + o.total, 0);
    expect(b).toMatchObject({ eventId, gross, refunds: 400, paidOut: 0, held: 0 });
    expect(b!.gross - b!.fees - b!.refunds).toBe(b!.paidOut + b!.held + b!.available);

    // Pay out what is left, through the sandbox.
    await hostWithPayoutAccountFor(hostId);
    const p = await requestedPayout(db(), hostId, eventId, b!.available);
    const ok = await send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` });
    expect(ok.statusCode, ok.body).toBe(200);
    report = await ledgerReport(db(), { hostId });
    expect(report.balances[0]).toMatchObject({ held: b!.available, available: 0 });
    // The sandbox sends it and says so by its own signed webhook once its delay has passed.
    await sendPayout(ctx.app, p.id);
    const hook = jobs()
      .sent.filter((j) => j.name === JOB.sandboxWebhook)
      .at(-1)!;
    expect(String(hook.data.body)).toContain('transfer.success');
    await db()
      .update(payouts)
      .set({ sentAt: new Date(Date.now() - 10_000) })
      .where(eq(payouts.id, p.id));
    const delivered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      payload: String(hook.data.body),
      headers: hook.data.headers as Record<string, string>,
    });
    expect(delivered.statusCode, delivered.body).toBe(200);
    const [sentRow] = await db().select().from(payouts).where(eq(payouts.id, p.id));
    expect(sentRow!.status).toBe('paid');
    report = await ledgerReport(db(), { hostId });
    expect(report.differences).toEqual([]);
    expect(report.balances[0]).toMatchObject({ paidOut: b!.available, held: 0, available: 0 });

    // Nothing is left for a refund now: it would take the host below zero.
    const refused = await send({
      method: 'POST',
      url: await url(paid[1]!.reference),
      payload: { amount: 100, idempotencyKey: key() },
    });
    expect(json<{ code: string }>(refused).code).toBe('refund_exceeds_host_balance');

    // A ledger row with no source is reported by the check, on record.
    await db().insert(ledgerEntries).values({ hostId, eventId, kind: 'sale', amount: 77 });
    const check = await runLedgerCheck(ctx.app);
    expect(check.ok).toBe(false);
    expect(check.differences).toContainEqual(
      expect.objectContaining({ hostId, eventId, expected: gross, actual: gross + 77 }),
    );
    const listed = json<{ items: TLedgerCheck[] }>(
      await send({ method: 'GET', url: '/api/admin/ledger/checks?limit=1' }),
    );
    expect(listed.items[0]!.id).toBe(check.id);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ledger.check_failed'), eq(auditLog.subjectId, String(check.id))));
    expect(audit).toHaveLength(1);
    await db()
      .delete(ledgerEntries)
      .where(and(eq(ledgerEntries.hostId, hostId), eq(ledgerEntries.amount, 77)));
  });

  it('keeps every balance at or above zero when refunds and a payout approval race for one event', async () => {
    const { hostId, eventId, typeId } = await freshHostEvent(1_000);
    const paid: TOrder[] = [];
    for (let i = 0; i < 4; i++) paid.push(await sandboxPaidOrder(ctx.app, eventId, typeId, 1));
    await endEvent(eventId);
    const [before] = (await ledgerReport(db(), { hostId })).balances;
    const p = await requestedPayout(db(), hostId, eventId, before!.available);
    const ids = await Promise.all(paid.map((o) => orderIdOf(o.reference)));

    const answers = await Promise.all([
      send({ method: 'POST', url: `/api/admin/payouts/${p.id}/approve` }),
      ...ids.map((oid, i) =>
        send({
          method: 'POST',
          url: `/api/admin/orders/${oid}/refunds`,
          payload: { amount: paid[i]!.total, idempotencyKey: key() },
        }),
      ),
    ]);
    for (const a of answers) expect([200, 201, 409], a.body).toContain(a.statusCode);
    const approved = answers[0]!.statusCode === 200;
    const refunded = answers.slice(1).filter((a) => a.statusCode === 201).length;
    // Either the payout took the whole balance first (then no refund fits), or a refund came
    // first (then the payout no longer fits): never both.
    expect(approved && refunded > 0).toBe(false);
    expect(approved || refunded > 0).toBe(true);
    const report = await ledgerReport(db(), { hostId });
    expect(report.differences).toEqual([]);
    for (const b of report.balances) {
      expect(b.available).toBeGreaterThanOrEqual(0);
      expect(b.gross - b.fees - b.refunds).toBe(b.paidOut + b.held + b.available);
    }
  });

  async function hostWithPayoutAccountFor(hostId: number) {
    const id = await hostWithPayoutAccount(ctx.app, db(), '+254722000111', hostId);
    expect(id).toBe(hostId);
  }
});
