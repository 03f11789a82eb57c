import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import {
  addDaysToDay,
  eventEndsAt,
  occurrenceOn,
  recurringOccursOn,
  resolveTimeZone,
  toZonedDay,
  upcomingRecurringDates,
  zonedDateTimeToInstant,
  zonedToday,
  type THostDashboard,
  type THostEvent,
  type THostEventSummary,
  type THostTicketSales,
  type ZHostEventInput,
} from '@tribe/contracts';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { invalidateCatalogue, toPublicEvent } from '../events/index.js';
import { sanitiseDescription } from './description-sanitiser.js';
import { HOST_EVENT_TEXT as T } from './host-area.texts.js';
import { CANCELLATION_TEXT } from './cancellation.texts.js';
import * as repo from './host-events.repository.js';
import { eventEditDetails } from './host-events.audit.js';
import { recordAudit, type UserActor } from '../audit/index.js';
import { readTogether } from '../../db/read-together.js';

export type HostEventInput = z.output<typeof ZHostEventInput>;

const NAIROBI = 'Africa/Nairobi';
const hhmm = (t: string | null): string | null => (t ? t.slice(0, 5) : null);
const used = (r: { sold: number; held: number }) => r.sold + r.held;
const notFound = () => new AppError('event_not_found', T.notFound);

// --- Publish checks ---------------------------------------------------------------------------

/** What publishing looks at, from a stored event or from an edit about to be saved. */
interface PublishShape {
  title: string;
  eventType: THostEvent['eventType'];
  startDate: Date | null;
  endDate: Date | null;
  recurringDays: string[];
  recurringStartDate: string | null;
  recurringEndDate: string | null;
  activeShows: number;
  location: string | null;
  paymentType: 'tikitis' | 'external';
  externalTicketUrl: string | null;
  requiresReservation: boolean;
  activeTicketTypes: number;
  lastEndsAt: Date | null;
}

/** What stops an event being published, in words; `full` adds the checks that only publishing makes. */
function problemsOf(
  s: PublishShape,
  extra: { full: boolean; hostOnboarded: boolean; cancelled: boolean; now: Date },
): string[] {
  const out: string[] = [];
  if (extra.cancelled) out.push(T.problems.cancelled);
  if (s.title.trim().length < 3) out.push(T.problems.title);
  if (s.eventType === 'one-off') {
    if (!s.startDate) out.push(T.problems.start);
    else if (s.endDate && s.endDate <= s.startDate) out.push(T.problems.endBeforeStart);
  } else if (s.eventType === 'recurring') {
    if (!s.recurringDays.length) out.push(T.problems.recurringDays);
    if (!s.recurringStartDate) out.push(T.problems.recurringStart);
    else if (s.recurringEndDate && s.recurringEndDate < s.recurringStartDate) out.push(T.problems.recurringEnd);
  } else if (s.activeShows === 0) out.push(T.problems.shows);
  if (!s.location) out.push(T.problems.location);
  if (s.paymentType === 'external' && !s.externalTicketUrl) out.push(T.problems.externalUrl);
  if (s.paymentType === 'tikitis' && s.activeTicketTypes === 0 && !s.requiresReservation)
    out.push(T.problems.ticketTypes);
  if (extra.full) {
    if (s.lastEndsAt && s.lastEndsAt.getTime() <= extra.now.getTime()) out.push(T.problems.over);
    if (!extra.hostOnboarded) out.push(T.problems.onboarding);
  }
  return out;
}

function storedShape(state: repo.HostEventState): PublishShape {
  const e = state.event;
  return {
    title: e.title,
    eventType: e.eventType,
    startDate: e.startDate,
    endDate: e.endDate,
    recurringDays: e.recurringDays,
    recurringStartDate: e.recurringStartDate,
    recurringEndDate: e.recurringEndDate,
    activeShows: state.shows.filter((s) => !s.cancelledAt).length,
    location: e.location,
    paymentType: e.paymentType,
    externalTicketUrl: e.externalTicketUrl,
    requiresReservation: e.requiresReservation,
    activeTicketTypes: state.types.filter((t) => !t.implicit && !t.archivedAt).length,
    lastEndsAt: e.lastEndsAt,
  };
}

