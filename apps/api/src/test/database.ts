import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadConfig, type AppConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { events } from '../db/schema/index.js';
import { PUBLIC_URL_PLACEHOLDER, SEED_EVENTS } from '../seed/catalogue.js';
import { seedCatalogue } from '../seed/seed.js';
import { TEST_PUBLIC_URL, adminQuery, databaseUrl, seedDay, type TestTemplates } from './templates.js';

export type Engine = 'pglite' | 'postgres';

/**
 * Every engine the run has: embedded PGlite always, and PostgreSQL too when TEST_DATABASE_URL
 * points at a server (CI sets it when one answers on 127.0.0.1:5432). The suites whose behaviour
 * rests on the engine itself run on each (decision 023): the database layer and test clones,
 * migrations and seeding, jobs, throttles' single statements, checkout's hold function, the
 * probes, the listing's SQL and the catalogue cache.
 */
export const ALL_ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * The engine every other API suite runs on: PostgreSQL, production's engine, when the run has a
 * server; PGlite otherwise. Running those suites twice tested the same SQL twice and doubled
 * the run (decision 023).
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['postgres'] : ['pglite'];

/** The run's templates (./global-setup.ts), or null outside Vitest or without that setup. */
export function testTemplates(): TestTemplates | null {
  try {
    return inject('testTemplates') ?? null;
  } catch {
    return null;
  }
}

const tarballs = new Map<string, Blob>();
function tarball(file: string): Blob {
  let blob = tarballs.get(file);
  if (!blob) {
    blob = new Blob([readFileSync(file)]);
    tarballs.set(file, blob);
  }
  return blob;
}

type TestDatabase = Database & {
  drop: () => Promise<void>;
  /** The clone's address on the PostgreSQL server (server processes connect to it). */
  url?: string;
};

/** A clone to open: the template's name or tarball, and SQL to run on it first. */
interface Clone {
  from: string;
  sequences?: string;
}

async function openPglite(template: Clone | undefined): Promise<TestDatabase> {
  const database = template
    ? await openDatabase({ dataDir: 'memory://', loadDataDir: tarball(template.from) })
    : await openDatabase({ dataDir: 'memory://' });
  if (!template) await database.migrate();
  if (template?.sequences) await database.execute(template.sequences);
  return { ...database, drop: () => database.close() };
}

async function openPostgres(template: Clone | undefined, runId: string): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `tikiti_test_${runId}_${randomBytes(4).toString('hex')}`;
  if (template) await createFromTemplate(admin, name, template.from);
  else await adminQuery(admin, `CREATE DATABASE ${name}`);
  const database = await openDatabase({ url: databaseUrl(admin, name), poolSize: 20 });
  if (!template) await database.migrate();
  if (template?.sequences) await database.execute(template.sequences);
  return {
    ...database,
    url: databaseUrl(admin, name),
    drop: async () => {
      await database.close();
      await adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Retries while the server reports the template busy (55006), which a stray connection can cause. */
async function createFromTemplate(admin: string, name: string, template: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (e) {
      if ((e as { code?: string }).code !== '55006' || attempt === 10) throw e;
      await new Promise((r) => setTimeout(r, 100 * attempt));
    }
  }
}

async function openTestDatabase(engine: Engine, kind: 'migrated' | 'seeded'): Promise<TestDatabase> {
  const t = testTemplates();
  const runId = t?.runId ?? String(process.pid);
  const template = engine === 'pglite' ? t?.pglite : t?.postgres;
  const clone: Clone | undefined = template && {
    from: template[kind],
    ...(kind === 'seeded' ? { sequences: template.seededSequences } : {}),
  };
  return engine === 'pglite' ? openPglite(clone) : openPostgres(clone, runId);
}

/** A fresh, migrated database of the given engine; `drop` removes it again. */
export function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  return openTestDatabase(engine, 'migrated');
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  // Load shedding off: a suite sharing a busy 2-core machine must get its answers, not 503s
  // (the shedding itself is tested with a low threshold in health.routes.test.ts).
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: TEST_PUBLIC_URL,
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}

/**
 * A fresh database holding exactly what `seedCatalogue(db, { demoAccounts: true, publicUrl })`
 * makes: a clone of the run's seeded template when it fits, a fresh seed otherwise.
 */
export async function createSeededDatabase(engine: Engine, publicUrl: string): Promise<TestDatabase> {
  const t = testTemplates();
  const hasTemplate = engine === 'pglite' ? t?.pglite : t?.postgres;
  if (!t || !hasTemplate || seedDay(new Date(t.seededAt)) !== seedDay(new Date())) {
    const database = await createTestDatabase(engine);
    await seedCatalogue(database.db, { demoAccounts: true, publicUrl });
    return database;
  }
  const database = await openTestDatabase(engine, 'seeded');
  // The PUBLIC_URL is the only seeded value that follows the app's configuration.
  if (publicUrl !== t.publicUrl) {
    for (const e of SEED_EVENTS) {
      if (!e.externalTicketUrl?.includes(PUBLIC_URL_PLACEHOLDER)) continue;
      await database.db
        .update(events)
        .set({ externalTicketUrl: e.externalTicketUrl.replace(PUBLIC_URL_PLACEHOLDER, () => publicUrl) })
        .where(eq(events.externalId, e.key));
    }
  }
  return database;
}

/** A migrated database with the demo catalogue and an app on it, for HTTP-level tests. */
export async function createTestApp(engine: Engine, opts: { seed?: boolean; config?: Record<string, string> } = {}) {
  const config = testConfig(opts.config);
  const database =
    opts.seed === false ? await createTestDatabase(engine) : await createSeededDatabase(engine, config.publicUrl);
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/** Puts a test app on a free loopback port, for the fakes' callbacks and webhooks; its address. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}
