import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventory, occurrences } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { ensureInventoryRows, SoldOut, takePlaces } from './checkout.repository.js';
import { createSaleEvent, useCheckoutApp } from './checkout.test-support.js';

/**
 * THE AVAILABILITY RULE's one home, `take_places` (migration 0029), as `takePlaces` and
 * `checkout_hold_request` both reach it: all places or none, waiting-list places kept back from
 * open sale but not from an offer to the list, a cancelled date refused.
 */
describe.each(ENGINES)('take_places on %s', (engine) => {
  const ctx = useCheckoutApp(engine);

  async function saleWith(types: Record<string, number>, capacity: number | null = null) {
    const db = ctx.database.db;
    const sale = await createSaleEvent(db, {
      capacity,
      types: Object.fromEntries(Object.entries(types).map(([name, quantity]) => [name, { price: 500, quantity }])),
    });
    const date = await ensureInventoryRows(
      db,
      { eventId: sale.eventId, key: 'once', showTimeId: null, startsAt: null, endsAt: null, capacity },
      Object.entries(types).map(([name, quantity]) => ({ id: sale.types[name]!, quantity })),
    );
    const rows = async () => {
      const [occ] = await db.select().from(occurrences).where(eq(occurrences.id, date.id));
      const inv = await db.select().from(inventory).where(eq(inventory.occurrenceId, date.id));
      return {
        date: { held: occ!.held, sold: occ!.sold },
        types: Object.fromEntries(
          Object.entries(sale.types).map(([name, id]) => {
            const r = inv.find((i) => i.ticketTypeId === id)!;
            return [name, { held: r.held, sold: r.sold }];
          }),
        ),
      };
    };
    return { sale, occurrenceId: date.id, rows };
  }

  const take = (
    occurrenceId: number,
    lines: { ticketTypeId: number; quantity: number }[],
    into: 'held' | 'sold',
    list = false,
  ) => ctx.database.db.transaction((tx) => takePlaces(tx, occurrenceId, lines, into, list));

  it('takes every line or none: a later ticket type without room leaves the date and the earlier types as they were', async () => {
    const { sale, occurrenceId, rows } = await saleWith({ Early: 5, Late: 1 });
    const [early, late] = [sale.types.Early!, sale.types.Late!].sort((a, b) => a - b);
    const before = await rows();
    const refused = await take(
      occurrenceId,
      [
        { ticketTypeId: early!, quantity: 2 },
        { ticketTypeId: late!, quantity: 2 },
      ],
      'held',
    ).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(SoldOut);
    expect((refused as SoldOut).message).toBe(`ticket_type:${late}:1`);
    expect(await rows()).toEqual(before);

    // The same call straight through the function, outside any transaction a caller rolls back.
    const direct = await ctx.database.db.execute(
      sql`SELECT take_places(${occurrenceId}::integer, ${sql.param([early, late])}::integer[], ${sql.param([2, 2])}::integer[], 'sold', false) AS refused`,
    );
    expect((direct as unknown as { rows: { refused: string }[] }).rows[0]!.refused).toBe(`ticket_type:${late}:1`);
    expect(await rows()).toEqual(before);
  });

  it('counts holds and sales into their own columns, and refuses the date past its capacity', async () => {
    const { sale, occurrenceId, rows } = await saleWith({ General: 10 }, 3);
    const id = sale.types.General!;
    await take(occurrenceId, [{ ticketTypeId: id, quantity: 2 }], 'held');
    await take(occurrenceId, [{ ticketTypeId: id, quantity: 1 }], 'sold');
    expect(await rows()).toEqual({ date: { held: 2, sold: 1 }, types: { General: { held: 2, sold: 1 } } });
    await expect(take(occurrenceId, [{ ticketTypeId: id, quantity: 1 }], 'held')).rejects.toThrow('date:0');
  });

  it('keeps the waiting list’s places from open sale but not from an offer to the list', async () => {
    const { sale, occurrenceId, rows } = await saleWith({ General: 4 });
    const id = sale.types.General!;
    await ctx.database.db
      .update(inventory)
      .set({ waiting: 3 })
      .where(and(eq(inventory.occurrenceId, occurrenceId), eq(inventory.ticketTypeId, id)));
    await expect(take(occurrenceId, [{ ticketTypeId: id, quantity: 2 }], 'held')).rejects.toThrow(
      `ticket_type:${id}:1`,
    );
    await take(occurrenceId, [{ ticketTypeId: id, quantity: 1 }], 'held');
    await take(occurrenceId, [{ ticketTypeId: id, quantity: 3 }], 'held', true);
    expect((await rows()).types.General).toEqual({ held: 4, sold: 0 });
  });

  it('refuses a cancelled date', async () => {
    const { sale, occurrenceId, rows } = await saleWith({ General: 4 });
    await ctx.database.db.update(occurrences).set({ cancelledAt: new Date() }).where(eq(occurrences.id, occurrenceId));
    await expect(take(occurrenceId, [{ ticketTypeId: sale.types.General!, quantity: 1 }], 'sold')).rejects.toThrow(
      'occurrence_cancelled',
    );
    expect((await rows()).date).toEqual({ held: 0, sold: 0 });
  });
});

describe('THE AVAILABILITY RULE has one home', () => {
  it('no TypeScript of the API compares a count of places with a capacity to take them', () => {
    const root = join(import.meta.dirname, '../..');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.includes('test-support')) files.push(path);
      }
    };
    walk(root);
    const offenders = files.filter((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/)/.test(line))
        .some((line) => /held\s*\+\s*(i\.)?sold[^\n]*<=\s*(i\.)?capacity/.test(line)),
    );
    expect(offenders.map((f) => relative(root, f))).toEqual([]);
  });
});
