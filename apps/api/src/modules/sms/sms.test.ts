import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSmsCode } from '@tribe/contracts';
import { devOutbox, occurrences, orders, payments, smsNotices } from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { startFakeAfricasTalking, type FakeAfricasTalking } from '../../test/fake-africastalking.js';
import { createSaleEvent } from '../checkout/checkout.test-support.js';
import { hostAreaCast, type TestApp } from '../host-area/team.test-support.js';
import { sampleOrder, sampleTicket } from '../tickets/order.test-support.js';
import { smsCodesFor } from '../tickets/sms-code.js';
import { africasTalkingGateway, SmsRefused } from './sms.gateway.js';
import { confirmationSms, plainTitle, reminderSms, SMS_PART_LENGTH } from './sms.messages.js';
import { smsContext } from './sms.plugin.js';
import { queueDueReminders, sendOrderSms, SMS_JOB } from './sms.service.js';

const publicUrl = 'https://tikiti.test';
const CODES = ['TK7H3K9QPD', 'ABCD2345EF', 'GHJK6789LM'];

describe('ticket SMS words', () => {
  it("keeps only the host's title, as plain characters: no links, no addresses (decision 040)", () => {
    expect(plainTitle('Koroga Festival 2026')).toBe('Koroga Festival 2026');
    expect(plainTitle('Tamasha la Muziki (Usiku) — Café Ngoma & Friends')).toBe(
      'Tamasha la Muziki (Usiku) Café Ngoma & Friends',
    );
    expect(plainTitle('Jazz Night: pay at https://evil.example/x now')).toBe('Jazz Night pay at now');
    expect(plainTitle('Send KES 500 to mpesa-help.co.ke or www.x.com')).toBe('Send KES 500 to or');
    expect(plainTitle('<b>Line one</b>\nline two')).toBe('b Line one b line two');
  });

  it('fits a short order in one SMS: event, date, tickets, each door code and the tickets link', () => {
    const order = sampleOrder({ event: { ...sampleOrder().event, title: 'Jazz Night' } });
    const parts = confirmationSms(order, CODES.slice(0, 1), publicUrl);
    expect(parts).toEqual([
      'Tikiti: 1 ticket for Jazz Night, Mar 14, 7:00 PM. Door code: TK7H-3K9Q-PD. Tickets: https://tikiti.test/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c',
    ]);
    expect(parts[0]!.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
    // One more code no longer fits: the link goes in a second SMS, whole.
    expect(confirmationSms(order, CODES.slice(0, 2), publicUrl)).toEqual([
      'Tikiti: 2 tickets for Jazz Night, Mar 14, 7:00 PM. Door codes: TK7H-3K9Q-PD, ABCD-2345-EF.',
      'Tickets: https://tikiti.test/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c',
    ]);
  });

  it('splits a big order into SMS of at most 160 characters, never cutting a code or the link', () => {
    const codes = Array.from({ length: 23 }, (_, i) => `ABCDEFGH${'23456789ABCDEFGHJKLMNPQRSTUVWXYZ'[i]}2`);
    const order = sampleOrder({ tickets: codes.map((_, i) => sampleTicket(i + 1)) });
    const parts = confirmationSms(order, codes, publicUrl);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) expect(p.length).toBeLessThanOrEqual(SMS_PART_LENGTH);
    const all = parts.join(' ');
    for (const c of codes) expect(all.split(formatSmsCode(c)).length - 1, c).toBe(1);
    expect(parts[0]).toMatch(/^Tikiti: 23 tickets for Jazz Night, Live & Loud, Mar 14, 7:00 PM\. Door codes:/);
    expect(parts.slice(1, -1).every((p) => p.startsWith('More door codes: '))).toBe(true);
    expect(parts.at(-1)).toMatch(/Tickets: https:\/\/tikiti\.test\/checkout\/success\?order=tok_/);
  });

  it('reminds the day before with the same codes and link', () => {
    const parts = reminderSms(sampleOrder(), CODES.slice(0, 1), publicUrl);
    expect(parts.join(' ')).toMatch(
      /^Tikiti reminder: Jazz Night, Live & Loud is on Mar 14, 7:00 PM\. You have 1 ticket\. Door code: TK7H-3K9Q-PD\. Tickets: https/,
    );
  });

  it('writes both SMS in Kiswahili for a buyer who ordered in Kiswahili, the date in Kiswahili too', () => {
    const base = sampleOrder();
    const order = { ...base, buyer: { ...base.buyer, locale: 'sw' as const } };
    const confirmation = confirmationSms(order, CODES.slice(0, 2), publicUrl).join(' ');
    expect(confirmation).toMatch(
      /^Tikiti: Jazz Night, Live & Loud, .+\. Una tiketi 2\. Nambari za mlangoni: TK7H-3K9Q-PD, ABCD-2345-EF\. Tiketi: https/,
    );
    expect(confirmation).not.toMatch(/Mar 14|ticket|Door/);
    expect(reminderSms(order, CODES.slice(0, 1), publicUrl).join(' ')).toMatch(
      /^Kumbusho la Tikiti: Jazz Night, Live & Loud ni .+\. Una tiketi 1\. Nambari ya mlangoni: TK7H-3K9Q-PD\./,
    );
  });
});

