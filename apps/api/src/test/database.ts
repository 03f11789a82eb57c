import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../config.js';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { seedCatalogue } from '../db/seed/seed.js';

export type Engine = 'pglite' | 'postgres';

/**
 * The engines every API suite runs on: embedded PGlite always, and PostgreSQL too when
 * TEST_DATABASE_URL points at a server (CI sets it when one answers on 127.0.0.1:5432).
 */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/** A fresh, migrated database of the given engine; `drop` removes it again. */
export async function createTestDatabase(engine: Engine): Promise<Database & { drop: () => Promise<void> }> {
  if (engine === 'pglite') {
    const database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `tikiti_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminClient = new pg.Client({ connectionString: admin });
  await adminClient.connect();
  await adminClient.query(`CREATE DATABASE ${name}`);
  await adminClient.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export function testConfig(overrides: Record<string, string> = {}): AppConfig {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000', ...overrides });
}

/** A migrated database with the demo catalogue and an app on it, for HTTP-level tests. */
export async function createTestApp(engine: Engine, opts: { seed?: boolean; config?: Record<string, string> } = {}) {
  const database = await createTestDatabase(engine);
  const config = testConfig(opts.config);
  if (opts.seed !== false) await seedCatalogue(database.db, { demoAccounts: true, publicUrl: config.publicUrl });
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
