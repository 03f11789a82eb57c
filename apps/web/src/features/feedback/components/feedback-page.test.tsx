import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackRequest, renderFeedbackPage, TOKEN } from '../testing/feedback.test-util';

const PATH = `/api/feedback/${TOKEN}`;

const REQUEST = feedbackRequest({ imageUrl: '/images/sauti.jpg', hostName: 'Savannah Sounds' });

type Answer = { status: number; json?: unknown } | Error;
const error = (status: number, code: string, message = code) => ({
  status,
  json: { statusCode: status, error: 'Error', code, message },
});

/** Answers GET and POST of the feedback link; records the POST bodies. */
function mockLink(get: () => Answer, post: (body: unknown) => Answer = () => ({ status: 201, json: {} })) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      expect(String(input)).toBe(PATH);
      let answer: Answer;
      if ((init?.method ?? 'GET') === 'POST') {
        const body = JSON.parse(String(init!.body)) as unknown;
        posted.push(body);
        answer = post(body);
      } else answer = get();
      if (answer instanceof Error) throw answer;
      return new Response(answer.json === undefined ? null : JSON.stringify(answer.json), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return posted;
}

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FeedbackPage', { timeout: 15_000 }, () => {
  it('shows what the link is for, takes stars from a radio group and a comment, then thanks', async () => {
    const posted = mockLink(
      () => ({ status: 200, json: REQUEST }),
      (body) => ({
        status: 201,
        json: { ...(body as object), submittedAt: '2026-12-06T09:00:00.000Z' },
      }),
    );
    renderFeedbackPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sauti Sol Live' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/Saturday, December 5, 2026 · 7:00 PM/)).toBeTruthy();
    expect(screen.getByText('VIP ticket · Hosted by Savannah Sounds')).toBeTruthy();
    expect(screen.getByText('Shown with your review as “Wanjiku K.”.')).toBeTruthy();

    const group = screen.getByRole('radiogroup', { name: 'Your rating' });
    const stars = within(group).getAllByRole('radio');
    expect(stars.map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 star: Poor',
      '2 stars: Fair',
      '3 stars: Good',
      '4 stars: Very good',
      '5 stars: Excellent',
    ]);
    // Native radio inputs: the browser gives them arrow-key moves and one tab stop.
    for (const star of stars) expect(star.getAttribute('type')).toBe('radio');
    fireEvent.click(stars[3]!);
    expect((stars[3] as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Very good')).toBeTruthy();
    fireEvent.click(stars[4]!);
    expect(screen.getByText('Excellent')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), {
      target: { value: '  Great sound, long queue at gate B.  ' },
    });
    expect(screen.getByText('38 / 2,000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));

    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeTruthy();
    expect(posted).toEqual([{ rating: 5, comment: 'Great sound, long queue at gate B.' }]);
    expect(screen.getByText(/Your 5-star review of Sauti Sol Live is in/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the event' }).getAttribute('href')).toBe('/events/sauti-sol-live');
  });

  it('asks for a rating before sending, and sends a rating alone', async () => {
    const posted = mockLink(
      () => ({ status: 200, json: REQUEST }),
      () => ({ status: 201, json: { rating: 2, comment: null, submittedAt: '2026-12-06T09:00:00.000Z' } }),
    );
    renderFeedbackPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Send feedback' }, { timeout: 5000 }));
    expect(screen.getByText('Choose a rating from 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(posted).toEqual([]);
    fireEvent.click(screen.getByRole('radio', { name: '2 stars: Fair' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(posted).toEqual([{ rating: 2, comment: null }]);
  });

  it('keeps a comment over the limit from being sent', async () => {
    const posted = mockLink(() => ({ status: 200, json: REQUEST }));
    renderFeedbackPage();
    fireEvent.click(await screen.findByRole('radio', { name: '3 stars: Good' }, { timeout: 5000 }));
    fireEvent.change(screen.getByLabelText('Tell us more (optional)'), { target: { value: 'x'.repeat(2001) } });
    expect(screen.getByText('Keep it under 2,000 characters.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(posted).toEqual([]);
  });

  it.each([
    [error(410, 'feedback_used'), 'Feedback already sent'],
    [error(410, 'feedback_expired'), 'This link has expired'],
    [error(404, 'feedback_not_found'), 'We can’t find this feedback link'],
  ])('says plainly when the link is closed (%#)', async (answer, title) => {
    mockLink(() => answer);
    renderFeedbackPage();
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByRole('link', { name: 'Find your next event' }).getAttribute('href')).toBe('/events');
  });

  it('turns a submit that lost the race into the used state, and a throttle into a message', async () => {
    let n = 0;
    mockLink(
      () => ({ status: 200, json: REQUEST }),
      () => (++n === 1 ? error(429, 'rate_limited') : error(409, 'feedback_already_submitted')),
    );
    renderFeedbackPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars: Excellent' }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many tries. Wait a minute and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('heading', { name: 'Feedback already sent' })).toBeTruthy();
  });

  it('offers a retry when the page could not load', async () => {
    let n = 0;
    mockLink(() => (++n <= 2 ? new TypeError('Failed to fetch') : { status: 200, json: REQUEST }));
    renderFeedbackPage();
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 });
    expect(screen.getByText('We could not load this page')).toBeTruthy();
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Sauti Sol Live' })).toBeTruthy());
  });
});
