import type { TOrder } from '@tribe/contracts';
import { describe, expect, it } from 'vitest';
import { signupAttemptedMail } from '../auth/auth.mails.js';
import {
  accountDeletedMail,
  emailChangeCodeMail,
  emailChangedMail,
  payoutChangedMail,
} from '../profile/profile.mails.js';
import { orderCalendar, ticketsPdf } from '../tickets/ticket-files.js';
import { MPESA_PAYMENT, pdfText, sampleOrder, sampleTicket } from '../tickets/order.test-support.js';
import { payoutPaidMail, payoutRejectedMail } from './admin-money.mails.js';
import { eventCancelledMessage } from './cancellation.mails.js';
import { identityChangedMail, payoutRequestedMail } from './host-settings.mails.js';
import {
  codeMail,
  orderConfirmationMail,
  passwordChangedMail,
  refundNoticeMail,
  resendTicketsMail,
  type RenderedMail,
} from './mail.templates.js';
import { resendTicketsMessage } from './order.mails.js';
import { reviewRequestMessage } from './review.mails.js';

/** Every mail kind written in Kiswahili (decision 026); the English tests beside these stay as they were. */

const NBSP = '\u00a0';
const publicUrl = 'https://tikiti.test';
const inSwahili = (overrides: Partial<TOrder> = {}): TOrder => {
  const order = sampleOrder(overrides);
  return { ...order, buyer: { ...order.buyer, locale: 'sw' } };
};

/** A mail in Kiswahili: its page says so and its footer is the Kiswahili one. */
function expectSwahili(mail: RenderedMail) {
  expect(mail.html).toContain('<html lang="sw">');
  expect(mail.text).toContain('Tikiti · matukio na tiketi kote Afrika');
  expect(mail.text).not.toContain('events and tickets across Africa');
}

describe('account mails in Kiswahili', () => {
  it('the sign-up and reset codes', () => {
    const signup = codeMail('signupCode', { name: 'Amina', code: '482913', minutes: 10 }, 'sw');
    expect(signup.subject).toBe('482913 ni nambari yako ya uthibitisho ya Tikiti');
    expect(signup.text).toContain('Habari Amina,');
    expect(signup.text).toContain('itaisha muda baada ya dakika 10');
    expect(signup.text).toContain('\n482913\n');
    expectSwahili(signup);
    const reset = codeMail('resetCode', { name: 'Amina', code: '482913', minutes: 10 }, 'sw');
    expect(reset.subject).toBe('482913 ni nambari yako ya kubadilisha nenosiri la Tikiti');
    expect(reset.text).toContain('Ukibadilisha nenosiri, utatolewa kwenye vifaa vyote.');
    expectSwahili(reset);
  });

  it('password changed', () => {
    const mail = passwordChangedMail({ name: 'Amina', url: 'https://tikiti.test/auth/forgot-password' }, 'sw');
    expect(mail.subject).toBe('Nenosiri lako la Tikiti limebadilishwa');
    expect(mail.text).toContain('badilisha nenosiri lako sasa hivi kwenye https://tikiti.test/auth/forgot-password');
    expectSwahili(mail);
  });

  it('someone signed up with your email', () => {
    const mail = signupAttemptedMail({ name: 'Amina', signInUrl: 'https://t/in', resetUrl: 'https://t/reset' }, 'sw');
    expect(mail.subject).toBe('Mtu fulani amejaribu kujisajili kwenye Tikiti kwa barua pepe yako');
    expect(mail.text).toContain('Ingia: https://t/in');
    expect(mail.text).toContain('Badilisha nenosiri lako: https://t/reset');
    expectSwahili(mail);
  });

  it('the profile notices: new email code, email changed, payout details changed, account deleted', () => {
    const code = emailChangeCodeMail({ name: 'Amina', code: '111222', minutes: 10 }, 'sw');
    expect(code.subject).toBe('111222 ni nambari yako ya kuthibitisha barua pepe yako mpya ya Tikiti');
    expect(code.text).toContain('Kama hukuomba hili, puuza barua pepe hii; hakuna kitakachobadilika.');
    expectSwahili(code);
    const changed = emailChangedMail({ name: 'Amina', newEmail: 'new@example.com' }, 'sw');
    expect(changed.subject).toBe('Barua pepe yako ya Tikiti imebadilishwa');
    expect(changed.text).toContain('imebadilishwa kuwa new@example.com');
    expectSwahili(changed);
    const payout = payoutChangedMail({ name: 'Amina', vendorName: 'Sauti Events', masked: 'M-Pesa ••• 678' }, 'sw');
    expect(payout.subject).toBe('Taarifa zako za malipo kwenye Tikiti zimebadilishwa');
    expect(payout.text).toContain('Malipo ya Sauti Events sasa yanaenda kwa M-Pesa ••• 678.');
    expectSwahili(payout);
    const deleted = accountDeletedMail({ name: 'Amina' }, 'sw');
    expect(deleted.subject).toBe('Akaunti yako ya Tikiti imefutwa');
    expect(deleted.text).toContain('Habari Amina,');
    expectSwahili(deleted);
  });
});