// --- Reading ------------------------------------------------------------------------------------

function toHostEvent(state: repo.HostEventState, now: Date): THostEvent {
  const e = state.event;
  const soldOfType = (id: number) =>
    state.inventory.filter((i) => i.ticketTypeId === id).reduce((s, i) => s + i.sold, 0);
  const occOfShow = (id: number) =>
    state.occurrences.find((o) => o.showTimeId === id || o.occurrenceKey === `show:${id}`);
  return {
    id: e.id,
    externalId: e.externalId,
    status: e.status,
    title: e.title,
    description: e.description,
    categoryId: e.categoryId,
    subcategoryIds: state.subcategoryIds,
    eventType: e.eventType,
    timeZone: e.timeZone,
    startDate: e.startDate?.toISOString() ?? null,
    endDate: e.endDate?.toISOString() ?? null,
    recurringDays: e.recurringDays,
    recurringStartDate: e.recurringStartDate,
    recurringEndDate: e.recurringEndDate,
    recurringStartTime: hhmm(e.recurringStartTime),
    recurringEndTime: hhmm(e.recurringEndTime),
    showTimes: state.shows.map((s) => ({
      id: s.id,
      date: s.date,
      startTime: hhmm(s.startTime)!,
      endTime: hhmm(s.endTime),
      capacity: s.capacity,
      cancelled: s.cancelledAt !== null,
      sold: occOfShow(s.id)?.sold ?? 0,
    })),
    location: e.location,
    town: e.town,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    imageUrl: e.imageUrl,
    images: state.images,
    paymentType: e.paymentType,
    requiresReservation: e.requiresReservation,
    externalTicketUrl: e.externalTicketUrl,
    feePaidBy: e.feePaidBy,
    capacity: e.capacity,
    maxTicketsPerBuyer: e.maxTicketsPerBuyer,
    refundPolicy: e.refundPolicy,
    entryConditions: e.entryConditions,
    ticketTypes: state.types
      .filter((t) => !t.implicit)
      .map((t) => ({
        id: t.id,
        name: t.name,
        description: t.description,
        price: t.price,
        quantity: t.quantity,
        maxPerOrder: t.maxPerOrder,
        salesStartAt: t.salesStartAt?.toISOString() ?? null,
        salesEndAt: t.salesEndAt?.toISOString() ?? null,
        archived: t.archivedAt !== null,
        sold: soldOfType(t.id),
      })),
    publishProblems:
      e.status === 'live'
        ? []
        : problemsOf(storedShape(state), {
            full: true,
            hostOnboarded: state.hostOnboarded,
            cancelled: e.status === 'cancelled',
            now,
          }),
    publishedAt: e.publishedAt?.toISOString() ?? null,
    updatedAt: e.updatedAt.toISOString(),
  };
}

async function loadOrThrow(db: Db | Tx, hostId: number, eventId: number, lock = false) {
  const state = await repo.loadHostEvent(db, hostId, eventId, lock);
  if (!state) throw notFound();
  return state;
}

/**
 * One event of the acting host, as the form edits it.
 * @throws AppError event_not_found when the host has no such event (another host's included).
 */
export async function getHostEvent(db: Db, hostId: number, eventId: number, now = new Date()): Promise<THostEvent> {
  return toHostEvent(await loadOrThrow(db, hostId, eventId), now);
}

