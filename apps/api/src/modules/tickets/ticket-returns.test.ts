import { and, eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TCheckInResult, TOrder } from '@tribe/contracts';
import type { THostWaitlist, TTicketReturn, TWaitlistEntry } from '@tribe/contracts/waiting-list';
import {
  inventory,
  ledgerEntries,
  occurrences,
  orders,
  refunds,
  ticketReturns,
  tickets,
} from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES } from '../../test/database.js';
import { clearAvailabilityCache } from '../checkout/checkout.availability.js';
import { checkoutContext } from '../checkout/checkout.context.js';
import { expireHolds } from '../checkout/checkout.expire.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { giveBackUnsoldReturns } from '../checkout/checkout.resale.js';
import { clearSaleEventCache } from '../checkout/checkout.sale.js';
import { buyer, createSaleEvent, key, provenPhoneCookie } from '../checkout/checkout.test-support.js';
import { processRefund } from '../checkout/order-payments.service.js';
import { useHostAreaCast } from '../host-area/team.test-support.js';
import { refundNoticeMail } from '../mail/mail.templates.js';
import { makeOffers } from '../waiting-list/waiting-list.service.js';

/**
 * Returning tickets to the waiting list for resale at face value (issue 27, item 3; decision 054):
 * a holder of a sold-out date returns tickets; they stay valid and theirs until a fan in line
 * pays for them; then they are void (re-issued at the door), the fan's tickets issued and the
 * holder refunded through the sale's payment, less the host's resale fee. An offer that ends
 * lists them again; unsold at the start they are the holder's for good. A place is counted once
 * throughout: sold places always equal valid tickets plus none twice.
 */
