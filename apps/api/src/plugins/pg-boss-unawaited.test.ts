import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.js';
import { PgBossJobQueue } from './jobs.js';

/**
 * pg-boss 10 marks a finished job done (or failed) without awaiting it; with the connection cut
 * at that moment the rejection used to end the process (a flash sale's server died in the
 * operations fault test). Here the database refuses exactly those statements, as a cut
 * connection would, and the process must carry on: no unhandled rejection, a warning logged,
 * and the job done again later (pg-boss retries what it could not record).
 */
describe('a job whose completion cannot be recorded', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let queue: PgBossJobQueue;
  let cut = false;
  const warnings: string[] = [];
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  const runs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const refuseRecording = (text: string) => {
      if (cut && /SET completed_on = now\(\)|WITH deleted_jobs AS/.test(text)) {
        throw new Error('terminating connection due to administrator command');
      }
    };
    const log = {
      warn: (_obj: unknown, msg: string) => warnings.push(msg),
      error: () => {},
      info: () => {},
      debug: () => {},
      child: () => log,
    } as unknown as ConstructorParameters<typeof PgBossJobQueue>[0]['log'];
    queue = new PgBossJobQueue({
      database: {
        execute: async (text, values) => (refuseRecording(text), database.execute(text, values)),
        executeScript: async (text) => (refuseRecording(text), database.executeScript(text)),
      },
      log,
    });
    queue.work('test.cut', async (data) => {
      runs.push(String(data.n));
      if (data.n === 'fails') throw new Error('the handler fails');
    });
    await queue.start();
    process.on('unhandledRejection', onUnhandled);
  }, 60_000);

  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    cut = false;
    await queue?.stop();
    await database?.drop();
  });

  it('logs instead of ending the process, whether the job succeeded or failed', async () => {
    cut = true;
    await queue.send('test.cut', { n: 'ok' });
    await queue.send('test.cut', { n: 'fails' });
    const until = Date.now() + 20_000;
    while (warnings.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    // Give any dropped promise time to surface as an unhandled rejection.
    await new Promise((r) => setTimeout(r, 200));
    expect(runs).toEqual(expect.arrayContaining(['ok', 'fails']));
    expect(warnings).toEqual(
      expect.arrayContaining([
        'job queue could not record a job as done; it will be retried',
        'job queue could not record a job as failed; it will be retried',
      ]),
    );
    expect(unhandled).toEqual([]);
  }, 30_000);
});
