import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { normaliseKenyanPhone, type TOrder } from '@tribe/contracts';
import type { Db } from '../../db/client.js';
import { listOutbox } from '../mail/mail.repository.js';
import { events, hosts, occurrences, orders, showTimes, ticketTypes, users } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/passwords.js';
import { sessionCookieOf } from '../auth/auth.test-support.js';
import { DEVICE_COOKIE } from '../../plugins/device.js';
import { paymentDeviceHash } from './phone-proof.js';
import { recordPhoneProof } from './phone-proof.repository.js';
import { createTestApp, type Engine } from '../../test/database.js';
import { clearAvailabilityCache } from './checkout.availability.js';
import { clearSaleEventCache } from './checkout.sale.js';

/** A fresh idempotency key, as the browser makes one per attempt. */
export const key = () => randomBytes(12).toString('base64url');

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * An app on a fresh database for one describe block: made before its first test, closed after its
 * last, and each test starts with the engine's caches of what is on sale emptied. The object is
 * returned empty and filled in `beforeAll`, so tests read `ctx.app` as if they had made it.
 */
export function useCheckoutApp(engine: Engine, opts: Parameters<typeof createTestApp>[1] = {}): TestApp {
  const ctx = {} as TestApp;
  beforeAll(async () => {
    Object.assign(ctx, await createTestApp(engine, opts));
  });
  afterAll(async () => ctx.close?.());
  beforeEach(() => {
    clearAvailabilityCache();
    clearSaleEventCache();
  });
  return ctx;
}

/**
 * The body that starts a checkout (POST /api/checkout/orders) for `quantity` (default 1) tickets
 * of one type, bought by `who`; `extra` adds or replaces fields.
 */
export function orderBody(
  eventId: number,
  ticketTypeId: number,
  who: object,
  { quantity = 1, ...extra }: { quantity?: number; [field: string]: unknown } = {},
) {
  return cartBody(eventId, [{ ticketTypeId, quantity }], who, extra);
}

/** The same body for a cart of several lines (`price` on a line is what the buyer saw). */
export function cartBody(
  eventId: number | string,
  tickets: { ticketTypeId: number; quantity: number; price?: number }[],
  who: object,
  extra: Record<string, unknown> = {},
) {
  return {
    eventId,
    selectedDate: null,
    selectedShowTimeId: null,
    tickets,
    buyer: who,
    idempotencyKey: key(),
    ...extra,
  };
}

/** The request that starts that checkout. */
export const orderRequest = (...args: Parameters<typeof orderBody>): InjectOptions => ({
  method: 'POST',
  url: '/api/checkout/orders',
  payload: orderBody(...args),
});

/**
 * The request that starts a payment of the order `token` (POST /api/orders/{token}/payments) with
 * `body` (its channel, an M-Pesa phone…). M-Pesa goes from a browser on which the phone is proven
 * (decision 042), so it carries that browser's cookie.
 */
export async function paymentRequest(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
): Promise<InjectOptions> {
  return {
    method: 'POST',
    url: `/api/orders/${token}/payments`,
    payload: { idempotencyKey: key(), ...body },
    headers:
      body.channel === 'mpesa' ? { cookie: await provenCookieFor(app, token, body.phone as string | undefined) } : {},
  };
}

export interface SaleFixture {
  eventId: number;
  externalId: string;
  types: Record<string, number>;
  showTimeIds: number[];
}

/**
 * A live event of our own in a seeded database, with exactly the capacities a test needs.
 * Ticket types: name → { price, quantity (per date; null = unlimited), maxPerOrder }.
 */
