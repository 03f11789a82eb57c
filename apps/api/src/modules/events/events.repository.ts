import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { NEXT_RECURRING_SCAN_DAYS, includesPastEvents, type TEventListQuery } from '@tribe/contracts';
import type { DbOrTx } from '../../db/client.js';
import {
  categories,
  eventDailyStats,
  eventImages,
  eventSubcategories,
  events,
  hosts,
  showTimes,
  subcategories,
  ticketTypes,
  tribes,
} from '../../db/schema/index.js';
import { readTogether } from '../../db/read-together.js';

export type EventRow = typeof events.$inferSelect;

export interface EventBundle {
  event: EventRow;
  category: { id: number; name: string } | null;
  subcategory: { id: number; name: string } | null;
  host: { id: number; vendorName: string; verified: boolean } | null;
  /** The host is suspended by an admin: its events leave every list and sell nothing. */
  hostSuspended: boolean;
  subcategories: { id: number; name: string }[];
  /** The Kiswahili names beside the English ones: the category's, and each type's by id (null: none). */
  categoryNameSw: string | null;
  subcategoryNamesSw: Record<string, string | null>;
  ticketTypes: (typeof ticketTypes.$inferSelect)[];
  showTimes: (typeof showTimes.$inferSelect)[];
}

/** The server's clock as SQL: every time rule in the listing uses it, never the database's now(). */
const at = (now: Date): SQL => sql`${now.toISOString()}::timestamptz`;

/** A recurring event's start time, defaulting to 12:00 (spec section 3), as in recurringStartTime(). */
const recurringTime = sql`COALESCE(${events.recurringStartTime}, '12:00'::time)`;

/** True when day `d` is one of the event's weekdays: full names or 3-letter abbreviations, any case. */
const isRecurringWeekday = (d: SQL) => sql`EXISTS (SELECT 1 FROM unnest(${events.recurringDays}) AS x
  WHERE lower(trim(x)) IN (lower(to_char(${d}, 'FMDay')), lower(to_char(${d}, 'Dy'))))`;

/** The last day a recurring event can happen on: a month after its end date (recurringWindow()). */
const recurringLastDay = sql`(${events.recurringEndDate} + interval '1 month')::date`;

/**
 * A recurring event's shown start, the same value as recurringShownStart() in contracts: its next
 * date within 14 days (today only while the start time is ahead, never before its first day, never
 * after the window) as of the server's `now`, else its first day at the start time.
 */
function recurringShownStart(now: Date): SQL {
  const today = sql`(${at(now)} AT TIME ZONE ${events.timeZone})::date`;
  const from = sql`GREATEST(${today}, ${events.recurringStartDate})`;
  const to = sql`LEAST(${today} + ${NEXT_RECURRING_SCAN_DAYS}::int, ${recurringLastDay})`;
  const startsAt = sql`((d.day::date + ${recurringTime}) AT TIME ZONE ${events.timeZone})`;
  return sql`COALESCE(
    (SELECT min(${startsAt}) FROM generate_series(${from}::timestamp, ${to}::timestamp, interval '1 day') AS d(day)
      WHERE ${isRecurringWeekday(sql`d.day`)} AND ${startsAt} > ${at(now)}),
    (${events.recurringStartDate} + ${recurringTime}) AT TIME ZONE ${events.timeZone})`;
}

/**
 * SQL for "when this event next (or last) happens", used to sort by date: the public `startDate`
 * that toPublicEvent() gives, as of the server's `now`.
 */
function sortStartAt(now: Date): SQL {
  return sql`COALESCE(
  CASE ${events.eventType}
    WHEN 'multiple-shows' THEN COALESCE(
      (SELECT min(st.starts_at) FROM ${showTimes} st WHERE st.event_id = ${events.id} AND st.cancelled_at IS NULL AND st.starts_at >= ${at(now)}),
      (SELECT max(st.starts_at) FROM ${showTimes} st WHERE st.event_id = ${events.id} AND st.cancelled_at IS NULL))
    WHEN 'recurring' THEN ${recurringShownStart(now)}
  END, ${events.startDate}, 'infinity'::timestamptz)`;
}

const lowestPrice = sql`COALESCE(${events.minTicketPrice}, 0)`;

