/**
 * A flash sale (issue 8): N buyers at once for M places of one ticket type, through the HTTP API
 * of two real server processes sharing one PostgreSQL database, against what PostgreSQL alone
 * does with the same work (`pgbench`). Targets: 0 oversold, the HTTP rate at least half of
 * pgbench's, p99 under 1 s.
 *
 * 1. A fresh database (migrated, demo catalogue) with a sale event of M places: the event's
 *    capacity and its one ticket type's quantity are both M, as a host would set them.
 * 2. Baseline: `pgbench` on a scratch pair of tables in the same database (one inventory row
 *    with a capacity of M, an orders table), N transactions in all, each: BEGIN; INSERT one
 *    order; conditional UPDATE of the inventory row (`held + sold + 1 <= capacity`); COMMIT when
 *    the UPDATE took a place, ROLLBACK when it matched nothing. That is the shape of a hold in
 *    `createOrder` (inserts first, the hot row last, a refused hold rolls back), so both sides do
 *    the same work: M holds and N − M refusals. PostgreSQL refuses more clients than its
 *    max_connections, so pgbench runs at two concurrencies: as many clients as the HTTP sale
 *    has requests in flight (capped by the server's free connections), and as many as the
 *    servers' connection pools hold (what the database sees during the HTTP sale). The higher
 *    rate is the baseline, so the comparison is the strict one.
 * 3. The sale: the servers are warmed up on another event first (V8 optimises the hot path);
 *    then N buyers, each a distinct name, email and phone, POST /api/checkout/orders for one
 *    ticket, round robin over the processes through keep-alive connections (at most
 *    BENCH_SOCKETS per process; the other buyers wait in the client's queue, like a queue at a
 *    load balancer). Latency is timed from the moment a request has a connection until its
 *    answer has arrived; the wait in the queue is reported apart.
 * 4. Counts of 201/409/other, holds per second (201s ÷ the sale's duration), requests per second
 *    (all answers ÷ duration, the figure compared with pgbench's transactions per second), and
 *    the oversell read back from the database: max(0, held + sold − M) on the date's row and on
 *    the ticket type's row, and the number of pending orders, which must be exactly M when N > M;
 *    and what the database's connections did during the sale (sampled from pg_stat_activity).
 *
 * Settings: BENCH_DATABASE_URL or TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test;
 * skipped when no server answers), BENCH_BUYERS (2000), BENCH_PLACES (500), BENCH_PROCESSES (2),
 * BENCH_SOCKETS (64 per process), BENCH_WARMUP (400 requests), BENCH_PGBENCH_ROUNDS (3; the median
 * is kept), BENCH_DB_NAME (a fresh database, dropped after), BENCH_JOBS (`true`: pg-boss runs in
 * each process as in production: its polling and the sweep of holds every minute), BENCH_CPU_PROF (a
 * folder: process 1 writes a V8 CPU profile there when it stops).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { seedCatalogue } from '../apps/api/src/db/seed/seed.js';
import { buyer, createSaleEvent } from '../apps/api/src/modules/checkout/checkout.test-support.js';
import { ServerGroup } from '../apps/api/src/test/server-processes.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const PLACES = Number(process.env.BENCH_PLACES ?? 500);
const PROCESSES = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 2));
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 64);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 400);
const PGBENCH_ROUNDS = Math.max(1, Number(process.env.BENCH_PGBENCH_ROUNDS ?? 3));
const JOBS = process.env.BENCH_JOBS ?? 'true';
const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/test';
/** Each server process opens this many connections for requests (`openDatabase`'s default). */
const SERVER_POOL = 10;
const PRICE = 1000;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 1000;

const run$ = promisify(execFile);

function findPgbench(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'pgbench'))) return path.join(dir, 'pgbench');
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  for (const version of readdirSync(root).sort().reverse()) {
    const file = path.join(root, version, 'bin', 'pgbench');
    if (existsSync(file)) return file;
  }
  return null;
}

/** Answers whether a PostgreSQL server is reachable at `url` (a short timeout: the bench skips otherwise). */
async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

