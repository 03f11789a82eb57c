import pg from 'pg';

/**
 * SQLSTATE classes after which a connection is not trusted again: connection exceptions (08),
 * operator intervention such as an administrator ending the session (57), insufficient resources
 * (53), system errors (58), configuration file errors (F0) and internal errors (XX).
 */
const BROKEN_CLASSES = new Set(['08', '53', '57', '58', 'F0', 'XX']);

/** A pooled client's transaction status from its last ReadyForQuery: 'I' idle, 'T' in a transaction, 'E' failed. */
const txStatusOf = (client: pg.PoolClient) => (client as unknown as { _txStatus?: string | null })._txStatus;

/** How long a failed statement's ReadyForQuery is waited for before the connection is given up. */
const READY_WAIT_MS = 2_000;

/**
 * Resolves once the server has sent the ReadyForQuery that follows a failed statement (true), or
 * false when the connection errs, ends or stays silent. pg settles a query's promise on the
 * ErrorResponse, and PostgreSQL flushes that message on its own, so the ReadyForQuery carrying
 * the transaction status ('I' or 'E') can still be on its way: judging the status before it
 * arrives reads the one from before the statement.
 */
export function readyAfterError(client: pg.PoolClient, waitMs = READY_WAIT_MS): Promise<boolean> {
  const state = client as unknown as { readyForQuery?: boolean };
  if (state.readyForQuery === true) return Promise.resolve(true);
  return new Promise((resolve) => {
    const finish = (ready: boolean) => {
      clearTimeout(timer);
      client.removeListener('drain', onDrain);
      client.removeListener('error', onGone);
      client.removeListener('end', onGone);
      resolve(ready);
    };
    const onDrain = () => finish(true);
    const onGone = () => finish(false);
    const timer = setTimeout(onGone, waitMs);
    // pg emits 'drain' when a ReadyForQuery finds no statement waiting: nothing else is queued
    // on a client checked out for one statement.
    client.on('drain', onDrain);
    client.on('error', onGone);
    client.on('end', onGone);
  });
}

/**
 * Whether the connection that ran a failed statement can serve the next one, judged once its
 * ReadyForQuery has arrived (see `readyAfterError`): PostgreSQL itself
 * refused the statement (a RAISE from `checkout_hold_request`, a unique or check violation, a bad cast),
 * answered ReadyForQuery outside any transaction, and the error says nothing about the
 * connection or the server's health.
 */
export function connectionSurvives(err: unknown, client: pg.PoolClient): boolean {
  return refusedByServer(err) && txStatusOf(client) === 'I';
}

/** The error is PostgreSQL refusing a statement, saying nothing about the connection or the server. */
function refusedByServer(err: unknown): err is pg.DatabaseError {
  if (!(err instanceof pg.DatabaseError)) return false;
  const sqlState = typeof err.code === 'string' ? err.code : '';
  return sqlState.length === 5 && !BROKEN_CLASSES.has(sqlState.slice(0, 2));
}

/**
 * Runs one statement on a connection of its own from `pool` and gives the connection back,
 * closing it only when the failure left it unfit (see `connectionSurvives`).
 */
async function queryKeepingConnection(pool: pg.Pool, config: unknown, values: unknown): Promise<pg.QueryResult> {
  const client = await pool.connect();
  // The stock pool listens for a checked-out client's errors only inside its own `query`.
  let broken: Error | undefined;
  const onError = (err: Error) => {
    broken = err;
  };
  client.on('error', onError);
  let releaseWith: Error | undefined;
  try {
    return await (client.query as (c: unknown, v: unknown) => Promise<pg.QueryResult>).call(client, config, values);
  } catch (err) {
    const survives = refusedByServer(err) && (await readyAfterError(client)) && connectionSurvives(err, client);
    if (!survives) releaseWith = err instanceof Error ? err : new Error(String(err));
    throw err;
  } finally {
    client.removeListener('error', onError);
    client.release(releaseWith ?? broken);
  }
}

/**
 * node-postgres's pool, except that `query` keeps the connection when a statement fails in a
 * way that leaves it healthy (see `connectionSurvives`). The stock `Pool.query` closes the
 * connection on every error, so each refusal raised by the database (sold out, over the buyer
 * limit, a retried idempotency key) cost a new connection: a backend process forked by
 * PostgreSQL, the start-up and authentication round trips, and the prepared statements parsed
 * again; in a flash sale's first seconds, hundreds of connections per process. Connection
 * errors, failures inside a transaction and anything that is not an error reported by
 * PostgreSQL still close the connection, as before. Callback and streaming calls go to pg as is.
 */
export class Pool extends pg.Pool {}

const stockQuery = pg.Pool.prototype.query as (this: pg.Pool, ...args: unknown[]) => unknown;
Pool.prototype.query = function (this: pg.Pool, ...args: unknown[]) {
  const [config, values, callback] = args;
  const submittable = typeof (config as { submit?: unknown } | null)?.submit === 'function';
  if (submittable || typeof values === 'function' || typeof callback === 'function')
    return stockQuery.apply(this, args);
  return queryKeepingConnection(this, config, values);
} as pg.Pool['query'];
