/**
 * Listing at scale: 5,000 live events, and what the /events page asks the API for.
 *
 * The listing page never loads the whole catalogue: it asks for one page of 24 with the same
 * filter parameters it keeps in its address, and reads the total from X-Total-Count. This
 * scenario measures those requests (first page, a filtered page, a search page) against the
 * unpaged list the page would otherwise need, on a fresh embedded database driven through
 * `app.inject` (no network, so the times are the server's own).
 *
 * `BENCH_RUNS` (default 30) sets the runs per request; `BENCH_EVENTS` (default 5000) the size.
 */
import { gzipSync } from 'node:zlib';
import { LOCATIONS, addDaysToDay, zonedDateTimeToInstant, zonedToday } from '@tribe/contracts';
import { buildApp } from '../apps/api/src/app.js';
import { loadConfig } from '../apps/api/src/config.js';
import { openDatabase, type Database } from '../apps/api/src/db/client.js';
import {
  categories,
  eventSubcategories,
  events,
  hosts,
  showTimes,
  subcategories,
  ticketTypes,
  users,
} from '../apps/api/src/db/schema/index.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const EVENT_COUNT = Number(process.env.BENCH_EVENTS ?? 5000);
const WARMUP = 3;
const TZ = 'Africa/Nairobi';
const CHUNK = 500;