export async function createSaleEvent(
  db: Db,
  opts: {
    types?: Record<
      string,
      { price: number; quantity?: number | null; maxPerOrder?: number | null; salesStartAt?: Date; salesEndAt?: Date }
    >;
    capacity?: number | null;
    maxTicketsPerBuyer?: number;
    feePaidBy?: 'buyer' | 'host';
    eventType?: 'one-off' | 'multiple-shows' | 'recurring';
    startDate?: Date;
    paymentType?: 'tikitis' | 'external';
    implicitFree?: boolean;
  } = {},
): Promise<SaleFixture> {
  const [host] = await db.select({ id: hosts.id }).from(hosts).limit(1);
  if (!host) throw new Error('the seeded database has no host');
  const externalId = `sale-${randomBytes(5).toString('hex')}`;
  const start = opts.startDate ?? new Date(Date.now() + 7 * 86_400_000);
  const eventType = opts.eventType ?? 'one-off';
  const [event] = await db
    .insert(events)
    .values({
      externalId,
      hostId: host.id,
      title: `Sale test ${externalId}`,
      status: 'live',
      eventType,
      startDate: start,
      endDate: new Date(start.getTime() + 4 * 3600_000),
      location: 'KICC',
      address: 'Harambee Ave, Nairobi',
      paymentType: opts.paymentType ?? 'tikitis',
      externalTicketUrl: opts.paymentType === 'external' ? 'https://tickets.example.com/sale' : null,
      capacity: opts.capacity ?? null,
      maxTicketsPerBuyer: opts.maxTicketsPerBuyer ?? 10,
      feePaidBy: opts.feePaidBy ?? 'buyer',
      ...(eventType === 'recurring'
        ? {
            recurringDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
            recurringStartDate: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
            recurringEndDate: new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10),
            recurringStartTime: '18:00',
            recurringEndTime: '21:00',
          }
        : {}),
    })
    .returning({ id: events.id });
  const types: Record<string, number> = {};
  const spec = opts.implicitFree ? {} : (opts.types ?? { General: { price: 1000, quantity: 100 } });
  let position = 0;
  for (const [name, t] of Object.entries(spec)) {
    const [row] = await db
      .insert(ticketTypes)
      .values({
        eventId: event!.id,
        name,
        price: t.price,
        quantity: t.quantity ?? null,
        maxPerOrder: t.maxPerOrder ?? null,
        salesStartAt: t.salesStartAt ?? null,
        salesEndAt: t.salesEndAt ?? null,
        position: position++,
      })
      .returning({ id: ticketTypes.id });
    types[name] = row!.id;
  }
  if (opts.implicitFree) {
    const [row] = await db
      .insert(ticketTypes)
      .values({ eventId: event!.id, name: 'Free Admission', price: 0, implicit: true })
      .returning({ id: ticketTypes.id });
    types['Free Admission'] = row!.id;
  }
  const showTimeIds: number[] = [];
  if (eventType === 'multiple-shows') {
    for (const days of [3, 4]) {
      const at = new Date(Date.now() + days * 86_400_000);
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(at);
      const [row] = await db
        .insert(showTimes)
        .values({
          eventId: event!.id,
          date: day,
          startTime: '19:00',
          endTime: '22:00',
          startsAt: sql`(${day}::date + '19:00'::time) AT TIME ZONE 'Africa/Nairobi'` as never,
        })
        .returning({ id: showTimes.id });
      showTimeIds.push(row!.id);
    }
  }
  return { eventId: event!.id, externalId, types, showTimeIds };
}

export const buyer = (n: number | string = 1) => ({
  name: 'Wanjiku Kamau',
  email: `buyer${n}@example.co.ke`,
  phone: `+2547${String(10_000_000 + Number(String(n).replace(/\D/g, '') || 0)).slice(-8)}`,
});

/** The confirmation code last mailed to `email` for a free reservation (decision 017), or null. */
export async function reservationCodeMailedTo(app: FastifyInstance, email: string): Promise<string | null> {
  await app.mail.idle();
  const mail = (await listOutbox(app.db, 100)).find(
    (m) => m.to === email && /confirm your Tikiti reservation/.test(m.subject),
  );
  return /\b(\d{6})\b/.exec(mail?.subject ?? '')?.[1] ?? null;
}

