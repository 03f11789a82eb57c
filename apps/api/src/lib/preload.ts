import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { firstApiRequests, type TClientRoute } from '@tribe/contracts';
import { DEFAULT_LOCALE, LOCALES, type TLocale } from '@tribe/contracts/locale';

/**
 * The source modules of the web app that draw a route's first screen: its lazy page and the
 * small module that starts its data requests (apps/web/src/app/router.tsx, route-data.ts). Only
 * the pages a visitor lands on from outside are listed; any other route loads as before. The web
 * app's build groups these pages' code by the same list (apps/web/landing-chunks.ts).
 */
export const ROUTE_MODULES: Partial<Record<TClientRoute, readonly string[]>> = {
  '/': ['src/app/routes/home.tsx', 'src/features/discovery/home-queries.ts'],
  '/events': ['src/app/routes/events.tsx', 'src/features/discovery/listing-queries.ts'],
  '/events/:id': ['src/app/routes/event-details.tsx', 'src/features/events/api/get-event.ts'],
};

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Path of the Vite manifest inside the built app (build.manifest in apps/web/vite.config.ts). */
export const MANIFEST_PATH = path.join('.vite', 'manifest.json');

/** The messages of a language other than English: one lazy chunk each (apps/web/src/i18n/i18n.ts). */
export const localeModule = (locale: TLocale) => `src/locales/${locale}/index.ts`;

/**
 * The built app's manifest as script files: for source modules, the files (`/assets/…`) they
 * need beyond what index.html already loads (their chunks and everything those import). Null
 * without a readable manifest.
 */
function readManifest(distDir: string): ((modules: readonly string[]) => string[]) | null {
  const file = path.join(distDir, MANIFEST_PATH);
  if (!existsSync(file)) return null;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
  const bySrc = new Map<string, string>();
  for (const [key, chunk] of Object.entries(manifest)) bySrc.set(chunk.src ?? key, key);

  // What index.html loads by itself (the entry and its static imports) needs no hint.
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const dep of manifest[key].imports ?? []) walk(dep, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key, loaded);

  return (modules) => {
    const keys = new Set<string>();
    for (const m of modules) {
      const key = bySrc.get(m);
      if (key) walk(key, keys);
    }
    return [...keys].filter((k) => !loaded.has(k)).map((k) => `/${manifest[k]!.file}`);
  };
}

/**
 * For each listed route, the script files (`/assets/…`) its first screen needs beyond what
 * index.html already loads: the route's chunks and everything they import. Read once at
 * start-up; a build without a manifest gives no hints (the app works the same, only later).
 */
export function routeChunks(distDir: string): Map<TClientRoute, string[]> {
  const out = new Map<TClientRoute, string[]>();
  const filesOf = readManifest(distDir);
  if (!filesOf) return out;
  for (const [route, modules] of Object.entries(ROUTE_MODULES) as [TClientRoute, readonly string[]][]) {
    const files = filesOf(modules);
    if (files.length) out.set(route, files);
  }
  return out;
}

/**
 * For each language but English, the script files of its messages (`src/locales/<lang>/index.ts`
 * and what it imports beyond the entry): the app fetches them before its first render when the
 * device chose that language, so a page in that language names them at once (decision 026).
 */
export function localeChunks(distDir: string): Map<TLocale, string[]> {
  const out = new Map<TLocale, string[]>();
  const filesOf = readManifest(distDir);
  if (!filesOf) return out;
  for (const locale of LOCALES) {
    if (locale === DEFAULT_LOCALE) continue;
    const files = filesOf([localeModule(locale)]);
    if (files.length) out.set(locale, files);
  }
  return out;
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * `<link>` tags that start, alongside the app's entry script, what the page at this address
 * needs first: its code (`modulepreload`) and its API data (`preload as="fetch"`). The app sends
 * cookies with every request (credentials 'include'), so the preloads say `use-credentials`:
 * with any other mode Chromium does not reuse the preloaded answer and asks a second time.
 * `data: false` for a page that carries its data (the server drew it, decision 031).
 */
export function preloadTags(
  chunks: Map<TClientRoute, string[]>,
  route: TClientRoute,
  pathname: string,
  search: string,
  { data: withData = true }: { data?: boolean } = {},
): string[] {
  const scripts = (chunks.get(route) ?? []).map(
    (f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}">`,
  );
  const data = (withData ? firstApiRequests(pathname, search) : []).map(
    (u) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(u)}">`,
  );
  return [...data, ...scripts];
}

/** `modulepreload` tags of a language's message files (localeChunks), none for English. */
export function localePreloadTags(chunks: Map<TLocale, string[]>, locale: TLocale): string[] {
  return (chunks.get(locale) ?? []).map((f) => `<link rel="modulepreload" crossorigin href="${escapeAttr(f)}">`);
}

/** The largest paint's image, fetched at once at high priority. */
export const imagePreloadTag = (url: string) =>
  `<link rel="preload" as="image" href="${escapeAttr(url)}" fetchpriority="high">`;
