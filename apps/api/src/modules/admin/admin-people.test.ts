import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, devOutbox, events, users } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { recordAudit } from '../audit/audit.service.js';
import { buyer, createSaleEvent } from '../checkout/checkout.test-support.js';
import { useAdminCast } from './admin.test-support.js';
import { orderRequest } from '../checkout/checkout.test-support.js';

/** The admin area's hosts, users and audit log (brief D): each action's effect and its audit row. */
describe.each(ENGINES)('admin hosts, users and audit log (%s)', (engine) => {
  const { ctx, cast, admin } = useAdminCast(engine);

  const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
    cast.send({ method, url, ...(payload ? { payload } : {}) }, admin.cookie);
  const auditRows = (action: string, subjectId: number) =>
    cast.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = ${action} AND ${auditLog.subjectId} = ${String(subjectId)}`);
  const holdTickets = (eventId: number, ticketTypeId: number) =>
    cast.send(orderRequest(eventId, ticketTypeId, buyer(`adm${Date.now()}`)));

  it('finds hosts by name and state, and shows one with its events and balances', async () => {
    const list = await asAdmin('GET', `/api/admin/hosts?q=${encodeURIComponent('Mombasa Nights')}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((h: { id: number }) => h.id)).toContain(cast.hostBId);
    expect(list.json().total).toBeGreaterThanOrEqual(1);
    const none = await asAdmin('GET', '/api/admin/hosts?q=no-such-host-anywhere');
    expect(none.json()).toEqual({ items: [], total: 0 });
    const detail = await asAdmin('GET', `/api/admin/hosts/${cast.hostAId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ id: cast.hostAId, suspendedAt: null });
    expect(detail.json().events.length).toBeGreaterThan(0);
    expect(detail.json().balances.totals).toHaveProperty('gross');
    expect((await asAdmin('GET', '/api/admin/hosts/999999')).statusCode).toBe(404);
  });

  it('verifies a host once (a second verify records nothing) and takes the badge away', async () => {
    const on = await asAdmin('POST', `/api/admin/hosts/${cast.hostBId}/verification`, { verified: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().verifiedAt).not.toBeNull();
    await asAdmin('POST', `/api/admin/hosts/${cast.hostBId}/verification`, { verified: true });
    expect(await auditRows('host.verified', cast.hostBId)).toHaveLength(1);
    const verified = await asAdmin('GET', '/api/admin/hosts?status=verified');
    expect(verified.json().items.map((h: { id: number }) => h.id)).toContain(cast.hostBId);
    const off = await asAdmin('POST', `/api/admin/hosts/${cast.hostBId}/verification`, { verified: false });
    expect(off.json().verifiedAt).toBeNull();
    const [row] = await auditRows('host.unverified', cast.hostBId);
    expect(row).toMatchObject({ actorKind: 'admin', actorAdminId: admin.admin.id, hostId: cast.hostBId });
  });

  it('suspends a host: checkout refuses, the team gets 403, the owner is mailed; restoring gives both back', async () => {
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 1000, quantity: 50 } } });
    await cast.db.update(events).set({ hostId: cast.hostAId }).where(eq(events.id, sale.eventId));
    const typeId = sale.types.Regular!;
    expect((await holdTickets(sale.eventId, typeId)).statusCode).toBe(201);

    const noReason = await asAdmin('POST', `/api/admin/hosts/${cast.hostAId}/suspend`, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const reason = 'Selling tickets to an event that was cancelled';
    const suspended = await asAdmin('POST', `/api/admin/hosts/${cast.hostAId}/suspend`, { reason });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspendedReason: reason });
    expect(suspended.json().suspendedAt).not.toBeNull();

    const refused = await holdTickets(sale.eventId, typeId);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'host_sales_suspended']);
    for (const who of ['hostA', 'manager', 'scanner'] as const) {
      const res = await cast.send({ method: 'GET', url: '/api/host/events' }, cast.cookies[who]);
      expect([who, res.statusCode, res.json().code]).toEqual([who, 403, 'host_suspended']);
    }
    // Another host's team is untouched.
    expect((await cast.send({ method: 'GET', url: '/api/host/events' }, cast.cookies.hostB)).statusCode).toBe(200);

    const [owner] = await cast.db.select().from(users).where(eq(users.id, cast.hostAOwnerId));
    await ctx.app.mail.idle();
    const mails = await cast.db.select().from(devOutbox).where(eq(devOutbox.to, owner!.email));
    expect(mails.some((m) => /suspended/.test(m.subject) && m.text.includes(reason))).toBe(true);
    const [row] = await auditRows('host.suspended', cast.hostAId);
    expect(row).toMatchObject({ actorAdminId: admin.admin.id, hostId: cast.hostAId, details: { reason } });

    const restored = await asAdmin('POST', `/api/admin/hosts/${cast.hostAId}/restore`, { reason: 'Refunds made' });
    expect(restored.json().suspendedAt).toBeNull();
    expect((await holdTickets(sale.eventId, typeId)).statusCode).toBe(201);
    expect((await cast.send({ method: 'GET', url: '/api/host/events' }, cast.cookies.manager)).statusCode).toBe(200);
    expect(await auditRows('host.restored', cast.hostAId)).toHaveLength(1);
    // Restoring a host that is not suspended changes nothing and records nothing.
    await asAdmin('POST', `/api/admin/hosts/${cast.hostAId}/restore`, { reason: 'Again' });
    expect(await auditRows('host.restored', cast.hostAId)).toHaveLength(1);
  });

  it('finds a user by email, name or phone with their orders, and ends every session (next request 401)', async () => {
    const { user, cookie } = await cast.newUser('lookup');
    await cast.db
      .update(users)
      .set({ firstName: 'Achieng', lastName: 'Otieno', phone: '+254712345678' })
      .where(eq(users.id, user.id));
    for (const q of [user.email.toUpperCase(), 'achieng otieno', '0712 345 678']) {
      const res = await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(
        res.json().items.map((u: { id: number }) => u.id),
        q,
      ).toContain(user.id);
    }
    const attendee = await asAdmin('GET', `/api/admin/users?q=${encodeURIComponent('demo')}`);
    expect(attendee.statusCode).toBe(200);

    const before = await asAdmin('GET', `/api/admin/users/${user.id}`);
    expect(before.json()).toMatchObject({ id: user.id, name: 'Achieng Otieno', activeSessions: 1, orders: [] });
    expect((await cast.send({ method: 'GET', url: '/api/auth/me' }, cookie)).statusCode).toBe(200);
    const ended = await asAdmin('POST', `/api/admin/users/${user.id}/end-sessions`);
    expect(ended.json()).toEqual({ ended: 1 });
    expect((await cast.send({ method: 'GET', url: '/api/auth/me' }, cookie)).statusCode).toBe(401);
    expect((await asAdmin('GET', `/api/admin/users/${user.id}`)).json().activeSessions).toBe(0);
    const [row] = await auditRows('user.sessions_ended', user.id);
    expect(row).toMatchObject({ actorAdminId: admin.admin.id, subjectType: 'user', details: { ended: 1 } });
    expect((await asAdmin('POST', '/api/admin/users/999999/end-sessions')).statusCode).toBe(404);
  });

  it('lists a user’s orders, placed signed in or to their email', async () => {
    const { user } = await cast.newUser('orders');
    const sale = await createSaleEvent(cast.db, { types: { Regular: { price: 800, quantity: 10 } } });
    const held = await cast.send(
      orderRequest(
        sale.eventId,
        sale.types.Regular!,
        { ...buyer('orders'), email: user.email.toUpperCase() },
        { quantity: 2 },
      ),
    );
    expect(held.statusCode, held.body).toBe(201);
    const detail = await asAdmin('GET', `/api/admin/users/${user.id}`);
    expect(detail.json().orders).toEqual([
      expect.objectContaining({ reference: held.json().reference, eventId: sale.eventId, total: held.json().total }),
    ]);
  });

  describe('the audit log', () => {
    const subject = 990_000 + Math.floor(Math.random() * 9000);
    beforeAll(async () => {
      await cast.db.transaction(async (tx) => {
        for (let i = 0; i < 5; i++)
          await recordAudit(tx, {
            actor: { kind: 'system' },
            hostId: cast.hostBId,
            action: 'event.updated',
            subject: { type: 'event', id: subject },
            details: { n: i, title: i === 0 ? '=HYPERLINK("http://evil.example","x")' : 'plain' },
            at: new Date(Date.UTC(2026, 0, 1 + i, 12)),
          });
      });
    });
    const page = (query: string) => asAdmin('GET', `/api/admin/audit?${query}`);

    it('filters by subject, host, action, actor and time, newest first', async () => {
      const all = await page(`subjectType=event&subjectId=${subject}`);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json().items.map((r: { details: { n: number } }) => r.details.n)).toEqual([4, 3, 2, 1, 0]);
      expect(all.json().items[0]).toMatchObject({ actorKind: 'system', actor: null, hostId: cast.hostBId });
      expect(all.json().items[0].hostName).toMatch(/Mombasa Nights/);
      const ranged = await page(`subjectType=event&subjectId=${subject}&from=2026-01-02&to=2026-01-03`);
      expect(ranged.json().items.map((r: { details: { n: number } }) => r.details.n)).toEqual([2, 1]);
      const byHost = await page(`hostId=${cast.hostBId}&action=event.updated&actor=system`);
      expect(byHost.json().items.length).toBeGreaterThanOrEqual(5);
      const byAdmin = await page(`actor=${encodeURIComponent(admin.admin.email)}`);
      expect(byAdmin.json().items.length).toBeGreaterThan(0);
      expect(byAdmin.json().items.every((r: { actor: string }) => r.actor === admin.admin.email)).toBe(true);
      const backwards = await page('from=2026-02-01&to=2026-01-01');
      expect([backwards.statusCode, backwards.json().code]).toEqual([400, 'bad_request']);
      expect((await page('action=no.such_action')).statusCode).toBe(400);
    });

    it('pages by cursor without repeating or skipping a row', async () => {
      const first = await page(`subjectType=event&subjectId=${subject}&limit=2`);
      expect(first.json().items).toHaveLength(2);
      const seen = first.json().items.map((r: { id: number }) => r.id);
      let cursor = first.json().nextCursor;
      while (cursor) {
        const next = await page(`subjectType=event&subjectId=${subject}&limit=2&cursor=${cursor}`);
        seen.push(...next.json().items.map((r: { id: number }) => r.id));
        cursor = next.json().nextCursor;
      }
      expect(seen).toHaveLength(5);
      expect(new Set(seen).size).toBe(5);
      expect([...seen].sort((a, b) => b - a)).toEqual(seen);
    });

    it('exports the same filters as CSV, formula cells neutralised', async () => {
      const res = await asAdmin('GET', `/api/admin/audit.csv?subjectType=event&subjectId=${subject}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toMatch(/^Id,When \(UTC\),Actor kind/);
      expect(lines).toHaveLength(6);
      // A cell a spreadsheet would run as a formula gets a leading quote.
      const evil = '=HYPERLINK("http://evil.example","x")';
      await cast.db.transaction((tx) =>
        recordAudit(tx, {
          actor: { kind: 'system' },
          hostId: null,
          action: 'event.updated',
          subject: { type: 'event', id: evil },
        }),
      );
      const csv = await asAdmin('GET', `/api/admin/audit.csv?subjectId=${encodeURIComponent(evil)}`);
      const row = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1]!;
      expect(row).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
      expect(row).not.toMatch(/,=/);
    });
  });
});
