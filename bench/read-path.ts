/**
 * The read path under a crowd: the event page's and the listing's API requests, 32 concurrent
 * connections, in English (no cookie), in Kiswahili (the `lang=sw` cookie) and in Kiswahili with a
 * session cookie, against a bare `node:http` server that returns the same bytes in the same run.
 *
 * For each engine (PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL points at a server,
 * and always the embedded PGlite default) it loads the demo catalogue into a fresh database,
 * starts the compiled server (`apps/api/dist/server.js`, built when stale, with production's Node
 * flags; product defaults otherwise: info logging, compression, metrics), fetches each response
 * once with a browser's Accept-Encoding, serves those exact bytes from a bare server in another
 * process, and runs autocannon against both. Target (issue 26, item 3): on PostgreSQL at least
 * the bare server's requests per second (a ratio of 1.0), with p99 under 20 ms, in both languages.
 *
 * Settings: BENCH_SECONDS (5) per measurement, BENCH_CONNECTIONS (32), BENCH_PORT (3120; the
 * bare server uses the next port), BENCH_DB_NAME (a fresh PostgreSQL database, dropped after),
 * BENCH_ROUNDS (1; on a busy machine 3 or 5 report the pair with the median ratio),
 * BENCH_ENGINES (`postgres,pglite`), BENCH_ENCODING (`identity` for uncompressed bodies),
 * BENCH_CPU_PROF (a folder: the server writes a V8 CPU profile there when it stops).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sign } from '@fastify/cookie';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import { sessions, users } from '../apps/api/src/db/schema/index.js';
import { seedCatalogue } from '../apps/api/src/seed/seed.js';
import { buildServerBundle, PRODUCTION_ENV, PRODUCTION_NODE_ARGS } from '../apps/api/src/test/server-processes.js';

type Engine = 'postgres' | 'pglite';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const PORT = Number(process.env.BENCH_PORT ?? 3120);
const BARE_PORT = PORT + 1;
/** Product-then-bare pairs per row; the pair with the median ratio is reported. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 1));
/** Lets V8 optimise the server's hot path before it is measured. */
const WARMUP_SECONDS = 3;
const TARGET_RATIO = 1.0;
const TARGET_P99_MS = 20;
const ROOT = path.resolve(import.meta.dirname, '..');
/**
 * What a phone's browser sends; the bare server replays the bytes the product chose for it.
 * BENCH_ENCODING=identity asks for uncompressed bodies instead.
 */
const BROWSER_HEADERS = {
  'accept-encoding': process.env.BENCH_ENCODING === 'identity' ? 'identity' : 'gzip, deflate, br',
  accept: 'application/json',
};
const SESSION_COOKIE = 'tikiti_session';

/** The visitors measured: the page's language is the `lang` cookie (decision 026). */
const VISITORS = [
  { name: 'en', cookie: (_session: string) => '' },
  { name: 'sw', cookie: (_session: string) => 'lang=sw' },
  { name: 'sw + session', cookie: (session: string) => `lang=sw; ${session}` },
] as const;

/** The machine's load average, stated with every figure (the machine is shared). */
export const loadAverage = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(', ')}`;

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawGet(url: string, headers: Record<string, string>): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess, what: string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode}`);
    try {
      if ((await rawGet(url, {})).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer ${url} within 90 s`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * A fresh database with the demo catalogue and one signed-in attendee; returns its cookie.
 * `also` adds to it before it closes (the memory scenario's sale event).
 */
export async function prepareDatabase(
  opts: { url?: string; dataDir?: string },
  secret: string,
  also?: (database: Database) => Promise<void>,
): Promise<string> {
  const database = await openDatabase(opts);
  try {
    await database.migrate();
    await seedCatalogue(database.db, { demoAccounts: true, publicUrl: `http://127.0.0.1:${PORT}` });
    const [attendee] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'demo-attendee'))
      .limit(1);
    if (!attendee) throw new Error('the demo catalogue has no demo-attendee');
    const token = randomBytes(32).toString('base64url');
    await database.db.insert(sessions).values({
      tokenHash: createHash('sha256').update(token).digest('hex'),
      userId: attendee.id,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
    });
    await also?.(database);
    return `${SESSION_COOKIE}=${encodeURIComponent(sign(token, secret))}`;
  } finally {
    await database.close();
  }
}

