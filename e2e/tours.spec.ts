import type { APIRequestContext, Page } from '@playwright/test';
import { BOTH, expect, isPhone, settle, test } from './fixtures';
import { signUpVerified } from './outbox';

/**
 * Guided tours for a new host (issue 9, item 9), with the spec's rules: completed tours are a
 * list in local storage under `completedTours`; completing adds the id, skipping records nothing,
 * resetting clears all. A tour starts by itself only where the host is new (no events yet; a
 * device that never scanned), never for a returning host, who can still take it on demand.
 */

test.use({ toursSeen: false });

const completedTours = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('completedTours') ?? 'null') as string[] | null);

/** A person who has just become a host: signed up, verified, onboarded, no events yet. */
async function newHost(request: APIRequestContext) {
  const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const person = {
    firstName: 'Amani',
    lastName: 'Wafula',
    username: `amani_${id}`,
    email: `amani.${id}@example.com`,
    phone: '0712345678',
    password: 'Kilimanjaro#2026',
  };
  await signUpVerified(request, person);
  expect((await request.post('/api/hosts/me')).ok(), 'becomes a host').toBeTruthy();
  const details = { vendorName: `Wafula Live ${id}`, phone: '0712345678', email: `bookings.${id}@example.com` };
  expect((await request.put('/api/hosts/me/details', { data: details })).ok(), 'host details').toBeTruthy();
  expect(
    (await request.put('/api/hosts/me/payout', { data: { method: 'mpesa', phone: '0722111222' } })).ok(),
  ).toBeTruthy();
  expect((await request.post('/api/hosts/me/onboarding/complete')).ok(), 'onboarding done').toBeTruthy();
}

async function signInAsDemoHost(page: Page) {
  const res = await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } });
  expect(res.ok(), 'demo host signs in').toBeTruthy();
}

const tour = (page: Page) => page.getByRole('dialog');
const step = (page: Page, n: number, total: number) => tour(page).getByText(`${n} of ${total}`, { exact: true });

test(`a new host: the dashboard tour starts by itself, walks the page, and once finished is not offered again ${BOTH}`, async ({
  page,
}, testInfo) => {
  await newHost(page.request);
  await page.goto('/host/dashboard');
  await expect(step(page, 1, 5)).toBeVisible({ timeout: 15_000 });
  await expect(tour(page).getByRole('heading', { name: 'Your figures at a glance' })).toBeVisible();
  await expect(tour(page).getByRole('button', { name: 'Next' })).toBeFocused();

  // The card stays on screen at every step, the lit element in view behind it.
  const viewport = page.viewportSize()!;
  for (const [n, anchor] of [
    [1, 'dashboard-figures'],
    [2, 'dashboard-sales'],
    [3, 'dashboard-upcoming'],
    [4, 'dashboard-orders'],
    [5, isPhone(testInfo) ? 'host-bottom-nav' : 'host-sidebar-nav'],
  ] as const) {
    await expect(step(page, n, 5)).toBeVisible();
    await expect(page.locator(`[data-tour="${anchor}"]`)).toBeInViewport();
    const box = (await tour(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    if (n < 5) await tour(page).getByRole('button', { name: 'Next' }).click();
  }
  await tour(page).getByRole('button', { name: 'Back' }).click();
  await expect(step(page, 4, 5)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(step(page, 5, 5)).toBeVisible();
  await tour(page).getByRole('button', { name: 'Finish' }).click();
  await expect(tour(page)).toHaveCount(0);
  expect(await completedTours(page)).toEqual(['dashboard']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await settle(page);
  await page.waitForTimeout(500);
  await expect(tour(page)).toHaveCount(0);
});

test('skipping (Escape) records nothing and is not offered again in the session; the next session offers it', async ({
  page,
}) => {
  await newHost(page.request);
  await page.goto('/host/create-event');
  await expect(step(page, 1, 6)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(tour(page)).toHaveCount(0);
  expect(await completedTours(page)).toBeNull();
  // The form is usable at once.
  await page.getByLabel('Event title').fill('Kisumu Lakeside Jazz');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create event' })).toBeVisible();
  await settle(page);
  await page.waitForTimeout(500);
  await expect(tour(page)).toHaveCount(0);

  // A new browser session (session storage starts empty): offered again.
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(step(page, 1, 6)).toBeVisible({ timeout: 15_000 });
});

test('a returning host is left alone; “Take the tour” and “Show tours again” replay the tours', async ({ page }) => {
  await signInAsDemoHost(page);
  await page.goto('/host/dashboard');
  // The demo host has a month of sales: the dashboard shows them, and no tour gets in the way.
  await expect(page.getByText('Tickets sold', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem')).toHaveCount(10);
  await settle(page);
  await page.waitForTimeout(500);
  await expect(tour(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Take the tour of the dashboard' }).click();
  await expect(step(page, 1, 5)).toBeVisible();
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();
  await expect(tour(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take the tour of the dashboard' })).toBeFocused();

  await page.goto('/host/create-event');
  await expect(page.getByRole('heading', { level: 1, name: 'Create event' })).toBeVisible();
  await settle(page);
  await page.waitForTimeout(500);
  await expect(tour(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Take the tour of creating an event' }).click();
  for (let n = 1; n < 6; n++) {
    await expect(step(page, n, 6)).toBeVisible();
    await tour(page).getByRole('button', { name: 'Next' }).click();
  }
  await tour(page).getByRole('button', { name: 'Finish' }).click();
  expect(await completedTours(page)).toEqual(['create-event']);

  // "Show tours again" (the host menu) clears them all and replays this page's tour.
  await page.getByRole('button', { name: 'Show tours again' }).click();
  await expect(step(page, 1, 6)).toBeVisible();
  expect(await completedTours(page)).toBeNull();
});

test('the door: the check-in tour starts on a device that never scanned, and not after a scan', async ({ page }) => {
  await signInAsDemoHost(page);
  const events = (await (await page.request.get('/api/host/check-in/events')).json()) as {
    id: number;
    title: string;
  }[];
  const event = events[0]!;
  await page.goto(`/host/validate-tickets?event=${event.id}`);
  await expect(step(page, 1, 3)).toBeVisible({ timeout: 15_000 });
  await expect(tour(page).getByRole('heading', { name: 'Scan tickets at the door' })).toBeVisible();
  await tour(page).getByRole('button', { name: 'Next' }).click();
  await expect(step(page, 2, 3)).toBeVisible();
  await expect(page.locator('[data-tour="door-manual"]')).toBeInViewport();
  await tour(page).getByRole('button', { name: 'Skip tour' }).click();

  await page.getByRole('textbox', { name: 'Ticket code' }).fill('NOSUCHCODE');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'not_found');

  // Next session on this device: it has scanned, so the tour waits for "Take the tour".
  await page.evaluate(() => sessionStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await settle(page);
  await page.waitForTimeout(500);
  await expect(tour(page)).toHaveCount(0);
});
