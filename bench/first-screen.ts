/**
 * Time to first byte of the event page (decision 031): the page whose first screen the server
 * drew, served from its cache of drawn pages, against the same page served as built (no drawn
 * first screen: the path the static shell took before, head tags looked up per request) and a
 * bare `node:http` server sending the drawn page's bytes, all in the same run. Target: the drawn
 * page's median within 20 % of the page as built (ratio ≤ 1.2).
 *
 * Needs `npm run build` first (apps/web/dist and dist-ssr). Embedded PGlite, the demo catalogue.
 * Settings: BENCH_REQUESTS (300 per server, one at a time, interleaved), BENCH_PORT (3130; the
 * page-as-built server and the bare server use the next two ports).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../apps/api/src/config.js';
import { prepareDatabase } from './read-path.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 3130);
const TARGET_RATIO = 1.2;
const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_DIST = path.join(ROOT, 'apps/web/dist');

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET: milliseconds until the response's first byte (its status line), and its body. */
function timedGet(url: string): Promise<{ ttfb: number; status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    http
      .get(url, { agent, headers: { accept: 'text/html' } }, (res) => {
        const ttfb = Number(process.hrtime.bigint() - start) / 1e6;
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ ttfb, status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    if (
      await timedGet(url).then(
        (r) => r.status < 500,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

const BARE_SERVER = `
const http = require('node:http');
const body = require('node:fs').readFileSync(process.argv[1]);
http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
  res.end(body);
}).listen(Number(process.argv[2]), '127.0.0.1');
`;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) * q)]!;

export async function run(): Promise<void> {
  if (!existsSync(path.join(`${WEB_DIST}-ssr`, 'entry-server.js'))) {
    throw new Error('apps/web/dist-ssr/entry-server.js is missing: run `npm run build` first');
  }
  const work = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  const servers: ChildProcess[] = [];
  try {
    const dataDir = path.join(work, 'data');
    await prepareDatabase({ dataDir }, loadConfig({ NODE_ENV: 'development' }).sessionSecret);
    // The page as built: the same web build without its server entry beside it.
    const plainDist = path.join(work, 'web', 'dist');
    cpSync(WEB_DIST, plainDist, { recursive: true });
    const start = (port: number, webDist: string, db: string) => {
      const env: NodeJS.ProcessEnv = {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: db,
        DATABASE_URL: '',
        DEMO_DATA: 'false',
        WEB_DIST_DIR: webDist,
      };
      const child = spawn(process.execPath, [path.join(ROOT, 'apps/api/dist/server.js')], {
        cwd: ROOT,
        env,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      servers.push(child);
      return child;
    };
    // PGlite serves one process: the page-as-built server has its own copy of the database.
    const plainData = path.join(work, 'data-plain');
    cpSync(dataDir, plainData, { recursive: true });
    const drawn = start(PORT, WEB_DIST, dataDir);
    const plain = start(PORT + 1, plainDist, plainData);
    const drawnBase = `http://127.0.0.1:${PORT}`;
    const plainBase = `http://127.0.0.1:${PORT + 1}`;
    await waitUntilUp(`${drawnBase}/api/health`, drawn);
    await waitUntilUp(`${plainBase}/api/health`, plain);

    const listing = JSON.parse((await timedGet(`${drawnBase}/api/events?limit=1`)).body) as { externalId: string }[];
    const page = `/events/${listing[0]!.externalId}`;
    const first = await timedGet(drawnBase + page);
    if (!first.body.includes('data-ssr')) throw new Error(`${page} was not drawn by the server`);
    const pageFile = path.join(work, 'page.html');
    writeFileSync(pageFile, first.body);
    const bare = spawn(process.execPath, ['-e', BARE_SERVER, pageFile, String(PORT + 2)], { stdio: 'inherit' });
    servers.push(bare);
    const bareBase = `http://127.0.0.1:${PORT + 2}`;
    await waitUntilUp(bareBase + page, bare);

    const targets = { drawn: drawnBase + page, plain: plainBase + page, bare: bareBase + page };
    const times: Record<keyof typeof targets, number[]> = { drawn: [], plain: [], bare: [] };
    // Warm-up (V8, the caches), then one request to each in turn, so all three see the same machine.
    for (let i = 0; i < 50; i++) for (const url of Object.values(targets)) await timedGet(url);
    for (let i = 0; i < REQUESTS; i++) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        times[name].push((await timedGet(url)).ttfb);
      }
    }
    const rows = (Object.keys(times) as (keyof typeof targets)[]).map((name) => [
      name === 'drawn' ? 'drawn (cached)' : name === 'plain' ? 'as built (before)' : 'bare node:http',
      quantile(times[name], 0.5).toFixed(2),
      quantile(times[name], 0.9).toFixed(2),
    ]);
    console.log(`GET ${page}, ${REQUESTS} requests each, one at a time (ms to first byte)`);
    console.log(['server', 'median', 'p90'].map((h) => h.padStart(18)).join(''));
    for (const r of rows) console.log(r.map((c) => c.padStart(18)).join(''));
    const ratio = quantile(times.drawn, 0.5) / quantile(times.plain, 0.5);
    const bareRatio = quantile(times.drawn, 0.5) / quantile(times.bare, 0.5);
    console.log(
      `\nratio drawn / as built: ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}); drawn / bare: ${bareRatio.toFixed(2)}`,
    );
    console.log(ratio <= TARGET_RATIO ? 'first-screen: PASS' : 'first-screen: FAIL');
    if (ratio > TARGET_RATIO) process.exitCode = 1;
  } finally {
    for (const s of servers) await stop(s);
    agent.destroy();
    rmSync(work, { recursive: true, force: true });
  }
}

// Run directly: `npx tsx bench/first-screen.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
