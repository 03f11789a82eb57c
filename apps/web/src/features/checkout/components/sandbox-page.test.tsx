import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderAt } from '../testing/test-utils.test-util';
import { T } from '../texts';
import { SandboxPage } from './sandbox-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SandboxPage', () => {
  it.each([
    ['Pay KES\u00a03,210', 'success'],
    [T.sandboxDecline, 'decline'],
    [T.sandboxCancel, 'abandon'],
  ])('"%s" posts the outcome %s and follows the answer', async (button, outcome) => {
    const redirect = vi.fn();
    const calls = mockApi({
      'GET /api/payments/sandbox/sbx_ref_1': () => ({
        json: {
          reference: 'sbx_ref_1',
          channel: 'card',
          amount: 3210,
          currency: 'KES',
          email: 'brian@example.co.ke',
          eventTitle: 'Nairobi Jazz Night',
          status: 'initialized',
          callbackUrl: '/checkout/verifying?order=x',
        },
      }),
      'POST /api/payments/sandbox/sbx_ref_1': () => ({
        json: { redirectUrl: '/checkout/verifying?order=x&reference=sbx_ref_1' },
      }),
    });
    renderAt('/checkout/sandbox/sbx_ref_1', <SandboxPage brand={<span />} redirect={redirect} />, {
      path: '/checkout/sandbox/:reference',
    });
    expect(await screen.findByText(T.sandboxBanner)).toBeTruthy();
    expect(await screen.findByText('Nairobi Jazz Night')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: button }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/checkout/verifying?order=x&reference=sbx_ref_1'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ outcome });
  });
});
