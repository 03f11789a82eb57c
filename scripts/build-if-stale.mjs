// Builds a workspace when its output is missing or older than any of its sources: `npm start`
// (the web app and the compiled API) and the browser tests' server (the compiled API) use it, so
// a source changed since the last build is never served from a stale bundle.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The web app's entry page and the compiled API, with the sources each is built from. */
export const WEB_APP = {
  what: 'the web app',
  // The browser's files and the server entry that draws the landing pages (decision 031).
  output: [path.join(root, 'apps/web/dist/index.html'), path.join(root, 'apps/web/dist-ssr/entry-server.js')],
  sources: [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'packages/contracts/src',
  ],
  workspace: '@tribe/web',
};
export const API_BUNDLE = {
  what: 'the API',
  output: path.join(root, 'apps/api/dist/server.js'),
  sources: ['apps/api/src', 'apps/api/scripts', 'packages/contracts/src'],
  workspace: '@tribe/api',
};

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(p)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newestMtime(path.join(p, name)));
  }
  return max;
}

const builtAt = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);
const newestOf = (sources) => Math.max(...sources.map((s) => newestMtime(path.join(root, s))));

/** Runs the workspace's build when an `output` is missing or older than its sources; exits the process if the build fails. */
export function buildIfStale({ what, output, sources, workspace }) {
  const at = Math.min(...[output].flat().map(builtAt));
  if (at >= newestOf(sources)) return;
  console.log(at ? `Sources of ${what} changed; rebuilding…` : `Building ${what} (first start)…`);
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
