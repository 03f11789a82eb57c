import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchClientRoute, type TClientRoute } from '@tribe/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_MODULES, localeModule } from './preload.js';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web');

describe('the route modules the server names in the HTML', () => {
  // A renamed page file would silently drop its hint: the build's manifest would not know it.
  it.each(Object.entries(ROUTE_MODULES) as [TClientRoute, readonly string[]][])('%s', (route, modules) => {
    expect(matchClientRoute(route.replace(/:[^/]+/g, 'x'))?.route).toBe(route);
    for (const m of modules) expect(existsSync(path.join(WEB, m)), m).toBe(true);
  });
});

describe('the language modules the server names in the HTML', () => {
  // The Kiswahili messages' chunk is found in the manifest by this source path (apps/web/src/i18n/i18n.ts).
  it('sw', () => {
    expect(existsSync(path.join(WEB, localeModule('sw')))).toBe(true);
  });
});
