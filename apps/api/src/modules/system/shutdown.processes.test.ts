import net from 'node:net';
import { eq } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';
import { createSeededDatabase } from '../../test/database.js';
import { buildServerBundle, ServerGroup, type ServerProcess } from '../../test/server-processes.js';
import { TEST_PUBLIC_URL } from '../../test/templates.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { buyer, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { orderBody } from '../checkout/checkout.test-support.js';

/**
 * A graceful stop (docs/operations.md, "Shutdown") on a real compiled server process on
 * PostgreSQL: SIGTERM while a request and a job are under way. The failpoints `slow-hold` and
 * `slow-job` (lib/failpoint.ts) keep them under way long enough. PostgreSQL only.
 */

const GRACE_SECONDS = 15;

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One client connection on which requests are written by hand, so a second request can be sent
 * on a connection the server already has open (where a stopping server answers 503) while the
 * first is still under way. Answers are read in order; every answer must carry Content-Length.
 */
async function openConnection(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let buffer = Buffer.alloc(0);
  const parsed: RawAnswer[] = [];
  const waiting: (() => void)[] = [];
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) break;
      const [statusLine, ...lines] = buffer.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
      );
      const length = Number(headers['content-length']);
      if (!Number.isFinite(length)) throw new Error(`an answer without Content-Length: ${statusLine}`);
      if (buffer.length < end + 4 + length) break;
      parsed.push({
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: buffer.subarray(end + 4, end + 4 + length).toString('utf8'),
      });
      buffer = buffer.subarray(end + 4 + length);
      waiting.splice(0).forEach((wake) => wake());
    }
  });
  socket.on('close', () => waiting.splice(0).forEach((wake) => wake()));
  return {
    send(method: string, path: string, body?: unknown) {
      const payload = body === undefined ? '' : JSON.stringify(body);
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\n` +
          (payload ? `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(payload)}\r\n` : '') +
          `\r\n${payload}`,
      );
    },
    /** The first `n` answers, or fewer if the server closed the connection first. */
    async answers(n: number): Promise<RawAnswer[]> {
      while (parsed.length < n && !socket.closed) await new Promise<void>((wake) => waiting.push(wake));
      return parsed.slice(0, n);
    },
    close: () => socket.destroy(),
  };
}

/** Whether a new TCP connection to `port` is accepted now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitForOutput(server: ServerProcess, line: string, timeoutMs = 20_000): Promise<void> {
  await expect
    .poll(() => server.output().includes(line), { timeout: timeoutMs, interval: 50 })
    .toBe(true)
    .catch(() => {
      throw new Error(`server process ${server.index} never wrote '${line}':\n${server.output()}`);
    });
}

/** SIGTERM; how it ended and how long it took. */
async function terminate(server: ServerProcess) {
  const signalled = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return { ...exit, seconds: (Date.now() - signalled) / 1000 };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('graceful shutdown of a server process on PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createSeededDatabase>>;
  let boss: PgBoss;
  const groups: ServerGroup[] = [];
  const group = (env: Record<string, string>) => {
    const g = new ServerGroup({
      databaseUrl: database.url!,
      compiled: true,
      env: { PUBLIC_URL: TEST_PUBLIC_URL, SHUTDOWN_TIMEOUT_SECONDS: String(GRACE_SECONDS), ...env },
    });
    groups.push(g);
    return g;
  };

  beforeAll(async () => {
    buildServerBundle();
    database = await createSeededDatabase('postgres', TEST_PUBLIC_URL);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(groups.map((g) => g.close()));
    await boss?.stop({ graceful: false });
    await database?.drop();
  }, 60_000);

  it('a request under way finishes and closes its connection; new connections are refused; exit 0 within the grace period', async () => {
    const sale = await createSaleEvent(database.db, { types: { General: { price: 1000, quantity: 10 } } });
    const server = await group({ TIKITI_FAILPOINT: 'slow-hold', TIKITI_FAILPOINT_DELAY_MS: '3000' }).start();
    const connection = await openConnection(server.port);
    try {
      const idempotencyKey = key();
      connection.send(
        'POST',
        '/api/checkout/orders',
        orderBody(sale.eventId, sale.types.General!, buyer(9101), { idempotencyKey }),
      );
      await waitForOutput(server, 'failpoint slow-hold: waiting');
      const stopped = terminate(server);

      // The listener closes at once: a new connection is refused…
      await expect.poll(() => accepts(server.port), { timeout: 2_000, interval: 20 }).toBe(false);
      // …and a request sent behind it on the same connection is not taken: the answer under way
      // says Connection: close and the connection ends with it, so the client retries elsewhere.
      connection.send('GET', '/api/health');
      const [hold, late] = await connection.answers(2);

      expect(hold?.status, hold?.body).toBe(201);
      const token = (JSON.parse(hold!.body) as { token: string }).token;
      const [row] = await database.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.publicToken, token));
      expect(row?.status).toBe('pending');
      expect(hold?.headers.connection).toBe('close');
      expect(late).toBeUndefined();

      const exit = await stopped;
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      // It waited for the request (3 s from the failpoint) and no longer than the grace period.
      expect(exit.seconds).toBeGreaterThan(1.5);
      expect(exit.seconds).toBeLessThan(GRACE_SECONDS);
    } finally {
      connection.close();
    }
  }, 60_000);

  it('under keep-alive traffic: the answer under way says Connection: close, idle connections are closed, exit 0 in seconds', async () => {
    const sale = await createSaleEvent(database.db, { types: { General: { price: 1000, quantity: 10 } } });
    const server = await group({ TIKITI_FAILPOINT: 'slow-hold', TIKITI_FAILPOINT_DELAY_MS: '2000' }).start();
    // A browser's second connection: one answer, then idle and kept alive.
    const idle = await openConnection(server.port);
    idle.send('GET', '/api/health');
    expect((await idle.answers(1))[0]?.status).toBe(200);
    const busy = await openConnection(server.port);
    // A connection opened ahead of need (browsers and proxies do), no request sent on it yet:
    // Node's own closeIdleConnections() leaves it open (lib/idle-connections.ts closes it).
    const preconnected = await openConnection(server.port);
    try {
      busy.send('POST', '/api/checkout/orders', orderBody(sale.eventId, sale.types.General!, buyer(9102)));
      await waitForOutput(server, 'failpoint slow-hold: waiting');
      const stopped = terminate(server);
      const [hold] = await busy.answers(1);
      expect(hold?.status, hold?.body).toBe(201);
      expect(hold?.headers.connection).toBe('close');
      const exit = await stopped;
      // Before: the kept-alive connections held the process until the grace ran out: exit 1.
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.seconds).toBeLessThan(6);
      expect(server.output()).not.toContain('shutdown timed out');
    } finally {
      busy.close();
      idle.close();
      preconnected.close();
    }
  }, 60_000);

  describe('jobs', () => {
    beforeAll(async () => {
      // A client of the job queue, as another process is: it enqueues and reads jobs' states.
      boss = new PgBoss({
        connectionString: database.url!,
        schema: JOBS_SCHEMA,
        supervise: false,
        schedule: false,
        migrate: false,
        max: 2,
      });
      boss.on('error', () => {});
    });

    /** A job whose handler does nothing ({} names no refund), retried a second after a failure. */
    async function sendJob(): Promise<string> {
      const id = await boss.send(JOB.processRefund, {}, { retryLimit: 3, retryDelay: 1, retryBackoff: false });
      if (!id) throw new Error('the job was not enqueued');
      return id;
    }
    const stateOf = async (id: string) => (await boss.getJobById(JOB.processRefund, id))?.state;

    it('a job under way when SIGTERM arrives finishes before the process exits 0', async () => {
      const server = await group({
        JOBS: 'true',
        TIKITI_FAILPOINT: 'slow-job',
        TIKITI_FAILPOINT_DELAY_MS: '2000',
      }).start();
      await boss.start();
      const id = await sendJob();
      await expect.poll(() => stateOf(id), { timeout: 20_000, interval: 100 }).toBe('active');

      const exit = await terminate(server);
      expect(exit, server.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.seconds).toBeLessThan(GRACE_SECONDS);
      expect(await stateOf(id)).toBe('completed');
    }, 60_000);

    it('a job still running after the wait is handed back, and another process runs it', async () => {
      const slow = await group({
        JOBS: 'true',
        TIKITI_FAILPOINT: 'slow-job',
        TIKITI_FAILPOINT_DELAY_MS: '60000',
      }).start();
      const id = await sendJob();
      await expect.poll(() => stateOf(id), { timeout: 20_000, interval: 100 }).toBe('active');

      const exit = await terminate(slow);
      expect(exit, slow.output()).toMatchObject({ code: 0, signal: null });
      expect(exit.seconds).toBeLessThan(GRACE_SECONDS);
      // Failed on the way out (not left "active" until its expiry): due for a retry at once.
      const job = await boss.getJobById(JOB.processRefund, id);
      expect(job?.state).toBe('retry');
      expect(JSON.stringify(job?.output)).toContain('shut down while active');

      await group({ JOBS: 'true' }).start();
      await expect.poll(() => stateOf(id), { timeout: 30_000, interval: 200 }).toBe('completed');
    }, 90_000);
  });
});