const BARE_SERVER = `
const http = require('node:http');
const fs = require('node:fs');
const routes = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
for (const r of Object.values(routes)) r.body = Buffer.from(r.body, 'base64');
http.createServer((req, res) => {
  const r = routes[req.url];
  if (!r) { res.writeHead(404); res.end(); return; }
  res.writeHead(200, r.headers);
  res.end(r.body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

/** `seconds` of autocannon at BENCH_CONNECTIONS on one address. */
export async function measure(url: string, headers: Record<string, string>, seconds = SECONDS) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  return { rps: r.requests.average, p99: r.latency.p99, bad: r.non2xx + r.errors + r.timeouts };
}

interface Row {
  route: string;
  visitor: string;
  load: string;
  rps: number;
  p99: number;
  bad: number;
  bareRps: number;
  bareP99: number;
}

async function runEngine(engine: Engine, adminUrl: string | undefined): Promise<Row[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'read-path-'));
  const secret = loadConfig({ NODE_ENV: 'development' }).sessionSecret;
  const dbName = process.env.BENCH_DB_NAME ?? `tikiti_bench_${process.pid}`;
  let dbUrl: string | undefined;
  let product: ChildProcess | undefined;
  let bare: ChildProcess | undefined;
  const admin = engine === 'postgres' ? new pg.Client({ connectionString: adminUrl }) : undefined;
  try {
    if (admin) {
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${dbName}`);
      const u = new URL(adminUrl!);
      u.pathname = `/${dbName}`;
      dbUrl = u.toString();
    }
    const dataDir = path.join(work, 'data');
    const cookie = await prepareDatabase(dbUrl ? { url: dbUrl } : { dataDir }, secret);

    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATABASE_URL: dbUrl ?? '',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      // The API alone: the built web app is not part of this path.
      WEB_DIST_DIR: path.join(work, 'no-web'),
    };
    delete env.LOG_LEVEL;
    delete env.SESSION_SECRET;
    const profile = process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`]
      : [];
    buildServerBundle();
    product = spawn(
      process.execPath,
      [...PRODUCTION_NODE_ARGS, ...profile, path.join(ROOT, 'apps/api/dist/server.js')],
      {
        cwd: ROOT,
        env: { ...env, ...PRODUCTION_ENV },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    const base = `http://127.0.0.1:${PORT}`;
    await waitUntilUp(`${base}/api/health`, product, 'the product server');

    const listing = await rawGet(`${base}/api/events?limit=24`, { accept: 'application/json' });
    const firstId = (JSON.parse(listing.body.toString('utf8')) as { id: number }[])[0]?.id;
    if (firstId === undefined) throw new Error('the listing is empty');
    const routes = [`/api/events/${firstId}`, '/api/events?limit=24'];

    const captured: Record<string, { headers: Record<string, string>; body: string }> = {};
    for (const route of routes) {
      const res = await rawGet(base + route, BROWSER_HEADERS);
      if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
      // The bare server answers every visitor with one body: the product must do the same.
      for (const visitor of VISITORS.slice(1)) {
        const other = await rawGet(base + route, { ...BROWSER_HEADERS, cookie: visitor.cookie(cookie) });
        if (!other.body.equals(res.body)) throw new Error(`${route} answered ${visitor.name} with other bytes`);
      }
      const headers: Record<string, string> = { 'content-type': String(res.headers['content-type']) };
      for (const h of ['content-encoding', 'x-total-count', 'etag', 'cache-control', 'vary']) {
        if (res.headers[h]) headers[h] = String(res.headers[h]);
      }
      captured[route] = { headers, body: res.body.toString('base64') };
    }
    const routesFile = path.join(work, 'bare-routes.json');
    writeFileSync(routesFile, JSON.stringify(captured));
    bare = spawn(process.execPath, ['-e', BARE_SERVER, routesFile, String(BARE_PORT)], { stdio: 'inherit' });
    const bareBase = `http://127.0.0.1:${BARE_PORT}`;
    await waitUntilUp(bareBase + routes[0], bare, 'the bare server');

    // Each product measurement is followed at once by the bare server's, so both see the same
    // machine (other work on it moves both figures, not just one).
    const rows: Row[] = [];
    for (const route of routes) {
      await measure(bareBase + route, BROWSER_HEADERS, 1);
      for (const visitor of VISITORS) {
        const sent = visitor.cookie(cookie);
        const headers = sent ? { ...BROWSER_HEADERS, cookie: sent } : BROWSER_HEADERS;
        await measure(base + route, headers, WARMUP_SECONDS);
        const pairs: Row[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          const load = loadAverage();
          const r = await measure(base + route, headers);
          const bareResult = await measure(bareBase + route, BROWSER_HEADERS);
          pairs.push({ route, visitor: visitor.name, load, ...r, bareRps: bareResult.rps, bareP99: bareResult.p99 });
        }
        pairs.sort((a, b) => a.rps / a.bareRps - b.rps / b.bareRps);
        rows.push(pairs[Math.floor(pairs.length / 2)]!);
      }
    }
    return rows;
  } finally {
    await stop(product);
    await stop(bare);
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
      await admin.end();
    }
    rmSync(work, { recursive: true, force: true });
  }
}

