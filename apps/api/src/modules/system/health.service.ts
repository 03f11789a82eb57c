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

/**
 * Whether this process should be sent traffic (GET /readyz): the database answers within 2 s,
 * every migration this build ships is applied, the job queue runs (when this process runs jobs
 * or enqueues them), and the process is not shutting down. Never throws: a failing check is
 * reported as `failing`.
 */
export async function readiness(app: FastifyInstance): Promise<Readiness> {
  const checks: Readiness['checks'] = { database: 'ok', migrations: 'ok', jobs: 'off', shutdown: 'ok' };
  try {
    await withTimeout(ping(app.database), CHECK_TIMEOUT_MS);
    shipped ??= newestShippedMigration();
    const applied = await withTimeout(newestAppliedMigration(app.database), CHECK_TIMEOUT_MS);
    checks.migrations = applied >= shipped ? 'ok' : 'failing';
  } catch (err) {
    app.log.warn({ err }, 'readiness: database check failed');
    checks.database = 'failing';
    checks.migrations = 'failing';
  }
  if (app.config.jobs) checks.jobs = app.jobs.running ? 'ok' : 'failing';
  if (app.draining) checks.shutdown = 'failing';
  const ready = Object.values(checks).every((c) => c !== 'failing');
  return { ready, checks };
}
