import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { Pool } from './pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The one database type the repositories see, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters (used by pg-boss and a few admin tasks). */
  execute: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Runs SQL that may hold several statements (no parameters); the rows of the last one. pg-boss
   * sends its schema changes and locked maintenance this way ('BEGIN; …; COMMIT;').
   */
  executeScript: (text: string) => Promise<{ rows: Record<string, unknown>[] }>;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

/**
 * PGlite's PostgreSQL buffer pool. Its default (128 MB, PostgreSQL's) is written into the WASM
 * heap when the engine starts, so it is resident from the first second whatever the data's size:
 * it was a third of the embedded server's memory (docs/operations.md, "Memory"). 32 MB holds the
 * demo catalogue twice over; pages beyond it are read again from the files (the OS caches them).
 */
export const PGLITE_SHARED_BUFFERS = '32MB';

export interface DatabaseOptions {
  /** postgres:// URL. Without it the embedded PGlite engine is used. */
  url?: string;
  /** PGlite data folder; 'memory://' keeps everything in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data folder tarball (from `dumpDataDir`) to start from instead of an empty cluster. */
  loadDataDir?: Blob;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in a folder.
 * Both run the same migrations from MIGRATIONS_DIR.
 */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  if (opts.url) {
    // Keeps a connection when PostgreSQL refuses a statement (pool.ts).
    const pool = new Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      execute: async (text, values) => {
        const r = await pool.query(text, values as unknown[]);
        return { rows: r.rows as Record<string, unknown>[] };
      },
      executeScript: async (text) => {
        // node-postgres answers a multi-statement query (simple protocol) with one result each.
        const r = (await pool.query(text)) as unknown as pg.QueryResult | pg.QueryResult[];
        const last = Array.isArray(r) ? r.at(-1) : r;
        return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
      },
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR }),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    // startParams replaces PGlite's own start parameters, so they are kept and one is added.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    engine: 'pglite',
    execute: async (text, values) => {
      const r = await client.query(text, values as unknown[]);
      return { rows: r.rows as Record<string, unknown>[] };
    },
    executeScript: async (text) => {
      // `query` takes one statement (extended protocol); `exec` runs a script, one result each.
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    migrate: () => migratePglite(pgliteDb, { migrationsFolder: MIGRATIONS_DIR }),
    close: () => client.close(),
  };
}
