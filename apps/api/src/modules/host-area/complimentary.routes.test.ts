import { and, eq, sql } from 'drizzle-orm';
import { SMS_JOB } from '../sms/sms.service.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  TCheckInResult,
  TComplimentaryOptions,
  THostAttendeePage,
  THostDashboard,
  THostOrder,
  TOrder,
} from '@tribe/contracts';
import {
  buyerLimits,
  devOutbox,
  events,
  hosts,
  inventory,
  ledgerEntries,
  occurrences,
  orderStatusChanges,
  orders,
  ticketTypes,
  tickets,
} from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { clearSaleEventCache } from '../checkout/checkout.sale.js';
import { createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { hostAreaCast, mailsTo, type TestApp } from './team.test-support.js';

describe.each(ENGINES)('complimentary (guest-list) tickets on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  let vendorName: string;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
    const [host] = await cast.db.select().from(hosts).where(eq(hosts.id, cast.hostAId));
    vendorName = host!.vendorName;
  });
  afterAll(async () => ctx?.close());
  const jobs = () => ctx.app.jobs as RecordingJobQueue;

  let guests = 0;
  const guest = () => ({ name: 'Achieng Otieno', email: `guest${++guests}.${Date.now()}@example.com` });

  /** POST /api/host/events/{id}/complimentary as someone, with a fresh key unless one is given. */
  function give(eventId: number, body: Record<string, unknown>, cookie?: string, idempotencyKey: string = key()) {
    return cast.send(
      { method: 'POST', url: `/api/host/events/${eventId}/complimentary`, payload: { ...guest(), ...body } },
      cookie,
      { 'idempotency-key': idempotencyKey },
    );
  }
  const revoke = (reference: string, cookie?: string) =>
    cast.send({ method: 'POST', url: `/api/host/orders/${reference}/revoke` }, cookie);
  const orderRow = async (reference: string) =>
    (await cast.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
  const soldOn = async (eventId: number) => {
    const [occ] = await cast.db.select().from(occurrences).where(eq(occurrences.eventId, eventId));
    return occ?.sold ?? 0;
  };
  const lastMailTo = async (email: string) => (await mailsTo(ctx, email))[0];

  it('answers every guest-ticket route for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 100 } } });
    const E = sale.eventId;
    const made = json<THostOrder>(await give(E, { ticketTypeId: sale.types.VIP!, quantity: 1 }, cookies.hostA));
    const who = { visitor: undefined, ...cookies };
    const names = ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'] as const;
    const want = (name: (typeof names)[number], ok: number) =>
      name === 'visitor' ? 401 : name === 'attendee' || name === 'scanner' ? 403 : name === 'hostB' ? 404 : ok;
    let cells = 0;
    for (const name of names) {
      const options = await send({ method: 'GET', url: `/api/host/events/${E}/complimentary` }, who[name]);
      expect(options.statusCode, `${name} GET options: ${options.body}`).toBe(want(name, 200));
      const given = await give(E, { ticketTypeId: sale.types.VIP!, quantity: 1 }, who[name]);
      expect(given.statusCode, `${name} POST: ${given.body}`).toBe(want(name, 201));
      const revoked = await revoke(made.reference, who[name]);
      expect(revoked.statusCode, `${name} revoke: ${revoked.body}`).toBe(want(name, 200));
      for (const res of [options, given, revoked])
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(json<{ code: string }>(res).code).toBe(res.statusCode === 401 ? 'unauthorized' : 'forbidden');
      cells += 3;
    }
    expect(cells).toBe(18);
    // Host B's own event is theirs to give for; A's order is not theirs to revoke.
    const hidden = await revoke(made.reference, cookies.hostB);
    expect(json<{ code: string }>(hidden).code).toBe('order_not_found');
  });

  it('issues a reserved, zero-total order with valid tickets, taking places and writing no money', async () => {
    const { cookies, json, db } = cast;
    const sale = await createSaleEvent(db, {
      types: { VIP: { price: 5000, quantity: 10, maxPerOrder: 2 } },
      maxTicketsPerBuyer: 2,
    });
    const before = jobs().sent.length;
    const res = await give(
      sale.eventId,
      { ticketTypeId: sale.types.VIP!, quantity: 4, name: 'Baraka Mwangi', email: 'Baraka@Example.com' },
      cookies.manager,
    );
    expect(res.statusCode, res.body).toBe(201);
    const o = json<THostOrder>(res);
    expect(o).toMatchObject({
      status: 'reserved',
      total: 0,
      tickets: 4,
      source: 'complimentary',
      issuedByName: 'Manager Ouma',
      refundable: false,
      revocable: true,
      buyerName: 'Baraka Mwangi',
      buyerEmail: 'baraka@example.com',
    });
    const row = await orderRow(o.reference);
    expect(row).toMatchObject({ subtotal: 0, discount: 0, fees: 0, total: 0, buyerKeys: [], userId: null });
    expect(row.issuedByUserId).not.toBeNull();
    const ts = await db.select().from(tickets).where(eq(tickets.orderId, row.id));
    expect(ts).toHaveLength(4);
    expect(ts.every((t) => t.status === 'valid' && t.attendeeName === 'Baraka Mwangi')).toBe(true);
    expect(await soldOn(sale.eventId)).toBe(4);
    const [inv] = await db.select().from(inventory).where(eq(inventory.ticketTypeId, sale.types.VIP!));
    expect(inv).toMatchObject({ sold: 4, held: 0 });
    // Past the buyer cap (2) and the per-order limit (2): the host chose to give them.
    expect(await db.select().from(buyerLimits).where(eq(buyerLimits.eventId, sale.eventId))).toEqual([]);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row.id))).toEqual([]);
    const history = await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id));
    expect(history.map((h) => h.toStatus)).toEqual(['reserved']);
    const queued = jobs().sent.slice(before);
    // The order's tickets exist: its SMS and its mail are queued side by side (decision 043).
    expect(queued).toEqual([
      expect.objectContaining({ name: SMS_JOB.order, data: { orderId: row.id, kind: 'confirmation' } }),
      expect.objectContaining({ name: JOB.orderConfirmation, data: { orderId: row.id } }),
    ]);

    // The guest's mail: checkout's confirmation, saying who gave the tickets, with the PDF and calendar file.
    await jobs().handlers.get(JOB.orderConfirmation)!({ orderId: row.id });
    const mail = await lastMailTo('baraka@example.com');
    expect(mail?.subject).toBe(
      `Your complimentary tickets for ${(await db.select().from(events).where(eq(events.id, sale.eventId)))[0]!.title}`,
    );
    expect(mail?.text).toContain(`Complimentary ticket from ${vendorName}.`);
    expect(mail?.attachments?.map((a) => a.filename)).toEqual([`tickets-${o.reference}.pdf`, `${o.reference}.ics`]);

    // The guest's own view of the order says the same.
    const view = json<TOrder>(await cast.send({ method: 'GET', url: `/api/orders/${row.publicToken}` }));
    expect(view).toMatchObject({ status: 'reserved', free: true, complimentaryFrom: vendorName });
    expect(view.tickets).toHaveLength(4);
  });

  it('respects capacity: a type with 2 left refuses 3 guest tickets with 409 and gives 2', async () => {
    const { cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 1000, quantity: 5 } } });
    await cast.paidOrder(sale.eventId, sale.types.Regular!, 3);
    const refused = await give(sale.eventId, { ticketTypeId: sale.types.Regular!, quantity: 3 }, cookies.hostA);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'sold_out',
      message: expect.stringContaining('3 Regular tickets'),
    });
    expect(await soldOn(sale.eventId)).toBe(3);
    const given = await give(sale.eventId, { ticketTypeId: sale.types.Regular!, quantity: 2 }, cookies.hostA);
    expect(given.statusCode, given.body).toBe(201);
    expect(await soldOn(sale.eventId)).toBe(5);
    clearAvailabilityCache();
    const options = json<TComplimentaryOptions>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}/complimentary` }, cookies.hostA),
    );
    expect(options.occurrences[0]!.ticketTypes).toEqual([
      { id: sale.types.Regular!, name: 'Regular', price: 1000, placesLeft: 0 },
    ]);

    // The event-wide capacity counts guest tickets too.
    const capped = await createSaleEvent(cast.db, { types: { A: { price: 0, quantity: null } }, capacity: 3 });
    expect((await give(capped.eventId, { ticketTypeId: capped.types.A!, quantity: 3 }, cookies.hostA)).statusCode).toBe(
      201,
    );
    expect((await give(capped.eventId, { ticketTypeId: capped.types.A!, quantity: 1 }, cookies.hostA)).statusCode).toBe(
      409,
    );
  });

  it('issues one order for a retried submit, even two at once', async () => {
    const { cookies, json, db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 3000, quantity: 20 } } });
    const k = key();
    const body = { ticketTypeId: sale.types.VIP!, quantity: 2, name: 'Zawadi Njeri', email: 'zawadi@example.com' };
    const first = await give(sale.eventId, body, cookies.hostA, k);
    expect(first.statusCode).toBe(201);
    const again = await give(sale.eventId, body, cookies.hostA, k);
    expect(again.statusCode).toBe(200);
    expect(json<THostOrder>(again).reference).toBe(json<THostOrder>(first).reference);
    const k2 = key();
    const both = await Promise.all([
      give(sale.eventId, body, cookies.hostA, k2),
      give(sale.eventId, body, cookies.manager, k2),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(both.map((r) => json<THostOrder>(r).reference)).size).toBe(1);
    expect(await db.select().from(orders).where(eq(orders.eventId, sale.eventId))).toHaveLength(2);
    expect(await soldOn(sale.eventId)).toBe(4);
    // A submit without a key could not be retried safely: refused.
    const missing = await cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/complimentary`,
        payload: body,
      },
      cookies.hostA,
    );
    expect(missing.statusCode).toBe(400);
  });

  it('ignores sales windows but refuses archived types, past dates, drafts and events sold elsewhere', async () => {
    const { cookies, json, db } = cast;
    const later = new Date(Date.now() + 5 * 86_400_000);
    const sale = await createSaleEvent(db, {
      types: {
        Early: { price: 1000, quantity: 10, salesStartAt: later },
        Gone: { price: 1000, quantity: 10, salesEndAt: new Date(Date.now() - 1000) },
        Old: { price: 1000, quantity: 10 },
      },
    });
    for (const name of ['Early', 'Gone'])
      expect(
        (await give(sale.eventId, { ticketTypeId: sale.types[name]!, quantity: 1 }, cookies.hostA)).statusCode,
      ).toBe(201);
    await db.update(ticketTypes).set({ archivedAt: new Date() }).where(eq(ticketTypes.id, sale.types.Old!));
    clearSaleEventCache();
    const archived = await give(sale.eventId, { ticketTypeId: sale.types.Old!, quantity: 1 }, cookies.hostA);
    expect(archived.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(archived)).toMatchObject({
      code: 'ticket_not_on_sale',
      message: expect.stringContaining('Old'),
    });
    const unknown = await give(sale.eventId, { ticketTypeId: 2_000_000_000, quantity: 1 }, cookies.hostA);
    expect(json<{ code: string }>(unknown).code).toBe('ticket_type_not_found');
    const options = json<TComplimentaryOptions>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}/complimentary` }, cookies.hostA),
    );
    expect(options.unavailable).toBeNull();
    expect(options.occurrences[0]!.ticketTypes.map((t) => t.name)).toEqual(['Early', 'Gone']);

    const tooMany = await give(sale.eventId, { ticketTypeId: sale.types.Early!, quantity: 51 }, cookies.hostA);
    expect(tooMany.statusCode).toBe(400);

    const past = await createSaleEvent(db, { startDate: new Date(Date.now() - 10 * 86_400_000) });
    const over = await give(past.eventId, { ticketTypeId: past.types.General!, quantity: 1 }, cookies.hostA);
    expect(json<{ code: string }>(over).code).toBe('occurrence_not_found');

    const draft = await createSaleEvent(db);
    await db.update(events).set({ status: 'draft' }).where(eq(events.id, draft.eventId));
    clearSaleEventCache();
    const refused = await give(draft.eventId, { ticketTypeId: draft.types.General!, quantity: 1 }, cookies.hostA);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string; message: string }>(refused).message).toMatch(/^Publish this event/);
    const draftOptions = json<TComplimentaryOptions>(
      await cast.send({ method: 'GET', url: `/api/host/events/${draft.eventId}/complimentary` }, cookies.hostA),
    );
    expect(draftOptions).toMatchObject({ unavailable: expect.stringMatching(/^Publish/), occurrences: [] });

    const external = await createSaleEvent(db, { paymentType: 'external' });
    const elsewhere = await give(
      external.eventId,
      { ticketTypeId: external.types.General!, quantity: 1 },
      cookies.hostA,
    );
    expect(json<{ code: string }>(elsewhere).code).toBe('event_not_on_sale');
  });

  it('chooses the date or show as checkout does', async () => {
    const { cookies, json, db } = cast;
    const shows = await createSaleEvent(db, {
      eventType: 'multiple-shows',
      types: { Seat: { price: 800, quantity: 5 } },
    });
    const noShow = await give(shows.eventId, { ticketTypeId: shows.types.Seat!, quantity: 1 }, cookies.hostA);
    expect(json<{ code: string }>(noShow).code).toBe('occurrence_not_found');
    const second = await give(
      shows.eventId,
      { ticketTypeId: shows.types.Seat!, quantity: 2, selectedShowTimeId: shows.showTimeIds[1] },
      cookies.hostA,
    );
    expect(second.statusCode, second.body).toBe(201);
    const row = await orderRow(json<THostOrder>(second).reference);
    const [occ] = await db.select().from(occurrences).where(eq(occurrences.id, row.occurrenceId));
    expect(occ!.occurrenceKey).toBe(`show:${shows.showTimeIds[1]}`);
    const options = json<TComplimentaryOptions>(
      await cast.send({ method: 'GET', url: `/api/host/events/${shows.eventId}/complimentary` }, cookies.hostA),
    );
    expect(options.eventType).toBe('multiple-shows');
    expect(options.occurrences.map((o) => [o.showTimeId, o.ticketTypes[0]!.placesLeft])).toEqual([
      [shows.showTimeIds[0], 5],
      [shows.showTimeIds[1], 3],
    ]);

    const weekly = await createSaleEvent(db, { eventType: 'recurring', types: { Entry: { price: 500, quantity: 5 } } });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(Date.now() + 3 * 86_400_000),
    );
    const dated = await give(
      weekly.eventId,
      { ticketTypeId: weekly.types.Entry!, quantity: 1, selectedDate: day },
      cookies.hostA,
    );
    expect(dated.statusCode, dated.body).toBe(201);
    const weeklyRow = await orderRow(json<THostOrder>(dated).reference);
    const [weeklyOcc] = await db.select().from(occurrences).where(eq(occurrences.id, weeklyRow.occurrenceId));
    expect(weeklyOcc!.occurrenceKey).toBe(day);
  });

  it('revokes guest tickets once: cancelled, tickets void, places back, the guest told; paid orders are not revocable', async () => {
    const { cookies, json, db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 2000, quantity: 5 } } });
    const email = `revoked.${Date.now()}@example.com`;
    const o = json<THostOrder>(
      await give(sale.eventId, { ticketTypeId: sale.types.VIP!, quantity: 4, email }, cookies.hostA),
    );
    expect(await soldOn(sale.eventId)).toBe(4);
    const res = await revoke(o.reference, cookies.manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<THostOrder>(res)).toMatchObject({ status: 'cancelled', revocable: false, source: 'complimentary' });
    const row = await orderRow(o.reference);
    expect(row).toMatchObject({ status: 'cancelled', statusReason: 'revoked_by_host' });
    const ts = await db.select().from(tickets).where(eq(tickets.orderId, row.id));
    expect(ts.every((t) => t.status === 'void')).toBe(true);
    expect(await soldOn(sale.eventId)).toBe(0);
    const mail = await lastMailTo(email);
    expect(mail?.subject).toMatch(/^Your guest tickets for .* were withdrawn$/);
    expect(mail?.text).toContain(`${vendorName} has withdrawn the complimentary tickets`);
    expect(mail?.text).toContain(o.reference);
    const mails = async () =>
      (
        await db
          .select()
          .from(devOutbox)
          .where(sql`lower(${devOutbox.to}) = ${email.toLowerCase()}`)
      ).length;
    const sent = await mails();

    const again = await revoke(o.reference, cookies.hostA);
    expect(again.statusCode).toBe(200);
    expect(json<THostOrder>(again).status).toBe('cancelled');
    await ctx.app.mail.idle();
    expect(await mails()).toBe(sent);
    expect(await soldOn(sale.eventId)).toBe(0);
    const history = await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row.id));
    expect(history.map((h) => h.toStatus)).toEqual(['reserved', 'cancelled']);

    // The places are sellable again.
    expect((await give(sale.eventId, { ticketTypeId: sale.types.VIP!, quantity: 4 }, cookies.hostA)).statusCode).toBe(
      201,
    );

    const sold = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const refused = await revoke(sold.reference, cookies.hostA);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string }>(refused).code).toBe('order_not_revocable');
  });

  it('shows guest tickets as Complimentary in orders, attendees and the CSV, admits them at the door, and adds no revenue', async () => {
    const { cookies, json, send, db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 2500, quantity: 20 } } });
    const paid = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const dashboard = async () =>
      json<THostDashboard>(await send({ method: 'GET', url: '/api/host/dashboard?days=30' }, cookies.hostA));
    const before = await dashboard();
    const ledgerBefore = await db.select().from(ledgerEntries).where(eq(ledgerEntries.eventId, sale.eventId));
    const o = json<THostOrder>(
      await give(sale.eventId, { ticketTypeId: sale.types.VIP!, quantity: 2, name: 'Kip Kororia' }, cookies.hostA),
    );
    const after = await dashboard();
    expect(after).toMatchObject({ gross: before.gross, net: before.net, fees: before.fees, refunds: before.refunds });
    expect(after.ticketsSold).toBe(before.ticketsSold + 2);
    expect(await db.select().from(ledgerEntries).where(eq(ledgerEntries.eventId, sale.eventId))).toEqual(ledgerBefore);

    const list = json<THostOrder[]>(
      await send({ method: 'GET', url: `/api/host/orders?eventId=${sale.eventId}` }, cookies.hostA),
    );
    expect(list.map((x) => [x.reference, x.source, x.revocable, x.refundable])).toEqual([
      [o.reference, 'complimentary', true, false],
      [paid.reference, 'checkout', false, true],
    ]);
    expect(list[0]!.issuedByName).toBeTruthy();
    expect(list[1]!.issuedByName).toBeNull();

    const page = json<THostAttendeePage>(
      await send({ method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}` }, cookies.hostA),
    );
    expect(page.items.map((i) => [i.orderReference, i.orderSource])).toEqual([
      [o.reference, 'complimentary'],
      [o.reference, 'complimentary'],
      [paid.reference, 'checkout'],
    ]);
    const csv = await send({ method: 'GET', url: `/api/host/attendees.csv?eventId=${sale.eventId}` }, cookies.hostA);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const header = lines[0]!.split(',');
    const col = header.indexOf('Source');
    expect(col).toBeGreaterThan(-1);
    const sources = lines.slice(1).map((l) => [l.split(',')[0], l.split(',')[col]]);
    expect(sources).toEqual(
      expect.arrayContaining([
        ['Kip Kororia', 'Complimentary'],
        ['Kip Kororia', 'Complimentary'],
        [paid.buyer.name, 'Checkout'],
      ]),
    );

    // At the door a guest ticket is a ticket; once revoked it is refused.
    const row = await orderRow(o.reference);
    const [ticket] = await db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, row.id)))
      .limit(1);
    const scan = await send(
      { method: 'POST', url: '/api/host/check-in', payload: { code: ticket!.code, eventId: sale.eventId } },
      cookies.manager,
    );
    expect(json<TCheckInResult>(scan).outcome).toBe('valid');
    await revoke(o.reference, cookies.hostA);
    const [other] = await db
      .select()
      .from(tickets)
      .where(and(eq(tickets.orderId, row.id), sql`${tickets.id} <> ${ticket!.id}`));
    const refused = await send(
      { method: 'POST', url: '/api/host/check-in', payload: { code: other!.code, eventId: sale.eventId } },
      cookies.manager,
    );
    expect(json<TCheckInResult>(refused).outcome).toBe('cancelled');
  });
});
