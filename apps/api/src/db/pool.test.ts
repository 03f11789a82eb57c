import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { EventEmitter } from 'node:events';
import { Pool, connectionSurvives, readyAfterError } from './pool.js';

const url = process.env.TEST_DATABASE_URL;

describe('connectionSurvives', () => {
  const idle = { _txStatus: 'I' } as unknown as pg.PoolClient;
  const inFailedTx = { _txStatus: 'E' } as unknown as pg.PoolClient;
  const dbError = (code: string) => Object.assign(new pg.DatabaseError('refused', 0, 'error'), { code });

  it('keeps a connection PostgreSQL answered with a statement error outside a transaction', () => {
    expect(connectionSurvives(dbError('P0001'), idle)).toBe(true); // RAISE
    expect(connectionSurvives(dbError('23505'), idle)).toBe(true); // unique violation
    expect(connectionSurvives(dbError('22012'), idle)).toBe(true); // division by zero
  });

  it('drops it for connection, server and transaction trouble, and for errors not from PostgreSQL', () => {
    for (const code of ['08006', '57P01', '53300', '58030', 'XX000', 'F0000'])
      expect(connectionSurvives(dbError(code), idle), code).toBe(false);
    expect(connectionSurvives(dbError('23505'), inFailedTx)).toBe(false);
    expect(connectionSurvives(new Error('Connection terminated unexpectedly'), idle)).toBe(false);
    expect(connectionSurvives(dbError(''), idle)).toBe(false);
  });
});

describe('readyAfterError', () => {
  /** A client whose failed statement's ReadyForQuery has not arrived yet: it still shows the status from before. */
  const waitingClient = () =>
    Object.assign(new EventEmitter(), { readyForQuery: false, _txStatus: 'I' }) as unknown as pg.PoolClient & {
      readyForQuery: boolean;
      _txStatus: string;
    };
  const dbError = Object.assign(new pg.DatabaseError('division by zero', 0, 'error'), { code: '22012' });

  it('answers at once when the ReadyForQuery is already in', async () => {
    const client = Object.assign(waitingClient(), { readyForQuery: true });
    await expect(readyAfterError(client, 10_000)).resolves.toBe(true);
  });

  it('waits for the ReadyForQuery, so a failed transaction is judged by its own status', async () => {
    const client = waitingClient();
    // Judged too early, the stale 'I' would keep a connection stuck in a failed transaction.
    expect(connectionSurvives(dbError, client)).toBe(true);
    setTimeout(() => {
      client._txStatus = 'E';
      client.readyForQuery = true;
      client.emit('drain');
    }, 5);
    await expect(readyAfterError(client, 10_000)).resolves.toBe(true);
    expect(connectionSurvives(dbError, client)).toBe(false);
    expect(client.listenerCount('drain') + client.listenerCount('end') + client.listenerCount('error')).toBe(0);
  });

  it('gives the connection up when it ends or stays silent', async () => {
    const ending = waitingClient();
    setTimeout(() => ending.emit('end'), 5);
    await expect(readyAfterError(ending, 10_000)).resolves.toBe(false);
    await expect(readyAfterError(waitingClient(), 5)).resolves.toBe(false);
  });
});

describe.skipIf(!url)('Pool on PostgreSQL', () => {
  let pool: Pool | undefined;
  afterEach(async () => {
    await pool?.end();
    pool = undefined;
  });

  const backend = async (p: pg.Pool) => (await p.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;

  it('keeps the connection when PostgreSQL refuses a statement (no new backend per refusal)', async () => {
    pool = new Pool({ connectionString: url, max: 1 });
    const pid = await backend(pool);
    await expect(pool.query('SELECT 1/0')).rejects.toMatchObject({ code: '22012' });
    await expect(
      pool.query("DO $$ BEGIN RAISE EXCEPTION 'sold_out' USING ERRCODE = 'P0001'; END $$"),
    ).rejects.toMatchObject({ code: 'P0001', message: 'sold_out' });
    await pool.query('CREATE TEMP TABLE t (id int PRIMARY KEY)');
    await pool.query('INSERT INTO t VALUES (1)');
    await expect(pool.query({ text: 'INSERT INTO t VALUES ($1)', values: [1] })).rejects.toMatchObject({
      code: '23505',
    });
    // The same session: its temporary table is still there.
    expect(await backend(pool)).toBe(pid);
    expect((await pool.query('SELECT count(*)::int AS n FROM t')).rows[0]).toEqual({ n: 1 });
  });

  it('replaces a connection left inside a failed transaction, or ended by the server', async () => {
    pool = new Pool({ connectionString: url, max: 1 });
    const first = await backend(pool);
    await expect(pool.query('BEGIN; SELECT 1/0;')).rejects.toMatchObject({ code: '22012' });
    const second = await backend(pool);
    expect(second).not.toBe(first);
    await expect(pool.query('SELECT pg_terminate_backend(pg_backend_pid())')).rejects.toMatchObject({
      code: '57P01',
    });
    const third = await backend(pool);
    expect(third).not.toBe(second);
    expect((await pool.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
  });

  it("leaves pg's callback form as it was", async () => {
    pool = new Pool({ connectionString: url, max: 1 });
    const rows = await new Promise<unknown[]>((resolve, reject) =>
      pool!.query('SELECT 2 AS two', (err: Error | undefined, res: pg.QueryResult) =>
        err ? reject(err) : resolve(res.rows),
      ),
    );
    expect(rows).toEqual([{ two: 2 }]);
  });

  it('is the pool behind openDatabase, so a refused Drizzle statement keeps its connection', async () => {
    const database = await openDatabase({ url: url!, poolSize: 1 });
    try {
      const pid = async () => (await database.execute('SELECT pg_backend_pid() AS pid')).rows[0]!.pid;
      const before = await pid();
      await expect(database.db.execute(sql`SELECT 1/0`)).rejects.toThrow();
      expect(await pid()).toBe(before);
    } finally {
      await database.close();
    }
  });
});
