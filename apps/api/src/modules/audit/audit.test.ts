import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THostEvent, THostEventInput, TPromoCode } from '@tribe/contracts';
import { auditLog, orderStatusChanges, orders, refunds, tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { processCancellation } from '../host-area/cancellation.service.js';
import { hostAreaCast, type TestApp } from '../host-area/team.test-support.js';
import { recordAudit } from './audit.service.js';

describe.each(ENGINES)('the audit log on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  let managerId = 0;
  let ownerId = 0;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
    const me = await cast.send({ method: 'GET', url: '/api/auth/me' }, cast.cookies.manager);
    managerId = cast.json<{ id: number }>(me).id;
    ownerId = cast.json<{ id: number }>(await cast.send({ method: 'GET', url: '/api/auth/me' }, cast.cookies.hostA)).id;
  });
  afterAll(async () => ctx?.close());

  const rowsOf = (type: 'order' | 'event' | 'promo_code' | 'event_cancellation', id: number) =>
    cast.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, type), eq(auditLog.subjectId, String(id))))
      .orderBy(auditLog.id);
  const orderOf = async (reference: string) =>
    (await cast.db.select().from(orders).where(eq(orders.reference, reference)))[0]!;
  const lastStatusChange = async (orderId: number) =>
    (
      await cast.db
        .select()
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .orderBy(desc(orderStatusChanges.id))
        .limit(1)
    )[0]!;
  const byUser = (userId: number) => ({ actorKind: 'user', actorUserId: userId, actorAdminId: null });

  it('refuses to update or delete a row, whoever asks', async () => {
    await cast.db.transaction((tx) =>
      recordAudit(tx, {
        actor: { kind: 'system' },
        hostId: cast.hostAId,
        action: 'event.updated',
        subject: { type: 'event', id: 999_001 },
        details: { changed: {} },
      }),
    );
    const [row] = await rowsOf('event', 999_001);
    expect(row).toMatchObject({ actorKind: 'system', actorUserId: null, action: 'event.updated' });
    // The database's own refusal (SQLSTATE 55000), under the query error the driver wraps it in.
    const refused = async (query: Promise<unknown>) => {
      const err = (await query.then(
        () => null,
        (e: unknown) => e,
      )) as { message: string; cause?: { message?: string; code?: string } } | null;
      expect(err, 'the change was refused').not.toBeNull();
      expect(err!.cause?.message ?? err!.message).toMatch(/audit_log is append-only: (UPDATE|DELETE) refused/);
      expect(err!.cause?.code).toBe('55000');
    };
    await refused(cast.db.execute(sql`UPDATE audit_log SET action = 'order.refunded' WHERE id = ${row!.id}`));
    await refused(cast.db.execute(sql`DELETE FROM audit_log WHERE id = ${row!.id}`));
    await refused(cast.db.update(auditLog).set({ details: {} }));
    await refused(cast.db.delete(auditLog));
    expect(await rowsOf('event', 999_001)).toEqual([row]);
  });

  it('records a host refund once, naming the owner who asked (also on the refund and the order history)', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const paid = await cast.paidOrder(sale.eventId, sale.types.VIP!, 2);
    const refund = () =>
      cast.send({ method: 'POST', url: `/api/host/orders/${paid.reference}/refund` }, cast.cookies.hostA);
    expect((await refund()).statusCode).toBe(200);
    expect((await refund()).statusCode).toBe(200);
    const order = await orderOf(paid.reference);
    const rows = await rowsOf('order', order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...byUser(ownerId),
      hostId: cast.hostAId,
      action: 'order.refunded',
      details: { reference: paid.reference, amount: order.total, reason: 'host_refund' },
    });
    expect(rows[0]!.requestId).toBeTruthy();
    const [r] = await cast.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(r!.requestedByUserId).toBe(ownerId);
    expect(await lastStatusChange(order.id)).toMatchObject({ toStatus: 'refunded', actorUserId: ownerId });

    // Refused: an order that is not paid (a free reservation), and a manager or scanner without the right.
    const free = await createSaleEvent(cast.db, { types: { Free: { price: 0, quantity: 10 } } });
    const reserved = await cast.hold(free.eventId, free.types.Free!, 1);
    const no = await cast.send(
      { method: 'POST', url: `/api/host/orders/${reserved.reference}/refund` },
      cast.cookies.hostA,
    );
    expect(no.statusCode).toBe(409);
    const other = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const manager = await cast.send(
      { method: 'POST', url: `/api/host/orders/${other.reference}/refund` },
      cast.cookies.manager,
    );
    expect(manager.statusCode).toBe(403);
    const scanner = await cast.send(
      { method: 'POST', url: `/api/host/orders/${other.reference}/refund` },
      cast.cookies.scanner,
    );
    expect(scanner.statusCode).toBe(403);
    expect(await rowsOf('order', (await orderOf(reserved.reference)).id)).toEqual([]);
    expect(await rowsOf('order', (await orderOf(other.reference)).id)).toEqual([]);
  });

  it('records a revoke of guest tickets once, naming who revoked', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const given = await cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/complimentary`,
        payload: {
          ticketTypeId: sale.types.VIP!,
          quantity: 2,
          name: 'Achieng Otieno',
          email: 'guest.audit@example.com',
        },
      },
      cast.cookies.hostA,
      { 'idempotency-key': key() },
    );
    expect(given.statusCode, given.body).toBe(201);
    const { reference } = cast.json<{ reference: string }>(given);
    const revoke = () =>
      cast.send({ method: 'POST', url: `/api/host/orders/${reference}/revoke` }, cast.cookies.manager);
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(200);
    const order = await orderOf(reference);
    const rows = await rowsOf('order', order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ...byUser(managerId), action: 'tickets.revoked', details: { reference } });
    expect(await lastStatusChange(order.id)).toMatchObject({ toStatus: 'cancelled', actorUserId: managerId });
    // A paid order is not revocable: nothing recorded.
    const paid = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    expect(
      (await cast.send({ method: 'POST', url: `/api/host/orders/${paid.reference}/revoke` }, cast.cookies.manager))
        .statusCode,
    ).toBe(409);
    expect(await rowsOf('order', (await orderOf(paid.reference)).id)).toEqual([]);
  });

  const inDays = (n: number, time: string) => {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(Date.now() + n * 86_400_000),
    );
    return `${day}T${time}:00+03:00`;
  };
  const draft = (): THostEventInput => ({
    title: 'Audit Jazz Night',
    description: '<p>Live jazz.</p>',
    eventType: 'one-off',
    startDate: inDays(20, '19:00'),
    endDate: inDays(20, '23:00'),
    location: 'Alliance Française',
    town: 'nairobi',
    ticketTypes: [{ name: 'Regular', price: 1500, quantity: 100 }],
  });

  it('records an event created, each edit with what changed, and its publishing, naming who did each', async () => {
    const made = await cast.send({ method: 'POST', url: '/api/host/events', payload: draft() }, cast.cookies.manager);
    expect(made.statusCode, made.body).toBe(201);
    const e = cast.json<THostEvent>(made);
    const typeId = e.ticketTypes[0]!.id;
    const edit = (body: THostEventInput, cookie = cast.cookies.manager) =>
      cast.send({ method: 'PUT', url: `/api/host/events/${e.id}`, payload: body }, cookie);
    const edited = await edit({
      ...draft(),
      title: 'Audit Jazz Night, Live',
      description: '<p>Live jazz, all night.</p>',
      ticketTypes: [
        { id: typeId, name: 'Regular', price: 2000, quantity: 100 },
        { name: 'VIP', price: 5000, quantity: 10 },
      ],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // Refused: a scanner may not edit, and a capacity below zero is not a form.
    expect((await edit(draft(), cast.cookies.scanner)).statusCode).toBe(403);
    expect((await edit({ ...draft(), capacity: -1 })).statusCode).toBe(400);
    const publish = () => cast.send({ method: 'POST', url: `/api/host/events/${e.id}/publish` }, cast.cookies.hostA);
    expect((await publish()).statusCode).toBe(200);
    expect((await publish()).statusCode).toBe(200);

    const rows = await rowsOf('event', e.id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['event.created', managerId],
      ['event.updated', managerId],
      ['event.published', cast.hostAOwnerId],
    ]);
    const details = rows[1]!.details as {
      changed: Record<string, unknown>;
      ticketTypes: { added: unknown[]; removed: unknown[]; changed: Record<string, unknown> };
    };
    expect(details.changed).toEqual({
      title: { before: 'Audit Jazz Night', after: 'Audit Jazz Night, Live' },
      description: null,
    });
    expect(details.ticketTypes.added).toEqual([expect.objectContaining({ name: 'VIP', price: 5000 })]);
    expect(details.ticketTypes.removed).toEqual([]);
    expect(details.ticketTypes.changed).toEqual({ [typeId]: { price: { before: 1500, after: 2000 } } });
    expect(rows[2]!.details).toEqual({ changed: { status: { before: 'draft', after: 'live' } } });

    // Publishing refused for want of a date and place: nothing recorded.
    const bare = cast.json<THostEvent>(
      await cast.send(
        { method: 'POST', url: '/api/host/events', payload: { title: 'Bare', eventType: 'one-off', ticketTypes: [] } },
        cast.cookies.hostA,
      ),
    );
    expect(
      (await cast.send({ method: 'POST', url: `/api/host/events/${bare.id}/publish` }, cast.cookies.hostA)).statusCode,
    ).toBe(409);
    expect((await rowsOf('event', bare.id)).map((r) => r.action)).toEqual(['event.created']);
  });

  it('records promo codes created, edited (before and after) and deleted; a refused one records nothing', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 50 } } });
    const url = (id?: number) => `/api/host/events/${sale.eventId}/promo-codes${id === undefined ? '' : `/${id}`}`;
    const body = { code: 'AUDIT10', discountType: 'percent', discountValue: 10 };
    const made = await cast.send({ method: 'POST', url: url(), payload: body }, cast.cookies.manager);
    expect(made.statusCode, made.body).toBe(201);
    const code = cast.json<TPromoCode>(made);
    const taken = await cast.send(
      { method: 'POST', url: url(), payload: { ...body, code: 'audit10' } },
      cast.cookies.manager,
    );
    expect(taken.statusCode).toBe(409);
    const saved = await cast.send(
      { method: 'PUT', url: url(code.id), payload: { ...body, discountValue: 15, maxUses: 20 } },
      cast.cookies.hostA,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await cast.send({ method: 'DELETE', url: url(code.id) }, cast.cookies.manager)).statusCode).toBe(200);

    const rows = await rowsOf('promo_code', code.id);
    expect(rows.map((r) => [r.action, r.actorUserId])).toEqual([
      ['promo_code.created', managerId],
      ['promo_code.updated', cast.hostAOwnerId],
      ['promo_code.deleted', managerId],
    ]);
    expect(rows[0]!.details).toMatchObject({ eventId: sale.eventId, code: 'AUDIT10', discountValue: 10 });
    expect(rows[1]!.details).toEqual({
      eventId: sale.eventId,
      changed: { discountValue: { before: 10, after: 15 }, maxUses: { before: null, after: 20 } },
    });
    const all = await cast.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'promo_code.created'), sql`${auditLog.details}->>'eventId' = ${String(sale.eventId)}`),
      );
    expect(all).toHaveLength(1);
  });

  it('records an event cancelled once, naming the owner, whose name the refunds and order histories carry', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const paid = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1);
    const cancel = (cookie: string) =>
      cast.send({ method: 'POST', url: `/api/host/events/${sale.eventId}/cancellations`, payload: {} }, cookie);
    expect((await cancel(cast.cookies.manager)).statusCode).toBe(403);
    expect(await rowsOf('event', sale.eventId)).toEqual([]);
    const started = await cancel(cast.cookies.hostA);
    expect(started.statusCode, started.body).toBe(202);
    expect((await cancel(cast.cookies.hostA)).statusCode).toBe(202);
    const rows = await rowsOf('event', sale.eventId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...byUser(cast.hostAOwnerId),
      action: 'event.cancelled',
      details: { changed: { status: { before: 'live', after: 'cancelled' } }, orders: 1 },
    });

    await processCancellation(ctx.app, cast.json<{ id: number }>(started).id);
    const order = await orderOf(paid.reference);
    const [r] = await cast.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(r).toMatchObject({ reason: 'event_cancelled', requestedByUserId: cast.hostAOwnerId });
    expect(await lastStatusChange(order.id)).toMatchObject({ toStatus: 'refunded', actorUserId: cast.hostAOwnerId });
    const voided = await cast.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    expect(voided.every((t) => t.status === 'void')).toBe(true);
  });
});
