import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { THostEventImages } from '@tribe/contracts/event-images';
import { expect, PHONE, test } from './fixtures';

/**
 * An event's pictures, map pin and policies (issue 9, item 3): the demo host picks pictures on a
 * new event (the form saves the draft first and sends them from its edit page), makes the second
 * one main, sets the pin from the device's location (no Maps key here), writes a refund policy
 * and entry conditions, and publishes; a buyer sees the pictures and both policies on the event
 * page, and the policies again, shortened, before paying.
 */

test.describe.configure({ mode: 'serial' });

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Lamu Dhow Sunset Cruise ${run}`;
const REFUNDS =
  'Full refund up to 7 days before the cruise, less the service fee. After that, tickets can be passed on to a friend but not refunded. If the sea is too rough to sail, everyone gets a full refund.';
const ENTRY = 'Ages 12 and up. Life jackets are on board; bring a hat and sunscreen.';
const picture = (name: string) => ({
  name,
  mimeType: 'image/webp',
  buffer: readFileSync(path.join(import.meta.dirname, '../apps/web/public/images/events', name)),
});

async function signInAsHost(page: Page) {
  const res = await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } });
  expect(res.ok(), 'demo host signs in').toBeTruthy();
}

const journey: { eventId?: number; externalId?: string } = {};

test.describe(`event images, pin and policies ${PHONE}`, () => {
  test('1. pictures on a new event save its draft; the second becomes main; a text file is refused', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAsHost(page);
    await page.goto('/host/create-event');
    await page.getByRole('region', { name: 'Basics' }).getByLabel('Event title').fill(TITLE);

    const images = page.getByRole('region', { name: 'Images' });
    await images
      .getByTestId('image-input')
      .setInputFiles([picture('bomas-family-fun-day.webp'), picture('benga-classics-night.webp')]);
    await expect(page).toHaveURL(/\/host\/events\/\d+\/edit$/, { timeout: 15_000 });
    journey.eventId = Number(/\/host\/events\/(\d+)\/edit/.exec(page.url())![1]);
    const grid = images.getByRole('list', { name: 'Images' });
    await expect(grid.getByRole('img', { name: 'Image 2' })).toBeVisible({ timeout: 20_000 });
    await expect(grid.getByRole('listitem').first()).toContainText('Main image');

    const second = await grid.getByRole('img', { name: 'Image 2' }).getAttribute('src');
    await images.getByRole('button', { name: 'Make image 2 the main image' }).click();
    await expect(images.getByText('This is now the main image.')).toBeAttached();
    // The notice shows while the new order is on its way: wait until the server's first image is
    // the one the grid marks as main.
    await expect
      .poll(async () => {
        const res = await page.request.get(`/api/host/events/${journey.eventId}/images`);
        const { images: stored } = (await res.json()) as THostEventImages;
        const mainSrc = await grid.getByRole('img', { name: 'Image 1, the main image' }).getAttribute('src');
        return stored.length === 2 && stored[0]!.url === mainSrc && mainSrc === second;
      })
      .toBe(true);

    await images
      .getByTestId('image-input')
      .setInputFiles({ name: 'flyer.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture') });
    await expect(images.getByText('flyer.jpg is not a JPEG, PNG or WebP picture.')).toBeVisible();
    await expect(grid.getByRole('img')).toHaveCount(2);
  });

  test('2. the pin from the device’s location, the policies, and publishing', async ({ page, context }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: -2.2717, longitude: 40.902 });
    await signInAsHost(page);
    await page.goto(`/host/events/${journey.eventId}/edit`);

    const when = page.getByRole('region', { name: 'When' });
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(
      new Date(Date.now() + 14 * 86_400_000),
    );
    await when.getByLabel('Starts').fill(`${day}T17:00`);
    await when.getByLabel('Ends').fill(`${day}T19:30`);

    const where = page.getByRole('region', { name: 'Where' });
    await where.getByLabel('Venue').fill('Lamu Seafront Jetty');
    await where.getByLabel('Town').selectOption('Lamu');
    await where.getByLabel('Latitude (optional)').fill('95');
    await expect(where.getByText('Enter a latitude between -90 and 90.')).toBeVisible();
    await where.getByRole('button', { name: 'Use my current location' }).click();
    await expect(where.getByLabel('Latitude (optional)')).toHaveValue('-2.2717');
    await expect(where.getByLabel('Longitude (optional)')).toHaveValue('40.902');
    await expect(where.getByText('Pin set to where you are now.')).toBeVisible();

    // The draft was saved with the title only: no ticket type yet.
    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'Add a ticket type' }).click();
    const row = tickets.getByRole('listitem').first();
    await row.getByLabel('Ticket name').fill('Deck');
    await row.getByLabel('Price (KES)').fill('2500');

    const policies = page.getByRole('region', { name: 'Policies' });
    await policies.getByLabel('Refund policy').fill(REFUNDS);
    await policies.getByLabel('Conditions of entry').fill(ENTRY);

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(/\/host\/events$/, { timeout: 15_000 });

    const found = await page.request.get(`/api/events/${journey.eventId}`);
    expect(found.ok()).toBeTruthy();
    const event = (await found.json()) as { externalId: string; latitude: number; longitude: number };
    expect(event).toMatchObject({
      latitude: -2.2717,
      longitude: 40.902,
      refundPolicy: REFUNDS,
      entryConditions: ENTRY,
    });
    journey.externalId = event.externalId;
  });

  test('3. buyers see the pictures and both policies on the event page, and again before paying', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto(`/events/${journey.externalId}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('img[src^="/uploads/events/"]').first()).toBeVisible();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    await expect(refunds).toContainText('Full refund up to 7 days before the cruise');
    await expect(page.getByRole('region', { name: 'Entry' })).toContainText(ENTRY);
    // Below the description, above the date.
    const order = await page
      .getByRole('heading', { level: 2 })
      .evaluateAll((hs) => hs.map((h) => h.textContent?.trim()));
    expect(order.indexOf('About this event')).toBeLessThan(order.indexOf('Refunds'));
    expect(order.indexOf('Refunds')).toBeLessThan(order.indexOf('Entry'));
    expect(order.indexOf('Entry')).toBeLessThan(order.indexOf('Date and time'));

    await page.getByRole('button', { name: 'Get Tickets' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Select Tickets' });
    await dialog.getByRole('button', { name: 'Increase Deck' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/checkout\/[^/]+\/payment$/);
    const note = page.getByTestId('checkout-policies');
    await expect(note).toContainText(ENTRY);
    await expect(note).not.toContainText('If the sea is too rough to sail');
    await note.getByRole('button', { name: 'Read more about refunds' }).click();
    await expect(note).toContainText('If the sea is too rough to sail, everyone gets a full refund.');
  });
});