function dateRangeCondition(startDay: string | undefined, endDay: string | undefined): SQL | undefined {
  if (!startDay && !endDay) return undefined;
  const from = startDay ?? '0001-01-01';
  const to = endDay ?? '9999-12-31';
  const first = sql`GREATEST(${from}::date, ${events.recurringStartDate})`;
  // Days are compared in each event's own zone, so "today" means today in Nairobi for a Nairobi event.
  // A recurring event matches when recurringOccursOn() holds for a day of the range; any 7 days in
  // a row hold every weekday, so a week from the first candidate day is enough to look at.
  return sql`(
    (${events.eventType} = 'one-off' AND ${events.startDate} IS NOT NULL
      AND (${events.startDate} AT TIME ZONE ${events.timeZone})::date <= ${to}::date
      AND (COALESCE(${events.endDate}, ${events.startDate}) AT TIME ZONE ${events.timeZone})::date >= ${from}::date)
    OR (${events.eventType} = 'multiple-shows' AND EXISTS (
      SELECT 1 FROM ${showTimes} st WHERE st.event_id = ${events.id} AND st.cancelled_at IS NULL
        AND st.date BETWEEN ${from}::date AND ${to}::date))
    OR (${events.eventType} = 'recurring' AND EXISTS (
      SELECT 1 FROM generate_series(${first}::timestamp, LEAST(${to}::date, ${recurringLastDay}, ${first} + 6)::timestamp,
          interval '1 day') AS d(day)
        WHERE ${isRecurringWeekday(sql`d.day`)}))
  )`;
}

/** Not ended as of `now`: `last_ends_at` holds eventEndsAt() from contracts; unknown never ends. */
const notEnded = (now: Date) => sql`(${events.lastEndsAt} IS NULL OR ${events.lastEndsAt} > ${at(now)})`;

/** Not taken down by an admin (docs/admin.md): an unpublished event leaves every list. */
const notUnpublished = sql`${events.unpublishedAt} IS NULL`;

/** Its host is not suspended by an admin (docs/admin.md "Hosts"): the same, for all the host's events. */
const hostNotSuspended = sql`NOT EXISTS (SELECT 1 FROM ${hosts} sh WHERE sh.id = ${events.hostId} AND sh.suspended_at IS NOT NULL)`;

/**
 * WHERE clause for the public listing; only live events an admin has not taken down, of hosts an
 * admin has not suspended, are public.
 */
export function listingWhere(q: TEventListQuery, now: Date): SQL {
  const conds: (SQL | undefined)[] = [eq(events.status, 'live'), notUnpublished, hostNotSuspended];
  const text = (q.q ?? '').trim();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conds.push(sql`(${events.title} ILIKE ${like} OR ${events.description} ILIKE ${like} OR ${events.location} ILIKE ${like}
      OR ${events.address} ILIKE ${like} OR ${events.town} ILIKE ${like}
      OR EXISTS (SELECT 1 FROM ${hosts} h WHERE h.id = ${events.hostId} AND h.vendor_name ILIKE ${like}))`);
  }
  if (q.categoryId.length) conds.push(inArray(events.categoryId, q.categoryId));
  if (q.subcategoryId.length) {
    conds.push(sql`EXISTS (SELECT 1 FROM ${eventSubcategories} es WHERE es.event_id = ${events.id}
      AND es.subcategory_id IN (${sql.join(
        q.subcategoryId.map((id) => sql`${id}`),
        sql`, `,
      )}))`);
  }
  if (q.location.length) conds.push(inArray(events.town, q.location));
  conds.push(dateRangeCondition(q.startDate, q.endDate));
  if (q.minPrice !== undefined && q.minPrice > 0) conds.push(sql`${lowestPrice} >= ${q.minPrice}`);
  // 10,000 is the top of the range and means "and above".
  if (q.maxPrice !== undefined && q.maxPrice < 10000) conds.push(sql`${lowestPrice} <= ${q.maxPrice}`);
  if (!includesPastEvents(q)) conds.push(notEnded(now));
  return and(...conds.filter((c): c is SQL => Boolean(c)))!;
}

function orderBy(sort: TEventListQuery['sort'], now: Date): SQL[] {
  const sortStart = sortStartAt(now);
  switch (sort ?? 'relevance') {
    case 'date-asc':
      return [sql`${sortStart} ASC`, sql`${events.id} ASC`];
    case 'date-desc':
      return [sql`${sortStart} DESC`, sql`${events.id} DESC`];
    case 'price-asc':
      return [sql`${lowestPrice} ASC`, sql`${events.views} DESC`, sql`${events.id} ASC`];
    case 'price-desc':
      return [sql`${lowestPrice} DESC`, sql`${events.views} DESC`, sql`${events.id} ASC`];
    case 'relevance':
    default:
      return [sql`${events.views} DESC`, sql`${sortStart} ASC`, sql`${events.id} ASC`];
  }
}