/** The acting host's events (any status), newest first, with tickets sold and gross. */
export async function listHostEvents(db: Db, hostId: number, now = new Date()): Promise<THostEventSummary[]> {
  const rows = await repo.listHostEventRows(db, hostId);
  const ids = rows.map((r) => r.id);
  const [bundles, figures] = await readTogether(
    db,
    () => repo.loadEventBundles(db, ids),
    () => repo.figuresByEvent(db, ids),
  );
  return bundles.map((b) => {
    const e = b.event;
    const pub = toPublicEvent(b, now);
    const typeCaps = b.ticketTypes.map((t) => t.quantity);
    const typesCap = typeCaps.length && typeCaps.every((q) => q !== null) ? typeCaps.reduce((s, q) => s + q!, 0) : null;
    const perDate =
      e.capacity !== null && typesCap !== null ? Math.min(e.capacity, typesCap) : (e.capacity ?? typesCap);
    let capacity: number | null = null;
    if (e.eventType === 'one-off') capacity = perDate;
    else if (e.eventType === 'multiple-shows') {
      const caps = b.showTimes.map((s) => s.capacity ?? perDate);
      capacity = caps.length && caps.every((c) => c !== null) ? caps.reduce((s, c) => s + c!, 0) : null;
    }
    const f = figures.get(e.id) ?? { ticketsSold: 0, gross: 0 };
    return {
      id: e.id,
      externalId: e.externalId,
      title: e.title,
      status: e.status,
      eventType: e.eventType,
      startDate: pub.startDate,
      imageUrl: e.imageUrl,
      ticketsSold: f.ticketsSold,
      gross: f.gross,
      capacity,
      ended: e.lastEndsAt !== null && e.lastEndsAt.getTime() <= now.getTime(),
    };
  });
}

/**
 * Each ticket type's sold, held and available places per date or show: every date that has a
 * row (a sale or hold was made) and, for recurring events, the next dates on sale.
 * @throws AppError event_not_found
 */
export async function ticketSales(
  db: Db,
  hostId: number,
  eventId: number,
  now = new Date(),
): Promise<THostTicketSales> {
  const state = await loadOrThrow(db, hostId, eventId);
  const e = state.event;
  const zone = resolveTimeZone(e.timeZone);
  interface Slot {
    key: string;
    date: string | null;
    startsAt: Date | null;
    defaultCapacity: number | null;
  }
  const slots: Slot[] = [];
  if (e.eventType === 'one-off')
    slots.push({
      key: 'single',
      date: toZonedDay(e.startDate?.toISOString() ?? null, zone),
      startsAt: e.startDate,
      defaultCapacity: e.capacity,
    });
  else if (e.eventType === 'multiple-shows')
    for (const s of state.shows)
      slots.push({
        key: `show:${s.id}`,
        date: s.date,
        startsAt: s.startsAt,
        defaultCapacity: s.capacity ?? e.capacity,
      });
  else
    for (const o of upcomingRecurringDates(
      { ...e, recurringStartTime: hhmm(e.recurringStartTime), recurringEndTime: hhmm(e.recurringEndTime) },
      now,
    ))
      slots.push({ key: o.date, date: o.date, startsAt: o.startsAt, defaultCapacity: e.capacity });
  for (const o of state.occurrences)
    if (!slots.some((s) => s.key === o.occurrenceKey))
      slots.push({
        key: o.occurrenceKey,
        date: toZonedDay(o.startsAt?.toISOString() ?? null, zone),
        startsAt: o.startsAt,
        defaultCapacity: o.capacity,
      });
  slots.sort((a, b) => (a.startsAt?.getTime() ?? 0) - (b.startsAt?.getTime() ?? 0));
  const visible = state.types.filter((t) => !t.implicit);
  return {
    eventId: e.id,
    occurrences: slots.map((slot) => {
      const occ = state.occurrences.find((o) => o.occurrenceKey === slot.key);
      const capacity = occ ? occ.capacity : slot.defaultCapacity;
      const occLeft = capacity === null ? null : capacity - (occ ? used(occ) : 0);
      const rows = occ ? state.inventory.filter((i) => i.occurrenceId === occ.id) : [];
      const types = (visible.length ? visible : state.types).filter(
        (t) => !t.archivedAt || rows.some((r) => r.ticketTypeId === t.id),
      );
      return {
        key: slot.key,
        date: slot.date,
        startsAt: slot.startsAt?.toISOString() ?? null,
        capacity,
        ticketTypes: types.map((t) => {
          const r = rows.find((x) => x.ticketTypeId === t.id);
          const typeCap = r ? r.capacity : t.quantity;
          const typeLeft = typeCap === null ? null : typeCap - (r ? used(r) : 0);
          const left = [typeLeft, occLeft].filter((x): x is number => x !== null);
          return {
            id: t.id,
            name: t.name,
            sold: r?.sold ?? 0,
            held: r?.held ?? 0,
            available: left.length ? Math.max(0, Math.min(...left)) : null,
          };
        }),
      };
    }),
  };
}

