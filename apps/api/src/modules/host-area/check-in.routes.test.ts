import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCheckInEvent, TCheckInOfflineBundle, TCheckInResult, TCheckInSyncResult } from '@tribe/contracts';
import { checkInScans, events, orders, tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';

describe.each(ENGINES)('door check-in on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());

  const scan = async (body: Record<string, unknown>, cookie = cast.cookies.scanner) => {
    const res = await cast.send({ method: 'POST', url: '/api/host/check-in', payload: body }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<TCheckInResult>(res);
  };

  it('says valid, already checked in (when, by whom), wrong event, wrong date, refunded, cancelled, forged, not found', async () => {
    const sale = await createSaleEvent(cast.db, {
      eventType: 'multiple-shows',
      types: { VIP: { price: 1500, quantity: 50 } },
    });
    const [first, second] = sale.showTimeIds;
    const o = await cast.paidOrder(sale.eventId, sale.types.VIP!, 3, { selectedShowTimeId: first });
    const [t1, t2, t3] = o.tickets;
    const E = sale.eventId;
    const valid = await scan({ payload: t1!.qrPayload, eventId: E, occurrenceKey: `show:${first}` });
    expect(valid).toMatchObject({
      outcome: 'valid',
      ticket: { code: t1!.code.slice(-6), ticketTypeName: 'VIP' },
      checkedInBy: 'Scanner Ouma',
    });
    const twice = await scan({ code: t1!.code, eventId: E }, cast.cookies.manager);
    expect(twice).toMatchObject({
      outcome: 'already_checked_in',
      checkedInAt: valid.checkedInAt,
      checkedInBy: 'Scanner Ouma',
    });
    expect((await scan({ payload: t2!.qrPayload, eventId: E, occurrenceKey: `show:${second}` })).outcome).toBe(
      'wrong_date',
    );
    const elsewhere = await createSaleEvent(cast.db);
    expect((await scan({ code: t2!.code, eventId: elsewhere.eventId }, cast.cookies.manager)).outcome).toBe(
      'wrong_event',
    );
    const forged = t2!.qrPayload.slice(0, -2) + (t2!.qrPayload.endsWith('AA') ? 'BB' : 'AA');
    expect(await scan({ payload: forged, eventId: E })).toEqual({ outcome: 'forged' });
    expect(await scan({ payload: 'T1.madeup.1.2.xyz', eventId: E })).toEqual({ outcome: 'forged' });
    expect(await scan({ code: 'NoSuchTicketCode1234', eventId: E }, cast.cookies.hostA)).toEqual({
      outcome: 'not_found',
    });
    const free = await createSaleEvent(cast.db, { types: { Free: { price: 0, quantity: 10 } } });
    const r = await cast.hold(free.eventId, free.types.Free!, 1);
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, r.reference));
    await cast.send({ method: 'POST', url: `/api/orders/${row!.publicToken}/cancel` });
    expect((await scan({ payload: r.tickets[0]!.qrPayload, eventId: free.eventId })).outcome).toBe('cancelled');
    await cast.send({ method: 'POST', url: `/api/host/orders/${o.reference}/refund` }, cast.cookies.hostA);
    expect((await scan({ payload: t3!.qrPayload, eventId: E })).outcome).toBe('refunded');
    const recorded = await cast.db.select().from(checkInScans).where(eq(checkInScans.eventId, E));
    expect(recorded.map((s) => s.outcome)).toEqual(['valid', 'already_checked_in', 'wrong_date', 'refunded']);
  });

  it('takes a typed code from an owner or a manager only; a scanner is told to scan the QR code', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 3);
    const [a, b, c] = o.tickets;
    const refused = await cast.send(
      { method: 'POST', url: '/api/host/check-in', payload: { code: a!.code, eventId: sale.eventId } },
      cast.cookies.scanner,
    );
    expect(refused.statusCode).toBe(403);
    expect(cast.json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'forbidden',
      message: 'Scan the QR code; typed codes need a manager.',
    });
    const [untouched] = await cast.db.select().from(tickets).where(eq(tickets.code, a!.code));
    expect(untouched!.checkedInAt).toBeNull();
    expect((await scan({ payload: a!.qrPayload, eventId: sale.eventId })).outcome).toBe('valid');
    expect((await scan({ code: b!.code, eventId: sale.eventId }, cast.cookies.manager)).outcome).toBe('valid');
    expect((await scan({ code: c!.code, eventId: sale.eventId }, cast.cookies.hostA)).outcome).toBe('valid');
  });

  it('lists the events at the door by their next date, not the date their run began', async () => {
    const day = 86_400_000;
    const later = await createSaleEvent(cast.db, { startDate: new Date(Date.now() + 20 * day) });
    const sooner = await createSaleEvent(cast.db, { startDate: new Date(Date.now() + 5 * day) });
    await cast.paidOrder(later.eventId, later.types.General!, 1);
    await cast.paidOrder(sooner.eventId, sooner.types.General!, 1);
    // A recurring event's run began long ago; its next date is still the later one.
    await cast.db
      .update(events)
      .set({ startDate: new Date(Date.now() - 30 * day) })
      .where(eq(events.id, later.eventId));
    const listed = cast
      .json<TCheckInEvent[]>(await cast.send({ method: 'GET', url: '/api/host/check-in/events' }, cast.cookies.hostA))
      .map((e) => e.id)
      .filter((id) => id === later.eventId || id === sooner.eventId);
    expect(listed).toEqual([sooner.eventId, later.eventId]);
  });

  it('lets exactly one of five doors scanning one ticket at once admit it', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const doors = [
      cast.cookies.scanner,
      cast.cookies.manager,
      cast.cookies.hostA,
      cast.cookies.scanner,
      cast.cookies.manager,
    ];
    const results = await Promise.all(
      doors.map((c) => scan({ payload: o.tickets[0]!.qrPayload, eventId: sale.eventId }, c)),
    );
    expect(results.filter((r) => r.outcome === 'valid')).toHaveLength(1);
    expect(results.filter((r) => r.outcome === 'already_checked_in')).toHaveLength(4);
    const when = results.find((r) => r.outcome === 'valid')!.checkedInAt;
    for (const r of results) expect(r.checkedInAt).toBe(when);
  });

  it('keeps a limited scanner to their events, and gives a door hashed codes, types, names and state offline, never a code', async () => {
    const mine = await createSaleEvent(cast.db);
    const notMine = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(mine.eventId, mine.types.General!, 2);
    await cast.limitScanner([mine.eventId]);
    try {
      const events = cast.json<TCheckInEvent[]>(
        await cast.send({ method: 'GET', url: '/api/host/check-in/events' }, cast.cookies.scanner),
      );
      expect(events.map((e) => e.id)).toEqual([mine.eventId]);
      expect(events[0]).toMatchObject({ ticketsTotal: 2, checkedIn: 0 });
      const refused = await cast.send(
        {
          method: 'POST',
          url: '/api/host/check-in',
          payload: { payload: o.tickets[0]!.qrPayload, eventId: notMine.eventId },
        },
        cast.cookies.scanner,
      );
      expect(refused.statusCode).toBe(403);
      expect(
        (
          await cast.send(
            { method: 'GET', url: `/api/host/check-in/events/${notMine.eventId}/offline` },
            cast.cookies.scanner,
          )
        ).statusCode,
      ).toBe(403);
      const res = await cast.send(
        { method: 'GET', url: `/api/host/check-in/events/${mine.eventId}/offline` },
        cast.cookies.scanner,
      );
      expect(res.statusCode).toBe(200);
      const bundle = cast.json<TCheckInOfflineBundle>(res);
      expect(bundle.publicKey).toContain('BEGIN PUBLIC KEY');
      expect(bundle.version).toBe(2);
      const sha256 = (code: string) => createHash('sha256').update(code).digest('hex');
      expect(bundle.tickets.map((t) => [t.codeHash, t.shownCode]).sort()).toEqual(
        o.tickets.map((t) => [sha256(t.code), t.code.slice(-6)]).sort(),
      );
      expect(Object.keys(bundle.tickets[0]!).sort()).toEqual(
        ['checkedInAt', 'codeHash', 'shownCode', 'holderName', 'occurrenceId', 'status', 'ticketTypeName'].sort(),
      );
      // No code in any form a door could type or turn into a QR code.
      for (const t of o.tickets) {
        expect(res.body).not.toContain(t.code);
        expect(res.body).not.toContain(t.code.slice(0, 12));
      }
      expect(res.body).not.toContain(o.buyer.email);
      expect(res.body).not.toContain(o.buyer.phone!);
      expect(res.body).not.toContain(o.reference);
      expect(bundle.wipeAfter).not.toBeNull();
    } finally {
      await cast.limitScanner([]);
    }
  });

  it('syncs offline check-ins: the earliest counts, a second door is flagged duplicate and recorded, a retry answers the same', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const [a, b] = o.tickets;
    const t0 = Date.now() - 10 * 60_000;
    const at = (min: number) => new Date(t0 + min * 60_000).toISOString();
    const forged = a!.qrPayload.slice(0, -2) + (a!.qrPayload.endsWith('AA') ? 'BB' : 'AA');
    const body = {
      eventId: sale.eventId,
      scans: [
        { payload: a!.qrPayload, scannedAt: at(3), deviceId: 'door-east' },
        { payload: a!.qrPayload, scannedAt: at(1), deviceId: 'door-west' },
        { payload: b!.qrPayload, scannedAt: at(2), deviceId: 'door-west' },
        { payload: forged, scannedAt: at(2), deviceId: 'door-west' },
      ],
    };
    const sync = async () => {
      const res = await cast.send(
        { method: 'POST', url: '/api/host/check-in/sync', payload: body },
        cast.cookies.scanner,
      );
      expect(res.statusCode, res.body).toBe(200);
      return cast.json<TCheckInSyncResult>(res).results;
    };
    const first = await sync();
    expect(first).toEqual([
      { code: a!.code.slice(-6), outcome: 'duplicate', firstCheckedInAt: at(1) },
      { code: a!.code.slice(-6), outcome: 'valid', firstCheckedInAt: at(1) },
      { code: b!.code.slice(-6), outcome: 'valid', firstCheckedInAt: at(2) },
      { code: '', outcome: 'forged', firstCheckedInAt: null },
    ]);
    expect(await sync()).toEqual(first);
    const [ta] = await cast.db.select().from(tickets).where(eq(tickets.code, a!.code));
    expect(ta!.checkedInAt!.toISOString()).toBe(at(1));
    const scans = await cast.db.select().from(checkInScans).where(eq(checkInScans.ticketId, ta!.id));
    expect(scans.map((s) => [s.deviceId, s.outcome, s.offline]).sort()).toEqual([
      ['door-east', 'duplicate', true],
      ['door-west', 'valid', true],
    ]);
    // Online after offline: already checked in, at the offline time.
    const online = await scan({ payload: a!.qrPayload, eventId: sale.eventId });
    expect(online).toMatchObject({ outcome: 'already_checked_in', checkedInAt: at(1) });
  });

  it('applies a synced bare code from a manager but not from a scanner', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const [a, b] = o.tickets;
    const at = new Date(Date.now() - 60_000).toISOString();
    const sync = async (code: string, cookie: string) => {
      const res = await cast.send(
        {
          method: 'POST',
          url: '/api/host/check-in/sync',
          payload: { eventId: sale.eventId, scans: [{ code, scannedAt: at, deviceId: 'old-door' }] },
        },
        cookie,
      );
      expect(res.statusCode, res.body).toBe(200);
      return cast.json<TCheckInSyncResult>(res).results;
    };
    expect(await sync(a!.code, cast.cookies.scanner)).toEqual([
      { code: a!.code.slice(-6), outcome: 'unsigned', firstCheckedInAt: null },
    ]);
    expect(await sync(b!.code, cast.cookies.manager)).toEqual([
      { code: b!.code.slice(-6), outcome: 'valid', firstCheckedInAt: at },
    ]);
    const rows = await cast.db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, (await orderId(o.reference))!));
    expect(rows.find((t) => t.code === a!.code)!.checkedInAt).toBeNull();
    expect(rows.find((t) => t.code === b!.code)!.checkedInAt!.toISOString()).toBe(at);
  });

  const orderId = async (reference: string) =>
    (await cast.db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference)))[0]?.id;
});
