import { eq } from 'drizzle-orm';
import type { THostOrder } from '@tribe/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, hosts, orders, users } from '../../db/schema/index.js';
import type { RecordingJobQueue } from '../../plugins/jobs.js';
import { ENGINES, createTestApp } from '../../test/database.js';
import { signedInAdmin } from '../admin/admin.test-support.js';
import { JOB } from '../checkout/checkout.job-names.js';
import { createSaleEvent, key } from '../checkout/checkout.test-support.js';
import { processCancellation } from '../host-area/cancellation.service.js';
import { hostAreaCast, mailsTo, type TestApp } from '../host-area/team.test-support.js';
import { requestReviewsForOccurrence } from '../reviews/reviews.service.js';
import type { MailMessage } from './mail.service.js';

/**
 * Which language each mail is written in (decision 026), end to end: an order's mails in the
 * order's, an account's and a host's notices in the account's, and a mail answering a request in
 * the language the request names.
 */
describe.each(ENGINES)("mails in the reader's language on %s", (engine) => {
  let ctx: TestApp;
  let cast: Awaited<ReturnType<typeof hostAreaCast>>;
  beforeAll(async () => {
    ctx = await createTestApp(engine);
    cast = await hostAreaCast(ctx);
  });
  afterAll(async () => ctx?.close());
  const jobs = () => ctx.app.jobs as RecordingJobQueue;

  const speaksSwahili = (userId: number) => cast.db.update(users).set({ locale: 'sw' }).where(eq(users.id, userId));

  it('guest tickets: in the guest’s account language, the withdrawal too', async () => {
    const guest = await cast.newUser('mgeni');
    await speaksSwahili(guest.user.id);
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 2000, quantity: 20 } } });
    const given = await cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/complimentary`,
        payload: { name: 'Achieng Otieno', email: guest.user.email, ticketTypeId: sale.types.VIP!, quantity: 1 },
      },
      cast.cookies.hostA,
      { 'idempotency-key': key() },
    );
    expect(given.statusCode, given.body).toBe(201);
    const order = cast.json<THostOrder>(given);
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, order.reference));
    expect(row!.locale).toBe('sw');
    await jobs().handlers.get(JOB.orderConfirmation)!({ orderId: row!.id });
    const [confirmation] = await mailsTo(ctx, guest.user.email);
    expect(confirmation!.subject).toMatch(/^Tiketi zako za zawadi za /);
    expect(confirmation!.html).toContain('<html lang="sw">');

    const revoked = await cast.send(
      { method: 'POST', url: `/api/host/orders/${order.reference}/revoke` },
      cast.cookies.hostA,
    );
    expect(revoked.statusCode, revoked.body).toBe(200);
    const [withdrawn] = await mailsTo(ctx, guest.user.email);
    expect(withdrawn!.subject).toMatch(/^Tiketi zako za zawadi za .* zimeondolewa$/);
    expect(withdrawn!.text).toContain('Tiketi hizi haziruhusu tena mtu yeyote kuingia mlangoni.');

    // A guest without an account: the giver's language (English here).
    const stranger = `stranger.${Date.now()}@example.com`;
    const other = await cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/complimentary`,
        payload: { name: 'Baraka', email: stranger, ticketTypeId: sale.types.VIP!, quantity: 1 },
      },
      cast.cookies.hostA,
      { 'idempotency-key': key() },
    );
    const [plain] = await cast.db
      .select()
      .from(orders)
      .where(eq(orders.reference, cast.json<THostOrder>(other).reference));
    expect(plain!.locale).toBe('en');
  });

  it('tickets sent again: in the language of the page that asked, else the newest order’s', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const order = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1, { locale: 'sw' });
    const email = order.buyer.email;
    const asked = await cast.send({ method: 'POST', url: '/api/orders/resend', payload: { email } }, undefined, {
      cookie: 'lang=en',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    const job = [...jobs().sent].reverse().find((j) => j.name === JOB.resendTickets && j.data.email === email);
    expect(job?.data.locale).toBe('en');
    await jobs().handlers.get(JOB.resendTickets)!(job!.data);
    expect((await mailsTo(ctx, email))[0]!.subject).toBe('Your Tikiti tickets');
    // A job naming no language (queued by the admin, or before it was named): the order's.
    await jobs().handlers.get(JOB.resendTickets)!({ email });
    const [resent] = await mailsTo(ctx, email);
    expect(resent!.subject).toBe('Tiketi zako za Tikiti');
    expect(resent!.text).toContain('Uliomba tiketi zako tena. Hizi hapa:');
  });

  it('a cancelled event: in the order’s language', async () => {
    const sale = await createSaleEvent(cast.db, { types: { VIP: { price: 1500, quantity: 20 } } });
    const order = await cast.paidOrder(sale.eventId, sale.types.VIP!, 1, { locale: 'sw' });
    const res = await cast.send(
      {
        method: 'POST',
        url: `/api/host/events/${sale.eventId}/cancellations`,
        payload: { message: 'Samahani sana.' },
      },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(202);
    await processCancellation(ctx.app, cast.json<{ id: number }>(res).id);
    const mail = (await mailsTo(ctx, order.buyer.email)).find((m) => /limeghairiwa$/.test(m.subject));
    expect(mail?.subject).toMatch(/^Tukio .* limeghairiwa$/);
    expect(mail?.text).toContain('Ujumbe wake kwako: “Samahani sana.”');
    expect(mail?.text).toContain('Tunakurejeshea pesa zote ulizolipa');
  });

  it('the review request: in the order’s language', async () => {
    const sale = await createSaleEvent(cast.db, { startDate: new Date(Date.now() + 30 * 86_400_000) });
    const order = await cast.paidOrder(sale.eventId, sale.types.General!, 1, { locale: 'sw' });
    const [row] = await cast.db.select().from(orders).where(eq(orders.reference, order.reference));
    const sent: MailMessage[] = [];
    await requestReviewsForOccurrence(
      { db: cast.db, publicUrl: 'https://tikiti.example/', deliver: async (m) => void sent.push(m) },
      row!.occurrenceId,
    );
    expect(sent[0]!.subject).toMatch(/^Je, .* ilikuwaje\?$/);
    expect(sent[0]!.text).toContain('Toa maoni yako: https://tikiti.example/feedback/');
  });

  it('a team invitation: in the invitee’s account language', async () => {
    const invitee = await cast.newUser('mhudumu');
    await speaksSwahili(invitee.user.id);
    const res = await cast.send(
      { method: 'POST', url: '/api/host/team/invitations', payload: { email: invitee.user.email, role: 'manager' } },
      cast.cookies.hostA,
    );
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await mailsTo(ctx, invitee.user.email);
    expect(mail!.subject).toMatch(/: mwaliko wa kujiunga na timu kwenye Tikiti$/);
    expect(mail!.text).toContain('kama meneja (matukio, tiketi, wahudhuriaji na dashibodi)');
  });

  it("the admin's notices to a host: in the owner's language", async () => {
    const admin = await signedInAdmin(ctx.app);
    const [host] = await cast.db.select().from(hosts).where(eq(hosts.id, cast.hostBId));
    const [owner] = await cast.db.select().from(users).where(eq(users.id, host!.ownerUserId));
    await speaksSwahili(owner!.id);
    const asAdmin = (url: string, payload: object = {}) => cast.send({ method: 'POST', url, payload }, admin.cookie);

    const sale = await createSaleEvent(cast.db);
    await cast.db.update(events).set({ hostId: cast.hostBId }).where(eq(events.id, sale.eventId));
    expect(
      (await asAdmin(`/api/admin/events/${sale.eventId}/unpublish`, { reason: 'Picha si sahihi' })).statusCode,
    ).toBe(200);
    const [down] = await mailsTo(ctx, owner!.email);
    expect(down!.subject).toMatch(/^Tukio lako .* limeondolewa$/);
    expect(down!.text).toContain('Sababu: Picha si sahihi');
    expect(down!.text).toContain(`Habari ${owner!.firstName},`);

    expect(
      (await asAdmin(`/api/admin/hosts/${cast.hostBId}/suspend`, { reason: 'Malipo yanachunguzwa' })).statusCode,
    ).toBe(200);
    const [suspended] = await mailsTo(ctx, owner!.email);
    expect(suspended!.subject).toBe(`Akaunti yako ya mwandaaji ${host!.vendorName} kwenye Tikiti imesimamishwa`);
    expect(suspended!.text).toContain('Jibu barua pepe hii kama unaona hili ni kosa');
    await asAdmin(`/api/admin/hosts/${cast.hostBId}/restore`, { reason: 'Imetatuliwa' });
    const [restored] = await mailsTo(ctx, owner!.email);
    expect(restored!.subject).toBe(`Akaunti yako ya mwandaaji ${host!.vendorName} kwenye Tikiti imerejeshwa`);
  });
});