/** The acting host's dashboard over the last `days` days (Africa/Nairobi days, today included). */
export async function hostDashboard(db: Db, hostId: number, days: number, now = new Date()): Promise<THostDashboard> {
  const today = zonedToday(now, NAIROBI);
  const fromDay = addDaysToDay(today, -(days - 1));
  const from = zonedDateTimeToInstant(fromDay, '00:00', NAIROBI);
  const [figures, summaries, latest] = await readTogether(
    db,
    () => repo.dashboardFigures(db, hostId, from, fromDay),
    () => listHostEvents(db, hostId, now),
    () => repo.latestOrders(db, hostId, 10),
  );
  const byDay = new Map(figures.salesByDay.map((d) => [d.day, d]));
  const salesByDay: THostDashboard['salesByDay'] = [];
  for (let d = fromDay; d <= today; d = addDaysToDay(d, 1))
    salesByDay.push({ day: d, tickets: byDay.get(d)?.tickets ?? 0, gross: byDay.get(d)?.gross ?? 0 });
  const upcomingEvents = summaries
    .filter((s) => s.status !== 'cancelled' && !s.ended)
    .sort((a, b) => (a.startDate ?? '9999').localeCompare(b.startDate ?? '9999'))
    .slice(0, 5);
  return {
    ticketsSold: figures.ticketsSold,
    gross: figures.gross,
    net: figures.net,
    fees: figures.fees,
    refunds: figures.refunds,
    pageViews: figures.pageViews,
    conversionRate: figures.pageViews ? Math.round((figures.ticketsSold / figures.pageViews) * 10_000) / 10_000 : 0,
    salesByDay,
    upcomingEvents,
    latestOrders: latest.map((o) => ({
      reference: o.reference,
      buyerName: o.buyerName,
      eventTitle: o.eventTitle,
      tickets: Number(o.tickets),
      total: o.total,
      status: o.status,
      createdAt: o.createdAt.toISOString(),
    })),
  };
}

// --- Writing ------------------------------------------------------------------------------------

const invalid = (message: string) => new AppError('validation_failed', message);

function slugOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50)
    .replace(/-+$/, '');
  return base || 'event';
}

/** A readable, unique public id: the title's slug and a short random suffix. */
async function newExternalId(tx: Tx, title: string): Promise<string> {
  for (;;) {
    const id = `${slugOf(title)}-${randomBytes(4).readUInt32BE(0).toString(36).padStart(6, '0').slice(-6)}`;
    if (!(await repo.externalIdTaken(tx, id))) return id;
  }
}

/** The dates the input describes, as stored. */
function scheduleOf(input: HostEventInput) {
  const tz = input.timeZone;
  const shows =
    input.eventType === 'multiple-shows'
      ? input.showTimes.map((s) => ({ ...s, ...occurrenceOn(s.date, s.startTime, s.endTime ?? null, tz) }))
      : [];
  const recurring = input.eventType === 'recurring';
  const recurringStartTime = recurring ? (input.recurringStartTime ?? null) : null;
  const ending = {
    eventType: input.eventType,
    startDate: input.eventType === 'one-off' ? (input.startDate ?? null) : null,
    endDate: input.eventType === 'one-off' ? (input.endDate ?? null) : null,
    showTimes: shows
      .filter((s) => !s.cancelled)
      .map((s, i) => ({ id: s.id ?? -i - 1, date: s.date, startTime: s.startTime, endTime: s.endTime ?? null })),
    timeZone: tz,
    recurringDays: recurring ? input.recurringDays : [],
    recurringStartDate: recurring ? (input.recurringStartDate ?? null) : null,
    recurringEndDate: recurring ? (input.recurringEndDate ?? null) : null,
    recurringStartTime,
    recurringEndTime: recurring ? (input.recurringEndTime ?? null) : null,
  };
  const lastEndsAt = eventEndsAt(ending);
  let startDate = ending.startDate ? new Date(ending.startDate) : null;
  let endDate = ending.endDate ? new Date(ending.endDate) : null;
  if (recurring) {
    startDate = ending.recurringStartDate
      ? zonedDateTimeToInstant(ending.recurringStartDate, recurringStartTime ?? '12:00', tz)
      : null;
    endDate = lastEndsAt;
  } else if (input.eventType === 'multiple-shows') {
    const active = shows.filter((s) => !s.cancelled).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    startDate = active[0]?.startsAt ?? null;
    endDate = lastEndsAt;
  }
  return { ending, shows, startDate, endDate, lastEndsAt };
}

