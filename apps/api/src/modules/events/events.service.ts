import type { TEvent, TEventListQuery, TPublicTribe, TSubcategory } from '@tribe/contracts';
import { eventEndsAt, recurringShownStart } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { EVENT_PUBLIC_TEXT } from './moderation.texts.js';
import { announceLocally } from '../../lib/domain-events.js';
import { CATALOGUE_CHANNEL, clearLocalCatalogueCaches, forgetEventLocally } from './catalogue-cache.js';
import * as repo from './events.repository.js';
import { eventReviewSummary } from './event-ratings.service.js';

const hhmm = (t: string | null): string | null => (t ? t.slice(0, 5) : null);

/**
 * Turns stored rows into the public event shape. A recurring event's `startDate` is its NEXT
 * date (so "has it started" keeps meaning "is the next date already under way"), and a
 * multiple-shows event's is its next show; `endDate` is the end of the last date.
 */
export function toPublicEvent(b: repo.EventBundle, now: Date): TEvent {
  const e = b.event;
  const tz = e.timeZone;
  const showTimes = b.showTimes.map((s) => ({
    id: s.id,
    date: s.date,
    startTime: hhmm(s.startTime)!,
    endTime: hhmm(s.endTime),
    startsAt: s.startsAt,
  }));
  const prices = b.ticketTypes.map((t) => t.price);
  const minTicketPrice = prices.length ? Math.min(...prices) : null;
  const isFreeEvent = prices.every((p) => p === 0);

  let startDate = e.startDate?.toISOString() ?? null;
  const endDate = e.endDate?.toISOString() ?? null;
  let nextShowDate: string | null = null;

  if (e.eventType === 'multiple-shows' && showTimes.length) {
    const next = showTimes.find((s) => s.startsAt.getTime() >= now.getTime());
    const last = showTimes[showTimes.length - 1]!;
    nextShowDate = next?.date ?? null;
    startDate = (next ?? last).startsAt.toISOString();
  }

  const base: TEvent = {
    id: e.id,
    externalId: e.externalId,
    aliasCode: e.aliasCode,
    title: e.title,
    description: e.description,
    imageUrl: e.imageUrl,
    category: b.category,
    categoryId: b.category?.id ?? null,
    categoryName: b.category?.name ?? null,
    subcategory: b.subcategory,
    subcategoryId: b.subcategory?.id ?? null,
    subcategories: b.subcategories,
    categoryNameSw: b.categoryNameSw,
    subcategoryNamesSw: b.subcategoryNamesSw,
    location: e.location,
    town: e.town,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    views: e.views,
    clicks: e.clicks,
    featured: e.featured,
    status: e.status,
    eventType: e.eventType,
    timeZone: tz,
    startDate,
    endDate,
    showTimes: showTimes.map(({ startsAt: _s, ...rest }) => rest),
    nextShowDate,
    recurringDays: e.recurringDays,
    recurringStartDate: e.recurringStartDate,
    recurringEndDate: e.recurringEndDate,
    recurringStartTime: hhmm(e.recurringStartTime),
    recurringEndTime: hhmm(e.recurringEndTime),
    requiresReservation: e.requiresReservation,
    host: b.host,
    isFreeEvent,
    paymentType: e.paymentType,
    externalTicketUrl: e.externalTicketUrl,
    ticketTypes: b.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      price: t.price,
      description: t.description,
      quantity: t.quantity,
      maxPerOrder: t.maxPerOrder,
      salesStartAt: t.salesStartAt?.toISOString() ?? null,
      salesEndAt: t.salesEndAt?.toISOString() ?? null,
    })),
    feePaidBy: e.feePaidBy,
    maxTicketsPerBuyer: e.maxTicketsPerBuyer,
    minTicketPrice,
    price: minTicketPrice ?? 0,
  };

  // The listing sorts by the same start (events.repository sortStartAt) and leaves events out
  // once this end has passed (last_ends_at), so the page and the list tell the same story.
  if (e.eventType === 'recurring') base.startDate = recurringShownStart(base, now)?.toISOString() ?? base.startDate;
  if (e.eventType !== 'one-off') base.endDate = eventEndsAt(base)?.toISOString() ?? base.endDate;
  return base;
}

export interface EventPage {
  events: TEvent[];
  total: number;
}

