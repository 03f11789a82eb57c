import { act, cleanup, screen } from '@testing-library/react';
import { ORDER_TOKEN_STORAGE_KEY } from '@tribe/contracts/checkout';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '@/i18n/i18n';
import { mockApi, paidOrder, renderAt, TOKEN } from '../testing/test-utils.test-util';
import { SuccessPage } from './success-page';

beforeEach(async () => {
  sessionStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  await act(() => setLocale('sw'));
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => setLocale('en'));
});

describe('SuccessPage in Kiswahili', () => {
  it('reads in Kiswahili, with amounts and dates in the sw-KE style', async () => {
    sessionStorage.setItem(ORDER_TOKEN_STORAGE_KEY, TOKEN);
    mockApi({ [`GET /api/orders/${TOKEN}`]: () => ({ json: paidOrder() }) });
    renderAt(`/checkout/success?order=${TOKEN}`, <SuccessPage brand={<span>Tikiti</span>} />);
    expect(await screen.findByRole('heading', { name: 'Uko ndani!' })).toBeTruthy();
    expect(screen.getByText('Tumetuma tiketi zako kwa brian@example.co.ke.')).toBeTruthy();
    expect(screen.getByAltText('Msimbo wa QR wa tiketi TKT-AAAA-1111')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pakua tiketi (PDF)' })).toBeTruthy();
    const receipt = screen.getByTestId('receipt').textContent ?? '';
    expect(receipt).toContain('Risiti');
    expect(receipt).toMatch(/Ksh\s[\d,]+/);
    expect(receipt).not.toContain('KES');
    expect(document.body.textContent).not.toMatch(/\b(Receipt|Your tickets|Download)\b/);
  });
});
