/**
 * First-load bundle: what a phone downloads before the first page can show, read from the Vite
 * manifest of a fresh build. First-load JS is the entry chunk plus every chunk it imports
 * statically (the HTML preloads them); CSS is what the entry links. Route chunks load later
 * (lazily, in parallel with their data), so they are listed apart.
 *
 * `BENCH_WEB_DIST=<dir>` reads an existing build (built with `build.manifest: true`) instead.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { routeChunks } from '../apps/api/src/lib/preload.js';

/** Issue 6 target: at most 100 kB (1 kB = 1,000 bytes, as size-limit counts) of gzipped JavaScript before anything shows. */
export const FIRST_LOAD_JS_BUDGET_KB = 100;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface BundleReport {
  firstLoadJs: { file: string; raw: number; gzip: number }[];
  firstLoadCss: { file: string; raw: number; gzip: number }[];
  chunks: { file: string; raw: number; gzip: number; lazy: boolean }[];
  /** Gzipped bytes. */
  jsGzip: number;
  cssGzip: number;
}

/** Builds the web app into `outDir` with a manifest (never into apps/web/dist, which a running server may use). */
export function buildWeb(outDir: string): void {
  execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    { cwd: WEB, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

const sizeOf = (dist: string, file: string) => {
  const bytes = readFileSync(path.join(dist, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

/** First-load and per-chunk sizes of a build made with `build.manifest: true`. */
export function bundleReport(dist: string): BundleReport {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error(`no entry chunk in ${dist}/.vite/manifest.json`);

  const firstLoad = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || firstLoad.has(chunk.file)) return;
    firstLoad.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);

  const firstLoadJs = [...firstLoad].map((f) => sizeOf(dist, f));
  const firstLoadCss = [...css].map((f) => sizeOf(dist, f));
  const chunks = Object.values(manifest)
    .filter((c) => c.file.endsWith('.js'))
    .map((c) => ({ ...sizeOf(dist, c.file), lazy: !firstLoad.has(c.file) }))
    .sort((a, b) => b.gzip - a.gzip);
  const sum = (list: { gzip: number }[]) => list.reduce((n, x) => n + x.gzip, 0);
  return { firstLoadJs, firstLoadCss, chunks, jsGzip: sum(firstLoadJs), cssGzip: sum(firstLoadCss) };
}

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export async function run(): Promise<void> {
  let dist = process.env.BENCH_WEB_DIST;
  let tmp: string | null = null;
  if (!dist) {
    tmp = mkdtempSync(path.join(tmpdir(), 'tikiti-bundle-'));
    dist = tmp;
    console.log(`Building the web app into ${dist} ...`);
    buildWeb(dist);
  }
  if (!existsSync(path.join(dist, '.vite/manifest.json'))) throw new Error(`${dist} has no Vite manifest`);
  try {
    const report = bundleReport(dist);
    console.log('\nFirst load (entry chunk, its static imports and its CSS), kB:');
    console.table(
      [...report.firstLoadJs, ...report.firstLoadCss].map((f) => ({
        file: f.file,
        raw: kb(f.raw),
        gzip: kb(f.gzip),
      })),
    );
    console.log('\nBiggest chunks, kB:');
    console.table(
      report.chunks.slice(0, 12).map((c) => ({
        file: c.file,
        loads: c.lazy ? 'lazily' : 'first',
        raw: kb(c.raw),
        gzip: kb(c.gzip),
      })),
    );
    // What a landing page needs beyond the first load: the chunks the server names in its HTML.
    console.log('\nLanding pages: their chunks beyond the first load (modulepreloaded from the HTML), kB:');
    console.table(
      [...routeChunks(dist)].map(([route, files]) => ({
        page: route,
        files: files.length,
        gzip: kb(files.reduce((n, f) => n + sizeOf(dist, f.replace(/^\//, '')).gzip, 0)),
      })),
    );
    const ok = report.jsGzip <= FIRST_LOAD_JS_BUDGET_KB * 1000;
    console.log(
      `\nFirst-load JS ${kb(report.jsGzip)} kB gzipped (target <= ${FIRST_LOAD_JS_BUDGET_KB} kB): ${ok ? 'PASS' : 'FAIL'}`,
    );
    console.log(`First-load CSS ${kb(report.cssGzip)} kB gzipped; JS+CSS ${kb(report.jsGzip + report.cssGzip)} kB`);
  } finally {
    if (tmp) rmSync(tmp, { recursive: true, force: true });
  }
}
