import http from 'node:http';
import { eq, inArray, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEventCancellation, TOrder } from '@tribe/contracts';
import { devOutbox, eventCancellationOrders, eventCancellations, orders, refunds } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';
import { createSeededDatabase } from '../../test/database.js';
import {
  buildServerBundle,
  sendHttp,
  startCompiledServers,
  type HttpAnswer,
  type ServerGroup,
} from '../../test/server-processes.js';
import { TEST_PUBLIC_URL } from '../../test/templates.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { CANCELLATION_JOB } from './cancellation.service.js';
import { orderBody } from '../checkout/checkout.test-support.js';

/**
 * The cancellation job in real server processes sharing one PostgreSQL database: two processes
 * working one cancellation at once (and duplicated jobs), and a process killed between a refund
 * and its mail. Each paid order must be refunded once and its buyer mailed once. PostgreSQL
 * only: an embedded PGlite cannot be shared by processes. The processes run the compiled server,
 * as production does: one started through tsx compiles the whole API first, seconds of CPU for
 * each of the five started here.
 */

type Answer = HttpAnswer;

const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });

const send = (baseUrl: string, method: 'GET' | 'POST', path: string, body?: unknown, cookie?: string) =>
  sendHttp(baseUrl, method, path, body, { agent, headers: cookie ? { cookie } : undefined });

