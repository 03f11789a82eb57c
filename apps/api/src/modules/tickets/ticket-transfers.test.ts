import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  TCheckInOfflineBundle,
  TCheckInResult,
  THostAttendeePage,
  TOrder,
  TReceivedTickets,
  TSentTransfer,
  TTransferOffer,
} from '@tribe/contracts';
import { TRANSFERS_PER_DAY } from '@tribe/contracts';
import { auditLog, events, occurrences, orders, tickets, ticketTransfers } from '../../db/schema/index.js';
import { ENGINES } from '../../test/database.js';
import { listOutbox } from '../mail/mail.repository.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { useHostAreaCast } from '../host-area/team.test-support.js';
import { lapseTransfers } from './ticket-transfers.service.js';

/**
 * Tickets sent to a friend (decision 051): only the holder sends, only the recipient accepts,
 * the tickets are re-issued with new codes, the old ones are refused at the door (online, and in
 * the offline list), every step is on the audit record, and a host sees only their events'.
 */
describe.each(ENGINES)('tickets sent to a friend on %s', (engine) => {
  const { ctx, cast } = useHostAreaCast(engine);

  type Person = Awaited<ReturnType<typeof cast.newUser>>;
  let seq = 0;

  /** A paid order of `n` tickets bought by `who` with their own (verified) email. */
  async function ticketsOf(who: Person, n = 2, sale?: Awaited<ReturnType<typeof createSaleEvent>>) {
    const s = sale ?? (await createSaleEvent(cast.db));
    const phone = `+2547${String(20_000_000 + ++seq).slice(-8)}`;
    const order = await cast.paidOrder(s.eventId, s.types.General!, n, {
      buyer: { name: 'Amani Wekesa', email: who.user.email, phone },
    });
    return { sale: s, order, phone };
  }

  const send = (who: Person, body: Record<string, unknown>) =>
    cast.send({ method: 'POST', url: '/api/tickets/transfers', payload: body }, who.cookie);

  /** The link last mailed or texted to `to`, as its token. */
  async function linkTo(to: string): Promise<string> {
    await ctx.app.mail.idle();
    const sent = (await listOutbox(ctx.app.db, 200)).find((m) => m.to === to);
    const token = /\/transfers\/([\w-]+)/.exec(sent?.text ?? '')?.[1];
    if (!token) throw new Error(`no transfer link sent to ${to}`);
    return token;
  }

  const accept = (token: string, cookie?: string) =>
    cast.send({ method: 'POST', url: `/api/transfers/${token}/accept` }, cookie);

  const door = async (body: Record<string, unknown>) => {
    const res = await cast.send({ method: 'POST', url: '/api/host/check-in', payload: body }, cast.cookies.hostA);
    expect(res.statusCode, res.body).toBe(200);
    return cast.json<TCheckInResult>(res);
  };

  it('re-issues tickets an email friend accepts: new codes theirs alone, the old code refused at the door, every step recorded', async () => {
    const sender = await cast.newUser('sender');
    const friend = await cast.newUser('friend');
    const { sale, order } = await ticketsOf(sender);
    const [t1, t2] = order.tickets;
    const E = sale.eventId;

    // Only the holder sends: someone else naming these tickets is told they are not theirs.
    const stranger = await cast.newUser('stranger');
    const notTheirs = await send(stranger, { ticketIds: [t1!.id], email: friend.user.email });
    expect(notTheirs.statusCode).toBe(404);

    const sent = await send(sender, { ticketIds: [t1!.id], email: friend.user.email.toUpperCase() });
    expect(sent.statusCode, sent.body).toBe(201);
    const transfer = cast.json<TSentTransfer>(sent);
    expect(transfer).toMatchObject({ status: 'pending', to: friend.user.email, ticketIds: [t1!.id], ticketCount: 1 });

    const token = await linkTo(friend.user.email);
    const offer = cast.json<TTransferOffer>(await cast.send({ method: 'GET', url: `/api/transfers/${token}` }));
    expect(offer).toMatchObject({
      open: true,
      fromName: 'Sender Ouma',
      toKind: 'email',
      tickets: [{ ticketTypeName: 'General' }],
    });

    // Only the recipient accepts: not signed in, another account, the sender.
    expect((await accept(token)).statusCode).toBe(401);
    const wrong = await accept(token, stranger.cookie);
    expect(wrong.statusCode).toBe(403);
    expect(cast.json<{ code: string }>(wrong).code).toBe('transfer_wrong_account');
    expect((await accept(token, sender.cookie)).statusCode).toBe(400);

    const accepted = await accept(token, friend.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [newId] = cast.json<{ ticketIds: number[] }>(accepted).ticketIds;
    expect((await accept(token, friend.cookie)).statusCode).toBe(409);

    // The friend holds a new ticket: a new code, under "received".
    const mine = cast.json<{ received: TReceivedTickets[] }>(
      await cast.send({ method: 'GET', url: '/api/profile/tickets' }, friend.cookie),
    );
    const got = mine.received.flatMap((g) => g.tickets);
    expect(got.map((t) => t.id)).toEqual([newId]);
    expect(got[0]!.code).not.toBe(t1!.code);
    expect(mine.received[0]!.fromName).toBe('Sender Ouma');

    // The sender's order shows the sent ticket as re-issued and never the friend's new one.
    const theirs = cast.json<TOrder>(await cast.send({ method: 'GET', url: `/api/orders/${order.token}` }));
    expect(theirs.tickets.map((t) => [t.id, t.status, t.reissued])).toEqual([
      [t1!.id, 'void', true],
      [t2!.id, 'valid', false],
    ]);
    const qrByOrder = await cast.send({ method: 'GET', url: `/api/orders/${order.token}/tickets/${newId}/qr.svg` });
    expect(qrByOrder.statusCode).toBe(404);
    const qrUrl = `/api/profile/tickets/${newId}/qr.svg`;
    expect((await cast.send({ method: 'GET', url: qrUrl }, friend.cookie)).statusCode).toBe(200);
    expect((await cast.send({ method: 'GET', url: qrUrl }, sender.cookie)).statusCode).toBe(404);

    // The door: the old QR code is refused as re-issued, the new one admits.
    expect(await door({ payload: t1!.qrPayload, eventId: E })).toMatchObject({ outcome: 'reissued' });
    expect(await door({ payload: got[0]!.qrPayload, eventId: E })).toMatchObject({
      outcome: 'valid',
      ticket: { attendeeName: 'Friend Ouma' },
    });
    const bundle = cast.json<TCheckInOfflineBundle>(
      await cast.send({ method: 'GET', url: `/api/host/check-in/events/${E}/offline` }, cast.cookies.hostA),
    );
    const hash = (code: string) => createHash('sha256').update(code).digest('hex');
    expect(bundle.tickets.find((t) => t.codeHash === hash(t1!.code))?.status).toBe('reissued');
    expect(bundle.tickets.find((t) => t.codeHash === hash(got[0]!.code))?.status).toBe('valid');

    // The host's attendee list: the holder, and how the ticket came to them.
    const page = cast.json<THostAttendeePage>(
      await cast.send({ method: 'GET', url: `/api/host/attendees?eventId=${E}` }, cast.cookies.hostA),
    );
    const row = page.items.find((a) => a.ticketId === newId)!;
    expect(row).toMatchObject({ attendeeName: 'Friend Ouma', reissued: false });
    expect(row.history).toEqual([{ at: expect.any(String), fromName: 'Sender Ouma', toName: 'Friend Ouma' }]);
    expect(page.items.find((a) => a.ticketId === t1!.id)).toMatchObject({ ticketStatus: 'void', reissued: true });
    const csv = await cast.send({ method: 'GET', url: `/api/host/attendees.csv?eventId=${E}` }, cast.cookies.hostA);
    expect(csv.body).toContain('Re-issued');
    expect(csv.body).toContain('Sender Ouma -> Friend Ouma');

    // A host sees only their events' transfers.
    const hostA = await cast.send({ method: 'GET', url: `/api/host/events/${E}/transfers` }, cast.cookies.hostA);
    expect(hostA.statusCode).toBe(200);
    expect(cast.json<{ items: { status: string; toName: string }[] }>(hostA).items).toEqual([
      expect.objectContaining({ status: 'accepted', fromName: 'Sender Ouma', toName: 'Friend Ouma', ticketCount: 1 }),
    ]);
    const hostB = await cast.send({ method: 'GET', url: `/api/host/events/${E}/transfers` }, cast.cookies.hostB);
    expect(hostB.statusCode).toBe(404);

    const steps = await cast.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(transfer.id)));
    expect(steps.map((s) => s.action).sort()).toEqual([
      'ticket.transfer_accepted',
      'ticket.transfer_sent',
      'tickets.reissued',
    ]);
  });

  it('texts a phone friend the link, and any account with the link accepts it; the sender can cancel before', async () => {
    const sender = await cast.newUser('sender');
    const friend = await cast.newUser('friend');
    const { order } = await ticketsOf(sender, 3);
    const [a, b] = order.tickets;
    const phone = '+254733000111';

    const first = cast.json<TSentTransfer>(await send(sender, { ticketIds: [a!.id], phone: '0733 000 111' }));
    await ctx.app.mail.idle();
    const sms = (await listOutbox(ctx.app.db, 200)).find((m) => m.channel === 'sms' && m.to === phone);
    expect(sms?.text).toMatch(/Sender Ouma sent you 1 ticket for .+ Accept them: http\S+\/transfers\/[\w-]+/);
    const token = await linkTo(phone);

    // Cancelled by someone else: not found; by the sender: gone, and the link no longer accepts.
    const other = await cast.send({ method: 'DELETE', url: `/api/tickets/transfers/${first.id}` }, friend.cookie);
    expect(other.statusCode).toBe(404);
    const cancel = await cast.send({ method: 'DELETE', url: `/api/tickets/transfers/${first.id}` }, sender.cookie);
    expect(cancel.statusCode).toBe(204);
    expect((await accept(token, friend.cookie)).statusCode).toBe(409);
    const [kept] = await cast.db.select().from(tickets).where(eq(tickets.id, a!.id));
    expect(kept).toMatchObject({ status: 'valid', pendingTransferId: null });

    const again = await send(sender, { ticketIds: [a!.id, b!.id], phone });
    expect(again.statusCode, again.body).toBe(201);
    const accepted = await accept(await linkTo(phone), friend.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(cast.json<{ ticketIds: number[] }>(accepted).ticketIds).toHaveLength(2);

    const list = cast.json<{ items: TSentTransfer[] }>(
      await cast.send({ method: 'GET', url: '/api/profile/transfers' }, sender.cookie),
    );
    expect(list.items.map((t) => t.status)).toEqual(['accepted', 'cancelled']);
  });

  it(`refuses an account's ${TRANSFERS_PER_DAY + 1}th transfer in a day, cancelled ones counted, in words with a wait`, async () => {
    const sender = await cast.newUser('daily');
    const { order } = await ticketsOf(sender, 1);
    const ticketId = order.tickets[0]!.id;
    for (let i = 0; i < TRANSFERS_PER_DAY; i++) {
      const sent = await send(sender, { ticketIds: [ticketId], email: `daily.friend.${i}@example.com` });
      expect(sent.statusCode, sent.body).toBe(201);
      const cancel = await cast.send(
        { method: 'DELETE', url: `/api/tickets/transfers/${cast.json<TSentTransfer>(sent).id}` },
        sender.cookie,
      );
      expect(cancel.statusCode).toBe(204);
    }
    const refused = await send(sender, { ticketIds: [ticketId], email: 'one.more@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(cast.json<{ message: string }>(refused).message).toBe(
      'You have sent tickets many times today. Try again tomorrow.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account's budget is its own.
    const other = await cast.newUser('daily2');
    const { order: theirs } = await ticketsOf(other, 1);
    const ok = await send(other, { ticketIds: [theirs.tickets[0]!.id], email: 'their.friend@example.com' });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses in words: to oneself, a checked-in ticket, one already waiting, a date under way, transfers off, a lapsed link', async () => {
    const sender = await cast.newUser('sender');
    const friend = await cast.newUser('friend');
    const { sale, order, phone } = await ticketsOf(sender, 4);
    const [a, b, c, d] = order.tickets;
    const refused = async (body: Record<string, unknown>, status: number, code: string) => {
      const res = await send(sender, body);
      expect(res.statusCode, res.body).toBe(status);
      const answer = cast.json<{ code: string; message: string }>(res);
      expect(answer.code).toBe(code);
      expect(answer.message.length).toBeGreaterThan(20);
      return answer.message;
    };

    expect(await refused({ ticketIds: [a!.id], email: sender.user.email }, 400, 'transfer_to_self')).toMatch(
      /your own email or phone/,
    );
    await refused({ ticketIds: [a!.id], phone }, 400, 'transfer_to_self');
    await refused({ ticketIds: [a!.id], email: 'x@example.com', phone: '0712000000' }, 400, 'validation_failed');

    expect((await door({ payload: a!.qrPayload, eventId: sale.eventId })).outcome).toBe('valid');
    await refused({ ticketIds: [a!.id], email: friend.user.email }, 409, 'ticket_not_transferable');

    expect((await send(sender, { ticketIds: [b!.id], email: friend.user.email })).statusCode).toBe(201);
    await refused({ ticketIds: [b!.id], email: 'other@example.com' }, 409, 'ticket_not_transferable');

    // The link lapses: accepting is refused (410), and the job gives the ticket back.
    const token = await linkTo(friend.user.email);
    await cast.db
      .update(ticketTransfers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ticketTransfers.status, 'pending'));
    const late = await accept(token, friend.cookie);
    expect(late.statusCode).toBe(410);
    expect(await lapseTransfers({ db: cast.db })).toBeGreaterThanOrEqual(1);
    const [back] = await cast.db.select().from(tickets).where(eq(tickets.id, b!.id));
    expect(back).toMatchObject({ status: 'valid', pendingTransferId: null });

    // Kiswahili words for the same refusal.
    const sw = await cast.send(
      { method: 'POST', url: '/api/tickets/transfers', payload: { ticketIds: [c!.id], email: sender.user.email } },
      undefined,
      { cookie: `${sender.cookie}; lang=sw` },
    );
    expect(cast.json<{ message: string }>(sw).message).toMatch(/barua pepe au simu yako mwenyewe/);

    // The date has started: its tickets stay where they are.
    const [dRow] = await cast.db.select().from(tickets).where(eq(tickets.id, d!.id));
    await cast.db
      .update(occurrences)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(occurrences.id, dRow!.occurrenceId));
    expect(await refused({ ticketIds: [d!.id], email: friend.user.email }, 409, 'ticket_not_transferable')).toMatch(
      /has started/,
    );

    // The host turned transfers off for the event.
    const other = await ticketsOf(sender, 1);
    await cast.db.update(events).set({ transfersAllowed: false }).where(eq(events.id, other.sale.eventId));
    await refused({ ticketIds: [other.order.tickets[0]!.id], email: friend.user.email }, 409, 'transfers_off');
  });

  it.runIf(engine === 'postgres')(
    'lets exactly one of two accepts, or of a cancel and an accept, win a race (PostgreSQL)',
    async () => {
      const sender = await cast.newUser('sender');
      const friend = await cast.newUser('friend');
      for (let round = 0; round < 5; round++) {
        const { order } = await ticketsOf(sender, 1);
        const sent = cast.json<TSentTransfer>(
          await send(sender, { ticketIds: [order.tickets[0]!.id], email: friend.user.email }),
        );
        const token = await linkTo(friend.user.email);
        const race =
          round % 2 === 0
            ? [accept(token, friend.cookie), accept(token, friend.cookie)]
            : [
                accept(token, friend.cookie),
                cast.send({ method: 'DELETE', url: `/api/tickets/transfers/${sent.id}` }, sender.cookie),
              ];
        const codes = (await Promise.all(race)).map((r) => r.statusCode).sort();
        expect(codes.filter((c) => c === 200 || c === 204)).toHaveLength(1);
        expect(codes.filter((c) => c === 409)).toHaveLength(1);
        const [row] = await cast.db.select({ id: orders.id }).from(orders).where(eq(orders.publicToken, order.token));
        const rows = await cast.db.select().from(tickets).where(eq(tickets.orderId, row!.id));
        expect(rows.filter((t) => t.status === 'valid')).toHaveLength(1);
      }
    },
  );
});
