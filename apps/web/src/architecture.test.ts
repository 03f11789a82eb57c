import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * docs/architecture.md "The web's layers" is the map of the web app: this holds it equal to the
 * feature folders and to the boundary rules that dependency-cruiser enforces.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const config = (
  (await import(/* @vite-ignore */ path.join(root, '.dependency-cruiser.mjs'))) as { default: IConfiguration }
).default;
const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
const section = doc.slice(
  doc.indexOf("## The web's layers"),
  doc.indexOf('## ', doc.indexOf("## The web's layers") + 3),
);

const folders = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();
const TEST_FILE = /\.(test|test-util|test-support)\.tsx?$/;
const FEATURE = /^apps\/web\/src\/features\/([^/]+)\//;

/** The layer a resolved import lands in: `components/<folder>`, `lib`, `i18n`, …, or `contracts`. */
function layerOf(resolved: string): string | null {
  if (resolved.startsWith('packages/contracts/')) return 'contracts';
  const m = /^apps\/web\/src\/(components\/[^/.]+(?=\/)|[^/]+)/.exec(resolved);
  if (!m || m[1]!.startsWith('features')) return null;
  return m[1]!.startsWith('components/') || !m[1]!.startsWith('components') ? m[1]! : 'components';
}

/** feature → the layers below it that its product code imports (tests aside). */
async function featureGraph(): Promise<Map<string, Set<string>>> {
  const { options, ...ruleSet } = config;
  // The `@/` paths resolve through the web's tsconfig, as `npm run test:boundaries` reads them.
  const tsConfig = options!.tsConfig!.fileName!;
  const result = await cruise(
    ['apps/web/src/features'],
    {
      baseDir: root,
      ruleSet,
      tsPreCompilationDeps: true,
      exclude: { path: TEST_FILE.source },
      enhancedResolveOptions: options!.enhancedResolveOptions!,
    },
    { tsConfig } as Parameters<typeof cruise>[2],
    { tsConfig: extractTSConfig(tsConfig) },
  );
  const graph = new Map<string, Set<string>>(folders.map((f) => [f, new Set()]));
  for (const m of (result.output as ICruiseResult).modules) {
    const from = FEATURE.exec(m.source)?.[1];
    if (!from || TEST_FILE.test(m.source)) continue;
    for (const d of m.dependencies) {
      const layer = layerOf(d.resolved);
      if (layer) graph.get(from)!.add(layer);
    }
  }
  return graph;
}

const graph = await featureGraph();

describe("docs/architecture.md: the web's layers", () => {
  const rows = [...section.matchAll(/^\| `([a-z-]+)` \| [^|]+ \| ([^|]+) \|$/gm)].map((m) => ({
    name: m[1]!,
    imports: m[2]!.split(',').map((s) => s.trim()),
  }));

  it('names every feature folder once, with its role, and nothing that is not a folder', () => {
    expect(rows.map((r) => r.name).sort()).toEqual(folders);
  });

  it("names exactly the layers each feature's code imports", () => {
    const documented = Object.fromEntries(rows.map((r) => [r.name, [...r.imports].sort()]));
    const actual = Object.fromEntries([...graph].map(([f, to]) => [f, [...to].sort()]));
    expect(actual).toEqual(documented);
  });

  it('says what each layer may import as the boundary rules do', () => {
    const rules = config.forbidden ?? [];
    const rule = (name: string) => rules.find((r) => r.name === name);
    // A feature: never another feature (captured from its own folder's name) …
    expect(rule('web-feature-imports-feature')).toMatchObject({
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    });
    // … and the shared layer nothing above it.
    expect(rule('web-shared-layer-imports-up')).toMatchObject({
      severity: 'error',
      from: { path: '^apps/web/src/components/' },
      to: { path: '^apps/web/src/(app|features)/' },
    });
    expect(section).toMatch(
      /\| `features\/<name>\/` \|[^\n]*\| shared layer, lib, i18n, locales, contracts; never another feature, never app \|/,
    );
    expect(section).toMatch(
      /\| `components\/` \(shared layer\) \|[^\n]*\| lib, i18n, locales, contracts; never app or features \|/,
    );
  });
});

describe('the boundary rules', () => {
  const sandbox = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

  /** Cruises a small tree laid out like apps/web/src, with the project's rules. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(sandbox, file)), { recursive: true });
      writeFileSync(path.join(sandbox, file), text);
    }
    const { options: _options, ...ruleSet } = config;
    const result = await cruise(['apps'], { baseDir: sandbox, ruleSet, validate: true });
    return (result.output as ICruiseResult).summary.violations
      .filter((v) => v.rule.severity === 'error')
      .map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
  }

  it('refuses a feature importing another feature, and the shared layer importing a feature', async () => {
    expect(
      await violations({
        'apps/web/src/features/tickets/a.ts': "import { b } from '../wallet/b';\nexport const a = b;\n",
        'apps/web/src/features/wallet/b.ts': "import { c } from '../../components/c';\nexport const b = c;\n",
        'apps/web/src/components/c.ts': "import { d } from '../features/wallet/d';\nexport const c = d;\n",
        'apps/web/src/features/wallet/d.ts': 'export const d = 1;\n',
      }),
    ).toEqual([
      'web-feature-imports-feature: apps/web/src/features/tickets/a.ts → apps/web/src/features/wallet/b.ts',
      'web-shared-layer-imports-up: apps/web/src/components/c.ts → apps/web/src/features/wallet/d.ts',
    ]);
  });

  it('lets a feature import its own files and the shared layer', async () => {
    rmSync(path.join(sandbox, 'apps'), { recursive: true, force: true });
    expect(
      await violations({
        'apps/web/src/features/tickets/a.ts':
          "import { b } from './b';\nimport { c } from '../../components/c';\nexport const a = b + c;\n",
        'apps/web/src/features/tickets/b.ts': 'export const b = 1;\n',
        'apps/web/src/components/c.ts': 'export const c = 2;\n',
      }),
    ).toEqual([]);
  });
});