async function checkReferences(tx: Tx, input: HostEventInput) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: input.timeZone });
  } catch {
    throw invalid(T.invalid.timeZone);
  }
  if (input.categoryId != null && !(await repo.categoryExists(tx, input.categoryId))) throw invalid(T.invalid.category);
  const subs = [...new Set(input.subcategoryIds)];
  if ((await repo.existingSubcategories(tx, subs)).length !== subs.length) throw invalid(T.invalid.subcategory);
  if ((input.latitude == null) !== (input.longitude == null)) throw invalid(T.invalid.coordinates);
  for (const t of input.ticketTypes)
    if (t.salesStartAt && t.salesEndAt && new Date(t.salesEndAt) <= new Date(t.salesStartAt))
      throw invalid(T.invalid.salesWindow(t.name));
  const seen = new Set<string>();
  for (const s of input.eventType === 'multiple-shows' ? input.showTimes : []) {
    const k = `${s.date} ${s.startTime}`;
    if (seen.has(k)) throw invalid(T.invalid.duplicateShow(s.date, s.startTime));
    seen.add(k);
  }
}

/**
 * The rules of editing after sales (decision 015), checked against the locked rows.
 * @throws AppError dates_have_sales, ticket_type_has_sales, capacity_below_sold, validation_failed
 */
function checkEditRules(
  state: repo.HostEventState,
  input: HostEventInput,
  plan: ReturnType<typeof scheduleOf>,
  now: Date,
) {
  const e = state.event;
  const zone = resolveTimeZone(input.timeZone);
  const live = state.occurrences.filter((o) => !o.cancelledAt && used(o) > 0);
  const over = (o: repo.OccurrenceRow) => {
    const end = o.endsAt ?? o.startsAt;
    return end !== null && end.getTime() <= now.getTime();
  };
  const dayOf = (d: Date | null) => toZonedDay(d?.toISOString() ?? null, zone);

  if (live.length && e.eventType !== input.eventType) throw new AppError('dates_have_sales', T.rules.typeChange);
  if (input.eventType === 'one-off') {
    const single = live.find((o) => o.occurrenceKey === 'single');
    if (single && dayOf(plan.startDate) !== dayOf(e.startDate)) throw new AppError('dates_have_sales', T.rules.moveDay);
  } else if (input.eventType === 'recurring') {
    for (const o of live)
      if (/^\d{4}-\d{2}-\d{2}$/.test(o.occurrenceKey) && !over(o) && !recurringOccursOn(plan.ending, o.occurrenceKey))
        throw new AppError('dates_have_sales', T.rules.recurringDate(o.occurrenceKey));
  } else {
    for (const s of input.showTimes)
      if (s.id !== undefined && !state.shows.some((x) => x.id === s.id)) throw invalid(T.invalid.unknownShow(s.id));
    for (const show of state.shows) {
      const occ = live.find((o) => o.occurrenceKey === `show:${show.id}`);
      if (!occ || show.cancelledAt) continue;
      const next = input.showTimes.find((s) => s.id === show.id);
      if (!next) throw new AppError('dates_have_sales', T.rules.showRemoved(show.date));
      // Its buyers must be refunded and told: that is a cancellation (the owner's), not a form edit.
      if (next.cancelled) throw new AppError('dates_have_sales', CANCELLATION_TEXT.formCancelsSoldShow(show.date));
      if (next.date !== show.date && !next.cancelled)
        throw new AppError('dates_have_sales', T.rules.showMoved(show.date));
    }
  }

  const visible = state.types.filter((t) => !t.implicit);
  const usedByType = (id: number) =>
    state.inventory.filter((i) => i.ticketTypeId === id).reduce((m, i) => Math.max(m, used(i)), 0);
  for (const t of input.ticketTypes)
    if (t.id !== undefined && !visible.some((x) => x.id === t.id)) throw invalid(T.invalid.unknownType(t.id));
  for (const t of visible)
    if (!input.ticketTypes.some((x) => x.id === t.id) && usedByType(t.id) > 0)
      throw new AppError('ticket_type_has_sales', T.rules.typeHasSales(t.name));
  for (const t of input.ticketTypes) {
    if (t.id === undefined || t.quantity == null) continue;
    const most = usedByType(t.id);
    if (t.quantity < most) throw new AppError('capacity_below_sold', T.rules.typeBelowSold(t.name, most));
  }
  for (const o of state.occurrences) {
    if (o.cancelledAt) continue;
    const show = o.showTimeId !== null ? input.showTimes.find((s) => s.id === o.showTimeId) : undefined;
    if (show?.cancelled) continue;
    const cap =
      input.eventType === 'multiple-shows' ? (show?.capacity ?? input.capacity ?? null) : (input.capacity ?? null);
    if (cap !== null && cap < used(o)) throw new AppError('capacity_below_sold', T.rules.dateBelowSold(used(o)));
  }
}

