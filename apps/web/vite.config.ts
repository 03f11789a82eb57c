import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { compiledMessages } from './compiled-messages.ts';
import { landingChunks } from './landing-chunks.ts';

/** Lazy pages loaded without preload hints (see build.modulePreload): host, admin, legal and debug pages. */
const NO_PRELOAD_PAGES = /^(host-|admin-|debug-|tags-test|pricing|terms-of-service|privacy-policy|refund-policy)/;
/**
 * The event page's parts that most of its visitors never load, likewise without preload hints:
 * the report dialog (on its first click), the live map (with a maps key only), and the states of
 * an event cancelled, taken down or not found.
 */
const NO_PRELOAD_PARTS = /^(report-event-dialog|google-map|cancelled-notice|event-taken-down|event-not-found)$/;
const withoutPreload = (name: string) => NO_PRELOAD_PAGES.test(name) || NO_PRELOAD_PARTS.test(name);

/** The footer, and the modules and icons only it and other pages with the site's header use. */
const SITE_FOOTER =
  /[\\/]src[\\/](app[\\/]layout[\\/](footer|language-switch|data-saver-switch|data-saver\.texts|site\.texts|site-links|social-icons)\.tsx?|locales[\\/]en[\\/]site\.json\.compiled\.js)$|[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-up-right|facebook|instagram)\.js$/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    compiledMessages(),
    react(),
    tailwindcss(),
    // The bundle analyser (bench/bundle.ts, bench/script-budget.ts): every module's bytes in each
    // chunk, written outside dist when BUNDLE_STATS names a file.
    process.env.BUNDLE_STATS && !isSsrBuild
      ? visualizer({ filename: process.env.BUNDLE_STATS, template: 'raw-data', gzipSize: true })
      : null,
  ],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
      // The data saver's smaller pictures (made by the API from apps/web/dist/images and the uploads).
      '/img': { target: `http://localhost:${process.env.PORT ?? 3000}`, changeOrigin: false },
    },
  },
  // The server entry (decision 031) builds beside the browser's files, never among them: the
  // API serves dist to anyone, and the server's drawing code is not the browser's business.
  publicDir: isSsrBuild ? false : 'public',
  // Self-contained (React, the router, TanStack Query inside): the API's production image carries
  // only its own dependencies, and the server entry must load there all the same.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? 'dist-ssr' : 'dist',
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
    manifest: !isSsrBuild,
    // Browsers without native modulepreload (Safari before 17) still load every chunk, only
    // without the early hint: not worth a polyfill in every phone's first load.
    modulePreload: {
      polyfill: false,
      // The entry names, for every lazy page, the files to fetch alongside it (3.5 KB of the
      // first load before this). Staff and reference pages do without: their route chunk lists
      // its imports itself (one more round trip, once), so attendees' phones stop paying for
      // the host and admin areas' preload lists. Attendee pages keep theirs; the event page's
      // rarely loaded parts (NO_PRELOAD_PARTS) do without too.
      resolveDependencies: (filename, deps, { hostType }) =>
        hostType === 'js' && withoutPreload(path.basename(filename).replace(/-[\w-]{8}\.js$/, ''))
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
    rolldownOptions: {
      output: {
        // Script files are named by their hash alone: every chunk names the files it imports,
        // and the entry and each page name the files of every lazy part they preload, so a
        // name like 'landing-home-events-event-details-icons-DtBNGOAV.js' is paid for many times
        // in each first load (about 1.5 KB on a landing page). The pages and parts whose preload
        // lists build.modulePreload leaves out keep their names, which it reads. The bench and the
        // budget's browser test say what each file holds (its largest owners); the manifest
        // maps the sources to them.
        entryFileNames: isSsrBuild ? undefined : 'assets/[hash].js',
        chunkFileNames: isSsrBuild
          ? undefined
          : (chunk) => (withoutPreload(chunk.name) ? 'assets/[name]-[hash].js' : 'assets/[hash].js'),
        // A landing page's first screen in a handful of files, not some 25 (see landing-chunks.ts).
        codeSplitting: isSsrBuild
          ? undefined
          : {
              groups: [
                {
                  debugName: 'landing',
                  name: landingChunks(fileURLToPath(new URL('.', import.meta.url))),
                  includeDependenciesRecursively: false,
                },
                // The footer with its switches and words, in one file: every page with the site's
                // header loads all of them at start (the phone menu's sheet, the account page and
                // the not-found page share a few), and one file compresses better than five.
                { name: 'footer', test: SITE_FOOTER, includeDependenciesRecursively: false },
              ],
            },
      },
    },
  },
}));
