import { Writable } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { THostBalances, THostPayout, THostSettings } from '@tribe/contracts';
import { devOutbox, events, hosts, ledgerEntries, payouts } from '../../db/schema/index.js';
import { DEMO_ACCOUNTS } from '../../seed/seed.js';
import { LOG_REDACT_PATHS } from '../../lib/payout-crypto.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { multipart } from '../../test/uploads.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { idNumberOf } from '../hosts/host-identity.service.js';
import { PASSWORD, hostAreaCast, type TestApp, type Who } from './team.test-support.js';

const DAY = 86_400_000;
const DEMO_PASSWORD = DEMO_ACCOUNTS.password;

type Kind = 'sale' | 'fee' | 'refund' | 'fee_reversal' | 'payout';

describe.each(ENGINES)('host settings and payouts on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());

  const as = (who: Who | 'visitor', method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
    cast.send(
      { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) },
      who === 'visitor' ? undefined : cast.cookies[who],
    );

  /**
   * A live event of host A that ends `endsInDays` from now (negative: ended), with these ledger
   * rows; a `payout` row comes with its paid payouts row, as the admin area will write them.
   */
  async function ledgerEvent(endsInDays: number, rows: [Kind, number][]) {
    const { db } = cast;
    const sale = await createSaleEvent(db, { startDate: new Date(Date.now() + endsInDays * DAY - 4 * 3600_000) });
    // createSaleEvent takes the first host row it finds, which an update can move: make it A's.
    await db
      .update(events)
      .set({ hostId: cast.hostAId, lastEndsAt: new Date(Date.now() + endsInDays * DAY) })
      .where(eq(events.id, sale.eventId));
    for (const [kind, amount] of rows) {
      let payoutId: number | null = null;
      if (kind === 'payout') {
        const [p] = await db
          .insert(payouts)
          .values({ hostId: cast.hostAId, eventId: sale.eventId, amount: -amount, status: 'paid', paidAt: new Date() })
          .returning({ id: payouts.id });
        payoutId = p!.id;
      }
      await db.insert(ledgerEntries).values({ hostId: cast.hostAId, eventId: sale.eventId, kind, amount, payoutId });
    }
    return sale.eventId;
  }

  const balances = async () => {
    const res = await as('hostA', 'GET', '/api/host/balances');
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<THostBalances>(res);
  };

  const setUpHostA = async () => {
    let res = await as('hostA', 'PUT', '/api/host/settings/payout-method', {
      method: 'mpesa',
      phone: '0712 345 678',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    res = await as('hostA', 'PUT', '/api/host/settings/identity', {
      legalName: 'Demo Events Limited',
      kraPin: 'P051234567Q',
      idType: 'national_id',
      idNumber: '12345678',
      password: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('answers every settings route for visitor, attendee, host A, host B, and A’s manager and scanner', async () => {
    const notEnded = await ledgerEvent(5, [['sale', 1000]]);
    type Row = {
      method: 'GET' | 'PUT' | 'POST' | 'DELETE';
      url: string;
      body?: (who: Who) => unknown;
      ok: number;
      ofA: boolean;
    };
    const password = (who: Who) => (who === 'hostA' ? DEMO_PASSWORD : PASSWORD);
    const routes: Row[] = [
      { method: 'GET', url: '/api/host/settings', ok: 200, ofA: false },
      {
        method: 'PUT',
        url: '/api/host/settings/profile',
        body: (who) => ({ vendorName: `Matrix ${who} ${engine}`, phone: '0712345678', email: `${who}@example.com` }),
        ok: 200,
        ofA: false,
      },
      { method: 'DELETE', url: '/api/host/settings/logo', ok: 200, ofA: false },
      {
        method: 'PUT',
        url: '/api/host/settings/payout-method',
        body: (who) => ({ method: 'mpesa', phone: '0722000111', password: password(who) }),
        ok: 200,
        ofA: false,
      },
      {
        method: 'PUT',
        url: '/api/host/settings/identity',
        body: (who) => ({
          legalName: 'Matrix Ltd',
          kraPin: 'A123456789B',
          idNumber: '22334455',
          password: password(who),
        }),
        ok: 200,
        ofA: false,
      },
      { method: 'GET', url: '/api/host/balances', ok: 200, ofA: false },
      { method: 'GET', url: '/api/host/payouts', ok: 200, ofA: false },
      // Host A's own event has not ended: refused in words (409), never for another host (404).
      { method: 'POST', url: '/api/host/payouts', body: () => ({ eventId: notEnded }), ok: 409, ofA: true },
    ];
    let cells = 0;
    for (const r of routes)
      for (const who of ['visitor', 'attendee', 'hostA', 'hostB', 'manager', 'scanner'] as const) {
        const res = await as(who, r.method, r.url, who === 'visitor' ? r.body?.('hostA') : r.body?.(who));
        const want =
          who === 'visitor'
            ? 401
            : who === 'attendee' || who === 'manager' || who === 'scanner'
              ? 403
              : who === 'hostB' && r.ofA
                ? 404
                : r.ok;
        expect(res.statusCode, `${who} ${r.method} ${r.url}: ${res.body.slice(0, 200)}`).toBe(want);
        if (want === 401 || want === 403)
          expect(cast.json<{ code: string }>(res).code).toBe(want === 401 ? 'unauthorized' : 'forbidden');
        cells++;
      }
    expect(cells).toBe(routes.length * 6);
  });

  it('refuses acting for another host through x-host-id without membership', async () => {
    const res = await cast.send({ method: 'GET', url: '/api/host/settings' }, cast.cookies.hostB, {
      'x-host-id': String(cast.hostAId),
    });
    expect(res.statusCode).toBe(403);
    const manager = await cast.send({ method: 'GET', url: '/api/host/balances' }, cast.cookies.manager, {
      'x-host-id': String(cast.hostAId),
    });
    expect(manager.statusCode).toBe(403);
    const own = await cast.send({ method: 'GET', url: '/api/host/settings' }, cast.cookies.hostA, {
      'x-host-id': String(cast.hostAId),
    });
    expect(own.statusCode).toBe(200);
  });

  it('saves the vendor profile with a website, refuses another host’s name, and uploads a logo', async () => {
    let res = await as('hostA', 'PUT', '/api/host/settings/profile', {
      vendorName: 'Savannah Sounds',
      phone: '0712 345 678',
      email: 'Bookings@Savannah.co.ke',
      bio: 'Live music every weekend.',
      website: 'savannahsounds.co.ke/events',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostSettings>(res).profile).toEqual({
      vendorName: 'Savannah Sounds',
      phone: '+254712345678',
      email: 'bookings@savannah.co.ke',
      bio: 'Live music every weekend.',
      website: 'https://savannahsounds.co.ke/events',
      logoUrl: null,
    });
    res = await as('hostA', 'PUT', '/api/host/settings/profile', {
      vendorName: 'Savannah Sounds',
      phone: '0712345678',
      email: 'a@b.co',
      website: 'javascript:alert(1)',
    });
    expect(res.statusCode).toBe(400);
    expect(cast.json<{ message: string }>(res).message).toMatch(/website/);
    const [b] = await cast.db.select({ vendorName: hosts.vendorName }).from(hosts).where(eq(hosts.id, cast.hostBId));
    res = await as('hostA', 'PUT', '/api/host/settings/profile', {
      vendorName: b!.vendorName.toUpperCase(),
      phone: '0712345678',
      email: 'a@b.co',
    });
    expect(res.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(res).code).toBe('vendor_name_taken');
    // Clearing the website: empty text stores nothing.
    res = await as('hostA', 'PUT', '/api/host/settings/profile', {
      vendorName: 'Savannah Sounds',
      phone: '0712345678',
      email: 'a@b.co',
      website: '',
    });
    expect(cast.json<THostSettings>(res).profile.website).toBeNull();

    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c2410c' } })
      .png()
      .toBuffer();
    res = await cast.send(
      { method: 'POST', url: '/api/host/settings/logo', ...multipart(png, 'logo.png', 'image/png') },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostSettings>(res).profile.logoUrl).toMatch(/^\/uploads\/logos\/.+\.webp$/);
    res = await cast.send(
      { method: 'POST', url: '/api/host/settings/logo', ...multipart(png, 'logo.png', 'image/png') },
      cast.cookies.manager,
    );
    expect(res.statusCode).toBe(403);
    res = await as('hostA', 'DELETE', '/api/host/settings/logo');
    expect(cast.json<THostSettings>(res).profile.logoUrl).toBeNull();
  });

  it('refuses a bad KRA PIN or ID number with a message naming the field', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ legalName: 'Wanjiru Kamau', kraPin: '123456789', idNumber: '12345678' }, /kraPin: must be a KRA PIN/],
      [{ legalName: 'Wanjiru Kamau', kraPin: 'A12345678B', idNumber: '12345678' }, /kraPin/],
      [{ legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idNumber: '12ab' }, /idNumber: must be an ID number/],
      [
        { legalName: 'Wanjiru Kamau', kraPin: 'A123456789B', idType: 'passport', idNumber: 'ABCDEFG' },
        /idNumber: must be a passport number/,
      ],
      [{ legalName: 'W', kraPin: 'A123456789B', idNumber: '12345678' }, /legalName/],
    ];
    for (const [body, message] of cases) {
      const res = await as('hostB', 'PUT', '/api/host/settings/identity', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({ code: 'validation_failed' });
      expect(cast.json<{ message: string }>(res).message).toMatch(message);
    }
  });

  it('stores the ID number only encrypted, answers it masked, upper-cases the KRA PIN, and asks the password to change it', async () => {
    const { user } = await cast.newUser('idhost');
    const cookie = await (async () => {
      const res = await cast.send({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { username: user.username, password: PASSWORD, rememberMe: false },
      });
      return String(res.headers['set-cookie']).split(';')[0]!;
    })();
    const [host] = await cast.db
      .insert(hosts)
      .values({
        ownerUserId: user.id,
        vendorName: `Id Host ${user.id}`,
        slug: `id-host-${user.id}`,
        onboardingState: 'complete',
      })
      .returning();
    const put = (body: Record<string, unknown>) =>
      cast.send({ method: 'PUT', url: '/api/host/settings/identity', payload: body }, cookie);

    let res = await put({ legalName: 'Wanjiru Kamau', kraPin: 'a 123456789 b' });
    expect(res.statusCode).toBe(400);
    expect(cast.json<{ message: string }>(res).message).toMatch(/ID or passport number/);

    res = await put({
      legalName: '  Wanjiru Kamau ',
      kraPin: 'a 123456789 b',
      idType: 'passport',
      idNumber: 'ak 1234567',
    });
    expect(res.statusCode, res.body).toBe(200);
    const settings = cast.json<THostSettings>(res);
    expect(settings.identity).toEqual({
      legalName: 'Wanjiru Kamau',
      kraPin: 'A123456789B',
      idNumberMasked: 'Passport •••• 567',
    });
    expect(settings.payoutRequirements).toEqual(['payout_method']);
    expect(res.body).not.toContain('1234567"');
    expect(res.body).not.toContain('AK1234567');
    const {
      rows: [row],
    } = await ctx.database.execute('SELECT * FROM hosts WHERE id = $1', [host!.id]);
    expect(JSON.stringify(row)).not.toContain('AK1234567');
    expect(JSON.stringify(row)).not.toContain('1234567"');
    expect(String(row!.id_number_encrypted)).toMatch(/^v1\./);
    const [stored] = await cast.db.select().from(hosts).where(eq(hosts.id, host!.id));
    expect(idNumberOf({ cipher: ctx.app.payoutCipher }, stored!)).toEqual({ type: 'passport', number: 'AK1234567' });
    // Bound to its row: copied onto another host's row it does not decrypt.
    expect(() => idNumberOf({ cipher: ctx.app.payoutCipher }, { ...stored!, id: stored!.id + 1 })).toThrow();
    const got = await cast.send({ method: 'GET', url: '/api/host/settings' }, cookie);
    expect(got.body).not.toContain('AK1234567');

    // The same details again change nothing and need no password.
    res = await put({ legalName: 'Wanjiru Kamau', kraPin: 'A123456789B' });
    expect(res.statusCode, res.body).toBe(200);
    // A change needs the password, and mails the owner.
    res = await put({ legalName: 'Wanjiru Kamau', kraPin: 'A123456789C' });
    expect(res.statusCode).toBe(400);
    expect(cast.json<{ message: string }>(res).message).toMatch(/password/);
    res = await put({ legalName: 'Wanjiru Kamau', kraPin: 'A123456789C', password: 'Wrong#Password1' });
    expect(cast.json<{ code: string }>(res).code).toBe('password_incorrect');
    res = await put({ legalName: 'Wanjiru Kamau', kraPin: 'A123456789C', idNumber: '87654321', password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostSettings>(res).identity).toMatchObject({
      kraPin: 'A123456789C',
      idNumberMasked: 'National ID •••• 321',
    });
    await ctx.app.mail.idle();
    const mails = await cast.db.select().from(devOutbox).where(eq(devOutbox.to, user.email));
    const notice = mails.find((m) => m.subject.includes('payout identity'));
    expect(notice?.text).toContain('National ID •••• 321');
    expect(notice?.text).not.toContain('87654321');
  });

  it('never logs ID numbers', () => {
    let out = '';
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        out += chunk.toString();
        cb();
      },
    });
    pino({ redact: LOG_REDACT_PATHS }, sink).info({ req: { body: { idNumber: '12345678' } } }, 'identity');
    expect(out).not.toContain('12345678');
  });

  it('saves the payout method encrypted and answers it masked', async () => {
    const res = await as('hostB', 'PUT', '/api/host/settings/payout-method', {
      method: 'bank',
      bankName: 'KCB',
      accountNumber: '1234 5678 9012',
      accountName: 'Mombasa Nights Ltd',
      password: PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<THostSettings>(res).payoutMethod).toEqual({ method: 'bank', masked: 'KCB •••• 9012' });
    expect(res.body).not.toContain('123456789012');
    const {
      rows: [row],
    } = await ctx.database.execute('SELECT * FROM hosts WHERE id = $1', [cast.hostBId]);
    expect(JSON.stringify(row)).not.toContain('123456789012');
  });

  it('adds up balances per event from the ledger: gross, fees, refunds, payouts, net, and the state of each', async () => {
    const ended = await ledgerEvent(-2, [
      ['sale', 10_000],
      ['fee', -500],
      ['sale', 5_000],
      ['fee', -250],
      ['refund', -5_000],
      ['payout', -4_000],
    ]);
    const upcoming = await ledgerEvent(3, [
      ['sale', 3_000],
      ['fee', -150],
    ]);
    const owed = await ledgerEvent(-10, [
      ['sale', 2_000],
      ['fee', -100],
      ['payout', -1_900],
      ['refund', -2_000],
    ]);
    const cancelled = await ledgerEvent(-1, [
      ['sale', 1_000],
      ['fee', -50],
      ['refund', -1_000],
      ['fee_reversal', 50],
    ]);
    // A real sale through checkout writes its rows too.
    const real = await createSaleEvent(cast.db, { types: { VIP: { price: 2_000, quantity: 10 } } });
    await cast.db.update(events).set({ hostId: cast.hostAId }).where(eq(events.id, real.eventId));
    const order = await cast.paidOrder(real.eventId, real.types.VIP!, 1);

    const b = await balances();
    const of = (id: number) => b.events.find((e) => e.eventId === id)!;
    expect(of(ended)).toMatchObject({
      gross: 15_000,
      fees: 750,
      refunds: 5_000,
      payouts: 4_000,
      net: 5_250,
      pendingPayouts: 0,
      available: 5_250,
      payableAfterEvent: 0,
      owed: 0,
      ended: true,
      state: 'available',
    });
    expect(of(upcoming)).toMatchObject({
      gross: 3_000,
      fees: 150,
      net: 2_850,
      available: 0,
      payableAfterEvent: 2_850,
      ended: false,
      state: 'payable_after_event',
    });
    expect(of(owed)).toMatchObject({ net: -2_000, owed: 2_000, available: 0, payableAfterEvent: 0, state: 'owed' });
    expect(of(cancelled)).toMatchObject({ gross: 1_000, fees: 50, refunds: 950, net: 0, state: 'settled' });
    expect(of(real.eventId)).toMatchObject({ gross: order.total, state: 'payable_after_event' });
    // What needs the host comes first: money to request, then money owed, then events still to end.
    const at = (id: number) => b.events.findIndex((e) => e.eventId === id);
    expect(at(ended)).toBeLessThan(at(owed));
    expect(at(owed)).toBeLessThan(at(upcoming));
    expect(at(upcoming)).toBeLessThan(at(cancelled));

    // Every figure equals the ledger's own sums, per event and in total.
    const sums = await cast.db
      .select({
        eventId: ledgerEntries.eventId,
        kind: ledgerEntries.kind,
        amount: sql<number>`sum(${ledgerEntries.amount})::int`,
      })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.hostId, cast.hostAId))
      .groupBy(ledgerEntries.eventId, ledgerEntries.kind);
    const sum = (eventId: number | null, ...kinds: Kind[]) =>
      sums
        .filter((s) => (eventId === null || s.eventId === eventId) && kinds.includes(s.kind))
        .reduce((t, s) => t + Number(s.amount), 0);
    for (const e of b.events) {
      expect(e.gross).toBe(sum(e.eventId, 'sale'));
      expect(e.fees).toBe(0 - sum(e.eventId, 'fee'));
      expect(e.refunds).toBe(0 - sum(e.eventId, 'refund', 'fee_reversal'));
      expect(e.payouts).toBe(0 - sum(e.eventId, 'payout'));
      expect(e.net).toBe(sum(e.eventId, 'sale', 'fee', 'refund', 'fee_reversal', 'payout'));
    }
    expect(b.totals.net).toBe(sum(null, 'sale', 'fee', 'refund', 'fee_reversal', 'payout'));
    expect(b.totals.gross).toBe(sum(null, 'sale'));
    expect(b.totals.owed).toBe(b.events.reduce((t, e) => t + e.owed, 0));
    expect(b.totals.available).toBe(b.events.reduce((t, e) => t + e.available, 0));

    // Host B sees none of A's money.
    const other = cast.json<THostBalances>(await as('hostB', 'GET', '/api/host/balances'));
    expect(other.events.map((e) => e.eventId)).not.toContain(ended);
  });

  it('refuses a payout request without identity or payout method, saying which', async () => {
    const eventId = await ledgerEvent(-1, [['sale', 500]]);
    await cast.db
      .update(hosts)
      .set({
        legalName: null,
        kraPin: null,
        idNumberEncrypted: null,
        idNumberMasked: null,
        payoutDetailsEncrypted: null,
        payoutDetailsMasked: null,
      })
      .where(eq(hosts.id, cast.hostAId));
    let res = await as('hostA', 'POST', '/api/host/payouts', { eventId });
    expect(res.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(res)).toEqual(
      expect.objectContaining({
        code: 'payout_details_missing',
        message:
          'Before requesting a payout, add your legal name, KRA PIN, ID or passport number and payout method in Settings.',
      }),
    );
    await setUpHostA();
    await cast.db.update(hosts).set({ kraPin: null }).where(eq(hosts.id, cast.hostAId));
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId });
    expect(cast.json<{ message: string }>(res).message).toBe(
      'Before requesting a payout, add your KRA PIN in Settings.',
    );
    await cast.db.update(hosts).set({ kraPin: 'P051234567Q' }).where(eq(hosts.id, cast.hostAId));
    const count = await cast.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.eventId, eventId)));
    expect(count).toHaveLength(0);
  });

  it('requests the whole available amount of an ended event once; writes no ledger row; refuses what is not payable', async () => {
    await setUpHostA();
    const eventId = await ledgerEvent(-1, [
      ['sale', 8_000],
      ['fee', -400],
      ['payout', -1_000],
    ]);
    const ledgerBefore = await cast.db.select().from(ledgerEntries).where(eq(ledgerEntries.eventId, eventId));
    let res = await as('hostA', 'POST', '/api/host/payouts', { eventId });
    expect(res.statusCode, res.body).toBe(201);
    const payout = cast.json<THostPayout>(res);
    expect(payout).toMatchObject({
      eventId,
      amount: 6_600,
      status: 'requested',
      destinationMasked: 'M-Pesa •••• 678',
      reference: null,
      paidAt: null,
    });
    // A second tap answers the same request.
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId });
    expect(res.statusCode).toBe(200);
    expect(cast.json<THostPayout>(res).id).toBe(payout.id);
    const rows = await cast.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.eventId, eventId), eq(payouts.status, 'requested')));
    expect(rows).toHaveLength(1);
    expect(await cast.db.select().from(ledgerEntries).where(eq(ledgerEntries.eventId, eventId))).toHaveLength(
      ledgerBefore.length,
    );
    const b = (await balances()).events.find((e) => e.eventId === eventId)!;
    expect(b).toMatchObject({ net: 6_600, pendingPayouts: 6_600, available: 0, state: 'payout_requested' });
    const list = cast.json<THostPayout[]>(await as('hostA', 'GET', '/api/host/payouts'));
    expect(list[0]).toMatchObject({ id: payout.id, eventTitle: expect.stringContaining('Sale test') });
    await ctx.app.mail.idle();
    const [mail] = await cast.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.to, DEMO_ACCOUNTS.host.email))
      .orderBy(sql`${devOutbox.id} desc`)
      .limit(1);
    expect(mail?.subject).toMatch(/KES\s6,600/);

    // Once the admin area has approved it, nothing more is available: refused in words.
    await cast.db.update(payouts).set({ status: 'approved', decidedAt: new Date() }).where(eq(payouts.id, payout.id));
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId });
    expect(res.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(res).code).toBe('payout_nothing_available');

    const upcoming = await ledgerEvent(2, [['sale', 1_000]]);
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId: upcoming });
    expect(res.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({ code: 'event_not_ended' });
    expect(cast.json<{ message: string }>(res).message).toMatch(/after its last date ends/);

    const owed = await ledgerEvent(-3, [
      ['sale', 1_000],
      ['payout', -1_000],
      ['refund', -1_000],
    ]);
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId: owed });
    expect(res.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(res)).toMatchObject({ code: 'payout_nothing_available' });
    expect(cast.json<{ message: string }>(res).message).toMatch(/KES\s1,000 owed/);

    const empty = await ledgerEvent(-3, []);
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId: empty });
    expect(cast.json<{ code: string }>(res).code).toBe('payout_nothing_available');

    // Another host's event, or none: 404.
    res = await as('hostB', 'POST', '/api/host/payouts', { eventId });
    expect(res.statusCode).toBe(404);
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId: 2_000_000_000 });
    expect(res.statusCode).toBe(404);
    res = await as('hostA', 'POST', '/api/host/payouts', { eventId: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('records one request when the same payout is asked for many times at once', async () => {
    await setUpHostA();
    const eventId = await ledgerEvent(-1, [
      ['sale', 4_000],
      ['fee', -200],
    ]);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => as('hostA', 'POST', '/api/host/payouts', { eventId })),
    );
    for (const a of answers) expect([200, 201], a.body).toContain(a.statusCode);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => cast.json<THostPayout>(a).id)).size).toBe(1);
    const rows = await cast.db.select().from(payouts).where(eq(payouts.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amount).toBe(3_800);
  });

  // The signed-out fuzz test (test/fuzz.test.ts) stops at 401; this one reaches validation.
  it('never answers 5xx to junk bodies from a signed-in owner', async () => {
    const routes = [
      ['PUT', '/api/host/settings/profile'],
      ['PUT', '/api/host/settings/payout-method'],
      ['PUT', '/api/host/settings/identity'],
      ['POST', '/api/host/payouts'],
    ] as const;
    const keys = [
      'vendorName',
      'phone',
      'email',
      'bio',
      'website',
      'method',
      'bankName',
      'accountNumber',
      'accountName',
      'password',
      'legalName',
      'kraPin',
      'idType',
      'idNumber',
      'eventId',
    ];
    const junk = fc.oneof(
      fc.jsonValue(),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.integer(),
      fc.constant('A123456789B'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.oneof(fc.dictionary(fc.constantFrom(...keys), junk), fc.jsonValue()),
        async ([method, url], body) => {
          const res = await cast.send(
            { method, url, payload: JSON.stringify(body) ?? '', headers: { 'content-type': 'application/json' } },
            cast.cookies.hostB,
          );
          expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}: ${res.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 120, seed: 20_261_123 },
    );
  });
});
