import { BOTH, PHONE, expect, footer, isPhone, seriousAxeViolations, test } from './fixtures';

/**
 * Information pages (/pricing, /terms-of-service, /privacy-policy, /refund-policy) and the
 * footer's links (spec section 2, route list and "Footer").
 */

const PAGES = [
  {
    path: '/pricing',
    heading: 'Simple pricing for hosts',
    mentions: ['5% + KES 30', 'KES 1,500', 'M-Pesa', 'within 3 working days'],
  },
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    mentions: ['Tikiti Africa Ltd', 'laws of Kenya', 'Paystack'],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    mentions: [
      'Data Protection Act, 2019',
      'Office of the Data Protection Commissioner',
      'Paystack',
      'PostHog',
      'Google Maps',
      'portability',
    ],
  },
  {
    path: '/refund-policy',
    heading: 'Refund Policy',
    mentions: ['automatically', 'Postponed', 'refund window', 'hello@tikiti.africa'],
  },
];

for (const p of PAGES) {
  test(`${p.path} shows its title, last-updated date and content`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.heading);
    await expect(page.getByText('Last updated: 22 November 2026')).toBeVisible();
    const main = page.getByRole('main');
    for (const text of p.mentions) await expect(main).toContainText(text);
    await expect(page).toHaveTitle(`${p.heading} · Tikiti`);
  });

  // The contents fold out on phones; one page is enough to check that, as all share the layout.
  const tocTag = p.path === '/privacy-policy' ? [BOTH] : [];
  test(`${p.path} has a table of contents that leads to each section`, { tag: tocTag }, async ({ page }, testInfo) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const sections = page.locator('article > section');
    const count = await sections.count();
    expect(count).toBeGreaterThan(3);
    let toc;
    if (isPhone(testInfo)) {
      await page.locator('summary', { hasText: 'On this page' }).click(); // the fold-out on phones
      toc = page.getByRole('navigation', { name: 'On this page' });
    } else {
      toc = page.getByRole('navigation', { name: 'On this page' });
    }
    await expect(toc.getByRole('link')).toHaveCount(count);
    const last = toc.getByRole('link').last();
    const id = (await last.getAttribute('href'))!.split('#')[1]!;
    await last.click();
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    expect(new URL(page.url()).hash).toBe(`#${id}`);
  });

  test(`${p.path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test('phones do not scroll sideways on the information pages', { tag: PHONE }, async ({ page }) => {
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), p.path).toBeLessThanOrEqual(390);
  }
});

test('pricing shows worked fee examples and an FAQ that opens', async ({ page }) => {
  await page.goto('/pricing');
  const examples = page.getByRole('table', { name: 'What the fee comes to at different ticket prices' });
  // 5% + KES 30: a KES 1,000 ticket carries KES 80; a KES 40,000 ticket hits the KES 1,500 cap.
  await expect(examples.getByRole('row')).toHaveCount(7);
  const cells = async (price: RegExp) =>
    (await examples.getByRole('row', { name: price }).getByRole('cell').allInnerTexts()).map((t) =>
      t.replace(/\s+/g, ' '),
    );
  // Columns: fee, buyer pays (fee passed on), host receives (fee absorbed).
  expect(await cells(/^KES\s1,000\b/)).toEqual(['KES 80', 'KES 1,080', 'KES 920']);
  expect(await cells(/^KES\s40,000/)).toEqual(['KES 1,500', 'KES 41,500', 'KES 38,500']);
  await expect(page.getByRole('table', { name: 'What is included for free and for paid events' })).toBeVisible();
  const answer = page.getByText('The fee is the same 5% + KES 30 per paid ticket whichever way the buyer pays', {
    exact: false,
  });
  await expect(answer).toBeHidden();
  await page.getByText('Does M-Pesa cost more than card?').click();
  await expect(answer).toBeVisible();
});

test('the footer links to the pages, policies, social accounts, blog, community chat and contact', async ({ page }) => {
  await page.goto('/pricing');
  const f = footer(page);
  for (const [name, href] of [
    ['Browse events', '/events'],
    ['Create an account', '/auth/signup'],
    ['Pricing', '/pricing'],
    ['Terms of Service', '/terms-of-service'],
    ['Privacy Policy', '/privacy-policy'],
    ['Refund Policy', '/refund-policy'],
  ] as const) {
    await expect(f.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  for (const [name, host] of [
    ['Tikiti on Instagram', 'www.instagram.com'],
    ['Tikiti on X', 'x.com'],
    ['Tikiti on Facebook', 'www.facebook.com'],
    ['Tikiti on TikTok', 'www.tiktok.com'],
    [/^Blog/, 'blog.tikiti.africa'],
    [/^Community chat/, 'chat.whatsapp.com'],
  ] as const) {
    const link = f.getByRole('link', { name });
    const href = (await link.getAttribute('href'))!;
    expect(new URL(href).protocol).toBe('https:');
    expect(new URL(href).host).toBe(host);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(f.getByRole('link', { name: 'hello@tikiti.africa' })).toHaveAttribute(
    'href',
    'mailto:hello@tikiti.africa',
  );
  await expect(f.locator('address')).toContainText('Nairobi, Kenya');
});

test('footer links navigate within the app', async ({ page }) => {
  await page.goto('/events');
  await footer(page).getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
});

for (const path of ['/account', '/debug/posthog', '/debug/posthog-test', '/tags-test']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
