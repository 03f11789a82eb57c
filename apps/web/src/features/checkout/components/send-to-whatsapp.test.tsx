import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SendToWhatsApp } from './send-to-whatsapp';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const order = {
  token: 'tok_3f9a8b7c6d5e4f3a2b1c',
  event: {
    id: 1,
    externalId: 'ev_1',
    title: 'Jazz Night',
    imageUrl: null,
    location: null,
    address: null,
    timeZone: 'Africa/Nairobi',
  },
};

describe('SendToWhatsApp', () => {
  it('opens WhatsApp in a new tab with the typed Kenyan number and the link to the tickets', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SendToWhatsApp order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send to WhatsApp' }));
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '0712 345 678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open WhatsApp' }));
    const link = `${window.location.origin}/checkout/success?order=tok_3f9a8b7c6d5e4f3a2b1c`;
    expect(open).toHaveBeenCalledWith(
      `https://wa.me/254712345678?text=${encodeURIComponent(`Tickets for Jazz Night: ${link}`)}`,
      '_blank',
      'noopener,noreferrer',
    );
  });

  it('says what a number must look like instead of opening anything', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<SendToWhatsApp order={order} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send to WhatsApp' }));
    fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Open WhatsApp' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter a Kenyan mobile number, e.g. 0712 345 678.');
    expect(screen.getByLabelText('WhatsApp number').getAttribute('aria-invalid')).toBe('true');
    expect(open).not.toHaveBeenCalled();
  });
});
