import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededDatabase } from '../test/database.js';
import { buildServerBundle, startServerProcesses } from '../test/server-processes.js';
import { TEST_PUBLIC_URL } from '../test/templates.js';

const hasTools = ['pg_dump', 'pg_restore'].every((t) => spawnSync(t, ['--version']).status === 0);

/**
 * The backup procedure of docs/operations.md, end to end: `pg_dump -Fc` of a live database,
 * `pg_restore` into a fresh one, and the product started on the copy serves the same catalogue.
 * Needs PostgreSQL and its client tools (skipped otherwise, and the reason is in the name).
 */
describe.skipIf(!process.env.TEST_DATABASE_URL || !hasTools)(
  'backups: a dump restored into a fresh database (PostgreSQL with pg_dump and pg_restore)',
  () => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const c of cleanups.reverse()) await c();
    }, 60_000);

    it('restores a pg_dump into a fresh database and the product starts and serves it', async () => {
      const source = await createSeededDatabase('postgres', TEST_PUBLIC_URL);
      cleanups.push(() => source.drop());
      const dir = mkdtempSync(path.join(tmpdir(), 'tikiti-backup-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      const dump = path.join(dir, 'tikiti.dump');
      const dumped = spawnSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, source.url!], {
        encoding: 'utf8',
      });
      expect(dumped.status, dumped.stderr).toBe(0);

      const freshName = `restore_${Date.now().toString(36)}`;
      await source.execute(`CREATE DATABASE ${freshName}`);
      const freshUrl = new URL(source.url!);
      freshUrl.pathname = `/${freshName}`;
      cleanups.push(async () => {
        await source.execute(`DROP DATABASE IF EXISTS ${freshName} WITH (FORCE)`);
      });
      const restored = spawnSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${freshUrl.href}`, dump], {
        encoding: 'utf8',
      });
      expect(restored.status, restored.stderr).toBe(0);

      buildServerBundle();
      const group = await startServerProcesses({
        databaseUrl: freshUrl.href,
        compiled: true,
        env: { PUBLIC_URL: TEST_PUBLIC_URL, JOBS: 'true' },
        count: 1,
      });
      cleanups.push(() => group.close());
      const base = group.servers[0]!.url;
      const ready = await fetch(`${base}/readyz`);
      expect(ready.status, await ready.text()).toBe(200);
      const { rows } = await source.execute(`SELECT count(*)::int AS n FROM events WHERE status = 'live'`);
      const listing = (await (await fetch(`${base}/api/events?limit=100`)).json()) as unknown[];
      expect(listing.length).toBeGreaterThan(0);
      expect(listing.length).toBeLessThanOrEqual(Number(rows[0]!.n));
    }, 120_000);
  },
);
