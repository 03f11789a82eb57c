import type { Page } from '@playwright/test';
import { appMounted, BOTH, expect, footer, openEvent, test } from './fixtures';

/**
 * Kiswahili in a real browser (issue 20, item 2): the switch in the footer turns the site into
 * Kiswahili and is remembered; the attendee pages, the legal pages, the host area and the admin
 * area each read in Kiswahili, the last three from their own lazily loaded chunk. The message
 * files' completeness is the unit tests' subject (apps/web/src/i18n); this checks the wiring.
 */

/** As if Kiswahili had been chosen on this device before: the `lang` cookie the switch writes. */
const inKiswahili = (page: Page, baseURL: string | undefined) =>
  page.context().addCookies([{ name: 'lang', value: 'sw', url: baseURL! }]);

test(`the footer's switch turns the site into Kiswahili, remembered after a reload ${BOTH}`, async ({ page }) => {
  await page.goto('/');
  await appMounted(page);
  await expect(page.getByText('Events across Kenya')).toBeVisible();
  await footer(page).scrollIntoViewIfNeeded();
  // The footer hydrates after the page (its own chunk): a tap before then would land on markup.
  await expect(page.locator('footer[data-live]')).toHaveCount(1);
  await footer(page).getByRole('button', { name: 'Kiswahili' }).click();
  await expect(page.getByText('Matukio kote Kenya')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(footer(page).getByRole('group', { name: 'Lugha' })).toBeVisible();

  await page.reload();
  await appMounted(page);
  await expect(page.getByText('Matukio kote Kenya')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');

  // Back to English: the spec's texts, exactly.
  await footer(page).scrollIntoViewIfNeeded();
  await expect(page.locator('footer[data-live]')).toHaveCount(1);
  await footer(page).getByRole('button', { name: 'English' }).click();
  await expect(page.getByText('Events across Kenya')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('an event page and its ticket dialog in Kiswahili', async ({ page, catalogue, baseURL }) => {
  const event = catalogue.find('paid event 26', (e) => e.id === 26 && e.ticketTypes.some((t) => t.price > 0));
  await inKiswahili(page, baseURL);
  await openEvent(page, event);
  const getTickets = page.getByRole('button', { name: 'Pata tiketi' }).first();
  await expect(getTickets).toBeVisible();
  await getTickets.click();
  await expect(page.getByRole('dialog')).toContainText('Chagua tiketi');
  await expect(page.getByRole('dialog')).toContainText('Ksh');
});

test('the pricing page in Kiswahili, from its own chunk, with the translation notice', async ({ page, baseURL }) => {
  await inKiswahili(page, baseURL);
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Bei rahisi kwa waandaaji' })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('toleo la Kiingereza');
});

test(`the admin area in Kiswahili, from its own chunk ${BOTH}`, async ({ adminPage: page, baseURL }) => {
  await inKiswahili(page, baseURL);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Watumiaji' })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Users');
});

test(`the host area in Kiswahili, from its own chunk ${BOTH}`, async ({ page, baseURL }, testInfo) => {
  const res = await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } });
  expect(res.ok(), 'demo host signs in').toBeTruthy();
  await inKiswahili(page, baseURL);
  await page.goto('/host/dashboard');
  await expect(page).toHaveTitle(/^Dashibodi · .* · Tikiti kwa waandaaji$/);
  const nav =
    testInfo.project.name === 'phone' ? page.getByRole('navigation').last() : page.getByRole('navigation').first();
  await expect(nav).toContainText('Matukio');
  await expect(page.getByRole('main')).not.toContainText('Tickets sold');
});

test("the listing names the catalogue in Kiswahili: filters, chips and the cards' tags", async ({
  page,
  request,
  baseURL,
}) => {
  const categories = (await (await request.get('/api/categories')).json()) as {
    id: number;
    name: string;
    nameSw: string | null;
  }[];
  const music = categories.find((c) => c.name === 'Music');
  expect(music?.nameSw, 'the seed names Music in Kiswahili').toBe('Muziki');
  await inKiswahili(page, baseURL);
  await page.goto(`/events?categoryId=${music!.id}`);
  await appMounted(page);
  const sidebar = page.getByTestId('filters-sidebar');
  await expect(sidebar.getByRole('group', { name: 'Kategoria' }).getByLabel('Muziki')).toBeChecked();
  await expect(sidebar.getByRole('group', { name: 'Kategoria' })).toContainText('Chakula na Vinywaji');
  await expect(sidebar.getByRole('group', { name: 'Aina' })).toContainText('Muziki wa Bendi');
  await expect(page.getByRole('button', { name: 'Ondoa kichujio cha kategoria: Muziki' })).toBeVisible();
  await expect(page.getByTestId('event-card-badge').filter({ hasText: 'Muziki wa Bendi' }).first()).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText('Live Band');
});

test("this device's choice wins over a stale cookie: English, with lang and the cookie put right", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addInitScript(() => localStorage.setItem('tribe.lang', 'en'));
  await inKiswahili(page, baseURL);
  await page.goto('/');
  await appMounted(page);
  await expect(page.getByText('Events across Kenya')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
});
