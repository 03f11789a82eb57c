import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminDashboard } from '@tribe/contracts';
import {
  eventReports,
  events,
  hosts,
  occurrences,
  orderItems,
  orders,
  payments,
  payouts,
  refunds,
  users,
} from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';

/**
 * The dashboard's figures are SQL aggregates over Nairobi days (docs/admin.md "Dashboard"): a
 * known scenario in a quiet month of 2031 gives known numbers, day by day and in total.
 */
describe.each(ENGINES)('admin dashboard (%s)', (engine) => {
  const { cast, admin } = useAdminCast(engine);

  const dashboard = async (q: string) => {
    const res = await cast.send({ method: 'GET', url: `/api/admin/dashboard?${q}` }, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<TAdminDashboard>(res);
  };

  it('adds up sales, fees, refunds, tickets, paying hosts and new users per Nairobi day', async () => {
    const db = cast.db;
    const a = await createSaleEvent(db, { types: { Regular: { price: 1000 } } });
    const b = await createSaleEvent(db, { types: { VIP: { price: 2500 } } });
    const [otherHost] = await db
      .select({ id: hosts.id })
      .from(hosts)
      .where(eq(hosts.vendorName, (await db.select().from(hosts).limit(2))[1]!.vendorName));
    await db.update(events).set({ hostId: otherHost!.id }).where(eq(events.id, b.eventId));
    const occ = async (eventId: number) =>
      (
        await db
          .insert(occurrences)
          .values({ eventId, occurrenceKey: `single-${randomBytes(3).toString('hex')}` })
          .returning()
      )[0]!.id;
    const occA = await occ(a.eventId);
    const occB = await occ(b.eventId);
    const order = async (
      eventId: number,
      occurrenceId: number,
      typeId: number,
      quantity: number,
      unit: number,
      fee: number,
      paidAt: Date | null,
      status: 'paid' | 'refunded' | 'pending' = 'paid',
    ) => {
      const [o] = await db
        .insert(orders)
        .values({
          reference: `TK-${randomBytes(4).toString('hex')}`,
          publicToken: randomBytes(12).toString('hex'),
          idempotencyKey: randomBytes(12).toString('hex'),
          eventId,
          occurrenceId,
          status,
          buyerName: 'Achieng Otieno',
          buyerEmail: 'achieng@example.com',
          subtotal: unit * quantity,
          fees: fee,
          total: unit * quantity + fee,
          paidAt,
        })
        .returning();
      await db
        .insert(orderItems)
        .values({ orderId: o!.id, ticketTypeId: typeId, name: 'T', unitPrice: unit, quantity });
      return o!;
    };
    // Day 1 (1 March, Nairobi): 2 × 1,000 + 60 fee on A.
    await order(a.eventId, occA, a.types.Regular!, 2, 1000, 60, new Date('2031-03-01T09:00:00+03:00'));
    // 22:30 UTC on 1 March is 01:30 on 2 March in Nairobi: day 2. 1 × 2,500 + 75 on B, refunded later.
    const refunded = await order(
      b.eventId,
      occB,
      b.types.VIP!,
      1,
      2500,
      75,
      new Date('2031-03-01T22:30:00Z'),
      'refunded',
    );
    // Day 3: 3 × 1,000 + 90 on A. A pending order and one paid outside the period count for nothing.
    await order(a.eventId, occA, a.types.Regular!, 3, 1000, 90, new Date('2031-03-03T20:59:00+03:00'));
    await order(a.eventId, occA, a.types.Regular!, 5, 1000, 150, null, 'pending');
    await order(a.eventId, occA, a.types.Regular!, 1, 1000, 30, new Date('2031-03-04T00:00:00+03:00'));
    const succeeded = async (amount: number) =>
      (
        await db
          .insert(payments)
          .values({
            orderId: refunded.id,
            provider: 'sandbox',
            reference: `r-${randomBytes(4).toString('hex')}`,
            status: 'succeeded',
            amount,
          })
          .returning()
      )[0]!;
    const pay = await succeeded(2575);
    // Support's refund of the order, as it is written down.
    const supportRefund = (
      paymentId: number,
      amount: number,
      more: Pick<typeof refunds.$inferInsert, 'status' | 'processedAt' | 'idempotencyKey'>,
    ) => db.insert(refunds).values({ orderId: refunded.id, paymentId, reason: 'admin_refund', amount, ...more });
    await supportRefund(pay.id, 2575, { status: 'processed', processedAt: new Date('2031-03-03T10:00:00+03:00') });
    // A refund still pending is not money back yet (of a second, duplicate payment: the database
    // refuses refunds of one payment above what it paid, migration 0021).
    const duplicate = await succeeded(100);
    await supportRefund(duplicate.id, 100, {
      status: 'pending',
      idempotencyKey: randomBytes(6).toString('hex'),
    });
    for (const at of ['2031-03-01T12:00:00+03:00', '2031-03-03T23:59:00+03:00'])
      await db.insert(users).values({
        username: `new_${randomBytes(4).toString('hex')}`,
        email: `new_${randomBytes(4).toString('hex')}@example.com`,
        createdAt: new Date(at),
      });

    const d = await dashboard('from=2031-03-01&to=2031-03-03');
    expect(d.from).toBe('2031-03-01');
    expect(d.to).toBe('2031-03-03');
    expect(d.totals).toEqual({
      grossSales: 2060 + 2575 + 3090,
      fees: 60 + 75 + 90,
      refunds: 2575,
      tickets: 6,
      payingHosts: 2,
      newUsers: 2,
    });
    expect(d.days.map((x) => [x.day, x.grossSales, x.tickets, x.refunds, x.newUsers, x.payingHosts])).toEqual([
      ['2031-03-01', 2060, 2, 0, 1, 1],
      ['2031-03-02', 2575, 1, 0, 0, 1],
      ['2031-03-03', 3090, 3, 2575, 1, 1],
    ]);
  });

  it('counts the work queues: requested payouts, open reports and failed jobs', async () => {
    const before = await dashboard('days=7');
    const sale = await createSaleEvent(cast.db);
    const [host] = await cast.db.select({ id: events.hostId }).from(events).where(eq(events.id, sale.eventId));
    await cast.db.insert(payouts).values([
      { hostId: host!.id, eventId: sale.eventId, amount: 4000, status: 'requested' },
      { hostId: host!.id, eventId: sale.eventId, amount: 9000, status: 'paid' },
    ]);
    await cast.db.insert(eventReports).values({ eventId: sale.eventId, reason: 'fraud' });
    const after = await dashboard('days=7');
    expect(after.queues.pendingPayouts.count - before.queues.pendingPayouts.count).toBe(1);
    expect(after.queues.pendingPayouts.amount - before.queues.pendingPayouts.amount).toBe(4000);
    expect(after.queues.openReports - before.queues.openReports).toBe(1);
    expect(after.queues.failedJobs.count).toBeGreaterThanOrEqual(0);
    expect(after.days).toHaveLength(7);
  });

  it('refuses a period that ends before it starts or spans more than a year', async () => {
    const back = await cast.send(
      { method: 'GET', url: '/api/admin/dashboard?from=2031-03-05&to=2031-03-01' },
      admin.cookie,
    );
    expect(back.statusCode).toBe(400);
    const long = await cast.send(
      { method: 'GET', url: '/api/admin/dashboard?from=2029-01-01&to=2031-03-01' },
      admin.cookie,
    );
    expect(long.statusCode).toBe(400);
  });
});
