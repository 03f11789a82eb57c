/**
 * Data saver (issue 20, item 5): what a phone on prepaid data downloads for the home page, with
 * and without the data saver. Loads `/` in headless Chromium at phone size in a fresh browser
 * context (empty cache) twice: once as is, once with the `Save-Data: on` request header that
 * Chrome on Android sends when the phone's or the browser's data saver is on. Bytes are what
 * the network carried (headers and compressed bodies: CDP `Network.loadingFinished`
 * `encodedDataLength`) during the first 10 s after navigation started, the carousel's
 * staggered downloads and the hero's rotation included.
 *
 * Target: the data saver's bytes are at most half the normal ones. `BENCH_DS_RUNS` (default 2)
 * sets the runs per mode (the median is reported); `BENCH_BASE_URL` measures a running server;
 * `BENCH_WEB_DIST` serves an existing build; `CHROMIUM_PATH` names the browser (the tests' one,
 * installed first when missing: scripts/chromium.mjs).
 */
import { chromium, devices, type Browser } from '@playwright/test';
import { requireChromium } from '../scripts/chromium.mjs';
import { startProduct } from './lighthouse.js';

export const TARGET_RATIO = 0.5;
export const WINDOW_MS = 10_000;
const RUNS = Number(process.env.BENCH_DS_RUNS ?? 2);

export interface PageBytes {
  total: number;
  requests: number;
  /** Bytes by CDP resource type (Document, Script, Image, Fetch, Stylesheet, …). */
  byType: Record<string, number>;
}

/** Loads `url` in a fresh phone-sized context and counts the bytes carried in the first `WINDOW_MS`. */
export async function measurePage(browser: Browser, url: string, saveData: boolean): Promise<PageBytes> {
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    extraHTTPHeaders: saveData ? { 'Save-Data': 'on' } : {},
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const types = new Map<string, string>();
    const out: PageBytes = { total: 0, requests: 0, byType: {} };
    let counting = true;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      if (!counting) return;
      const type = types.get(e.requestId) ?? 'Other';
      out.total += e.encodedDataLength;
      out.requests += 1;
      out.byType[type] = (out.byType[type] ?? 0) + e.encodedDataLength;
    });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(Math.max(0, WINDOW_MS - (Date.now() - started)));
    counting = false;
    return out;
  } finally {
    await context.close();
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The figure line the bench prints (and the docs quote). */
export function verdict(normal: number, saver: number): { line: string; pass: boolean } {
  const ratio = normal > 0 ? saver / normal : Number.NaN;
  const pass = ratio <= TARGET_RATIO;
  return {
    pass,
    line: `home page bytes: normal ${kb(normal)} KB, data saver ${kb(saver)} KB, ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${pass ? 'PASS' : 'FAIL'}`,
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
  try {
    // Warm the server (first database reads, the hero's cached query) so run 1 is not an outlier.
    await fetch(`${product.base}/`).then((r) => r.text());
    await fetch(`${product.base}/`, { headers: { 'Save-Data': 'on' } }).then((r) => r.text());
    const normal: PageBytes[] = [];
    const saver: PageBytes[] = [];
    for (let i = 0; i < RUNS; i++) {
      normal.push(await measurePage(browser, `${product.base}/`, false));
      saver.push(await measurePage(browser, `${product.base}/`, true));
    }
    const pick = (runs: PageBytes[]) => runs.find((r) => r.total === median(runs.map((x) => x.total))) ?? runs[0]!;
    const n = pick(normal);
    const s = pick(saver);
    const types = [...new Set([...Object.keys(n.byType), ...Object.keys(s.byType)])].sort();
    console.log(`\nHome page at 390x844, empty cache, first ${WINDOW_MS / 1000} s, median of ${RUNS} runs:`);
    console.table([
      ...types.map((t) => ({ type: t, 'normal KB': kb(n.byType[t] ?? 0), 'data saver KB': kb(s.byType[t] ?? 0) })),
      { type: 'requests', 'normal KB': String(n.requests), 'data saver KB': String(s.requests) },
    ]);
    const { line, pass } = verdict(median(normal.map((r) => r.total)), median(saver.map((r) => r.total)));
    console.log(line);
    if (!pass) process.exitCode = 1;
  } finally {
    await browser.close();
    await product.stop();
  }
}
