import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_ENGINES as ENGINES, createTestDatabase } from '../test/database.js';
import type { DbOrTx } from './client.js';
import { readTogether } from './read-together.js';

describe.each(ENGINES)('readTogether (%s)', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.drop());

  /** Three reads that log when each starts and ends. */
  const reads = (db: DbOrTx, log: string[]) =>
    [1, 2, 3].map((n) => async () => {
      log.push(`start ${n}`);
      const { rows } = (await db.execute(sql`SELECT ${n}::int AS n`)) as unknown as { rows: { n: number }[] };
      log.push(`end ${n}`);
      return rows[0]!.n;
    });

  it('starts every read at once on the pool and keeps the results in order', async () => {
    const log: string[] = [];
    const [a, b, c] = await readTogether(database.db, ...reads(database.db, log));
    expect([a, b, c]).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs them one after another inside a transaction, in order', async () => {
    const log: string[] = [];
    const results = await database.db.transaction((tx) => readTogether(tx, ...reads(tx, log)));
    expect(results).toEqual([1, 2, 3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  // PGlite has no connections to queue on; the pool's clients are PostgreSQL's.
  if (engine === 'postgres')
    it('never sends a query to a transaction’s connection while it is busy', async () => {
      const queued: number[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (this: pg.Client, ...args) {
        queued.push((this as unknown as { _queryQueue: unknown[] })._queryQueue.length);
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });
      try {
        await database.db.transaction((tx) => readTogether(tx, ...reads(tx, [])));
      } finally {
        spy.mockRestore();
      }
      expect(queued.length).toBeGreaterThanOrEqual(3);
      expect(queued.every((n) => n === 0)).toBe(true);
    });
});
