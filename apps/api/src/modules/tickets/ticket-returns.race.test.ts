import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { orderItems, orders, ticketReturns, tickets } from '../../db/schema/index.js';
import { inventoryOf, onlyOccurrenceId, useTwoAppsOnPostgres } from '../../test/two-apps.test-support.js';
import { ledgerReport } from '../admin/admin-ledger.service.js';
import { sandboxPaidOrder } from '../admin/admin-money.test-support.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { checkoutContext } from '../checkout/checkout.context.js';
import { expireHolds } from '../checkout/checkout.expire.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { makeOffers } from '../waiting-list/waiting-list.service.js';

/**
 * Returned tickets (decision 054) against everything else that moves places, at once, on
 * PostgreSQL with two apps on one database (as two server processes): holders return tickets,
 * holds run out, the host refunds buyers (returners among them), open buyers tap, offers are made
 * from both apps, and fans pay their offers while more offers are made. Afterwards: nothing
 * oversold, sold places are exactly the valid tickets, held places the open orders', no return
 * offered to two orders, every sold return's holder refunded once, and the ledger adds up.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('returned tickets racing the engine on PostgreSQL', () => {
  const { on, send, seq, tap, joinLine } = useTwoAppsOnPostgres('10.73');

  async function payByCard(app: FastifyInstance, token: string) {
    const started = await send(app, {
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    if (started.statusCode !== 200) return started.statusCode;
    const reference = started.json<{ order: TOrder }>().order.payment!.reference;
    await send(app, { method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
    return (await send(app, { method: 'POST', url: `/api/orders/${token}/verify` })).statusCode;
  }

  it('oversells nothing, offers no return twice and keeps the ledger whole while returns race holds, refunds, offers and payments', async () => {
    const CAPACITY = 20;
    const db = on.ctx.database.db;
    const sale = await createSaleEvent(db, { types: { General: { price: 1_000, quantity: CAPACITY } } });
    const typeId = sale.types.General!;
    const apps = [on.ctx.app, on.second];
    // 10 holders with accounts (one ticket each), 5 paid orders to refund, 5 holds that run out.
    const holders = [];
    for (let i = 0; i < 10; i++) {
      const who = await on.cast.newUser(`racer${i}`);
      const order = await on.cast.paidOrder(sale.eventId, typeId, 1, {
        buyer: {
          name: 'Racer Holder',
          email: who.user.email,
          phone: `+2547${String(40_000_000 + seq() * 10 + i).slice(-8)}`,
        },
      });
      holders.push({ who, order });
    }
    const refundable: TOrder[] = [];
    for (let i = 0; i < 5; i++) refundable.push(await sandboxPaidOrder(on.ctx.app, sale.eventId, typeId, 1));
    for (let i = 0; i < 5; i++) {
      const res = await tap(on.ctx.app, sale.eventId, typeId, buyer(`8${i}1${seq()}`));
      expect(res.statusCode, res.body).toBe(201);
    }
    clearAvailabilityCache();

    // 14 fans wait, one ticket each.
    const fans: TWaitlistEntry[] = [];
    for (let i = 0; i < 14; i++) fans.push(await joinLine(sale.eventId, typeId, 1, buyer(`6${i}1${seq()}`)));
    const occurrenceId = await onlyOccurrenceId(db, sale.eventId);

    // Round one, at once: returns, refunds (three of them of returners), expiries, offers, open buyers.
    const later = new Date(Date.now() + 6 * 60_000);
    const returns = holders.map(({ who, order }, i) =>
      send(
        apps[i % 2]!,
        { method: 'POST', url: '/api/tickets/returns', payload: { ticketIds: [order.tickets[0]!.id] } },
        who.cookie,
      ),
    );
    const refunds = [...refundable, ...holders.slice(0, 3).map((h) => h.order)].map((o, i) =>
      send(apps[i % 2]!, { method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, on.cast.cookies.hostA),
    );
    const expiries = apps.map((app) => expireHolds(checkoutContext(app), later, sale.eventId));
    const offers = Array.from({ length: 8 }, (_, i) => makeOffers(apps[i % 2]!, occurrenceId));
    const openBuyers = Array.from({ length: 10 }, (_, i) =>
      tap(apps[i % 2]!, sale.eventId, typeId, buyer(`4${i}1${seq()}`)),
    );
    const [returned, refunded, , , bought] = await Promise.all([
      Promise.all(returns),
      Promise.all(refunds),
      Promise.all(expiries),
      Promise.all(offers),
      Promise.all(openBuyers),
    ]);
    // A returner's refund may land before or after their return: either answer is a clear one.
    for (const r of returned) expect([201, 404, 409], r.body).toContain(r.statusCode);
    expect(refunded.map((r) => r.statusCode)).toEqual(refunded.map(() => 200));

    // What came back after the offers above ran is offered now, from both apps at once.
    await Promise.all([makeOffers(on.ctx.app, occurrenceId), makeOffers(on.second, occurrenceId)]);

    // Round two, at once: every open offer is paid while both apps make offers again.
    const offered = (
      await Promise.all(fans.map((f) => send(on.ctx.app, { method: 'GET', url: `/api/waiting-list/${f.token}` })))
    )
      .map((r) => r.json<TWaitlistEntry>())
      .filter((e) => e.status === 'offered');
    expect(offered.length).toBeGreaterThan(0);
    await Promise.all([
      ...offered.map((e, i) => payByCard(apps[i % 2]!, e.offer!.orderToken)),
      ...Array.from({ length: 4 }, (_, i) => makeOffers(apps[i % 2]!, occurrenceId)),
    ]);
    await makeOffers(on.ctx.app, occurrenceId);

    // Open sale got nothing while fans waited.
    expect(bought.filter((b) => b.statusCode === 201)).toHaveLength(0);

    // Places: never oversold; sold places are exactly the valid tickets; held ones the open orders'.
    const inv = await inventoryOf(db, occurrenceId, typeId);
    const [valid] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.occurrenceId, occurrenceId), eq(tickets.status, 'valid')));
    const [pending] = await db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.eventId, sale.eventId), eq(orders.status, 'pending')));
    expect(inv.held + inv.sold).toBeLessThanOrEqual(CAPACITY);
    expect(inv.sold).toBe(Number(valid!.n));
    expect(inv.held).toBe(Number(pending!.n));

    // Returns: each offered to at most one open order, each sold one to one paid order, and its
    // holder refunded once (no return's money twice).
    const rows = await db.select().from(ticketReturns).where(eq(ticketReturns.eventId, sale.eventId));
    expect(rows.length).toBeGreaterThan(0);
    const offerOrders = new Map<number, string>();
    for (const r of rows.filter((r) => r.offerOrderId !== null)) {
      const [o] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, r.offerOrderId!));
      offerOrders.set(r.offerOrderId!, o!.status);
      expect(r.status === 'sold' ? 'paid' : 'pending').toBe(o!.status);
    }
    const sold = rows.filter((r) => r.status === 'sold');
    // Fans bought returned tickets, not only places that came back by other ways.
    expect(sold.length).toBeGreaterThan(0);
    expect(new Set(sold.map((r) => r.offerOrderId)).size).toBe(sold.length);
    expect(sold.every((r) => r.refundId !== null)).toBe(true);
    expect(new Set(sold.map((r) => r.refundId)).size).toBe(sold.length);
    // A resold ticket is void; a listed or offered one still valid.
    for (const r of rows) {
      const [t] = await db.select({ status: tickets.status }).from(tickets).where(eq(tickets.id, r.ticketId));
      expect(t!.status, `return ${r.id} (${r.status})`).toBe(
        r.status === 'sold' || r.status === 'withdrawn' ? t!.status : 'valid',
      );
      if (r.status === 'sold') expect(t!.status).toBe('void');
    }

    // The ledger adds up for this host: sales, fees and refunds (resale ones too) against their sources.
    const report = await ledgerReport(db, { hostId: on.cast.hostAId });
    expect(report.differences.filter((d) => d.eventId === sale.eventId)).toEqual([]);
  }, 180_000);
});
