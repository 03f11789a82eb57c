import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BROKEN_IMAGE_PATH,
  HOME_CAROUSEL_IMAGES,
  PUBLIC_URL_PLACEHOLDER,
  SEED_CATEGORIES,
  SEED_EVENTS,
  SEED_HOSTS,
  TRIBES,
  TRIBES_SW,
  type SeedEvent,
} from './catalogue.js';

const HERE = fileURLToPath(new URL('.', import.meta.url));
/** apps/web/public, where the generated images live. */
const PUBLIC_DIR = resolve(HERE, '../../../web/public');
const publicFile = (src: string): string => join(PUBLIC_DIR, src.replace(/^\//, ''));

/** Town centres (same values as the location filter), used to sanity-check venue coordinates. */
const TOWN_CENTRES: Record<SeedEvent['town'], [number, number]> = {
  nairobi: [-1.2864, 36.8172],
  mombasa: [-4.0435, 39.6682],
  kisumu: [-0.0917, 34.768],
  nakuru: [-0.3031, 36.08],
  eldoret: [0.5143, 35.2698],
  thika: [-1.0333, 37.0693],
  nyeri: [-0.4201, 36.9476],
  machakos: [-1.5177, 37.2634],
  malindi: [-3.2192, 40.1169],
  kitale: [1.0157, 35.0062],
  kericho: [-0.3689, 35.2863],
  garissa: [-0.4532, 39.6461],
  kakamega: [0.2827, 34.7519],
  lamu: [-2.2717, 40.902],
};
const TOWNS = Object.keys(TOWN_CENTRES) as SeedEvent['town'][];

const KNOWN_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

function km(a: [number, number], b: [number, number]): number {
  const r = Math.PI / 180;
  const dLat = (b[0] - a[0]) * r;
  const dLon = (b[1] - a[1]) * r;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[0] * r) * Math.cos(b[0] * r) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}
const decimals = (n: number): number => (String(n).split('.')[1] ?? '').length;
const isFree = (e: SeedEvent): boolean => e.ticketTypes.every((t) => t.price === 0);
const status = (e: SeedEvent): string => e.status ?? 'live';

/** True when the event still has something today or later (mirrors how the seeder resolves offsets). */
function isUpcoming(e: SeedEvent): boolean {
  if (e.eventType === 'one-off') return (e.startDayOffset ?? -Infinity) > 0;
  if (e.eventType === 'recurring') return (e.recurringEndDayOffset ?? -Infinity) > 0;
  return (e.showTimes ?? []).some((s) => s.dayOffset > 0);
}
function isPast(e: SeedEvent): boolean {
  if (e.eventType === 'one-off') return e.startDayOffset !== undefined && e.startDayOffset < 0;
  if (e.eventType === 'recurring') return (e.recurringEndDayOffset ?? 0) < 0;
  return (e.showTimes ?? []).length > 0 && (e.showTimes ?? []).every((s) => s.dayOffset < 0);
}

const events = SEED_EVENTS;
const categoryByName = new Map(SEED_CATEGORIES.map((c) => [c.name, c]));

describe('SEED_CATEGORIES', () => {
  it('has at least 8 categories, each with 3-6 unique subcategories', () => {
    expect(SEED_CATEGORIES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(SEED_CATEGORIES.map((c) => c.name)).size).toBe(SEED_CATEGORIES.length);
    for (const c of SEED_CATEGORIES) {
      expect(c.subcategories.length, c.name).toBeGreaterThanOrEqual(3);
      expect(c.subcategories.length, c.name).toBeLessThanOrEqual(6);
      expect(new Set(c.subcategories).size, c.name).toBe(c.subcategories.length);
    }
  });

  it('gives every category and type a name in Kiswahili (the same 2 to 60 characters as the admin form)', () => {
    const fits = (name: string | undefined) => name !== undefined && name.length >= 2 && name.length <= 60;
    expect(new Set(SEED_CATEGORIES.map((c) => c.nameSw)).size).toBe(SEED_CATEGORIES.length);
    for (const c of SEED_CATEGORIES) {
      expect(fits(c.nameSw), c.name).toBe(true);
      expect(Object.keys(c.subcategoriesSw).sort(), c.name).toEqual([...c.subcategories].sort());
      for (const s of c.subcategories) expect(fits(c.subcategoriesSw[s]), `${c.name}/${s}`).toBe(true);
    }
  });

  it('every category is used by at least 3 events', () => {
    for (const c of SEED_CATEGORIES) {
      expect(events.filter((e) => e.category === c.name).length, c.name).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('SEED_HOSTS', () => {
  it('has 4 hosts with unique keys, usernames and @tikiti.demo emails', () => {
    expect(SEED_HOSTS).toHaveLength(4);
    expect(new Set(SEED_HOSTS.map((h) => h.key)).size).toBe(4);
    expect(new Set(SEED_HOSTS.map((h) => h.username)).size).toBe(4);
    expect(new Set(SEED_HOSTS.map((h) => h.email)).size).toBe(4);
    for (const h of SEED_HOSTS) {
      expect(h.email).toMatch(/^[a-z0-9.-]+@tikiti\.demo$/);
      expect(h.phone).toMatch(/^\+2547\d{8}$/);
      expect(h.vendorName.length).toBeGreaterThan(3);
    }
  });

  it('the first host is the demo host and owns at least 10 events', () => {
    const demo = SEED_HOSTS[0]!;
    expect(demo).toMatchObject({ key: 'savannah-sounds', username: 'demo-host', email: 'host@tikiti.demo' });
    expect(events.filter((e) => e.hostKey === demo.key).length).toBeGreaterThanOrEqual(10);
  });
});

describe('SEED_EVENTS: basics', () => {
  it('has at least 64 events with unique kebab-case keys', () => {
    expect(events.length).toBeGreaterThanOrEqual(64);
    const keys = events.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const k of keys) expect(k).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a title and a 2-4 paragraph description', () => {
    for (const e of events) {
      expect(e.title.trim().length, e.key).toBeGreaterThan(3);
      const paragraphs = e.description.split('\n\n');
      expect(paragraphs.length, e.key).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length, e.key).toBeLessThanOrEqual(4);
      for (const p of paragraphs) expect(p.trim().length, e.key).toBeGreaterThan(20);
    }
  });

  it('references known hosts, categories and subcategories of that category', () => {
    const hostKeys = new Set(SEED_HOSTS.map((h) => h.key));
    for (const e of events) {
      expect(hostKeys.has(e.hostKey), e.key).toBe(true);
      const cat = categoryByName.get(e.category);
      expect(cat, e.key).toBeDefined();
      expect(e.subcategories.length, e.key).toBeGreaterThanOrEqual(1);
      expect(new Set(e.subcategories).size, e.key).toBe(e.subcategories.length);
      for (const s of e.subcategories) expect(cat!.subcategories, `${e.key}: ${s}`).toContain(s);
    }
  });

  it('has exactly one event with 5 subcategories (more than 3)', () => {
    const many = events.filter((e) => e.subcategories.length > 3);
    expect(many).toHaveLength(1);
    expect(many[0]!.subcategories).toHaveLength(5);
  });
});

describe('SEED_EVENTS: places', () => {
  it('uses all 14 towns, most events in Nairobi and Mombasa', () => {
    const count = (t: string) => events.filter((e) => e.town === t).length;
    for (const t of TOWNS) expect(count(t), t).toBeGreaterThanOrEqual(1);
    for (const e of events) expect(TOWNS, e.key).toContain(e.town);
    const nairobi = count('nairobi');
    const mombasa = count('mombasa');
    expect(nairobi + mombasa).toBeGreaterThan(events.length / 2);
    for (const t of TOWNS.filter((x) => x !== 'nairobi' && x !== 'mombasa')) {
      expect(count(t), t).toBeLessThan(mombasa);
      expect(mombasa).toBeLessThan(nairobi);
    }
  });

  it('has venue, address and real coordinates (4 decimals, near the town) except one event', () => {
    const noCoords = events.filter((e) => e.latitude === null || e.longitude === null);
    expect(noCoords).toHaveLength(1);
    expect(noCoords[0]!.latitude).toBeNull();
    expect(noCoords[0]!.longitude).toBeNull();
    for (const e of events) {
      expect(e.location.length, e.key).toBeGreaterThan(3);
      expect(e.address.length, e.key).toBeGreaterThan(5);
      if (e.latitude === null || e.longitude === null) continue;
      expect(decimals(e.latitude), e.key).toBeLessThanOrEqual(4);
      expect(decimals(e.longitude), e.key).toBeLessThanOrEqual(4);
      // Kenya's bounding box
      expect(e.latitude, e.key).toBeGreaterThan(-4.8);
      expect(e.latitude, e.key).toBeLessThan(5.1);
      expect(e.longitude, e.key).toBeGreaterThan(33.9);
      expect(e.longitude, e.key).toBeLessThan(42);
      expect(km([e.latitude, e.longitude], TOWN_CENTRES[e.town]), e.key).toBeLessThan(40);
    }
  });
});

describe('SEED_EVENTS: dates', () => {
  const oneOff = events.filter((e) => e.eventType === 'one-off');
  const recurring = events.filter((e) => e.eventType === 'recurring');
  const multi = events.filter((e) => e.eventType === 'multiple-shows');

  it('is mostly one-off, with at least 5 recurring and 5 multiple-shows', () => {
    expect(oneOff.length).toBeGreaterThan(events.length / 2);
    expect(recurring.length).toBeGreaterThanOrEqual(5);
    expect(multi.length).toBeGreaterThanOrEqual(5);
  });

  it('fills exactly the fields of its event type, with HH:MM times', () => {
    for (const e of oneOff) {
      expect(e.recurringDays, e.key).toBeUndefined();
      expect(e.showTimes, e.key).toBeUndefined();
      if (e.startDayOffset === undefined) {
        expect(e.startTime, e.key).toBeUndefined();
        expect(e.durationHours, e.key).toBeUndefined();
      } else {
        expect(Number.isInteger(e.startDayOffset), e.key).toBe(true);
        expect(e.startTime, e.key).toMatch(HHMM);
        expect(e.durationHours, e.key).toBeGreaterThan(0);
      }
    }
    for (const e of recurring) {
      expect(e.startDayOffset, e.key).toBeUndefined();
      expect(e.showTimes, e.key).toBeUndefined();
      expect(e.recurringDays?.length, e.key).toBeGreaterThan(0);
      expect(e.recurringStartTime, e.key).toMatch(HHMM);
      expect(e.recurringEndTime, e.key).toMatch(HHMM);
      expect(e.recurringEndTime! > e.recurringStartTime!, e.key).toBe(true);
      expect(e.recurringEndDayOffset! > e.recurringStartDayOffset!, e.key).toBe(true);
    }
    for (const e of multi) {
      expect(e.startDayOffset, e.key).toBeUndefined();
      expect(e.recurringDays, e.key).toBeUndefined();
      expect(e.showTimes?.length, e.key).toBeGreaterThanOrEqual(2);
      for (const s of e.showTimes ?? []) {
        expect(Number.isInteger(s.dayOffset), e.key).toBe(true);
        expect(s.startTime, e.key).toMatch(HHMM);
        if (s.endTime !== undefined) {
          expect(s.endTime, e.key).toMatch(HHMM);
          expect(s.endTime > s.startTime, e.key).toBe(true);
        }
      }
    }
  });

  it('writes recurring days in mixed case, with exactly one unknown day name', () => {
    const days = recurring.flatMap((e) => e.recurringDays ?? []);
    expect(days.some((d) => d === d.toUpperCase())).toBe(true);
    expect(days.some((d) => d === d.toLowerCase())).toBe(true);
    expect(days.some((d) => d[0] === d[0]!.toUpperCase() && d.slice(1) === d.slice(1).toLowerCase())).toBe(true);
    const withUnknown = recurring.filter((e) =>
      (e.recurringDays ?? []).some((d) => !KNOWN_DAYS.includes(d.toLowerCase())),
    );
    expect(withUnknown).toHaveLength(1);
    expect(withUnknown[0]!.recurringDays!.some((d) => KNOWN_DAYS.includes(d.toLowerCase()))).toBe(true);
  });

  it('has exactly one one-off event with no date', () => {
    expect(oneOff.filter((e) => e.startDayOffset === undefined)).toHaveLength(1);
  });

  it('has past and in-progress events', () => {
    const pastOneOff = oneOff.filter((e) => e.startDayOffset !== undefined && e.startDayOffset < 0);
    expect(pastOneOff.length).toBeGreaterThanOrEqual(3);
    // one started yesterday and still running today
    const running = pastOneOff.filter((e) => e.startDayOffset === -1 && e.durationHours === 30);
    expect(running).toHaveLength(1);
    // the others are fully over
    const over = pastOneOff.filter((e) => e.startDayOffset! * 24 + e.durationHours! < 0);
    expect(over.length).toBeGreaterThanOrEqual(2);
    expect(recurring.filter((e) => e.recurringEndDayOffset! < 0).length).toBeGreaterThanOrEqual(1);
    expect(multi.filter(isPast).length).toBeGreaterThanOrEqual(1);
  });
});

describe('SEED_EVENTS: tickets and payment', () => {
  it('has whole-KES prices of 0 or 200..25,000 and sensible quantities', () => {
    for (const e of events) {
      expect(new Set(e.ticketTypes.map((t) => t.name)).size, e.key).toBe(e.ticketTypes.length);
      for (const t of e.ticketTypes) {
        expect(Number.isInteger(t.price), `${e.key}: ${t.name}`).toBe(true);
        expect(t.price === 0 || (t.price >= 200 && t.price <= 25000), `${e.key}: ${t.name}`).toBe(true);
        if (t.quantity !== null) {
          expect(Number.isInteger(t.quantity), `${e.key}: ${t.name}`).toBe(true);
          expect(t.quantity, `${e.key}: ${t.name}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it('has at least 3 free events without ticket types', () => {
    expect(events.filter((e) => e.ticketTypes.length === 0).length).toBeGreaterThanOrEqual(3);
  });

  it('has at least 2 free events whose ticket types are all price 0, one requiring reservation', () => {
    const zero = events.filter((e) => e.ticketTypes.length > 0 && isFree(e));
    expect(zero.length).toBeGreaterThanOrEqual(2);
    expect(zero.some((e) => e.requiresReservation === true)).toBe(true);
    // reservation is only meaningful for free events
    for (const e of events.filter((x) => x.requiresReservation)) expect(isFree(e), e.key).toBe(true);
  });

  it('has paid events with several tiers, limited and unlimited quantities, some above 10,000', () => {
    const paid = events.filter((e) => e.ticketTypes.some((t) => t.price > 0));
    expect(paid.length).toBeGreaterThan(events.length / 2);
    expect(paid.filter((e) => e.ticketTypes.length >= 3).length).toBeGreaterThanOrEqual(8);
    const all = paid.flatMap((e) => e.ticketTypes);
    expect(all.some((t) => t.quantity === null)).toBe(true);
    expect(all.filter((t) => t.quantity !== null).length).toBeGreaterThanOrEqual(10);
    expect(all.filter((t) => t.price > 10000).length).toBeGreaterThanOrEqual(3);
    const names = new Set(all.map((t) => t.name));
    for (const n of ['Early Bird', 'Regular', 'VIP', 'VVIP', 'Group of 5']) expect(names, n).toContain(n);
  });

  it('has external events: one on another domain, one on the own domain via {PUBLIC_URL}', () => {
    const external = events.filter((e) => e.paymentType === 'external');
    expect(external.length).toBeGreaterThanOrEqual(2);
    for (const e of external) expect(e.externalTicketUrl, e.key).toBeTruthy();
    for (const e of events.filter((x) => x.paymentType !== 'external'))
      expect(e.externalTicketUrl, e.key).toBeUndefined();
    const otherDomain = external.filter((e) =>
      /^https:\/\/(?!localhost)[a-z0-9.-]+\.[a-z]{2,}\//.test(e.externalTicketUrl!),
    );
    expect(otherDomain.length).toBeGreaterThanOrEqual(1);
    const own = external.filter((e) => e.externalTicketUrl!.startsWith(`${PUBLIC_URL_PLACEHOLDER}/events/`));
    expect(own).toHaveLength(1);
    const target = own[0]!.externalTicketUrl!.slice(`${PUBLIC_URL_PLACEHOLDER}/events/`.length);
    expect(events.map((e) => e.key)).toContain(target);
    expect(target).not.toBe(own[0]!.key);
    expect(own[0]!.externalTicketUrl!.replace(PUBLIC_URL_PLACEHOLDER, 'http://localhost:3000')).toBe(
      `http://localhost:3000/events/${target}`,
    );
  });
});

describe('SEED_EVENTS: ids and aliases', () => {
  it('has exactly 11 events with ids 26..36, each with a unique six-character alias code', () => {
    const withId = events.filter((e) => e.id !== undefined);
    expect(withId).toHaveLength(11);
    expect(withId.map((e) => e.id).sort((a, b) => a! - b!)).toEqual([26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36]);
    const codes = withId.map((e) => e.aliasCode);
    for (const c of codes) expect(c).toMatch(/^[A-Za-z0-9]{6}$/);
    expect(new Set(codes).size).toBe(11);
    for (const e of events.filter((x) => x.id === undefined)) expect(e.aliasCode, e.key).toBeUndefined();
  });
});

describe('SEED_EVENTS: popularity and status', () => {
  it('has distinct integer views from 0 to ~25,000 with a long tail', () => {
    const views = events.map((e) => e.views);
    for (const v of views) expect(Number.isInteger(v) && v >= 0).toBe(true);
    expect(new Set(views).size).toBe(views.length);
    expect(Math.min(...views)).toBe(0);
    const max = Math.max(...views);
    expect(max).toBeGreaterThan(20000);
    expect(max).toBeLessThanOrEqual(25000);
    const sorted = [...views].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    expect(median).toBeLessThan(max / 5);
    for (const e of events) if (e.clicks !== undefined) expect(e.clicks, e.key).toBeLessThan(e.views);
  });

  it('features 6-8 live, upcoming events', () => {
    const featured = events.filter((e) => e.featured);
    expect(featured.length).toBeGreaterThanOrEqual(6);
    expect(featured.length).toBeLessThanOrEqual(8);
    for (const e of featured) {
      expect(status(e), e.key).toBe('live');
      expect(isUpcoming(e), e.key).toBe(true);
    }
  });

  it('has at least 2 draft or cancelled events', () => {
    const hidden = events.filter((e) => status(e) !== 'live');
    expect(hidden.length).toBeGreaterThanOrEqual(2);
    for (const e of hidden) expect(e.featured, e.key).toBeFalsy();
  });
});

describe('images', () => {
  it('has the awkward image cases: one null, one without a leading slash, one broken', () => {
    expect(events.filter((e) => e.image === null)).toHaveLength(1);
    const relative = events.filter((e) => e.image !== null && !e.image.startsWith('/') && !e.image.startsWith('http'));
    expect(relative).toHaveLength(1);
    expect(existsSync(publicFile(relative[0]!.image!))).toBe(true);
    const broken = events.filter((e) => e.image === BROKEN_IMAGE_PATH);
    expect(broken).toHaveLength(1);
    expect(BROKEN_IMAGE_PATH).toBe('/images/events/missing-poster.webp');
    expect(existsSync(publicFile(BROKEN_IMAGE_PATH))).toBe(false);
  });

  it('has files for every other event image and extra image', () => {
    for (const e of events) {
      if (e.image !== null && e.image !== BROKEN_IMAGE_PATH)
        expect(existsSync(publicFile(e.image)), e.image).toBe(true);
      for (const x of e.extraImages ?? []) {
        expect(x.startsWith('/'), x).toBe(true);
        expect(existsSync(publicFile(x)), x).toBe(true);
      }
    }
  });

  it('gives most (not all) events 1-3 extra images', () => {
    const counts = events.map((e) => e.extraImages?.length ?? 0);
    for (const c of counts) expect(c).toBeLessThanOrEqual(3);
    const withExtras = counts.filter((c) => c >= 1).length;
    expect(withExtras).toBeGreaterThan(events.length * 0.6);
    expect(withExtras).toBeLessThan(events.length);
    for (const e of events) expect(new Set(e.extraImages ?? []).size, e.key).toBe((e.extraImages ?? []).length);
  });

  it('has 11 carousel images and 8 tribes with existing files', () => {
    expect(HOME_CAROUSEL_IMAGES).toHaveLength(11);
    expect(new Set(HOME_CAROUSEL_IMAGES.map((i) => i.src)).size).toBe(11);
    for (const i of HOME_CAROUSEL_IMAGES) {
      expect(i.alt.length).toBeGreaterThan(10);
      expect(existsSync(publicFile(i.src)), i.src).toBe(true);
    }
    expect(TRIBES).toHaveLength(8);
    expect(new Set(TRIBES.map((t) => t.id)).size).toBe(8);
    for (const t of TRIBES) {
      expect(t.chatUrl).toMatch(
        /^(https:\/\/chat\.whatsapp\.com\/[A-Za-z0-9]{22}|https:\/\/t\.me\/[A-Za-z0-9_]{5,32})$/,
      );
      expect(Number.isInteger(t.members) && t.members > 0).toBe(true);
      expect(existsSync(publicFile(t.image)), t.image).toBe(true);
    }
  });

  it('gives every tribe a name and a description in Kiswahili', () => {
    expect(Object.keys(TRIBES_SW).sort()).toEqual(TRIBES.map((t) => t.id).sort());
    for (const t of TRIBES) {
      const sw = TRIBES_SW[t.id]!;
      expect(sw.name.length, t.id).toBeGreaterThanOrEqual(2);
      expect(sw.name.length, t.id).toBeLessThanOrEqual(60);
      expect(sw.description.length, t.id).toBeLessThanOrEqual(300);
      expect(sw.name, t.id).not.toBe(t.name);
    }
  });

  it('has the placeholder and og image, and keeps public/images under 3 MB', () => {
    expect(existsSync(join(PUBLIC_DIR, 'images/placeholder-event.webp'))).toBe(true);
    expect(existsSync(join(PUBLIC_DIR, 'og-default.png'))).toBe(true);
    const total = (dir: string): number =>
      readdirSync(dir, { withFileTypes: true }).reduce(
        (sum, d) => sum + (d.isDirectory() ? total(join(dir, d.name)) : statSync(join(dir, d.name)).size),
        0,
      );
    expect(total(join(PUBLIC_DIR, 'images'))).toBeLessThan(3 * 1024 * 1024);
  });
});
