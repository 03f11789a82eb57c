import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration, type ICruiseResult } from 'dependency-cruiser';
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
describe("docs/architecture.md: the web's layers", () => {
  it('names every feature folder once, with its role, and nothing that is not a folder', () => {
    const documented = [...section.matchAll(/^\| `([a-z-]+)` \| [^|]+ \|$/gm)].map((m) => m[1]).sort();
    expect(documented).toEqual(folders);
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
