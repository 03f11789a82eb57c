import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  THostDashboard,
  THostEvent,
  THostEventInput,
  THostEventSummary,
  THostMe,
  THostTicketSales,
  TOrder,
} from '@tribe/contracts';
import { hosts, inventory, occurrences, orderItems, teamMembers, users } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { hashPassword } from '../../lib/passwords.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { testClient } from './team.test-support.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, confirmReservationByMail, createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

const PASSWORD = 'Kilimanjaro#2026';
const inDays = (n: number, time = '19:00') => {
  const d = new Date(Date.now() + n * 86_400_000);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(d);
  return { day, iso: `${day}T${time}:00+03:00` };
};

/** A complete one-off event form. */
const draft = (over: Partial<THostEventInput> = {}): THostEventInput => ({
  title: 'Nairobi Jazz Night',
  description: '<p>Live <strong>jazz</strong>.</p>',
  eventType: 'one-off',
  startDate: inDays(20).iso,
  endDate: inDays(20, '23:00').iso,
  location: 'Alliance Française',
  town: 'nairobi',
  ticketTypes: [{ name: 'Regular', price: 1500, quantity: 100 }],
  ...over,
});

/** The form as the browser would send it back after loading an event. */
function toInput(e: THostEvent): THostEventInput {
  return {
    title: e.title,
    description: e.description,
    categoryId: e.categoryId,
    subcategoryIds: e.subcategoryIds,
    eventType: e.eventType,
    timeZone: e.timeZone,
    startDate: e.eventType === 'one-off' ? e.startDate : null,
    endDate: e.eventType === 'one-off' ? e.endDate : null,
    recurringDays: e.recurringDays as THostEventInput['recurringDays'],
    recurringStartDate: e.recurringStartDate,
    recurringEndDate: e.recurringEndDate,
    recurringStartTime: e.recurringStartTime,
    recurringEndTime: e.recurringEndTime,
    showTimes: e.showTimes.map((s) => ({
      id: s.id,
      date: s.date,
      startTime: s.startTime,
      endTime: s.endTime,
      capacity: s.capacity,
      cancelled: s.cancelled,
    })),
    location: e.location,
    town: e.town,
    address: e.address,
    latitude: e.latitude,
    longitude: e.longitude,
    paymentType: e.paymentType,
    requiresReservation: e.requiresReservation,
    externalTicketUrl: e.externalTicketUrl,
    feePaidBy: e.feePaidBy,
    capacity: e.capacity,
    maxTicketsPerBuyer: e.maxTicketsPerBuyer,
    refundPolicy: e.refundPolicy,
    entryConditions: e.entryConditions,
    ticketTypes: e.ticketTypes.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      price: t.price,
      quantity: t.quantity,
      maxPerOrder: t.maxPerOrder,
      salesStartAt: t.salesStartAt,
      salesEndAt: t.salesEndAt,
      archived: t.archived,
    })),
  };
}

