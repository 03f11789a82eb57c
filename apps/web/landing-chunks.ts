import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Just the part of Rolldown's chunking context this grouping reads. */
interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[]; code: string | null } | null;
}

/**
 * The pages a visitor lands on from outside, by chunk name, with the modules that draw their
 * first screen: the lazy page and the small module `route-data.ts` loads to start its requests
 * (the same lists as ROUTE_MODULES in apps/api/src/lib/preload.ts).
 */
export const LANDING_PAGES: Record<string, readonly string[]> = {
  home: ['src/app/routes/home.tsx', 'src/features/discovery/home-queries.ts'],
  events: ['src/app/routes/events.tsx', 'src/features/discovery/listing-queries.ts'],
  'event-details': ['src/app/routes/event-details.tsx', 'src/features/events/api/get-event.ts'],
};

/**
 * What every page loads right after its first render (the lazy parts of the layout, header and
 * provider: apps/web/src/app/layout.tsx, layout/header.tsx, provider.tsx). The toasts' code is not among them: it loads with the first toast.
 * Code they share with a landing page gets a chunk of its own, so they do not pull in a whole
 * landing chunk on every page.
 */
export const AFTER_START: readonly string[] = [
  'src/app/layout/analytics-identity.tsx',
  'src/app/layout/footer.tsx',
  'src/app/layout/account-saved-events.tsx',
  'src/features/accounts/components/auth-effects.tsx',
  'src/features/accounts/components/header-account.tsx',
  'src/features/analytics/analytics.ts',
];

/** One of lucide-react's icon modules. */
const LUCIDE_ICON = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.js$/;

/**
 * Index modules that re-export a package's many small modules. "Imports the index" says nothing
 * about which of them a module uses (and the entry imports these indexes), so the names it
 * imports are read and mapped to the modules that define them.
 */
const BARRELS: readonly { pkg: string; index: RegExp }[] = [
  { pkg: 'lucide-react', index: /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.js$/ },
  { pkg: '@tanstack/react-query', index: /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/ },
  { pkg: '@tanstack/query-core', index: /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]index\.js$/ },
];

/** Exported name → defining module, from an index's `export { a, default as B } from './x.js'` and `import { a } from './x.js'` lines. */
function barrelExports(indexId: string, code: string): Map<string, string> {
  const byName = new Map<string, string>();
  for (const [, names, file] of code.matchAll(/(?:export|import)\s*\{([^}]*)\}\s*from\s*["'](\.[^"']+)["']/g)) {
    const id = path.join(path.dirname(indexId), file!);
    for (const spec of names!.split(',')) {
      const name = spec
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) byName.set(name, id);
    }
  }
  return byName;
}

/**
 * The modules behind the names a module imports from a package's index; a name the index does
 * not list itself comes through its `export *` (another package's index, e.g. query-core's).
 */