describe('host mails in Kiswahili', () => {
  it('payout identity changed and payout requested, with the amount in Kiswahili', () => {
    const identity = identityChangedMail(
      {
        name: 'Otieno',
        vendorName: 'Sauti',
        legalName: 'Sauti Ltd',
        kraPin: 'P051234567X',
        idNumberMasked: '••••5678',
      },
      'sw',
    );
    expect(identity.subject).toBe('Utambulisho wako wa malipo kwenye Tikiti umebadilishwa');
    expect(identity.text).toContain('Malipo sasa yanaenda kwa Sauti Ltd (PIN ya KRA P051234567X, ••••5678).');
    expectSwahili(identity);
    const requested = payoutRequestedMail(
      { name: 'Otieno', amount: 12500, eventTitle: 'Jazz Night', destination: 'M-Pesa ••• 678' },
      'sw',
    );
    expect(requested.subject).toBe(`Ombi la malipo ya Ksh${NBSP}12,500 kwa Jazz Night`);
    expect(requested.text).toContain('Habari Otieno,');
    expectSwahili(requested);
    // English keeps its amounts.
    expect(payoutRequestedMail({ name: 'O', amount: 12500, eventTitle: 'Jazz Night', destination: 'x' }).subject).toBe(
      `Payout of KES${NBSP}12,500 requested for Jazz Night`,
    );
  });

  it('the admin decisions on a payout', () => {
    const rejected = payoutRejectedMail(
      { name: 'Otieno', amount: 12500, eventTitle: 'Jazz Night', reason: 'Jina halilingani.' },
      'sw',
    );
    expect(rejected.subject).toBe(`Malipo yako ya Ksh${NBSP}12,500 kwa Jazz Night hayakuidhinishwa`);
    expect(rejected.text).toContain('Sababu: Jina halilingani.');
    expectSwahili(rejected);
    const paid = payoutPaidMail(
      { name: 'Otieno', amount: 12500, eventTitle: 'Jazz Night', destination: 'M-Pesa ••• 678' },
      'sw',
    );
    expect(paid.subject).toBe(`Malipo ya Ksh${NBSP}12,500 kwa Jazz Night yametumwa`);
    expect(paid.text).toContain('Malipo ya M-Pesa hufika ndani ya dakika chache');
    expectSwahili(paid);
  });
});

