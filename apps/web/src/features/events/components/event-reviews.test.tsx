import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EventReviews, HostRating } from './event-reviews';

afterEach(cleanup);

describe('HostRating', () => {
  it('shows the event’s stars and “4.6 (23 reviews)” from the first review on', () => {
    render(<HostRating rating={{ average: 4.6, count: 23 }} hostRating={{ average: 4.8, count: 120 }} />);
    const line = screen.getByTestId('event-rating');
    expect(within(line).getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeTruthy();
    expect(line.textContent).toBe('4.6 (23 reviews)');
  });

  it('falls back to the host’s average across their events, and shows nothing before any review', () => {
    render(<HostRating rating={null} hostRating={{ average: 4, count: 1 }} />);
    expect(screen.getByTestId('event-rating').textContent).toBe('4.0 (1 review of their events)');
    cleanup();
    const { container } = render(<HostRating rating={{ average: 0, count: 0 }} hostRating={null} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('EventReviews', () => {
  it('lists the latest comments with their stars, names and the host’s replies', () => {
    render(
      <EventReviews
        hostName="Savannah Sounds"
        reviews={[
          {
            id: 2,
            rating: 4,
            comment: 'Long queue at gate B,\nbut what a show.',
            reviewerName: 'Achieng O.',
            submittedAt: '2026-12-06T09:00:00.000Z',
            hostReply: 'Two more gates next time!',
            hostReplyAt: '2026-12-07T09:00:00.000Z',
          },
          {
            id: 1,
            rating: 5,
            comment: 'Best night of the year.',
            reviewerName: null,
            submittedAt: '2026-12-06T08:00:00.000Z',
            hostReply: null,
            hostReplyAt: null,
          },
        ]}
      />,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByRole('img', { name: '4 stars' })).toBeTruthy();
    expect(within(first!).getByText('Achieng O.')).toBeTruthy();
    expect(within(first!).getByText('· Dec 2026')).toBeTruthy();
    expect(within(first!).getByText('Reply from Savannah Sounds')).toBeTruthy();
    expect(within(first!).getByText('Two more gates next time!')).toBeTruthy();
    expect(within(second!).getByText('An attendee')).toBeTruthy();
    expect(within(second!).queryByText(/Reply from/)).toBeNull();
  });
});
