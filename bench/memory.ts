/**
 * The server's memory after a busy spell (issue 19): for each engine, the compiled server
 * (`apps/api/dist/server.js`, started with production's Node flags and allocator setting, jobs on;
 * `PRODUCTION_NODE_ARGS` in apps/api/src/test/server-processes.ts) runs as a child process on a
 * database that already holds the demo catalogue (as in production, where the seed never runs in
 * the serving process); the read-path load and a flash sale are driven at it; then its resident
 * memory is read from /proc/<pid>/status. Targets: ≤ 200 MB per process on PostgreSQL, ≤ 400 MB
 * embedded (PGlite).
 *
 * 1. A fresh database (migrated, demo catalogue, a signed-in attendee, a sale event of
 *    BENCH_PLACES places), made by this process before the server starts.
 * 2. The read path: autocannon at BENCH_CONNECTIONS (32) on the event page's and the listing's
 *    API requests, with and without the session cookie, BENCH_MEMORY_SECONDS (5) each.
 * 3. The flash sale: BENCH_BUYERS (2000) distinct buyers at once for the BENCH_PLACES (500)
 *    places, ≤ BENCH_SOCKETS (64) keep-alive connections.
 * 4. VmRSS (judged) and VmHWM (the peak, reported) from /proc, and where the memory is from the
 *    server's own /metrics (V8 heap, external memory: ArrayBuffers and PGlite's WASM heap).
 *
 * `npm run bench -- memory` runs only this. PostgreSQL when BENCH_DATABASE_URL or
 * TEST_DATABASE_URL names a server that answers; PGlite always. BENCH_ENGINES (`postgres,pglite`)
 * picks. Linux only (/proc).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createSaleEvent } from '../apps/api/src/modules/checkout/checkout.test-support.js';
import { buildServerBundle, ServerGroup, TEST_SESSION_SECRET } from '../apps/api/src/test/server-processes.js';
import { leanSender, sale } from './flash-sale.js';
import { measure, prepareDatabase } from './read-path.js';

type Engine = 'postgres' | 'pglite';

const TARGET_MB: Record<Engine, number> = { postgres: 200, pglite: 400 };
const ENGINE_NAME: Record<Engine, string> = { postgres: 'PostgreSQL', pglite: 'embedded' };
const READ_SECONDS = Number(process.env.BENCH_MEMORY_SECONDS ?? 5);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 2000);
const PLACES = Number(process.env.BENCH_PLACES ?? 500);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** VmRSS and VmHWM (peak) of a process, in MB. */
function residentMb(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** The memory gauges prom-client exports, in MB (null when /metrics does not answer). */
async function breakdownMb(base: string): Promise<Record<string, number> | null> {
  try {
    const text = await (await fetch(`${base}/metrics`, { signal: AbortSignal.timeout(5_000) })).text();
    const gauge = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? ([\\d.e+]+)$`, 'm').exec(text)?.[1]);
    return {
      heapTotal: gauge('nodejs_heap_size_total_bytes') / 1048576,
      heapUsed: gauge('nodejs_heap_size_used_bytes') / 1048576,
      external: gauge('nodejs_external_memory_bytes') / 1048576,
    };
  } catch {
    return null;
  }
}

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

interface Result {
  engine: Engine;
  idle: number;
  rss: number;
  peak: number;
  breakdown: Record<string, number> | null;
  holds: number;
  refusals: number;
  /** Answers other than 201 and 409, counted by status and code ('' when none). */
  other: string;
  saleSeconds: number;
  readFailures: number;
}

async function runEngine(engine: Engine, adminUrl: string | undefined): Promise<Result> {
  const work = mkdtempSync(path.join(tmpdir(), 'bench-memory-'));
  const dataDir = path.join(work, 'data');
  const dbName = `tikiti_memory_${process.pid}`;
  const admin = engine === 'postgres' ? new pg.Client({ connectionString: adminUrl }) : undefined;
  let group: ServerGroup | undefined;
  let client: ReturnType<typeof leanSender> | undefined;
  try {
    let dbUrl = '';
    if (admin) {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const u = new URL(adminUrl!);
      u.pathname = `/${dbName}`;
      dbUrl = u.toString();
    }
    let saleEvent = { eventId: 0, typeId: 0 };
    const cookie = await prepareDatabase(dbUrl ? { url: dbUrl } : { dataDir }, TEST_SESSION_SECRET, async (d) => {
      const s = await createSaleEvent(d.db, {
        capacity: PLACES,
        types: { General: { price: 1000, quantity: PLACES } },
      });
      saleEvent = { eventId: s.eventId, typeId: s.types.General! };
    });

    // Empty DATABASE_URL: the embedded engine, in the folder prepared above.
    group = new ServerGroup({
      databaseUrl: dbUrl,
      compiled: true,
      // Load shedding off: every buyer's request is served, so the figure is that of the whole sale.
      env: { JOBS: 'true', DATA_DIR: dataDir, MAX_EVENT_LOOP_DELAY_MS: '0' },
    });
    const server = await group.start();
    const pid = server.child.pid!;
    const idle = residentMb(pid).rss;

    const listing = (await (await fetch(`${server.url}/api/events?limit=24`)).json()) as { id: number }[];
    if (!listing[0]) throw new Error('the listing is empty');
    let readFailures = 0;
    for (const route of [`/api/events/${listing[0].id}`, '/api/events?limit=24']) {
      for (const headers of [BROWSER_HEADERS, { ...BROWSER_HEADERS, cookie }]) {
        readFailures += (await measure(server.url + route, headers, READ_SECONDS)).bad;
      }
    }

    client = leanSender([server.url]);
    const { answers, elapsedMs } = await sale(1, client.send, saleEvent.eventId, saleEvent.typeId, BUYERS, 'memory');
    if (!server.running()) throw new Error(`the server died during the sale:\n${server.output()}`);
    const holds = answers.filter((a) => a.status === 201).length;
    const refusals = answers.filter((a) => a.status === 409).length;
    const others = new Map<string, number>();
    for (const a of answers) {
      if (a.status === 201 || a.status === 409) continue;
      const what = a.status ? `${a.status} ${a.code ?? ''}`.trim() : 'network error';
      others.set(what, (others.get(what) ?? 0) + 1);
    }

    const { rss, peak } = residentMb(pid);
    const breakdown = await breakdownMb(server.url);
    return {
      engine,
      idle,
      rss,
      peak,
      breakdown,
      holds,
      refusals,
      other: [...others].map(([what, n]) => `${n} × ${what}`).join(', '),
      saleSeconds: elapsedMs / 1000,
      readFailures,
    };
  } finally {
    client?.close();
    await group?.close();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const postgres = wanted.includes('postgres') && adminUrl ? await reachable(adminUrl) : false;
  const engines = (['postgres', 'pglite'] as const).filter((e) => wanted.includes(e) && (e === 'pglite' || postgres));
  console.log(
    `The compiled server, one process per engine: read path (${READ_SECONDS} s × 4 at 32 connections), then ` +
      `${BUYERS} buyers for ${PLACES} places; its RSS afterwards.` +
      (wanted.includes('postgres') && !postgres
        ? ' No PostgreSQL answers at BENCH_DATABASE_URL/TEST_DATABASE_URL: PostgreSQL skipped.'
        : ''),
  );
  buildServerBundle();
  let failed = false;
  for (const engine of engines) {
    const r = await runEngine(engine, adminUrl);
    const target = TARGET_MB[engine];
    // A sale that did not run as meant (errors, time-outs) leaves a figure that says nothing.
    const ran = r.other === '' && r.holds === Math.min(BUYERS, PLACES) && r.readFailures === 0;
    const ok = r.rss <= target && ran;
    if (!ok) failed = true;
    const b = r.breakdown;
    console.log(
      `\n${ENGINE_NAME[engine]}: idle ${Math.round(r.idle)} MB; peak ${Math.round(r.peak)} MB` +
        (b
          ? `; V8 heap ${Math.round(b.heapUsed!)} of ${Math.round(b.heapTotal!)} MB, external ` +
            `${Math.round(b.external!)} MB (ArrayBuffers${engine === 'pglite' ? ", PGlite's WASM heap" : ''})`
          : ''),
    );
    console.log(
      `  sale: ${r.holds} × 201, ${r.refusals} × 409${r.other ? `, ${r.other}` : ''} in ` +
        `${r.saleSeconds.toFixed(1)} s; read path: ${r.readFailures} failed requests` +
        (ran ? '' : ' (the load did not run as meant: FAIL whatever the figure)'),
    );
    console.log(
      `server RSS (${ENGINE_NAME[engine]}) after read-path + flash sale: ${Math.round(r.rss)} MB ` +
        `(target ≤ ${target} MB) ${ok ? 'PASS' : 'FAIL'}`,
    );
  }
  console.log(failed ? '\nmemory: FAIL' : '\nmemory: PASS');
  if (failed) process.exitCode = 1;
}

// Run directly: `npx tsx bench/memory.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
