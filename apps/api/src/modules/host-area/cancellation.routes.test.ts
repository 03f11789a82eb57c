import type { AddressInfo } from 'node:net';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPrice, type TCancellationPreview, type TEventCancellation, type TOrder } from '@tribe/contracts';
import {
  devOutbox,
  eventCancellationOrders,
  events,
  inventory,
  ledgerEntries,
  occurrences,
  orders,
  payouts,
  refunds,
  showTimes,
  tickets,
} from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { fakePaystackConfig, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { clearSaleEventCache } from '../checkout/checkout.sale.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import {
  CANCELLATION_JOB,
  MAX_ATTEMPTS,
  RETRY_BASE_SECONDS,
  processCancellation,
  sweepCancellations,
} from './cancellation.service.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

type Cast = Awaited<ReturnType<typeof hostAreaCast>>;

/** Mails the outbox holds for these addresses, by address. */
async function mailsTo(db: Cast['db'], emails: string[]) {
  const rows = await db.select().from(devOutbox).where(inArray(devOutbox.to, emails));
  const by = new Map<string, { subject: string; text: string }[]>();
  // The reservation code a free order's buyer was mailed first (decision 017) is not a cancellation mail.
  for (const r of rows.filter((m) => !/confirm your Tikiti reservation/.test(m.subject)))
    by.set(r.to, [...(by.get(r.to) ?? []), { subject: r.subject, text: r.text }]);
  return by;
}

const orderRow = async (db: Cast['db'], reference: string) =>
  (await db.select().from(orders).where(eq(orders.reference, reference)))[0]!;

