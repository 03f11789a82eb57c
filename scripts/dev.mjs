// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot
// reload at http://localhost:5173, which proxies /api to the API.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const procs = [
  spawn(
    process.execPath,
    [
      ...(existsSync(path.join(root, '.env')) ? ['--env-file=.env'] : []),
      '--import',
      'tsx',
      '--watch',
      'apps/api/src/server.ts',
    ],
    { cwd: root, stdio: 'inherit' },
  ),
  spawn('npx', ['vite', '--config', 'apps/web/vite.config.ts', 'apps/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const p of procs)
  p.on('exit', (code) => {
    stop();
    process.exit(code ?? 0);
  });
