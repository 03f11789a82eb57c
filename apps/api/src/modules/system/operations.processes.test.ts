import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import { devOutbox, orders, tickets } from '../../db/schema/index.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';
import { createSeededDatabase } from '../../test/database.js';
import { fakePaystackConfig, startFakePaystack, type FakePaystack } from '../../test/fake-paystack.js';
import { buildServerBundle, startServerProcesses, type ServerGroup } from '../../test/server-processes.js';
import { TEST_PUBLIC_URL } from '../../test/templates.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { datePlaces, orderBody } from '../checkout/checkout.test-support.js';

/**
 * Faults a production deployment meets, on real server processes sharing one PostgreSQL
 * (decision 021): a process killed in the middle of a flash sale, every database connection
 * cut at once, the payment provider down during a sale; and the process roles, with a job
 * run once across processes. PostgreSQL only.
 */

interface Answer {
  status: number;
  body: string;
}

async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: res.status, body: await res.text() };
}

/** The answer, or 0 when the connection failed (the process died under the request). */
const attempt = (base: string, method: 'GET' | 'POST', path: string, body?: unknown) =>
  call(base, method, path, body).catch((): Answer => ({ status: 0, body: '' }));

const json = <T = TOrder>(a: Answer) => JSON.parse(a.body) as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('operations faults across server processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let paystack: FakePaystack;
  let group: ServerGroup;
  const SECRET = 'sk_test_operations_faults';
  const db = () => database.db;
  /** Process 1 serves requests and only enqueues jobs; process 2 serves requests and runs them. */
  const web = () => group.servers[0]!;
  const worker = () => group.servers[1]!;

  beforeAll(async () => {
    buildServerBundle();
    [database, paystack] = await Promise.all([
      createSeededDatabase('postgres', TEST_PUBLIC_URL),
      startFakePaystack({ secretKey: SECRET }),
    ]);
    group = await startServerProcesses({
      databaseUrl: database.url!,
      compiled: true,
      env: {
        PUBLIC_URL: TEST_PUBLIC_URL,
        JOBS: 'true',
        ...fakePaystackConfig(paystack, SECRET),
      },
      count: 2,
      perProcess: [{ PROCESS_ROLE: 'web' }, { PROCESS_ROLE: 'worker' }],
    });
  }, 120_000);

  afterAll(async () => {
    await group?.close();
    await paystack?.close();
    await database?.drop();
  }, 60_000);

  /** Starts a card payment on `base` and pays it at (fake) Paystack; the payment's reference. */
  async function paidAtPaystack(base: string, token: string): Promise<string> {
    const started = await call(base, 'POST', `/api/orders/${token}/payments`, {
      channel: 'card',
      idempotencyKey: key(),
    });
    expect(started.status, started.body).toBe(200);
    const reference = json<{ order: TOrder }>(started).order.payment!.reference;
    paystack.complete(reference, { status: 'success' });
    return reference;
  }

  const holdBody = (eventId: number, ticketTypeId: number, n: number, idempotencyKey: string) =>
    orderBody(eventId, ticketTypeId, buyer(5000 + n), { idempotencyKey });

  async function placesOf(eventId: number) {
    const occ = await datePlaces(db(), eventId);
    const byStatus = await db()
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.eventId, eventId))
      .groupBy(orders.status);
    return { held: occ.held, sold: occ.sold, orders: Object.fromEntries(byStatus.map((r) => [r.status, r.n])) };
  }

  it('web and worker roles: the web process only enqueues, the worker runs the job once', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 10 } } });
    const held = await call(
      web().url,
      'POST',
      '/api/checkout/orders',
      holdBody(sale.eventId, sale.types.General!, 1, key()),
    );
    expect(held.status, held.body).toBe(201);
    const order = json(held);
    await paidAtPaystack(web().url, order.token);
    expect(json(await call(web().url, 'POST', `/api/orders/${order.token}/verify`)).status).toBe('paid');
    // The confirmation mail is a job: the worker sends it, once.
    const mailsTo = async () =>
      (
        await db()
          .select()
          .from(devOutbox)
          .where(eq(devOutbox.to, buyer(5001).email))
      ).length;
    await expect.poll(mailsTo, { timeout: 20_000, interval: 250 }).toBe(1);
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.publicToken, order.token));
    const { rows } = await database.execute(
      `SELECT count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND data->>'orderId' = $2`,
      [JOB.orderConfirmation, String(row!.id)],
    );
    expect(rows[0]!.n).toBe(1);
    await sleep(1_000);
    expect(await mailsTo()).toBe(1);
    for (const s of group.servers) {
      const ready = await call(s.url, 'GET', '/readyz');
      expect(ready.status, ready.body).toBe(200);
    }
  }, 60_000);

  it('Paystack answering 503 during a sale: holds kept, payments settled when it returns', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1500, quantity: 10 } } });
    const hold = async (n: number, base: string) => {
      const r = await call(
        base,
        'POST',
        '/api/checkout/orders',
        holdBody(sale.eventId, sale.types.General!, 7000 + n, key()),
      );
      expect(r.status, r.body).toBe(201);
      return json(r);
    };
    const [early, late] = await Promise.all([hold(1, web().url), hold(2, worker().url)]);

    // The early buyer paid on Paystack's page; then Paystack goes down.
    await paidAtPaystack(web().url, early!.token);
    paystack.outage(503);
    try {
      // The late buyer cannot start a payment: told so, the hold kept.
      const refused = await call(worker().url, 'POST', `/api/orders/${late!.token}/payments`, {
        channel: 'card',
        idempotencyKey: key(),
      });
      expect(refused.status, refused.body).toBe(502);
      expect(json<{ code: string }>(refused).code).toBe('payment_unavailable');
      // The early buyer's verify cannot reach Paystack: the order waits, still holding its place.
      expect(json(await call(web().url, 'POST', `/api/orders/${early!.token}/verify`)).status).toBe('pending');
      expect(await placesOf(sale.eventId)).toEqual({ held: 2, sold: 0, orders: { pending: 2 } });
      const metrics = await call(web().url, 'GET', '/metrics');
      expect(metrics.body).toMatch(/tikiti_payment_provider_errors_total\{[^}]*provider="paystack"[^}]*\} [1-9]/);
    } finally {
      paystack.restore();
    }

    // Paystack is back: the early payment is reconciled, the late buyer pays.
    expect(json(await call(worker().url, 'POST', `/api/orders/${early!.token}/verify`)).status).toBe('paid');
    await paidAtPaystack(worker().url, late!.token);
    expect(json(await call(web().url, 'POST', `/api/orders/${late!.token}/verify`)).status).toBe('paid');
    expect(await placesOf(sale.eventId)).toEqual({ held: 0, sold: 2, orders: { paid: 2 } });
  }, 60_000);

  it('every database connection cut under traffic (as a PostgreSQL restart does): the processes recover by themselves', async () => {
    // Places enough that the traffic never sells out (a sold-out 409 would count as a failure).
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: 100_000 } } });
    let stop = false;
    const results: { at: number; status: number }[] = [];
    let n = 0;
    const traffic = async (base: string) => {
      while (!stop) {
        const i = n++;
        const r =
          i % 3 === 0
            ? await attempt(
                base,
                'POST',
                '/api/checkout/orders',
                holdBody(sale.eventId, sale.types.General!, 9000 + i, key()),
              )
            : await attempt(base, 'GET', `/api/events/${sale.externalId}?n=${i}`);
        results.push({ at: Date.now(), status: r.status });
      }
    };
    const runners = group.servers.flatMap((s) => [traffic(s.url), traffic(s.url)]);
    await sleep(1_000);
    const cutAt = Date.now();
    const { rows } = await database.execute(
      'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
    );
    expect(rows[0]!.n).toBeGreaterThan(0);
    await sleep(4_000);
    stop = true;
    await Promise.all(runners);
    // A few requests under way at the cut may fail; two seconds later every one succeeds.
    const late = results.filter((r) => r.at > cutAt + 2_000);
    expect(late.length).toBeGreaterThan(5);
    const failed = late.filter((r) => r.status !== 200 && r.status !== 201);
    const byStatus: Record<number, number> = {};
    for (const r of failed) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
    const serverOutput = () => group.servers.map((s) => `process ${s.index}:\n${s.output().slice(-3000)}`).join('\n');
    expect(failed.length, `${JSON.stringify(byStatus)}\n${serverOutput()}`).toBe(0);
    for (const s of group.servers) {
      expect(s.running()).toBe(true);
      await expect
        .poll(async () => (await call(s.url, 'GET', '/readyz')).status, { timeout: 15_000, interval: 500 })
        .toBe(200);
    }
    // The places held match the orders that exist: nothing half-written.
    const places = await placesOf(sale.eventId);
    expect(places.held).toBe(places.orders.pending ?? 0);
  }, 60_000);

  // Last: it kills the web process.
  it('a process killed mid flash sale: buyers retry on the other with the same key; no oversell, no order lost or doubled', async () => {
    const capacity = 40;
    const sale = await createSaleEvent(db(), { types: { General: { price: 1000, quantity: capacity } } });
    const buyers = Array.from({ length: 120 }, (_, n) => ({ n, key: key() }));
    const order = (base: string, x: { n: number; key: string }) =>
      attempt(base, 'POST', '/api/checkout/orders', holdBody(sale.eventId, sale.types.General!, x.n, x.key));
    // Everyone asks at once, half of them on the process about to die.
    const first = buyers.map((x) => order(x.n % 2 ? web().url : worker().url, x));
    await sleep(150);
    web().child.kill('SIGKILL');
    const answers = await Promise.all(first);
    await web().exited;
    // Whoever got no answer (or a 5xx from the dying process) tries again on the survivor, same key.
    const retried = await Promise.all(
      buyers.map((x, i) =>
        answers[i]!.status === 0 || answers[i]!.status >= 500 ? order(worker().url, x) : answers[i]!,
      ),
    );
    const tally: Record<number, number> = {};
    for (const r of retried) tally[r.status] = (tally[r.status] ?? 0) + 1;
    // 201 for a hold made now; 200 for a retry whose first attempt made its hold on the dead
    // process and lost the answer: the same order, given back.
    const held = retried.filter((r) => r.status === 201 || r.status === 200);
    expect(held.length, JSON.stringify(tally)).toBe(capacity);
    expect(held.length + (tally[409] ?? 0), JSON.stringify(tally)).toBe(buyers.length);
    // One order per key, whichever process made it: a retry finds its first attempt's order.
    const tokens = held.map((r) => json(r).token);
    expect(new Set(tokens).size).toBe(capacity);
    expect(await placesOf(sale.eventId)).toEqual({ held: capacity, sold: 0, orders: { pending: capacity } });

    // Ten holders pay on the survivor: each paid once, tickets issued once.
    for (const token of tokens.slice(0, 10)) await paidAtPaystack(worker().url, token);
    const verified = await Promise.all(
      tokens.slice(0, 10).map((t) => call(worker().url, 'POST', `/api/orders/${t}/verify`)),
    );
    for (const v of verified) expect(json(v).status).toBe('paid');
    expect(await placesOf(sale.eventId)).toEqual({
      held: capacity - 10,
      sold: 10,
      orders: { pending: capacity - 10, paid: 10 },
    });
    const [t] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(orders, eq(orders.id, tickets.orderId))
      .where(eq(orders.eventId, sale.eventId));
    expect(t!.n).toBe(10);
  }, 60_000);
});
