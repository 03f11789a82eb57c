import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { THostReviewPage } from '@tribe/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { apiError, JAZZ, makeReview, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { ReviewsPage } from './reviews-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks();

const PAGE: THostReviewPage = {
  items: [
    makeReview({}),
    makeReview({ id: 2, reviewerName: 'Brian O.', rating: 3, comment: null, eventId: 27, eventTitle: 'Jazz Brunch' }),
    makeReview({
      id: 3,
      reviewerName: 'Achieng O.',
      rating: 4,
      comment: 'Long queue at gate B.',
      hostReply: 'Sorry! Two more gates next time.',
      hostReplyAt: '2026-12-07T09:00:00.000Z',
    }),
  ],
  total: 3,
  page: 1,
  pageSize: 20,
  stats: {
    average: 4,
    count: 3,
    requested: 12,
    distribution: [
      { rating: 5, count: 1 },
      { rating: 4, count: 1 },
      { rating: 3, count: 1 },
      { rating: 2, count: 0 },
      { rating: 1, count: 0 },
    ],
  },
  events: [
    { eventId: 26, title: 'Sauti Sol Live', average: 4.5, count: 2, requested: 8 },
    { eventId: 27, title: 'Jazz Brunch', average: 3, count: 1, requested: 4 },
  ],
};

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };
const where = () => screen.getByTestId('where').textContent;

