import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THostAttendeePage, THostOrder } from '@tribe/contracts';
import {
  buyerLimits,
  inventory,
  ledgerEntries,
  occurrences,
  orderStatusChanges,
  orders,
  refunds,
  tickets,
} from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { processRefund } from '../checkout/order-payments.service.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';

/** RFC 4180 rows (quoted cells, doubled quotes, CRLF), enough to read our own export back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endCell();
    else if (c === '\r' && text[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i++;
    } else cell += c;
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

describe.each(ENGINES)('host attendees, orders and refunds on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());
  const jobs = () => ctx.app.jobs as RecordingJobQueue;

  it('answers every new host route for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 50 } } });
    const order = await cast.paidOrder(sale.eventId, sale.types.VIP!, 2);
    const other = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const invited = json<{ id: number }>(
      await send(
        {
          method: 'POST',
          url: '/api/host/team/invitations',
          payload: { email: `m${Date.now()}@example.com`, role: 'manager' },
        },
        cookies.hostA,
      ),
    );
    const E = sale.eventId;
    type Row = {
      method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
      url: string;
      body?: unknown;
      ok: number;
      perm: 'attendees' | 'refunds' | 'team' | 'checkIn' | 'join';
      ofA: boolean;
    };
    const routes: Row[] = [
      { method: 'GET', url: `/api/host/attendees?eventId=${E}`, ok: 200, perm: 'attendees', ofA: true },
      { method: 'GET', url: '/api/host/attendees?q=a&page=1', ok: 200, perm: 'attendees', ofA: false },
      { method: 'GET', url: `/api/host/attendees.csv?eventId=${E}`, ok: 200, perm: 'attendees', ofA: true },
      { method: 'GET', url: `/api/host/orders?eventId=${E}`, ok: 200, perm: 'attendees', ofA: true },
      { method: 'POST', url: `/api/host/orders/${order.reference}/resend`, ok: 202, perm: 'attendees', ofA: true },
      { method: 'POST', url: `/api/host/orders/${other.reference}/refund`, ok: 200, perm: 'refunds', ofA: true },
      { method: 'GET', url: '/api/host/team', ok: 200, perm: 'team', ofA: false },
      {
        method: 'POST',
        url: '/api/host/team/invitations',
        body: { email: 'door.volunteer@example.com', role: 'scanner', eventIds: [] },
        ok: 201,
        perm: 'team',
        ofA: false,
      },
      {
        method: 'PATCH',
        url: `/api/host/team/${invited.id}`,
        body: { role: 'scanner', eventIds: [E] },
        ok: 200,
        perm: 'team',
        ofA: true,
      },
      { method: 'DELETE', url: `/api/host/team/${invited.id}`, ok: 204, perm: 'team', ofA: true },
      {
        method: 'POST',
        url: '/api/host/team/join',
        body: { token: 'x'.repeat(32) },
        ok: 404,
        perm: 'join',
        ofA: false,
      },
      {
        method: 'POST',
        url: '/api/host/check-in',
        body: { payload: order.tickets[0]!.qrPayload, eventId: E },
        ok: 200,
        perm: 'checkIn',
        ofA: true,
      },
      { method: 'GET', url: '/api/host/check-in/events', ok: 200, perm: 'checkIn', ofA: false },
      { method: 'GET', url: `/api/host/check-in/events/${E}/offline`, ok: 200, perm: 'checkIn', ofA: true },
      {
        method: 'POST',
        url: '/api/host/check-in/sync',
        body: {
          eventId: E,
          scans: [{ payload: order.tickets[1]!.qrPayload, scannedAt: new Date().toISOString(), deviceId: 'door-2' }],
        },
        ok: 200,
        perm: 'checkIn',
        ofA: true,
      },
    ];
    const roles = { manager: ['attendees', 'checkIn', 'join'], scanner: ['checkIn', 'join'] } as const;
    const who = { visitor: undefined, ...cookies };
    let cells = 0;
    for (const r of routes) {
      for (const name of ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'] as const) {
        const res = await send({ method: r.method, url: r.url, ...(r.body ? { payload: r.body } : {}) }, who[name]);
        let want: number;
        if (name === 'visitor') want = 401;
        else if (r.perm === 'join') want = r.ok;
        else if (name === 'attendee') want = 403;
        else if (name === 'hostB') want = r.ofA ? 404 : r.ok;
        else if (name === 'manager' || name === 'scanner')
          want = (roles[name] as readonly string[]).includes(r.perm) ? (r.method === 'DELETE' ? 404 : r.ok) : 403;
        else want = r.ok;
        // The member row is gone once host A removed it: a later PATCH/DELETE by anyone allowed is 404.
        expect(res.statusCode, `${name} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(want);
        if (res.statusCode === 401 || res.statusCode === 403)
          expect(json<{ code: string }>(res).code).toBe(res.statusCode === 401 ? 'unauthorized' : 'forbidden');
        cells++;
      }
    }
    expect(cells).toBe(routes.length * 6);
  });

  it('lists attendees across events with search and filters, showing only the code’s last 6 characters', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 1000, quantity: 20 } } });
    const o = await cast.paidOrder(sale.eventId, sale.types.Regular!, 3);
    const page = json<THostAttendeePage>(
      await send({ method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}` }, cookies.manager),
    );
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      ticketTypeName: 'Regular',
      orderReference: o.reference,
      orderStatus: 'paid',
      ticketStatus: 'valid',
      eventId: sale.eventId,
      checkedInAt: null,
      checkedInByName: null,
    });
    expect(page.items.map((i) => i.code)).toEqual(o.tickets.map((t) => t.code.slice(-6)));
    expect(JSON.stringify(page)).not.toContain(o.buyer.phone!);
    await send(
      {
        method: 'POST',
        url: '/api/host/check-in',
        payload: { payload: o.tickets[0]!.qrPayload, eventId: sale.eventId },
      },
      cookies.scanner,
    );
    const checked = json<THostAttendeePage>(
      await send({ method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}&checkedIn=true` }, cookies.hostA),
    );
    expect(checked.items).toHaveLength(1);
    expect(checked.items[0]!.checkedInByName).toBe('Scanner Ouma');
    const byRef = json<THostAttendeePage>(
      await send({ method: 'GET', url: `/api/host/attendees?q=${o.reference.toLowerCase()}` }, cookies.hostA),
    );
    expect(byRef.total).toBe(3);
    const byType = (id: number) =>
      send({ method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}&ticketTypeId=${id}` }, cookies.hostA);
    expect(json<THostAttendeePage>(await byType(sale.types.Regular!)).total).toBe(3);
    expect(json<THostAttendeePage>(await byType(sale.types.Regular! + 100_000)).total).toBe(0);
    const elsewhere = await send({ method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}` }, cookies.hostB);
    expect(elsewhere.statusCode).toBe(404);
  });

  it('finds a ticket by its whole code or exactly its shown 6-character end, never by another part of it', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 1000, quantity: 20 } } });
    const o = await cast.paidOrder(sale.eventId, sale.types.Regular!, 2);
    const code = o.tickets[0]!.code;
    const search = async (q: string) =>
      json<THostAttendeePage>(
        await send(
          { method: 'GET', url: `/api/host/attendees?eventId=${sale.eventId}&q=${encodeURIComponent(q)}` },
          cookies.manager,
        ),
      ).items.map((i) => i.ticketId);
    const [found] = await search(code);
    expect(found).toBeDefined();
    expect(await search(code)).toEqual([found]);
    expect(await search(code.toLowerCase())).toEqual([found]);
    expect(await search(code.slice(-6))).toEqual([found]);
    expect(await search(code.slice(-6).toLowerCase())).toEqual([found]);
    // A 7-character ending, a 5-character one, the start and a middle part find nothing by code.
    expect(await search(code.slice(-7))).toEqual([]);
    expect(await search(code.slice(-5))).toEqual([]);
    expect(await search(code.slice(0, 8))).toEqual([]);
    expect(await search(code.slice(6, 18))).toEqual([]);
    expect(await search(code.slice(0, -1))).toEqual([]);
    // Names and references keep their substring match.
    expect((await search(o.reference.slice(3, 7))).length).toBe(2);
  });

  it('exports CSV with names, emails and check-in, never phone numbers, and escapes formula cells', async () => {
    const { send, cookies } = cast;
    const sale = await createSaleEvent(cast.db, { types: { '=HYPERLINK("http://x")': { price: 0, quantity: 20 } } });
    const evil = { name: '=cmd|" /C calc"!A0', email: 'evil@example.com', phone: '+254712000111' };
    const o = await cast.hold(sale.eventId, sale.types['=HYPERLINK("http://x")']!, 1, { buyer: evil });
    await cast.db
      .update(tickets)
      .set({ attendeeName: '+SUM(1,2)', attendeeEmail: '@evil@example.com' })
      .where(
        eq(tickets.orderId, (await cast.db.select().from(orders).where(eq(orders.reference, o.reference)))[0]!.id),
      );
    const more = await cast.hold(sale.eventId, sale.types['=HYPERLINK("http://x")']!, 1, {
      buyer: { name: '-2+3', email: 'tab@example.com', phone: '+254712000222' },
    });
    const res = await send({ method: 'GET', url: `/api/host/attendees.csv?eventId=${sale.eventId}` }, cookies.hostA);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.body).not.toContain('712000111');
    expect(res.body).not.toContain('712000222');
    expect(res.body.toLowerCase()).not.toContain('phone');
    const rows = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    expect(rows[0]).toEqual(
      expect.arrayContaining(['Attendee name', 'Attendee email', 'Ticket type', 'Checked in at']),
    );
    const body = rows.slice(1);
    expect(body).toHaveLength(2);
    for (const row of body) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    const names = body.map((r) => r[0]);
    expect(names).toContain("'+SUM(1,2)");
    expect(names).toContain("'-2+3");
    expect(body.map((r) => r[1])).toContain("'@evil@example.com");
    expect(body[0]![2]).toBe(`'=HYPERLINK("http://x")`);
    expect(body.map((r) => r[4])).toEqual(expect.arrayContaining([o.reference, more.reference]));
  });

  it('lets the host refund a paid order in full: ledger, void tickets, places back, a provider refund job, once', async () => {
    const { send, cookies, json, db } = cast;
    const sale = await createSaleEvent(db, { types: { VIP: { price: 2500, quantity: 10 } }, capacity: 20 });
    const o = await cast.paidOrder(sale.eventId, sale.types.VIP!, 2);
    const [row] = await db.select().from(orders).where(eq(orders.reference, o.reference));
    const before = jobs().sent.length;
    // A manager may not send the host's money back (issue 24): refused in words, nothing written.
    const manager = await send({ method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, cookies.manager);
    expect(manager.statusCode).toBe(403);
    expect(json<{ code: string }>(manager).code).toBe('forbidden');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, row!.id))).toEqual([]);
    const res = await send({ method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, cookies.hostA);
    expect(res.statusCode, res.body).toBe(200);
    expect(json<THostOrder>(res)).toMatchObject({
      reference: o.reference,
      status: 'refunded',
      refundable: false,
      total: o.total,
    });
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, row!.id));
    expect(refund).toMatchObject({
      reason: 'host_refund',
      amount: o.total,
      status: 'pending',
      providerFeeAbsorbedBy: 'host',
    });
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, row!.id));
    expect(ledger.find((l) => l.kind === 'refund')).toMatchObject({ amount: -o.total, refundId: refund!.id });
    // sale + total, fee − service fee, refund − total: the host carries the fee of their own refund.
    expect(ledger.reduce((s, l) => s + l.amount, 0)).toBe(ledger.find((l) => l.kind === 'fee')?.amount ?? 0);
    const ts = await db.select().from(tickets).where(eq(tickets.orderId, row!.id));
    expect(ts.map((t) => t.status)).toEqual(['void', 'void']);
    const [occ] = await db.select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    expect(occ!.sold).toBe(0);
    const [inv] = await db.select().from(inventory).where(eq(inventory.ticketTypeId, sale.types.VIP!));
    expect(inv!.sold).toBe(0);
    const limits = await db.select().from(buyerLimits).where(eq(buyerLimits.eventId, sale.eventId));
    expect(limits.every((l) => l.tickets === 0)).toBe(true);
    const history = await db.select().from(orderStatusChanges).where(eq(orderStatusChanges.orderId, row!.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: 'paid', toStatus: 'refunded', reason: 'host_refund' });
    const queued = jobs()
      .sent.slice(before)
      .filter((j) => j.name === JOB.processRefund);
    expect(queued).toEqual([expect.objectContaining({ data: { refundId: refund!.id } })]);

    // Twice: the same refunded order, no second refund or ledger row.
    const again = await send({ method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, cookies.hostA);
    expect(again.statusCode).toBe(200);
    expect(json<THostOrder>(again).status).toBe('refunded');
    expect(await db.select().from(refunds).where(eq(refunds.orderId, row!.id))).toHaveLength(1);
    expect(
      await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, row!.id), eq(ledgerEntries.kind, 'refund'))),
    ).toHaveLength(1);

    // The provider is asked once and the refund is processed.
    await processRefund(ctx.app, refund!.id);
    const [done] = await db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(done!.status).toBe('processed');

    // A free reservation has no money to refund; another host's order does not exist for B.
    const free = await createSaleEvent(db, { types: { Free: { price: 0, quantity: 10 } } });
    const r = await cast.hold(free.eventId, free.types.Free!, 1);
    const refused = await send({ method: 'POST', url: `/api/host/orders/${r.reference}/refund` }, cookies.hostA);
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string }>(refused).code).toBe('order_not_refundable');
    const hidden = await send({ method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, cookies.hostB);
    expect(hidden.statusCode).toBe(404);
    expect(json<{ code: string }>(hidden).code).toBe('order_not_found');
  });

  it('resends the tickets to the address on the order through the confirmation job', async () => {
    const { send, cookies, json } = cast;
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const before = jobs().sent.length;
    const res = await send({ method: 'POST', url: `/api/host/orders/${o.reference}/resend` }, cookies.hostA);
    expect(res.statusCode).toBe(202);
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, o.reference));
    expect(jobs().sent.slice(before)).toEqual([
      expect.objectContaining({ name: JOB.orderConfirmation, data: { orderId: row!.id } }),
    ]);
    const list = json<THostOrder[]>(
      await send({ method: 'GET', url: `/api/host/orders?eventId=${sale.eventId}` }, cookies.hostA),
    );
    expect(list).toEqual([
      expect.objectContaining({ reference: o.reference, tickets: 1, status: 'paid', refundable: true }),
    ]);
  });
});