/** The public listing: live events matching the filters, sorted, optionally one page of them. */
export async function listEvents(db: Db, query: TEventListQuery, now = new Date()): Promise<EventPage> {
  const { ids, total } = await repo.findListingIds(db, query, now);
  const bundles = await repo.loadBundles(db, ids);
  return { events: bundles.map((b) => toPublicEvent(b, now)), total };
}

export async function listFeatured(db: Db, now = new Date()): Promise<TEvent[]> {
  const ids = await repo.findFeaturedIds(db, now, 12);
  return (await repo.loadBundles(db, ids)).map((b) => toPublicEvent(b, now));
}

/**
 * One live event by numeric id, externalId or six-character alias code.
 * @throws AppError event_not_found when nothing live matches.
 */
export async function getEvent(db: Db, key: string, now = new Date()): Promise<TEvent> {
  const id = await repo.findEventIdByAnyKey(db, key);
  const bundle = id === null ? undefined : (await repo.loadBundles(db, [id]))[0];
  if (!bundle) throw new AppError('event_not_found', EVENT_PUBLIC_TEXT.notFound);
  // The policies are read on the event page and checkout only: the listing stays light.
  return {
    ...toPublicEvent(bundle, now),
    refundPolicy: bundle.event.refundPolicy,
    entryConditions: bundle.event.entryConditions,
    // Reviews: the event's and its host's averages and the latest comments (page only, too).
    ...(await eventReviewSummary(db, bundle.event.id, bundle.event.hostId)),
    // Taken down by an admin: the page says so in words (not a 404) and offers nothing to buy.
    ...(bundle.event.unpublishedAt ? { unpublished: true } : {}),
    // Its host suspended by an admin: the page says sales are off (checkout: host_sales_suspended).
    ...(bundle.hostSuspended ? { salesSuspended: true } : {}),
  };
}

/** The event's images, main image first, without duplicates. */
export async function getEventImages(db: Db, key: string): Promise<{ imageUrl: string }[]> {
  const id = await repo.findEventIdByAnyKey(db, key);
  if (id === null) throw new AppError('event_not_found', EVENT_PUBLIC_TEXT.notFound);
  const [bundle] = await repo.loadBundles(db, [id]);
  const urls = [bundle?.event.imageUrl, ...(await repo.findImages(db, id))].filter((u): u is string => Boolean(u));
  return [...new Set(urls)].map((imageUrl) => ({ imageUrl }));
}

export const listCategories = (db: Db) => repo.listCategories(db);
export const listSubcategories = (db: Db): Promise<TSubcategory[]> => repo.listSubcategories(db);

/** The home page's tribes (community chat groups), as admins edit them on /admin/catalogue. */
export async function listTribes(db: Db): Promise<TPublicTribe[]> {
  return (await repo.listShownTribes(db)).map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description ?? '',
    image: t.imageUrl,
    chatUrl: t.linkUrl,
    members: t.members,
    nameSw: t.nameSw,
    descriptionSw: t.descriptionSw,
  }));
}

/**
 * Counts a view or a click. Unknown events are a 404 so a typo is visible, but the browser
 * ignores failures anyway.
 */
export async function track(
  db: Db,
  eventKey: string | number,
  kind: 'views' | 'clicks',
  now = new Date(),
): Promise<void> {
  const id = await repo.findEventIdByAnyKey(db, String(eventKey));
  if (id === null) throw new AppError('event_not_found', EVENT_PUBLIC_TEXT.noLiveEvent(eventKey));
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now);
  await repo.incrementCounter(db, id, kind, day);
  forgetEventLocally(db, id);
}

/**
 * Call after committing any change to what the public catalogue shows: an event (its text,
 * dates, status, images, category), its ticket types or prices, its host's name, categories.
 * Drops every cached catalogue response in this process at once and, through PostgreSQL
 * NOTIFY, in every other server process on the same database (within the notification's
 * delivery time). Never call it for a purchase: places left are served apart from the cached
 * body (docs/performance.md). Requires a committed change; pass the database, not a
 * transaction, so no process rebuilds from data that is not visible yet.
 */
export async function invalidateCatalogue(db: Db): Promise<void> {
  clearLocalCatalogueCaches(db);
  announceLocally('event.changed');
  await repo.notify(db, CATALOGUE_CHANNEL);
}

/** Live events that are not over, for /sitemap.xml. */
export const listSitemapEntries = (db: Db, now = new Date()) => repo.findSitemapEntries(db, now);
