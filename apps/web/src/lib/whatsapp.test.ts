import { describe, expect, it } from 'vitest';
import { orderTicketsLink, whatsAppNumber, whatsAppSendUrl, whatsAppShareUrl } from './whatsapp';

describe('WhatsApp click-to-chat links', () => {
  it('shares a text and a link with any chat', () => {
    expect(whatsAppShareUrl('Sauti Sol Live on Tikiti:', 'https://tikiti.test/events/ev_1?x=1&y=2')).toBe(
      'https://wa.me/?text=Sauti%20Sol%20Live%20on%20Tikiti%3A%20https%3A%2F%2Ftikiti.test%2Fevents%2Fev_1%3Fx%3D1%26y%3D2',
    );
  });

  it('writes a Kenyan number as wa.me wants it, whatever the way it was typed', () => {
    for (const typed of ['0712 345 678', '+254712345678', '254712345678', '712345678', ' 0712-345-678 '])
      expect(whatsAppNumber(typed), typed).toBe('254712345678');
    expect(whatsAppNumber('0110 123 456')).toBe('254110123456');
    expect(whatsAppNumber('12345')).toBeNull();
    expect(whatsAppNumber('+1 415 555 0100')).toBeNull();
  });

  it('opens the chat with that number and the link to the tickets', () => {
    const link = orderTicketsLink('tok_AB-c_9', 'https://tikiti.test');
    expect(link).toBe('https://tikiti.test/checkout/success?order=tok_AB-c_9');
    expect(whatsAppSendUrl('0712 345 678', 'Tickets for Jazz Night:', link)).toBe(
      'https://wa.me/254712345678?text=Tickets%20for%20Jazz%20Night%3A%20https%3A%2F%2Ftikiti.test%2Fcheckout%2Fsuccess%3Forder%3Dtok_AB-c_9',
    );
    expect(whatsAppSendUrl('not a phone', 'x', link)).toBeNull();
  });
});