describe.each(ENGINES)('cancelling an event or a date on %s', (engine) => {
  let ctx: TestApp;
  let cast: Cast;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());
  const jobs = () => ctx.app.jobs as RecordingJobQueue;

  const cancel = (eventId: number, body: Record<string, unknown> = {}, who: string | undefined = cast.cookies.hostA) =>
    cast.send({ method: 'POST', url: `/api/host/events/${eventId}/cancellations`, payload: body }, who);
  const started = async (eventId: number, body: Record<string, unknown> = {}) => {
    const res = await cancel(eventId, body);
    expect(res.statusCode, res.body).toBe(202);
    return cast.json<TEventCancellation>(res);
  };
  const list = async (eventId: number) =>
    cast.json<TEventCancellation[]>(
      await cast.send({ method: 'GET', url: `/api/host/events/${eventId}/cancellations` }, cast.cookies.hostA),
    );

  it('answers the new routes for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const { send, cookies } = cast;
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const E = sale.eventId;
    // Host A's own cancellation exists before the matrix, so the retry route has one to answer for.
    const first = await started(E, { message: 'Sorry!' });
    const routes = [
      { method: 'GET' as const, url: `/api/host/events/${E}/cancellations`, ok: 200, owner: false },
      { method: 'GET' as const, url: `/api/host/events/${E}/cancellations/preview`, ok: 200, owner: false },
      { method: 'POST' as const, url: `/api/host/events/${E}/cancellations`, body: {}, ok: 202, owner: true },
      {
        method: 'POST' as const,
        url: `/api/host/events/${E}/cancellations/${first.id}/retry`,
        ok: 202,
        owner: true,
      },
    ];
    const who = { visitor: undefined, ...cookies };
    let cells = 0;
    for (const r of routes)
      for (const name of ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'] as const) {
        const res = await send({ method: r.method, url: r.url, ...(r.body ? { payload: r.body } : {}) }, who[name]);
        const want =
          name === 'visitor'
            ? 401
            : name === 'attendee' || name === 'scanner'
              ? 403
              : name === 'hostB'
                ? 404
                : name === 'manager'
                  ? r.owner
                    ? 403
                    : r.ok
                  : r.ok;
        expect(res.statusCode, `${name} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(want);
        if (want === 401 || want === 403)
          expect(cast.json<{ code: string }>(res).code).toBe(want === 401 ? 'unauthorized' : 'forbidden');
        if (want === 404) expect(cast.json<{ code: string }>(res).code).toBe('event_not_found');
        cells++;
      }
    expect(cells).toBe(routes.length * 6);
  });

  it('cancels the whole event: refunds, cancels and releases every order once, mails each buyer once', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, {
      types: { VIP: { price: 2000, quantity: 10 }, Guest: { price: 0, quantity: 10 } },
      capacity: 30,
    });
    const paidA = await cast.paidOrder(sale.eventId, sale.types.VIP!, 2);
    const paidB = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const reserved = await cast.hold(sale.eventId, sale.types.Guest!, 2);
    const holding = await cast.hold(sale.eventId, sale.types.VIP!, 1);
    expect([reserved.status, holding.status]).toEqual(['reserved', 'pending']);

    const preview = cast.json<TCancellationPreview>(
      await cast.send(
        { method: 'GET', url: `/api/host/events/${sale.eventId}/cancellations/preview` },
        cast.cookies.manager,
      ),
    );
    expect(preview.canCancelEvent).toBe(true);
    expect(preview.event).toEqual({
      paidOrders: 2,
      refundTotal: paidA.total + paidB.total,
      reservations: 1,
      holds: 1,
      tickets: 5,
    });

    const listed = async (q: string) =>
      cast
        .json<{ id: number }[]>(await cast.send({ method: 'GET', url: `/api/events?q=${encodeURIComponent(q)}` }))
        .map((e) => e.id);
    expect(await listed(sale.externalId)).toContain(sale.eventId);
    const sentBefore = jobs().sent.length;
    const c = await started(sale.eventId, { message: '  The main act fell ill. We are so sorry.  ' });
    expect(c).toMatchObject({
      scope: 'event',
      occurrenceKey: null,
      status: 'running',
      ordersTotal: 4,
      ordersDone: 0,
      message: 'The main act fell ill. We are so sorry.',
    });
    expect(
      jobs()
        .sent.slice(sentBefore)
        .map((j) => [j.name, j.data]),
    ).toEqual([[CANCELLATION_JOB.process, { cancellationId: c.id }]]);
    // Asking again answers the same cancellation, and nothing more is queued or listed.
    const again = await started(sale.eventId, { message: 'another message' });
    expect(again.id).toBe(c.id);
    expect(again.message).toBe(c.message);
    expect(await list(sale.eventId)).toHaveLength(1);

    // The event leaves the listing at once; its page says it is cancelled; checkout sells nothing.
    const [event] = await db.select().from(events).where(eq(events.id, sale.eventId));
    expect(event!.status).toBe('cancelled');
    expect(event!.cancelledAt).not.toBeNull();
    expect(await listed(sale.externalId)).not.toContain(sale.eventId);
    const page = await cast.send({ method: 'GET', url: `/api/events/${sale.externalId}` });
    expect(page.statusCode).toBe(200);
    expect(cast.json<{ status: string }>(page).status).toBe('cancelled');
    clearSaleEventCache();
    clearAvailabilityCache();
    const refused = await cast.send(orderRequest(sale.eventId, sale.types.VIP!, buyer('late')));
    expect(refused.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'event_not_on_sale',
      message: 'This event has been cancelled.',
    });

    // Two workers at once (a duplicated job), then the sweep and one more run.
    await Promise.all([processCancellation(ctx.app, c.id), processCancellation(ctx.app, c.id)]);
    await sweepCancellations(ctx.app);
    await processCancellation(ctx.app, c.id);

    const [done] = await list(sale.eventId);
    expect(done).toMatchObject({ status: 'completed', ordersTotal: 4, ordersDone: 4, ordersFailed: 0, failures: [] });
    expect(done!.finishedAt).not.toBeNull();

    const rowA = await orderRow(db, paidA.reference);
    const rowB = await orderRow(db, paidB.reference);
    expect(rowA).toMatchObject({ status: 'refunded', statusReason: 'event_cancelled' });
    expect(rowB.status).toBe('refunded');
    expect(await orderRow(db, reserved.reference)).toMatchObject({
      status: 'cancelled',
      statusReason: 'event_cancelled',
    });
    expect(await orderRow(db, holding.reference)).toMatchObject({
      status: 'cancelled',
      statusReason: 'event_cancelled',
    });

    // Refunded in full, fee included, once per order, sent to the provider once.
    const refundRows = await db
      .select()
      .from(refunds)
      .where(inArray(refunds.orderId, [rowA.id, rowB.id]));
    expect(
      refundRows.map((r) => [r.orderId, r.reason, r.amount, r.status, r.attempts, r.providerFeeAbsorbedBy]),
    ).toEqual(
      expect.arrayContaining([
        [rowA.id, 'event_cancelled', paidA.total, 'processed', 1, 'marketplace'],
        [rowB.id, 'event_cancelled', paidB.total, 'processed', 1, 'marketplace'],
      ]),
    );
    expect(refundRows).toHaveLength(2);
    // The host is not charged the fee: the refund takes the total back, a fee_reversal returns the fee.
    const ledger = await db
      .select({ kind: ledgerEntries.kind, amount: ledgerEntries.amount, orderId: ledgerEntries.orderId })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.eventId, sale.eventId));
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
    expect(sum('refund')).toBe(-(paidA.total + paidB.total));
    expect(sum('fee_reversal')).toBe(-sum('fee'));
    expect(sum('fee')).toBeLessThan(0);
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(0);

    // Places come back; no ticket admits.
    const [occ] = await db.select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ).toMatchObject({ held: 0, sold: 0 });
    expect(occ!.cancelledAt).not.toBeNull();
    const inv = await db.select().from(inventory).where(eq(inventory.occurrenceId, occ!.id));
    for (const i of inv) expect([i.held, i.sold]).toEqual([0, 0]);
    const valid = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.eventId, sale.eventId), eq(tickets.status, 'valid')));
    expect(valid[0]!.n).toBe(0);

    // One mail per buyer, quoting the host and saying what happens to their money.
    const mails = await mailsTo(
      db,
      [paidA, paidB, reserved, holding].map((o) => o.buyer.email),
    );
    for (const o of [paidA, paidB, reserved, holding]) expect(mails.get(o.buyer.email), o.reference).toHaveLength(1);
    const paidMail = mails.get(paidA.buyer.email)![0]!;
    expect(paidMail.subject).toBe(`${paidA.event.title} is cancelled`);
    expect(paidMail.text).toContain('“The main act fell ill. We are so sorry.”');
    expect(paidMail.text).toContain(`${formatPrice(paidA.total)}, service fee included`);
    expect(paidMail.text).toContain('back to the card you paid with');
    expect(mails.get(reserved.buyer.email)![0]!.text).toContain(
      `Your free reservation ${reserved.reference} is cancelled`,
    );
    expect(mails.get(holding.buyer.email)![0]!.text).toContain('you have not been charged');
    // The cancellation's own mail is the notice: no separate refund notice is queued.
    expect(
      jobs().sent.some(
        (j) =>
          j.name === JOB.refundNotice && refundRows.some((r) => r.id === (j.data as { refundId: number }).refundId),
      ),
    ).toBe(false);
    const rows = await db
      .select()
      .from(eventCancellationOrders)
      .where(eq(eventCancellationOrders.cancellationId, c.id));
    expect(rows.every((r) => r.status === 'done' && r.mailedAt !== null && r.attempts === 1)).toBe(true);
  });

  it('cancels one show: its buyers refunded, the other show untouched, no new holds for it', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, {
      eventType: 'multiple-shows',
      types: { General: { price: 1200, quantity: 20 } },
    });
    const [first, second] = sale.showTimeIds;
    const onFirst = await cast.paidOrder(sale.eventId, sale.types.General!, 2, { selectedShowTimeId: first });
    const onSecond = await cast.paidOrder(sale.eventId, sale.types.General!, 1, { selectedShowTimeId: second });
    const c = await started(sale.eventId, { occurrenceKey: `show:${first}` });
    expect(c).toMatchObject({ scope: 'date', occurrenceKey: `show:${first}`, ordersTotal: 1 });
    expect(c.startsAt).not.toBeNull();
    expect((await started(sale.eventId, { occurrenceKey: `show:${first}` })).id).toBe(c.id);
    const [show] = await db.select().from(showTimes).where(eq(showTimes.id, first!));
    expect(show!.cancelledAt).not.toBeNull();
    const [event] = await db.select().from(events).where(eq(events.id, sale.eventId));
    expect(event!.status).toBe('live');

    clearSaleEventCache();
    clearAvailabilityCache();
    const res = await cast.send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: {
        eventId: sale.eventId,
        selectedDate: null,
        selectedShowTimeId: first,
        tickets: [{ ticketTypeId: sale.types.General!, quantity: 1 }],
        buyer: buyer('show-late'),
        idempotencyKey: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(cast.json<{ code: string }>(res).code).toBe('occurrence_not_found');

    await processCancellation(ctx.app, c.id);
    expect((await orderRow(db, onFirst.reference)).status).toBe('refunded');
    expect((await orderRow(db, onSecond.reference)).status).toBe('paid');
    const mails = await mailsTo(db, [onFirst.buyer.email, onSecond.buyer.email]);
    expect(mails.get(onFirst.buyer.email)).toHaveLength(1);
    expect(mails.get(onFirst.buyer.email)![0]!.subject).toMatch(/ on .* is cancelled$/);
    expect(mails.get(onSecond.buyer.email)).toBeUndefined();
    expect((await list(sale.eventId))[0]!.status).toBe('completed');

    // The whole event afterwards: only the other show's buyer is left to refund, and nobody is mailed twice.
    const whole = await started(sale.eventId);
    expect(whole.ordersTotal).toBe(1);
    await processCancellation(ctx.app, whole.id);
    expect((await orderRow(db, onSecond.reference)).status).toBe('refunded');
    const after = await mailsTo(db, [onFirst.buyer.email, onSecond.buyer.email]);
    expect(after.get(onFirst.buyer.email)).toHaveLength(1);
    expect(after.get(onSecond.buyer.email)).toHaveLength(1);
  });

  it('cancels one date of a recurring event before anyone bought it, and refuses holds for it', async () => {
    const sale = await createSaleEvent(cast.db, { eventType: 'recurring' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(Date.now() + 5 * 86_400_000),
    );
    const preview = cast.json<TCancellationPreview>(
      await cast.send(
        { method: 'GET', url: `/api/host/events/${sale.eventId}/cancellations/preview` },
        cast.cookies.hostA,
      ),
    );
    expect(preview.dates.map((d) => d.key)).toContain(day);
    const c = await started(sale.eventId, { occurrenceKey: day });
    expect(c).toMatchObject({ scope: 'date', occurrenceKey: day, ordersTotal: 0 });
    const [occ] = await cast.db
      .select()
      .from(occurrences)
      .where(and(eq(occurrences.eventId, sale.eventId), eq(occurrences.occurrenceKey, day)));
    expect(occ!.cancelledAt).not.toBeNull();
    clearSaleEventCache();
    clearAvailabilityCache();
    const res = await cast.send(
      orderRequest(sale.eventId, sale.types.General!, buyer('recurring-late'), { selectedDate: day }),
    );
    expect(res.statusCode, res.body).toBe(400);
    expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({
      code: 'occurrence_not_found',
      message: 'This date has been cancelled.',
    });
    expect(await processCancellation(ctx.app, c.id)).toBe('completed');
    const again = cast.json<TCancellationPreview>(
      await cast.send(
        { method: 'GET', url: `/api/host/events/${sale.eventId}/cancellations/preview` },
        cast.cookies.hostA,
      ),
    );
    expect(again.dates.find((d) => d.key === day)?.cancelled).toBe(true);
  });

  it('refuses what cannot be cancelled, in words', async () => {
    const oneOff = await createSaleEvent(cast.db);
    const expectCode = async (res: { statusCode: number; body: string }, status: number, code: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(cast.json<{ code: string }>(res).code).toBe(code);
    };
    await expectCode(await cancel(oneOff.eventId, { occurrenceKey: '2030-01-01' }), 400, 'validation_failed');
    await expectCode(await cancel(oneOff.eventId, { occurrenceKey: 'single' }), 400, 'validation_failed');
    await expectCode(await cancel(oneOff.eventId, { message: 'x'.repeat(1001) }), 400, 'validation_failed');
    const shows = await createSaleEvent(cast.db, { eventType: 'multiple-shows' });
    await expectCode(await cancel(shows.eventId, { occurrenceKey: 'show:999999' }), 400, 'occurrence_not_found');
    await expectCode(await cancel(shows.eventId, { occurrenceKey: '2030-01-01' }), 400, 'occurrence_not_found');
    const recurring = await createSaleEvent(cast.db, { eventType: 'recurring' });
    const past = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(Date.now() - 86_400_000),
    );
    await expectCode(await cancel(recurring.eventId, { occurrenceKey: past }), 409, 'cancellation_not_allowed');
    const draft = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ status: 'draft' }).where(eq(events.id, draft.eventId));
    await expectCode(await cancel(draft.eventId), 409, 'cancellation_not_allowed');
    const over = await createSaleEvent(cast.db, { startDate: new Date(Date.now() - 2 * 86_400_000) });
    await cast.db
      .update(events)
      .set({ lastEndsAt: new Date(Date.now() - 86_400_000) })
      .where(eq(events.id, over.eventId));
    await expectCode(await cancel(over.eventId), 409, 'cancellation_not_allowed');
    await started(shows.eventId);
    await expectCode(
      await cancel(shows.eventId, { occurrenceKey: `show:${shows.showTimeIds[0]}` }),
      409,
      'cancellation_not_allowed',
    );
    const retry = await cast.send(
      { method: 'POST', url: `/api/host/events/${oneOff.eventId}/cancellations/999999/retry` },
      cast.cookies.hostA,
    );
    await expectCode(retry, 404, 'cancellation_not_found');
  });

  it('refunds a payment that arrives after the cancellation released its hold, and sells nothing', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 3000, quantity: 5 } } });
    const held = await cast.hold(sale.eventId, sale.types.VIP!, 1);
    const startedPay = await cast.send({
      method: 'POST',
      url: `/api/orders/${held.token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(startedPay.statusCode, startedPay.body).toBe(200);
    const reference = cast.json<{ order: TOrder }>(startedPay).order.payment!.reference;
    const c = await started(sale.eventId);
    await processCancellation(ctx.app, c.id);
    expect((await orderRow(db, held.reference)).status).toBe('cancelled');
    // The buyer finishes paying on the provider's page after all.
    const chosen = await cast.send({
      method: 'POST',
      url: `/api/payments/sandbox/${reference}`,
      payload: { outcome: 'success' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const late = cast.json<TOrder>(await cast.send({ method: 'POST', url: `/api/orders/${held.token}/verify` }));
    expect(late).toMatchObject({ status: 'cancelled', statusReason: 'late_payment_event_cancelled' });
    expect(late.tickets).toEqual([]);
    const row = await orderRow(db, held.reference);
    expect(row).toMatchObject({ status: 'cancelled', statusReason: 'late_payment_event_cancelled' });
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(refund).toMatchObject({ reason: 'event_cancelled', amount: held.total });
    const [occ] = await db.select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ).toMatchObject({ held: 0, sold: 0 });
  });

  it('leaves a negative balance when the refunds come after a payout', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 5000, quantity: 10 } } });
    const o = await cast.paidOrder(sale.eventId, sale.types.VIP!, 2);
    const balance = async () =>
      (
        await db
          .select({ n: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
          .from(ledgerEntries)
          .where(eq(ledgerEntries.eventId, sale.eventId))
      )[0]!.n;
    const earned = await balance();
    expect(earned).toBeGreaterThan(0);
    const [payout] = await db
      .insert(payouts)
      .values({ hostId: cast.hostAId, eventId: sale.eventId, amount: earned, status: 'paid', paidAt: new Date() })
      .returning();
    await db
      .insert(ledgerEntries)
      .values({ hostId: cast.hostAId, eventId: sale.eventId, payoutId: payout!.id, kind: 'payout', amount: -earned });
    expect(await balance()).toBe(0);
    const c = await started(sale.eventId);
    await processCancellation(ctx.app, c.id);
    expect((await orderRow(db, o.reference)).status).toBe('refunded');
    // The buyer got everything back; the host owes what the payout gave them for it.
    expect(await balance()).toBe(-earned);
    expect(await balance()).toBeLessThan(0);
  });

  it('lets the form cancel an unsold show only: a show with sales is cancelled by the owner’s cancellation', async () => {
    const sale = await createSaleEvent(cast.db, { eventType: 'multiple-shows' });
    const [first] = sale.showTimeIds;
    await cast.paidOrder(sale.eventId, sale.types.General!, 1, { selectedShowTimeId: first });
    const form = cast.json<Record<string, unknown> & { showTimes: { id: number }[] }>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}` }, cast.cookies.hostA),
    );
    const res = await cast.send(
      {
        method: 'PUT',
        url: `/api/host/events/${sale.eventId}`,
        payload: {
          ...form,
          showTimes: form.showTimes.map((s) => ({ ...s, cancelled: s.id === first })),
        },
      },
      cast.cookies.manager,
    );
    expect(res.statusCode, res.body).toBe(409);
    expect(cast.json<{ code: string; message: string }>(res).message).toContain('Cancel this show');
  });
});

describe.each(ENGINES)('a cancellation whose refunds the provider refuses, on %s', (engine) => {
  const SECRET = 'sk_test_cancellation_refunds';
  let ctx: TestApp;
  let cast: Cast;
  let paystack: FakePaystack;
  beforeAll(async () => {
    paystack = await startFakePaystack({ secretKey: SECRET });
    ctx = await createTestApp(engine, { config: fakePaystackConfig(paystack, SECRET) });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    expect((ctx.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => {
    await ctx?.close();
    await paystack?.close();
  });

  /** A paid order through the fake Paystack: held, card page, paid there, verified. */
  async function paidByPaystack(eventId: number, ticketTypeId: number) {
    const held = await cast.hold(eventId, ticketTypeId, 1);
    const res = await cast.send({
      method: 'POST',
      url: `/api/orders/${held.token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const reference = cast.json<{ order: TOrder }>(res).order.payment!.reference;
    paystack.complete(reference, { status: 'success', channel: 'card' });
    const paid = cast.json<TOrder>(await cast.send({ method: 'POST', url: `/api/orders/${held.token}/verify` }));
    expect(paid.status).toBe('paid');
    return paid;
  }

  it('fails an order after its attempts, completes with errors, and a retry refunds it once', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 2500, quantity: 10 } } });
    // Orders are worked through by id: the unlucky one first.
    const unlucky = await paidByPaystack(sale.eventId, sale.types.VIP!);
    const ok = await paidByPaystack(sale.eventId, sale.types.VIP!);
    const res = await cast.send(
      { method: 'POST', url: `/api/host/events/${sale.eventId}/cancellations`, payload: { message: 'Rain.' } },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(202);
    const c = cast.json<TEventCancellation>(res);

    // The provider fails the unlucky order's refund call at every attempt; the other one's goes through.
    let clock = Date.now();
    const now = () => new Date(clock);
    const unluckyRow = await orderRow(db, unlucky.reference);
    expect(unluckyRow.id).toBeLessThan((await orderRow(db, ok.reference)).id);
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      paystack.failNext('/refund', 500);
      expect(await processCancellation(ctx.app, c.id, now)).toBe(
        attempt < MAX_ATTEMPTS ? 'running' : 'completed_with_errors',
      );
      // Not claimable again before its pause is over.
      expect((await orderRow(db, unlucky.reference)).status).toBe('refunded');
      clock += RETRY_BASE_SECONDS * 1000 * 2 ** (attempt - 1);
    }
    const [view] = cast.json<TEventCancellation[]>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}/cancellations` }, cast.cookies.manager),
    );
    expect(view).toMatchObject({
      status: 'completed_with_errors',
      ordersTotal: 2,
      ordersDone: 1,
      ordersFailed: 1,
    });
    expect(view!.failures).toEqual([
      {
        orderReference: unlucky.reference,
        buyerName: unlucky.buyer.name,
        error: 'The payment provider did not answer the refund.',
      },
    ]);
    expect((await orderRow(db, unlucky.reference)).status).toBe('refunded');
    const mailsBefore = await mailsTo(db, [ok.buyer.email, unlucky.buyer.email]);
    expect(mailsBefore.get(ok.buyer.email)).toHaveLength(1);
    expect(mailsBefore.get(unlucky.buyer.email)).toBeUndefined();

    const retried = await cast.send(
      { method: 'POST', url: `/api/host/events/${sale.eventId}/cancellations/${c.id}/retry` },
      cast.cookies.hostA,
    );
    expect(retried.statusCode, retried.body).toBe(202);
    expect(cast.json<TEventCancellation>(retried)).toMatchObject({ status: 'running', ordersFailed: 0, failures: [] });
    await processCancellation(ctx.app, c.id, now);
    const [after] = cast.json<TEventCancellation[]>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}/cancellations` }, cast.cookies.hostA),
    );
    expect(after).toMatchObject({ status: 'completed', ordersDone: 2, ordersFailed: 0 });

    // Paystack got exactly one refund per payment; each buyer one mail.
    const refundCalls = paystack.refunds.map((r) => r.transactionReference);
    expect(refundCalls.sort()).toEqual([ok.payment!.reference, unlucky.payment!.reference].sort());
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, unluckyRow.id));
    expect(refund).toMatchObject({ reason: 'event_cancelled', status: 'processing', amount: unlucky.total });
    const mails = await mailsTo(db, [ok.buyer.email, unlucky.buyer.email]);
    expect(mails.get(ok.buyer.email)).toHaveLength(1);
    expect(mails.get(unlucky.buyer.email)).toHaveLength(1);
    expect(mails.get(unlucky.buyer.email)![0]!.text).toContain('“Rain.”');
  });

  it('turns a refund Paystack refuses after accepting it into a failure the owner can retry', async () => {
    const { db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 1800, quantity: 10 } } });
    const paid = await paidByPaystack(sale.eventId, sale.types.VIP!);
    const c = cast.json<TEventCancellation>(
      await cast.send(
        { method: 'POST', url: `/api/host/events/${sale.eventId}/cancellations`, payload: {} },
        cast.cookies.hostA,
      ),
    );
    expect(await processCancellation(ctx.app, c.id)).toBe('completed');
    const reference = paid.payment!.reference;
    expect(paystack.refunds.filter((r) => r.transactionReference === reference)).toHaveLength(1);

    // Paystack took the refund call, then reports it failed.
    paystack.refunds.find((r) => r.transactionReference === reference)!.status = 'failed';
    const webhook = paystack.signedWebhook('refund.failed', {
      status: 'failed',
      transaction_reference: reference,
      amount: paid.total * 100,
      message: 'Customer account closed',
    });
    const hook = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/paystack',
      headers: { ...webhook.headers, 'content-type': 'application/json; charset=utf-8' },
      payload: webhook.body,
    });
    expect(hook.statusCode, hook.body).toBe(200);
    await sweepCancellations(ctx.app);
    await sweepCancellations(ctx.app); // a second sweep changes nothing
    const [view] = await list(sale.eventId);
    expect(view).toMatchObject({ status: 'completed_with_errors', ordersTotal: 1, ordersDone: 0, ordersFailed: 1 });
    expect(view!.failures).toHaveLength(1);
    expect(view!.failures[0]).toMatchObject({ orderReference: paid.reference });
    expect(view!.failures[0]!.error).toBe('The payment provider refused the refund: Customer account closed.');

    // The owner's retry sends the refund again, once.
    const retried = await cast.send(
      { method: 'POST', url: `/api/host/events/${sale.eventId}/cancellations/${c.id}/retry` },
      cast.cookies.hostA,
    );
    expect(retried.statusCode, retried.body).toBe(202);
    expect(await processCancellation(ctx.app, c.id)).toBe('completed');
    expect(paystack.refunds.filter((r) => r.transactionReference === reference)).toHaveLength(2);
    const [after] = await list(sale.eventId);
    expect(after).toMatchObject({ status: 'completed', ordersDone: 1, ordersFailed: 0, failures: [] });
  });

  const list = async (eventId: number) =>
    cast.json<TEventCancellation[]>(
      await cast.send({ method: 'GET', url: `/api/host/events/${eventId}/cancellations` }, cast.cookies.hostA),
    );
});