/** Writes the whole event document; returns the event id. Runs inside the caller's transaction. */
async function applyInput(
  tx: Tx,
  hostId: number,
  state: repo.HostEventState | null,
  input: HostEventInput,
  now: Date,
): Promise<number> {
  await checkReferences(tx, input);
  const plan = scheduleOf(input);
  if (state) checkEditRules(state, input, plan, now);

  const activeTypes = input.ticketTypes.filter((t) => !t.archived);
  if (state?.event.status === 'live') {
    const problems = problemsOf(
      {
        title: input.title,
        eventType: input.eventType,
        startDate: plan.startDate,
        endDate: plan.endDate,
        recurringDays: plan.ending.recurringDays,
        recurringStartDate: plan.ending.recurringStartDate,
        recurringEndDate: plan.ending.recurringEndDate,
        activeShows: plan.shows.filter((s) => !s.cancelled).length,
        location: input.location ?? null,
        paymentType: input.paymentType,
        externalTicketUrl: input.externalTicketUrl ?? null,
        requiresReservation: input.requiresReservation,
        activeTicketTypes: activeTypes.length,
        lastEndsAt: plan.lastEndsAt,
      },
      { full: false, hostOnboarded: true, cancelled: false, now },
    );
    if (problems.length) throw new AppError('publish_incomplete', T.liveNeeds(problems));
  }

  const prices = activeTypes.map((t) => t.price);
  const values = {
    title: input.title,
    description: sanitiseDescription(input.description),
    categoryId: input.categoryId ?? null,
    subcategoryId: input.subcategoryIds[0] ?? null,
    location: input.location ?? null,
    town: input.town ?? null,
    address: input.address ?? null,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    eventType: input.eventType,
    timeZone: input.timeZone,
    startDate: plan.startDate,
    endDate: plan.endDate,
    recurringDays: plan.ending.recurringDays,
    recurringStartDate: plan.ending.recurringStartDate,
    recurringEndDate: plan.ending.recurringEndDate,
    recurringStartTime: plan.ending.recurringStartTime,
    recurringEndTime: plan.ending.recurringEndTime,
    requiresReservation: input.requiresReservation,
    paymentType: input.paymentType,
    externalTicketUrl: input.externalTicketUrl ?? null,
    capacity: input.capacity ?? null,
    feePaidBy: input.feePaidBy,
    maxTicketsPerBuyer: input.maxTicketsPerBuyer,
    refundPolicy: input.refundPolicy ?? null,
    entryConditions: input.entryConditions ?? null,
    minTicketPrice: prices.length ? Math.min(...prices) : null,
    lastEndsAt: plan.lastEndsAt,
    updatedAt: now,
  };
  let eventId: number;
  if (state) {
    eventId = state.event.id;
    await repo.updateEvent(tx, eventId, values);
  } else {
    eventId = await repo.insertEvent(tx, {
      ...values,
      hostId,
      externalId: await newExternalId(tx, input.title),
      status: 'draft',
      createdAt: now,
    });
  }
  await repo.replaceSubcategories(tx, eventId, [...new Set(input.subcategoryIds)]);

  // Ticket types: edited in place (orders keep their copied name and price), new ones added,
  // removed ones deleted, or archived when an order names them.
  const oldTypes = state?.types.filter((t) => !t.implicit) ?? [];
  for (const [position, t] of input.ticketTypes.entries()) {
    const fields = {
      name: t.name,
      description: t.description ?? null,
      price: t.price,
      quantity: t.quantity ?? null,
      maxPerOrder: t.maxPerOrder ?? null,
      salesStartAt: t.salesStartAt ? new Date(t.salesStartAt) : null,
      salesEndAt: t.salesEndAt ? new Date(t.salesEndAt) : null,
      position,
    };
    const old = oldTypes.find((x) => x.id === t.id);
    if (old) {
      await repo.updateTicketType(tx, old.id, { ...fields, archivedAt: t.archived ? (old.archivedAt ?? now) : null });
      if (old.quantity !== fields.quantity) await repo.setInventoryCapacity(tx, old.id, fields.quantity);
    } else await repo.insertTicketType(tx, { ...fields, eventId, archivedAt: t.archived ? now : null });
  }
  const removed = oldTypes.filter((t) => !input.ticketTypes.some((x) => x.id === t.id));
  const onOrders = await repo.typesOnOrders(
    tx,
    removed.map((t) => t.id),
  );
  for (const t of removed) {
    if (onOrders.has(t.id)) await repo.updateTicketType(tx, t.id, { archivedAt: t.archivedAt ?? now });
    else await repo.deleteTicketType(tx, t.id);
  }
  const implicit = state?.types.find((t) => t.implicit);
  if (input.paymentType === 'tikitis' && activeTypes.length === 0) {
    if (!implicit) await repo.insertImplicitFreeType(tx, eventId);
    else if (implicit.archivedAt) await repo.updateTicketType(tx, implicit.id, { archivedAt: null });
  }

  // Show times, and each date's row (its instants, its capacity, cancelled or not).
  const zone = input.timeZone;
  const showIds = new Map<number, (typeof plan.shows)[number]>();
  for (const s of plan.shows) {
    const old = state?.shows.find((x) => x.id === s.id);
    const fields = {
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime ?? null,
      startsAt: s.startsAt,
      capacity: s.capacity ?? null,
    };
    if (old) {
      await repo.updateShowTime(tx, old.id, {
        ...fields,
        cancelledAt: old.cancelledAt ?? (s.cancelled ? now : null),
      });
      showIds.set(old.id, s);
    } else {
      const id = await repo.insertShowTime(tx, { ...fields, eventId, cancelledAt: s.cancelled ? now : null });
      showIds.set(id, s);
    }
  }
  for (const old of state?.shows ?? []) {
    if (showIds.has(old.id) || old.cancelledAt) continue;
    const occ = state!.occurrences.find((o) => o.occurrenceKey === `show:${old.id}`);
    if (!occ || used(occ) === 0) await repo.deleteShowTime(tx, old.id);
  }
  for (const o of state?.occurrences ?? []) {
    if (o.cancelledAt) continue;
    let next: Partial<Pick<repo.OccurrenceRow, 'capacity' | 'startsAt' | 'endsAt' | 'cancelledAt'>> | null = null;
    if (o.occurrenceKey === 'single' && input.eventType === 'one-off')
      next = { startsAt: plan.startDate, endsAt: plan.endDate, capacity: input.capacity ?? null };
    else if (o.occurrenceKey.startsWith('show:') && input.eventType === 'multiple-shows') {
      const s = showIds.get(Number(o.occurrenceKey.slice(5)));
      if (s)
        next = {
          startsAt: s.startsAt,
          endsAt: s.endsAt,
          capacity: s.capacity ?? input.capacity ?? null,
          ...(s.cancelled ? { cancelledAt: now } : {}),
        };
    } else if (/^\d{4}-\d{2}-\d{2}$/.test(o.occurrenceKey) && input.eventType === 'recurring') {
      const d = occurrenceOn(
        o.occurrenceKey,
        plan.ending.recurringStartTime ?? '12:00',
        plan.ending.recurringEndTime,
        zone,
      );
      next = { startsAt: d.startsAt, endsAt: d.endsAt, capacity: input.capacity ?? null };
    }
    if (next) await repo.updateOccurrence(tx, o.id, next);
  }
  return eventId;
}

