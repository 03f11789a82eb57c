import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { adminUsers, auditLog } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { verifyPassword } from '../../lib/passwords.js';
import { totpCode } from './totp.js';

/**
 * The admin command-line tools, run as a person runs them (`npm run admin:create`, `admin:code`):
 * on a PostgreSQL database of their own when the run has a server (each command then connects
 * at once), otherwise on an embedded database in a directory of their own (each command boots
 * PGlite, which takes seconds).
 */
const root = resolve(import.meta.dirname, '../../../../..');
const tsx = join(root, 'node_modules/.bin/tsx');
const dir = mkdtempSync(join(tmpdir(), 'tikiti-admin-cli-'));
let server: (Database & { drop: () => Promise<void>; url?: string }) | null = null;
beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) server = await createTestDatabase('postgres');
});
afterAll(async () => {
  await server?.drop();
  rmSync(dir, { recursive: true, force: true });
});
const where = () => (server?.url ? { DATABASE_URL: server.url } : { DATA_DIR: dir });

const run = (script: string, args: string[], env: Record<string, string>, input?: string) =>
  spawnSync(tsx, [join(root, 'apps/api/src/modules/admin', script), ...args], {
    cwd: root,
    env: { PATH: process.env.PATH!, HOME: process.env.HOME ?? dir, NODE_ENV: 'development', ...where(), ...env },
    encoding: 'utf8',
    timeout: 120_000,
    ...(input === undefined ? {} : { input }),
  });

describe('npm run admin:create', () => {
  it('creates an admin from flags and ADMIN_PASSWORD (or a piped password), refusing a taken email and a short password', async () => {
    const made = run('admin-create.cli.ts', ['--email', 'Ops@Tikiti.test', '--name', 'Wanjiru Ops'], {
      ADMIN_PASSWORD: 'Kilimanjaro#Summit2026',
    });
    expect(made.status, made.stderr).toBe(0);
    expect(made.stdout).toMatch(/Admin ops@tikiti\.test created\. .*authenticator app/);

    const again = run('admin-create.cli.ts', ['--email', 'ops@tikiti.test', '--name', 'Other'], {
      ADMIN_PASSWORD: 'Kilimanjaro#Summit2026',
    });
    expect([again.status, again.stderr.trim()]).toEqual([1, 'An admin with that email already exists.']);
    const short = run('admin-create.cli.ts', ['--email', 'short@tikiti.test', '--name', 'Short'], {
      ADMIN_PASSWORD: 'short',
    });
    expect(short.status).toBe(1);
    expect(short.stderr).toMatch(/at least 12 characters/);
    const usage = run('admin-create.cli.ts', ['--email', 'x@tikiti.test'], {});
    expect([usage.status, usage.stderr]).toEqual([2, expect.stringMatching(/^Usage: npm run admin:create/)]);
    const piped = run(
      'admin-create.cli.ts',
      ['--email', 'piped@tikiti.test', '--name', 'Piped'],
      {},
      'Rift#Valley#Sunrise2026\n',
    );
    expect(piped.status, piped.stderr).toBe(0);

    const database = server?.url ? await openDatabase({ url: server.url }) : await openDatabase({ dataDir: dir });
    try {
      const [admin] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'ops@tikiti.test'));
      expect(admin).toMatchObject({ name: 'Wanjiru Ops', totpEnabledAt: null, isDemo: false });
      expect(await verifyPassword('Kilimanjaro#Summit2026', admin!.passwordHash)).toBe(true);
      const [piper] = await database.db.select().from(adminUsers).where(eq(adminUsers.email, 'piped@tikiti.test'));
      expect(await verifyPassword('Rift#Valley#Sunrise2026', piper!.passwordHash)).toBe(true);
      const rows = await database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(admin!.id)));
      expect(rows.map((r) => [r.action, r.actorKind, r.subjectType])).toEqual([['admin.created', 'system', 'admin']]);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe('npm run admin:code', () => {
  it('prints the demo admin’s current code, and refuses in production', () => {
    const before = totpCode(DEMO_ACCOUNTS.admin.totpSecret);
    const out = run('admin-code.cli.ts', [], {});
    const after = totpCode(DEMO_ACCOUNTS.admin.totpSecret);
    expect(out.status, out.stderr).toBe(0);
    expect([before, after]).toContain(out.stdout.slice(0, 6));
    expect(out.stdout).toContain(DEMO_ACCOUNTS.admin.email);
    const prod = run('admin-code.cli.ts', [], { NODE_ENV: 'production' });
    expect(prod.status).toBe(1);
    expect(prod.stderr).toMatch(/no demo admin in production/);
    expect(prod.stdout).toBe('');
  }, 60_000);
});
