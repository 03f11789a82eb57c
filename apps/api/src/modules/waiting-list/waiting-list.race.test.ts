import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { orderItems, orders, waitingListEntries } from '../../db/schema/index.js';
import { inventoryOf, onlyOccurrenceId, useTwoAppsOnPostgres } from '../../test/two-apps.test-support.js';
import { sandboxPaidOrder } from '../admin/admin-money.test-support.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { checkoutContext } from '../checkout/checkout.context.js';
import { expireHolds } from '../checkout/checkout.expire.js';
import { buyer, createSaleEvent } from '../checkout/checkout.test-support.js';
import { makeOffers } from './waiting-list.service.js';

/**
 * The waiting list's offers against everything else that moves places, at once, on PostgreSQL
 * (decision 050): holds running out and refunds give places back while open buyers tap, and two
 * apps on the one database (as two server processes would) make offers side by side. Afterwards:
 * nothing oversold, the counters match the orders, every place that came back went to the line
 * (which asked for more than came back), in line order, each entry offered at most once.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('waiting-list offers racing the engine on PostgreSQL', () => {
  const { on, send, seq, tap, joinLine } = useTwoAppsOnPostgres('10.72');

  it('oversells nothing and offers no place twice while holds expire, refunds land and buyers tap', async () => {
    const CAPACITY = 24;
    const db = on.ctx.database.db;
    const sale = await createSaleEvent(db, { types: { General: { price: 1_000, quantity: CAPACITY } } });
    const typeId = sale.types.General!;
    // The places: 8 paid (to be refunded), 8 holds that will run out, 8 holds that stay.
    const paid: TOrder[] = [];
    for (let i = 0; i < 8; i++) paid.push(await sandboxPaidOrder(on.ctx.app, sale.eventId, typeId, 1));
    const holds: TOrder[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await tap(on.ctx.app, sale.eventId, typeId, buyer(`7${i}0${seq()}`));
      expect(res.statusCode, res.body).toBe(201);
      holds.push(res.json<TOrder>());
    }
    const staying = holds.slice(8).map((h) => h.token);
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() + 3 * 3600_000) })
      .where(inArray(orders.publicToken, staying));
    clearAvailabilityCache();

    // The line asks for more than will come back (16 places): 12 fans, quantities 1 and 2 (18).
    const fans: TWaitlistEntry[] = [];
    for (let i = 0; i < 12; i++) {
      fans.push(await joinLine(sale.eventId, typeId, i % 2 === 0 ? 1 : 2, buyer(`9${i}0${seq()}`)));
    }
    const occurrenceId = await onlyOccurrenceId(db, sale.eventId);

    const later = new Date(Date.now() + 6 * 60_000);
    const apps = [on.ctx.app, on.second];
    const openBuyers = Array.from({ length: 16 }, (_, i) =>
      tap(apps[i % 2]!, sale.eventId, typeId, buyer(`5${i}0${seq()}`)),
    );
    const refundsDone = paid.map((o, i) =>
      send(apps[i % 2]!, { method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, on.cast.cookies.hostA),
    );
    const expiries = apps.map((app) => expireHolds(checkoutContext(app), later, sale.eventId));
    const offers = Array.from({ length: 8 }, (_, i) => makeOffers(apps[i % 2]!, occurrenceId));
    const [bought, refunded] = await Promise.all([
      Promise.all(openBuyers),
      Promise.all(refundsDone),
      Promise.all(expiries),
      Promise.all(offers),
    ]);
    expect(refunded.map((r) => r.statusCode)).toEqual(refunded.map(() => 200));
    // Whatever was left to offer is offered once everything has landed.
    await Promise.all([makeOffers(on.ctx.app, occurrenceId), makeOffers(on.second, occurrenceId)]);
    await makeOffers(on.ctx.app, occurrenceId);

    // Open sale got nothing: the line asked for more than came back.
    expect(bought.filter((b) => b.statusCode === 201)).toHaveLength(0);
    expect(new Set(bought.map((b) => b.json<{ code: string }>().code))).toEqual(new Set(['sold_out']));

    const inv = await inventoryOf(db, occurrenceId, typeId);
    const byStatus = await db
      .select({ status: orders.status, places: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(eq(orders.eventId, sale.eventId))
      .groupBy(orders.status);
    const places = (s: string) => byStatus.find((b) => b.status === s)?.places ?? 0;
    // 0 oversold, and the counters are the orders'.
    expect(inv.held + inv.sold).toBeLessThanOrEqual(CAPACITY);
    expect(inv.held).toBe(places('pending'));
    expect(inv.sold).toBe(places('paid'));

    const entries = await db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.eventId, sale.eventId))
      .orderBy(waitingListEntries.id);
    const offered = entries.filter((e) => e.status === 'offered');
    const waiting = entries.filter((e) => e.status === 'waiting');
    // No entry offered twice, no order shared: one order per offered entry, each its own.
    expect(new Set(offered.map((e) => e.orderId)).size).toBe(offered.length);
    const offerOrders = await db
      .select({ id: orders.id, status: orders.status, places: orderItems.quantity })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.eventId, sale.eventId), eq(orders.statusReason, 'waiting_list_offer')));
    expect(offerOrders).toHaveLength(offered.length);
    // Every place that came back (16) is offered, none beyond: the line took them all.
    const offeredPlaces = offered.reduce((s, e) => s + e.quantity, 0);
    expect(offeredPlaces + 8).toBe(places('pending'));
    expect(CAPACITY - inv.held - inv.sold).toBeLessThan(waiting[0]?.quantity ?? Infinity);
    // Strict order: the offered entries are the front of the line.
    const lastOffered = Math.max(...offered.map((e) => e.id));
    expect(waiting.every((e) => e.id > lastOffered)).toBe(true);
    // The keep is the line's own count.
    expect(inv.waiting).toBe(waiting.reduce((s, e) => s + e.quantity, 0));
    expect(fans).toHaveLength(12);
  }, 180_000);
});
