/**
 * The script budget as a phone pays it (issue 26, item 1): `/`, `/events`, an event page, the
 * checkout's payment page and the door, each in a fresh phone-sized context of headless
 * Chromium with an empty cache; every script response counted at its gzip size as sent
 * (bench/page-bytes.ts, the same code e2e/script-budget.spec.ts runs in `npm run test:e2e`).
 * Prints per page the total, each script file with its size, the target and PASS/FAIL, then
 * where the bytes go: for each file, its largest modules (packages and source folders) from the
 * bundle analyser (rollup-plugin-visualizer's raw data, written by the bench's own build).
 *
 * Builds the web app into a temporary folder and starts the product on a fresh embedded database
 * (the demo catalogue). `BENCH_BASE_URL` measures a running server instead (no analysis then,
 * unless `BENCH_BUNDLE_STATS` names that build's analyser file); `BENCH_EVENT_ID` (default 26).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { requireChromium } from '../scripts/chromium.mjs';
import { buildWeb } from './bundle.js';
import { startProduct } from './lighthouse.js';
import { budgetLine, kb, measureScriptBudget, overBudget, scripts, type BudgetRow } from './page-bytes.js';

const EVENT_ID = Number(process.env.BENCH_EVENT_ID ?? 26);

/** rollup-plugin-visualizer's `raw-data` template, the parts read here. */
interface VisualizerData {
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
}

/** A module's owner: its npm package, or its folder in the web app or contracts. */
export function ownerOf(id: string): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (pkg) return pkg[1]!;
  // Ids are relative to apps/web (`/src/app/…`, `../../packages/contracts/src/…`).
  const src = /(^\/?src|apps\/web\/src|packages\/contracts\/src)\/(.*)$/.exec(id);
  if (!src) return id.replace(/^\0/, '');
  const parts = src[2]!.split('/');
  // features/<name>/<part>, components/<part>, app/<part>: deep enough to say what it is.
  const depth = parts[0] === 'features' ? 3 : 2;
  return `${src[1]!.includes('contracts') ? 'contracts' : 'web'}/${parts.slice(0, Math.min(depth, parts.length - 1)).join('/') || parts[0]}`;
}

/** For each built file, its owners' gzipped bytes, largest first. */
export function whereTheBytesGo(statsFile: string): Map<string, { owner: string; gzip: number }[]> {
  const data = JSON.parse(readFileSync(statsFile, 'utf8')) as VisualizerData;
  const byFile = new Map<string, Map<string, number>>();
  for (const meta of Object.values(data.nodeMetas)) {
    for (const [file, partUid] of Object.entries(meta.moduleParts)) {
      const part = data.nodeParts[partUid];
      if (!part) continue;
      const owners = byFile.get(file) ?? new Map<string, number>();
      const owner = ownerOf(meta.id);
      owners.set(owner, (owners.get(owner) ?? 0) + part.gzipLength);
      byFile.set(file, owners);
    }
  }
  return new Map(
    [...byFile].map(([file, owners]) => [
      file,
      [...owners].map(([owner, gzip]) => ({ owner, gzip })).sort((a, b) => b.gzip - a.gzip),
    ]),
  );
}

function printRow(row: BudgetRow, analysis: Map<string, { owner: string; gzip: number }[]> | null) {
  console.log(`\n${budgetLine(row)}`);
  for (const t of scripts(row.record).sort((a, b) => b.bodyBytes - a.bodyBytes)) {
    const file = new URL(t.url).pathname.replace(/^\//, '');
    const owners = analysis?.get(file);
    // The analyser's gzip is per module, before the chunk is compressed as a whole: a share, not a sum.
    const top = owners
      ?.slice(0, 5)
      .map((o) => `${o.owner} ${kb(o.gzip)}`)
      .join(', ');
    console.log(`  ${file.padEnd(48)} ${kb(t.bodyBytes).padStart(6)} KB${t.encoding ? '' : ' (sent uncompressed)'}`);
    if (top) console.log(`      ${top}`);
  }
}

export async function run(): Promise<void> {
  const external = process.env.BENCH_BASE_URL;
  let work: string | null = null;
  let statsFile = process.env.BENCH_BUNDLE_STATS ?? null;
  if (!external && !process.env.BENCH_WEB_DIST) {
    work = mkdtempSync(path.join(tmpdir(), 'tikiti-script-budget-'));
    statsFile = path.join(work, 'stats.json');
    const dist = path.join(work, 'dist');
    console.log(`Building the web app into ${dist} (with the bundle analyser) ...`);
    buildWeb(dist, { statsFile });
    process.env.BENCH_WEB_DIST = dist;
  }
  const executablePath = requireChromium('tests');
  const product = external ? { base: external.replace(/\/$/, ''), stop: async () => {} } : await startProduct();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  try {
    // Warm the server (first database reads, the drawn pages' cache) so no page pays for it.
    for (const p of ['/', '/events', `/events/${EVENT_ID}`]) await fetch(product.base + p).then((r) => r.text());
    const rows = await measureScriptBudget(browser, product.base, EVENT_ID);
    const analysis = statsFile && existsSync(statsFile) ? whereTheBytesGo(statsFile) : null;
    console.log(
      '\nScript a phone downloads to show and use each page (390x844, empty cache, gzip as sent; under each file its largest parts, gzipped alone, from rollup-plugin-visualizer):',
    );
    for (const row of rows) printRow(row, analysis);
    console.log('');
    console.table(
      rows.map((r) => ({
        page: r.path,
        'script KB': kb(r.record.scriptBytes),
        files: scripts(r.record).length,
        'all bytes KB': kb(r.record.totalBytes),
        result: overBudget(r) ? 'FAIL' : 'PASS',
      })),
    );
    const failed = rows.filter(overBudget);
    console.log(`Script budget: ${failed.length ? `FAIL (${failed.map((r) => r.name).join(', ')})` : 'PASS'}`);
    if (failed.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
    if (work) {
      rmSync(work, { recursive: true, force: true });
      delete process.env.BENCH_WEB_DIST;
    }
  }
}
