import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TAdminEvent, TAdminEventPage, TEvent } from '@tribe/contracts';
import { auditLog, devOutbox, events, hosts, users } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { buyer, createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

/**
 * Events moderation (docs/admin.md "Events"): the admin's list of every event, taking an event
 * down and putting it back (out of every public list, its page says so, checkout refuses it, the
 * host is mailed, the audit log has it), and featuring.
 */
describe.each(ENGINES)('admin events moderation (%s)', (engine) => {
  const { ctx, cast, admin } = useAdminCast(engine);

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    cast.send({ method, url, ...(payload ? { payload } : {}) }, admin.cookie);
  const publicIds = async (url: string) =>
    cast.json<TEvent[]>(await cast.send({ method: 'GET', url })).map((e) => e.id);
  const ownerEmail = async (eventId: number) => {
    const [row] = await cast.db
      .select({ email: users.email })
      .from(events)
      .innerJoin(hosts, eq(hosts.id, events.hostId))
      .innerJoin(users, eq(users.id, hosts.ownerUserId))
      .where(eq(events.id, eventId));
    return row!.email;
  };

  it('lists drafts too, and filters by status, host, featured and words', async () => {
    const live = await createSaleEvent(cast.db);
    const [draft] = await cast.db
      .update(events)
      .set({ status: 'draft' })
      .where(eq(events.id, (await createSaleEvent(cast.db)).eventId))
      .returning();
    const page = async (q: string) => cast.json<TAdminEventPage>(await asAdmin('GET', `/api/admin/events?${q}`));

    const drafts = await page('status=draft&limit=100');
    expect(drafts.items.map((e) => e.id)).toContain(draft!.id);
    expect(drafts.items.every((e) => e.status === 'draft')).toBe(true);
    const found = await page(`q=${encodeURIComponent(live.externalId)}`);
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({ id: live.eventId, status: 'live', featured: false, unpublishedAt: null });
    expect((await page(`featured=true&limit=100`)).items.every((e) => e.featured)).toBe(true);
    const hostId = found.items[0]!.host.id;
    expect((await page(`hostId=${hostId}&limit=100`)).items.every((e) => e.host.id === hostId)).toBe(true);
    const paged = await page('limit=2&offset=0');
    expect(paged.items).toHaveLength(2);
    expect(paged.total).toBeGreaterThan(2);
  });

  it('takes an event down: it leaves the listing, search and featured, its page says so, checkout refuses, the host is mailed', async () => {
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 500 } } });
    await cast.db.update(events).set({ featured: true }).where(eq(events.id, sale.eventId));
    expect(await publicIds('/api/events')).toContain(sale.eventId);
    expect(await publicIds('/api/events/featured')).toContain(sale.eventId);

    const res = await asAdmin('POST', `/api/admin/events/${sale.eventId}/unpublish`, {
      reason: 'Reported as a fake event by several buyers',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<TAdminEvent>(res)).toMatchObject({
      unpublishedReason: 'Reported as a fake event by several buyers',
    });

    expect(await publicIds('/api/events')).not.toContain(sale.eventId);
    expect(await publicIds(`/api/events?q=${sale.externalId}`)).toEqual([]);
    expect(await publicIds('/api/events/featured')).not.toContain(sale.eventId);
    const pageRes = await cast.send({ method: 'GET', url: `/api/events/${sale.externalId}` });
    expect(pageRes.statusCode).toBe(200);
    expect(cast.json<TEvent>(pageRes).unpublished).toBe(true);

    clearAvailabilityCache();
    const buy = await cast.send(orderRequest(sale.eventId, sale.types.Regular!, buyer('takedown')));
    expect(buy.statusCode, buy.body).toBe(409);
    expect(cast.json<{ code: string }>(buy).code).toBe('event_unpublished');

    await ctx.app.mail.idle();
    const mails = await cast.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, await ownerEmail(sale.eventId)));
    const notice = mails.find((m) => m.subject.includes('has been taken down') && m.text.includes(sale.externalId));
    expect(notice?.text).toContain('Reported as a fake event by several buyers');

    const audit = await cast.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'event'), eq(auditLog.subjectId, String(sale.eventId))));
    expect(audit.map((a) => [a.action, a.actorKind, a.actorAdminId])).toEqual([
      ['event.unpublished', 'admin', admin.admin.id],
    ]);

    // Again: nothing changes, nothing more is recorded.
    await asAdmin('POST', `/api/admin/events/${sale.eventId}/unpublish`, { reason: 'Twice over, no change' });
    const [row] = await cast.db.select().from(events).where(eq(events.id, sale.eventId));
    expect(row!.unpublishedReason).toBe('Reported as a fake event by several buyers');
  });

  it('restores a taken-down event: public and on sale again, with its own audit row', async () => {
    const sale = await createSaleEvent(cast.db);
    await asAdmin('POST', `/api/admin/events/${sale.eventId}/unpublish`, { reason: 'Checking the organiser' });
    expect(await publicIds('/api/events')).not.toContain(sale.eventId);
    const res = await asAdmin('POST', `/api/admin/events/${sale.eventId}/restore`);
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<TAdminEvent>(res).unpublishedAt).toBeNull();
    expect(await publicIds('/api/events')).toContain(sale.eventId);
    const page = cast.json<TEvent>(await cast.send({ method: 'GET', url: `/api/events/${sale.eventId}` }));
    expect(page.unpublished).toBeUndefined();
    const actions = await cast.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.subjectType, 'event'), eq(auditLog.subjectId, String(sale.eventId))));
    expect(actions.map((a) => a.action).sort()).toEqual(['event.restored', 'event.unpublished']);
  });

  it('features and unfeatures: the flag drives /api/events/featured', async () => {
    const sale = await createSaleEvent(cast.db);
    expect(await publicIds('/api/events/featured')).not.toContain(sale.eventId);
    const on = await asAdmin('POST', `/api/admin/events/${sale.eventId}/featured`, { featured: true });
    expect(cast.json<TAdminEvent>(on).featured).toBe(true);
    expect(await publicIds('/api/events/featured')).toContain(sale.eventId);
    await asAdmin('POST', `/api/admin/events/${sale.eventId}/featured`, { featured: false });
    expect(await publicIds('/api/events/featured')).not.toContain(sale.eventId);
    const actions = await cast.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, String(sale.eventId)),
          inArray(auditLog.action, ['event.featured', 'event.unfeatured']),
        ),
      );
    expect(actions.map((a) => a.action).sort()).toEqual(['event.featured', 'event.unfeatured']);
  });

  it('answers 404 for an unknown event and 400 for a reason too short', async () => {
    const none = await asAdmin('POST', '/api/admin/events/99999999/unpublish', { reason: 'No such event here' });
    expect(none.statusCode).toBe(404);
    const sale = await createSaleEvent(cast.db);
    const short = await asAdmin('POST', `/api/admin/events/${sale.eventId}/unpublish`, { reason: 'no' });
    expect(short.statusCode).toBe(400);
  });
});
