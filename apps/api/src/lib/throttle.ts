import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { authThrottles } from '../db/schema/index.js';
import { AppError } from './errors.js';

/**
 * Fixed-window counters shared by every server process (the `auth_throttles` table, which holds
 * every throttle, not only the accounts'). Each decision is one statement, so two requests at
 * once can never both take the last slot: there is no "read, then count" gap to race through.
 */

/** A limit: at most `limit` hits per `windowMs`. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** A 429 that knows when to come back: the errors plugin sends it as `Retry-After` and `retryAfter`. */
export class RateLimitedError extends AppError {
  declare readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message: string) {
    super('rate_limited', message, retryAfterSeconds);
  }
}

export type SlotResult = { ok: true; hits: number } | { ok: false; retryAfterSeconds: number };

const secondsLeft = (windowStartedAt: Date, windowMs: number, now: Date) =>
  Math.max(1, Math.ceil((windowStartedAt.getTime() + windowMs - now.getTime()) / 1000));

/** Rows of a raw statement (node-postgres and PGlite both answer `{ rows }`). */
const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The database's `take_throttle_slots` (migration 0027), the counters' one home: one slot of
 * every key under its rule, or none, in one statement. A counter goes up only while it is under
 * its limit (or its window has passed, which starts a new one); when a key refused, the slots the
 * statement did take are given back in it, and the answer is the longest wait of the refused keys.
 * Keys are counted in key order, so two requests counting the same keys lock them alike.
 * `checkout_hold_request` takes a hold's slots with the same function.
 */
async function takeThrottleSlots(
  db: DbOrTx,
  entries: readonly { key: string; rule: ThrottleRule }[],
  now: Date,
): Promise<SlotResult> {
  const r = await db.execute(sql`SELECT retry_after, hits FROM take_throttle_slots(
    ${sql.param(entries.map((e) => e.key))}::text[], ${sql.param(entries.map((e) => e.rule.limit))}::integer[],
    ${sql.param(entries.map((e) => e.rule.windowMs))}::bigint[], ${now.toISOString()}::timestamptz)`);
  const row = rowsOf<{ retry_after: number; hits: number | null }>(r)[0]!;
  const wait = Number(row.retry_after);
  return wait === 0 ? { ok: true, hits: Number(row.hits ?? 0) } : { ok: false, retryAfterSeconds: wait };
}

/**
 * Takes one slot of `key` under `rule` in one statement: the counter goes up only while it is
 * under the limit (or its window has passed, which starts a new one). Refused: nothing is counted
 * and the answer says how long until the window ends.
 */
export function takeSlot(db: DbOrTx, key: string, rule: ThrottleRule, now: Date): Promise<SlotResult> {
  return takeThrottleSlots(db, [{ key, rule }], now);
}

/**
 * Takes one slot of every key, or none, in one statement (a hold asks for four or five: email,
 * phone, device, account or address), each under its own rule. Refused: nothing is counted, and
 * the longest wait of the refused keys is the answer.
 */
export async function takeSlots(
  db: DbOrTx,
  entries: readonly { key: string; rule: ThrottleRule }[],
  now: Date,
): Promise<SlotResult> {
  if (entries.length === 0) return { ok: true, hits: 0 };
  const r = await takeThrottleSlots(db, entries, now);
  return r.ok && entries.length > 1 ? { ok: true, hits: 0 } : r;
}

/** Gives one slot of `key` back (the action it was taken for did not count after all). */
export async function giveSlotBack(db: DbOrTx, key: string): Promise<void> {
  await db.execute(
    sql`UPDATE ${authThrottles} SET hits = GREATEST(${authThrottles.hits} - 1, 0) WHERE ${authThrottles.key} = ${key}`,
  );
}

/** Counts one hit whatever the limit (a failure to remember), in one statement; answers the count. */
export async function countHit(db: DbOrTx, key: string, windowMs: number, now: Date): Promise<number> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await db
    .insert(authThrottles)
    .values({ key, hits: 1, windowStartedAt: now, lastHitAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`CASE WHEN ${authThrottles.windowStartedAt} <= ${cutoff} THEN 1 ELSE ${authThrottles.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${authThrottles.windowStartedAt} <= ${cutoff} THEN ${nowSql} ELSE ${authThrottles.windowStartedAt} END`,
        lastHitAt: nowSql,
      },
    })
    .returning({ hits: authThrottles.hits });
  return row!.hits;
}

/** How long until `key` is under `rule` again; 0 when it is now. Reads only. */
export async function waitFor(db: DbOrTx, key: string, rule: ThrottleRule, now: Date): Promise<number> {
  const state = await readSlot(db, key);
  if (!state || state.hits < rule.limit || state.windowStartedAt.getTime() + rule.windowMs <= now.getTime()) return 0;
  return secondsLeft(state.windowStartedAt, rule.windowMs, now);
}

