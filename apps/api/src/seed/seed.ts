import { sql } from 'drizzle-orm';
import { addDaysToDay, eventEndsAt, zonedDateTimeToInstant, zonedToday } from '@tribe/contracts';
import type { Db } from '../db/client.js';
import {
  adminUsers,
  categories,
  eventImages,
  eventSubcategories,
  events,
  hosts,
  showTimes,
  subcategories,
  ticketTypes,
  tribes,
  users,
} from '../db/schema/index.js';
import { hashPassword } from '../lib/passwords.js';
import { SEED_CATEGORIES, SEED_EVENTS, SEED_HOSTS, TRIBES, TRIBES_SW, type SeedEvent } from './catalogue.js';
import { seedDemoSales } from './demo-sales.js';

const TZ = 'Africa/Nairobi';

/** The demo accounts (only outside production). Listed in the README. */
export const DEMO_ACCOUNTS = {
  password: 'Demo#2026',
  host: { username: 'demo-host', email: 'host@tikiti.demo' },
  attendee: { username: 'demo-attendee', email: 'attendee@tikiti.demo', firstName: 'Achieng', lastName: 'Otieno' },
  /**
   * The demo admin is enrolled with a fixed TOTP secret (README; `npm run admin:code` prints the
   * current code), so a demo needs no phone. Outside production only, like every demo account.
   */
  admin: { email: 'admin@tikiti.demo', name: 'Tikiti Admin', totpSecret: 'TIKITIDEMOADMINXTOTPXSECRETXKEYX' },
} as const;

export interface SeedOptions {
  demoAccounts: boolean;
  publicUrl: string;
  now?: Date;
  /**
   * The demo host's orders, check-ins, reviews and page views of the last 30 days (demo-sales.ts).
   * For the running demo only: test suites start from the catalogue alone.
   */
  demoSales?: boolean;
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface SeedDates {
  startDate: Date | null;
  endDate: Date | null;
  lastEndsAt: Date | null;
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  shows: { date: string; startTime: string; endTime: string | null; startsAt: Date }[];
}

/**
 * Dates are relative to today in Nairobi, so the demo catalogue never goes stale. `lastEndsAt` is
 * eventEndsAt() from contracts, the rule the event page uses for 'Event ended'.
 */
function seedDates(e: SeedEvent, today: string): SeedDates {
  const out: SeedDates = {
    startDate: null,
    endDate: null,
    lastEndsAt: null,
    recurringStartDate: null,
    recurringEndDate: null,
    shows: [],
  };
  if (e.eventType === 'one-off' && e.startDayOffset !== undefined) {
    out.startDate = zonedDateTimeToInstant(addDaysToDay(today, e.startDayOffset), e.startTime ?? '18:00', TZ);
    out.endDate = new Date(out.startDate.getTime() + (e.durationHours ?? 4) * 3600_000);
  } else if (e.eventType === 'recurring') {
    out.recurringStartDate = addDaysToDay(today, e.recurringStartDayOffset ?? 0);
    out.recurringEndDate = addDaysToDay(today, e.recurringEndDayOffset ?? 90);
    out.startDate = zonedDateTimeToInstant(out.recurringStartDate, e.recurringStartTime ?? '12:00', TZ);
  } else if (e.eventType === 'multiple-shows') {
    out.shows = (e.showTimes ?? []).map((s) => {
      const date = addDaysToDay(today, s.dayOffset);
      return {
        date,
        startTime: s.startTime,
        endTime: s.endTime ?? null,
        startsAt: zonedDateTimeToInstant(date, s.startTime, TZ),
      };
    });
    out.shows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    out.startDate = out.shows[0]?.startsAt ?? null;
  }
  out.lastEndsAt = eventEndsAt({
    eventType: e.eventType,
    startDate: out.startDate?.toISOString() ?? null,
    endDate: out.endDate?.toISOString() ?? null,
    showTimes: out.shows.map((s, id) => ({ id, date: s.date, startTime: s.startTime, endTime: s.endTime })),
    timeZone: TZ,
    recurringEndDate: out.recurringEndDate,
    recurringStartTime: e.eventType === 'recurring' ? (e.recurringStartTime ?? '12:00') : null,
    recurringEndTime: e.recurringEndTime ?? null,
  });
  if (e.eventType !== 'one-off') out.endDate = out.lastEndsAt;
  return out;
}

/** True when the database has no events and no users yet. */
export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`(SELECT count(*) FROM events) + (SELECT count(*) FROM users)` })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Loads the demo catalogue (categories, tribes, hosts, 60+ events) and, when asked, the demo accounts.
 * Requires an empty database; runs in one transaction, so a failure leaves nothing half-loaded.
 */