describe("Africa's Talking client, against a fake on loopback", () => {
  let at: FakeAfricasTalking;
  beforeAll(async () => (at = await startFakeAfricasTalking({ apiKey: 'atsk_test' })));
  afterAll(async () => at?.close());
  const gateway = (apiKey = 'atsk_test', senderId?: string) =>
    africasTalkingGateway({ username: 'sandbox', apiKey, senderId, baseUrl: at.url });

  it('posts username, to, message and from as a form with the apiKey header, and answers the message id', async () => {
    const r = await gateway('atsk_test', 'TIKITI').sendSms({ to: '+254712345678', message: 'Hello' });
    expect(r.messageIds).toEqual([at.sent.at(-1)!.messageId]);
    expect(at.requests.at(-1)).toEqual({
      apiKey: 'atsk_test',
      form: { username: 'sandbox', to: '+254712345678', message: 'Hello', from: 'TIKITI' },
    });
    await gateway().sendSms({ to: '+254712345678', message: 'No sender' });
    expect(at.requests.at(-1)!.form.from).toBeUndefined();
  });

  it('says which refusals are for good (invalid number) and which a retry may get past', async () => {
    const refusal = async (p: Promise<unknown>) =>
      p.then(
        () => null,
        (e: unknown) => e as SmsRefused,
      );
    at.failNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    expect(await refusal(gateway().sendSms({ to: '+2541', message: 'x' }))).toMatchObject({
      reason: 'InvalidPhoneNumber',
      permanent: true,
    });
    at.failNext({ statusCode: 405, status: 'InsufficientBalance' });
    expect(await refusal(gateway().sendSms({ to: '+254712345678', message: 'x' }))).toMatchObject({
      reason: 'InsufficientBalance',
      permanent: false,
    });
    at.failNext({ http: 500 });
    expect((await refusal(gateway().sendSms({ to: '+254712345678', message: 'x' })))?.permanent).toBe(false);
    const wrongKey = await refusal(gateway('wrong').sendSms({ to: '+254712345678', message: 'x' }));
    expect(wrongKey).toBeInstanceOf(SmsRefused);
    expect(wrongKey!.reason).toMatch(/^HTTP 401/);
  });
});

