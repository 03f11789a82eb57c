import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZEventListQuery,
  addDaysToDay,
  eventEndsAt,
  isEventEnded,
  recurringOccursOn,
  recurringShownStart,
  type TEvent,
} from '@tribe/contracts';
import { ALL_ENGINES as ENGINES, createTestApp } from '../../test/database.js';
import { events, hosts } from '../../db/schema/index.js';
import * as repo from './events.repository.js';
import { toPublicEvent } from './events.service.js';

/**
 * The listing's SQL and the TypeScript rules in contracts must tell one story: where a recurring
 * event sorts (its shown start), which days it happens on, and whether an event has ended.
 */

type TRecurringSpec = {
  key: string;
  days: string[];
  start: string | null;
  end: string | null;
  startTime: string | null;
  endTime: string | null;
};

// A spread of recurring events around January 2027 (Jan 1, 2027 is a Friday).
const RECURRING: TRecurringSpec[] = [
  {
    key: 'r-sat-evening',
    days: ['Saturday'],
    start: '2027-01-02',
    end: '2027-01-30',
    startTime: '19:00',
    endTime: '23:00',
  },
  {
    key: 'r-midnight',
    days: ['friday', 'SAT'],
    start: '2027-01-01',
    end: '2027-01-16',
    startTime: '00:00',
    endTime: '04:00',
  },
  {
    key: 'r-half-past-midnight',
    days: ['Sun', 'wed'],
    start: '2027-01-03',
    end: '2027-02-10',
    startTime: '00:30',
    endTime: null,
  },
  {
    key: 'r-default-noon',
    days: ['Monday', 'Tuesday', 'Funday'],
    start: '2027-01-05',
    end: '2027-01-19',
    startTime: null,
    endTime: null,
  },
  {
    key: 'r-late-cross-midnight',
    days: ['Thursday'],
    start: '2026-12-01',
    end: '2027-01-14',
    startTime: '23:30',
    endTime: '02:00',
  },
  {
    key: 'r-open-ended',
    days: ['Wednesday', 'Sunday'],
    start: '2026-11-01',
    end: null,
    startTime: '10:00',
    endTime: '12:00',
  },
  {
    key: 'r-month-end-clamp',
    days: ['Sunday'],
    start: '2027-01-10',
    end: '2027-01-31',
    startTime: '18:00',
    endTime: '20:00',
  },
  {
    key: 'r-future-start',
    days: ['Friday'],
    start: '2027-02-19',
    end: '2027-03-31',
    startTime: '20:00',
    endTime: '22:00',
  },
  { key: 'r-no-days', days: ['Funday'], start: '2027-01-04', end: '2027-01-25', startTime: '09:00', endTime: '11:00' },
  {
    key: 'r-every-day',
    days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    start: '2027-01-20',
    end: '2027-01-22',
    startTime: '06:00',
    endTime: '07:00',
  },
];

/** Instants around the edges that matter: midnight in Nairobi (21:00Z), start times, end dates. */
function nowSpread(): Date[] {
  const out: Date[] = [];
  const days = ['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-14', '2027-01-15', '2027-01-16', '2027-01-19'];
  days.push('2027-01-20', '2027-01-30', '2027-01-31', '2027-02-13', '2027-02-14', '2027-02-28', '2027-03-01');
  for (const day of days) {
    const prev = addDaysToDay(day, -1);
    for (const t of [`${prev}T20:59:59Z`, `${prev}T21:00:00Z`, `${prev}T21:30:00Z`, `${day}T08:59:59Z`])
      out.push(new Date(t));
    for (const t of [`${day}T09:00:00Z`, `${day}T15:59:59Z`, `${day}T16:00:00Z`, `${day}T20:30:00Z`])
      out.push(new Date(t));
  }
  return out;
}

const publicShape = (
  r: TRecurringSpec,
): Parameters<typeof eventEndsAt>[0] & Parameters<typeof recurringOccursOn>[0] => ({
  eventType: 'recurring',
  startDate: null,
  endDate: null,
  showTimes: [],
  timeZone: 'Africa/Nairobi',
  recurringDays: r.days,
  recurringStartDate: r.start,
  recurringEndDate: r.end,
  recurringStartTime: r.startTime ?? '12:00',
  recurringEndTime: r.endTime,
});