const SCRATCH_TABLES = `
DROP TABLE IF EXISTS flash_orders, flash_inventory;
CREATE TABLE flash_inventory (
  id integer PRIMARY KEY,
  capacity integer NOT NULL,
  held integer NOT NULL DEFAULT 0,
  sold integer NOT NULL DEFAULT 0,
  CHECK (held + sold <= capacity)
);
CREATE TABLE flash_orders (
  id bigserial PRIMARY KEY,
  client integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);`;

/** One hold as `createOrder` takes it: the order row first, the hot row last, refused → rolled back. */
const PGBENCH_SCRIPT = `\\set took 0
BEGIN;
INSERT INTO flash_orders (client) VALUES (:client_id);
UPDATE flash_inventory SET held = held + 1 WHERE id = 1 AND held + sold + 1 <= capacity RETURNING 1 AS took \\aset
\\if :took
COMMIT;
\\else
ROLLBACK;
\\endif
`;

interface PgbenchResult {
  clients: number;
  tps: number;
  latencyMs: number;
  taken: number;
}

/** N transactions at `clients` concurrency on a fresh inventory row of PLACES; the median of the rounds. */
async function pgbench(bin: string, dbUrl: string, clients: number, script: string): Promise<PgbenchResult> {
  const perClient = Math.max(1, Math.round(BUYERS / clients));
  const reset = async () => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      await c.query(`TRUNCATE flash_orders; DELETE FROM flash_inventory;
        INSERT INTO flash_inventory (id, capacity) VALUES (1, ${PLACES})`);
      await c.query('VACUUM ANALYZE flash_inventory');
    } finally {
      await c.end();
    }
  };
  const once = async () => {
    await reset();
    const { stdout } = await run$(
      bin,
      ['-n', '-c', String(clients), '-j', '2', '-t', String(perClient), '-f', script, dbUrl],
      { maxBuffer: 1 << 20 },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1]);
    const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(stdout)?.[1]);
    if (!Number.isFinite(tps)) throw new Error(`could not read pgbench's tps from:\n${stdout}`);
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    const taken = Number((await c.query('SELECT held FROM flash_inventory WHERE id = 1')).rows[0]?.held);
    await c.end();
    return { clients, tps, latencyMs, taken };
  };
  await once(); // warm-up: connections, caches, the table's first pages
  const rounds: PgbenchResult[] = [];
  for (let i = 0; i < PGBENCH_ROUNDS; i++) rounds.push(await once());
  rounds.sort((a, b) => a.tps - b.tps);
  return rounds[Math.floor(rounds.length / 2)]!;
}

interface Answer {
  status: number;
  /** From the moment the request had a connection until its answer arrived. */
  latencyMs: number;
  /** From the start of the sale until the answer arrived (includes the client's queue). */
  waitedMs: number;
  code?: string;
}

function post(
  agent: http.Agent,
  base: string,
  body: string,
  started: number,
  errors: Map<string, number>,
): Promise<Answer> {
  return new Promise((resolve) => {
    let sentAt = 0;
    const url = new URL('/api/checkout/orders', base);
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const now = performance.now();
          const status = res.statusCode ?? 0;
          let code: string | undefined;
          if (status >= 400) {
            try {
              code = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code?: string }).code;
            } catch {
              code = undefined;
            }
          }
          resolve({ status, latencyMs: now - sentAt, waitedMs: now - started, ...(code ? { code } : {}) });
        });
      },
    );
    req.on('socket', () => {
      sentAt = performance.now();
    });
    req.on('error', (err) => {
      const key = (err as NodeJS.ErrnoException).code ?? err.message;
      errors.set(key, (errors.get(key) ?? 0) + 1);
      const now = performance.now();
      resolve({ status: 0, latencyMs: now - (sentAt || now), waitedMs: now - started });
    });
    req.end(body);
  });
}

