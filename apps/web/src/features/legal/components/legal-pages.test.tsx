import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { PricingPage as PricingRoute } from './pricing-page';
import { PrivacyPolicyPage as PrivacyPolicyRoute } from './privacy-policy-page';
import { RefundPolicyPage as RefundPolicyRoute } from './refund-policy-page';
import { TermsOfServicePage as TermsOfServiceRoute } from './terms-of-service-page';

/**
 * The fee the pages publish must be the fee checkout charges (packages/contracts/src/fees.ts).
 * The pages are rendered with a different fee in place of the real one: any figure copied into a
 * page by hand would then show up as a stale number.
 */
const FAKE = vi.hoisted(() => ({ percent: 7, fixed: 25, cap: 900 }));

vi.mock('@tribe/contracts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tribe/contracts')>();
  const serviceFee = (price: number) =>
    price > 0 ? Math.min(Math.round((price * FAKE.percent) / 100) + FAKE.fixed, FAKE.cap) : 0;
  return {
    ...actual,
    SERVICE_FEE_PERCENT: FAKE.percent,
    SERVICE_FEE_FIXED_KES: FAKE.fixed,
    SERVICE_FEE_CAP_KES: FAKE.cap,
    serviceFee,
    feeBreakdown: (price: number, paidBy: 'buyer' | 'host') => {
      const fee = serviceFee(price);
      return paidBy === 'buyer'
        ? { fee, buyerPays: price + fee, hostReceives: price }
        : { fee, buyerPays: price, hostReceives: price - fee };
    },
  };
});

// The web tests share one module graph per worker: the pages loaded with the fake fee rule must
// not reach the next file.
afterAll(() => {
  vi.resetModules();
});

const PAGES = {
  '/pricing': PricingRoute,
  '/terms-of-service': TermsOfServiceRoute,
  '/privacy-policy': PrivacyPolicyRoute,
  '/refund-policy': RefundPolicyRoute,
};

function pageText(path: keyof typeof PAGES): string {
  const Page = PAGES[path];
  render(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
  );
  // Intl puts a no-break space after 'KES'; collapse all whitespace so plain patterns match.
  return (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
}

/** The real fee's figures: 5%, KES 30 (not KES 300 or KES 30,000) and the KES 1,500 cap. */
const REAL_FEE_FIGURES = [/(?<![\d.])5 ?%/, /KES 30(?![\d,])/, /KES 1,500(?![\d,])/];

afterEach(cleanup);

describe('policy pages take the service fee from fees.ts', () => {
  it('pricing states the fee, the cap and the worked examples from the shared rule', () => {
    const text = pageText('/pricing');
    expect(text).toContain('7% + KES 25');
    expect(text).toContain('capped at KES 900');
    const examples = screen.getByRole('table', { name: 'What the fee comes to at different ticket prices' });
    const row = within(examples)
      .getAllByRole('row')
      .find((r) => r.textContent?.replace(/\s+/g, ' ').startsWith('KES 1,000'));
    // 7% of 1,000 + 25 = 95: buyer pays 1,095 when the fee is passed on, host keeps 905 when absorbed.
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((c) => c.textContent?.replace(/\s+/g, ' ')),
    ).toEqual(['KES 95', 'KES 1,095', 'KES 905']);
  });

  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('%s carries no hand-copied fee figure', (path) => {
    const text = pageText(path);
    for (const figure of REAL_FEE_FIGURES) expect(text).not.toMatch(figure);
  });
});
