/**
 * Data saver (issue 20 item 5, issue 26 item 5): every byte a phone on prepaid data moves for the
 * home page, the listing and an event page, with and without the data saver, measured in the
 * browser. Each page loads in a fresh phone-sized context of headless Chromium (empty cache),
 * once as is and once with the `Save-Data: on` request header that Chrome on Android sends when
 * the phone's or the browser's data saver is on; the visitor waits until the page is live, reads
 * it to its end, and the count runs until `WINDOW_MS` after navigation started (the carousel's
 * staggered downloads and the hero's rotation included) and the page's scripts are quiet. Bytes
 * are every response's headers and body as carried, scripts included (bench/page-bytes.ts, the
 * script budget's measuring code).
 *
 * Target: the data saver's bytes are at most half the normal ones, on each page and in total.
 * `BENCH_DS_RUNS` (default 2) sets the runs per page and mode (the median is reported);
 * `BENCH_BASE_URL` measures a running server; `BENCH_WEB_DIST` serves an existing build;
 * `CHROMIUM_PATH` names the browser (the tests' one, installed first when missing:
 * scripts/chromium.mjs); `BENCH_EVENT_ID` (default 26).
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { requireChromium } from '../scripts/chromium.mjs';
import { startProduct } from './lighthouse.js';
import { kb, phoneContext, readToTheEnd, recordPage, whenLive, type PageRecord } from './page-bytes.js';

export const TARGET_RATIO = 0.5;
export const WINDOW_MS = 10_000;
const RUNS = Number(process.env.BENCH_DS_RUNS ?? 2);
const EVENT_ID = Number(process.env.BENCH_EVENT_ID ?? 26);

/** Bytes by Playwright resource type (document, script, image, fetch, stylesheet, …). */
export function byType(record: PageRecord): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of record.transfers) out[t.type] = (out[t.type] ?? 0) + t.bodyBytes + t.headerBytes;
  return out;
}

/** Loads `path` in a fresh phone-sized context, reads it to the end, and counts what it moved. */
export async function measurePage(browser: Browser, base: string, path: string, saveData: boolean) {
  const context = await phoneContext(browser, base, { saveData });
  try {
    return await recordPage(await context.newPage(), async (page: Page) => {
      const started = Date.now();
      await page.goto(path, { waitUntil: 'commit' });
      await whenLive(page);
      await readToTheEnd(page);
      await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    });
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The figure line the bench prints (and the docs quote). */
export function verdict(what: string, normal: number, saver: number): { line: string; pass: boolean } {
  const ratio = normal > 0 ? saver / normal : Number.NaN;
  const pass = ratio <= TARGET_RATIO;
  return {
    pass,
    line: `${what}: normal ${kb(normal)} KB, data saver ${kb(saver)} KB, ratio ${ratio.toFixed(2)} (target <= ${TARGET_RATIO}) ${pass ? 'PASS' : 'FAIL'}`,
  };
}

export async function run(): Promise<void> {
  const external = process.env.BENCH_BASE_URL;
  const executablePath = requireChromium('tests');
  const product = external ? { base: external.replace(/\/$/, ''), stop: async () => {} } : await startProduct();
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'],
  });
  const pages = ['/', '/events', `/events/${EVENT_ID}`];
  try {
    // Warm the server (first database reads, the drawn pages' cache) so run 1 is not an outlier.
    for (const p of pages) {
      await fetch(product.base + p).then((r) => r.text());
      await fetch(product.base + p, { headers: { 'Save-Data': 'on' } }).then((r) => r.text());
    }
    const lines: { line: string; pass: boolean }[] = [];
    let normalTotal = 0;
    let saverTotal = 0;
    for (const path of pages) {
      const normal: PageRecord[] = [];
      const saver: PageRecord[] = [];
      for (let i = 0; i < RUNS; i++) {
        normal.push(await measurePage(browser, product.base, path, false));
        saver.push(await measurePage(browser, product.base, path, true));
      }
      const pick = (runs: PageRecord[]) =>
        runs.find((r) => r.totalBytes === median(runs.map((x) => x.totalBytes))) ?? runs[0]!;
      const n = byType(pick(normal));
      const s = byType(pick(saver));
      const types = [...new Set([...Object.keys(n), ...Object.keys(s)])].sort();
      console.log(
        `\n${path} at 390x844, empty cache, read to the end, ${WINDOW_MS / 1000} s at least, median of ${RUNS}:`,
      );
      console.table(types.map((t) => ({ type: t, 'normal KB': kb(n[t] ?? 0), 'data saver KB': kb(s[t] ?? 0) })));
      const normalBytes = median(normal.map((r) => r.totalBytes));
      const saverBytes = median(saver.map((r) => r.totalBytes));
      normalTotal += normalBytes;
      saverTotal += saverBytes;
      lines.push(verdict(`${path} bytes`, normalBytes, saverBytes));
    }
    lines.push(verdict('three pages together', normalTotal, saverTotal));
    console.log('');
    for (const { line } of lines) console.log(line);
    if (lines.some((l) => !l.pass)) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}