function print(engine: Engine, rows: Row[]): boolean {
  const judged = engine === 'postgres';
  const table = rows.map((r) => {
    const ratio = r.rps / r.bareRps;
    const ok = ratio >= TARGET_RATIO && r.p99 < TARGET_P99_MS && r.bad === 0;
    return {
      ok,
      cells: [
        `GET ${r.route}`,
        r.visitor,
        Math.round(r.rps).toLocaleString('en'),
        String(r.p99),
        Math.round(r.bareRps).toLocaleString('en'),
        String(r.bareP99),
        `${ratio.toFixed(2)} (≥ ${TARGET_RATIO.toFixed(1)})`,
        r.bad ? `${r.bad} failed` : judged ? (ok ? 'PASS' : 'FAIL') : ok ? '(meets)' : '(misses)',
        r.load.replace('load average ', ''),
      ],
    };
  });
  const header = ['request', 'visitor', 'req/s', 'p99 ms', 'bare req/s', 'bare p99', 'ratio', 'target', 'load average'];
  const widths = header.map((h, i) => Math.max(h.length, ...table.map((t) => t.cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded default; reported, not judged)'}`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const t of table) console.log(line(t.cells));
  return table.every((t) => t.ok);
}

export async function run(): Promise<void> {
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const wanted = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',').map((s) => s.trim());
  const engines = (['postgres', 'pglite'] as const).filter(
    (e) => wanted.includes(e) && (e === 'pglite' || Boolean(adminUrl)),
  );
  console.log(
    `${CONNECTIONS} connections, ${SECONDS} s per measurement, ${loadAverage()}; target on PostgreSQL: ` +
      `≥ ${TARGET_RATIO.toFixed(1)} of the bare server's req/s and p99 < ${TARGET_P99_MS} ms, for each visitor.` +
      (adminUrl ? '' : ' No BENCH_DATABASE_URL/TEST_DATABASE_URL: PostgreSQL skipped.'),
  );
  let failed = false;
  for (const engine of engines) {
    const ok = print(engine, await runEngine(engine, adminUrl));
    if (engine === 'postgres' && !ok) failed = true;
  }
  console.log(failed ? '\nread-path: FAIL' : '\nread-path: PASS');
  if (failed) process.exitCode = 1;
}

// Run directly: `npx tsx bench/read-path.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
