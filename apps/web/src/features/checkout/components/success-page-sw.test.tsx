import { screen } from '@testing-library/react';
import { ORDER_TOKEN_STORAGE_KEY } from '@tribe/contracts/checkout';
import { beforeEach, describe, expect, it } from 'vitest';
import { componentTestHooks } from '@/test/hooks.test-util';
import { mockApi, paidOrder, renderAt, TOKEN } from '../testing/test-utils.test-util';
import { SuccessPage } from './success-page';

componentTestHooks({ kiswahili: {} });
beforeEach(() => sessionStorage.clear());

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
