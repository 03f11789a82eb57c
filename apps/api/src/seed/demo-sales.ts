import { createHash, randomBytes } from 'node:crypto';
import { DomainEventBus } from '../lib/domain-events.js';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addDaysToDay, FREE_ADMISSION_TICKET, zonedDateTimeToInstant, zonedToday } from '@tribe/contracts';
import type { Db, Tx } from '../db/client.js';
import {
  checkInScans,
  eventDailyStats,
  events,
  occurrences,
  orderStatusChanges,
  orders,
  reviews,
  tickets,
} from '../db/schema/index.js';
import {
  newPaymentReference,
  upcomingOccurrences,
  createOrder,
  loadSaleEvent,
  type CheckoutContext,
  preparePaymentStart,
  settlePayment,
} from '../modules/checkout/index.js';
import { refundOrderByHost, admitOnce, recordScan } from '../modules/host-area/index.js';
import { insertPayment, updateRefund, sandboxFee, sandboxReceipt } from '../modules/payments/index.js';
import type { JobQueue } from '../plugins/jobs.js';
import { SEED_EVENTS } from './catalogue.js';

/**
 * The demo host's last 30 days (README: demo-host, Savannah Sounds): paid card and M-Pesa orders,
 * free reservations, a host refund, a past concert whose tickets were checked in at the door and
 * reviewed afterwards, and daily page views, so the dashboard, tickets, attendees, check-in and
 * reviews pages have something true to show.
 *
 * Every order goes through checkout's own functions (hold, payment start, settlement, the host's
 * refund, the door's admission), so places, tickets, payments, the ledger and the order history
 * are written exactly as a real sale writes them and cannot drift from the rules. Only what
 * checkout takes from the database clock (history and ticket timestamps) is moved back to when
 * each thing happened, and reviews and page views, which no checkout function makes, are rows.
 * Deterministic: the same plan, buyers and times (relative to `now`) on every run.
 */

const TZ = 'Africa/Nairobi';
const HOUR = 3600_000;
const MINUTE = 60_000;

/** Ticket type name → [weight, fewest, most] per order. */
type Mix = Record<string, [number, number, number]>;

interface PlannedEvent {
  key: string;
  /** Orders to place, spread between `fromDays` and `toDays` days ago (more of them recently). */
  orders: number;
  fromDays: number;
  toDays: number;
  mix: Mix;
}

/** What sold where. Quantities stay far below every capacity, so buyers and tests never meet a sold-out type. */
const PLAN: PlannedEvent[] = [
  // Ten days ago: checked in at the gate, reviewed since.
  {
    key: 'sunday-blankets-picnic-concert',
    orders: 9,
    fromDays: 30,
    toDays: 11,
    mix: { Regular: [4, 1, 4], 'Picnic for 4': [1, 1, 1] },
  },
  {
    key: 'nairobi-jazz-under-the-stars',
    orders: 7,
    fromDays: 29,
    toDays: 0,
    mix: { 'Early Bird': [4, 1, 3], Regular: [3, 1, 4], VIP: [2, 1, 2], 'VVIP Table for 6': [1, 1, 1] },
  },
  {
    key: 'afrobeats-nairobi-carnival',
    orders: 7,
    fromDays: 26,
    toDays: 0,
    mix: { 'Early Bird': [4, 1, 4], Regular: [3, 1, 4], VIP: [2, 1, 2], VVIP: [1, 1, 2], 'Group of 5': [1, 1, 1] },
  },
  { key: 'gengetone-block-party', orders: 5, fromDays: 21, toDays: 0, mix: { Regular: [4, 1, 4], VIP: [1, 1, 2] } },
  {
    key: 'sarabi-rooftop-sundowner',
    orders: 3,
    fromDays: 15,
    toDays: 0,
    mix: { Entry: [5, 1, 4], 'Table for 6': [1, 1, 1] },
  },
  {
    key: 'alliance-francaise-comedy-night',
    orders: 3,
    fromDays: 18,
    toDays: 0,
    mix: { Regular: [3, 1, 3], 'VIP (front rows)': [1, 1, 2] },
  },
  {
    key: 'nairobi-street-food-festival',
    orders: 3,
    fromDays: 12,
    toDays: 0,
    mix: { Entry: [3, 1, 4], 'Tasting Pass': [2, 1, 2] },
  },
  {
    key: 'trial-of-dedan-kimathi',
    orders: 3,
    fromDays: 20,
    toDays: 0,
    mix: { Regular: [3, 1, 3], Student: [2, 1, 2], Premium: [1, 1, 2] },
  },
  {
    key: 'nairobi-restaurant-week',
    orders: 3,
    fromDays: 10,
    toDays: 0,
    mix: { 'Two-course Lunch Set': [2, 1, 4], 'Three-course Dinner Set': [2, 2, 4] },
  },
  { key: 'improv-nights-alliance', orders: 2, fromDays: 8, toDays: 0, mix: { Regular: [2, 1, 3], Student: [1, 1, 2] } },
  // Free: reservations.
  {
    key: 'all-saints-christmas-carols',
    orders: 3,
    fromDays: 14,
    toDays: 0,
    mix: { [FREE_ADMISSION_TICKET.name]: [1, 1, 4] },
  },
  {
    key: 'afterwork-amapiano-sessions',
    orders: 2,
    fromDays: 9,
    toDays: 0,
    mix: { 'Early RSVP (before 7 PM)': [1, 1, 2] },
  },
];

