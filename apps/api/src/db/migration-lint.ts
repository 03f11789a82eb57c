import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A check over migration SQL for statements that lock a busy table for long (decision 021):
 * PostgreSQL takes a lock that stops sales while it rewrites or scans the table. It runs in the
 * unit tests (migration-lint.test.ts), so CI fails on a new migration that would do it.
 *
 * Drizzle runs all pending migrations in one transaction, where CREATE INDEX CONCURRENTLY is
 * refused; so an index on a hot table is built by hand first (docs/operations.md, "Migrations")
 * and the migration says `CREATE INDEX IF NOT EXISTS` after a `-- lint: built-concurrently`
 * comment, which makes it a no-op in production and still builds it in fresh databases.
 */

/** Tables a sale reads and writes on every request: a long lock on one stops the site. */
export const HOT_TABLES = [
  'events',
  'ticket_types',
  'show_times',
  'occurrences',
  'inventory',
  'orders',
  'order_items',
  'order_status_changes',
  'payments',
  'refunds',
  'tickets',
  'check_ins',
  'ledger_entries',
  'buyer_limits',
  'sessions',
  'users',
] as const;

/**
 * Migrations that ran before this check existed (0000–0014), on small or empty tables before
 * any sale: accepted as they are. Add a later one here only with a comment saying why its lock
 * is short (e.g. the table is still small in every deployment).
 */
export const BASELINE = new Set(Array.from({ length: 15 }, (_, i) => String(i).padStart(4, '0')));

export interface Finding {
  file: string;
  rule:
    | 'index-without-concurrently'
    | 'add-column-not-null-without-default'
    | 'column-type-change'
    | 'set-not-null'
    | 'constraint-without-not-valid';
  statement: string;
}

const unquote = (name: string) =>
  name
    .replace(/"/g, '')
    .replace(/^public\./, '')
    .toLowerCase();

/** The findings in one migration's SQL (statements split on drizzle's breakpoints and `;`). */
export function lintMigrationSql(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const hot = new Set<string>(HOT_TABLES);
  const created = new Set(
    [...text.matchAll(/CREATE TABLE (?:IF NOT EXISTS )?("?[\w.]+"?(?:\."?\w+"?)?)/gi)].map((m) => unquote(m[1]!)),
  );
  const busy = (table: string) => hot.has(unquote(table)) && !created.has(unquote(table));
  const statements = text.split(/--> statement-breakpoint|;\s*\n/);
  for (const raw of statements) {
    const allowed = /--\s*lint:\s*built-concurrently/i.test(raw);
    const stmt = raw
      .replace(/--[^\n]*/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (!stmt) continue;
    const add = (rule: Finding['rule']) => findings.push({ file, rule, statement: stmt.slice(0, 200) });
    const index =
      /^CREATE (?:UNIQUE )?INDEX (CONCURRENTLY )?(IF NOT EXISTS )?(?:"?\w+"? )?ON (?:ONLY )?("?[\w.]+"?)/i.exec(stmt);
    if (index && !index[1] && busy(index[3]!) && !(allowed && index[2])) add('index-without-concurrently');
    const alter = /^ALTER TABLE (?:ONLY )?(?:IF EXISTS )?("?[\w.]+"?(?:\."?\w+"?)?) (.*)$/i.exec(stmt);
    if (!alter || !busy(alter[1]!)) continue;
    const rest = alter[2]!;
    for (const clause of rest.split(/,(?![^(]*\))/)) {
      if (/ADD COLUMN/i.test(clause) && /NOT NULL/i.test(clause) && !/DEFAULT/i.test(clause))
        add('add-column-not-null-without-default');
      if (/ALTER COLUMN \S+ (SET DATA )?TYPE/i.test(clause)) add('column-type-change');
      if (/ALTER COLUMN \S+ SET NOT NULL/i.test(clause)) add('set-not-null');
      if (/ADD CONSTRAINT .*(FOREIGN KEY|CHECK)/i.test(clause) && !/NOT VALID/i.test(clause))
        add('constraint-without-not-valid');
    }
  }
  return findings;
}

/** The findings of every migration in `dir` not in the baseline. */
export function lintMigrations(dir: string): Finding[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .filter((f) => !BASELINE.has(f.slice(0, 4)))
    .flatMap((f) => lintMigrationSql(f, readFileSync(path.join(dir, f), 'utf8')));
}
