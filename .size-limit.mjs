/**
 * First-load budget (issue 6): the JavaScript a phone downloads before the first page can show,
 * gzipped, at most 100 KB. That is the web app's entry chunk plus every chunk it imports
 * statically, read from the Vite manifest of the last `npm run build` (route chunks load later,
 * in parallel with their data, and are not counted). `npm test` runs it after the build.
 */
import { existsSync, readFileSync } from 'node:fs';

const DIST = 'apps/web/dist';
const MANIFEST = `${DIST}/.vite/manifest.json`;
if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run \`npm run build\` first`);

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
Object.keys(manifest)
  .filter((key) => manifest[key].isEntry)
  .forEach(visit);

export default [
  {
    name: 'First-load JS (entry chunk and its static imports)',
    path: [...files].map((file) => `${DIST}/${file}`),
    limit: '100 KB',
    gzip: true,
  },
];
