// `npm start`: build the web app and the compiled API when either is missing or older than its
// sources, then run the compiled server with plain `node` (it migrates the database and loads
// the demo catalogue into an empty one). Production images run `node apps/api/dist/server.js`
// directly (decision 020).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const distIndex = path.join(root, 'apps/web/dist/index.html');
// The web build writes the browser's files and the server entry that draws the landing pages (decision 031).
const ssrEntry = path.join(root, 'apps/web/dist-ssr/entry-server.js');
const apiBundle = path.join(root, 'apps/api/dist/server.js');

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

function buildIfStale(what, outputs, sources, workspace) {
  const at = Math.min(...[outputs].flat().map(builtAt));
  if (at >= newestOf(sources)) return;
  console.log(at ? `Sources of ${what} changed; rebuilding…` : `Building ${what} (first start)…`);
  const r = spawnSync('npm', ['run', 'build', '--silent', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

buildIfStale(
  'the web app',
  [distIndex, ssrEntry],
  ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'],
  '@tribe/web',
);
buildIfStale('the API', apiBundle, ['apps/api/src', 'apps/api/scripts', 'packages/contracts/src'], '@tribe/api');

const envFile = path.join(root, '.env');
// The production flags and allocator setting (decision 028; the same in the Dockerfile).
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), '--max-semi-space-size=8'];
const child = spawn(process.execPath, [...nodeArgs, apiBundle], {
  cwd: root,
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