/**
 * Confirms a free reservation made without signing in, as its buyer would: with the code from
 * the mail. Answers the reserved order.
 */
export async function confirmReservationByMail(
  app: FastifyInstance,
  order: { token: string; buyer: { email: string } },
): Promise<TOrder> {
  const code = await reservationCodeMailedTo(app, order.buyer.email);
  if (!code) throw new Error(`no reservation code mailed to ${order.buyer.email}`);
  const res = await app.inject({ method: 'POST', url: `/api/orders/${order.token}/confirm`, payload: { code } });
  if (res.statusCode !== 200) throw new Error(`confirm answered ${res.statusCode}: ${res.body}`);
  return res.json<TOrder>();
}

/**
 * A buyer with a verified account of their own, signed in: answers the session cookie and the
 * account's email. `from` is the address the sign-in comes from (the limits count it).
 */
export async function signedInBuyer(
  app: FastifyInstance,
  db: Db,
  tag: string,
  from = '198.51.100.200',
): Promise<{ cookie: string; email: string }> {
  const username = `${tag}${Date.now() % 100000}${randomBytes(2).toString('hex')}`;
  const password = 'Kilimanjaro#2026';
  const email = `${username}@example.co.ke`;
  await db.insert(users).values({
    username,
    email,
    firstName: 'Achieng',
    lastName: 'Otieno',
    passwordHash: await hashPassword(password),
    emailVerifiedAt: new Date(),
  });
  const signin = await app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { username, password, rememberMe: false },
    remoteAddress: from,
  });
  return { cookie: sessionCookieOf(signin), email };
}

/**
 * A browser on which `phone` is already proven for M-Pesa (decision 042), as if its owner had
 * typed the texted code there before: answers the `tikiti_device` cookie to send with the
 * payment start. For tests whose subject is not the code step (phone-proof.test.ts tests it).
 */
export async function provenPhoneCookie(app: FastifyInstance, ...phones: string[]): Promise<string> {
  const deviceId = randomBytes(16).toString('base64url');
  for (const phone of phones)
    await recordPhoneProof(
      app.db,
      { deviceHash: paymentDeviceHash(deviceId), userId: null },
      normaliseKenyanPhone(phone) ?? phone,
      'sms_code',
      new Date(),
    );
  return `${DEVICE_COOKIE}=${encodeURIComponent(app.signCookie(deviceId))}`;
}

/** The 6-digit code last texted to `phone` (dev outbox), or null. */
export async function smsCodeTo(app: FastifyInstance, phone: string): Promise<string | null> {
  const to = normaliseKenyanPhone(phone) ?? phone;
  const sms = (await listOutbox(app.db, 100)).find((m) => m.channel === 'sms' && m.to === to);
  return /\b(\d{6})\b/.exec(sms?.text ?? '')?.[1] ?? null;
}

/**
 * The device cookie for an M-Pesa start on the order named by `token`: a browser on which the
 * phone (the one given, else the order's) is already proven (provenPhoneCookie).
 */
export async function provenCookieFor(app: FastifyInstance, token: string, phone?: string | null): Promise<string> {
  const [row] = await app.db.select({ phone: orders.buyerPhone }).from(orders).where(eq(orders.publicToken, token));
  const which = phone ?? row?.phone;
  if (!which) throw new Error(`no phone to prove for order ${token}`);
  return provenPhoneCookie(app, which);
}

/** Places held and sold on an event's dates (the dates' counters, summed). */
export async function datePlaces(db: Db, eventId: number): Promise<{ held: number; sold: number }> {
  const [occ] = await db
    .select({
      held: sql<number>`coalesce(sum(${occurrences.held}),0)::int`,
      sold: sql<number>`coalesce(sum(${occurrences.sold}),0)::int`,
    })
    .from(occurrences)
    .where(eq(occurrences.eventId, eventId));
  return occ!;
}
