import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhatsAppShare } from './whatsapp-share';

afterEach(cleanup);

describe('WhatsAppShare', () => {
  it("links to WhatsApp's chat picker with a short text and the event's address, in a new tab", () => {
    render(<WhatsAppShare title="Sauti Sol Live" url="https://tikiti.test/events/ev_1" />);
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(link.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent('Sauti Sol Live on Tikiti: https://tikiti.test/events/ev_1')}`,
    );
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
