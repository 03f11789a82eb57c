import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { hostAreaCast } from '../modules/host-area/team.test-support.js';
import { createTestApp } from './database.js';

/**
 * Two apps on one PostgreSQL database, as two server processes would be, for the races that
 * PGlite cannot show (one connection serialises everything): the suite's app with its cast of
 * hosts and buyers, a second app on its own pool, and `send`, which gives each request an
 * address of its own under `prefix`.
 */
export function useTwoAppsOnPostgres(prefix: string) {
  const on = {} as {
    ctx: Awaited<ReturnType<typeof createTestApp>>;
    cast: Awaited<ReturnType<typeof hostAreaCast>>;
    second: FastifyInstance;
  };
  let secondDb: Database | undefined;
  let n = 0;
  beforeAll(async () => {
    on.ctx = await createTestApp('postgres');
    on.cast = await hostAreaCast(on.ctx);
    secondDb = await openDatabase({ url: (on.ctx.database as unknown as { url: string }).url, poolSize: 10 });
    on.second = await buildApp({ config: on.ctx.config, database: secondDb, logger: false });
    await on.second.ready();
  }, 120_000);
  afterAll(async () => {
    await on.second?.close();
    await on.ctx?.close();
  });
  const send = (app: FastifyInstance, opts: InjectOptions, cookie?: string) =>
    app.inject({
      ...opts,
      remoteAddress: `${prefix}.${(++n >> 8) & 255}.${n & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
  return { on, send, seq: () => n };
}