/** One page of matching live events' ids in display order, plus the total count. */
export async function findListingIds(
  db: DbOrTx,
  q: TEventListQuery,
  now: Date,
): Promise<{ ids: number[]; total: number }> {
  const where = listingWhere(q, now);
  const base = db
    .select({ id: events.id })
    .from(events)
    .where(where)
    .orderBy(...orderBy(q.sort, now));
  const rows =
    q.limit !== undefined ? await base.limit(q.limit).offset(q.offset ?? 0) : await base.offset(q.offset ?? 0);
  const total =
    q.limit === undefined && !q.offset
      ? rows.length
      : Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(events)
              .where(where)
          )[0]?.n ?? 0,
        );
  return { ids: rows.map((r) => r.id), total };
}

/** Where each listed event sorts by date as of `now` (sortStartAt), for the test that SQL and TypeScript agree. */
export async function findSortStarts(db: DbOrTx, ids: number[], now: Date): Promise<Map<number, Date | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: events.id,
      ms: sql<number | null>`(SELECT CASE WHEN isfinite(s.at) THEN extract(epoch FROM s.at) * 1000 END
        FROM (SELECT ${sortStartAt(now)} AS at) s)::float8`,
    })
    .from(events)
    .where(inArray(events.id, ids));
  return new Map(rows.map((r) => [r.id, r.ms === null ? null : new Date(Number(r.ms))]));
}

/** Loads events with everything the public shape needs, in the order of `ids`. */
export async function loadBundles(db: DbOrTx, ids: number[]): Promise<EventBundle[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      event: events,
      categoryName: categories.name,
      categoryNameSw: categories.nameSw,
      subcategoryName: subcategories.name,
      subcategoryNameSw: subcategories.nameSw,
      vendorName: hosts.vendorName,
      hostVerifiedAt: hosts.verifiedAt,
      hostSuspendedAt: hosts.suspendedAt,
    })
    .from(events)
    .leftJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, events.subcategoryId))
    .leftJoin(hosts, eq(hosts.id, events.hostId))
    .where(inArray(events.id, ids));
  const [subs, types, shows] = await readTogether(
    db,
    () =>
      db
        .select({
          eventId: eventSubcategories.eventId,
          id: subcategories.id,
          name: subcategories.name,
          nameSw: subcategories.nameSw,
        })
        .from(eventSubcategories)
        .innerJoin(subcategories, eq(subcategories.id, eventSubcategories.subcategoryId))
        .where(inArray(eventSubcategories.eventId, ids))
        .orderBy(asc(eventSubcategories.position), asc(subcategories.id)),
    () =>
      db
        .select()
        .from(ticketTypes)
        // The hidden 'Free Admission' row of a free event is not a public ticket type.
        .where(
          and(
            inArray(ticketTypes.eventId, ids),
            sql`${ticketTypes.archivedAt} IS NULL`,
            sql`${ticketTypes.implicit} = false`,
          ),
        )
        .orderBy(asc(ticketTypes.position), asc(ticketTypes.id)),
    () =>
      db
        .select()
        .from(showTimes)
        .where(and(inArray(showTimes.eventId, ids), sql`${showTimes.cancelledAt} IS NULL`))
        .orderBy(asc(showTimes.startsAt)),
  );
  const group = <T extends { eventId: number }>(list: T[]) => {
    const m = new Map<number, T[]>();
    for (const x of list) (m.get(x.eventId) ?? m.set(x.eventId, []).get(x.eventId)!).push(x);
    return m;
  };
  const subsBy = group(subs);
  const typesBy = group(types);
  const showsBy = group(shows);
  const byId = new Map(rows.map((r) => [r.event.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const e = r.event;
    const eventSubs = subsBy.get(id) ?? [];
    const subcategoryNamesSw: Record<string, string | null> = {};
    if (e.subcategoryId !== null && r.subcategoryName !== null)
      subcategoryNamesSw[e.subcategoryId] = r.subcategoryNameSw;
    for (const s of eventSubs) subcategoryNamesSw[s.id] = s.nameSw;
    return [
      {
        event: e,
        category: e.categoryId !== null && r.categoryName !== null ? { id: e.categoryId, name: r.categoryName } : null,
        subcategory:
          e.subcategoryId !== null && r.subcategoryName !== null
            ? { id: e.subcategoryId, name: r.subcategoryName }
            : null,
        host:
          r.vendorName !== null
            ? { id: e.hostId, vendorName: r.vendorName, verified: r.hostVerifiedAt !== null }
            : null,
        hostSuspended: r.hostSuspendedAt !== null,
        subcategories: eventSubs.map((s) => ({ id: s.id, name: s.name })),
        categoryNameSw: e.categoryId !== null && r.categoryName !== null ? r.categoryNameSw : null,
        subcategoryNamesSw,
        ticketTypes: typesBy.get(id) ?? [],
        showTimes: showsBy.get(id) ?? [],
      },
    ];
  });
}

