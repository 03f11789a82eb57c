import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminReport, TAdminReportPage } from '@tribe/contracts';
import { auditLog, eventReports, events } from '../../db/schema/index.js';
import { DEVICE_COOKIE } from '../../plugins/device.js';
import { ENGINES } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { REPORT_THROTTLES } from '../events/event-reports.service.js';
import { useAdminCast } from './admin.test-support.js';

/**
 * "Report this event" (docs/admin.md "Reports"): a visitor's report lands in the admin's queue
 * with the event's details; reports are throttled per device and per address; an admin closes
 * one with a note, audited.
 */
describe.each(ENGINES)('event reports (%s)', (engine) => {
  const { ctx, cast, admin } = useAdminCast(engine);

  let addr = 0;
  const report = (eventKey: string | number, body: object, opts: { address?: string; device?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/events/${eventKey}/reports`,
      payload: body,
      remoteAddress: opts.address ?? `10.91.0.${++addr}`,
      ...(opts.device ? { headers: { cookie: opts.device } } : {}),
    });
  const deviceOf = (res: { cookies: { name: string; value: string }[] }) => {
    const c = res.cookies.find((x) => x.name === DEVICE_COOKIE)!;
    return `${DEVICE_COOKIE}=${c.value}`;
  };
  const queue = async (q = 'status=open&limit=100') =>
    cast.json<TAdminReportPage>(await cast.send({ method: 'GET', url: `/api/admin/reports?${q}` }, admin.cookie));

  it('takes a report of a public event and shows it in the queue with the event’s details', async () => {
    const sale = await createSaleEvent(cast.db);
    const res = await report(sale.externalId, {
      reason: 'fraud',
      details: 'The venue says there is no such event',
      email: 'Wanjiku@Example.com',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await cast.db.select().from(eventReports).where(eq(eventReports.eventId, sale.eventId));
    expect(row).toMatchObject({ reason: 'fraud', reporterEmail: 'wanjiku@example.com', status: 'open' });
    // Only keyed hashes of who sent it.
    expect(row!.addressHash).not.toContain('10.91');
    expect(row!.deviceHash).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const item = (await queue()).items.find((r) => r.event.id === sale.eventId)!;
    expect(item).toMatchObject({
      reason: 'fraud',
      details: 'The venue says there is no such event',
      openForEvent: 1,
      event: { id: sale.eventId, title: `Sale test ${sale.externalId}`, status: 'live', openReports: 1 },
    });
  });

  it('refuses a draft, an unknown event and a reason not on the list', async () => {
    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ status: 'draft' }).where(eq(events.id, sale.eventId));
    expect((await report(sale.eventId, { reason: 'fraud' })).statusCode).toBe(404);
    expect((await report('no-such-event-here', { reason: 'fraud' })).statusCode).toBe(404);
    const bad = await report(26, { reason: 'boring' });
    expect(bad.statusCode).toBe(400);
    const badEmail = await report(26, { reason: 'other', email: 'not-an-email' });
    expect(badEmail.statusCode).toBe(400);
  });

  it('throttles one device however many addresses it uses, and one address however many devices', async () => {
    const sale = await createSaleEvent(cast.db);
    const first = await report(sale.eventId, { reason: 'other' });
    expect(first.statusCode).toBe(201);
    const device = deviceOf(first);
    for (let i = 1; i < REPORT_THROTTLES.device.limit; i++)
      expect((await report(sale.eventId, { reason: 'other' }, { device })).statusCode).toBe(201);
    const over = await report(sale.eventId, { reason: 'other' }, { device });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const address = '10.92.1.1';
    for (let i = 0; i < REPORT_THROTTLES.address.limit; i++)
      expect((await report(sale.eventId, { reason: 'other' }, { address })).statusCode).toBe(201);
    expect((await report(sale.eventId, { reason: 'other' }, { address })).statusCode).toBe(429);
  });

  it('closes a report with a note, audited; a closed report cannot be closed again', async () => {
    const sale = await createSaleEvent(cast.db);
    await report(sale.eventId, { reason: 'wrong_details', details: 'Wrong venue' });
    const open = (await queue()).items.find((r) => r.event.id === sale.eventId)!;
    const res = await cast.send(
      {
        method: 'POST',
        url: `/api/admin/reports/${open.id}/resolve`,
        payload: { outcome: 'dismissed', note: 'Host confirmed the venue' },
      },
      admin.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<TAdminReport>(res)).toMatchObject({
      status: 'dismissed',
      resolutionNote: 'Host confirmed the venue',
    });
    expect((await queue()).items.find((r) => r.id === open.id)).toBeUndefined();
    expect((await queue('status=dismissed&limit=100')).items.map((r) => r.id)).toContain(open.id);
    const [audit] = await cast.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'report'), eq(auditLog.subjectId, String(open.id))));
    expect(audit).toMatchObject({ action: 'report.dismissed', actorKind: 'admin', actorAdminId: admin.admin.id });
    const again = await cast.send(
      { method: 'POST', url: `/api/admin/reports/${open.id}/resolve`, payload: { outcome: 'actioned', note: 'Again' } },
      admin.cookie,
    );
    expect(again.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(again).code).toBe('report_closed');
  });
});