/** Forgets `key` (a success wipes the failures it counted). */
export async function clearKey(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM ${authThrottles} WHERE ${authThrottles.key} = ${key}`);
}

async function readSlot(db: DbOrTx, key: string): Promise<{ hits: number; windowStartedAt: Date } | null> {
  const r = await db.execute(
    sql`SELECT hits, window_started_at FROM ${authThrottles} WHERE ${authThrottles.key} = ${key} LIMIT 1`,
  );
  const row = (r as unknown as { rows: { hits: number; window_started_at: string | Date }[] }).rows[0];
  return row ? { hits: Number(row.hits), windowStartedAt: new Date(row.window_started_at) } : null;
}

/**
 * A slowdown instead of a lock: the first `freeTries` failures cost nothing (a typo and the right
 * password at once); after `hits` failures beyond them the next try waits
 * `firstDelayMs * 2^(hits-1)`, at most `maxDelayMs`, from the last one; the count is forgotten
 * after `forgetAfterMs` with no try.
 */
export interface SlowdownRule {
  freeTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** How long after the last try the next may come, after `hits` counted failures. */
export const slowdownDelayMs = (rule: SlowdownRule, hits: number) =>
  hits <= rule.freeTries
    ? 0
    : Math.min(rule.maxDelayMs, rule.firstDelayMs * 2 ** Math.min(hits - rule.freeTries - 1, 30));

/** slowdownDelayMs in SQL, in seconds, for a count `hits`. */
const delaySecondsSql = (rule: SlowdownRule, hits: SQL) =>
  sql`CASE WHEN ${hits} <= ${rule.freeTries} THEN 0 ELSE LEAST(${rule.firstDelayMs / 1000}::float8 * power(2, LEAST(${hits} - ${rule.freeTries + 1}, 30)), ${rule.maxDelayMs / 1000}::float8) END`;

/**
 * Takes one try of `key` under a slowdown in one statement: it is counted (as a failure, given
 * back with giveSlotBack when it succeeds) only when the delay the earlier failures earned has
 * passed, so two tries at once never both pass. Refused: nothing is counted and the answer says
 * how long until the next try may come.
 */
export async function takeTry(db: DbOrTx, key: string, rule: SlowdownRule, now: Date): Promise<SlotResult> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const forgotten = sql`${authThrottles.lastHitAt} <= ${new Date(now.getTime() - rule.forgetAfterMs).toISOString()}::timestamptz`;
  // The exponent is capped (the delay is long capped by then) so the power never overflows.
  const delaySeconds = delaySecondsSql(rule, sql`${authThrottles.hits}`);
  const rows = await db
    .insert(authThrottles)
    .values({ key, hits: 1, windowStartedAt: now, lastHitAt: now })
    .onConflictDoUpdate({
      target: authThrottles.key,
      set: {
        hits: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${authThrottles.hits} + 1 END`,
        windowStartedAt: sql`CASE WHEN ${forgotten} THEN ${nowSql} ELSE ${authThrottles.windowStartedAt} END`,
        lastHitAt: nowSql,
      },
      setWhere: sql`${forgotten} OR ${authThrottles.lastHitAt} + make_interval(secs => ${delaySeconds}) <= ${nowSql}`,
    })
    .returning({ hits: authThrottles.hits });
  if (rows[0]) return { ok: true, hits: rows[0].hits };
  const state = await readTry(db, key);
  if (!state) return { ok: false, retryAfterSeconds: 1 };
  const until = state.lastHitAt.getTime() + slowdownDelayMs(rule, state.hits);
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}

/**
 * A try taken with takeTry succeeded: it is not a failure. Its count is given back, and the
 * moment of the last try moved back by the delay the remaining failures earn, so the next try
 * may come at once (the owner signing in is not made to wait for signing in) while the count
 * others built up stays.
 */
export async function giveTryBack(db: DbOrTx, key: string, rule: SlowdownRule): Promise<void> {
  const left = sql`GREATEST(${authThrottles.hits} - 1, 0)`;
  const delaySeconds = delaySecondsSql(rule, left);
  await db.execute(
    sql`UPDATE ${authThrottles} SET hits = ${left}, last_hit_at = ${authThrottles.lastHitAt} - make_interval(secs => ${delaySeconds}) WHERE ${authThrottles.key} = ${key}`,
  );
}

async function readTry(db: DbOrTx, key: string): Promise<{ hits: number; lastHitAt: Date } | null> {
  const r = await db.execute(
    sql`SELECT hits, last_hit_at FROM ${authThrottles} WHERE ${authThrottles.key} = ${key} LIMIT 1`,
  );
  const row = (r as unknown as { rows: { hits: number; last_hit_at: string | Date }[] }).rows[0];
  return row ? { hits: Number(row.hits), lastHitAt: new Date(row.last_hit_at) } : null;
}
