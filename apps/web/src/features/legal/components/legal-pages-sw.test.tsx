import { act, cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from '@/lib/router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { feeBreakdown, SERVICE_FEE_FIXED_KES, SERVICE_FEE_PERCENT } from '@tribe/contracts';
import { setLocale } from '@/i18n/i18n';
import { loadAreaTexts } from '@/i18n/area-texts';
import { PricingPage as PricingRoute } from './pricing-page';
import { PrivacyPolicyPage as PrivacyPolicyRoute } from './privacy-policy-page';
import { RefundPolicyPage as RefundPolicyRoute } from './refund-policy-page';
import { TermsOfServicePage as TermsOfServiceRoute } from './terms-of-service-page';

const NOTICE_SW = /toleo la Kiingereza ndilo litakalozingatiwa/;

/** Renders a legal page; in Kiswahili it waits for the legal area's chunk, as the route does. */
async function show(Page: ComponentType, path: string) {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
  });
  return (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
}

async function inKiswahili() {
  await act(() => setLocale('sw'));
  await act(() => loadAreaTexts('legal', 'sw'));
}

afterEach(async () => {
  cleanup();
  await act(() => setLocale('en'));
});
// The web tests share one module graph per worker: policy-pages.test.tsx renders these pages
// with a mocked fee rule, which reaches only modules loaded after this file's.
afterAll(() => {
  vi.resetModules();
});

describe('the legal pages in Kiswahili', () => {
  it('pricing: headings, the fee and the worked examples in Ksh, with the translation notice', async () => {
    await inKiswahili();
    const text = await show(PricingRoute, '/pricing');
    expect(screen.getByRole('heading', { level: 1, name: 'Bei rahisi kwa waandaaji' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Nani analipa ada' })).toBeTruthy();
    expect(text).toContain('Hakuna ada za kila mwezi, hakuna ada za kuanzisha, hakuna mikataba.');
    // The figures come from the fee rule (policy-pages.test.tsx swaps it for another in its worker).
    expect(text).toContain(
      `Kwa kila tiketi ya kulipia inayouzwa, Tikiti hutoza ${SERVICE_FEE_PERCENT}% ya bei ya tiketi pamoja na Ksh ${SERVICE_FEE_FIXED_KES}`,
    );
    expect(screen.getByRole('note').textContent).toMatch(NOTICE_SW);
    expect(text).toContain('22 Novemba 2026');
    const examples = screen.getByRole('table', { name: 'Kiasi cha ada kwa bei tofauti za tiketi' });
    const row = within(examples)
      .getAllByRole('row')
      .find((r) => r.textContent?.replace(/\s+/g, ' ').startsWith('Ksh 1,000'));
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(
      [
        feeBreakdown(1000, 'host').fee,
        feeBreakdown(1000, 'buyer').buyerPays,
        feeBreakdown(1000, 'host').hostReceives,
      ].map((n) => `Ksh ${n.toLocaleString('en-US')}`),
    );
    expect(screen.getByRole('link', { name: 'Sera ya Kurejesha Pesa' }).getAttribute('href')).toBe('/refund-policy');
    expect(text).not.toMatch(/KES|\b(the|your|fee)\b/);
  });

  it('terms of service: a heading and a paragraph with its links', async () => {
    await inKiswahili();
    const text = await show(TermsOfServiceRoute, '/terms-of-service');
    expect(screen.getByRole('heading', { level: 1, name: 'Masharti ya Huduma' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Sheria inayotumika na migogoro' })).toBeTruthy();
    expect(text).toContain('Masharti haya yanaongozwa na sheria za Kenya.');
    expect(text).toContain('unakubali masharti haya, Sera yetu ya Faragha na Sera yetu ya Kurejesha Pesa.');
    expect(screen.getByRole('link', { name: 'Sera yetu ya Faragha' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('note').textContent).toMatch(NOTICE_SW);
    expect(text).not.toMatch(/\b(the|your|you)\b/);
  });

  it('privacy policy: a heading, the purposes table and a paragraph', async () => {
    await inKiswahili();
    const text = await show(PrivacyPolicyRoute, '/privacy-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Sera ya Faragha' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Haki zako' })).toBeTruthy();
    expect(text).toContain('Hatukusanyi taarifa binafsi nyeti, kama za afya au imani za kidini, na hatuziombi.');
    expect(screen.getByRole('table', { name: 'Madhumuni, data inayotumika na msingi halali' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'www.odpc.go.ke' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('note').textContent).toMatch(NOTICE_SW);
    expect(text).not.toMatch(/\b(the|your|you)\b/);
  });

  it('refund policy: a heading, the summary table and a paragraph', async () => {
    await inKiswahili();
    const text = await show(RefundPolicyRoute, '/refund-policy');
    expect(screen.getByRole('heading', { level: 1, name: 'Sera ya Kurejesha Pesa' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Matukio yaliyoahirishwa' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Tukio limeghairiwa' })).toBeTruthy();
    expect(text).toContain('kila mnunuzi anarejeshewa pesa zote, pamoja na ada ya Tikiti.');
    expect(screen.getByRole('note').textContent).toMatch(NOTICE_SW);
    expect(text).not.toMatch(/\b(the|your|you)\b/);
  });

  it('in English the pages carry no translation notice', async () => {
    const text = await show(RefundPolicyRoute, '/refund-policy');
    expect(screen.queryByRole('note')).toBeNull();
    expect(text).toContain('Last updated: 22 November 2026');
    expect(text).not.toContain('This is a translation');
  });
});
