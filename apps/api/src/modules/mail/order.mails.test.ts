import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, createTestDatabase } from '../../test/database.js';
import { startSmtp } from '../auth/auth.test-support.js';
import { sampleOrder, sampleTicket } from '../tickets/order.test-support.js';
import { listOutbox } from './mail.repository.js';
import { outboxTransport, smtpTransport } from './mail.service.js';
import { orderConfirmationMail, refundNoticeMail, resendTicketsMail } from './mail.templates.js';
import { orderConfirmationMessage, refundNoticeMessage, resendTicketsMessage } from './order.mails.js';
import outboxRoutes from './outbox.routes.js';

const publicUrl = 'https://tikiti.test';
const NBSP = '\u00a0';

describe('order mails', () => {
  it('confirms a paid order with the event, date, venue, lines, total and a link to the tickets', () => {
    const mail = orderConfirmationMail(sampleOrder(), { publicUrl });
    expect(mail.subject).toBe('Your tickets for Jazz Night, Live & Loud');
    expect(mail.text).toContain('Hi Wanjiru Kamau,');
    expect(mail.text).toMatch(/Date: Saturday, March 14, 2026 at 7:00 PM/);
    expect(mail.text).toContain('Venue: The Alchemist, Parklands Rd, Nairobi');
    expect(mail.text).toContain(`2 × VIP: KES${NBSP}3,000`);
    expect(mail.text).toContain(`Service fee: KES${NBSP}210`);
    expect(mail.text).toContain(`Total: KES${NBSP}3,210`);
    expect(mail.text).toContain('Order reference: TK-7Q2M9X');
    expect(mail.text).toContain(
      'View your tickets: https://tikiti.test/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c',
    );
    expect(mail.text).toContain('calendar file are attached');
    expect(mail.text).not.toContain('Cancel this reservation');
    expect(mail.html).toContain('href="https://tikiti.test/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c"');
    // Titles are escaped in the HTML part.
    expect(mail.html).toContain('Jazz Night, Live &amp; Loud');
  });

  it('writes the confirmation in the language the buyer ordered in, with Kiswahili dates and amounts', () => {
    const order = sampleOrder();
    const mail = orderConfirmationMail({ ...order, buyer: { ...order.buyer, locale: 'sw' } }, { publicUrl });
    expect(mail.subject).toBe('Tiketi zako za Jazz Night, Live & Loud');
    expect(mail.text).toContain('Habari Wanjiru Kamau,');
    expect(mail.text).toContain('Tarehe: Jumamosi, 14 Machi 2026, 19:00');
    expect(mail.text).toContain(`2 × VIP: Ksh${NBSP}3,000`);
    expect(mail.text).toContain(`Jumla: Ksh${NBSP}3,210`);
    expect(mail.text).toContain('Tazama tiketi zako: https://tikiti.test/checkout/success?order=');
    expect(mail.text).toContain('Tikiti · matukio na tiketi kote Afrika');
    expect(mail.html).toContain('<html lang="sw">');
    expect(orderConfirmationMail(order, { publicUrl }).html).toContain('<html lang="en">');
  });

  it('confirms a free reservation with a way to cancel it and no amounts to pay', () => {
    const order = sampleOrder({
      status: 'reserved',
      free: true,
      items: [{ ticketTypeId: 1, name: 'Free Admission', unitPrice: 0, quantity: 2 }],
      subtotal: 0,
      fees: 0,
      total: 0,
    });
    const mail = orderConfirmationMail(order, { publicUrl });
    expect(mail.subject).toBe('Your reservation for Jazz Night, Live & Loud');
    expect(mail.text).toContain('2 × Free Admission: Free');
    expect(mail.text).toContain('Total: Free');
    expect(mail.text).not.toContain('Service fee');
    expect(mail.text).toContain(
      'Cancel this reservation: https://tikiti.test/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c#cancel',
    );
    expect(mail.html).toContain('#cancel"');
  });

  it('attaches the tickets PDF and the calendar file to the confirmation', async () => {
    const msg = await orderConfirmationMessage(sampleOrder(), { publicUrl });
    expect(msg.to).toBe('wanjiru@example.com');
    expect(msg.attachments?.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([
      ['tickets-TK-7Q2M9X.pdf', 'application/pdf'],
      ['TK-7Q2M9X.ics', 'text/calendar'],
    ]);
    const [pdf, ics] = msg.attachments!;
    expect((pdf!.content as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(ics!.content).toContain('BEGIN:VCALENDAR');
  });

  it('leaves out the calendar file when the occurrence has no start time, and says so', async () => {
    const order = sampleOrder({ occurrence: { ...sampleOrder().occurrence, startsAt: null, endsAt: null } });
    const msg = await orderConfirmationMessage(order, { publicUrl });
    expect(msg.attachments?.map((a) => a.filename)).toEqual(['tickets-TK-7Q2M9X.pdf']);
    expect(msg.text).not.toContain('calendar file');
  });

  it('explains a refund: the amount and why', () => {
    const cases: [string, RegExp][] = [
      ['late_payment_sold_out', /the places sold out before your payment arrived/],
      ['duplicate_payment', /you were charged twice/],
      ['amount_mismatch', /did not match the order total/],
      ['something_new', /a problem with your payment/],
    ];
    for (const [reason, words] of cases) {
      const mail = refundNoticeMail(sampleOrder(), { amount: 3210, reason });
      expect(mail.subject).toBe('Your payment for Jazz Night, Live & Loud is being refunded');
      expect(mail.text).toContain(`We are refunding KES${NBSP}3,210 for order TK-7Q2M9X`);
      expect(mail.text).toMatch(words);
    }
    expect(refundNoticeMessage(sampleOrder(), { amount: 100, reason: 'duplicate_payment' }).to).toBe(
      'wanjiru@example.com',
    );
  });

  it('resends every order with its link and the PDF of each', async () => {
    const second = sampleOrder({
      token: 'tok_second',
      reference: 'TK-2NDORD',
      event: { ...sampleOrder().event, title: 'Comedy Store' },
      tickets: [sampleTicket(9)],
    });
    const mail = resendTicketsMail([sampleOrder(), second], { publicUrl });
    expect(mail.subject).toBe('Your Tikiti tickets');
    expect(mail.text).toContain('Jazz Night, Live & Loud: Saturday');
    expect(mail.text).toContain('order TK-7Q2M9X');
    expect(mail.text).toContain('View tickets: https://tikiti.test/checkout/success?order=tok_second');
    const msg = await resendTicketsMessage('wanjiru@example.com', [sampleOrder(), second], { publicUrl });
    expect(msg.attachments?.map((a) => a.filename)).toEqual(['tickets-TK-7Q2M9X.pdf', 'tickets-TK-2NDORD.pdf']);
  });
});

describe('mail attachments', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('sends attachments over SMTP', async () => {
    const transport = smtpTransport(smtp.url, 'Tikiti <no-reply@tikiti.test>');
    try {
      await transport.deliver(await orderConfirmationMessage(sampleOrder(), { publicUrl }));
      const mail = await smtp.next('wanjiru@example.com', /Your tickets for/);
      expect(mail.raw).toMatch(/Content-Type: application\/pdf; name=tickets-TK-7Q2M9X\.pdf/);
      expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=TK-7Q2M9X\.ics/);
    } finally {
      transport.close();
    }
  });

  for (const engine of ENGINES) {
    it(`keeps attachment names, types and sizes in the dev outbox and lists them at /dev/outbox (${engine})`, async () => {
      const database = await createTestDatabase(engine);
      const app = Fastify({ logger: false });
      try {
        const transport = outboxTransport(database.db, app.log);
        const msg = await orderConfirmationMessage(sampleOrder(), { publicUrl });
        await transport.deliver(msg);
        await transport.deliver({ to: 'a@example.com', subject: 'Plain', text: 'x', html: '<p>x</p>' });
        const [plain, order] = await listOutbox(database.db, 2);
        expect(plain!.attachments).toBeNull();
        expect(order!.attachments).toEqual([
          {
            filename: 'tickets-TK-7Q2M9X.pdf',
            contentType: 'application/pdf',
            size: (msg.attachments![0]!.content as Buffer).length,
          },
          {
            filename: 'TK-7Q2M9X.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            size: Buffer.byteLength(msg.attachments![1]!.content as string),
          },
        ]);
        app.decorate('db', database.db);
        app.decorate('mail', { transport } as never);
        await app.register(outboxRoutes);
        const page = await app.inject('/dev/outbox');
        expect(page.body).toContain('tickets-TK-7Q2M9X.pdf');
        expect(page.body).toContain('TK-7Q2M9X.ics');
      } finally {
        await app.close();
        await database.drop();
      }
    });
  }
});
