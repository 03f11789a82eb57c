import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_ENGINES as ENGINES, createTestDatabase } from '../test/database.js';
import { RateLimitedError, giveSlotBack, takeSlot, takeSlots, waitFor } from './throttle.js';

const rule = { limit: 3, windowMs: 60_000 };

describe.each(ENGINES)('throttle (%s)', (engine) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(() => database?.drop());
  const getDb = () => database.db;

  it('takes slots up to the limit, refuses the next with the time left, and starts again after the window', async () => {
    const db = getDb();
    const t0 = new Date('2026-01-01T10:00:00Z');
    for (let i = 1; i <= 3; i++) expect(await takeSlot(db, 'k:a', rule, t0)).toEqual({ ok: true, hits: i });
    expect(await takeSlot(db, 'k:a', rule, new Date(t0.getTime() + 20_000))).toEqual({
      ok: false,
      retryAfterSeconds: 40,
    });
    expect(await waitFor(db, 'k:a', rule, new Date(t0.getTime() + 20_000))).toBe(40);
    expect(await takeSlot(db, 'k:a', rule, new Date(t0.getTime() + 60_000))).toEqual({ ok: true, hits: 1 });
  });

  it('gives a slot back, and takes several keys all or none', async () => {
    const db = getDb();
    const now = new Date('2026-01-01T11:00:00Z');
    await takeSlot(db, 'k:b', { limit: 1, windowMs: 60_000 }, now);
    const r = await takeSlots(
      db,
      [
        { key: 'k:c', rule },
        { key: 'k:b', rule: { limit: 1, windowMs: 60_000 } },
      ],
      now,
    );
    expect(r.ok).toBe(false);
    // k:c's slot was given back when k:b refused.
    expect(await takeSlot(db, 'k:c', { limit: 1, windowMs: 60_000 }, now)).toEqual({ ok: true, hits: 1 });
    await giveSlotBack(db, 'k:b');
    expect((await takeSlot(db, 'k:b', { limit: 1, windowMs: 60_000 }, now)).ok).toBe(true);
  });

  it('counts several keys in one go, each under its own rule, and answers the longest wait', async () => {
    const db = getDb();
    const t0 = new Date('2026-01-01T13:00:00Z');
    const short = { limit: 2, windowMs: 30_000 };
    const long = { limit: 1, windowMs: 120_000 };
    const keys = [
      { key: 'm:short', rule: short },
      { key: 'm:long', rule: long },
    ];
    expect((await takeSlots(db, keys, t0)).ok).toBe(true);
    // m:long is at its limit: nothing is counted on m:short, and the wait is m:long's.
    expect(await takeSlots(db, keys, new Date(t0.getTime() + 10_000))).toEqual({ ok: false, retryAfterSeconds: 110 });
    expect(await takeSlot(db, 'm:short', short, new Date(t0.getTime() + 10_000))).toEqual({ ok: true, hits: 2 });
    // After m:long's window both count again; m:short's own window has passed too.
    expect((await takeSlots(db, keys, new Date(t0.getTime() + 120_000))).ok).toBe(true);
    expect(await takeSlot(db, 'm:short', short, new Date(t0.getTime() + 120_000))).toEqual({ ok: true, hits: 2 });
  });

  it('lets exactly the limit through when many ask for several keys at once', async () => {
    const db = getDb();
    const now = new Date('2026-01-01T14:00:00Z');
    const keys = [
      { key: 'r:b', rule: { limit: 5, windowMs: 60_000 } },
      { key: 'r:a', rule: { limit: 50, windowMs: 60_000 } },
    ];
    const results = await Promise.all(Array.from({ length: 20 }, () => takeSlots(db, keys, now)));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    // The refused requests took nothing from r:a: 45 slots are left there.
    const more = await Promise.all(
      Array.from({ length: 46 }, () => takeSlot(db, 'r:a', { limit: 50, windowMs: 60_000 }, now)),
    );
    expect(more.filter((r) => r.ok)).toHaveLength(45);
  });

  it('lets exactly the limit through when many ask at once', async () => {
    const db = getDb();
    const now = new Date('2026-01-01T12:00:00Z');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => takeSlot(db, 'k:race', { limit: 5, windowMs: 60_000 }, now)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it('is a 429 error with its wait', () => {
    const e = new RateLimitedError(12, 'Too many.');
    expect([e.statusCode, e.code, e.retryAfterSeconds]).toEqual([429, 'rate_limited', 12]);
  });
});
