import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { buildApp } from '../app.js';
import { openDatabase, type Database, type Db } from '../db/client.js';
import { inventory, occurrences } from '../db/schema/index.js';
import { buyer, key, provenPhoneCookie } from '../modules/checkout/checkout.test-support.js';
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
  const seq = () => n;
  /** A buyer's tap on one ticket of `ticketTypeId` (a hold), answered as it is: 201 or a refusal. */
  const tap = (app: FastifyInstance, eventId: number, ticketTypeId: number, who: ReturnType<typeof buyer>) =>
    send(app, {
      method: 'POST',
      url: '/api/checkout/orders',
      payload: { eventId, tickets: [{ ticketTypeId, quantity: 1 }], buyer: who, idempotencyKey: key() },
    });
  /** A fan who proved their phone joins the line for `quantity` places; the entry made. */
  const joinLine = async (eventId: number, ticketTypeId: number, quantity: number, fan: ReturnType<typeof buyer>) => {
    const res = await send(
      on.ctx.app,
      { method: 'POST', url: '/api/waiting-list', payload: { eventId, ticketTypeId, quantity, ...fan } },
      await provenPhoneCookie(on.ctx.app, fan.phone),
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json<TWaitlistEntry>();
  };
  return { on, send, seq, tap, joinLine };
}

/** The one date of a single-date event. */
export async function onlyOccurrenceId(db: Db, eventId: number): Promise<number> {
  const [occ] = await db.select({ id: occurrences.id }).from(occurrences).where(eq(occurrences.eventId, eventId));
  return occ!.id;
}

/** The inventory row of one ticket type on one date: its held, sold and waiting counters. */
export async function inventoryOf(db: Db, occurrenceId: number, ticketTypeId: number) {
  const [inv] = await db
    .select()
    .from(inventory)
    .where(and(eq(inventory.occurrenceId, occurrenceId), eq(inventory.ticketTypeId, ticketTypeId)));
  return inv!;
}