const CATALOGUE: { name: string; subs: string[] }[] = [
  { name: 'Music', subs: ['Afrobeats', 'Gengetone', 'Jazz', 'Gospel', 'Live Band', 'Benga'] },
  { name: 'Food & Drink', subs: ['Food Festival', 'Street Food', 'Wine & Spirits', 'Brunch & Dining'] },
  { name: 'Sports & Fitness', subs: ['Running', 'Athletics', 'Motorsport', 'Cycling', 'Hiking'] },
  { name: 'Arts & Culture', subs: ['Exhibition', 'Cultural Festival', 'Dance', 'Crafts & Markets'] },
  { name: 'Tech & Business', subs: ['Meetup', 'Conference', 'Networking', 'Workshop'] },
  { name: 'Comedy & Theatre', subs: ['Stand-up', 'Theatre', 'Improv'] },
  { name: 'Nightlife', subs: ['Club Night', 'Beach Party', 'Rooftop', 'DJ Set'] },
  { name: 'Community & Wellness', subs: ['Faith', 'Charity', 'Wellness'] },
];
const WORDS = [
  'Sunset',
  'Jazz',
  'Festival',
  'Night',
  'Market',
  'Summit',
  'Run',
  'Showcase',
  'Party',
  'Expo',
  'Sessions',
  'Live',
  'Tour',
  'Fair',
];
const PRICES = [0, 0, 300, 500, 800, 1000, 1500, 2000, 2500, 3000, 5000, 7500, 12000];
const DAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** Small deterministic generator, so every run measures the same catalogue. */
function prng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** Categories, 20 hosts and EVENT_COUNT live events (one-off, recurring, multiple-shows) with ticket types. */
async function seed(database: Database, now: Date): Promise<{ musicId: number }> {
  const { db } = database;
  const rand = prng(42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const today = zonedToday(now, TZ);

  const catRows = await db
    .insert(categories)
    .values(
      CATALOGUE.map((c, i) => ({ name: c.name, slug: c.name.toLowerCase().replace(/[^a-z]+/g, '-'), sortOrder: i })),
    )
    .returning();
  const subRows = await db
    .insert(subcategories)
    .values(
      CATALOGUE.flatMap((c, ci) =>
        c.subs.map((s, si) => ({
          categoryId: catRows[ci]!.id,
          name: s,
          slug: s.toLowerCase().replace(/[^a-z]+/g, '-'),
          sortOrder: si,
        })),
      ),
    )
    .returning();
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        username: `bench-host-${i}`,
        email: `host${i}@bench.local`,
        isHost: true,
      })),
    )
    .returning();
  const hostRows = await db
    .insert(hosts)
    .values(
      userRows.map((u, i) => ({
        ownerUserId: u.id,
        vendorName: `Bench Host ${i}`,
        slug: `bench-host-${i}`,
        onboardingState: 'complete' as const,
      })),
    )
    .returning();

  type EventInsert = typeof events.$inferInsert;
  const eventRows: EventInsert[] = [];
  const plans: { subs: number[]; prices: number[]; shows: { date: string; startTime: string }[] }[] = [];
  for (let i = 0; i < EVENT_COUNT; i++) {
    const ci = Math.floor(rand() * catRows.length);
    const cat = catRows[ci]!;
    const catSubs = subRows.filter((s) => s.categoryId === cat.id);
    const subs = [...new Set([pick(catSubs).id, pick(catSubs).id])];
    const town = pick(LOCATIONS);
    const kindRoll = rand();
    const eventType = kindRoll < 0.8 ? 'one-off' : kindRoll < 0.9 ? 'recurring' : 'multiple-shows';
    const offset = Math.floor(rand() * 180) - 10;
    const startTime = `${String(8 + Math.floor(rand() * 13)).padStart(2, '0')}:${rand() < 0.5 ? '00' : '30'}`;
    const day = addDaysToDay(today, offset);
    const prices = rand() < 0.15 ? [0] : [pick(PRICES), pick(PRICES)].sort((a, b) => a - b);
    const shows: { date: string; startTime: string }[] = [];
    let startDate: Date | null = null;
    let endDate: Date | null = null;
    let lastEndsAt: Date | null = null;
    let recurring: Partial<EventInsert> = {};
    if (eventType === 'one-off') {
      startDate = zonedDateTimeToInstant(day, startTime, TZ);
      endDate = new Date(startDate.getTime() + 4 * 3600_000);
      lastEndsAt = endDate;
    } else if (eventType === 'recurring') {
      const endDay = addDaysToDay(day, 60);
      startDate = zonedDateTimeToInstant(day, startTime, TZ);
      lastEndsAt = zonedDateTimeToInstant(endDay, '23:59', TZ);
      endDate = lastEndsAt;
      recurring = {
        recurringDays: [pick(DAY_NAMES), pick(DAY_NAMES)],
        recurringStartDate: day,
        recurringEndDate: endDay,
        recurringStartTime: startTime,
        recurringEndTime: '23:00',
      };
    } else {
      for (let k = 0; k < 3; k++) shows.push({ date: addDaysToDay(day, k * 7), startTime });
      startDate = zonedDateTimeToInstant(shows[0]!.date, startTime, TZ);
      lastEndsAt = new Date(zonedDateTimeToInstant(shows[2]!.date, startTime, TZ).getTime() + 3 * 3600_000);
      endDate = lastEndsAt;
    }
    const title = `${town.name} ${pick(WORDS)} ${pick(WORDS)} #${i + 1}`;
    eventRows.push({
      externalId: `bench-event-${i + 1}`,
      hostId: pick(hostRows).id,
      title,
      description: `A ${cat.name.toLowerCase()} event in ${town.name}. ${pick(WORDS)} and ${pick(WORDS).toLowerCase()} all evening, with food, drinks and friends.`,
      imageUrl: `/images/events/bench-${(i % 12) + 1}.jpg`,
      categoryId: cat.id,
      subcategoryId: subs[0]!,
      location: `${pick(WORDS)} Grounds, ${town.name}`,
      town: town.id,
      address: `${Math.floor(rand() * 200) + 1} ${pick(WORDS)} Road, ${town.name}`,
      latitude: town.latitude,
      longitude: town.longitude,
      status: 'live',
      eventType,
      timeZone: TZ,
      startDate,
      endDate,
      ...recurring,
      paymentType: 'tikitis',
      views: Math.floor(rand() * 5000),
      clicks: Math.floor(rand() * 500),
      minTicketPrice: Math.min(...prices),
      lastEndsAt,
      publishedAt: now,
    });
    plans.push({ subs, prices, shows });
  }

  const ids: number[] = [];
  await insertChunked(eventRows, async (chunk) => {
    const rows = await db.insert(events).values(chunk).returning({ id: events.id });
    ids.push(...rows.map((r) => r.id));
  });
  await insertChunked(
    plans.flatMap((p, i) => p.subs.map((subcategoryId, position) => ({ eventId: ids[i]!, subcategoryId, position }))),
    (chunk) => db.insert(eventSubcategories).values(chunk),
  );
  await insertChunked(
    plans.flatMap((p, i) =>
      p.prices.map((price, position) => ({
        eventId: ids[i]!,
        name: position === 0 ? 'Regular' : 'VIP',
        price,
        quantity: 200,
        position,
      })),
    ),
    (chunk) => db.insert(ticketTypes).values(chunk),
  );
  await insertChunked(
    plans.flatMap((p, i) =>
      p.shows.map((s) => ({
        eventId: ids[i]!,
        date: s.date,
        startTime: s.startTime,
        startsAt: zonedDateTimeToInstant(s.date, s.startTime, TZ),
      })),
    ),
    (chunk) => db.insert(showTimes).values(chunk),
  );
  await database.execute('ANALYZE');
  return { musicId: catRows[0]!.id };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run(): Promise<void> {
  const now = new Date();
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const seedStart = performance.now();
  const { musicId } = await seed(database, now);
  console.log(
    `Seeded ${EVENT_COUNT} live events in ${((performance.now() - seedStart) / 1000).toFixed(1)} s; ${RUNS} runs per request.`,
  );

  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'http://localhost:3000' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();

  const today = zonedToday(now, TZ);
  const filtered = new URLSearchParams({
    categoryId: String(musicId),
    location: 'nairobi,mombasa',
    minPrice: '500',
    maxPrice: '5000',
    startDate: today,
    endDate: addDaysToDay(today, 60),
    limit: '24',
  });
  const requests = [
    { name: 'first page (what /events loads)', url: '/api/events?limit=24' },
    { name: 'filtered page (category+town+price+date)', url: `/api/events?${filtered}` },
    { name: 'search page (q=jazz)', url: '/api/events?q=jazz&limit=24' },
    { name: 'next page (offset 24)', url: '/api/events?limit=24&offset=24' },
    { name: 'full unpaged list (avoided)', url: '/api/events' },
  ];

  const rows: string[][] = [];
  for (const r of requests) {
    const times: number[] = [];
    let body = '';
    let total = '';
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url: r.url, headers: { 'accept-encoding': 'identity' } });
      const ms = performance.now() - start;
      if (res.statusCode !== 200) throw new Error(`${r.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (i >= WARMUP) times.push(ms);
      body = res.body;
      total = String(res.headers['x-total-count'] ?? '');
    }
    times.sort((a, b) => a - b);
    const raw = Buffer.byteLength(body);
    const gzip = gzipSync(body).length;
    const returned = (JSON.parse(body) as unknown[]).length;
    rows.push([
      r.name,
      total,
      String(returned),
      percentile(times, 50).toFixed(1),
      percentile(times, 95).toFixed(1),
      kb(raw),
      kb(gzip),
    ]);
  }

  const header = ['request', 'matches', 'returned', 'median ms', 'p95 ms', 'raw', 'gzip'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  const first = rows[0]!;
  const full = rows[rows.length - 1]!;
  console.log(
    `\nThe listing's first page is ${first[6]} gzipped against ${full[6]} for the whole catalogue; on 3G (~50 KB/s) that is about ` +
      `${(parseFloat(first[6]!) / 50).toFixed(2)} s against ${(parseFloat(full[6]!) / 50).toFixed(1)} s of transfer.`,
  );

  await app.close();
  await database.close();
}

// Run directly: `npx tsx bench/listing.ts`.
if (import.meta.url === `file://${process.argv[1]}`) await run();