describe("buyer mails in the order's Kiswahili", () => {
  it('a refund: amount, reason and how the money goes back', () => {
    const mail = refundNoticeMail(inSwahili(), { amount: 3210, reason: 'duplicate_payment' });
    expect(mail.subject).toBe('Tunakurejeshea malipo yako ya Jazz Night, Live & Loud');
    expect(mail.text).toContain(
      `Tunakurejeshea Ksh${NBSP}3,210 za oda TK-7Q2M9X (Jazz Night, Live & Loud) kwa sababu ulitozwa mara mbili.`,
    );
    expect(refundNoticeMail(inSwahili(), { amount: 1, reason: 'new_reason' }).text).toContain(
      'kwa sababu ya tatizo kwenye malipo yako',
    );
    expectSwahili(mail);
  });

  it('tickets sent again: in the language the request named, else the newest order’s', async () => {
    const second = sampleOrder({ token: 'tok_second', reference: 'TK-2NDORD', tickets: [sampleTicket(9)] });
    const asked = resendTicketsMail([sampleOrder(), second], { publicUrl, locale: 'sw' });
    expect(asked.subject).toBe('Tiketi zako za Tikiti');
    expect(asked.text).toContain('Jazz Night, Live & Loud: Jumamosi, 14 Machi 2026, 19:00, oda TK-7Q2M9X');
    expect(asked.text).toContain('Tazama tiketi: https://tikiti.test/checkout/success?order=tok_second');
    expectSwahili(asked);
    const newest = await resendTicketsMessage('wanjiru@example.com', [inSwahili(), second], { publicUrl });
    expect(newest.subject).toBe('Tiketi zako za Tikiti');
    expect((await resendTicketsMessage('w@example.com', [sampleOrder()], { publicUrl })).subject).toBe(
      'Your Tikiti tickets',
    );
  });

  it('a cancelled date: what, the host’s words, the refund and where it goes', () => {
    const msg = eventCancelledMessage(inSwahili({ payment: MPESA_PAYMENT }), {
      scope: 'date',
      message: 'Ukumbi umefurika.',
      outcome: { kind: 'refund', amount: 3210 },
    });
    expect(msg.subject).toBe('Jazz Night, Live & Loud tarehe Jumamosi, 14 Machi 2026, 19:00 imeghairiwa');
    expect(msg.text).toContain('Ujumbe wake kwako: “Ukumbi umefurika.”');
    expect(msg.text).toContain(`oda TK-7Q2M9X: Ksh${NBSP}3,210, pamoja na ada ya huduma`);
    expect(msg.text).toContain('namba ya M-Pesa uliyolipia');
    expectSwahili(msg);
    const reservation = eventCancelledMessage(inSwahili({ status: 'cancelled', total: 0 }), {
      scope: 'event',
      message: null,
      outcome: { kind: 'reservation' },
    });
    expect(reservation.subject).toBe('Tukio Jazz Night, Live & Loud limeghairiwa');
    expect(reservation.text).toContain('Nafasi yako ya bure TK-7Q2M9X imeghairiwa');
  });

  it('the review request, with Kiswahili dates', () => {
    const msg = reviewRequestMessage({
      to: 'wanjiru@example.com',
      firstName: 'Wanjiru',
      eventTitle: 'Jazz Night',
      hostName: 'Sauti Events',
      startsAt: new Date('2026-03-14T16:00:00Z'),
      timeZone: 'Africa/Nairobi',
      links: [
        { url: 'https://tikiti.test/feedback/a', ticketTypeName: 'VIP', holderFirstName: null },
        { url: 'https://tikiti.test/feedback/b', ticketTypeName: 'VIP', holderFirstName: 'Otieno' },
      ],
      expiresAt: new Date('2026-04-13T16:00:00Z'),
      locale: 'sw',
    });
    expect(msg.subject).toBe('Je, Jazz Night ilikuwaje?');
    expect(msg.text).toContain('Asante kwa kuhudhuria Jazz Night tarehe Jumamosi, 14 Machi 2026.');
    expect(msg.text).toContain('Maoni ya tiketi 1 (VIP): https://tikiti.test/feedback/a');
    expect(msg.text).toContain('Maoni ya Otieno (VIP): https://tikiti.test/feedback/b');
    expect(msg.text).toContain('hadi Jumatatu, 13 Aprili 2026');
    expectSwahili(msg);
  });

  it('the order confirmation’s promo line', () => {
    const mail = orderConfirmationMail(inSwahili({ discount: 500, promoCode: 'EARLY', total: 2710 }), { publicUrl });
    expect(mail.text).toContain(`Msimbo wa punguzo EARLY: \u2212Ksh${NBSP}500`);
  });
});

describe("the ticket files in the order's Kiswahili", () => {
  it('prints the PDF’s labels, date and promo line in Kiswahili', async () => {
    const order = inSwahili({ discount: 500, promoCode: 'EARLY', tickets: [sampleTicket(1)] });
    const text = pdfText(await ticketsPdf(order, { publicUrl }));
    expect(text).toContain('TAREHE');
    expect(text).toContain('Jumamosi, 14 Machi 2026, 19:00');
    expect(text).toContain('MAHALI');
    expect(text).toContain('NAMBA YA TIKETI');
    expect(text).toContain('Msimbo wa punguzo EARLY -Ksh');
    expect(text).toContain('kwenye oda hii');
    expect(text).toContain('Onyesha msimbo huu wa QR mlangoni.');
    expect(text).not.toContain('Show this QR code');
    const undated = inSwahili({
      occurrence: { ...sampleOrder().occurrence, startsAt: null, endsAt: null, date: null },
      event: { ...sampleOrder().event, location: null, address: null },
      tickets: [sampleTicket(1)],
    });
    const none = pdfText(await ticketsPdf(undated, { publicUrl }));
    expect(none).toContain('Tarehe itatangazwa');
    expect(none).toContain('Mahali patatangazwa');
    // English stays English.
    expect(pdfText(await ticketsPdf(sampleOrder({ tickets: [sampleTicket(1)] }), { publicUrl }))).toContain(
      'Show this QR code at the door.',
    );
  });

  it('describes the calendar event in Kiswahili', () => {
    const ics = orderCalendar(inSwahili(), { publicUrl })!.replace(/\r\n[ \t]/g, '');
    expect(ics).toMatch(/DESCRIPTION:Oda TK-7Q2M9X\. Tiketi zako: https:\/\/tikiti\.test\/checkout\/success/);
  });
});
