import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TEvent, TFeedbackRequest, THostReview, THostReviewPage, TOrder } from '@tribe/contracts';
import { devOutbox, events, occurrences, orders, reviews, tickets } from '../../db/schema/index.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from '../host-area/team.test-support.js';
import type { MailMessage } from '../mail/mail.service.js';
import {
  hashFeedbackToken,
  requestDueReviews,
  requestReviewsForOccurrence,
  reviewerNameOf,
  type ReviewContext,
} from './reviews.service.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;

describe('reviewerNameOf', () => {
  it('shows the first name and the last name’s initial', () => {
    expect(reviewerNameOf('Wanjiku Kamau')).toBe('Wanjiku K.');
    expect(reviewerNameOf('  amani   wa   wekesa ')).toBe('amani W.');
    expect(reviewerNameOf('Njeri')).toBe('Njeri');
    expect(reviewerNameOf('Zoë Ødegaard')).toBe('Zoë Ø.');
    expect(reviewerNameOf('   ')).toBeNull();
  });
});

describe.each(ENGINES)('reviews on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());

  /** A review context whose mails are kept in `sent` (or fail while `failing` says so). */
  function mailbox() {
    const sent: MailMessage[] = [];
    const box = { sent, failing: false };
    const review: ReviewContext = {
      db: cast.db,
      publicUrl: 'https://tikiti.example/',
      deliver: async (msg) => {
        if (box.failing) throw new Error('the mail server is down');
        sent.push(msg);
      },
    };
    return { ...box, box, review };
  }
  const tokensIn = (msg: MailMessage) =>
    [...msg.text.matchAll(/https:\/\/tikiti\.example\/feedback\/([A-Za-z0-9_-]+)/g)].map((m) => m[1]!);

  /** A live event whose one date starts `days` from now and ends 4 hours later. */
  async function saleEvent(days: number, types?: Record<string, { price: number; quantity?: number }>) {
    const startDate = new Date(Date.now() + days * DAY);
    const fixture = await createSaleEvent(cast.db, { startDate, ...(types ? { types } : {}) });
    return { ...fixture, endsAt: new Date(startDate.getTime() + 4 * HOUR) };
  }
  const occurrenceOf = async (order: TOrder) => {
    const [row] = await cast.db
      .select({ id: orders.occurrenceId })
      .from(orders)
      .where(eq(orders.reference, order.reference));
    return row!.id;
  };
  const reviewRows = (eventId: number) => cast.db.select().from(reviews).where(eq(reviews.eventId, eventId));
  const ticketIds = async (o: TOrder) =>
    (
      await cast.db
        .select({ id: tickets.id })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .where(eq(orders.reference, o.reference))
    ).map((t) => t.id);

  /** A one-ticket order on an event of its own, asked about: its token. */
  async function openLink(days: number) {
    const e = await saleEvent(days);
    const order = await cast.paidOrder(e.eventId, e.types.General!, 1);
    const mail = mailbox();
    await requestReviewsForOccurrence(mail.review, await occurrenceOf(order));
    const [token] = tokensIn(mail.sent[0]!);
    return { event: e, order, token: token! };
  }
  const getLink = (token: string) => cast.send({ method: 'GET', url: `/api/feedback/${token}` });
  const submit = (token: string, payload: Record<string, unknown>) =>
    cast.send({ method: 'POST', url: `/api/feedback/${token}`, payload });

  it('asks once per ticket and mails once per order an hour after the date ends; a second run adds nothing', async () => {
    const e = await saleEvent(50, { General: { price: 1000, quantity: 100 } });
    const two = await cast.paidOrder(e.eventId, e.types.General!, 2);
    const one = await cast.paidOrder(e.eventId, e.types.General!, 1);
    const refunded = await cast.paidOrder(e.eventId, e.types.General!, 1);
    const res = await cast.send(
      { method: 'POST', url: `/api/host/orders/${refunded.reference}/refund` },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(200);
    // Checked in at the door or not (the door may have been offline), every valid ticket is asked.
    const [checked] = await ticketIds(two);
    await cast.db.update(tickets).set({ checkedInAt: e.endsAt }).where(eq(tickets.id, checked!));
    // Complimentary (guest-list) orders count like others.
    await cast.db.update(orders).set({ source: 'complimentary' }).where(eq(orders.reference, one.reference));
    const occurrenceId = await occurrenceOf(two);

    const mail = mailbox();
    const early = await requestDueReviews(mail.review, new Date(e.endsAt.getTime() + 30 * 60_000));
    expect(early.mails).toBe(0);
    expect(await reviewRows(e.eventId)).toHaveLength(0);

    const now = new Date(e.endsAt.getTime() + 2 * HOUR);
    // Two sweeps at once (two processes, or a retry racing a cron run), then one more.
    await Promise.all([requestDueReviews(mail.review, now), requestDueReviews(mail.review, now)]);
    await requestDueReviews(mail.review, new Date(now.getTime() + HOUR));

    const rows = await reviewRows(e.eventId);
    expect(rows.map((r) => r.ticketId).sort()).toEqual([...(await ticketIds(two)), ...(await ticketIds(one))].sort());
    for (const r of rows) {
      expect(r).toMatchObject({ occurrenceId, reviewerName: 'Wanjiku K.', submittedAt: null, rating: null });
      expect(r.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(r.expiresAt!.getTime() - now.getTime()).toBe(30 * DAY);
    }
    const toTwo = mail.sent.filter((m) => m.to === two.buyer.email);
    const toOne = mail.sent.filter((m) => m.to === one.buyer.email);
    expect(toTwo).toHaveLength(1);
    expect(toOne).toHaveLength(1);
    expect(mail.sent.filter((m) => m.to === refunded.buyer.email)).toHaveLength(0);
    expect(toTwo[0]!.subject).toBe(`How was ${two.event.title}?`);
    const links = tokensIn(toTwo[0]!);
    expect(links).toHaveLength(2);
    expect(toTwo[0]!.text).toContain('Feedback for ticket 1 (General)');
    expect(toOne[0]!.text).toContain('Share your feedback');
    // Only the hashes are stored; each mailed link opens its own ticket's review.
    const hashes = new Set(rows.map((r) => r.tokenHash));
    for (const token of links) {
      expect(hashes.has(hashFeedbackToken(token))).toBe(true);
      expect(rows.some((r) => r.tokenHash.includes(token))).toBe(false);
    }
    const [occ] = await cast.db.select().from(occurrences).where(eq(occurrences.id, occurrenceId));
    expect(occ!.reviewsRequestedAt?.toISOString()).toBe(now.toISOString());
  });

  it('leaves out dates that ended over a week ago, cancelled dates and dates still going', async () => {
    const old = await saleEvent(60);
    const oldOrder = await cast.paidOrder(old.eventId, old.types.General!, 1);
    const cancelled = await saleEvent(68);
    const cancelledOrder = await cast.paidOrder(cancelled.eventId, cancelled.types.General!, 1);
    await cast.db
      .update(occurrences)
      .set({ cancelledAt: new Date() })
      .where(eq(occurrences.id, await occurrenceOf(cancelledOrder)));
    const mail = mailbox();
    await requestDueReviews(mail.review, new Date(old.endsAt.getTime() + 8 * DAY));
    expect(mail.sent.filter((m) => m.to === oldOrder.buyer.email)).toHaveLength(0);
    expect(mail.sent.filter((m) => m.to === cancelledOrder.buyer.email)).toHaveLength(0);
    expect(await reviewRows(old.eventId)).toHaveLength(0);
    expect(await reviewRows(cancelled.eventId)).toHaveLength(0);
  });

  it('takes a date without an end as ending at midnight of its day in the event’s zone', async () => {
    const e = await saleEvent(80);
    const order = await cast.paidOrder(e.eventId, e.types.General!, 1);
    // 10:00 in Nairobi (07:00 UTC) on the day, no end: over at 00:00 Nairobi (21:00 UTC).
    const day = new Date(Date.now() + 80 * DAY).toISOString().slice(0, 10);
    const midnight = new Date(`${day}T21:00:00Z`);
    await cast.db
      .update(occurrences)
      .set({ startsAt: new Date(`${day}T07:00:00Z`), endsAt: null })
      .where(eq(occurrences.id, await occurrenceOf(order)));
    await cast.db.update(events).set({ endDate: null }).where(eq(events.id, e.eventId));
    const mail = mailbox();
    await requestDueReviews(mail.review, new Date(midnight.getTime() + 59 * 60_000));
    expect(mail.sent.filter((m) => m.to === order.buyer.email)).toHaveLength(0);
    await requestDueReviews(mail.review, new Date(midnight.getTime() + 61 * 60_000));
    expect(mail.sent.filter((m) => m.to === order.buyer.email)).toHaveLength(1);
  });

  it('mails a ticket naming another address to that person, and takes back rows whose mail failed', async () => {
    const e = await saleEvent(100);
    const order = await cast.paidOrder(e.eventId, e.types.General!, 2);
    const [, second] = await ticketIds(order);
    await cast.db
      .update(tickets)
      .set({ attendeeName: 'Achieng Otieno', attendeeEmail: 'ACHIENG@example.co.ke' })
      .where(eq(tickets.id, second!));
    const occurrenceId = await occurrenceOf(order);

    const mail = mailbox();
    mail.box.failing = true;
    await expect(requestReviewsForOccurrence(mail.review, occurrenceId)).rejects.toThrow('the mail server is down');
    expect(await reviewRows(e.eventId)).toHaveLength(0);
    const [occ] = await cast.db.select().from(occurrences).where(eq(occurrences.id, occurrenceId));
    expect(occ!.reviewsRequestedAt).toBeNull();

    mail.box.failing = false;
    const done = await requestReviewsForOccurrence(mail.review, occurrenceId);
    expect(done).toMatchObject({ reviews: 2, mails: 2 });
    expect(mail.sent.map((m) => m.to).sort()).toEqual(['ACHIENG@example.co.ke', order.buyer.email].sort());
    const achieng = mail.sent.find((m) => m.to === 'ACHIENG@example.co.ke')!;
    expect(achieng.text).toMatch(/^Hi Achieng,/);
    const rows = await reviewRows(e.eventId);
    expect(rows.find((r) => r.ticketId === second)).toMatchObject({ reviewerName: 'Achieng O.', userId: null });
  });

  it('shows an open link, takes one rating and comment, then says it was used', async () => {
    const { event, order, token } = await openLink(110);
    const res = await getLink(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cast.json<TFeedbackRequest>(res)).toMatchObject({
      event: { title: order.event.title, externalId: event.externalId, timeZone: 'Africa/Nairobi' },
      ticketTypeName: 'General',
      reviewerName: 'Wanjiku K.',
      startsAt: order.occurrence.startsAt,
    });

    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 4.5 },
      { rating: '5' },
      {},
      { rating: 5, comment: 'bell \u0007' },
      { rating: 5, comment: 'x'.repeat(2001) },
    ]) {
      const r = await submit(token, bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ok = await submit(token, { rating: 5, comment: '  Great sound.\nLong queue at gate B.  ' });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(cast.json<{ rating: number; comment: string }>(ok)).toMatchObject({
      rating: 5,
      comment: 'Great sound.\nLong queue at gate B.',
    });
    const again = await submit(token, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(cast.json<{ code: string }>(again).code).toBe('feedback_already_submitted');
    const used = await getLink(token);
    expect(used.statusCode).toBe(410);
    expect(cast.json<{ code: string; message: string }>(used)).toMatchObject({
      code: 'feedback_used',
      message: expect.stringContaining('already been sent'),
    });
    const [row] = await cast.db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashFeedbackToken(token)));
    expect(row).toMatchObject({ rating: 5 });

    const unknown = await getLink('A'.repeat(32));
    expect(unknown.statusCode).toBe(404);
    expect(cast.json<{ code: string }>(unknown).code).toBe('feedback_not_found');
    expect((await getLink('short')).statusCode).toBe(400);
    // An unknown link is 404 whatever the body says.
    expect((await submit('A'.repeat(32), { rating: 'junk' })).statusCode).toBe(404);
  });

  it('refuses an expired link with 410, reading and sending alike', async () => {
    const { token } = await openLink(120);
    await cast.db
      .update(reviews)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(reviews.tokenHash, hashFeedbackToken(token)));
    for (const res of [await getLink(token), await submit(token, { rating: 4 })]) {
      expect(res.statusCode).toBe(410);
      expect(cast.json<{ code: string }>(res).code).toBe('feedback_expired');
    }
  });

  it('takes exactly one of many submits sent at once', async () => {
    const { token } = await openLink(130);
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => submit(token, { rating: (i % 5) + 1, comment: `try ${i}` })),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    const winner = cast.json<{ rating: number; comment: string }>(results.find((r) => r.statusCode === 201)!);
    const [row] = await cast.db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashFeedbackToken(token)));
    expect({ rating: row!.rating, comment: row!.comment }).toEqual({ rating: winner.rating, comment: winner.comment });
  });

  it('lists the host’s reviews with averages and spread, filters them, and lets the host reply', async () => {
    const e = await saleEvent(140);
    const order = await cast.paidOrder(e.eventId, e.types.General!, 3);
    const mail = mailbox();
    await requestReviewsForOccurrence(mail.review, await occurrenceOf(order));
    const [a, b, c] = tokensIn(mail.sent[0]!);
    expect((await submit(a!, { rating: 5, comment: 'Loved it' })).statusCode).toBe(201);
    expect((await submit(b!, { rating: 4 })).statusCode).toBe(201);
    const list = (query: string, cookie = cast.cookies.hostA) =>
      cast.send({ method: 'GET', url: `/api/host/reviews?eventId=${e.eventId}${query}` }, cookie);

    const res = await list('');
    expect(res.statusCode, res.body).toBe(200);
    const page = cast.json<THostReviewPage>(res);
    expect(page.total).toBe(2);
    expect(page.items.map((r) => r.rating)).toEqual([4, 5]);
    expect(page.items[1]).toMatchObject({
      eventId: e.eventId,
      eventTitle: order.event.title,
      ticketTypeName: 'General',
      reviewerName: 'Wanjiku K.',
      comment: 'Loved it',
      hostReply: null,
      hidden: false,
    });
    expect(page.stats).toEqual({
      average: 4.5,
      count: 2,
      requested: 3,
      distribution: [
        { rating: 5, count: 1 },
        { rating: 4, count: 1 },
        { rating: 3, count: 0 },
        { rating: 2, count: 0 },
        { rating: 1, count: 0 },
      ],
    });
    expect(page.events.find((x) => x.eventId === e.eventId)).toEqual({
      eventId: e.eventId,
      title: order.event.title,
      average: 4.5,
      count: 2,
      requested: 3,
    });
    const fives = cast.json<THostReviewPage>(await list('&rating=5'));
    expect(fives.items.map((r) => r.comment)).toEqual(['Loved it']);
    expect(fives.stats.count).toBe(2);
    expect(cast.json<THostReviewPage>(await list('&page=2')).items).toEqual([]);

    const five = fives.items[0]!;
    const reply = (id: number, body: unknown, cookie = cast.cookies.hostA) =>
      cast.send({ method: 'PUT', url: `/api/host/reviews/${id}/reply`, payload: body as object }, cookie);
    const replied = await reply(five.id, { reply: '  Thank you for coming!  ' });
    expect(replied.statusCode, replied.body).toBe(200);
    const first = cast.json<THostReview>(replied);
    expect(first.hostReply).toBe('Thank you for coming!');
    expect(first.hostReplyAt).not.toBeNull();
    const edited = cast.json<THostReview>(
      await reply(five.id, { reply: 'Thank you! See you in March.' }, cast.cookies.manager),
    );
    expect(edited.hostReply).toBe('Thank you! See you in March.');
    expect((await reply(five.id, { reply: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await reply(five.id, {})).statusCode).toBe(400);
    const removed = cast.json<THostReview>(await reply(five.id, { reply: '   ' }));
    expect(removed).toMatchObject({ hostReply: null, hostReplyAt: null });
    // A link not used yet is no review to reply to.
    const [open] = await cast.db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashFeedbackToken(c!)));
    expect((await reply(open!.id, { reply: 'Hello?' })).statusCode).toBe(404);
  });

  it('lets the owner and manager read and reply; visitor 401, attendee and scanner 403, another host 404', async () => {
    const { token } = await openLink(150);
    await submit(token, { rating: 3, comment: 'Fine' });
    const [row] = await cast.db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashFeedbackToken(token)));
    const id = row!.id;
    const get = (cookie?: string) => cast.send({ method: 'GET', url: '/api/host/reviews' }, cookie);
    const put = (cookie?: string) =>
      cast.send({ method: 'PUT', url: `/api/host/reviews/${id}/reply`, payload: { reply: 'Thanks' } }, cookie);
    const cells: [string, number, number][] = [
      ['visitor', (await get()).statusCode, (await put()).statusCode],
      ['attendee', (await get(cast.cookies.attendee)).statusCode, (await put(cast.cookies.attendee)).statusCode],
      ['scanner', (await get(cast.cookies.scanner)).statusCode, (await put(cast.cookies.scanner)).statusCode],
      ['manager', (await get(cast.cookies.manager)).statusCode, (await put(cast.cookies.manager)).statusCode],
      ['hostA', (await get(cast.cookies.hostA)).statusCode, (await put(cast.cookies.hostA)).statusCode],
      ['hostB', (await get(cast.cookies.hostB)).statusCode, (await put(cast.cookies.hostB)).statusCode],
    ];
    expect(cells).toEqual([
      ['visitor', 401, 401],
      ['attendee', 403, 403],
      ['scanner', 403, 403],
      ['manager', 200, 200],
      ['hostA', 200, 200],
      ['hostB', 200, 404],
    ]);
    // Host B's list holds none of host A's reviews, even when asked for A's event.
    const b = cast.json<THostReviewPage>(
      await cast.send({ method: 'GET', url: `/api/host/reviews?eventId=${row!.eventId}` }, cast.cookies.hostB),
    );
    expect(b).toMatchObject({ items: [], total: 0, stats: { count: 0, requested: 0, average: null } });
  });

  it('shows the event’s and the host’s averages and the latest comments with replies on the public event', async () => {
    const e = await saleEvent(160);
    const eventPage = async () => {
      const res = await cast.send({ method: 'GET', url: `/api/events/${e.externalId}` });
      expect(res.statusCode, res.body).toBe(200);
      return cast.json<TEvent>(res);
    };
    const hostBefore = (await eventPage()).hostRating;
    expect((await eventPage()).rating).toBeNull();
    expect((await eventPage()).latestReviews).toEqual([]);

    const order = await cast.paidOrder(e.eventId, e.types.General!, 5);
    const mail = mailbox();
    await requestReviewsForOccurrence(mail.review, await occurrenceOf(order));
    const links = tokensIn(mail.sent[0]!);
    const given: [number, string | null][] = [
      [5, 'First one'],
      [4, null],
      [5, 'Second one'],
      [2, 'Third one'],
      [5, 'Hidden by moderation'],
    ];
    for (const [i, [rating, comment]] of given.entries()) {
      expect((await submit(links[i]!, { rating, comment })).statusCode).toBe(201);
      await cast.db
        .update(reviews)
        .set({ submittedAt: new Date(Date.now() + i * 1000) })
        .where(eq(reviews.tokenHash, hashFeedbackToken(links[i]!)));
    }
    await cast.db
      .update(reviews)
      .set({ hiddenAt: new Date() })
      .where(eq(reviews.tokenHash, hashFeedbackToken(links[4]!)));
    const [second] = await cast.db
      .select()
      .from(reviews)
      .where(eq(reviews.tokenHash, hashFeedbackToken(links[2]!)));
    await cast.send(
      { method: 'PUT', url: `/api/host/reviews/${second!.id}/reply`, payload: { reply: 'Thank you!' } },
      cast.cookies.hostA,
    );

    const page = await eventPage();
    // (5 + 4 + 5 + 2) / 4 = 4.0; the hidden review counts nowhere.
    expect(page.rating).toEqual({ average: 4, count: 4 });
    const before = hostBefore ?? { average: 0, count: 0 };
    const hostCount = before.count + 4;
    expect(page.hostRating).toEqual({
      average: Math.round(((before.average * before.count + 16) / hostCount) * 10) / 10,
      count: hostCount,
    });
    expect(page.latestReviews!.map((r) => [r.comment, r.hostReply])).toEqual([
      ['Third one', null],
      ['Second one', 'Thank you!'],
      ['First one', null],
    ]);
    expect(page.latestReviews![0]).toMatchObject({ rating: 2, reviewerName: 'Wanjiku K.' });
    // The listing stays light: no reviews there.
    const listing = cast.json<TEvent[]>(
      await cast.send({ method: 'GET', url: `/api/events?q=${encodeURIComponent(order.event.title)}` }),
    );
    expect(listing[0]).not.toHaveProperty('latestReviews');
  });

  /** The development trigger, from this machine (127.0.0.1) unless `remoteAddress` says otherwise. */
  const askNow = (
    eventId: number,
    cookie?: string,
    remoteAddress = '127.0.0.1',
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: '/dev/reviews/request',
      payload: { eventId },
      remoteAddress,
      headers: { ...headers, ...(cookie ? { cookie } : {}) },
    });

  it('POST /dev/reviews/request asks about an event’s dates now and the mail lands in the outbox', async () => {
    const e = await saleEvent(170);
    const order = await cast.paidOrder(e.eventId, e.types.General!, 1);
    const res = await askNow(e.eventId, cast.cookies.hostA);
    expect(res.statusCode, res.body).toBe(200);
    expect(cast.json<{ mails: number; reviews: number }>(res)).toMatchObject({ occurrences: 1, reviews: 1, mails: 1 });
    const [mail] = await cast.db
      .select()
      .from(devOutbox)
      .where(and(eq(devOutbox.to, order.buyer.email), sql`${devOutbox.subject} LIKE 'How was %'`))
      .orderBy(desc(devOutbox.id));
    const token = /\/feedback\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(`/feedback/${token}`);
    expect((await getLink(token)).statusCode).toBe(200);
    const again = await askNow(e.eventId, cast.cookies.manager);
    expect(again.statusCode, again.body).toBe(200);
    expect(cast.json<{ mails: number }>(again).mails).toBe(0);
    expect(
      await cast.db
        .select({ id: reviews.id })
        .from(reviews)
        .where(inArray(reviews.ticketId, await ticketIds(order))),
    ).toHaveLength(1);
  });

  it('POST /dev/reviews/request needs an owner or manager of the event’s host, on a loopback connection', async () => {
    const e = await saleEvent(171);
    await cast.paidOrder(e.eventId, e.types.General!, 1);
    expect((await askNow(e.eventId)).statusCode).toBe(401);
    expect((await askNow(e.eventId, cast.cookies.attendee)).statusCode).toBe(403);
    expect((await askNow(e.eventId, cast.cookies.scanner)).statusCode).toBe(403);
    const otherHost = await askNow(e.eventId, cast.cookies.hostB);
    expect(otherHost.statusCode).toBe(404);
    expect(cast.json<{ code: string }>(otherHost).code).toBe('event_not_found');
    // From another machine the route does not exist, whoever asks and whatever X-Forwarded-For says.
    for (const headers of [{}, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
      const remote = await askNow(e.eventId, cast.cookies.hostA, '41.90.64.10', headers);
      expect(remote.statusCode).toBe(404);
      expect(remote.body).not.toContain('occurrences');
    }
    expect(await reviewRows(e.eventId)).toEqual([]);
    const owner = await askNow(e.eventId, cast.cookies.hostA, '::1');
    expect(owner.statusCode, owner.body).toBe(200);
    expect(cast.json<{ reviews: number }>(owner).reviews).toBe(1);
  });
});