describe.each(ENGINES)('host area API on %s', (engine) => {
  let ctx: Awaited<ReturnType<typeof createTestApp>>;
  let passwordHash: string;
  const cookies: Record<'attendee' | 'hostA' | 'hostB' | 'manager' | 'scanner', string> = {
    attendee: '',
    hostA: '',
    hostB: '',
    manager: '',
    scanner: '',
  };
  let hostAId = 0;
  let hostBId = 0;

  const db = () => ctx.database.db;
  const { send, json, signIn, next, seq } = testClient(() => ctx.app, '10.11');

  async function newUser(tag: string) {
    const id = `${tag}_${Date.now().toString(36)}${next()}`;
    const [user] = await db()
      .insert(users)
      .values({
        username: id,
        email: `${id}@example.com`,
        firstName: 'Otieno',
        lastName: 'Ouma',
        passwordHash,
        emailVerifiedAt: new Date(),
      })
      .returning();
    return { user: user!, cookie: await signIn(user!.username, PASSWORD) };
  }

  beforeAll(async () => {
    ctx = await createTestApp(engine);
    passwordHash = await hashPassword(PASSWORD);
    cookies.hostA = await signIn(DEMO_ACCOUNTS.host.username, DEMO_ACCOUNTS.password);
    cookies.attendee = await signIn(DEMO_ACCOUNTS.attendee.username, DEMO_ACCOUNTS.password);
    const [demoUser] = await db().select().from(users).where(eq(users.username, DEMO_ACCOUNTS.host.username));
    const [hostA] = await db().select().from(hosts).where(eq(hosts.ownerUserId, demoUser!.id));
    hostAId = hostA!.id;
    const b = await newUser('hostb');
    const [hostB] = await db()
      .insert(hosts)
      .values({
        ownerUserId: b.user.id,
        vendorName: `Mombasa Nights ${seq()}`,
        slug: `mombasa-nights-${seq()}`,
        onboardingState: 'complete',
      })
      .returning();
    hostBId = hostB!.id;
    cookies.hostB = b.cookie;
    for (const role of ['manager', 'scanner'] as const) {
      const m = await newUser(role);
      await db().insert(teamMembers).values({
        hostId: hostAId,
        userId: m.user.id,
        email: m.user.email,
        role,
        status: 'active',
        joinedAt: new Date(),
      });
      cookies[role] = m.cookie;
    }
  });
  afterAll(async () => ctx?.close());

  const create = async (cookie: string, body: THostEventInput = draft()) => {
    const res = await send({ method: 'POST', url: '/api/host/events', payload: body }, cookie);
    expect(res.statusCode, res.body).toBe(201);
    return json<THostEvent>(res);
  };
  const get = async (id: number, cookie = cookies.hostA) =>
    json<THostEvent>(await send({ method: 'GET', url: `/api/host/events/${id}` }, cookie));
  const put = (id: number, body: THostEventInput, cookie = cookies.hostA) =>
    send({ method: 'PUT', url: `/api/host/events/${id}`, payload: body }, cookie);
  const hold = async (eventId: number, ticketTypeId: number, quantity: number, extra: Record<string, unknown> = {}) => {
    clearAvailabilityCache();
    const res = await send(orderRequest(eventId, ticketTypeId, buyer(next()), { quantity, ...extra }));
    expect(res.statusCode, res.body).toBe(201);
    return json<TOrder>(res);
  };

  // --- Authorization matrix ---------------------------------------------------------------------

  it('answers each route for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const a = await create(cookies.hostA);
    const routes: { method: 'GET' | 'POST' | 'PUT'; url: string; body?: unknown; ok: number; event: boolean }[] = [
      { method: 'GET', url: '/api/host/me', ok: 200, event: false },
      { method: 'GET', url: '/api/host/dashboard?days=7', ok: 200, event: false },
      { method: 'GET', url: '/api/host/events', ok: 200, event: false },
      { method: 'POST', url: '/api/host/events', body: draft(), ok: 201, event: false },
      { method: 'GET', url: `/api/host/events/${a.id}`, ok: 200, event: true },
      { method: 'PUT', url: `/api/host/events/${a.id}`, body: draft(), ok: 200, event: true },
      { method: 'GET', url: `/api/host/events/${a.id}/tickets`, ok: 200, event: true },
      { method: 'POST', url: `/api/host/events/${a.id}/publish`, ok: 200, event: true },
    ];
    const who = {
      visitor: undefined,
      attendee: cookies.attendee,
      hostA: cookies.hostA,
      hostB: cookies.hostB,
      manager: cookies.manager,
      scanner: cookies.scanner,
    };
    const seen: string[] = [];
    for (const r of routes) {
      for (const [name, cookie] of Object.entries(who)) {
        const res = await send({ method: r.method, url: r.url, ...(r.body ? { payload: r.body } : {}) }, cookie);
        let want: number;
        if (name === 'visitor') want = 401;
        else if (name === 'attendee') want = 403;
        else if (name === 'scanner') want = r.url === '/api/host/me' ? 200 : 403;
        else if (name === 'hostB' && r.event) want = 404;
        else want = r.ok;
        seen.push(`${name} ${r.method} ${r.url} → ${res.statusCode}`);
        expect(res.statusCode, `${name} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(want);
        if (res.statusCode >= 400) {
          const body = json<{ code: string }>(res);
          expect(body.code).toBe(
            { 401: 'unauthorized', 403: 'forbidden', 404: 'event_not_found' }[res.statusCode as 401 | 403 | 404],
          );
        }
      }
    }
    expect(seen).toHaveLength(routes.length * 6);
  });

  it('acts for the host named in x-host-id when the person is on its team, and refuses another', async () => {
    const person = await newUser('volunteer');
    await db()
      .insert(teamMembers)
      .values([
        { hostId: hostAId, userId: person.user.id, email: person.user.email, role: 'scanner', status: 'active' },
        { hostId: hostBId, userId: person.user.id, email: person.user.email, role: 'manager', status: 'active' },
      ]);
    const me = json<THostMe>(await send({ method: 'GET', url: '/api/host/me' }, person.cookie));
    expect(me.memberships.map((m) => m.hostId).sort()).toEqual([hostAId, hostBId].sort());
    const asB = await send({ method: 'GET', url: '/api/host/events' }, person.cookie, { 'x-host-id': String(hostBId) });
    expect(asB.statusCode).toBe(200);
    const asA = await send({ method: 'GET', url: '/api/host/events' }, person.cookie, { 'x-host-id': String(hostAId) });
    expect(asA.statusCode).toBe(403);
    const meA = json<THostMe>(
      await send({ method: 'GET', url: '/api/host/me' }, person.cookie, { 'x-host-id': String(hostAId) }),
    );
    expect(meA.active).toMatchObject({ hostId: hostAId, role: 'scanner' });
    const other = await send({ method: 'GET', url: '/api/host/me' }, cookies.hostB, { 'x-host-id': String(hostAId) });
    expect(other.statusCode).toBe(403);
    // An invited (not yet active) row gives nothing.
    const invited = await newUser('invited');
    await db().insert(teamMembers).values({
      hostId: hostAId,
      userId: invited.user.id,
      email: invited.user.email,
      role: 'manager',
      status: 'invited',
    });
    expect((await send({ method: 'GET', url: '/api/host/me' }, invited.cookie)).statusCode).toBe(403);
    // The owner is the owner without a team row.
    const ownerMe = json<THostMe>(await send({ method: 'GET', url: '/api/host/me' }, cookies.hostA));
    expect(ownerMe.active).toMatchObject({ hostId: hostAId, role: 'owner' });
  });

  // --- Create, publish ----------------------------------------------------------------------------

  it('creates a draft with a readable unique externalId and a cleaned description', async () => {
    const e = await create(
      cookies.hostA,
      draft({
        title: 'Sauti za Pwani — Live!',
        description:
          '<p onclick="steal()">Hi<script>alert(1)</script></p><img src=x onerror="alert(1)"><a href="javascript:alert(1)">x</a><a href="https://tikiti.example/a">ok</a><h3>Line-up</h3>',
      }),
    );
    expect(e.status).toBe('draft');
    expect(e.externalId).toMatch(/^sauti-za-pwani-live-[a-z0-9]{6}$/);
    expect(e.description).not.toMatch(/script|onclick|onerror|javascript:|<img/);
    expect(e.description).toContain(
      '<a href="https://tikiti.example/a" rel="noopener nofollow" target="_blank">ok</a>',
    );
    expect(e.description).toContain('<h3>Line-up</h3>');
    expect(e.publishProblems).toEqual([]);
    const again = await create(cookies.hostA, draft({ title: 'Sauti za Pwani — Live!' }));
    expect(again.externalId).not.toBe(e.externalId);
  });

  it('says in words what stops publishing, and a published event is on /api/events at once', async () => {
    const bare = await create(cookies.hostA, {
      title: 'Bare',
      eventType: 'one-off',
      paymentType: 'external',
      ticketTypes: [],
    });
    expect(bare.publishProblems).toEqual([
      'Add a start date and time.',
      'Add where it happens.',
      'Add the external ticket link.',
    ]);
    const refused = await send({ method: 'POST', url: `/api/host/events/${bare.id}/publish` }, cookies.hostA);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'publish_incomplete',
      message: expect.stringContaining('Add where it happens.'),
    });
    const noTickets = await create(cookies.hostA, draft({ ticketTypes: [] }));
    expect(noTickets.publishProblems).toEqual(['Add at least one ticket type, or make the event free.']);

    const title = `Publish me ${Date.now()}`;
    const e = await create(cookies.hostA, draft({ title }));
    const list = async () =>
      json<{ id: number }[]>(await send({ method: 'GET', url: `/api/events?q=${encodeURIComponent(title)}` }));
    expect((await list()).map((x) => x.id)).not.toContain(e.id);
    const res = await send({ method: 'POST', url: `/api/host/events/${e.id}/publish` }, cookies.hostA);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<THostEvent>(res)).toMatchObject({ status: 'live', publishedAt: expect.any(String) });
    expect((await list()).map((x) => x.id)).toContain(e.id);
    // An edit of a live event shows at once too.
    const renamed = `${title} renamed`;
    expect((await put(e.id, { ...toInput(await get(e.id)), title: renamed })).statusCode).toBe(200);
    const page = json<{ title: string }>(await send({ method: 'GET', url: `/api/events/${e.id}` }));
    expect(page.title).toBe(renamed);
    // A live event keeps what publishing needs.
    const broken = await put(e.id, { ...toInput(await get(e.id)), location: null });
    expect(broken.statusCode).toBe(409);
    expect(json<{ code: string }>(broken).code).toBe('publish_incomplete');
  });

  it('stores the town the form names as the id the location filter matches, and refuses another town', async () => {
    const title = `Coast night ${Date.now()}`;
    const e = await create(cookies.hostA, draft({ title, town: 'Mombasa' }));
    expect(e.town).toBe('mombasa');
    expect((await send({ method: 'POST', url: `/api/host/events/${e.id}/publish` }, cookies.hostA)).statusCode).toBe(
      200,
    );
    const found = json<{ id: number }[]>(
      await send({ method: 'GET', url: `/api/events?location=mombasa&q=${encodeURIComponent(title)}` }),
    );
    expect(found.map((x) => x.id)).toEqual([e.id]);
    const refused = await send(
      { method: 'POST', url: '/api/host/events', payload: draft({ town: 'Atlantis' }) },
      cookies.hostA,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Choose one of the towns in the list.');
  });

  it('gives a free event with no ticket types its hidden Free Admission row, so reservations work', async () => {
    const e = await create(cookies.hostA, draft({ ticketTypes: [], requiresReservation: true }));
    expect(e.ticketTypes).toEqual([]);
    expect((await send({ method: 'POST', url: `/api/host/events/${e.id}/publish` }, cookies.hostA)).statusCode).toBe(
      200,
    );
    clearAvailabilityCache();
    const res = await send({
      method: 'POST',
      url: '/api/checkout/free-reservations',
      payload: {
        eventId: e.id,
        tickets: [{ ticketTypeId: 1, quantity: 2, price: 0 }],
        buyer: buyer(77),
        idempotencyKey: key(),
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    await confirmReservationByMail(ctx.app, json<TOrder>(res));
    const sales = json<THostTicketSales>(
      await send({ method: 'GET', url: `/api/host/events/${e.id}/tickets` }, cookies.hostA),
    );
    expect(sales.occurrences[0]!.ticketTypes[0]).toMatchObject({ name: 'Free Admission', sold: 2 });
  });

  // --- Editing after sales ---------------------------------------------------------------------

  it('never lets a capacity or a quantity fall below what is sold or held, and follows a change', async () => {
    const sale = await createSaleEvent(db(), { types: { VIP: { price: 2500, quantity: 10 } }, capacity: 50 });
    await hold(sale.eventId, sale.types.VIP!, 4);
    const form = toInput(await get(sale.eventId));
    const low = await put(sale.eventId, { ...form, ticketTypes: [{ ...form.ticketTypes![0]!, quantity: 3 }] });
    expect(low.statusCode).toBe(409);
    expect(json<{ code: string }>(low).code).toBe('capacity_below_sold');
    const lowEvent = await put(sale.eventId, { ...form, capacity: 2 });
    expect(json<{ code: string }>(lowEvent).code).toBe('capacity_below_sold');
    const ok = await put(sale.eventId, {
      ...form,
      capacity: 4,
      ticketTypes: [{ ...form.ticketTypes![0]!, quantity: 6 }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const [occ] = await db().select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ!.capacity).toBe(4);
    const [inv] = await db().select().from(inventory).where(eq(inventory.ticketTypeId, sale.types.VIP!));
    expect(inv!.capacity).toBe(6);
  });

  it('refuses to delete a ticket type with sales but archives it; a price change leaves orders as they were', async () => {
    const sale = await createSaleEvent(db(), {
      types: { VIP: { price: 2500, quantity: 10 }, Regular: { price: 1000, quantity: 10 } },
    });
    const order = await hold(sale.eventId, sale.types.VIP!, 1);
    const form = toInput(await get(sale.eventId));
    const [vip, regular] = form.ticketTypes!;
    const gone = await put(sale.eventId, { ...form, ticketTypes: [regular!] });
    expect(gone.statusCode).toBe(409);
    expect(json<{ code: string }>(gone).code).toBe('ticket_type_has_sales');
    const archived = await put(sale.eventId, {
      ...form,
      ticketTypes: [
        { ...vip!, archived: true, price: 3000 },
        { ...regular!, price: 1200 },
      ],
    });
    expect(archived.statusCode, archived.body).toBe(200);
    const after = json<THostEvent>(archived);
    expect(after.ticketTypes.find((t) => t.id === vip!.id)).toMatchObject({ archived: true, price: 3000 });
    const items = await db().select().from(orderItems).where(eq(orderItems.ticketTypeId, sale.types.VIP!));
    expect(items.map((i) => i.unitPrice)).toEqual([2500]);
    expect(order.subtotal).toBe(2500);
    // The public page no longer offers the archived type; a type without sales can be deleted.
    const page = json<{ ticketTypes: { id: number }[] }>(
      await send({ method: 'GET', url: `/api/events/${sale.eventId}` }),
    );
    expect(page.ticketTypes.map((t) => t.id)).toEqual([regular!.id]);
    const more = json<THostEvent>(
      await put(sale.eventId, {
        ...toInput(after),
        ticketTypes: [...toInput(after).ticketTypes!, { name: 'Student', price: 500, quantity: 20 }],
      }),
    );
    expect(more.ticketTypes).toHaveLength(3);
    const fewer = await put(sale.eventId, { ...toInput(more), ticketTypes: toInput(more).ticketTypes!.slice(0, 2) });
    expect(fewer.statusCode, fewer.body).toBe(200);
    expect(json<THostEvent>(fewer).ticketTypes.map((t) => t.id)).toEqual([vip!.id, regular!.id]);
  });

  it('refuses to orphan a sold show or move a sold date, and lets one show be cancelled', async () => {
    const sale = await createSaleEvent(db(), { eventType: 'multiple-shows' });
    const [first, second] = sale.showTimeIds;
    await hold(sale.eventId, sale.types.General!, 2, { selectedShowTimeId: first });
    const form = toInput(await get(sale.eventId));
    const withoutFirst = await put(sale.eventId, { ...form, showTimes: form.showTimes!.filter((s) => s.id !== first) });
    expect(withoutFirst.statusCode).toBe(409);
    expect(json<{ code: string }>(withoutFirst).code).toBe('dates_have_sales');
    const moved = await put(sale.eventId, {
      ...form,
      showTimes: form.showTimes!.map((s) => (s.id === first ? { ...s, date: inDays(30).day } : s)),
    });
    expect(json<{ code: string }>(moved).code).toBe('dates_have_sales');
    const type = await put(sale.eventId, { ...form, eventType: 'one-off', startDate: inDays(9).iso });
    expect(json<{ code: string }>(type).code).toBe('dates_have_sales');
    // One show of several may be cancelled: with sales, by the owner's cancellation (which refunds
    // and tells its buyers, cancellation.routes.test.ts), not by the form.
    const byForm = await put(sale.eventId, {
      ...form,
      showTimes: form.showTimes!.map((s) => (s.id === first ? { ...s, cancelled: true } : s)),
    });
    expect(json<{ code: string }>(byForm).code).toBe('dates_have_sales');
    const cancelled = await send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/cancellations`,
        payload: { occurrenceKey: `show:${first}` },
      },
      cookies.hostA,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(202);
    const e = await get(sale.eventId);
    expect(e.showTimes.map((s) => [s.id, s.cancelled])).toEqual([
      [first, true],
      [second, false],
    ]);
    const [occ] = await db().select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ!.cancelledAt).not.toBeNull();
    const page = json<{ showTimes: { id: number }[] }>(
      await send({ method: 'GET', url: `/api/events/${sale.eventId}` }),
    );
    expect(page.showTimes.map((s) => s.id)).toEqual([second]);
    // Once cancelled, the sold show may leave the form; it stays listed as cancelled.
    const without = await put(sale.eventId, {
      ...toInput(e),
      showTimes: toInput(e).showTimes!.filter((s) => s.id !== first),
    });
    expect(without.statusCode, without.body).toBe(200);
    expect(json<THostEvent>(without).showTimes.map((s) => s.id)).toEqual([first, second]);
  });

  it('refuses to move a sold one-off date to another day, but a time on the same day may change', async () => {
    const sale = await createSaleEvent(db(), { startDate: new Date(`${inDays(10).day}T16:00:00Z`) });
    await hold(sale.eventId, sale.types.General!, 1);
    const form = toInput(await get(sale.eventId));
    const other = await put(sale.eventId, { ...form, startDate: inDays(11, '19:00').iso, endDate: null });
    expect(json<{ code: string }>(other).code).toBe('dates_have_sales');
    const later = await put(sale.eventId, { ...form, startDate: inDays(10, '20:00').iso, endDate: null });
    expect(later.statusCode, later.body).toBe(200);
    const [occ] = await db().select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ!.startsAt!.toISOString()).toBe(new Date(inDays(10, '20:00').iso).toISOString());
  });

  it('refuses a recurrence change that drops a sold date', async () => {
    const sale = await createSaleEvent(db(), { eventType: 'recurring' });
    const day = inDays(5).day;
    await hold(sale.eventId, sale.types.General!, 1, { selectedDate: day });
    const form = toInput(await get(sale.eventId));
    const weekday = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', timeZone: 'UTC' });
    const res = await put(sale.eventId, {
      ...form,
      recurringDays: form.recurringDays!.filter((d) => d !== weekday),
    });
    expect(res.statusCode).toBe(409);
    expect(json<{ code: string }>(res).code).toBe('dates_have_sales');
    const laterTime = await put(sale.eventId, { ...form, recurringStartTime: '19:00' });
    expect(laterTime.statusCode, laterTime.body).toBe(200);
  });

  it('answers 404 for another host’s event and 400 for a ticket type of another event', async () => {
    const b = await create(cookies.hostB);
    expect((await send({ method: 'GET', url: `/api/host/events/${b.id}` }, cookies.hostA)).statusCode).toBe(404);
    const sale = await createSaleEvent(db());
    const form = toInput(await get(sale.eventId));
    const res = await put(sale.eventId, {
      ...form,
      ticketTypes: [{ ...form.ticketTypes![0]!, id: b.ticketTypes[0]!.id }],
    });
    expect(res.statusCode).toBe(400);
  });

  // --- Lists and figures ---------------------------------------------------------------------------

  it('lists the host’s events with sold tickets, and the dashboard agrees with the orders', async () => {
    const e = await create(cookies.hostB, draft({ ticketTypes: [], requiresReservation: true, capacity: 40 }));
    await send({ method: 'POST', url: `/api/host/events/${e.id}/publish` }, cookies.hostB);
    for (const q of [1, 3]) {
      clearAvailabilityCache();
      const r = await send({
        method: 'POST',
        url: '/api/checkout/free-reservations',
        payload: {
          eventId: e.id,
          tickets: [{ ticketTypeId: 1, quantity: q, price: 0 }],
          buyer: buyer(200 + q),
          idempotencyKey: key(),
        },
      });
      expect(r.statusCode, r.body).toBe(201);
      await confirmReservationByMail(ctx.app, json<TOrder>(r));
    }
    await send({ method: 'POST', url: '/api/events/track-view', payload: { eventId: e.id } });
    const list = json<THostEventSummary[]>(await send({ method: 'GET', url: '/api/host/events' }, cookies.hostB));
    expect(list.find((x) => x.id === e.id)).toMatchObject({ ticketsSold: 4, gross: 0, capacity: 40, status: 'live' });
    const dash = json<THostDashboard>(await send({ method: 'GET', url: '/api/host/dashboard?days=7' }, cookies.hostB));
    expect(dash.ticketsSold).toBe(list.reduce((s, x) => s + x.ticketsSold, 0));
    expect(dash.salesByDay).toHaveLength(7);
    expect(dash.salesByDay.reduce((s, d) => s + d.tickets, 0)).toBe(dash.ticketsSold);
    expect(dash.pageViews).toBeGreaterThanOrEqual(1);
    expect(dash.conversionRate).toBeCloseTo(dash.ticketsSold / dash.pageViews, 3);
    expect(dash.net).toBe(dash.gross - dash.fees - dash.refunds);
    expect(dash.latestOrders.slice(0, 2).map((o) => o.tickets)).toEqual([3, 1]);
    expect(dash.upcomingEvents.map((x) => x.id)).toContain(e.id);
  });
});