/** The past concert whose tickets were scanned and reviewed. */
export const DEMO_PAST_EVENT_KEY = 'sunday-blankets-picnic-concert';
/** The order the host refunded (a paid order of this event). */
const REFUNDED_EVENT_KEY = 'gengetone-block-party';

const BUYERS = [
  ['Wanjiru', 'Kamau'],
  ['Brian', 'Otieno'],
  ['Akinyi', 'Odhiambo'],
  ['Kevin', 'Mwangi'],
  ['Faith', 'Wambui'],
  ['Dennis', 'Kiprop'],
  ['Mercy', 'Chebet'],
  ['Collins', 'Omondi'],
  ['Njeri', 'Githinji'],
  ['Ian', 'Mutua'],
  ['Aisha', 'Hassan'],
  ['Samuel', 'Kariuki'],
  ['Grace', 'Achieng'],
  ['Victor', 'Njoroge'],
  ['Lucy', 'Nyambura'],
  ['Moses', 'Kiptoo'],
  ['Esther', 'Mumbi'],
  ['Daniel', 'Ochieng'],
  ['Zawadi', 'Mwende'],
  ['Peter', 'Maina'],
  ['Halima', 'Abdi'],
  ['Joseph', 'Wekesa'],
  ['Cynthia', 'Atieno'],
  ['Eric', 'Kimani'],
  ['Purity', 'Jepkosgei'],
  ['Tom', 'Mboya'],
  ['Sharon', 'Wairimu'],
  ['Felix', 'Barasa'],
  ['Joy', 'Nduta'],
  ['Allan', 'Rotich'],
] as const;

const REVIEWS: { rating: number; comment: string | null; reply?: string }[] = [
  {
    rating: 5,
    comment: 'Perfect Sunday. The sound carried all the way to the back of the lawn and the picnic set-up was lovely.',
    reply: 'Asante! We moved the second speaker stack back this year for exactly that. See you at the next one.',
  },
  { rating: 5, comment: 'Great vibe, kids loved it, and getting in took two minutes with the QR code.' },
  { rating: 4, comment: 'Lovely music. The food queue was long around 3 PM; more stalls next time please.' },
  { rating: 5, comment: null },
  { rating: 4, comment: 'Good line-up and a relaxed crowd. Parking was a bit of a squeeze.' },
  { rating: 3, comment: 'Nice afternoon, but the picnic baskets ran out before we got ours.' },
  { rating: 5, comment: 'Already waiting for the next edition!' },
];

/** A small seeded generator (mulberry32), so the demo is the same on every run. */
function generator(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Jobs are not run while seeding: nothing is mailed for orders made up for the demo. */
const NO_JOBS: JobQueue = {
  running: false,
  sent: [],
  send: async () => {},
  work: () => {},
  schedule: () => {},
};

interface PlacedOrder {
  id: number;
  eventKey: string;
  paid: boolean;
  at: Date;
}

/** 'Wanjiru Kamau' → 'Wanjiru K.': how a review names its author. */
const reviewerName = (full: string) => {
  const [first, ...rest] = full.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? null);
};

