/**
 * What a failed statement says, read through the drivers' wrappers (Drizzle wraps the error of
 * node-postgres or PGlite in `cause`).
 */

/** The constraint a unique violation (SQLSTATE 23505) hit ('' when the driver does not say), or null. */
export function uniqueViolation(err: unknown): string | null {
  let e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return e.constraint ?? e.constraint_name ?? '';
    e = e.cause as typeof e;
  }
  return null;
}
