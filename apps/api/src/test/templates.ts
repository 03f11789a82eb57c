import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { zonedToday } from '@tribe/contracts';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR, openDatabase, type Db } from '../db/client.js';
import * as schema from '../db/schema/index.js';
import { seedCatalogue } from '../seed/seed.js';

/**
 * Migrating a database and seeding the demo catalogue costs seconds per suite (PGlite's initdb
 * alone takes most of it), so a test run does it once per engine and every suite clones the
 * result: PostgreSQL through `CREATE DATABASE … TEMPLATE`, PGlite by loading a dumped data folder.
 */
export interface TestTemplates {
  /** Unique per run, so runs sharing one PostgreSQL server never touch each other's databases. */
  runId: string;
  /** The `now` the catalogue was seeded with (ISO); its dates are offsets from that day. */
  seededAt: string;
  /** The PUBLIC_URL the seed wrote into the catalogue. */
  publicUrl: string;
  /** Data folder tarballs (uncompressed: loading skips gunzip). */
  pglite?: EngineTemplates;
  /** Template database names on the TEST_DATABASE_URL server. */
  postgres?: EngineTemplates;
}

export interface EngineTemplates {
  migrated: string;
  seeded: string;
  /** SQL that puts the clone's sequences back where seeding left them (see sequenceRestore). */
  seededSequences: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates | null;
  }
}

/** The PUBLIC_URL of testConfig() when a suite does not set one. */
export const TEST_PUBLIC_URL = 'http://localhost:3000';

/** The seed counts days in the catalogue's zone; a run crossing its midnight must not reuse them. */
export const seedDay = (now: Date) => zonedToday(now, 'Africa/Nairobi');

/** TEST_DATABASE_URL with another database name. */
export function databaseUrl(admin: string, name: string): string {
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(admin: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function buildPgliteTemplates(dir: string, now: Date, publicUrl: string): Promise<EngineTemplates> {
  const client = await PGlite.create('memory://');
  try {
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    const migrated = path.join(dir, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await seedCatalogue(db as unknown as Db, { demoAccounts: true, publicUrl, now });
    const seededSequences = await sequenceRestore((text) => client.query<Record<string, unknown>>(text));
    const seeded = path.join(dir, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    return { migrated, seeded, seededSequences };
  } finally {
    await client.close();
  }
}

type Execute = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/**
 * PostgreSQL logs sequences 32 values ahead, and a copied database (template or dumped data folder)
 * starts from the logged value: ids would jump where a freshly seeded database counts on. This
 * statement puts each used sequence back where the template's stood.
 */
async function sequenceRestore(execute: Execute): Promise<string> {
  const { rows } = await execute(
    `SELECT format('setval(%L, %s)', quote_ident(schemaname) || '.' || quote_ident(sequencename), last_value) AS v
       FROM pg_sequences WHERE last_value IS NOT NULL`,
  );
  return rows.length ? `SELECT ${rows.map((r) => String(r.v)).join(', ')}` : '';
}

async function buildPostgresTemplates(
  admin: string,
  runId: string,
  now: Date,
  publicUrl: string,
): Promise<EngineTemplates> {
  const migrated = `tikiti_tpl_${runId}_migrated`;
  const seeded = `tikiti_tpl_${runId}`;
  // A template must have no open connection while it is copied, so each pool closes first.
  await adminQuery(admin, `CREATE DATABASE ${migrated}`);
  const bare = await openDatabase({ url: databaseUrl(admin, migrated), poolSize: 2 });
  try {
    await bare.migrate();
  } finally {
    await bare.close();
  }
  await adminQuery(admin, `CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
  const full = await openDatabase({ url: databaseUrl(admin, seeded), poolSize: 2 });
  let seededSequences: string;
  try {
    await seedCatalogue(full.db, { demoAccounts: true, publicUrl, now });
    seededSequences = await sequenceRestore(full.execute);
  } finally {
    await full.close();
  }
  return { migrated, seeded, seededSequences };
}

/**
 * Builds the templates for every engine the suites will use; returns them and a function that
 * removes them. An engine whose template cannot be built is left out, and its suites fall back to
 * migrating and seeding on their own (slower, same result).
 */
export async function buildTestTemplates(
  adminUrl: string | undefined,
): Promise<{ templates: TestTemplates; remove: () => Promise<void> }> {
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const now = new Date();
  const templates: TestTemplates = { runId, seededAt: now.toISOString(), publicUrl: TEST_PUBLIC_URL };
  const dir = mkdtempSync(path.join(tmpdir(), 'tikiti-test-templates-'));

  const [lite, postgres] = await Promise.allSettled([
    buildPgliteTemplates(dir, now, TEST_PUBLIC_URL),
    adminUrl ? buildPostgresTemplates(adminUrl, runId, now, TEST_PUBLIC_URL) : Promise.resolve(undefined),
  ]);
  if (lite.status === 'fulfilled') templates.pglite = lite.value;
  else console.warn('PGlite test template not built; suites will migrate and seed their own:', lite.reason);
  if (postgres.status === 'fulfilled') templates.postgres = postgres.value;
  else console.warn('PostgreSQL test template not built; suites will migrate and seed their own:', postgres.reason);

  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    if (!adminUrl) return;
    // Named by run id: a half-built template from a failed setup goes too.
    for (const name of [`tikiti_tpl_${runId}`, `tikiti_tpl_${runId}_migrated`]) {
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  };
  return { templates, remove };
}
