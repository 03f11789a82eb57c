import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { DEMO_ACCOUNTS, seedCatalogue } from '../seed/seed.js';
import { verifyPassword } from '../lib/passwords.js';
import { ALL_ENGINES as ENGINES, createTestApp, createTestDatabase, testTemplates } from './database.js';
import { TEST_PUBLIC_URL } from './templates.js';

/**
 * Everything in the public schema, in a form two databases can be compared by: columns that take
 * the database clock (`DEFAULT now()`) are left out, and password hashes, salted anew at every
 * seed, become whether the demo password opens them.
 */
async function contents(database: Database) {
  const tables = (
    await database.execute(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  ).rows.map((r) => String(r.tablename));
  const clocked = new Set(
    (
      await database.execute(
        `SELECT table_name, column_name FROM information_schema.columns
          WHERE table_schema = 'public' AND column_default LIKE 'now()%'`,
      )
    ).rows.map((r) => `${String(r.table_name)}.${String(r.column_name)}`),
  );
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = (await database.execute(`SELECT * FROM "${table}"`)).rows;
    const shown = await Promise.all(
      rows.map(async (row) => {
        const kept: Record<string, unknown> = {};
        for (const [column, value] of Object.entries(row)) {
          if (clocked.has(`${table}.${column}`)) continue;
          kept[column] =
            column === 'password_hash' && typeof value === 'string'
              ? { opensWithDemoPassword: await verifyPassword(DEMO_ACCOUNTS.password, value) }
              : value;
        }
        return JSON.stringify(kept);
      }),
    );
    out[table] = shown.sort();
  }
  out['sequences'] = (
    await database.execute(
      `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows.map((r) => JSON.stringify(r));
  return out;
}

describe.each(ENGINES)('test databases on %s', (engine) => {
  const opened: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
  });

  async function app(opts: Parameters<typeof createTestApp>[1] = {}) {
    const ctx = await createTestApp(engine, opts);
    opened.push(ctx);
    return ctx;
  }

  /** What seeding a fresh database makes, at the same moment the suites' catalogue was seeded. */
  async function freshlySeeded(publicUrl: string) {
    const database = await createTestDatabase(engine);
    opened.push({ close: database.drop });
    const seededAt = testTemplates()?.seededAt;
    await seedCatalogue(database.db, {
      demoAccounts: true,
      publicUrl,
      ...(seededAt ? { now: new Date(seededAt) } : {}),
    });
    return database;
  }

  it.each([TEST_PUBLIC_URL, 'https://tikiti.example'])(
    'gives a suite with PUBLIC_URL %s the catalogue and demo accounts exactly as seeding makes them',
    async (publicUrl) => {
      const ctx = await app({ config: { PUBLIC_URL: publicUrl } });
      const expected = await contents(await freshlySeeded(publicUrl));
      const actual = await contents(ctx.database);
      expect(actual).toEqual(expected);
      // Not vacuous: the catalogue is there, the demo accounts open, and the URL was written in.
      expect(actual['events']!.length).toBeGreaterThan(50);
      expect(actual['users']!.filter((u) => u.includes('"opensWithDemoPassword":true'))).toHaveLength(2);
      expect(actual['events']!.some((e) => e.includes(`"external_ticket_url":"${publicUrl}/events/`))).toBe(true);
    },
  );

  it('gives every suite a database of its own', async () => {
    const first = await app();
    const second = await app();
    await first.database.execute(`DELETE FROM ticket_types`);
    await first.database.execute(`UPDATE events SET title = 'Changed' WHERE id = 26`);
    const third = await app();
    for (const other of [second, third]) {
      const [row] = (
        await other.database.execute(
          `SELECT (SELECT count(*) FROM ticket_types) AS n, (SELECT title FROM events WHERE id = 26) AS title`,
        )
      ).rows;
      expect(Number(row!.n)).toBeGreaterThan(0);
      expect(row!.title).not.toBe('Changed');
    }
  });

  it('leaves a suite that asks for no seed with migrated, empty tables', async () => {
    const ctx = await app({ seed: false });
    const [row] = (
      await ctx.database.execute(
        `SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM users) + (SELECT count(*) FROM categories) AS n`,
      )
    ).rows;
    expect(Number(row!.n)).toBe(0);
    expect((await ctx.app.inject('/api/events/26')).statusCode).toBe(404);
  });
});
