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

/** The database's part of readiness is asked at most this often; probes in between share it. */
export const READINESS_CACHE_MS = 1_000;

type DatabaseChecks = Pick<Readiness['checks'], 'database' | 'migrations'>;
// Keyed by the database, which every encapsulated context of one app shares.
const lastDatabaseCheck = new WeakMap<object, { at: number; result: Promise<DatabaseChecks> }>();

/** Drops the stored database check, so the next probe asks again (tests that change the database). */
export function forgetReadiness(app: FastifyInstance): void {
  lastDatabaseCheck.delete(app.database);
}

async function databaseChecks(app: FastifyInstance): Promise<DatabaseChecks> {
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
 * Whether this process should be sent traffic (GET /readyz): the database answers within 2 s,
 * every migration this build ships is applied, the job queue runs (when this process runs jobs
 * or enqueues them), and the process is not shutting down. The database's two queries run at
 * most once a second whatever the number of probes (a public route must not be a way to load
 * the database: issue 24); the job queue and shutdown are read live. Never throws: a failing
 * check is reported as `failing`.
 */
export async function readiness(app: FastifyInstance, now: number = Date.now()): Promise<Readiness> {
  let cached = lastDatabaseCheck.get(app.database);
  if (!cached || now - cached.at >= READINESS_CACHE_MS) {
    cached = { at: now, result: databaseChecks(app) };
    lastDatabaseCheck.set(app.database, cached);
  }
  const checks: Readiness['checks'] = { ...(await cached.result), jobs: 'off', shutdown: 'ok' };
  if (app.config.jobs) checks.jobs = app.jobs.running ? 'ok' : 'failing';
  if (app.draining) checks.shutdown = 'failing';
  const ready = Object.values(checks).every((c) => c !== 'failing');
  return { ready, checks };
}