describe.each(ENGINES)('ticket SMS on %s', (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  let at: FakeAfricasTalking;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
    at = await startFakeAfricasTalking({ apiKey: 'atsk_test' });
  });
  afterAll(async () => {
    await ctx?.close();
    await at?.close();
  });
  const viaAt = () => ({
    ...smsContext(ctx.app),
    gateway: africasTalkingGateway({ username: 'sandbox', apiKey: 'atsk_test', senderId: undefined, baseUrl: at.url }),
  });
  const queue = () => ctx.app.jobs as RecordingJobQueue;
  /** The order was paid by M-Pesa from `phone` (the buyer's unless said): its payment says so. */
  async function paidByMpesa(reference: string, phone?: string) {
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, reference));
    await cast.db
      .update(payments)
      .set({ channel: 'mpesa', phone: phone ?? row!.buyerPhone })
      .where(eq(payments.orderId, row!.id));
    return row!;
  }

  it('queues one SMS when the order is paid (beside its mail, not behind it), and keeps it in the dev outbox without keys', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 2);
    const row = await paidByMpesa(o.reference);
    // The confirmation mail's job no longer queues it: running it adds no SMS job.
    await queue().handlers.get('mail.order-confirmation')!({ orderId: row.id });
    expect(queue().sent.filter((j) => j.name === SMS_JOB.order && j.data.orderId === row!.id)).toEqual([
      {
        name: SMS_JOB.order,
        data: { orderId: row!.id, kind: 'confirmation' },
        opts: { singletonKey: `sms-confirmation-${row!.id}` },
      },
    ]);
    await queue().handlers.get(SMS_JOB.order)!({ orderId: row!.id, kind: 'confirmation' });
    const rows = await cast.db.select().from(devOutbox).where(eq(devOutbox.to, o.buyer.phone!)).orderBy(devOutbox.id);
    for (const sms of rows) expect(sms).toMatchObject({ channel: 'sms', subject: '' });
    const text = rows.map((r) => r.text).join(' ');
    const codes = smsCodesFor(ctx.app.ticketSigner);
    for (const t of o.tickets) expect(text).toContain(formatSmsCode(codes.of(t)));
    expect(text).toContain(`${ctx.config.publicUrl}/checkout/success?order=${o.token}`);
    // The page shows it as an SMS to the phone.
    const page = await ctx.app.inject('/dev/outbox');
    expect(page.body).toContain(`<h2>SMS</h2>\n<p class="meta">To ${o.buyer.phone} `);
    // A second run (a retried job, the host's resend) sends nothing more.
    expect(await sendOrderSms(smsContext(ctx.app), row!.id, 'confirmation')).toBe('already');
    expect(await cast.db.select().from(devOutbox).where(eq(devOutbox.to, o.buyer.phone!))).toHaveLength(rows.length);
  });

  it('gives the claim back when the gateway fails, so the retry sends; records a refusal for good and stops', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const row = await paidByMpesa(o.reference);
    at.failNext({ statusCode: 405, status: 'InsufficientBalance' });
    await expect(sendOrderSms(viaAt(), row!.id, 'confirmation')).rejects.toThrow(/InsufficientBalance/);
    expect(await cast.db.select().from(smsNotices).where(eq(smsNotices.orderId, row!.id))).toEqual([]);
    expect(await sendOrderSms(viaAt(), row!.id, 'confirmation')).toBe('sent');
    const [notice] = await cast.db.select().from(smsNotices).where(eq(smsNotices.orderId, row!.id));
    expect(notice).toMatchObject({
      kind: 'confirmation',
      phone: o.buyer.phone,
      providerMessageIds: at.sent.filter((s) => s.to === o.buyer.phone).map((s) => s.messageId),
    });
    expect(notice!.sentAt).not.toBeNull();

    const other = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const otherRow = await paidByMpesa(other.reference);
    at.failNext({ statusCode: 403, status: 'InvalidPhoneNumber' });
    expect(await sendOrderSms(viaAt(), otherRow!.id, 'confirmation')).toBe('refused');
    const before = at.requests.length;
    expect(await sendOrderSms(viaAt(), otherRow!.id, 'confirmation')).toBe('already');
    expect(at.requests.length).toBe(before);
  });

  it('texts only the phone that paid by M-Pesa, never a phone merely typed on the order (decision 040)', async () => {
    const sale = await createSaleEvent(cast.db);
    const byCard = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const [cardRow] = await cast.db.select().from(orders).where(eq(orders.reference, byCard.reference));
    expect(await sendOrderSms(smsContext(ctx.app), cardRow!.id, 'confirmation')).toBe('unproven_phone');
    expect(await cast.db.select().from(devOutbox).where(eq(devOutbox.to, byCard.buyer.phone!))).toEqual([]);

    const payer = '+254733000111';
    const byMpesa = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const row = await paidByMpesa(byMpesa.reference, payer);
    expect(await sendOrderSms(smsContext(ctx.app), row.id, 'confirmation')).toBe('sent');
    expect(await cast.db.select().from(devOutbox).where(eq(devOutbox.to, payer))).not.toEqual([]);
    expect(await cast.db.select().from(devOutbox).where(eq(devOutbox.to, byMpesa.buyer.phone!))).toEqual([]);
  });

  it('sends nothing for an order with no phone', async () => {
    const sale = await createSaleEvent(cast.db);
    const o = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, o.reference));
    await cast.db.update(orders).set({ buyerPhone: null }).where(eq(orders.id, row!.id));
    expect(await sendOrderSms(smsContext(ctx.app), row!.id, 'confirmation')).toBe('no_phone');
  });

  it('reminds once the day before, only orders bought earlier, even with two processes at it', async () => {
    const now = new Date();
    const sale = await createSaleEvent(cast.db, { startDate: new Date(now.getTime() + 20 * 3600_000) });
    const early = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const late = await cast.paidOrder(sale.eventId, sale.types.General!, 1);
    const earlyRow = await paidByMpesa(early.reference);
    const [lateRow] = await cast.db.select().from(orders).where(eq(orders.reference, late.reference));
    await cast.db
      .update(orders)
      .set({ createdAt: new Date(now.getTime() - 3 * 86_400_000) })
      .where(eq(orders.id, earlyRow!.id));
    const [occ] = await cast.db.select().from(occurrences).where(eq(occurrences.id, earlyRow!.occurrenceId));
    expect(occ!.startsAt).not.toBeNull();

    const sentBefore = queue().sent.length;
    await queueDueReminders(smsContext(ctx.app), now);
    const queued = queue()
      .sent.slice(sentBefore)
      .filter((j) => j.data.kind === 'reminder')
      .map((j) => j.data.orderId);
    expect(queued).toContain(earlyRow!.id);
    expect(queued).not.toContain(lateRow!.id);

    const outcomes = await Promise.all([
      sendOrderSms(viaAt(), earlyRow!.id, 'reminder', now),
      sendOrderSms(viaAt(), earlyRow!.id, 'reminder', now),
    ]);
    expect(outcomes.sort()).toEqual(['already', 'sent']);
    expect(at.sent.filter((s) => s.message.startsWith('Tikiti reminder:') && s.to === early.buyer.phone)).toHaveLength(
      1,
    );
    const after = queue().sent.length;
    await queueDueReminders(smsContext(ctx.app), now);
    expect(
      queue()
        .sent.slice(after)
        .map((j) => j.data.orderId),
    ).not.toContain(earlyRow!.id);
  });
});