describe('ReviewsPage', { timeout: 15_000 }, () => {
  it('shows the average, the spread and the reviews, newest first', async () => {
    mockApi({ ...me, '/api/host/reviews': () => ({ json: PAGE }) });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    const summary = within(await screen.findByRole('region', { name: 'Ratings' }, { timeout: 5000 }));
    expect(summary.getByText('4.0')).toBeTruthy();
    expect(summary.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeTruthy();
    expect(summary.getByText('3 reviews')).toBeTruthy();
    expect(summary.getByText('from 12 attendees asked · 25% replied')).toBeTruthy();
    const bars = within(summary.getByRole('list', { name: 'Reviews per rating' })).getAllByRole('button');
    expect(bars.map((b) => b.getAttribute('aria-label'))).toEqual([
      'Show 5 stars reviews (1)',
      'Show 4 stars reviews (1)',
      'Show 3 stars reviews (1)',
      'Show 2 stars reviews (0)',
      'Show 1 star reviews (0)',
    ]);

    const list = within(screen.getByRole('region', { name: 'Reviews, newest first' }));
    expect(list.getAllByRole('listitem').map((i) => i.getAttribute('aria-labelledby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    const wanjiku = within(list.getByRole('listitem', { name: 'Wanjiku K.' }));
    expect(wanjiku.getByRole('img', { name: '5 stars' })).toBeTruthy();
    expect(wanjiku.getByText('Best night of the year.')).toBeTruthy();
    expect(wanjiku.getByText('Sauti Sol Live · Dec 5, 2026 · VIP ticket')).toBeTruthy();
    expect(within(list.getByRole('listitem', { name: 'Brian O.' })).getByText('Rating only, no comment.')).toBeTruthy();
    const achieng = within(list.getByRole('listitem', { name: 'Achieng O.' }));
    expect(achieng.getByText('Sorry! Two more gates next time.')).toBeTruthy();
    expect(achieng.getByRole('button', { name: 'Edit reply' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Event' }).textContent).toContain('Sauti Sol Live (4.5 · 2 reviews)');
  });

  it('filters by event and stars through the address, and a bar filters by its stars', async () => {
    const calls = mockApi({ ...me, '/api/host/reviews': () => ({ json: PAGE }) });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Event' }, { timeout: 5000 }), {
      target: { value: '27' },
    });
    await waitFor(() => expect(where()).toBe('/host/reviews?eventId=27'));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/reviews?eventId=27')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 stars reviews (1)' }));
    await waitFor(() => expect(where()).toBe('/host/reviews?eventId=27&rating=3'));
    expect(screen.getByRole('button', { name: 'Show 3 stars reviews (1)' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(calls.some((c) => c.url === '/api/host/reviews?eventId=27&rating=3')).toBe(true));
    expect((screen.getByRole('combobox', { name: 'Rating' }) as HTMLSelectElement).value).toBe('3');
  });

  it('replies in place, edits the reply and removes it', async () => {
    let current = PAGE;
    const calls = mockApi({
      ...me,
      '/api/host/reviews': () => ({ json: current }),
      'PUT /api/host/reviews/1/reply': (body) => {
        const reply = (body as { reply: string }).reply.trim() || null;
        const saved = makeReview({ hostReply: reply, hostReplyAt: reply ? '2026-12-08T09:00:00.000Z' : null });
        current = { ...PAGE, items: [saved, ...PAGE.items.slice(1)] };
        return { json: saved };
      },
    });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    const card = () => within(screen.getByRole('listitem', { name: 'Wanjiku K.' }));
    await screen.findByRole('listitem', { name: 'Wanjiku K.' }, { timeout: 5000 });
    fireEvent.click(card().getByRole('button', { name: 'Reply' }));
    const box = card().getByLabelText('Your public reply to Wanjiku K.');
    fireEvent.click(card().getByRole('button', { name: 'Post reply' }));
    expect(card().getByText('Write a reply first, or cancel.')).toBeTruthy();
    fireEvent.change(box, { target: { value: 'Asante! See you in March.' } });
    fireEvent.click(card().getByRole('button', { name: 'Post reply' }));
    // (A textarea's text counts as text too: wait for the posted reply's own buttons.)
    fireEvent.click(await waitFor(() => card().getByRole('button', { name: 'Edit reply' })));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ reply: 'Asante! See you in March.' });
    expect((card().getByLabelText('Your public reply to Wanjiku K.') as HTMLTextAreaElement).value).toBe(
      'Asante! See you in March.',
    );
    fireEvent.change(card().getByLabelText('Your public reply to Wanjiku K.'), { target: { value: 'x'.repeat(1001) } });
    expect(card().getByText('Keep it under 1,000 characters.')).toBeTruthy();
    fireEvent.change(card().getByLabelText('Your public reply to Wanjiku K.'), { target: { value: 'Asante sana!' } });
    fireEvent.click(card().getByRole('button', { name: 'Save reply' }));
    await waitFor(() => expect(card().getByRole('button', { name: 'Remove reply' })).toBeTruthy());
    expect(card().getByText('Asante sana!').tagName).toBe('P');

    fireEvent.click(card().getByRole('button', { name: 'Remove reply' }));
    await waitFor(() => expect(card().getByRole('button', { name: 'Reply' })).toBeTruthy());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { reply: 'Asante! See you in March.' },
      { reply: 'Asante sana!' },
      { reply: '' },
    ]);
  });

  it('explains reviews before the first link is sent, and when none match the filters', async () => {
    const empty: THostReviewPage = {
      ...PAGE,
      items: [],
      total: 0,
      stats: { ...PAGE.stats, average: null, count: 0, requested: 0 },
      events: [],
    };
    mockApi({ ...me, '/api/host/reviews': () => ({ json: empty }) });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    expect(await screen.findByRole('heading', { name: 'No reviews yet' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/every attendee gets an email asking how it went/)).toBeTruthy();
    cleanup();

    mockApi({ ...me, '/api/host/reviews': () => ({ json: { ...PAGE, items: [], total: 0 } }) });
    renderHost('/host/reviews?rating=1', <ReviewsPage />, { permission: 'reviews' });
    expect(await screen.findByText('No reviews match these filters.', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(where()).toBe('/host/reviews'));
  });

  it('tells a scanner the page is not for their role, and offers a retry when loading fails', async () => {
    mockApi({ '/api/host/me': () => ({ json: meAs(JAZZ) }), '/api/host/reviews': () => apiError(403, 'forbidden') });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    expect(
      await screen.findByText("You don't have access to this part of Jazz Nights KE", {}, { timeout: 5000 }),
    ).toBeTruthy();
    cleanup();

    let n = 0;
    mockApi({
      ...me,
      '/api/host/reviews': () => (++n === 1 ? apiError(500, 'internal_error') : { json: PAGE }),
    });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
    expect(await screen.findByRole('region', { name: 'Ratings' }, { timeout: 5000 })).toBeTruthy();
  });
});
