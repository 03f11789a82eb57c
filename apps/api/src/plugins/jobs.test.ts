import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { ALL_ENGINES as ENGINES, createTestDatabase, testConfig } from '../test/database.js';
import { JOBS_SCHEMA, PgBossJobQueue, RecordingJobQueue } from './jobs.js';

/** Polls until `check` holds, or fails after `ms`. */
async function waitFor(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('job queue choice', () => {
  it('records jobs without running them when JOBS is off (the test default)', async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({ config: testConfig(), database, logger: false });
    try {
      await app.ready();
      expect(app.jobs).toBeInstanceOf(RecordingJobQueue);
      await app.jobs.send('mail.order-confirmation', { orderId: 1 }, { singletonKey: 'order-1' });
      expect(app.jobs.sent).toEqual([
        { name: 'mail.order-confirmation', data: { orderId: 1 }, opts: { singletonKey: 'order-1' } },
      ]);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});

for (const engine of ENGINES) {
  describe(`pg-boss job queue (${engine})`, () => {
    let app: FastifyInstance;
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    const ran: { name: string; data: Record<string, unknown>; at: number }[] = [];
    let flakyCalls = 0;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      // On PostgreSQL the queue gets the URL and opens its own pool, as in production.
      const config = testConfig({ JOBS: 'true', ...(database.url ? { DATABASE_URL: database.url } : {}) });
      app = await buildApp({ config, database, logger: false });
      app.jobs.work('test.echo', async (data) => {
        ran.push({ name: 'test.echo', data, at: Date.now() });
      });
      app.jobs.work('test.later', async (data) => {
        ran.push({ name: 'test.later', data, at: Date.now() });
      });
      app.jobs.work('test.flaky', async (data) => {
        flakyCalls++;
        if (flakyCalls === 1) throw new Error('the first attempt fails');
        ran.push({ name: 'test.flaky', data, at: Date.now() });
      });
      app.jobs.schedule('test.nightly', '0 3 * * *');
      await app.ready();
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await database?.drop();
    });

    const runsOf = (name: string) => ran.filter((r) => r.name === name);

    it('starts with the app and runs a sent job within a few seconds', async () => {
      expect(app.jobs).toBeInstanceOf(PgBossJobQueue);
      expect(app.jobs.running).toBe(true);
      await app.jobs.send('test.echo', { orderId: 42 });
      await waitFor(() => runsOf('test.echo').length === 1, 8000, 'the job to run');
      expect(runsOf('test.echo')[0]!.data).toEqual({ orderId: 42 });
    });

    it('holds a job sent with startAfter until its time', async () => {
      const sentAt = Date.now();
      await app.jobs.send('test.later', { n: 1 }, { startAfter: 3 });
      await new Promise((r) => setTimeout(r, 1500));
      expect(runsOf('test.later')).toHaveLength(0);
      await waitFor(() => runsOf('test.later').length === 1, 10_000, 'the delayed job to run');
      // The database's clock decides; allow for the second it rounds to.
      expect(runsOf('test.later')[0]!.at - sentAt).toBeGreaterThanOrEqual(2000);
    });

    it('retries a job whose handler failed', async () => {
      await app.jobs.send('test.flaky', { n: 2 }, { retryDelaySeconds: 1 });
      await waitFor(() => runsOf('test.flaky').length === 1, 15_000, 'the retry to succeed');
      expect(flakyCalls).toBe(2);
    });

    it('keeps one waiting job per singleton key', async () => {
      const later = new Date(Date.now() + 10 * 60_000);
      await app.jobs.send('test.echo', { n: 1 }, { singletonKey: 'order-7', startAfter: later });
      await app.jobs.send('test.echo', { n: 2 }, { singletonKey: 'order-7', startAfter: later });
      await app.jobs.send('test.echo', { n: 3 }, { singletonKey: 'order-8', startAfter: later });
      const { rows } = await database.execute(
        `SELECT singleton_key AS key, count(*)::int AS n FROM ${JOBS_SCHEMA}.job WHERE name = 'test.echo' AND state = 'created' GROUP BY 1 ORDER BY 1`,
      );
      expect(rows).toEqual([
        { key: 'order-7', n: 1 },
        { key: 'order-8', n: 1 },
      ]);
    });

    it('keeps the cron schedules it was given', async () => {
      const { rows } = await database.execute(`SELECT cron FROM ${JOBS_SCHEMA}.schedule WHERE name = 'test.nightly'`);
      expect(rows).toEqual([{ cron: '0 3 * * *' }]);
    });
  });
}
