import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResendTicketsPage } from './resend-tickets-page';
import { mockApi, renderWith, USER } from './test-utils.test-util';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ACCEPTED = { status: 202, json: { success: true, message: 'ok' } };

describe('ResendTicketsPage', () => {
  it('works signed out: sends the typed address and says the tickets are on their way if any exist', async () => {
    const calls = mockApi({ 'POST /api/orders/resend': () => ACCEPTED });
    renderWith(<ResendTicketsPage />);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Wanjiru@Example.co.ke ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect((await screen.findByTestId('resend-sent')).textContent).toBe(
      'If we have tickets for wanjiru@example.co.ke, they are on their way. Check your inbox (and spam folder).',
    );
    expect(calls).toMatchObject([{ key: 'POST /api/orders/resend', body: { email: 'wanjiru@example.co.ke' } }]);
  });

  it("prefills the signed-in person's email", async () => {
    const calls = mockApi({ 'POST /api/orders/resend': () => ACCEPTED });
    renderWith(<ResendTicketsPage />, USER);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('brian@example.co.ke');
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    await screen.findByTestId('resend-sent');
    expect(calls[0]!.body).toEqual({ email: 'brian@example.co.ke' });
  });

  it('checks the address before sending and explains failures', async () => {
    let answer: { status: number; json: unknown } | Error = { status: 429, json: { code: 'rate_limited' } };
    const calls = mockApi({ 'POST /api/orders/resend': () => answer });
    renderWith(<ResendTicketsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(screen.getByText('Enter your email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'a@example.co.ke' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(await screen.findByText('Too many requests. Please wait a minute and try again.')).toBeTruthy();
    answer = new TypeError('Failed to fetch');
    fireEvent.click(screen.getByRole('button', { name: 'Send my tickets' }));
    expect(await screen.findByText("We couldn't reach the server. Check your connection and try again.")).toBeTruthy();
  });
});
