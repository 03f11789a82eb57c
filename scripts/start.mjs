// `npm start`: build the web app and the compiled API when either is missing or older than its
// sources, then run the compiled server with plain `node` (it migrates the database and loads
// the demo catalogue into an empty one). Production images run `node apps/api/dist/server.js`
// directly (decision 020).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_BUNDLE, WEB_APP, buildIfStale, root } from './build-if-stale.mjs';

buildIfStale(WEB_APP);
buildIfStale(API_BUNDLE);

const envFile = path.join(root, '.env');
// The production flags and allocator setting (decision 028; the same in the Dockerfile).
const nodeArgs = [...(existsSync(envFile) ? [`--env-file=${envFile}`] : []), '--max-semi-space-size=8'];
const child = spawn(process.execPath, [...nodeArgs, API_BUNDLE.output], {
  cwd: root,
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