export async function seedCatalogue(db: Db, opts: SeedOptions): Promise<{ events: number }> {
  const now = opts.now ?? new Date();
  const today = zonedToday(now, TZ);
  const demoHash = opts.demoAccounts ? await hashPassword(DEMO_ACCOUNTS.password) : null;

  await db.transaction(async (tx) => {
    const subIds = new Map<string, number>();
    const catIds = new Map<string, number>();
    for (const [ci, c] of SEED_CATEGORIES.entries()) {
      const [cat] = await tx
        .insert(categories)
        .values({ name: c.name, nameSw: c.nameSw, slug: slugify(c.name), sortOrder: ci })
        .returning();
      catIds.set(c.name, cat!.id);
      for (const [si, s] of c.subcategories.entries()) {
        const [sub] = await tx
          .insert(subcategories)
          .values({
            categoryId: cat!.id,
            name: s,
            nameSw: c.subcategoriesSw[s] ?? null,
            slug: slugify(s),
            sortOrder: si,
          })
          .returning();
        subIds.set(`${c.name}/${s}`, sub!.id);
      }
    }
    // The home page's tribes, edited afterwards on /admin/catalogue.
    await tx.insert(tribes).values(
      TRIBES.map((t, position) => ({
        name: t.name,
        nameSw: TRIBES_SW[t.id]?.name ?? null,
        description: t.description,
        descriptionSw: TRIBES_SW[t.id]?.description ?? null,
        imageUrl: t.image,
        linkUrl: t.chatUrl,
        platform: t.chatUrl.startsWith('https://t.me/') ? ('telegram' as const) : ('whatsapp' as const),
        members: t.members,
        position,
      })),
    );

    const hostIds = new Map<string, number>();
    const hostUserIds = new Map<string, number>();
    for (const [i, h] of SEED_HOSTS.entries()) {
      const isDemoHost = i === 0 && opts.demoAccounts;
      const [u] = await tx
        .insert(users)
        .values({
          username: h.username,
          email: h.email,
          firstName: h.firstName,
          lastName: h.lastName,
          phone: h.phone,
          passwordHash: isDemoHost ? demoHash : null,
          emailVerifiedAt: now,
          isHost: true,
          isDemo: true,
        })
        .returning();
      const [host] = await tx
        .insert(hosts)
        .values({
          ownerUserId: u!.id,
          vendorName: h.vendorName,
          slug: slugify(h.vendorName),
          phone: h.phone,
          onboardingState: 'complete',
          onboardingCompletedAt: now,
          payoutMethod: 'mpesa',
        })
        .returning();
      hostIds.set(h.key, host!.id);
      hostUserIds.set(h.key, u!.id);
    }

    if (opts.demoAccounts && demoHash) {
      const a = DEMO_ACCOUNTS.attendee;
      await tx.insert(users).values({
        username: a.username,
        email: a.email,
        firstName: a.firstName,
        lastName: a.lastName,
        passwordHash: demoHash,
        emailVerifiedAt: now,
        isDemo: true,
      });
      await tx.insert(adminUsers).values({
        email: DEMO_ACCOUNTS.admin.email,
        name: DEMO_ACCOUNTS.admin.name,
        passwordHash: demoHash,
        isDemo: true,
        // Enrolled with the demo secret; admin-auth reads it for a demo admin with no stored secret.
        totpEnabledAt: now,
      });
    }

    // Ids 26-36 are fixed (legacy links use them); everything else fills the gaps around them.
    const reserved = new Set(SEED_EVENTS.flatMap((e) => (e.id ? [e.id] : [])));
    let nextId = 1;
    const takeId = () => {
      while (reserved.has(nextId)) nextId++;
      return nextId++;
    };

    for (const e of SEED_EVENTS) {
      const id = e.id ?? takeId();
      const d = seedDates(e, today);
      const prices = e.ticketTypes.map((t) => t.price);
      const primarySub = e.subcategories[0] ? subIds.get(`${e.category}/${e.subcategories[0]}`) : undefined;
      await tx.insert(events).values({
        id,
        externalId: e.key,
        aliasCode: e.aliasCode ?? null,
        hostId: hostIds.get(e.hostKey)!,
        title: e.title,
        description: e.description,
        imageUrl: e.image,
        categoryId: catIds.get(e.category) ?? null,
        subcategoryId: primarySub ?? null,
        location: e.location,
        town: e.town,
        address: e.address,
        latitude: e.latitude,
        longitude: e.longitude,
        status: e.status ?? 'live',
        eventType: e.eventType,
        timeZone: TZ,
        startDate: d.startDate,
        endDate: d.endDate,
        recurringDays: e.recurringDays ?? [],
        recurringStartDate: d.recurringStartDate,
        recurringEndDate: d.recurringEndDate,
        recurringStartTime: e.eventType === 'recurring' ? (e.recurringStartTime ?? '12:00') : null,
        recurringEndTime: e.eventType === 'recurring' ? (e.recurringEndTime ?? null) : null,
        requiresReservation: e.requiresReservation ?? false,
        paymentType: e.paymentType,
        externalTicketUrl: e.externalTicketUrl?.replace('{PUBLIC_URL}', () => opts.publicUrl) ?? null,
        featured: e.featured ?? false,
        views: e.views,
        clicks: e.clicks ?? 0,
        minTicketPrice: prices.length ? Math.min(...prices) : null,
        lastEndsAt: d.lastEndsAt,
        publishedAt: (e.status ?? 'live') === 'live' ? now : null,
        cancelledAt: e.status === 'cancelled' ? now : null,
      });
      for (const [pos, name] of e.subcategories.entries()) {
        const subId = subIds.get(`${e.category}/${name}`);
        if (subId) await tx.insert(eventSubcategories).values({ eventId: id, subcategoryId: subId, position: pos });
      }
      for (const [pos, url] of (e.extraImages ?? []).entries()) {
        await tx.insert(eventImages).values({ eventId: id, imageUrl: url, position: pos });
      }
      for (const s of d.shows) {
        await tx
          .insert(showTimes)
          .values({ eventId: id, date: s.date, startTime: s.startTime, endTime: s.endTime, startsAt: s.startsAt });
      }
      // A free event with no ticket types still needs a real order line: its hidden 'Free
      // Admission' row (the public shape leaves it out; see docs/data-model.md).
      if (e.paymentType === 'tikitis' && e.ticketTypes.length === 0) {
        await tx.insert(ticketTypes).values({ eventId: id, name: 'Free Admission', price: 0, implicit: true });
      }
      for (const [pos, t] of e.ticketTypes.entries()) {
        await tx.insert(ticketTypes).values({
          eventId: id,
          name: t.name,
          description: t.description ?? null,
          price: t.price,
          quantity: t.quantity,
          position: pos,
        });
      }
    }
    await tx.execute(sql`SELECT setval(pg_get_serial_sequence('events', 'id'), (SELECT max(id) FROM events))`);
    if (opts.demoSales && opts.demoAccounts) {
      const demoHost = SEED_HOSTS[0]!.key;
      await seedDemoSales(tx, { hostId: hostIds.get(demoHost)!, hostUserId: hostUserIds.get(demoHost)!, now });
    }
  });
  return { events: SEED_EVENTS.length };
}

/** Loads the catalogue into an empty database; does nothing (returns null) otherwise. */
export async function seedIfEmpty(db: Db, opts: SeedOptions): Promise<{ events: number } | null> {
  if (!(await isEmpty(db))) return null;
  return seedCatalogue(db, opts);
}

/** Empties every table (used by `npm run db:seed -- --reset` and tests). */
export async function resetDatabase(db: Db): Promise<void> {
  const rows = await db.execute<{ tablename: string }>(
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public'`,
  );
  const names =
    (rows as unknown as { rows: { tablename: string }[] }).rows ?? (rows as unknown as { tablename: string }[]);
  const list = names.map((r) => `"${r.tablename}"`).join(', ');
  if (list) await db.execute(sql.raw(`TRUNCATE ${list} RESTART IDENTITY CASCADE`));
}
