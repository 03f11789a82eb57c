import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { feedbackRequest, renderFeedbackPage } from '../testing/feedback.test-util';
import { componentTestHooks } from '@/test/hooks.test-util';

const REQUEST = feedbackRequest();

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
    renderFeedbackPage();
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
