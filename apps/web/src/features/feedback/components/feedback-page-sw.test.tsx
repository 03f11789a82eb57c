import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { TFeedbackRequest } from '@tribe/contracts/reviews';
import { MemoryRouter } from '@/lib/router';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { FeedbackPage } from './feedback-page';
import { componentTestHooks } from '@/test/hooks.test-util';

const TOKEN = 'q7Xk2mPz9LwR4tYv8NcB3hJd6FsA1eGu';

const REQUEST: TFeedbackRequest = {
  event: {
    title: 'Sauti Sol Live',
    externalId: 'sauti-sol-live',
    imageUrl: null,
    hostName: null,
    timeZone: 'Africa/Nairobi',
  },
  startsAt: '2026-12-05T16:00:00.000Z',
  ticketTypeName: 'VIP',
  reviewerName: 'Wanjiku K.',
  expiresAt: '2027-01-04T21:00:00.000Z',
};

/** Answers the link's GET with the request and its POST with the saved review. */
function mockLink() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const json =
        init?.method === 'POST'
          ? { ...(JSON.parse(String(init.body)) as object), submittedAt: '2026-12-06T09:00:00.000Z' }
          : REQUEST;
      return new Response(JSON.stringify(json), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

componentTestHooks({ kiswahili: {} });

describe('FeedbackPage in Kiswahili', { timeout: 15_000 }, () => {
  it('asks, names the stars and thanks in Kiswahili, with the date in the sw-KE style', async () => {
    mockLink();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <FeedbackPage token={TOKEN} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Ilikuwaje?' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Jumamosi, 5 Desemba 2026 · 19:00/)).toBeTruthy();
    expect(screen.getByText('Tiketi ya VIP')).toBeTruthy();
    // No host on the event: the message's own word for one.
    expect(screen.getByText(/^Ukadiriaji wako unamsaidia mwandaaji na kila mtu/)).toBeTruthy();

    const stars = within(screen.getByRole('radiogroup', { name: 'Ukadiriaji wako' })).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      'Nyota 1: Hafifu',
      'Nyota 2: Wastani',
      'Nyota 3: Nzuri',
      'Nyota 4: Nzuri sana',
      'Nyota 5: Bora kabisa',
    ]);
    fireEvent.click(stars[3]!);
    expect(screen.getByText('Nzuri sana')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tuma maoni' }));

    expect(await screen.findByRole('heading', { name: 'Asante!' })).toBeTruthy();
    expect(
      screen.getByText(/^Maoni yako ya nyota 4 kuhusu Sauti Sol Live yamepokelewa\. Mwandaaji anaweza/),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tazama tukio' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\b(How was it|Send feedback|Thank you|Hosted by)\b/);
  });
});
