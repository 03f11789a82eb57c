import http from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { inventory, ledgerEntries, occurrences, orders, payments, refunds, tickets } from '../../db/schema/index.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';
import { createSeededDatabase } from '../../test/database.js';
import {
  TEST_SESSION_SECRET,
  buildServerBundle,
  sendHttp,
  startCompiledServers,
  type HttpAnswer,
  type ServerGroup,
} from '../../test/server-processes.js';
import { TEST_PUBLIC_URL } from '../../test/templates.js';
import { sandboxWebhook } from '../payments/sandbox-provider.js';
import { JOB } from './checkout.job-names.js';
import { buyer, createSaleEvent, datePlaces, key, orderBody } from './checkout.test-support.js';

/**
 * What one in-process app cannot show: real server processes (the compiled server, as production
 * runs it: a process started through tsx compiles the whole API first, seconds of CPU for each
 * of the four started here) racing for the same rows of one PostgreSQL database, and a process
 * killed between taking the money and committing the tickets. PostgreSQL only: an embedded
 * PGlite cannot be shared by processes.
 */

type Answer = HttpAnswer;

/** Keep-alive sockets, at most 64 per server: the OS's port and accept queues are not what is tested. */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

const send = (
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  opts: { headers?: Record<string, string>; raw?: string; agent?: http.Agent | false } = {},
): Promise<Answer> => sendHttp(baseUrl, method, path, body, { ...opts, agent: opts.agent ?? agent });