/**
 * Creates a draft event of the acting host from the whole form (audit: `event.created`).
 * @throws AppError validation_failed (unknown category, time zone, …)
 */
export async function createHostEvent(
  db: Db,
  hostId: number,
  actor: UserActor,
  input: HostEventInput,
  now = new Date(),
): Promise<THostEvent> {
  const id = await db.transaction(async (tx) => {
    const eventId = await applyInput(tx, hostId, null, input, now);
    await recordAudit(tx, {
      actor,
      hostId,
      action: 'event.created',
      subject: { type: 'event', id: eventId },
      details: { title: input.title, eventType: input.eventType, paymentType: input.paymentType },
      at: now,
    });
    return eventId;
  });
  return getHostEvent(db, hostId, id, now);
}

/**
 * Saves the whole form over an event, under its row lock, by the rules of editing after sales.
 * A live event's change reaches the public catalogue at once. The audit log gets one
 * `event.updated` row with what changed (fields before and after).
 * @throws AppError event_not_found, validation_failed, dates_have_sales, ticket_type_has_sales,
 *   capacity_below_sold, publish_incomplete (a live event may not lose what publishing needs)
 */
export async function updateHostEvent(
  db: Db,
  hostId: number,
  actor: UserActor,
  eventId: number,
  input: HostEventInput,
  now = new Date(),
): Promise<THostEvent> {
  const status = await db.transaction(async (tx) => {
    const state = await loadOrThrow(tx, hostId, eventId, true);
    await applyInput(tx, hostId, state, input, now);
    const after = await loadOrThrow(tx, hostId, eventId);
    await recordAudit(tx, {
      actor,
      hostId,
      action: 'event.updated',
      subject: { type: 'event', id: eventId },
      details: eventEditDetails(state, after),
      at: now,
    });
    return state.event.status;
  });
  // Every process sells with the new prices and capacities at once (the `event.changed` it announces).
  if (status !== 'draft') await invalidateCatalogue(db);
  return getHostEvent(db, hostId, eventId, now);
}

