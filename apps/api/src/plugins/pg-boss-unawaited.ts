import { createRequire } from 'node:module';

/**
 * pg-boss 10 (the last line for Node 20) completes or fails a finished job without awaiting it:
 * in `Manager.work`, `this.complete(...)` and `this.fail(...)` are called and their promises
 * dropped. When the database connection is cut at that moment (a PostgreSQL restart, a
 * failover), the rejection has no handler and Node ends the whole process: a server taking
 * orders dies because a mail job could not be marked done.
 *
 * This gives every promise those two methods return a handler that logs, and returns the same
 * promise, so a caller that awaits still sees the error. The job itself is safe: a job left
 * active is expired by pg-boss's maintenance and retried, and every handler is idempotent.
 * Applied once per process; `reportTo` is where the dropped errors are logged.
 */
type Report = (err: unknown, method: 'complete' | 'fail') => void;

let report: Report = () => {};
let patched = false;

export function guardUnawaitedJobCompletion(reportTo: Report): void {
  report = reportTo;
  if (patched) return;
  const require = createRequire(import.meta.url);
  const Manager = require('pg-boss/src/manager.js') as { prototype: Record<string, unknown> };
  for (const method of ['complete', 'fail'] as const) {
    const original = Manager.prototype[method];
    if (typeof original !== 'function') throw new Error(`pg-boss Manager.${method} not found: check this guard`);
    Manager.prototype[method] = function (this: unknown, ...args: unknown[]) {
      const result = (original as (...a: unknown[]) => unknown).apply(this, args);
      if (result instanceof Promise) result.catch((err: unknown) => report(err, method));
      return result;
    };
  }
  patched = true;
}