const json = <T = TOrder>(a: Answer) => JSON.parse(a.body) as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('checkout across server processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let group: ServerGroup;
  const groups: ServerGroup[] = [];
  const db = () => database.db;
  const url = (i: number) => group.servers[i % group.servers.length]!.url;

  beforeAll(async () => {
    buildServerBundle();
    database = await createSeededDatabase('postgres', TEST_PUBLIC_URL);
    group = await startCompiledServers(database, 2);
    groups.push(group);
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await Promise.all(groups.map((g) => g.close()));
    await database?.drop();
  }, 60_000);

  const placeOrder = (server: string, eventId: number, ticketTypeId: number, quantity: number, who = buyer(1)) =>
    send(server, 'POST', '/api/checkout/orders', orderBody(eventId, ticketTypeId, who, { quantity }));

  /** Held and sold on the date's row and on the ticket types' rows, and the orders by status. */
  async function counts(eventId: number) {
    const occ = await datePlaces(db(), eventId);
    const [inv] = await db()
      .select({
        held: sql<number>`coalesce(sum(${inventory.held}),0)::int`,
        sold: sql<number>`coalesce(sum(${inventory.sold}),0)::int`,
      })
      .from(inventory)
      .innerJoin(occurrences, eq(occurrences.id, inventory.occurrenceId))
      .where(eq(occurrences.eventId, eventId));
    const byStatus = await db()
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.eventId, eventId))
      .groupBy(orders.status);
    return {
      held: occ.held,
      sold: occ.sold,
      invHeld: inv!.held,
      invSold: inv!.sold,
      orders: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    };
  }

  /** Tickets, 'sale' ledger rows and refunds written for one order. */
  async function issued(orderToken: string) {
    const [o] = await db().select().from(orders).where(eq(orders.publicToken, orderToken));
    const [t] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.orderId, o!.id));
    const [l] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.orderId, o!.id), eq(ledgerEntries.kind, 'sale')));
    const [r] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(refunds)
      .where(eq(refunds.orderId, o!.id));
    return { status: o!.status, tickets: t!.n, sales: l!.n, refunds: r!.n };
  }

  /** 500 different buyers at once, one ticket each, round robin over both processes. */
  async function flashSale(eventId: number, ticketTypeId: number) {
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, i) => placeOrder(url(i), eventId, ticketTypeId, 1, buyer(1000 + i))),
    );
    const codes = answers.map((a) => (a.status === 201 ? 'held' : `${a.status} ${json<{ code?: string }>(a).code}`));
    const tally: Record<string, number> = {};
    for (const c of codes) tally[c] = (tally[c] ?? 0) + 1;
    return tally;
  }

  /** 500 buyers race for the type's places: 100 are held, 400 answered sold out, and every counter agrees. */
  async function expectHundredHeld(eventId: number, ticketTypeId: number) {
    expect(await flashSale(eventId, ticketTypeId)).toEqual({ held: 100, '409 sold_out': 400 });
    expect(await counts(eventId)).toEqual({ held: 100, sold: 0, invHeld: 100, invSold: 0, orders: { pending: 100 } });
  }

  it('sells exactly the ticket type’s 100 places to 500 buyers racing on two processes', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 100 } } });
    await expectHundredHeld(sale.eventId, sale.types.General!);
  }, 120_000);

  it('sells exactly the date’s 100 places when the ticket type itself is unlimited', async () => {
    const sale = await createSaleEvent(db(), {
      capacity: 100,
      types: { General: { price: 1000, quantity: null } },
    });
    await expectHundredHeld(sale.eventId, sale.types.General!);
  }, 120_000);

  it('issues one set of tickets when 20 copies of the webhook and 5 verifies race on two processes', async () => {
    // Five orders raced at once, 125 requests in all: a missing lock shows up far more often
    // than with one order, whose race window is a few milliseconds.
    const sale = await createSaleEvent(db(), { types: { General: { price: 1500, quantity: 100 } } });
    const paidByCard = async (n: number) => {
      const held = await placeOrder(url(n), sale.eventId, sale.types.General!, 3, buyer(20 + n));
      expect(held.status, held.body).toBe(201);
      const order = json(held);
      const started = await send(url(n + 1), 'POST', `/api/orders/${order.token}/payments`, {
        channel: 'card',
        idempotencyKey: key(),
      });
      expect(started.status, started.body).toBe(200);
      const reference = json<{ order: TOrder }>(started).order.payment!.reference;
      const chosen = await send(url(n), 'POST', `/api/payments/sandbox/${reference}`, { outcome: 'success' });
      expect(chosen.status, chosen.body).toBe(200);
      return { order, reference };
    };
    const paid = await Promise.all(Array.from({ length: 5 }, (_, n) => paidByCard(n)));

    const answers = await Promise.all(
      paid.flatMap(({ order, reference }) => {
        const hook = sandboxWebhook('charge.success', reference, TEST_SESSION_SECRET);
        return [
          ...Array.from({ length: 20 }, (_, i) =>
            send(url(i), 'POST', '/api/payments/webhooks/sandbox', undefined, {
              raw: hook.body,
              headers: hook.headers,
            }),
          ),
          ...Array.from({ length: 5 }, (_, i) =>
            send(url(i), 'POST', `/api/orders/${order.token}/verify`).then((a) => ({ ...a, verify: true })),
          ),
        ];
      }),
    );
    for (const a of answers) expect(a.status, a.body).toBe(200);
    for (const a of answers) if ('verify' in a) expect(json(a).status).toBe('paid');

    for (const { order, reference } of paid) {
      expect(await issued(order.token)).toEqual({ status: 'paid', tickets: 3, sales: 1, refunds: 0 });
      const [p] = await db().select().from(payments).where(eq(payments.reference, reference));
      expect(p).toMatchObject({ status: 'succeeded', paidAmount: order.total });
    }
    expect(await counts(sale.eventId)).toMatchObject({ held: 0, sold: 15, invHeld: 0, invSold: 15 });
  }, 60_000);

  it('heals a process killed between taking the money and committing the tickets: the reconciliation job pays the order once', async () => {
    const crashing = await startCompiledServers(database, 1, { TIKITI_FAILPOINT: 'settle-before-commit' });
    groups.push(crashing);
    const doomed = crashing.servers[0]!;
    const sale = await createSaleEvent(db(), { types: { General: { price: 2000, quantity: 10 } } });
    const held = await placeOrder(doomed.url, sale.eventId, sale.types.General!, 2, buyer(3));
    expect(held.status, held.body).toBe(201);
    const { token } = json(held);
    const started = await send(doomed.url, 'POST', `/api/orders/${token}/payments`, {
      channel: 'card',
      idempotencyKey: key(),
    });
    expect(started.status, started.body).toBe(200);
    const reference = json<{ order: TOrder }>(started).order.payment!.reference;
    const chosen = await send(doomed.url, 'POST', `/api/payments/sandbox/${reference}`, { outcome: 'success' });
    expect(chosen.status, chosen.body).toBe(200);

    // Settling kills the process before COMMIT: the request dies with its socket.
    await expect(
      send(doomed.url, 'POST', `/api/orders/${token}/verify`, undefined, { agent: false }),
    ).rejects.toThrow();
    expect(await doomed.exited).toMatchObject({ signal: 'SIGKILL' });
    expect(await issued(token)).toEqual({ status: 'pending', tickets: 0, sales: 0, refunds: 0 });
    expect(await counts(sale.eventId)).toMatchObject({ held: 2, sold: 0, invHeld: 2, invSold: 0 });
    const [open] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(open!.status).not.toBe('succeeded');

    // The job only asks about attempts older than a minute: make this one two minutes old. A
    // process runs each periodic job once as it starts (plugins/jobs.ts), so the new one heals it.
    await db()
      .update(payments)
      .set({ createdAt: sql`${payments.createdAt} - interval '2 minutes'` })
      .where(eq(payments.reference, reference));
    const healer = await crashing.start({ env: { TIKITI_FAILPOINT: undefined, JOBS: 'true' } });
    const deadline = Date.now() + 60_000;
    let state = await issued(token);
    while (state.status === 'pending' && Date.now() < deadline) {
      await sleep(500);
      state = await issued(token);
    }
    expect(state, healer.output()).toEqual({ status: 'paid', tickets: 2, sales: 1, refunds: 0 });
    expect(await counts(sale.eventId)).toMatchObject({ held: 0, sold: 2, invHeld: 0, invSold: 2 });
    const [paid] = await db().select().from(payments).where(eq(payments.reference, reference));
    expect(paid!.status).toBe('succeeded');
    // Healed by the job, not by a request: its run is in pg-boss's table.
    const runs = await database.execute(
      `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND state IN ('active', 'completed')`,
      [JOB.reconcilePayments],
    );
    expect((runs.rows[0] as { n: number }).n).toBeGreaterThan(0);
  }, 120_000);
});
