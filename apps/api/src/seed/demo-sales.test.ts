import { serviceFee } from '@tribe/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostDashboard } from '../modules/host-area/host-events.service.js';
import { createTestDatabase, ALL_ENGINES as ENGINES } from '../test/database.js';
import type { Db } from '../db/client.js';
import { hosts, users } from '../db/schema/index.js';
import { SEED_EVENTS } from './catalogue.js';
import { DEMO_PAST_EVENT_KEY } from './demo-sales.js';
import { DEMO_ACCOUNTS, seedCatalogue } from './seed.js';

/**
 * The demo host's sales (demo-sales.ts) obey the data model's rules as a real sale does: the
 * dashboard adds up to the orders, places sold match tickets issued, the ledger matches the
 * money, and the past concert has its check-ins and reviews. Any drift between checkout and
 * the demo fails here.
 */
const rowsOf = <T>(r: unknown): T[] => ((r as { rows?: T[] }).rows ?? (r as T[])) as T[];
const num = (v: unknown) => Number(v ?? 0);

describe.each(ENGINES)('demo sales (%s)', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Db;
  let hostId: number;
  const now = new Date();
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    db = database.db;
    await seedCatalogue(db, { demoAccounts: true, demoSales: true, publicUrl: 'http://localhost:3000', now });
    const [row] = await db
      .select({ id: hosts.id })
      .from(hosts)
      .innerJoin(users, eq(users.id, hosts.ownerUserId))
      .where(eq(users.username, DEMO_ACCOUNTS.host.username));
    hostId = row!.id;
  }, 180_000);
  afterAll(() => database?.drop());

  it('gives the demo host paid card and M-Pesa orders, free reservations and a refund, all in the last 30 days', async () => {
    const byKind = await q<{ status: string; channel: string | null; n: number }>(sql`
      SELECT o.status, p.channel, count(DISTINCT o.id)::int AS n FROM orders o
      JOIN events e ON e.id = o.event_id
      LEFT JOIN payments p ON p.order_id = o.id AND p.status = 'succeeded'
      WHERE e.host_id = ${hostId} GROUP BY 1, 2`);
    const count = (status: string, channel: string | null = null) =>
      byKind
        .filter((r) => r.status === status && (channel === null || r.channel === channel))
        .reduce((s, r) => s + r.n, 0);
    expect(count('paid', 'mpesa')).toBeGreaterThan(5);
    expect(count('paid', 'card')).toBeGreaterThan(3);
    expect(count('reserved')).toBeGreaterThanOrEqual(3);
    expect(count('refunded')).toBe(1);
    expect(count('pending') + count('expired') + count('failed') + count('cancelled')).toBe(0);

    const [span] = await q<{ first: string; last: string }>(sql`
      SELECT min(o.created_at) AS first, max(coalesce(o.paid_at, o.created_at)) AS last FROM orders o`);
    expect(new Date(span!.first).getTime()).toBeGreaterThanOrEqual(now.getTime() - 30 * 86_400_000);
    expect(new Date(span!.last).getTime()).toBeLessThanOrEqual(now.getTime());
    // Only the demo host sells.
    const [others] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM orders o JOIN events e ON e.id = o.event_id WHERE e.host_id <> ${hostId}`);
    expect(others!.n).toBe(0);
  });

  it('shows on the dashboard exactly what the orders and the ledger add up to, with a sensible conversion', async () => {
    const d = await hostDashboard(db, hostId, 30, now);
    const [tickets] = await q<{ n: number }>(sql`
      SELECT coalesce(sum(oi.quantity), 0)::int AS n FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.status IN ('paid', 'reserved')`);
    const [money] = await q<{ gross: number; refunds: number }>(sql`
      SELECT coalesce(sum(total) FILTER (WHERE paid_at IS NOT NULL), 0)::int AS gross,
             coalesce(sum(total) FILTER (WHERE status = 'refunded'), 0)::int AS refunds FROM orders`);
    const items = await q<{ unit_price: number; quantity: number }>(sql`
      SELECT oi.unit_price, oi.quantity FROM orders o JOIN order_items oi ON oi.order_id = o.id
      WHERE o.paid_at IS NOT NULL`);
    const fees = items.reduce((s, i) => s + serviceFee(num(i.unit_price)) * num(i.quantity), 0);
    const [views] = await q<{ n: number }>(sql`SELECT coalesce(sum(views), 0)::int AS n FROM event_daily_stats`);

    expect(d.ticketsSold).toBe(num(tickets!.n));
    expect(d.ticketsSold).toBeGreaterThan(60);
    expect(d.gross).toBe(num(money!.gross));
    expect(d.refunds).toBe(num(money!.refunds));
    expect(d.refunds).toBeGreaterThan(0);
    expect(d.fees).toBe(fees);
    expect(d.net).toBe(d.gross - d.fees - d.refunds);
    expect(d.pageViews).toBe(num(views!.n));
    expect(d.conversionRate).toBeGreaterThan(0.003);
    expect(d.conversionRate).toBeLessThan(0.08);
    expect(d.salesByDay.reduce((s, x) => s + x.tickets, 0)).toBe(d.ticketsSold);
    expect(d.salesByDay.filter((x) => x.tickets > 0).length).toBeGreaterThan(10);
    expect(d.latestOrders).toHaveLength(10);
  });

  it('sold places equal the tickets issued, per ticket type and date, and per date; nothing stays held', async () => {
    const inventory = await q<{ sold: number; held: number; issued: number }>(sql`
      SELECT i.sold, i.held, (SELECT count(*)::int FROM tickets t
        WHERE t.ticket_type_id = i.ticket_type_id AND t.occurrence_id = i.occurrence_id AND t.status = 'valid') AS issued
      FROM inventory i`);
    expect(inventory.length).toBeGreaterThan(10);
    for (const row of inventory) {
      expect(num(row.sold)).toBe(num(row.issued));
      expect(num(row.held)).toBe(0);
    }
    const dates = await q<{ sold: number; held: number; issued: number; types: number }>(sql`
      SELECT o.sold, o.held,
        (SELECT count(*)::int FROM tickets t WHERE t.occurrence_id = o.id AND t.status = 'valid') AS issued,
        (SELECT coalesce(sum(i.sold), 0)::int FROM inventory i WHERE i.occurrence_id = o.id) AS types
      FROM occurrences o`);
    for (const row of dates) {
      expect(num(row.sold)).toBe(num(row.issued));
      expect(num(row.sold)).toBe(num(row.types));
      expect(num(row.held)).toBe(0);
    }
    // Each order's tickets: as many as its lines say, valid unless the order was refunded.
    const orders = await q<{ status: string; quantity: number; valid: number; all: number }>(sql`
      SELECT o.status, (SELECT sum(quantity)::int FROM order_items oi WHERE oi.order_id = o.id) AS quantity,
        (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id AND t.status = 'valid') AS valid,
        (SELECT count(*)::int FROM tickets t WHERE t.order_id = o.id) AS all
      FROM orders o`);
    for (const o of orders) {
      expect(num(o.all)).toBe(num(o.quantity));
      expect(num(o.valid)).toBe(o.status === 'refunded' ? 0 : num(o.quantity));
    }
    // Buyer limits count what each buyer holds now.
    const limits = await q<{ tickets: number; held: number }>(sql`
      SELECT b.tickets, (SELECT coalesce(sum(oi.quantity), 0)::int FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.event_id = b.event_id AND b.buyer_key = ANY(o.buyer_keys) AND o.status IN ('paid', 'reserved')) AS held
      FROM buyer_limits b`);
    for (const l of limits) expect(num(l.tickets)).toBe(num(l.held));
  });

  it('writes the ledger and the payments as a settled sale does, and the refund as the host’s', async () => {
    const paid = await q<{
      total: number;
      sale: number;
      fee: number;
      refund: number | null;
      status: string;
      paid: number;
    }>(
      sql`SELECT o.total, o.status,
        (SELECT sum(amount)::int FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'sale') AS sale,
        (SELECT coalesce(sum(amount), 0)::int FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'fee') AS fee,
        (SELECT sum(amount)::int FROM ledger_entries l WHERE l.order_id = o.id AND l.kind = 'refund') AS refund,
        (SELECT sum(paid_amount)::int FROM payments p WHERE p.order_id = o.id AND p.status = 'succeeded') AS paid
      FROM orders o WHERE o.paid_at IS NOT NULL`,
    );
    expect(paid.length).toBeGreaterThan(20);
    for (const o of paid) {
      expect(num(o.sale)).toBe(num(o.total));
      expect(num(o.paid)).toBe(num(o.total));
      expect(num(o.fee)).toBeLessThan(0);
      expect(o.refund === null ? null : num(o.refund)).toBe(o.status === 'refunded' ? -num(o.total) : null);
    }
    const [refund] = await q<{ status: string; reason: string; absorbed: string; amount: number; total: number }>(sql`
      SELECT r.status, r.reason, r.provider_fee_absorbed_by AS absorbed, r.amount, o.total
      FROM refunds r JOIN orders o ON o.id = r.order_id`);
    expect(refund).toMatchObject({ status: 'processed', reason: 'host_refund', absorbed: 'host' });
    expect(num(refund!.amount)).toBe(num(refund!.total));
    // Free reservations write no money.
    const [free] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM ledger_entries l JOIN orders o ON o.id = l.order_id WHERE o.status = 'reserved'`);
    expect(free!.n).toBe(0);
  });

  it('keeps each order’s history in order and in the past: created, then paid, then refunded', async () => {
    const rows = await q<{ order_id: number; to_status: string; created_at: string; status: string }>(sql`
      SELECT c.order_id, c.to_status, c.created_at, o.status FROM order_status_changes c
      JOIN orders o ON o.id = c.order_id ORDER BY c.order_id, c.id`);
    const byOrder = new Map<number, typeof rows>();
    for (const r of rows) byOrder.set(r.order_id, [...(byOrder.get(r.order_id) ?? []), r]);
    for (const history of byOrder.values()) {
      expect(history.at(-1)!.to_status).toBe(history[0]!.status);
      const times = history.map((h) => new Date(h.created_at).getTime());
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      expect(Math.max(...times)).toBeLessThanOrEqual(now.getTime());
    }
  });

  it('checks most tickets of the past concert in at its gate, and has a few reviews of it, one per ticket', async () => {
    const past = SEED_EVENTS.find((e) => e.key === DEMO_PAST_EVENT_KEY)!;
    const [event] = await q<{ id: number; start_date: string; end_date: string }>(
      sql`SELECT id, start_date, end_date FROM events WHERE external_id = ${past.key}`,
    );
    const [checked] = await q<{ valid: number; in: number; scans: number; first: string; last: string }>(sql`
      SELECT count(*)::int AS valid, count(checked_in_at)::int AS in,
        (SELECT count(*)::int FROM check_in_scans s WHERE s.event_id = ${event!.id} AND s.outcome = 'valid') AS scans,
        min(checked_in_at) AS first, max(checked_in_at) AS last
      FROM tickets WHERE event_id = ${event!.id} AND status = 'valid'`);
    expect(checked!.in).toBeGreaterThan(checked!.valid / 2);
    expect(checked!.in).toBe(checked!.scans);
    expect(new Date(checked!.first).getTime()).toBeGreaterThan(new Date(event!.start_date).getTime() - 3600_000);
    expect(new Date(checked!.last).getTime()).toBeLessThan(new Date(event!.end_date).getTime());
    // Tickets of other events are not checked in (their dates are ahead).
    const [elsewhere] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM tickets WHERE event_id <> ${event!.id} AND checked_in_at IS NOT NULL`);
    expect(elsewhere!.n).toBe(0);

    const reviews = await q<{
      ticket_id: number;
      rating: number | null;
      reviewer_name: string;
      submitted_at: string | null;
    }>(sql`SELECT ticket_id, rating, reviewer_name, submitted_at FROM reviews WHERE event_id = ${event!.id}`);
    expect(reviews).toHaveLength(checked!.valid);
    const submitted = reviews.filter((r) => r.submitted_at !== null);
    expect(submitted.length).toBeGreaterThanOrEqual(5);
    for (const r of submitted) {
      expect(num(r.rating)).toBeGreaterThanOrEqual(1);
      expect(num(r.rating)).toBeLessThanOrEqual(5);
      expect(r.reviewer_name).toMatch(/^\S+ [A-Z]\.$/);
      expect(new Date(r.submitted_at!).getTime()).toBeLessThanOrEqual(now.getTime());
    }
    const [requested] = await q<{ at: string | null }>(
      sql`SELECT reviews_requested_at AS at FROM occurrences WHERE event_id = ${event!.id}`,
    );
    expect(requested!.at).not.toBeNull();
    // No other date has ended with tickets: the reviews job finds nothing left to ask about.
    const [due] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM occurrences o WHERE o.reviews_requested_at IS NULL
        AND coalesce(o.ends_at, o.starts_at) < ${now.toISOString()}::timestamptz
        AND EXISTS (SELECT 1 FROM tickets t WHERE t.occurrence_id = o.id)`);
    expect(due!.n).toBe(0);
  });
});
