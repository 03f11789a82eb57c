// Compiles the API into one JavaScript file per entry point (apps/api/dist/*.js) that plain
// `node` runs: TypeScript and the workspace's own packages (@tribe/contracts, TypeScript source)
// are bundled in; every npm dependency stays an ordinary import from node_modules (native
// modules, PGlite's WASM and pg-boss must be loaded from their packages). The migrations are
// copied beside the bundle, where `db/client.ts` looks for them. Decision 020.
import { build } from 'esbuild';
import { cpSync } from 'node:fs';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '..');
const outdir = path.join(apiRoot, 'dist');

await build({
  entryPoints: {
    server: path.join(apiRoot, 'src/server.ts'),
    migrate: path.join(apiRoot, 'src/db/migrate-cli.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // npm packages load from node_modules at run time; the workspace's TypeScript is bundled.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@tribe/') || args.path.startsWith('node:') ? undefined : { external: true },
        );
      },
    },
  ],
  logLevel: 'warning',
  legalComments: 'none',
});
cpSync(path.join(apiRoot, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`Built the API into ${path.relative(process.cwd(), outdir) || outdir}`);
