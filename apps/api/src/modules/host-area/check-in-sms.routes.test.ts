import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  formatSmsCode,
  type TCheckInOfflineBundle,
  type TCheckInResult,
  type TCheckInSyncResult,
} from '@tribe/contracts';
import { tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { smsCodesFor } from '../tickets/sms-code.js';
import { WRONG_SMS_CODES } from './check-in.service.js';
import { hostAreaCast, type TestApp } from './team.test-support.js';

/** Check-in by a ticket's SMS code (decisions 027, 036): any door staff, checked by the server only. */
describe.each(ENGINES)('door check-in by SMS code on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());
  const smsCode = (t: { id: number; code: string }) => smsCodesFor(ctx.app.ticketSigner).of(t);

  const scan = async (body: Record<string, unknown>, cookie = cast.cookies.scanner) => {
    const res = await cast.send({ method: 'POST', url: '/api/host/check-in', payload: body }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<TCheckInResult>(res);
  };

  it('lets a scanner type an SMS code however it was written, once; a made-up one is not found', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const [a] = o.tickets;
    const typed = formatSmsCode(smsCode(a!)).toLowerCase().replace(/-/g, ' ');
    const valid = await scan({ code: typed, eventId: sale.eventId });
    expect(valid).toMatchObject({ outcome: 'valid', ticket: { code: a!.code.slice(-6) }, checkedInBy: 'Scanner Ouma' });
    const [row] = await cast.db.select().from(tickets).where(eq(tickets.id, a!.id));
    expect(row!.checkedInAt).not.toBeNull();
    expect((await scan({ code: formatSmsCode(smsCode(a!)), eventId: sale.eventId })).outcome).toBe(
      'already_checked_in',
    );
    expect(await scan({ code: 'TK7H-3K9Q-PD', eventId: sale.eventId })).toEqual({ outcome: 'not_found' });
    // Another event's SMS code names no ticket of this one.
    const other = await createSaleEvent(cast.db);
    const elsewhere = await cast.paidOrder(other.eventId, other.types.General!, 1);
    expect(await scan({ code: smsCode(elsewhere.tickets[0]!), eventId: sale.eventId })).toEqual({
      outcome: 'not_found',
    });
  });

  it('puts nothing derived from an SMS code in the offline list, and the same codes still admit online', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const res = await cast.send(
      { method: 'GET', url: `/api/host/check-in/events/${sale.eventId}/offline` },
      cast.cookies.scanner,
    );
    expect(res.statusCode, res.body).toBe(200);
    const bundle = cast.json<TCheckInOfflineBundle>(res);
    expect(bundle.tickets).toHaveLength(2);
    for (const t of bundle.tickets) {
      expect(t).not.toHaveProperty('smsCodeHash');
      expect(Object.keys(t).filter((k) => /sms/i.test(k))).toEqual([]);
    }
    for (const ticket of o.tickets) {
      const sms = smsCode(ticket);
      // Neither the code in any written form, nor a hash of it as lists before decision 036 held
      // it (40 bits of SHA-256 over the event-salted code), nor an unsalted one.
      const salted = createHash('sha256').update(`tikiti-sms-1:${sale.eventId}:${sms}`).digest('hex');
      const bare = createHash('sha256').update(sms).digest('hex');
      for (const form of [sms, formatSmsCode(sms), salted.slice(0, 10), bare.slice(0, 10)])
        expect(res.body).not.toContain(form);
    }
    for (const ticket of o.tickets)
      expect((await scan({ code: formatSmsCode(smsCode(ticket)), eventId: sale.eventId })).outcome).toBe('valid');
  });

  it('applies an SMS-code admission a door queued before decision 036, from a scanner', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const [a] = o.tickets;

    const at = new Date(Date.now() - 60_000).toISOString();
    const synced = await cast.send(
      {
        method: 'POST',
        url: '/api/host/check-in/sync',
        payload: {
          eventId: sale.eventId,
          scans: [
            { smsCode: formatSmsCode(smsCode(a!)), scannedAt: at, deviceId: 'door-sms' },
            { smsCode: 'TK7H-3K9Q-PD', scannedAt: at, deviceId: 'door-sms' },
          ],
        },
      },
      cast.cookies.scanner,
    );
    expect(synced.statusCode, synced.body).toBe(200);
    expect(cast.json<TCheckInSyncResult>(synced).results).toEqual([
      { code: a!.code.slice(-6), outcome: 'valid', firstCheckedInAt: at },
      { code: '', outcome: 'not_found', firstCheckedInAt: null },
    ]);
    const bad = await cast.send(
      {
        method: 'POST',
        url: '/api/host/check-in/sync',
        payload: { eventId: sale.eventId, scans: [{ smsCode: 'X', code: 'Y', scannedAt: at, deviceId: 'd' }] },
      },
      cast.cookies.scanner,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('makes a person who keeps typing wrong SMS codes wait, and says so', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    for (let i = 0; i < WRONG_SMS_CODES.limit; i++)
      expect((await scan({ code: 'TK7H-3K9Q-PD', eventId: sale.eventId }, cast.cookies.manager)).outcome).toBe(
        'not_found',
      );
    const refused = await cast.send(
      { method: 'POST', url: '/api/host/check-in', payload: { code: smsCode(o.tickets[0]!), eventId: sale.eventId } },
      cast.cookies.manager,
    );
    expect(refused.statusCode).toBe(429);
    expect(cast.json<{ code: string; message: string }>(refused)).toMatchObject({
      code: 'rate_limited',
      message: 'Too many wrong SMS codes. Wait a few minutes, then check the code with the ticket holder.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else at the door is not held up.
    expect((await scan({ code: smsCode(o.tickets[0]!), eventId: sale.eventId })).outcome).toBe('valid');
  });

  it('counts SMS codes sent in a sync against the same limit: a sync of many is not many free guesses', async () => {
    // The scanner's last typed code is in the test above; the manager's slots are spent there.
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const at = new Date(Date.now() - 60_000).toISOString();
    const wrong = Array.from({ length: WRONG_SMS_CODES.limit + 5 }, () => ({
      smsCode: 'TK7H-3K9Q-PD',
      scannedAt: at,
      deviceId: 'door-guess',
    }));
    // The right code comes last, past the limit: it is not looked up, so not applied.
    const synced = await cast.send(
      {
        method: 'POST',
        url: '/api/host/check-in/sync',
        payload: {
          eventId: sale.eventId,
          scans: [...wrong, { smsCode: smsCode(o.tickets[0]!), scannedAt: at, deviceId: 'door-guess' }],
        },
      },
      cast.cookies.scanner,
    );
    expect(synced.statusCode, synced.body).toBe(200);
    expect(cast.json<TCheckInSyncResult>(synced).results.map((r) => r.outcome)).toEqual(
      Array.from({ length: wrong.length + 1 }, () => 'not_found'),
    );
    const [row] = await cast.db.select().from(tickets).where(eq(tickets.id, o.tickets[0]!.id));
    expect(row!.checkedInAt).toBeNull();
    // And the same person typing online is now made to wait.
    const refused = await cast.send(
      { method: 'POST', url: '/api/host/check-in', payload: { code: smsCode(o.tickets[0]!), eventId: sale.eventId } },
      cast.cookies.scanner,
    );
    expect(refused.statusCode).toBe(429);
  });

  it.runIf(engine === 'postgres')(
    'lets exactly the limit of 40 wrong codes typed at once through (the count is taken in one statement)',
    async () => {
      const sale = await createSaleEvent(cast.db);
      const answers = await Promise.all(
        Array.from({ length: 40 }, () =>
          cast.send(
            { method: 'POST', url: '/api/host/check-in', payload: { code: 'TK7H-3K9Q-PD', eventId: sale.eventId } },
            cast.cookies.hostA,
          ),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      // Before: 13 of 40 were looked up past a limit of 10.
      expect(statuses.filter((s) => s === 200)).toHaveLength(WRONG_SMS_CODES.limit);
      expect(statuses.filter((s) => s === 429)).toHaveLength(40 - WRONG_SMS_CODES.limit);
    },
  );
});
