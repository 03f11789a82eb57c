import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR, type Database } from '../../db/client.js';

/** Answers a trivial query; throws when the database cannot be reached. */
export async function ping(database: Pick<Database, 'execute'>): Promise<void> {
  await database.execute('select 1');
}

/** The `when` stamp of the newest migration this build ships (drizzle's journal). */
export function newestShippedMigration(dir: string = MIGRATIONS_DIR): number {
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

/** The stamp of the newest migration applied to the database, 0 when none (drizzle's own table). */
export async function newestAppliedMigration(database: Pick<Database, 'execute'>): Promise<number> {
  try {
    const { rows } = await database.execute('SELECT max(created_at) AS at FROM drizzle.__drizzle_migrations');
    return Number(rows[0]?.at ?? 0);
  } catch (err) {
    // No migrations table yet: nothing applied.
    if ((err as { code?: string }).code === '42P01' || (err as { code?: string }).code === '3F000') return 0;
    throw err;
  }
}
