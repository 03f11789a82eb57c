import { describe, expect, it } from 'vitest';
import { MPESA_PAYMENT, sampleOrder } from '../tickets/order.test-support.js';
import { eventCancelledMessage } from './cancellation.mails.js';

const NBSP = '\u00a0';

describe('the mail of a cancelled event or date', () => {
  it('tells a paid buyer what was cancelled, quotes the host, and how much goes back and where', () => {
    const msg = eventCancelledMessage(sampleOrder({ payment: MPESA_PAYMENT }), {
      scope: 'date',
      message: 'The venue <flooded>. We are so sorry.',
      outcome: { kind: 'refund', amount: 3210 },
    });
    expect(msg.to).toBe('wanjiru@example.com');
    expect(msg.subject).toMatch(/^Jazz Night, Live & Loud on Saturday, March 14, 2026 at 7:00 PM is cancelled$/);
    expect(msg.text).toContain('Hi Wanjiru Kamau,');
    expect(msg.text).toContain('Their message to you: “The venue <flooded>. We are so sorry.”');
    expect(msg.text).toContain(`order TK-7Q2M9X: KES${NBSP}3,210, service fee included`);
    expect(msg.text).toContain('back to the M-Pesa number you paid with');
    expect(msg.text).toContain('no longer admit');
    // The host's words are escaped in the HTML part.
    expect(msg.html).toContain('The venue &lt;flooded&gt;.');
    expect(msg.html).not.toContain('<flooded>');
  });

  it('tells a reservation holder their reservation is cancelled, with no money and no message when none', () => {
    const msg = eventCancelledMessage(sampleOrder({ status: 'cancelled', total: 0, fees: 0, subtotal: 0 }), {
      scope: 'event',
      message: null,
      outcome: { kind: 'reservation' },
    });
    expect(msg.subject).toBe('Jazz Night, Live & Loud is cancelled');
    expect(msg.text).toContain('the organiser has cancelled Jazz Night, Live & Loud.');
    expect(msg.text).toContain('Your free reservation TK-7Q2M9X is cancelled');
    expect(msg.text).not.toContain('KES');
    expect(msg.text).not.toContain('Their message');
  });

  it('tells a buyer caught paying that nothing was charged and a late payment comes back', () => {
    const msg = eventCancelledMessage(sampleOrder({ status: 'cancelled' }), {
      scope: 'event',
      message: 'Sorry',
      outcome: { kind: 'hold' },
    });
    expect(msg.text).toContain('you have not been charged');
    expect(msg.text).toContain('refunded in full, automatically');
  });
});
