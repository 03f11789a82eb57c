import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The host area's, the admin area's and the legal pages' Kiswahili come in chunks of their own
 * (src/locales/sw/{host,admin,legal}.ts). A route of an area that forgot to wait for its chunk
 * would show English to a Kiswahili reader: each must call useAreaTexts('<area>') first.
 */
const ROUTES = path.join(__dirname, '../app/routes');
const LEGAL = ['pricing.tsx', 'terms-of-service.tsx', 'privacy-policy.tsx', 'refund-policy.tsx'];
const areaOf = (file: string) =>
  file.startsWith('host-') ? 'host' : file.startsWith('admin-') ? 'admin' : LEGAL.includes(file) ? 'legal' : null;

describe('area routes wait for their Kiswahili', () => {
  const routes = readdirSync(ROUTES).filter(
    (f) =>
      f.endsWith('.tsx') &&
      !f.includes('.test.') &&
      areaOf(f) &&
      readFileSync(path.join(ROUTES, f), 'utf8').includes('export default function'),
  );
  /** The first statement of `fn`'s body in `source`. */
  const firstStatementOf = (source: string, fn: string) =>
    source.slice(source.indexOf(fn)).split(') {\n')[1]?.split('\n')[0]?.trim();

  it('covers the host, admin and legal routes', () => {
    expect(routes.filter((f) => areaOf(f) === 'host').length).toBeGreaterThanOrEqual(15);
    expect(routes.filter((f) => areaOf(f) === 'admin').length).toBeGreaterThanOrEqual(11);
    expect(routes.filter((f) => areaOf(f) === 'legal')).toHaveLength(LEGAL.length);
  });

  it.each(routes)('%s calls useAreaTexts for its area first', (file) => {
    const source = readFileSync(path.join(ROUTES, file), 'utf8');
    const body = source.slice(source.indexOf('export default function'));
    const firstStatement = body.split('\n')[1]?.trim();
    // A host page may instead be drawn inside HostRoute or HostEventRoute, which wait first.
    if (
      areaOf(file) === 'host' &&
      /^return \(?\s*<Host(Event)?Route\b/.test(body.split('\n').slice(1).join(' ').trim())
    )
      return;
    expect(firstStatement).toBe(`useAreaTexts('${areaOf(file)}');`);
  });

  it("draws HostRoute's and HostEventRoute's pages only after the host area's words", () => {
    const source = readFileSync(path.join(ROUTES, 'host-route.tsx'), 'utf8');
    expect(firstStatementOf(source, 'export function HostRoute(')).toBe(`useAreaTexts('host');`);
    expect(source).toMatch(/export function HostEventRoute[\s\S]*<HostRoute /);
  });
});
