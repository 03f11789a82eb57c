import type { FastifyInstance } from 'fastify';
import { newestAppliedMigration, newestShippedMigration, ping } from './health.repository.js';

export type CheckState = 'ok' | 'failing' | 'off';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckState; migrations: CheckState; jobs: CheckState; shutdown: CheckState };
}

/** How long a database check may take before the process counts as not ready. */
const CHECK_TIMEOUT_MS = 2_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

let shipped: number | undefined;

/** How long one database check answers every probe (issue 24: probes are public and unauthenticated). */
export const READINESS_CACHE_MS = 1_000;

type DatabaseChecks = Pick<Readiness['checks'], 'database' | 'migrations'>;

/** Per app: the database check under way or last made, and when it started. */
const lastCheck = new WeakMap<FastifyInstance, { startedAt: number; result: Promise<DatabaseChecks> }>();

async function checkDatabase(app: FastifyInstance): Promise<DatabaseChecks> {
  try {
    await withTimeout(ping(app.database), CHECK_TIMEOUT_MS);
    shipped ??= newestShippedMigration();
    const applied = await withTimeout(newestAppliedMigration(app.database), CHECK_TIMEOUT_MS);
    return { database: 'ok', migrations: applied >= shipped ? 'ok' : 'failing' };
  } catch (err) {
    app.log.warn({ err }, 'readiness: database check failed');
    return { database: 'failing', migrations: 'failing' };
  }
}

/**
 * The database checks, made at most once a second per process: probes arriving together, or
 * within a second of the last check, share its answer instead of each querying the database.
 */
function cachedDatabaseChecks(app: FastifyInstance): Promise<DatabaseChecks> {
  const now = Date.now();
  const last = lastCheck.get(app);
  if (last && now - last.startedAt < READINESS_CACHE_MS) return last.result;
  const result = checkDatabase(app);
  lastCheck.set(app, { startedAt: now, result });
  return result;
}

/**
 * Whether this process should be sent traffic (GET /readyz): the database answers within 2 s,
 * every migration this build ships is applied (both checked at most once a second, see
 * `cachedDatabaseChecks`), the job queue runs (when this process runs jobs or enqueues them),
 * and the process is not shutting down (both read live). Never throws: a failing check is
 * reported as `failing`.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const checks: Readiness['checks'] = { ...(await cachedDatabaseChecks(app)), jobs: 'off', shutdown: 'ok' };
  if (app.config.jobs) checks.jobs = app.jobs.running ? 'ok' : 'failing';
  if (app.draining) checks.shutdown = 'failing';
  const ready = Object.values(checks).every((c) => c !== 'failing');
  return { ready, checks };
}
