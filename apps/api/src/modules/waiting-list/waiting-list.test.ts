import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TOrder } from '@tribe/contracts';
import type { THostWaitlist, TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { events, inventory, occurrences, orders, waitingListEntries } from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { checkoutContext } from '../checkout/checkout.context.js';
import { expireHolds } from '../checkout/checkout.expire.js';
import { clearSaleEventCache } from '../checkout/checkout.sale.js';
import { buyer, createSaleEvent, key, provenPhoneCookie, smsCodeTo } from '../checkout/checkout.test-support.js';
import { listOutbox } from '../mail/mail.repository.js';
import { useHostAreaCast } from '../host-area/team.test-support.js';
import { sendOfferNotice } from './waiting-list.notices.js';
import { WAITLIST_JOB, makeOffers } from './waiting-list.service.js';

/**
 * The waiting list (issue 27 items 1, 2, 5, 6; decision 050): fans join a sold-out ticket type,
 * places that come back are kept for them (open sale cannot take them) and offered in line order
 * as holds of the engine, paid on the usual payment page; an unclaimed offer passes to the next.
 */
describe.each(ENGINES)('the waiting list on %s', (engine) => {
  const { ctx, cast } = useHostAreaCast(engine);
  let n = 0;
  beforeEach(() => {
    clearAvailabilityCache();
    clearSaleEventCache();
  });

  const db = () => ctx.database.db;
  const jobs = () => ctx.app.jobs as RecordingJobQueue;
  const send = (opts: InjectOptions, cookie?: string) =>
    ctx.app.inject({
      ...opts,
      remoteAddress: `10.27.${(++n >> 8) & 255}.${n & 255}`,
      headers: { ...(opts.headers as Record<string, string>), ...(cookie ? { cookie } : {}) },
    });
  const hold = (eventId: number, ticketTypeId: number, who: string, quantity = 1) =>
    send({
      method: 'POST',
      url: '/api/checkout/orders',
      payload: { eventId, tickets: [{ ticketTypeId, quantity }], buyer: buyer(who), idempotencyKey: key() },
    });
  /** A fan with a phone already proven on their browser joins for `quantity`. */
  const join = async (eventId: number, ticketTypeId: number, who: string, quantity = 1, cookie?: string) => {
    const fan = buyer(who);
    const device = cookie ?? (await provenPhoneCookie(ctx.app, fan.phone));
    return send(
      {
        method: 'POST',
        url: '/api/waiting-list',
        payload: { eventId, ticketTypeId, quantity, name: fan.name, email: fan.email, phone: fan.phone },
      },
      device,
    );
  };
  const occurrenceOf = async (eventId: number) => {
    const [row] = await db().select().from(occurrences).where(eq(occurrences.eventId, eventId));
    return row!.id;
  };
  const counts = async (occurrenceId: number, ticketTypeId: number) => {
    const [row] = await db()
      .select()
      .from(inventory)
      .where(and(eq(inventory.occurrenceId, occurrenceId), eq(inventory.ticketTypeId, ticketTypeId)));
    return row!;
  };
  const payByCard = async (token: string) => {
    const started = await send({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const reference = started.json<{ order: TOrder }>().order.payment!.reference;
    await send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
    return (await send({ method: 'POST', url: `/api/orders/${token}/verify` })).json<TOrder>();
  };
  const entry = async (token: string) =>
    (await send({ method: 'GET', url: `/api/waiting-list/${token}` })).json<TWaitlistEntry>();

  it('keeps places that come back for the fans in line, offers them in order, and passes an unclaimed offer on', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1_000, quantity: 2 } } });
    const typeId = sale.types.General!;
    // On sale: nobody waits for what they can buy.
    const early = await join(sale.eventId, typeId, `early${n}`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'waitlist_not_sold_out' });

    expect((await hold(sale.eventId, typeId, `holder${n}`, 2)).statusCode).toBe(201);
    // At once, while the answer "on sale" above is still in the ticket dialog's cache.
    const tag = ++n;
    const fans = [];
    for (const who of [1, 2, 3]) {
      const res = await join(sale.eventId, typeId, `${tag}0${who}`);
      expect(res.statusCode, res.body).toBe(201);
      fans.push(res.json<TWaitlistEntry>());
    }
    expect(fans.map((f) => f.position)).toEqual([1, 2, 3]);
    // One entry per person per ticket type and date.
    const again = await join(sale.eventId, typeId, `${tag}01`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'waitlist_already_joined' });

    const occ = await occurrenceOf(sale.eventId);
    expect((await counts(occ, typeId)).waiting).toBe(3);

    // The hold runs out: its places come back, and the job for that date is queued.
    jobs().sent.length = 0;
    const later = new Date(Date.now() + 6 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(1);
    expect(jobs().sent.filter((j) => j.name === WAITLIST_JOB.offer)).toHaveLength(1);
    // Open sale cannot take them while fans wait, whatever the job's timing.
    clearAvailabilityCache();
    const open = await hold(sale.eventId, typeId, `tapper${n}`);
    expect(open.json()).toMatchObject({ code: 'sold_out' });
    const shown = await send({ method: 'GET', url: `/api/events/${sale.eventId}/availability` });
    expect(
      shown.json<{ occurrences: { ticketTypes: { state: string }[] }[] }>().occurrences[0]!.ticketTypes[0]!.state,
    ).toBe('sold_out');

    // Two places, offered to the first two in line; the third waits, now first.
    const now = new Date();
    const offered = await makeOffers(ctx.app, occ, now);
    expect(offered).toHaveLength(2);
    expect(await makeOffers(ctx.app, occ, now)).toHaveLength(0);
    const [ann, ben, cat] = await Promise.all(fans.map((f) => entry(f.token)));
    expect(ann!.status).toBe('offered');
    expect(ben!.status).toBe('offered');
    expect(cat).toMatchObject({ status: 'waiting', position: 1 });
    expect(new Date(ann!.offer!.expiresAt).getTime()).toBe(now.getTime() + 30 * 60_000);
    const c = await counts(occ, typeId);
    expect(c).toMatchObject({ held: 2, sold: 0, waiting: 1 });

    // The offer's SMS and mail, in the fan's language, with the link straight to payment.
    const notice = jobs().sent.find((j) => j.name === WAITLIST_JOB.notice && j.data.entryId !== undefined);
    expect(notice).toBeDefined();
    const annRow = await db().select().from(waitingListEntries).where(eq(waitingListEntries.token, ann!.token));
    expect(await sendOfferNotice(ctx.app, annRow[0]!.id, annRow[0]!.orderId!, now)).toEqual({ sms: true, mail: true });
    await ctx.app.mail.idle();
    const box = await listOutbox(db(), 20);
    const sms = box.find((m) => m.channel === 'sms' && m.to === annRow[0]!.phone);
    expect(sms?.text).toContain(`/waiting-list/offers/${ann!.token}`);
    expect(box.some((m) => m.to === annRow[0]!.email && m.subject.includes(`Sale test`))).toBe(true);

    // The link opens the order to pay; Ann pays by card through the usual payment page.
    const link = await send({ method: 'GET', url: `/api/waiting-list/offers/${ann!.token}` });
    expect(link.statusCode).toBe(200);
    const paid = await payByCard(link.json<TWaitlistEntry>().offer!.orderToken);
    expect(paid.status).toBe('paid');
    expect(paid.tickets).toHaveLength(1);
    expect((await entry(ann!.token)).status).toBe('taken');

    // Ben lets the window pass: his hold ends and Cat is offered the place.
    const past = new Date(now.getTime() + 31 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), past, sale.eventId)).toBe(1);
    expect(await makeOffers(ctx.app, occ, past)).toHaveLength(1);
    expect((await entry(ben!.token)).status).toBe('lapsed');
    expect((await entry(cat!.token)).status).toBe('offered');
    const closed = await send({ method: 'GET', url: `/api/waiting-list/offers/${ben!.token}` });
    expect(closed.statusCode).toBe(410);
    expect(closed.json()).toMatchObject({ code: 'waitlist_offer_closed' });
    expect(await counts(occ, typeId)).toMatchObject({ held: 1, sold: 1, waiting: 0 });

    // The host sees the line, offers made and taken.
    const list = await send(
      { method: 'GET', url: `/api/host/events/${sale.eventId}/waiting-list` },
      cast.cookies.hostA,
    );
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json<THostWaitlist>();
    expect(body.counts).toEqual({ waiting: 0, offered: 1, taken: 1, lapsed: 1 });
    expect(body.settings).toMatchObject({ enabled: null, effective: true, offerWindowMinutes: 30 });
    expect(body.entries.find((e) => e.status === 'taken')?.orderReference).toBe(paid.reference);
  });

  it('offers only the full quantity asked, in strict order: a head that does not fit keeps the places for itself', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 500, quantity: 3 } } });
    const typeId = sale.types.General!;
    const a = await hold(sale.eventId, typeId, `pa${n}`, 2);
    expect(a.statusCode).toBe(201);
    const b = await hold(sale.eventId, typeId, `pb${n}`, 1);
    expect(b.statusCode).toBe(201);
    clearAvailabilityCache();
    const pair = (await join(sale.eventId, typeId, `pair${n}`, 2)).json<TWaitlistEntry>();
    const solo = (await join(sale.eventId, typeId, `solo${n}`, 1)).json<TWaitlistEntry>();
    const occ = await occurrenceOf(sale.eventId);

    // One place back: the pair needs two, so nobody is offered, and open sale still cannot take it.
    await send({ method: 'POST', url: `/api/orders/${b.json<TOrder>().token}/cancel` });
    expect(await makeOffers(ctx.app, occ)).toHaveLength(0);
    expect((await entry(solo.token)).status).toBe('waiting');
    clearAvailabilityCache();
    expect((await hold(sale.eventId, typeId, `tap${n}`)).json()).toMatchObject({ code: 'sold_out' });

    // Two more back: the pair is offered its two, then the single fan the last one.
    await send({ method: 'POST', url: `/api/orders/${a.json<TOrder>().token}/cancel` });
    expect(await makeOffers(ctx.app, occ)).toHaveLength(2);
    expect((await entry(pair.token)).status).toBe('offered');
    expect((await entry(solo.token)).status).toBe('offered');
    expect(await counts(occ, typeId)).toMatchObject({ held: 3, waiting: 0 });
  });

  it('lets a fan leave at any time; leaving an offer lets its places go to the next in line', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 800, quantity: 1 } } });
    const typeId = sale.types.General!;
    const h = await hold(sale.eventId, typeId, `lh${n}`);
    clearAvailabilityCache();
    const first = (await join(sale.eventId, typeId, `lf${n}`)).json<TWaitlistEntry>();
    const second = (await join(sale.eventId, typeId, `ls${n}`)).json<TWaitlistEntry>();
    const occ = await occurrenceOf(sale.eventId);
    await send({ method: 'POST', url: `/api/orders/${h.json<TOrder>().token}/cancel` });
    expect(await makeOffers(ctx.app, occ)).toHaveLength(1);
    const left = await send({ method: 'DELETE', url: `/api/waiting-list/${first.token}` });
    expect(left.statusCode).toBe(200);
    expect(left.json<TWaitlistEntry>().status).toBe('left');
    const [row] = await db()
      .select({ status: orders.status })
      .from(orders)
      .innerJoin(waitingListEntries, eq(waitingListEntries.orderId, orders.id))
      .where(eq(waitingListEntries.token, first.token));
    expect(row!.status).toBe('cancelled');
    expect(await makeOffers(ctx.app, occ)).toHaveLength(1);
    expect((await entry(second.token)).status).toBe('offered');
    // Leaving a waiting entry gives its keep back: open sale may sell again.
    expect((await send({ method: 'DELETE', url: `/api/waiting-list/${second.token}` })).statusCode).toBe(200);
    expect(await counts(occ, typeId)).toMatchObject({ held: 0, waiting: 0 });
    clearAvailabilityCache();
    expect((await hold(sale.eventId, typeId, `after${n}`)).statusCode).toBe(201);
    expect((await send({ method: 'DELETE', url: `/api/waiting-list/nope${'x'.repeat(30)}` })).statusCode).toBe(404);
  });

  it('asks a fan not signed in to prove their phone by the texted code, in their language', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 800, quantity: 1 } } });
    const typeId = sale.types.General!;
    await hold(sale.eventId, typeId, `ph${n}`);
    clearAvailabilityCache();
    const fan = buyer(`proof${n}`);
    const payload = {
      eventId: sale.eventId,
      ticketTypeId: typeId,
      quantity: 1,
      name: fan.name,
      email: fan.email,
      phone: fan.phone,
    };
    const asked = await send({ method: 'POST', url: '/api/waiting-list', payload, headers: { cookie: 'lang=sw' } });
    expect(asked.statusCode).toBe(403);
    expect(asked.json()).toMatchObject({ code: 'phone_unproven' });
    expect(asked.json<{ message: string }>().message).toContain('orodha ya kusubiri');
    await ctx.app.mail.idle();
    const code = await smsCodeTo(ctx.app, fan.phone);
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await send({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { ...payload, phoneCode: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.json()).toMatchObject({ code: 'phone_code_invalid' });
    const joined = await send({ method: 'POST', url: '/api/waiting-list', payload: { ...payload, phoneCode: code } });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json<TWaitlistEntry>().position).toBe(1);
    // No name, email or phone and not signed in: told what to give.
    const bare = await send({
      method: 'POST',
      url: '/api/waiting-list',
      payload: { eventId: sale.eventId, ticketTypeId: typeId, quantity: 1 },
    });
    expect(bare.statusCode).toBe(400);
    // Over the buyer limit.
    const many = await join(sale.eventId, typeId, `many${n}`, 11);
    expect(many.statusCode).toBe(409);
    expect(many.json()).toMatchObject({ code: 'order_limit_exceeded' });
  });

  it('follows the host’s setting: off, or off by default for free events; the window is the host’s', async () => {
    const sale = await createSaleEvent(db(), { types: { General: { price: 800, quantity: 1 } } });
    const typeId = sale.types.General!;
    await hold(sale.eventId, typeId, `st${n}`);
    const url = `/api/host/events/${sale.eventId}/waiting-list`;
    const off = await send(
      { method: 'PUT', url, payload: { enabled: false, offerWindowMinutes: 10 } },
      cast.cookies.hostA,
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<THostWaitlist>().settings).toEqual({
      enabled: false,
      effective: false,
      offerWindowMinutes: 10,
      resaleAllowed: true,
      resaleFeePercent: 0,
    });
    clearAvailabilityCache();
    clearSaleEventCache();
    expect((await join(sale.eventId, typeId, `offj${n}`)).json()).toMatchObject({ code: 'waitlist_closed' });
    const bad = await send({ method: 'PUT', url, payload: { offerWindowMinutes: 2 } }, cast.cookies.hostA);
    expect(bad.statusCode).toBe(400);
    expect((await send({ method: 'GET', url })).statusCode).toBe(401);
    await send({ method: 'PUT', url, payload: { enabled: null } }, cast.cookies.hostA);
    clearSaleEventCache();
    const fan = (await join(sale.eventId, typeId, `onj${n}`)).json<TWaitlistEntry>();
    await db().update(events).set({ offerWindowMinutes: 10 }).where(eq(events.id, sale.eventId));
    const occ = await occurrenceOf(sale.eventId);
    const now = new Date(Date.now() + 6 * 60_000);
    await expireHolds(checkoutContext(ctx.app), now, sale.eventId);
    expect(await makeOffers(ctx.app, occ, now)).toHaveLength(1);
    expect(new Date((await entry(fan.token)).offer!.expiresAt).getTime()).toBe(now.getTime() + 10 * 60_000);
  });
});
