import { describe, expect, it } from 'vitest';
import { pdfText, sampleOrder } from '../tickets/order.test-support.js';
import { ticketsPdf } from '../tickets/ticket-files.js';
import { orderConfirmationMail } from './mail.templates.js';

const NBSP = '\u00a0';

const discounted = () => sampleOrder({ subtotal: 3000, discount: 500, promoCode: 'EARLY', fees: 190, total: 2690 });

describe('a promo code on the receipt', () => {
  it('puts the discount line between the tickets and the fee in the confirmation mail', () => {
    const mail = orderConfirmationMail(discounted(), { publicUrl: 'https://tikiti.test' });
    const text = mail.text;
    expect(text).toContain(`Promo EARLY: \u2212KES${NBSP}500`);
    expect(text.indexOf('2 × VIP')).toBeLessThan(text.indexOf('Promo EARLY'));
    expect(text.indexOf('Promo EARLY')).toBeLessThan(text.indexOf('Service fee'));
    expect(text).toContain(`Total: KES${NBSP}2,690`);
    expect(mail.html).toContain('Promo EARLY');
  });

  it('leaves the line out without a code', () => {
    expect(orderConfirmationMail(sampleOrder(), { publicUrl: 'https://tikiti.test' }).text).not.toContain('Promo');
  });

  it('prints the discount on each ticket of the PDF', async () => {
    const text = pdfText(await ticketsPdf(discounted(), { publicUrl: 'https://tikiti.test' }));
    expect(text.match(/Promo EARLY -KES.500 on this order/g)).toHaveLength(2);
    expect(pdfText(await ticketsPdf(sampleOrder(), { publicUrl: 'https://tikiti.test' }))).not.toContain('Promo');
  });
});
