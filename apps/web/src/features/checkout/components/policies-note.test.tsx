import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PoliciesNote, shortened } from './policies-note';

afterEach(cleanup);

const LONG =
  'Tickets are refundable up to 7 days before the event, less the service fee. After that, tickets can be transferred to a friend but not refunded. If the show is cancelled, everyone gets a full refund within 5 working days.';

describe('PoliciesNote', () => {
  it('shows nothing when the host wrote neither policy', () => {
    const { container } = render(<PoliciesNote refundPolicy={null} entryConditions="  " />);
    expect(container.innerHTML).toBe('');
  });

  it('shows a short policy whole, and a long one cut at a word with "Read more"', () => {
    render(<PoliciesNote refundPolicy={LONG} entryConditions="18+ only. Bring your ID." />);
    expect(screen.getByRole('heading', { name: 'Before you buy' })).toBeTruthy();
    expect(screen.getByText('18+ only. Bring your ID.')).toBeTruthy();
    expect(screen.queryByText(LONG)).toBeNull();
    expect(screen.getByText(/^Tickets are refundable up to 7 days before the event.*…/)).toBeTruthy();
    const more = screen.getByRole('button', { name: 'Read more about refunds' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(screen.getByText(LONG, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show less about refunds' }).getAttribute('aria-expanded')).toBe('true');
    // Only the long one has the button.
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('cuts at a word and never mid-word', () => {
    expect(shortened('short')).toBeNull();
    const cut = shortened(LONG)!;
    expect(cut.endsWith('…')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(LONG.startsWith(cut.slice(0, -1))).toBe(true);
    expect(LONG[cut.length - 1]).toMatch(/[\s.,]/);
  });
});