describe.each(ENGINES)('tickets returned to the waiting list on %s', (engine) => {
  const { ctx, cast } = useHostAreaCast(engine);
  beforeEach(() => {
    clearAvailabilityCache();
    clearSaleEventCache();
  });
  const db = () => ctx.database.db;
  const jobs = () => ctx.app.jobs as RecordingJobQueue;
  type Person = Awaited<ReturnType<typeof cast.newUser>>;
  type MyTickets = { upcoming: TOrder[]; past: TOrder[] };
  let seq = 0;

  /** A sold-out date: `who` holds all `n` places of General (KES 1,000 each), bought with their email. */
  async function soldOutTo(who: Person, n = 2) {
    const sale = await createSaleEvent(db(), { types: { General: { price: 1_000, quantity: n } } });
    const phone = `+2547${String(30_000_000 + ++seq).slice(-8)}`;
    const order = await cast.paidOrder(sale.eventId, sale.types.General!, n, {
      buyer: { name: 'Holder Njeri', email: who.user.email, phone },
    });
    const [occ] = await db().select().from(occurrences).where(eq(occurrences.eventId, sale.eventId));
    clearAvailabilityCache();
    return { sale, order, typeId: sale.types.General!, occ: occ!.id };
  }

  const giveBack = (who: Person, ticketIds: number[]) =>
    cast.send({ method: 'POST', url: '/api/tickets/returns', payload: { ticketIds } }, who.cookie);

  async function join(eventId: number, ticketTypeId: number, quantity = 1) {
    const fan = buyer(`fan${++seq}`);
    const res = await cast.send(
      { method: 'POST', url: '/api/waiting-list', payload: { eventId, ticketTypeId, quantity, ...fan } },
      await provenPhoneCookie(ctx.app, fan.phone),
    );
    expect(res.statusCode, res.body).toBe(201);
    return cast.json<TWaitlistEntry>(res);
  }
  const entry = async (token: string) =>
    cast.json<TWaitlistEntry>(await cast.send({ method: 'GET', url: `/api/waiting-list/${token}` }));

  async function payByCard(token: string) {
    const started = await cast.send({
      method: 'POST',
      url: `/api/orders/${token}/payments`,
      payload: { idempotencyKey: key(), channel: 'card' },
    });
    expect(started.statusCode, started.body).toBe(200);
    const reference = cast.json<{ order: TOrder }>(started).order.payment!.reference;
    await cast.send({ method: 'POST', url: `/api/payments/sandbox/${reference}`, payload: { outcome: 'success' } });
    return cast.json<TOrder>(await cast.send({ method: 'POST', url: `/api/orders/${token}/verify` }));
  }

  const door = async (payload: string, eventId: number) => {
    const res = await cast.send(
      { method: 'POST', url: '/api/host/check-in', payload: { payload, eventId } },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<TCheckInResult>(res);
  };

  /** The date's places as counted, against its tickets that can enter. */
  async function ledgerOfPlaces(occ: number, typeId: number) {
    const [row] = await db()
      .select()
      .from(inventory)
      .where(and(eq(inventory.occurrenceId, occ), eq(inventory.ticketTypeId, typeId)));
    const [valid] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(and(eq(tickets.occurrenceId, occ), eq(tickets.status, 'valid')));
    return { held: row!.held, sold: row!.sold, valid: Number(valid!.n) };
  }

  const myTickets = async (who: Person) =>
    cast.json<MyTickets>(await cast.send({ method: 'GET', url: '/api/profile/tickets' }, who.cookie));

  it('sells a returned ticket to the next fan at face value: the old code re-issued at the door, the holder refunded less the host fee', async () => {
    const holder = await cast.newUser('returner');
    const { sale, order, typeId, occ } = await soldOutTo(holder);
    const [t1, t2] = order.tickets;
    // The host keeps 10 % of a resold ticket.
    const fee = await cast.send(
      { method: 'PUT', url: `/api/host/events/${sale.eventId}/waiting-list`, payload: { resaleFeePercent: 10 } },
      cast.cookies.hostA,
    );
    expect(fee.statusCode, fee.body).toBe(200);
    expect(cast.json<THostWaitlist>(fee).settings).toMatchObject({ resaleAllowed: true, resaleFeePercent: 10 });
    clearSaleEventCache();

    // My tickets offers the return while the date is sold out.
    const before = await myTickets(holder);
    expect(before.upcoming.find((o) => o.reference === order.reference)!.tickets.map((t) => t.returnable)).toEqual([
      true,
      true,
    ]);
    // Only the holder returns; someone else naming the ticket is told it is not theirs.
    const stranger = await cast.newUser('stranger');
    expect((await giveBack(stranger, [t1!.id])).statusCode).toBe(404);

    const fan = await join(sale.eventId, typeId);
    const made = await giveBack(holder, [t1!.id]);
    expect(made.statusCode, made.body).toBe(201);
    const [ret] = cast.json<{ returns: TTicketReturn[] }>(made).returns;
    expect(ret).toMatchObject({ ticketId: t1!.id, status: 'listed', refundAmount: 900 });
    expect(before.upcoming.find((o) => o.reference === order.reference)!.tickets[0]!.returnRefund).toBe(900);
    // Twice is refused, in words.
    const twice = await giveBack(holder, [t1!.id]);
    expect(twice.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(twice).code).toBe('ticket_not_returnable');
    // It stays valid and the holder's: it still opens the door's check (not scanned here).
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 2, valid: 2 });

    // The offer takes the returned place: held for the fan, no longer counted as sold.
    const now = new Date();
    expect(await makeOffers(ctx.app, occ, now)).toHaveLength(1);
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 1, sold: 1, valid: 2 });
    const offered = await myTickets(holder);
    const mine = offered.upcoming.find((o) => o.reference === order.reference)!;
    expect(mine.tickets.find((t) => t.id === t1!.id)!.resale).toMatchObject({ status: 'offered', refundAmount: 900 });
    // While a fan holds it, the holder cannot take it back.
    const busy = await cast.send({ method: 'DELETE', url: `/api/tickets/returns/${ret!.id}` }, holder.cookie);
    expect(busy.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(busy).code).toBe('return_not_open');

    // The fan pays (the sandbox card): their ticket is issued, the old one re-issued.
    jobs().sent.length = 0;
    const fanOrder = (await entry(fan.token)).offer!.orderToken;
    const paid = await payByCard(fanOrder);
    expect(paid.status).toBe('paid');
    expect(paid.total).toBeLessThanOrEqual(1_000 + paid.fees);
    expect(paid.items[0]!.unitPrice).toBe(1_000);
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 2, valid: 2 });
    expect(await door(t1!.qrPayload, sale.eventId)).toMatchObject({ outcome: 'reissued' });
    expect(await door(paid.tickets[0]!.qrPayload, sale.eventId)).toMatchObject({ outcome: 'valid' });
    expect(await door(t2!.qrPayload, sale.eventId)).toMatchObject({ outcome: 'valid' });

    // The holder's refund: face value less 10 %, through the sale's payment, sent by the job.
    const [holderOrder] = await db().select().from(orders).where(eq(orders.reference, order.reference));
    const [refund] = await db().select().from(refunds).where(eq(refunds.orderId, holderOrder!.id));
    expect(refund).toMatchObject({ reason: 'resale', amount: 900, includesFee: false, status: 'pending' });
    expect(jobs().sent.filter((j) => j.name === JOB.processRefund && j.data.refundId === refund!.id)).toHaveLength(1);
    await processRefund(ctx.app, refund!.id);
    const [sent] = await db().select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(sent!.status).toBe('processed');
    const rows = await db().select().from(ledgerEntries).where(eq(ledgerEntries.refundId, refund!.id));
    expect(rows.map((r) => [r.kind, r.amount])).toEqual([['refund', -900]]);
    // Its mail says why, in the holder's words.
    expect(refundNoticeMail(order, { amount: 900, reason: 'resale' }).text).toContain(
      'because a fan on the waiting list bought the tickets you returned',
    );
    const [row] = await db().select().from(ticketReturns).where(eq(ticketReturns.id, ret!.id));
    expect(row).toMatchObject({ status: 'sold', refundId: refund!.id });

    // The holder sees it sold; the host sees it with both orders.
    const after = await myTickets(holder);
    const now1 = after.upcoming.find((o) => o.reference === order.reference)!;
    expect(now1.tickets.find((t) => t.id === t1!.id)).toMatchObject({ status: 'void', resale: { status: 'sold' } });
    const host = cast.json<THostWaitlist>(
      await cast.send({ method: 'GET', url: `/api/host/events/${sale.eventId}/waiting-list` }, cast.cookies.hostA),
    );
    expect(host.returns).toEqual([
      expect.objectContaining({
        status: 'sold',
        holderName: 'Holder Njeri',
        orderReference: order.reference,
        buyerOrderReference: paid.reference,
        refundAmount: 900,
      }),
    ]);
    // A host who does not own the event sees nothing of it.
    const other = await cast.send(
      { method: 'GET', url: `/api/host/events/${sale.eventId}/waiting-list` },
      cast.cookies.hostB,
    );
    expect(other.statusCode).toBe(404);

    // Refunding the holder's order later gives back only the place still theirs, and only what is left.
    const full = await cast.send(
      { method: 'POST', url: `/api/host/orders/${order.reference}/refund`, payload: {} },
      cast.cookies.hostA,
    );
    expect(full.statusCode, full.body).toBe(200);
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 1, valid: 1 });
    const all = await db().select().from(refunds).where(eq(refunds.orderId, holderOrder!.id));
    expect(all.reduce((s, r) => s + r.amount, 0)).toBeLessThanOrEqual(order.total);
  });

  it('lists a returned ticket again when its offer runs out, passes it to the next fan, and gives it back at the start', async () => {
    const holder = await cast.newUser('lapser');
    const { sale, order, typeId, occ } = await soldOutTo(holder);
    const [t1] = order.tickets;
    const first = await join(sale.eventId, typeId);
    const second = await join(sale.eventId, typeId);
    expect((await giveBack(holder, [t1!.id])).statusCode).toBe(201);
    const now = new Date();
    expect(await makeOffers(ctx.app, occ, now)).toHaveLength(1);
    expect((await entry(first.token)).status).toBe('offered');

    // The first fan lets the window pass: the place is the holder's again, then the second fan's.
    const past = new Date(now.getTime() + 31 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), past, sale.eventId)).toBe(1);
    const [listed] = await db().select().from(ticketReturns).where(eq(ticketReturns.ticketId, t1!.id));
    expect(listed).toMatchObject({ status: 'listed', offerOrderId: null });
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 2, valid: 2 });
    expect(await makeOffers(ctx.app, occ, past)).toHaveLength(1);
    expect((await entry(second.token)).status).toBe('offered');

    // The second lets it pass too; nobody else waits: it stays listed, valid and the holder's.
    const later = new Date(past.getTime() + 31 * 60_000);
    expect(await expireHolds(checkoutContext(ctx.app), later, sale.eventId)).toBe(1);
    expect(await makeOffers(ctx.app, occ, later)).toHaveLength(0);
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 2, valid: 2 });

    // Unsold when the date starts: the holder's for good.
    expect(await giveBackUnsoldReturns(db(), new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const [back] = await db().select().from(ticketReturns).where(eq(ticketReturns.ticketId, t1!.id));
    expect(back!.status).toBe('given_back');
    const [ticket] = await db().select().from(tickets).where(eq(tickets.id, t1!.id));
    expect(ticket!.status).toBe('valid');
    const [own] = await db().select().from(orders).where(eq(orders.reference, order.reference));
    expect(await db().select().from(refunds).where(eq(refunds.orderId, own!.id))).toHaveLength(0);
  });

  it('lets the holder take a listed return back, and ends it when the ticket is checked in, even while offered', async () => {
    const holder = await cast.newUser('keeper');
    const { sale, order, typeId, occ } = await soldOutTo(holder);
    const [t1, t2] = order.tickets;
    const made = cast.json<{ returns: TTicketReturn[] }>(await giveBack(holder, [t1!.id])).returns[0]!;
    const back = await cast.send({ method: 'DELETE', url: `/api/tickets/returns/${made.id}` }, holder.cookie);
    expect(back.statusCode, back.body).toBe(200);
    expect(cast.json<TTicketReturn>(back).status).toBe('withdrawn');
    // Someone else cannot touch it.
    const other = await cast.newUser('other');
    expect(
      (await cast.send({ method: 'DELETE', url: `/api/tickets/returns/${made.id}` }, other.cookie)).statusCode,
    ).toBe(404);

    // Returned again and offered to a fan; the holder comes to the door after all.
    const fan = await join(sale.eventId, typeId);
    expect((await giveBack(holder, [t2!.id])).statusCode).toBe(201);
    expect(await makeOffers(ctx.app, occ, new Date())).toHaveLength(1);
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 1, sold: 1, valid: 2 });
    expect(await door(t2!.qrPayload, sale.eventId)).toMatchObject({ outcome: 'valid' });
    // The fan's offer ended through the engine; the place is the holder's, counted once.
    expect(await ledgerOfPlaces(occ, typeId)).toEqual({ held: 0, sold: 2, valid: 2 });
    const [ended] = await db().select().from(ticketReturns).where(eq(ticketReturns.ticketId, t2!.id));
    expect(ended!.status).toBe('withdrawn');
    const offer = (await entry(fan.token)).offer;
    expect(offer === null || offer === undefined || (await entry(fan.token)).status !== 'offered').toBe(true);
    // A checked-in ticket cannot be returned.
    const used = await giveBack(holder, [t2!.id]);
    expect(used.statusCode).toBe(409);
  });

  it('refuses returns in words when the date is on sale, resale is off, or the ticket was free', async () => {
    const holder = await cast.newUser('refused');
    const open = await createSaleEvent(db(), { types: { General: { price: 1_000, quantity: 10 } } });
    const phone = `+2547${String(31_000_000 + ++seq).slice(-8)}`;
    const order = await cast.paidOrder(open.eventId, open.types.General!, 1, {
      buyer: { name: 'Holder Njeri', email: holder.user.email, phone },
    });
    const onSale = await giveBack(holder, [order.tickets[0]!.id]);
    expect(onSale.statusCode).toBe(409);
    expect(cast.json<{ message: string }>(onSale).message).toContain('still on sale');
    const sw = await cast.send(
      {
        method: 'POST',
        url: '/api/tickets/returns',
        payload: { ticketIds: [order.tickets[0]!.id] },
      },
      `${holder.cookie}; lang=sw`,
    );
    expect(cast.json<{ message: string }>(sw).message).toContain('bado inauzwa');

    const { sale, order: sold } = await soldOutTo(holder);
    const off = await cast.send(
      { method: 'PUT', url: `/api/host/events/${sale.eventId}/waiting-list`, payload: { resaleAllowed: false } },
      cast.cookies.hostA,
    );
    expect(off.statusCode).toBe(200);
    clearSaleEventCache();
    const refused = await giveBack(holder, [sold.tickets[0]!.id]);
    expect(refused.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(refused).code).toBe('resale_off');
    const mine = await myTickets(holder);
    expect(mine.upcoming.find((o) => o.reference === sold.reference)!.tickets.some((t) => t.returnable)).toBe(false);

    // A date that has started takes no returns (the host's resale back on: only the date refuses).
    await cast.send(
      { method: 'PUT', url: `/api/host/events/${sale.eventId}/waiting-list`, payload: { resaleAllowed: true } },
      cast.cookies.hostA,
    );
    await db()
      .update(occurrences)
      .set({ startsAt: new Date(Date.now() - 3600_000) })
      .where(eq(occurrences.eventId, sale.eventId));
    clearSaleEventCache();
    clearAvailabilityCache();
    const past = await giveBack(holder, [sold.tickets[1]!.id]);
    expect(past.statusCode).toBe(409);
    expect(cast.json<{ code: string; message: string }>(past)).toMatchObject({
      code: 'ticket_not_returnable',
      message: expect.stringContaining('has started'),
    });

    // A free ticket has nothing to refund: it can be sent to a friend instead.
    const mixed = await createSaleEvent(db(), {
      types: { Free: { price: 0, quantity: 1 }, General: { price: 1_000, quantity: 5 } },
    });
    const free = await cast.hold(mixed.eventId, mixed.types.Free!, 1, {
      buyer: { name: 'Holder Njeri', email: holder.user.email, phone: `+2547${String(32_000_000 + ++seq).slice(-8)}` },
    });
    expect(free.status, JSON.stringify(free)).toBe('reserved');
    const freeRefused = await giveBack(holder, [free.tickets[0]!.id]);
    expect(freeRefused.statusCode).toBe(409);
    expect(cast.json<{ message: string }>(freeRefused).message).toContain('Only paid tickets');

    const bad = await cast.send(
      { method: 'PUT', url: `/api/host/events/${sale.eventId}/waiting-list`, payload: { resaleFeePercent: 50 } },
      cast.cookies.hostA,
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await cast.send({ method: 'POST', url: '/api/tickets/returns', payload: { ticketIds: [1] } })).statusCode,
    ).toBe(401);
  });
});