function importedFrom(
  pkg: string,
  rest: readonly string[],
  exports: Map<string, string>,
  importerCode: string,
): string[] {
  const ids = new Set<string>();
  const from = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${pkg.replace(/[/.]/g, '\\$&')}["']`, 'g');
  for (const [, names] of importerCode.matchAll(from)) {
    for (const spec of names!.split(',')) {
      const name = spec
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      const id = name ? exports.get(name) : undefined;
      if (id) ids.add(id);
      else if (name) rest.forEach((r) => ids.add(r));
    }
  }
  return [...ids];
}

/**
 * Chunk names for a landing page's first screen, so a phone fetches a handful of files instead
 * of some 25 (one per lucide icon or small shared module, which is how Rolldown splits code that
 * different sets of lazy pages share; over HTTP/1.1 each is a round trip on one of six
 * connections). A module the entry already loads stays there; any other module the landing
 * pages import (statically, at any depth) goes into one chunk per set of pages that import it
 * (`landing-home`, `landing-home-events`, ...), or into `landing-start` if the after-start code
 * imports it too. A module another page (checkout, the door, …) also uses goes into the same set's
 * `-shared` chunk (`landing-event-details-shared`), so that page downloads only shared code. A page needs its own two small modules and at most five groups (seven files
 * each today). Anything else is split as Rolldown likes.
 *
 * The groups do not import each other in a circle: a module's dependencies are reached by the
 * same pages or more, so they sit in the same chunk, in a chunk shared more widely, or in the
 * entry (and a shared module's dependencies are shared too).
 */
export function landingChunks(webRoot: string) {
  const pages = [...Object.entries(LANDING_PAGES), ['start', AFTER_START] as const].map(
    ([name, files]) => [name, files.map((f) => path.join(webRoot, f))] as const,
  );
  let byModule: Map<string, string> | null = null;

  const analyse = (graph: ModuleGraph) => {
    const isIndex = (id: string) => BARRELS.some((b) => b.index.test(id));
    const indexes = new Map<string, { byName: Map<string, string>; rest: string[] }>();
    const exportsOf = (index: string): { byName: Map<string, string>; rest: string[] } => {
      const known = indexes.get(index);
      if (known) return known;
      const info = graph.getModuleInfo(index);
      const byName = barrelExports(index, info?.code ?? readFileSync(index, 'utf8'));
      const defined = new Set(byName.values());
      const rest: string[] = [];
      for (const dep of info?.importedIds ?? []) {
        if (defined.has(dep)) continue;
        if (!isIndex(dep)) {
          rest.push(dep);
          continue;
        }
        // `export * from` another index: its names, where this one has none of its own.
        const inner = exportsOf(dep);
        for (const [name, id] of inner.byName) if (!byName.has(name)) byName.set(name, id);
        rest.push(...inner.rest);
      }
      const result = { byName, rest };
      indexes.set(index, result);
      return result;
    };
    const importsOf = (id: string): readonly string[] => {
      const info = graph.getModuleInfo(id);
      if (!info) return [];
      return info.importedIds.flatMap((dep) => {
        const barrel = BARRELS.find((b) => b.index.test(dep));
        if (!barrel) return [dep];
        const { byName, rest } = exportsOf(dep);
        return importedFrom(barrel.pkg, rest, byName, info.code ?? '');
      });
    };
    const reach = (start: readonly string[], { lazy = false }: { lazy?: boolean } = {}) => {
      const seen = new Set<string>();
      const stack = [...start];
      while (stack.length) {
        const id = stack.pop()!;
        const info = graph.getModuleInfo(id);
        if (seen.has(id) || !info) continue;
        seen.add(id);
        stack.push(...importsOf(id));
        if (lazy) stack.push(...info.dynamicallyImportedIds);
      }
      return seen;
    };
    // The first load: index.html's module script and everything it imports statically.
    const initial = reach([path.join(webRoot, 'src/main.tsx')]);
    // The pages' own modules keep chunks of their own, so the manifest still names their files
    // by source path (the server's preload hints look them up that way).
    const own = new Set(pages.flatMap(([, files]) => files));
    // What the other pages (checkout, the door, the host area, …) use, now or later: the router's
    // other lazy pages and everything they load. A module they share with a landing page goes
    // into a chunk of shared modules only, so such a page never downloads a landing page's own code.
    const router = path.join(webRoot, 'src/app/router.tsx');
    const otherPages = (graph.getModuleInfo(router)?.dynamicallyImportedIds ?? []).filter((id) => !own.has(id));
    const usedElsewhere = reach(otherPages, { lazy: true });
    const users = new Map<string, string[]>();
    for (const [name, files] of pages) {
      for (const id of reach(files)) {
        if (initial.has(id) || own.has(id)) continue;
        users.set(id, [...(users.get(id) ?? []), name]);
      }
    }
    // Code a landing page shares with the after-start code is fetched by every page anyway: one
    // chunk for all of it, on the first screen's path (a few kB). What only the after-start code
    // uses is split as Rolldown likes.
    // An icon another page also uses goes into the set's `-icons` chunk, not its `-shared` one:
    // a page that shares only an icon or two with a landing page (the door, checkout) then
    // downloads those icons, not the landing page's shared code with them.
    const chunkOf = (id: string, names: string[]) =>
      names.includes('start')
        ? 'landing-start'
        : `landing-${names.join('-')}${usedElsewhere.has(id) ? (LUCIDE_ICON.test(id) ? '-icons' : '-shared') : ''}`;
    return new Map(
      [...users].filter(([, names]) => names.some((n) => n !== 'start')).map(([id, names]) => [id, chunkOf(id, names)]),
    );
  };

  return (id: string, ctx: ModuleGraph): string | null => {
    byModule ??= analyse(ctx);
    return byModule.get(id) ?? null;
  };
}
