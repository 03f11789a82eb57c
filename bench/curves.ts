/**
 * How cost grows (issue 26, item 6): listing p99, event p99, hold p99 and the servers' memory at
 * 100, 10,000 and 100,000 events and at 1, 2 and 4 server processes, so the next person sees the
 * curve, not one point. Anything that grows faster than the data shows here first.
 *
 * For each catalogue size a scratch PostgreSQL database of its own is made: migrated, the demo
 * catalogue loaded, then copies of the demo events (with their ticket types, show times and
 * types) inserted in bulk with SQL up to the size, one sale event per process count. For each
 * process count the compiled server (`apps/api/dist/server.js`, production's Node flags) runs
 * that many processes on the database, and per cell:
 * - listing and event p99: autocannon on `/api/events?limit=24` and `/api/events/{id}`,
 *   BENCH_CONNECTIONS (32) connections shared over the processes, BENCH_CURVE_SECONDS (3) s each
 *   (the crowd case: answered from the catalogue's copies);
 * - listing, first answer: the median time of five listing queries no copy holds yet (a page
 *   deep in the list, filters, sorts), i.e. the database's share, which grows with the data;
 * - hold p99: BENCH_CURVE_BUYERS (300) buyers at once for half as many places, spread over the
 *   processes (bench/flash-sale.ts's buyers);
 * - memory: the largest resident set (VmRSS) of the processes after the cell.
 * At the largest size the listing's statements are shown with EXPLAIN ANALYZE.
 *
 * `npm run bench -- curves`; needs BENCH_DATABASE_URL or TEST_DATABASE_URL. BENCH_CURVE_SIZES
 * (`100,10000,100000`) and BENCH_CURVE_PROCESSES (`1,2,4`) pick the cells. Linux only (/proc).
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client.js';
import { createSaleEvent } from '../apps/api/src/modules/checkout/checkout.test-support.js';
import * as eventsService from '../apps/api/src/modules/events/events.service.js';
import { buildServerBundle, ServerGroup, TEST_SESSION_SECRET } from '../apps/api/src/test/server-processes.js';
import { ZEventListQuery } from '@tribe/contracts';
import { leanSender, sale } from './flash-sale.js';
import { loadAverage, prepareDatabase } from './read-path.js';

const SIZES = (process.env.BENCH_CURVE_SIZES ?? '100,10000,100000').split(',').map(Number);
const PROCESSES = (process.env.BENCH_CURVE_PROCESSES ?? '1,2,4').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_CURVE_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const BUYERS = Number(process.env.BENCH_CURVE_BUYERS ?? 300);
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
/** Listing addresses no copy holds when first asked: the database's share of a listing. */
const FIRST_LISTINGS = [
  '/api/events?limit=24&offset=2400',
  '/api/events?limit=24&sort=date-asc',
  '/api/events?limit=24&sort=price-desc',
  '/api/events?limit=24&q=nairobi',
  '/api/events?limit=24&location=nairobi&sort=date-desc',
];

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]! : NaN;
};

