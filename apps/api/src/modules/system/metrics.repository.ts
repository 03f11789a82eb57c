import type { Database } from '../../db/client.js';
import { JOBS_SCHEMA } from '../../plugins/jobs.js';

/** Orders per status, over the whole database (every process reports the same figures). */
export async function orderCountsByStatus(database: Pick<Database, 'execute'>): Promise<Map<string, number>> {
  const { rows } = await database.execute('SELECT status, count(*)::int AS n FROM orders GROUP BY status');
  return new Map(rows.map((r) => [String(r.status), Number(r.n)]));
}

/** Holds not yet expired: pending orders and the places they keep from other buyers. */
export async function activeHolds(database: Pick<Database, 'execute'>): Promise<{ holds: number; places: number }> {
  const { rows } = await database.execute(
    `SELECT count(DISTINCT o.id)::int AS holds, coalesce(sum(i.quantity), 0)::int AS places
       FROM orders o JOIN order_items i ON i.order_id = o.id
      WHERE o.status = 'pending' AND o.expires_at > now()`,
  );
  return { holds: Number(rows[0]?.holds ?? 0), places: Number(rows[0]?.places ?? 0) };
}

/** Jobs waiting or running per queue (pg-boss's table); empty before pg-boss made its schema. */
export async function jobQueueDepths(
  database: Pick<Database, 'execute'>,
): Promise<{ queue: string; state: string; n: number }[]> {
  try {
    const { rows } = await database.execute(
      `SELECT name, state::text AS state, count(*)::int AS n FROM ${JOBS_SCHEMA}.job
        WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
    );
    return rows.map((r) => ({ queue: String(r.name), state: String(r.state), n: Number(r.n) }));
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === '42P01' || code === '3F000') return [];
    throw err;
  }
}