describe.each(ENGINES)('listing rules shared by SQL and TypeScript on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  const ids = new Map<string, number>();

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    const db = ctx.database.db;
    const [host] = await db.select({ id: hosts.id }).from(hosts).limit(1);
    for (const r of RECURRING) {
      const [row] = await db
        .insert(events)
        .values({
          externalId: r.key,
          hostId: host!.id,
          title: r.key,
          status: 'live',
          eventType: 'recurring',
          timeZone: 'Africa/Nairobi',
          recurringDays: r.days,
          recurringStartDate: r.start,
          recurringEndDate: r.end,
          recurringStartTime: r.startTime,
          recurringEndTime: r.endTime,
          // What every write does: the end comes from the contracts rule.
          lastEndsAt: eventEndsAt(publicShape(r)),
        })
        .returning({ id: events.id });
      ids.set(r.key, row!.id);
    }
  });
  afterAll(async () => ctx?.close());

  it('sorts a recurring event by the start the public shape shows, for every "now" (SQL and TS agree)', async () => {
    const db = ctx.database.db;
    const list = [...ids.values()];
    const bundles = await repo.loadBundles(db, list);
    let compared = 0;
    for (const now of nowSpread()) {
      const sql = await repo.findSortStarts(db, list, now);
      for (const b of bundles) {
        const shown = toPublicEvent(b, now);
        const fromRule = recurringShownStart(shown, now)?.toISOString() ?? null;
        expect(shown.startDate, `${b.event.externalId} at ${now.toISOString()}`).toBe(fromRule);
        expect(sql.get(b.event.id)?.toISOString() ?? null, `${b.event.externalId} at ${now.toISOString()}`).toBe(
          fromRule,
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
  });

  it('finds a recurring event on exactly the days recurringOccursOn() names', async () => {
    const db = ctx.database.db;
    const now = new Date('2027-01-15T12:00:00Z');
    const ours = new Set(ids.values());
    for (let day = '2026-12-29'; day <= '2027-04-05'; day = addDaysToDay(day, 1)) {
      const query = ZEventListQuery.parse({ startDate: day, endDate: day, past: '1' });
      const found = new Set((await repo.findListingIds(db, query, now)).ids.filter((id) => ours.has(id)));
      for (const r of RECURRING)
        expect(found.has(ids.get(r.key)!), `${r.key} on ${day}`).toBe(recurringOccursOn(publicShape(r), day));
    }
    // Ranges longer than a day: in the list when any of their days holds a date.
    for (const [from, to] of [
      ['2027-01-17', '2027-01-19'],
      ['2027-02-01', '2027-02-27'],
      ['2027-02-28', '2027-03-02'],
      ['2026-10-01', '2026-12-31'],
    ] as const) {
      const query = ZEventListQuery.parse({ startDate: from, endDate: to, past: '1' });
      const found = new Set((await repo.findListingIds(db, query, now)).ids.filter((id) => ours.has(id)));
      for (const r of RECURRING) {
        let occurs = false;
        for (let d: string = from; d <= to && !occurs; d = addDaysToDay(d, 1))
          occurs = recurringOccursOn(publicShape(r), d);
        expect(found.has(ids.get(r.key)!), `${r.key} in ${from}..${to}`).toBe(occurs);
      }
    }
  });

  it('leaves out exactly the events isEventEnded() calls ended, unless past=1', async () => {
    const db = ctx.database.db;
    const everything = await repo.findListingIds(db, ZEventListQuery.parse({ past: '1' }), new Date());
    const bundles = await repo.loadBundles(db, everything.ids);
    for (const now of [new Date(), ...nowSpread().filter((_, i) => i % 5 === 0)]) {
      const listed = new Set((await repo.findListingIds(db, ZEventListQuery.parse({}), now)).ids);
      const upcomingOnly = new Set((await repo.findListingIds(db, ZEventListQuery.parse({ upcoming: '1' }), now)).ids);
      for (const b of bundles) {
        const ended = isEventEnded(toPublicEvent(b, now), now);
        expect(listed.has(b.event.id), `${b.event.externalId} at ${now.toISOString()}`).toBe(!ended);
        expect(upcomingOnly.has(b.event.id)).toBe(!ended);
      }
    }
  });
});

describe.each(ENGINES)('GET /api/events: past events and dates on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
  });
  afterAll(async () => ctx?.close());

  const get = async (qs: string) => {
    const res = await ctx.app.inject(`/api/events${qs}`);
    return { status: res.statusCode, total: Number(res.headers['x-total-count']), body: res.json() as TEvent[] };
  };

  it('shows upcoming and on-going events by default, and the ended ones with past=1', async () => {
    const now = new Date();
    const byDefault = await get('');
    const withPast = await get('?past=1');
    expect(byDefault.status).toBe(200);
    expect(byDefault.body.some((e) => isEventEnded(e, now))).toBe(false);
    const ended = withPast.body.filter((e) => isEventEnded(e, now));
    // The demo catalogue has an ended event of each kind to show.
    expect(new Set(ended.map((e) => e.eventType))).toEqual(new Set(['one-off', 'recurring', 'multiple-shows']));
    expect(withPast.total).toBe(byDefault.total + ended.length);
    expect(byDefault.total).toBe(byDefault.body.length);
    expect((await get('?upcoming=1')).body.map((e) => e.id)).toEqual(byDefault.body.map((e) => e.id));
    expect((await get('?past=0')).total).toBe(byDefault.total);
  });

  it('keeps an ended event reachable by its page', async () => {
    const [ended] = (await get('?past=1')).body.filter((e) => isEventEnded(e, new Date()));
    const res = await ctx.app.inject(`/api/events/${ended!.externalId}`);
    expect(res.statusCode).toBe(200);
  });

  it('refuses impossible calendar dates with a 400 naming the parameter', async () => {
    for (const [qs, param] of [
      ['endDate=2024-13-45', 'endDate'],
      ['startDate=2025-02-29', 'startDate'],
      ['startDate=2026-04-31', 'startDate'],
      ['endDate=2026-00-10', 'endDate'],
      ['past=yes', 'past'],
    ] as const) {
      const res = await ctx.app.inject(`/api/events?${qs}`);
      expect(res.statusCode, qs).toBe(400);
      expect(res.json(), qs).toMatchObject({ code: 'validation_failed' });
      expect(res.json().message, qs).toContain(param);
    }
    expect((await get('?startDate=2028-02-29&endDate=2028-02-29')).status).toBe(200);
  });
});