/**
 * Finds a published event's id by numeric id, externalId or legacy alias code: a live one, or one
 * its host cancelled (its page says so and sells nothing; checkout refuses it), or one an admin
 * took down (the same: its page says so, checkout refuses it). Never a draft.
 */
export async function findEventIdByAnyKey(db: DbOrTx, key: string): Promise<number | null> {
  const numeric = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        inArray(events.status, ['live', 'cancelled']),
        numeric !== null
          ? sql`(${events.id} = ${numeric} OR ${events.externalId} = ${key})`
          : sql`(${events.externalId} = ${key} OR ${events.aliasCode} = ${key})`,
      ),
    )
    .limit(1);
  return rows[0]?.id ?? null;
}

export async function findImages(db: DbOrTx, eventId: number): Promise<string[]> {
  const rows = await db
    .select({ imageUrl: eventImages.imageUrl })
    .from(eventImages)
    .where(eq(eventImages.eventId, eventId))
    .orderBy(asc(eventImages.position), asc(eventImages.id));
  return rows.map((r) => r.imageUrl);
}

export async function findFeaturedIds(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.status, 'live'), notUnpublished, hostNotSuspended, eq(events.featured, true), notEnded(now)))
    .orderBy(sql`${events.views} DESC`, sql`${sortStartAt(now)} ASC`)
    .limit(limit);
  return rows.map((r) => r.id);
}

/** Categories offered in the filters and the create-event form: not hidden by an admin. */
export async function listCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name, nameSw: categories.nameSw })
    .from(categories)
    .where(isNull(categories.hiddenAt))
    .orderBy(asc(categories.sortOrder), asc(categories.name));
}

/** Types offered likewise: neither the type nor its category hidden. */
export async function listSubcategories(db: DbOrTx) {
  return db
    .select({
      id: subcategories.id,
      name: subcategories.name,
      categoryId: subcategories.categoryId,
      nameSw: subcategories.nameSw,
    })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(and(isNull(subcategories.hiddenAt), isNull(categories.hiddenAt)))
    .orderBy(asc(subcategories.categoryId), asc(subcategories.sortOrder), asc(subcategories.name));
}

/** The tribes the home page shows: not archived, in the admin's order. */
export async function listShownTribes(db: DbOrTx) {
  return db
    .select({
      id: tribes.id,
      name: tribes.name,
      nameSw: tribes.nameSw,
      description: tribes.description,
      descriptionSw: tribes.descriptionSw,
      imageUrl: tribes.imageUrl,
      linkUrl: tribes.linkUrl,
      members: tribes.members,
    })
    .from(tribes)
    .where(isNull(tribes.archivedAt))
    .orderBy(asc(tribes.position), asc(tribes.id));
}

/** Adds one view or click to the running counter and to today's row (Nairobi day). */
export async function incrementCounter(
  db: DbOrTx,
  eventId: number,
  kind: 'views' | 'clicks',
  day: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (kind === 'views')
      await tx
        .update(events)
        .set({ views: sql`${events.views} + 1` })
        .where(eq(events.id, eventId));
    else
      await tx
        .update(events)
        .set({ clicks: sql`${events.clicks} + 1` })
        .where(eq(events.id, eventId));
    await tx
      .insert(eventDailyStats)
      .values({ eventId, day, views: kind === 'views' ? 1 : 0, clicks: kind === 'clicks' ? 1 : 0 })
      .onConflictDoUpdate({
        target: [eventDailyStats.eventId, eventDailyStats.day],
        set:
          kind === 'views'
            ? { views: sql`${eventDailyStats.views} + 1` }
            : { clicks: sql`${eventDailyStats.clicks} + 1` },
      });
  });
}

export async function findSitemapEntries(db: DbOrTx, now: Date) {
  return db
    .select({ externalId: events.externalId, updatedAt: events.updatedAt })
    .from(events)
    .where(and(eq(events.status, 'live'), notUnpublished, hostNotSuspended, notEnded(now)))
    .orderBy(asc(events.id));
}

/** Announces a change on a PostgreSQL notification channel (delivered when the caller's transaction commits). */
export async function notify(db: DbOrTx, channel: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, '')`);
}