/**
 * Writes the demo host's sales of the last 30 days, in the caller's transaction (the seed's).
 * Requires the catalogue's events to be there, with no orders yet.
 */
export async function seedDemoSales(
  tx: Tx,
  opts: { hostId: number; hostUserId: number; now: Date },
): Promise<{ orders: number }> {
  const { hostId, hostUserId, now } = opts;
  // Checkout's functions take a database handle; inside the seed's transaction they run on it
  // (their own transactions become savepoints), so a failure leaves nothing half-loaded.
  // No one hears its events: the demo's sales send no mail and no SMS.
  const ctx: CheckoutContext = {
    db: tx as unknown as Db,
    jobs: NO_JOBS,
    holdMinutes: 10,
    events: new DomainEventBus(),
  };
  const rand = generator(20_260_101);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const today = zonedToday(now, TZ);
  const eventIds = new Map(
    (await tx.select({ id: events.id, key: events.externalId }).from(events).where(eq(events.hostId, hostId))).map(
      (e) => [e.key, e.id],
    ),
  );

  // 1. The orders, planned first, then placed.
  interface Planned {
    eventKey: string;
    at: Date;
    type: string;
    quantity: number;
  }
  const planned: Planned[] = [];
  for (const p of PLAN) {
    const startsAt = startOf(p.key, today);
    const types = Object.entries(p.mix);
    const weight = types.reduce((s, [, [w]]) => s + w, 0);
    for (let i = 0; i < p.orders; i++) {
      // More orders as the date nears: u² leans towards the recent end of the window.
      const u = rand() ** 2;
      const daysAgo = p.toDays + Math.floor(u * (p.fromDays - p.toDays + 1));
      let at = zonedDateTimeToInstant(
        addDaysToDay(today, -daysAgo),
        `${String(7 + Math.floor(rand() * 15)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`,
        TZ,
      );
      const latest = new Date(Math.min(now.getTime(), startsAt?.getTime() ?? Infinity) - 20 * MINUTE);
      if (at > latest) at = new Date(latest.getTime() - Math.floor(rand() * 6) * HOUR);
      let r = rand() * weight;
      const [type, [, fewest, most]] = types.find(([, [w]]) => (r -= w) < 0) ?? types[0]!;
      planned.push({ eventKey: p.key, at, type, quantity: fewest + Math.floor(rand() * (most - fewest + 1)) });
    }
  }
  // Event by event, so checkout's short-lived copy of each sale event serves all its orders.
  planned.sort((a, b) => a.eventKey.localeCompare(b.eventKey) || a.at.getTime() - b.at.getTime());

  const placed: PlacedOrder[] = [];
  const sales = new Map<number, Awaited<ReturnType<typeof loadSaleEvent>>>();
  for (const [n, o] of planned.entries()) {
    const eventId = eventIds.get(o.eventKey);
    if (eventId === undefined) throw new Error(`demo sales: no event ${o.eventKey}`);
    let sale = sales.get(eventId);
    if (!sale) sales.set(eventId, (sale = await loadSaleEvent(tx, eventId, now)));
    const type = sale.event.ticketTypes.find((t) => t.name === o.type);
    const ticketTypeId = type?.id ?? (o.type === FREE_ADMISSION_TICKET.name ? FREE_ADMISSION_TICKET.id : null);
    if (ticketTypeId === null) throw new Error(`demo sales: ${o.eventKey} has no ticket type ${o.type}`);
    // One of the dates still ahead of the demo's today (a show, a weekly date), so that only the
    // past concert has tickets for a date that is over.
    const dates = upcomingOccurrences(sale.event, o.at)
      .filter((d) => o.eventKey === DEMO_PAST_EVENT_KEY || !d.startsAt || d.startsAt > now)
      .slice(0, 4);
    if (!dates.length) throw new Error(`demo sales: ${o.eventKey} has no date to sell`);
    const date = pick(dates);
    const [first, last] = BUYERS[n % BUYERS.length]!;
    const phone = `+2547${String(10_000_000 + Math.floor(rand() * 89_999_999))}`;
    const buyer = {
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}${n}@example.com`,
      phone,
    };
    const created = await createOrder(
      ctx,
      {
        eventId,
        selectedDate: date.date,
        selectedShowTimeId: date.showTimeId,
        tickets: [{ ticketTypeId, quantity: o.quantity }],
        buyer,
        idempotencyKey: `demo-sale-${n}`,
      },
      { userId: null, freeOnly: false, now: o.at },
    );
    if (!created.held) {
      placed.push({ id: created.orderId, eventKey: o.eventKey, paid: false, at: o.at });
      continue;
    }
    // Paid: M-Pesa for most, card for the rest, a minute or three after the hold.
    const channel = rand() < 0.62 ? 'mpesa' : 'card';
    const reference = newPaymentReference();
    const startedAt = new Date(o.at.getTime() + 30_000);
    const paidAt = new Date(startedAt.getTime() + (1 + Math.floor(rand() * 3)) * MINUTE);
    await tx.transaction(async (t) => {
      const order = await preparePaymentStart(t, created.orderId, startedAt, ctx.holdMinutes);
      await insertPayment(t, {
        orderId: order.id,
        provider: 'sandbox',
        channel,
        reference,
        amount: order.total,
        currency: order.currency,
        phone: channel === 'mpesa' ? phone : null,
        status: 'pending',
        createdAt: startedAt,
        updatedAt: startedAt,
      });
    });
    const settled = await settlePayment(
      ctx,
      {
        reference,
        status: 'succeeded',
        amount: created.held.order.total,
        currency: 'KES',
        channel,
        mpesaReceipt: channel === 'mpesa' ? sandboxReceipt(reference) : null,
        providerFee: sandboxFee(created.held.order.total),
      },
      paidAt,
    );
    if (settled.outcome !== 'paid') throw new Error(`demo sales: order ${created.orderId} was not paid`);
    placed.push({ id: created.orderId, eventKey: o.eventKey, paid: true, at: paidAt });
  }

  // 2. A refund the host gave, two days after the purchase; the provider has sent the money.
  const refunded = placed.find((p) => p.paid && p.eventKey === REFUNDED_EVENT_KEY);
  if (refunded) {
    const at = new Date(Math.min(refunded.at.getTime() + 2 * 24 * HOUR, now.getTime() - HOUR));
    const result = await refundOrderByHost(tx, refunded.id, hostId, at);
    if (result.kind !== 'refunded') throw new Error('demo sales: the refund was refused');
    await updateRefund(tx, result.refundId, {
      status: 'processed',
      attempts: 1,
      providerReference: `sbx_rf_${result.refundId}`,
      processedAt: new Date(at.getTime() + 5 * MINUTE),
      updatedAt: new Date(at.getTime() + 5 * MINUTE),
    });
  }

  // 3. The past concert: most tickets scanned at the gate, then reviews.
  const pastId = eventIds.get(DEMO_PAST_EVENT_KEY)!;
  const pastTickets = await tx
    .select({
      id: tickets.id,
      orderId: tickets.orderId,
      occurrenceId: tickets.occurrenceId,
      attendeeName: tickets.attendeeName,
    })
    .from(tickets)
    .where(and(eq(tickets.eventId, pastId), eq(tickets.status, 'valid')))
    .orderBy(tickets.id);
  const [occurrence] = await tx
    .select({ id: occurrences.id, startsAt: occurrences.startsAt, endsAt: occurrences.endsAt })
    .from(occurrences)
    .where(eq(occurrences.eventId, pastId));
  if (occurrence?.startsAt && occurrence.endsAt) {
    const doorsOpen = occurrence.startsAt.getTime() - 30 * MINUTE;
    for (const t of pastTickets) {
      if (rand() < 0.12) continue; // some never came (or came through a door that was offline and never synced)
      const at = new Date(doorsOpen + Math.floor(rand() * 150) * MINUTE);
      if (await admitOnce(tx, t.id, hostUserId, at))
        await recordScan(tx, { ticketId: t.id, eventId: pastId, userId: hostUserId, outcome: 'valid', scannedAt: at });
    }
    // As the reviews job does an hour after the end: one review request per ticket, a few answered.
    const requestedAt = new Date(occurrence.endsAt.getTime() + HOUR);
    await tx.update(occurrences).set({ reviewsRequestedAt: requestedAt }).where(eq(occurrences.id, occurrence.id));
    const answeredOrders = new Set<number>();
    let next = 0;
    for (const t of pastTickets) {
      const answer = !answeredOrders.has(t.orderId) ? REVIEWS[next] : undefined;
      if (answer) {
        answeredOrders.add(t.orderId);
        next++;
      }
      const submittedAt = answer ? new Date(requestedAt.getTime() + (2 + next * 7) * HOUR) : null;
      await tx.insert(reviews).values({
        eventId: pastId,
        orderId: t.orderId,
        ticketId: t.id,
        occurrenceId: occurrence.id,
        tokenHash: createHash('sha256').update(randomBytes(24).toString('base64url')).digest('hex'),
        reviewerName: reviewerName(t.attendeeName ?? ''),
        rating: answer?.rating ?? null,
        comment: answer?.comment ?? null,
        submittedAt,
        hostReply: answer?.reply ?? null,
        hostReplyAt: answer?.reply && submittedAt ? new Date(submittedAt.getTime() + 5 * HOUR) : null,
        expiresAt: new Date(requestedAt.getTime() + 30 * 24 * HOUR),
        createdAt: requestedAt,
      });
    }
  }

  // 4. Checkout stamps history rows and tickets with the database clock: move them to when each
  // thing happened (the order's creation, its payment, the refund).
  const ids = placed.map((p) => p.id);
  if (ids.length) {
    await tx
      .update(orderStatusChanges)
      .set({
        createdAt: sql`CASE
          WHEN ${orderStatusChanges.toStatus} = 'paid' THEN ${orders.paidAt}
          WHEN ${orderStatusChanges.toStatus} = 'refunded' THEN ${orders.updatedAt}
          ELSE ${orders.createdAt} END`,
      })
      .from(orders)
      .where(and(eq(orders.id, orderStatusChanges.orderId), inArray(orders.id, ids)));
    await tx
      .update(tickets)
      .set({ createdAt: sql`coalesce(${orders.paidAt}, ${orders.createdAt})` })
      .from(orders)
      .where(and(eq(orders.id, tickets.orderId), inArray(orders.id, ids)));
    await tx
      .update(checkInScans)
      .set({ createdAt: sql`${checkInScans.scannedAt}` })
      .where(eq(checkInScans.eventId, pastId));
  }

  // 5. Page views per day: a steady share of each event's all-time views, busier as its date nears.
  await seedDailyViews(tx, hostId, now, rand);
  return { orders: placed.length };
}

/** When a planned event starts (the catalogue's offset from today), or null for the recurring ones. */
function startOf(key: string, today: string): Date | null {
  const e = SEED_EVENTS.find((s) => s.key === key);
  if (!e || e.eventType !== 'one-off' || e.startDayOffset === undefined) return null;
  return zonedDateTimeToInstant(addDaysToDay(today, e.startDayOffset), e.startTime ?? '18:00', TZ);
}

async function seedDailyViews(tx: Tx, hostId: number, now: Date, rand: () => number) {
  const today = zonedToday(now, TZ);
  const list = await tx
    .select({ id: events.id, views: events.views, status: events.status, startDate: events.startDate })
    .from(events)
    .where(eq(events.hostId, hostId));
  const rows: (typeof eventDailyStats.$inferInsert)[] = [];
  for (const e of list) {
    if (e.status === 'draft' || e.views === 0) continue;
    const perDay = e.views / 600;
    for (let ago = 29; ago >= 0; ago--) {
      const day = addDaysToDay(today, -ago);
      const at = zonedDateTimeToInstant(day, '12:00', TZ);
      const untilStart = e.startDate ? (e.startDate.getTime() - at.getTime()) / (24 * HOUR) : 30;
      // Interest builds towards the date and falls away after it.
      const trend = untilStart < -1 ? 0.15 : untilStart < 7 ? 1.6 : untilStart < 14 ? 1.2 : 0.8;
      const views = Math.round(perDay * trend * (0.6 + rand() * 0.8));
      if (views === 0) continue;
      rows.push({ eventId: e.id, day, views, clicks: Math.round(views * (0.06 + rand() * 0.05)) });
    }
  }
  if (rows.length) await tx.insert(eventDailyStats).values(rows).onConflictDoNothing();
}
