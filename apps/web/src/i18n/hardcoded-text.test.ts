import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { components, hardcodedTexts } from './hardcoded-texts.test-util';

/**
 * Every word a page shows comes from a message file (decision 026), so no page stays in English
 * when Kiswahili is chosen. These read every component and module and fail on words written
 * into the markup (JSX text, a literal placed in JSX, the attributes people read or hear, the
 * labels of menus, columns and toasts) and on a texts module not backed by a message file.
 * `npx tsx apps/web/src/i18n/hardcoded-texts.test-util.ts` lists what is left, per file.
 */
const SRC = path.join(__dirname, '..');
const relative = (file: string) => path.relative(SRC, file);

/** A module that holds a feature's texts: 'texts.ts', 'texts-audit.ts', 'report.texts.ts'. */
const isTextsModule = (file: string) =>
  /(^|[./-])texts[^/]*\.ts$/.test(path.basename(file)) && !file.includes('/i18n/');

describe('words written into the markup', () => {
  it('finds JSX text, literals placed in JSX, read attributes and labels; leaves names, classes and keys alone', () => {
    const found = hardcodedTexts(
      `
      const A = () => (
        <div className="flex gap-2" data-testid="x" aria-label="Close menu">
          Sold out
          {open ? 'Hide' : 'Show'}
          {name ?? 'Someone'}
          {\`\${count} tickets\`}
          <img alt={T.poster} src="/a.png" />
          <span>{T.title}</span>
          <b>Tikiti</b> ·
        </div>
      );
      const columns = [{ key: 'name', label: 'Buyer name' }, { key: 'sold_out', label: T.soldOut }];
      toast.success('Saved');`,
      'a.tsx',
    );
    expect(found.map((f) => f.replace(/^\d+: /, ''))).toEqual([
      'Close menu',
      'Sold out',
      'Hide',
      'Show',
      'Someone',
      'tickets',
      'Buyer name',
      'Saved',
    ]);
  });

  const files = components(SRC).map(relative);
  it.each(files)('%s shows only texts from message files', (file) => {
    expect(hardcodedTexts(readFileSync(path.join(SRC, file), 'utf8'), file)).toEqual([]);
  });
});

describe('texts modules', () => {
  const modules = components(SRC).filter(isTextsModule).map(relative);

  it.each(modules)('%s reads its words from a message file', (file) => {
    const source = readFileSync(path.join(SRC, file), 'utf8');
    const fromMessages = /defineTexts\(|from '@\/locales\/en\/|from '\.\/[\w.-]*texts'/.test(source);
    expect(fromMessages, 'define it with defineTexts(namespace, en) from src/locales/en/<namespace>.json').toBe(true);
  });
});