const json = <T>(a: Answer) => JSON.parse(a.body) as T;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!process.env.TEST_DATABASE_URL)('the cancellation job across server processes on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  /** Takes the requests, runs no jobs. */
  let front: ServerGroup;
  const groups: ServerGroup[] = [];
  let hostCookie: string;
  const db = () => database.db;
  const frontUrl = () => front.servers[0]!.url;

  beforeAll(async () => {
    buildServerBundle();
    database = await createSeededDatabase('postgres', TEST_PUBLIC_URL);
    front = await startCompiledServers(database, 1);
    groups.push(front);
    const signedIn = await send(frontUrl(), 'POST', '/api/auth/signin', {
      username: DEMO_ACCOUNTS.host.username,
      password: DEMO_ACCOUNTS.password,
      rememberMe: false,
    });
    expect(signedIn.status, signedIn.body).toBe(200);
    hostCookie = signedIn.cookies.map((c) => c.split(';')[0]).join('; ');
  }, 120_000);

  afterAll(async () => {
    agent.destroy();
    await Promise.all(groups.map((g) => g.close()));
    await database?.drop();
  }, 60_000);

  /** A paid order: held, paid on the sandbox's card page, verified. */
  async function paidOrder(eventId: number, ticketTypeId: number, n: number): Promise<TOrder> {
    const held = await send(
      frontUrl(),
      'POST',
      '/api/checkout/orders',
      orderBody(eventId, ticketTypeId, buyer(5000 + n)),
    );
    expect(held.status, held.body).toBe(201);
    const { token } = json<TOrder>(held);
    const started = await send(frontUrl(), 'POST', `/api/orders/${token}/payments`, {
      channel: 'card',
      idempotencyKey: key(),
    });
    expect(started.status, started.body).toBe(200);
    const reference = json<{ order: TOrder }>(started).order.payment!.reference;
    await send(frontUrl(), 'POST', `/api/payments/sandbox/${reference}`, { outcome: 'success' });
    const paid = json<TOrder>(await send(frontUrl(), 'POST', `/api/orders/${token}/verify`));
    expect(paid.status).toBe('paid');
    return paid;
  }

  async function paidOrders(eventId: number, ticketTypeId: number, count: number, from: number) {
    const out: TOrder[] = [];
    for (let i = 0; i < count; i += 10)
      out.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(10, count - i) }, (_, j) => paidOrder(eventId, ticketTypeId, from + i + j)),
        )),
      );
    return out;
  }

  /** Started on the front process: recorded, not run (it runs no jobs). */
  async function cancelEvent(eventId: number): Promise<TEventCancellation> {
    const res = await send(
      frontUrl(),
      'POST',
      `/api/host/events/${eventId}/cancellations`,
      { message: 'The stage collapsed in the storm.' },
      hostCookie,
    );
    expect(res.status, res.body).toBe(202);
    return json<TEventCancellation>(res);
  }

  /** Queues the cancellation's job `times` times, as a duplicated or retried job would be. */
  async function queueJobs(cancellationId: number, times: number) {
    const boss = new PgBoss({
      connectionString: database.url!,
      schema: JOBS_SCHEMA,
      supervise: false,
      schedule: false,
      migrate: false,
    });
    await boss.start();
    for (let i = 0; i < times; i++) await boss.send(CANCELLATION_JOB.process, { cancellationId });
    await boss.stop({ graceful: false, wait: true });
  }

  async function waitFinished(id: number, group: ServerGroup) {
    const deadline = Date.now() + 90_000;
    for (;;) {
      const [c] = await db().select().from(eventCancellations).where(eq(eventCancellations.id, id));
      if (c!.status !== 'running') return c!;
      if (Date.now() > deadline)
        throw new Error(`cancellation ${id} still running:\n${group.servers.map((s) => s.output()).join('\n')}`);
      await sleep(500);
    }
  }

  /** Refund rows (with how often each was sent) and mails, per paid order. */
  async function outcomes(paid: TOrder[]) {
    const rows = await db()
      .select({ id: orders.id, reference: orders.reference, status: orders.status, email: orders.buyerEmail })
      .from(orders)
      .where(
        inArray(
          orders.reference,
          paid.map((o) => o.reference),
        ),
      );
    const refundRows = await db()
      .select()
      .from(refunds)
      .where(
        inArray(
          refunds.orderId,
          rows.map((r) => r.id),
        ),
      );
    const mails = await db()
      .select({ to: devOutbox.to, subject: devOutbox.subject })
      .from(devOutbox)
      .where(
        inArray(
          devOutbox.to,
          rows.map((r) => r.email),
        ),
      );
    return rows.map((r) => ({
      status: r.status,
      refunds: refundRows.filter((x) => x.orderId === r.id).map((x) => [x.reason, x.status, x.attempts]),
      mails: mails.filter((m) => m.to === r.email && m.subject.endsWith('is cancelled')).length,
    }));
  }

  it('two processes and duplicated jobs work one cancellation: each order refunded once, each buyer mailed once', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1500, quantity: 200 } } });
    const paid = await paidOrders(sale.eventId, sale.types.General!, 40, 0);
    const c = await cancelEvent(sale.eventId);
    expect(c).toMatchObject({ status: 'running', ordersTotal: 40, ordersDone: 0 });

    const workers = await startCompiledServers(database, 2, { JOBS: 'true' });
    groups.push(workers);
    // Each process's first sweep plus six copies of the job, taken by both processes' workers.
    await queueJobs(c.id, 6);
    const done = await waitFinished(c.id, workers);
    expect(done).toMatchObject({ status: 'completed', ordersTotal: 40, ordersDone: 40, ordersFailed: 0 });
    for (const o of await outcomes(paid))
      expect(o).toEqual({ status: 'refunded', refunds: [['event_cancelled', 'processed', 1]], mails: 1 });
    const rows = await db()
      .select()
      .from(eventCancellationOrders)
      .where(eq(eventCancellationOrders.cancellationId, c.id));
    expect(rows.every((r) => r.status === 'done' && r.attempts === 1 && r.mailedAt !== null)).toBe(true);
    await workers.close();
  }, 240_000);

  it('a process killed between a refund and its mail: the next one mails it, and refunds nothing twice', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 2000, quantity: 50 } } });
    const paid = await paidOrders(sale.eventId, sale.types.General!, 5, 100);
    const c = await cancelEvent(sale.eventId);

    const crashing = await startCompiledServers(database, 1, {
      JOBS: 'true',
      TIKITI_FAILPOINT: 'cancellation-after-refund',
    });
    groups.push(crashing);
    await queueJobs(c.id, 1);
    expect(await crashing.servers[0]!.exited).toMatchObject({ signal: 'SIGKILL' });
    const afterCrash = await outcomes(paid);
    expect(afterCrash.filter((o) => o.status === 'refunded')).toHaveLength(1);
    expect(afterCrash.reduce((s, o) => s + o.mails, 0)).toBe(0);

    // The claims of the dead worker last their pause; pretend it is over instead of waiting.
    await db()
      .update(eventCancellationOrders)
      .set({ updatedAt: sql`${eventCancellationOrders.updatedAt} - interval '10 minutes'` })
      .where(eq(eventCancellationOrders.cancellationId, c.id));
    const healer = await crashing.start({ env: { TIKITI_FAILPOINT: undefined } });
    await queueJobs(c.id, 2);
    const done = await waitFinished(c.id, crashing);
    expect(done, healer.output()).toMatchObject({ status: 'completed', ordersDone: 5, ordersFailed: 0 });
    for (const o of await outcomes(paid))
      expect(o).toEqual({ status: 'refunded', refunds: [['event_cancelled', 'processed', 1]], mails: 1 });
  }, 240_000);
});
