import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "The API's modules" is the map of the API (issue 25, items 4 and 5): this
 * holds it equal to the module folders and to what the product's code of each module imports
 * (tests and type-only imports aside), and fails on any cycle between modules.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const config = (
  (await import(/* @vite-ignore */ path.join(root, '.dependency-cruiser.mjs'))) as { default: IConfiguration }
).default;
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const start = doc.indexOf("## The API's modules");
const section = doc.slice(start, doc.indexOf('\n## ', start + 3));

const folders = readdirSync(path.join(root, 'apps/api/src/modules'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const TEST_FILE = /\.(test|test-util|test-support)\.tsx?$/;
const MODULE = /^apps\/api\/src\/modules\/([^/]+)\//;

/** module → the other modules its product code imports (at run time). */
async function moduleGraph(): Promise<Map<string, Set<string>>> {
  const { options: _options, ...ruleSet } = config;
  const result = await cruise(['apps/api/src/modules'], {
    baseDir: root,
    ruleSet,
    tsPreCompilationDeps: true,
    exclude: { path: TEST_FILE.source },
  });
  const graph = new Map<string, Set<string>>(folders.map((f) => [f, new Set()]));
  for (const m of (result.output as ICruiseResult).modules) {
    const from = MODULE.exec(m.source)?.[1];
    if (!from || TEST_FILE.test(m.source)) continue;
    for (const d of m.dependencies) {
      const to = MODULE.exec(d.resolved)?.[1];
      if (!to || to === from || d.dependencyTypes.includes('type-only')) continue;
      graph.get(from)!.add(to);
    }
  }
  return graph;
}

const graph = await moduleGraph();

describe("docs/architecture.md: the API's modules", () => {
  const rows = [...section.matchAll(/^\| `([a-z-]+)` \| ([^|]+) \| ([^|]+) \|$/gm)].map((m) => ({
    name: m[1]!,
    imports: m[3]!.trim() === '—' ? [] : m[3]!.split(',').map((s) => s.trim()),
  }));

  it('names every module folder once, and nothing that is not a folder', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(folders);
  });

  it("names exactly the modules each module's code imports", () => {
    const documented = Object.fromEntries(rows.map((r) => [r.name, [...r.imports].sort()]));
    const actual = Object.fromEntries([...graph].map(([m, to]) => [m, [...to].sort()]));
    expect(actual).toEqual(documented);
  });

  it('has no cycle between modules: no module reaches back to itself through others', () => {
    const cycles: string[] = [];
    const walk = (start: string, at: string, trail: string[]) => {
      for (const next of graph.get(at) ?? []) {
        if (next === start) cycles.push([...trail, next].join(' → '));
        else if (!trail.includes(next)) walk(start, next, [...trail, next]);
      }
    };
    for (const m of folders) walk(m, m, [m]);
    expect(cycles).toEqual([]);
  });
});