/** Copies of the demo events, with their children, inserted in bulk until there are `size`. */
async function grow(client: pg.Client, size: number): Promise<void> {
  const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM events');
  const missing = size - rows[0]!.n;
  if (missing <= 0) return;
  const columns = async (table: string, except: string[]) =>
    (
      await client.query<{ c: string }>(
        `SELECT column_name AS c FROM information_schema.columns
         WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
        [table],
      )
    ).rows
      .map((r) => r.c)
      .filter((c) => !except.includes(c));
  const eventCols = await columns('events', ['id', 'external_id', 'alias_code', 'title', 'created_at', 'updated_at']);
  await client.query('BEGIN');
  // external_id names the copy and its demo original (gen-<n>-<original id>), so the children follow.
  await client.query(
    `WITH demo AS (SELECT e.*, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS total
                   FROM events e WHERE status = 'live' AND external_id NOT LIKE 'sale-%')
     INSERT INTO events (external_id, title, ${eventCols.join(', ')})
     SELECT 'gen-' || g || '-' || d.id, d.title || ' ' || g, ${eventCols.map((c) => `d.${c}`).join(', ')}
     FROM generate_series(1, $1::int) g JOIN demo d ON d.rn = g % d.total`,
    [missing],
  );
  for (const table of ['ticket_types', 'show_times', 'event_subcategories']) {
    const cols = await columns(table, ['id', 'event_id']);
    await client.query(
      `INSERT INTO ${table} (event_id, ${cols.join(', ')})
       SELECT e.id, ${cols.map((c) => `t.${c}`).join(', ')}
       FROM events e JOIN ${table} t ON t.event_id = split_part(e.external_id, '-', 3)::int
       WHERE e.external_id LIKE 'gen-%'`,
    );
  }
  await client.query('COMMIT');
  await client.query('ANALYZE');
}

/** autocannon on every process at once, the connections shared out; p99 is the worst process's. */
async function crowd(urls: string[], path: string) {
  const each = Math.max(1, Math.round(CONNECTIONS / urls.length));
  const results = await Promise.all(
    urls.map((u) => autocannon({ url: u + path, connections: each, duration: SECONDS, headers: BROWSER_HEADERS })),
  );
  return {
    rps: results.reduce((s, r) => s + r.requests.average, 0),
    p99: Math.max(...results.map((r) => r.latency.p99)),
    bad: results.reduce((s, r) => s + r.non2xx + r.errors + r.timeouts, 0),
  };
}

async function firstListing(url: string, tag: number): Promise<number> {
  const times: number[] = [];
  for (const path of FIRST_LISTINGS) {
    const started = performance.now();
    // A parameter no other request used: no copy holds the answer yet.
    const res = await fetch(`${url}${path}&curve=${tag}`, { headers: { accept: 'application/json' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    times.push(performance.now() - started);
  }
  return pct(times, 50);
}

const residentMb = (pid: number) =>
  Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN) / 1024;

/** The listing's statements for the default first page, each with EXPLAIN ANALYZE's verdict. */
async function explainListing(dbUrl: string): Promise<string[]> {
  const database = await openDatabase({ url: dbUrl });
  const seen: { text: string; values: unknown[] }[] = [];
  const original = pg.Client.prototype.query;
  const lines: string[] = [];
  try {
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
      if (typeof q === 'string') seen.push({ text: q, values: v ?? [] });
      else if (q && typeof q === 'object' && 'text' in q) seen.push({ text: q.text, values: q.values ?? v ?? [] });
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    await eventsService.listEvents(database.db, ZEventListQuery.parse({ limit: '24' }));
  } finally {
    pg.Client.prototype.query = original;
  }
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    for (const { text, values } of seen) {
      if (!/^\s*select/i.test(text)) continue;
      const plan = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
      const rows = plan.rows.map((r) => r['QUERY PLAN']);
      const scans = rows.filter((r) => /Seq Scan|Index Scan|Index Only Scan|Bitmap Heap Scan/.test(r));
      lines.push(
        `  ${text.replace(/\s+/g, ' ').slice(0, 90)}…\n    ${rows.at(-1)}; ${scans.length} scans: ` +
          scans.map((s) => s.trim().replace(/\s+\(cost.*$/, '')).join(' | '),
      );
    }
  } finally {
    await client.end();
    await database.close();
  }
  return lines;
}

interface Cell {
  size: number;
  processes: number;
  listing: { rps: number; p99: number; bad: number };
  event: { rps: number; p99: number; bad: number };
  firstListingMs: number;
  holdP99: number;
  holds: number;
  rssMb: number;
  load: string;
}

export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('curves: needs BENCH_DATABASE_URL or TEST_DATABASE_URL (PostgreSQL); skipped.');
    return;
  }
  buildServerBundle();
  console.log(
    `Sizes ${SIZES.join(', ')} events; ${PROCESSES.join(', ')} processes; ${CONNECTIONS} connections, ` +
      `${SECONDS} s per crowd, ${BUYERS} buyers per sale; ${loadAverage()}.`,
  );
  const cells: Cell[] = [];
  let plans: string[] = [];
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const size of SIZES) {
      const dbName = `tikiti_curves_${size}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const u = new URL(adminUrl);
      u.pathname = `/${dbName}`;
      const dbUrl = u.toString();
      try {
        const sales: { eventId: number; typeId: number }[] = [];
        const grown = performance.now();
        await prepareDatabase({ url: dbUrl }, TEST_SESSION_SECRET, async (d) => {
          for (const _ of PROCESSES) {
            const places = Math.floor(BUYERS / 2);
            const s = await createSaleEvent(d.db, {
              capacity: places,
              types: { General: { price: 1000, quantity: places } },
            });
            sales.push({ eventId: s.eventId, typeId: s.types.General! });
          }
        });
        const client = new pg.Client({ connectionString: dbUrl });
        await client.connect();
        await grow(client, size).finally(() => client.end());
        console.log(
          `${size.toLocaleString('en')} events ready in ${((performance.now() - grown) / 1000).toFixed(1)} s`,
        );
        if (size === Math.max(...SIZES)) plans = await explainListing(dbUrl);

        for (const [i, processes] of PROCESSES.entries()) {
          const group = new ServerGroup({
            databaseUrl: dbUrl,
            compiled: true,
            env: { MAX_EVENT_LOOP_DELAY_MS: '0' },
            // Four processes starting at once on a busy 2-core machine take a while.
            startTimeoutMs: 180_000,
          });
          const sender = { close: () => {} };
          try {
            const servers = await Promise.all(Array.from({ length: processes }, () => group.start()));
            const urls = servers.map((s) => s.url);
            const listed = (await (await fetch(`${urls[0]}/api/events?limit=24`)).json()) as { id: number }[];
            const eventPath = `/api/events/${listed[0]!.id}`;
            const load = loadAverage();
            const firstListingMs = await firstListing(urls[0]!, i);
            const listing = await crowd(urls, '/api/events?limit=24');
            const event = await crowd(urls, eventPath);
            const lean = leanSender(urls);
            sender.close = lean.close;
            const { answers } = await sale(
              processes,
              lean.send,
              sales[i]!.eventId,
              sales[i]!.typeId,
              BUYERS,
              `curve${size}x${processes}`,
            );
            const rssMb = Math.max(...servers.map((s) => residentMb(s.child.pid!)));
            cells.push({
              size,
              processes,
              listing,
              event,
              firstListingMs,
              holdP99: pct(
                answers.filter((a) => a.status === 201 || a.status === 409).map((a) => a.latencyMs),
                99,
              ),
              holds: answers.filter((a) => a.status === 201).length,
              rssMb,
              load,
            });
            const c = cells.at(-1)!;
            console.log(
              `  ${processes} process(es): listing p99 ${c.listing.p99} ms, event p99 ${c.event.p99} ms, ` +
                `first listing ${c.firstListingMs.toFixed(0)} ms, hold p99 ${c.holdP99.toFixed(0)} ms, ${c.rssMb.toFixed(0)} MB`,
            );
          } finally {
            sender.close();
            await Promise.all(group.servers.map((s) => s.stop()));
          }
        }
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      }
    }
  } finally {
    await admin.end();
  }

  const header = [
    'events',
    'procs',
    'listing req/s',
    'listing p99',
    'event req/s',
    'event p99',
    'first listing',
    'hold p99',
    'holds',
    'max RSS',
    'load average',
  ];
  const table = cells.map((c) => [
    c.size.toLocaleString('en'),
    String(c.processes),
    Math.round(c.listing.rps).toLocaleString('en') + (c.listing.bad ? ` (${c.listing.bad} failed)` : ''),
    `${c.listing.p99} ms`,
    Math.round(c.event.rps).toLocaleString('en') + (c.event.bad ? ` (${c.event.bad} failed)` : ''),
    `${c.event.p99} ms`,
    `${c.firstListingMs.toFixed(0)} ms`,
    `${c.holdP99.toFixed(0)} ms`,
    `${c.holds}/${Math.floor(BUYERS / 2)}`,
    `${c.rssMb.toFixed(0)} MB`,
    c.load.replace('load average ', ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i]!)).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const r of table) console.log(line(r));

  // How each figure moves from the smallest to the largest catalogue, at one process.
  const one = cells.filter((c) => c.processes === Math.min(...PROCESSES));
  const [small, large] = [one[0], one.at(-1)];
  if (small && large && large.size > small.size) {
    const growth = large.size / small.size;
    console.log(`\nFrom ${small.size.toLocaleString('en')} to ${large.size.toLocaleString('en')} events (×${growth}):`);
    for (const [what, a, b] of [
      ['listing p99', small.listing.p99, large.listing.p99],
      ['event p99', small.event.p99, large.event.p99],
      ['first listing', small.firstListingMs, large.firstListingMs],
      ['hold p99', small.holdP99, large.holdP99],
      ['memory', small.rssMb, large.rssMb],
    ] as const) {
      const ratio = b / Math.max(a, 1e-9);
      console.log(
        `  ${what.padEnd(14)} ×${ratio.toFixed(2)}${ratio > growth ? '  GROWS FASTER THAN THE DATA' : ratio > 3 ? '  grows' : ''}`,
      );
    }
  }
  if (plans.length) {
    console.log(`\nThe listing's statements at ${Math.max(...SIZES).toLocaleString('en')} events (EXPLAIN ANALYZE):`);
    for (const p of plans) console.log(p);
  }
}

// Run directly: `npx tsx bench/curves.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