/** `count` buyers at once, round robin over the servers; each a distinct person. */
async function sale(
  urls: string[],
  agents: http.Agent[],
  eventId: number,
  ticketTypeId: number,
  count: number,
  tag: string,
) {
  const errors = new Map<string, number>();
  const bodies = Array.from({ length: count }, (_, i) =>
    JSON.stringify({
      eventId,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId, quantity: 1, price: PRICE }],
      buyer: { ...buyer(i + 1), email: `${tag}-buyer${i + 1}@example.co.ke` },
      idempotencyKey: randomBytes(12).toString('base64url'),
    }),
  );
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map((body, i) => post(agents[i % urls.length]!, urls[i % urls.length]!, body, started, errors)),
  );
  const elapsedMs = performance.now() - started;
  return { answers, elapsedMs, errors };
}

/**
 * What the database's connections do during the sale, sampled every 250 ms from
 * pg_stat_activity: running a statement, waiting for a lock, or waiting for the server process to
 * send the next statement (inside a transaction, or between requests). It tells a sale bound by
 * PostgreSQL from one bound by the servers.
 */
function sampleActivity(adminUrl: string, dbName: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  const totals = new Map<string, number>();
  let samples = 0;
  let stopped = false;
  const done = (async () => {
    await client.connect();
    while (!stopped) {
      const r = await client.query<{ what: string; n: number }>(
        `SELECT CASE WHEN wait_event_type = 'Lock' THEN 'waiting for a lock'
                     WHEN state = 'active' THEN 'running a statement'
                     WHEN state LIKE 'idle in transaction%' THEN 'idle in a transaction'
                     ELSE 'idle' END AS what, count(*)::int AS n
         FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' GROUP BY 1`,
        [dbName],
      );
      samples++;
      for (const row of r.rows) totals.set(row.what, (totals.get(row.what) ?? 0) + row.n);
      await new Promise((res) => setTimeout(res, 250));
    }
    await client.end();
  })();
  // Safe to call twice: the second call waits for the same end.
  return async () => {
    stopped = true;
    await done;
    return [...totals].map(([what, n]) => ({ what, mean: n / Math.max(1, samples) })).sort((a, b) => b.mean - a.mean);
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function maxConnectionsFree(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const max = Number((await c.query('SHOW max_connections')).rows[0]?.max_connections);
    const used = Number((await c.query('SELECT count(*)::int AS n FROM pg_stat_activity')).rows[0]?.n);
    const reserved = Number(
      (await c.query('SHOW superuser_reserved_connections')).rows[0]?.superuser_reserved_connections,
    );
    return max - used - reserved - 2;
  } finally {
    await c.end();
  }
}

export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_URL;
  const inFlight = PROCESSES * SOCKETS;
  console.log(
    `${BUYERS} buyers for ${PLACES} places, ${PROCESSES} server processes, ≤ ${SOCKETS} connections each; ` +
      `targets: 0 oversold, ≥ ${TARGET_RATIO * 100}% of pgbench's rate, p99 < ${TARGET_P99_MS} ms.`,
  );
  if (!(await reachable(adminUrl))) {
    console.log(`No PostgreSQL answers at ${adminUrl.replace(/\/\/[^@/]*@/, '//…@')}: flash-sale skipped.`);
    return;
  }
  const pgbenchBin = findPgbench();
  if (!pgbenchBin) {
    console.log('pgbench not found (PATH, /usr/lib/postgresql/*/bin): flash-sale skipped.');
    return;
  }

  const work = mkdtempSync(path.join(tmpdir(), 'flash-sale-'));
  const dbName = process.env.BENCH_DB_NAME ?? `tikiti_flash_${process.pid}`;
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  const dbUrl = u.toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let group: ServerGroup | undefined;
  const agents: http.Agent[] = [];
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${dbName}`);

    // 1. The database, the sale event and a warm-up event.
    const database = await openDatabase({ url: dbUrl });
    let sale$: { eventId: number; typeId: number };
    let warm$: { eventId: number; typeId: number };
    try {
      await database.migrate();
      await seedCatalogue(database.db, { demoAccounts: true, publicUrl: 'http://127.0.0.1:3000' });
      const s = await createSaleEvent(database.db, {
        capacity: PLACES,
        types: { General: { price: PRICE, quantity: PLACES } },
      });
      const w = await createSaleEvent(database.db, {
        types: { General: { price: PRICE, quantity: null } },
      });
      sale$ = { eventId: s.eventId, typeId: s.types.General! };
      warm$ = { eventId: w.eventId, typeId: w.types.General! };
      await database.executeScript(SCRATCH_TABLES);
    } finally {
      await database.close();
    }

    // 2. pgbench, before any server runs.
    const script = path.join(work, 'hold.sql');
    writeFileSync(script, PGBENCH_SCRIPT);
    const free = await maxConnectionsFree(adminUrl);
    const concurrencies = [...new Set([Math.min(BUYERS, inFlight, free), Math.min(BUYERS, PROCESSES * SERVER_POOL)])];
    const baselines: PgbenchResult[] = [];
    for (const clients of concurrencies) baselines.push(await pgbench(pgbenchBin, dbUrl, clients, script));
    const baseline = baselines.reduce((a, b) => (b.tps > a.tps ? b : a));
    const pgbenchOversold = baselines.some((b) => b.taken > PLACES);

    // 3. The HTTP sale.
    group = new ServerGroup({ databaseUrl: dbUrl, env: { JOBS } });
    const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined;
    // One after the other: with JOBS on, processes starting together can deadlock in pg-boss's
    // create_queue (each creates the same queues at start-up).
    for (let i = 0; i < PROCESSES; i++) await group.start(i === 0 && profileDir ? { cpuProfDir: profileDir } : {});
    const urls = group.servers.map((s) => s.url);
    for (let i = 0; i < PROCESSES; i++) agents.push(new http.Agent({ keepAlive: true, maxSockets: SOCKETS }));
    if (WARMUP > 0) await sale(urls, agents, warm$.eventId, warm$.typeId, WARMUP, 'warmup');
    const stopSampling = sampleActivity(adminUrl, dbName);
    const result = await sale(urls, agents, sale$.eventId, sale$.typeId, BUYERS, 'sale').finally(() => stopSampling());
    const activity = await stopSampling();
    for (const s of group.servers) {
      if (!s.running()) throw new Error(`server process ${s.index} died during the sale:\n${s.output()}`);
    }

    // 4. What the database holds now.
    const check = new pg.Client({ connectionString: dbUrl });
    await check.connect();
    let placesTaken: { occurrence: number; ticketType: number };
    let pending: number;
    try {
      const occ = await check.query<{ n: number }>(
        'SELECT (held + sold)::int AS n FROM occurrences WHERE event_id = $1',
        [sale$.eventId],
      );
      const inv = await check.query<{ n: number }>(
        'SELECT (held + sold)::int AS n FROM inventory WHERE ticket_type_id = $1',
        [sale$.typeId],
      );
      const orders = await check.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM orders WHERE event_id = $1 AND status = 'pending'",
        [sale$.eventId],
      );
      placesTaken = {
        occurrence: occ.rows.reduce((s, r) => s + r.n, 0),
        ticketType: inv.rows.reduce((s, r) => s + r.n, 0),
      };
      pending = orders.rows[0]?.n ?? 0;
    } finally {
      await check.end();
    }

    const { answers, elapsedMs, errors } = result;
    const created = answers.filter((a) => a.status === 201).length;
    const refused = answers.filter((a) => a.status === 409).length;
    const other = answers.length - created - refused;
    const codes = new Map<string, number>();
    for (const a of answers)
      if (a.status !== 201)
        codes.set(`${a.status} ${a.code ?? ''}`.trim(), (codes.get(`${a.status} ${a.code ?? ''}`.trim()) ?? 0) + 1);
    const latencies = answers.map((a) => a.latencyMs).sort((a, b) => a - b);
    const waits = answers.map((a) => a.waitedMs).sort((a, b) => a - b);
    const p50 = percentile(latencies, 50);
    const p99 = percentile(latencies, 99);
    const seconds = elapsedMs / 1000;
    const holdsPerSecond = created / seconds;
    const requestsPerSecond = answers.filter((a) => a.status !== 0).length / seconds;
    const ratio = requestsPerSecond / baseline.tps;
    const oversold = Math.max(0, placesTaken.occurrence - PLACES, placesTaken.ticketType - PLACES, pending - PLACES);
    const expectCreated = Math.min(BUYERS, PLACES);

    const checks = [
      { what: 'oversold', value: String(oversold), ok: oversold === 0 && !pgbenchOversold },
      {
        what: `201s = ${expectCreated}`,
        value: `${created} (pending orders ${pending}, places taken ${placesTaken.ticketType})`,
        ok: created === expectCreated && pending === expectCreated && placesTaken.ticketType === expectCreated,
      },
      { what: 'no other answers', value: String(other), ok: other === 0 },
      { what: `ratio ≥ ${TARGET_RATIO}`, value: ratio.toFixed(2), ok: ratio >= TARGET_RATIO },
      { what: `p99 < ${TARGET_P99_MS} ms`, value: `${Math.round(p99)} ms`, ok: p99 < TARGET_P99_MS },
    ];

    console.log('\npgbench (the same holds at the database alone; the higher rate is the baseline)');
    for (const b of baselines)
      console.log(
        `  ${String(b.clients).padStart(4)} clients: ${Math.round(b.tps).toLocaleString('en')} tps, ` +
          `latency avg ${b.latencyMs.toFixed(1)} ms, places taken ${b.taken}/${PLACES}` +
          (b === baseline ? '  ← baseline' : ''),
      );
    console.log(`\nHTTP sale (${PROCESSES} processes, ${inFlight} requests in flight at most)`);
    console.log(`  answers: ${created} × 201, ${refused} × 409, ${other} other, in ${seconds.toFixed(2)} s`);
    if (codes.size) console.log(`  not 201: ${[...codes].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    if (errors.size) console.log(`  network errors: ${[...errors].map(([k, n]) => `${n} × ${k}`).join(', ')}`);
    console.log(`  holds/s: ${Math.round(holdsPerSecond).toLocaleString('en')}`);
    const lastHold = Math.max(0, ...answers.filter((a) => a.status === 201).map((a) => a.waitedMs)) / 1000;
    const afterLast = answers.filter((a) => a.status !== 201 && a.waitedMs / 1000 > lastHold).length;
    console.log(
      `  the last place went after ${lastHold.toFixed(2)} s (${Math.round(created / lastHold)} holds/s until then); ` +
        `${afterLast} refusals after it, ${Math.round(afterLast / Math.max(0.001, seconds - lastHold))}/s`,
    );
    console.log(`  requests/s: ${Math.round(requestsPerSecond).toLocaleString('en')}`);
    console.log(
      `  latency p50 ${Math.round(p50)} ms, p99 ${Math.round(p99)} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms`,
    );
    console.log(
      `  buyer's wait incl. the client queue: p50 ${Math.round(percentile(waits, 50))} ms, ` +
        `p99 ${Math.round(percentile(waits, 99))} ms`,
    );
    console.log(
      `  the database's connections (mean of samples): ${activity.map((a) => `${a.mean.toFixed(1)} ${a.what}`).join(', ')}`,
    );
    console.log(
      `  ratio to pgbench: ${ratio.toFixed(2)} (${Math.round(requestsPerSecond)} ÷ ${Math.round(baseline.tps)})`,
    );
    console.log('');
    for (const c of checks) console.log(`  ${c.ok ? 'PASS' : 'FAIL'}  ${c.what}: ${c.value}`);
    const failed = checks.some((c) => !c.ok);
    console.log(failed ? '\nflash-sale: FAIL' : '\nflash-sale: PASS');
    if (failed) process.exitCode = 1;
    if (profileDir) console.log(`CPU profile of process 1 in ${profileDir} (written when it stops).`);
  } finally {
    for (const a of agents) a.destroy();
    await group?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
    await admin.end();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx bench/flash-sale.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
