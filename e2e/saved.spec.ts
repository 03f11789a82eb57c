import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test } from './fixtures';

/**
 * /saved (linked from the mobile bottom bar): the events saved on this device, kept in
 * localStorage under 'savedEvents', so the page works without the API.
 */

const snapshot = (id: number, title: string, savedAt: string) => ({
  id,
  externalId: `saved-${id}`,
  title,
  imageUrl: '/images/placeholder-event.webp',
  startDate: '2026-12-05T16:00:00.000Z',
  timeZone: 'Africa/Nairobi',
  location: 'Kenyatta International Convention Centre, Nairobi',
  savedAt,
});

async function seedSaved(page: Page, items: ReturnType<typeof snapshot>[]) {
  await page.goto('/saved');
  await page.evaluate((v) => localStorage.setItem('savedEvents', JSON.stringify(v)), items);
  await page.reload();
}

test('empty state links to /events', async ({ page }) => {
  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved events' })).toBeVisible();
  const empty = page.getByTestId('saved-empty');
  await expect(empty.getByRole('heading', { name: 'No saved events yet' })).toBeVisible();
  await empty.getByRole('link', { name: 'Discover events' }).click();
  await expect(page).toHaveURL(/\/events$/);
});

test('lists saved events newest first with date, place and link, without calling the API', async ({ page }) => {
  await seedSaved(page, [
    snapshot(1, 'Older pick', '2026-11-01T10:00:00.000Z'),
    snapshot(2, 'Newer pick', '2026-11-02T10:00:00.000Z'),
  ]);
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/events')) apiCalls.push(r.url());
  });
  await page.reload();
  const items = page.getByTestId('saved-event');
  await expect(items).toHaveCount(2);
  await expect(page.getByTestId('saved-event-title')).toHaveText(['Newer pick', 'Older pick']);
  await expect(items.first()).toContainText('Dec 5, 7:00 PM');
  await expect(items.first()).toContainText('Kenyatta International Convention Centre, Nairobi');
  await expect(items.first().getByRole('link')).toHaveAttribute('href', '/events/saved-2');
  await expect(page.getByTestId('saved-count')).toHaveText('2 events saved on this device');
  expect(apiCalls).toEqual([]);
});

test('remove buttons take events off the list and out of storage', async ({ page }) => {
  await seedSaved(page, [
    snapshot(1, 'First', '2026-11-02T10:00:00.000Z'),
    snapshot(2, 'Second', '2026-11-01T10:00:00.000Z'),
  ]);
  await page.getByRole('button', { name: 'Remove First from saved' }).click();
  await expect(page.getByTestId('saved-event-title')).toHaveText(['Second']);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('savedEvents') ?? '[]').map((e: { id: number }) => e.id)),
  ).toEqual([2]);
  await page.getByRole('button', { name: 'Remove Second from saved' }).click();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
});

test('saving in one tab shows up in another tab', async ({ context }) => {
  const home = await context.newPage();
  const saved = await context.newPage();
  await saved.goto('/saved');
  await expect(saved.getByTestId('saved-empty')).toBeVisible();
  await home.goto('/');
  const card = home.getByTestId('explore-section').getByTestId('event-card').first();
  const title = (await card.getByTestId('event-card-title').textContent())!;
  await card.getByRole('button', { name: 'Save event' }).click();
  await expect(saved.getByTestId('saved-event-title')).toHaveText([title]);
  await saved.getByRole('button', { name: `Remove ${title} from saved` }).click();
  await expect(card.getByRole('button', { name: 'Save event' })).toBeVisible();
});

test('malformed storage shows the empty state instead of breaking', async ({ page }) => {
  await page.goto('/saved');
  await page.evaluate(() => localStorage.setItem('savedEvents', '{not json'));
  await page.reload();
  await expect(page.getByTestId('saved-empty')).toBeVisible();
});

test('saved page has no serious or critical axe violations', async ({ page }) => {
  await seedSaved(page, [snapshot(1, 'Accessible pick', '2026-11-02T10:00:00.000Z')]);
  await expect(page.getByTestId('saved-event')).toHaveCount(1);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