/**
 * Publishes a draft: it goes live and appears in the public listing at once (audit:
 * `event.published`). Publishing a live event again changes nothing and records nothing.
 * @throws AppError event_not_found; publish_incomplete with what is missing, in words
 */
export async function publishHostEvent(
  db: Db,
  hostId: number,
  actor: UserActor,
  eventId: number,
  now = new Date(),
): Promise<THostEvent> {
  const changed = await db.transaction(async (tx) => {
    const state = await loadOrThrow(tx, hostId, eventId, true);
    if (state.event.status === 'live') return false;
    const problems = problemsOf(storedShape(state), {
      full: true,
      hostOnboarded: state.hostOnboarded,
      cancelled: state.event.status === 'cancelled',
      now,
    });
    if (problems.length) throw new AppError('publish_incomplete', T.cannotPublish(problems));
    await repo.updateEvent(tx, eventId, { status: 'live', publishedAt: now, updatedAt: now });
    await recordAudit(tx, {
      actor,
      hostId,
      action: 'event.published',
      subject: { type: 'event', id: eventId },
      details: { changed: { status: { before: state.event.status, after: 'live' } } },
      at: now,
    });
    return true;
  });
  if (changed) await invalidateCatalogue(db);
  return getHostEvent(db, hostId, eventId, now);
}
