import { fireEvent, screen, within } from '@testing-library/react';
import type { THostReviewPage } from '@tribe/contracts/reviews';
import { describe, expect, it } from 'vitest';
import { complimentaryOptions, makeReview, meAs, mockApi, renderHost, SAUTI } from '../testing/test-utils.test-util';
import { AddGuestTicketsButton } from './complimentary-dialog';
import { ReviewsPage } from './reviews-page';
import { componentTestHooks } from '@/test/hooks.test-util';

componentTestHooks({ kiswahili: { areas: ['host'] } });

const me = { '/api/host/me': () => ({ json: meAs(SAUTI) }) };

const PAGE: THostReviewPage = {
  items: [makeReview({ reviewerName: null, rating: 1, comment: null })],
  total: 1,
  page: 1,
  pageSize: 20,
  stats: {
    average: 1,
    count: 1,
    requested: 12,
    distribution: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating === 1 ? 1 : 0 })),
  },
  events: [{ eventId: 26, title: 'Sauti Sol Live', average: 1, count: 1, requested: 12 }],
};

describe('host reviews and guest tickets in Kiswahili', { timeout: 15_000 }, () => {
  it('shows the reviews page in Kiswahili, with Kiswahili dates', async () => {
    mockApi({ ...me, '/api/host/reviews': () => ({ json: PAGE }) });
    renderHost('/host/reviews', <ReviewsPage />, { permission: 'reviews' });
    const summary = within(await screen.findByRole('region', { name: 'Ukadiriaji' }, { timeout: 5000 }));
    expect(summary.getByText('maoni 1')).toBeTruthy();
    expect(summary.getByText('kati ya wahudhuriaji 12 walioulizwa · 8% wamejibu')).toBeTruthy();
    const list = within(screen.getByRole('region', { name: 'Maoni, mapya kwanza' }));
    expect(list.getByText('Mhudhuriaji')).toBeTruthy();
    expect(list.getByText('Ukadiriaji tu, bila maoni ya maandishi.')).toBeTruthy();
    expect(list.getByText(/Tiketi ya VIP/).textContent).toMatch(/Des 2026/);
    expect(list.getByRole('button', { name: 'Jibu' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Sauti Sol Live (1.0 · maoni 1)' })).toBeTruthy();
  });

  it('gives guest tickets in Kiswahili', async () => {
    mockApi({ ...me, '/api/host/events/26/complimentary': () => ({ json: complimentaryOptions({}, null) }) });
    renderHost('/host/events/26/tickets', <AddGuestTicketsButton eventId={26} />, { permission: 'attendees' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ongeza tiketi za wageni' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Ongeza tiketi za wageni' }));
    expect(await dialog.findByRole('option', { name: 'VIP (zimebaki 2)' })).toBeTruthy();
    expect(dialog.getByRole('option', { name: 'Regular (bila kikomo)' })).toBeTruthy();
    expect(dialog.getByText(/^Tarehe /).textContent).not.toMatch(/Dec|PM/);
    fireEvent.change(dialog.getByLabelText('Idadi ya tiketi'), { target: { value: '3' } });
    expect(dialog.getByRole('button', { name: 'Tuma tiketi 3 za wageni' })).toBeTruthy();
    fireEvent.change(dialog.getByLabelText('Idadi ya tiketi'), { target: { value: '99' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Tuma tiketi 99 za wageni' }));
    expect(dialog.getByText('Weka namba kati ya 1 na 50.')).toBeTruthy();
    expect(dialog.getAllByText('Jaza sehemu hii.').length).toBeGreaterThan(0);
  });
});
