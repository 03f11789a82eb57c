import type { APIRequestContext } from '@playwright/test';
import { BOTH, expect, isPhone, publishedDemoEvent, test } from './fixtures';

/**
 * Events moderation and reports (docs/admin.md "Events", "Reports"): an admin takes an event down
 * (it leaves /events, its page says so) and restores it; a visitor reports an event from its page
 * and the report waits in the admin's queue. Each test makes its own event through the host API,
 * so nothing another spec reads is touched.
 */

async function freshLiveEvent(request: APIRequestContext, tag: string) {
  return publishedDemoEvent(request, {
    title: `Moderation ${tag} ${Date.now().toString(36)}`,
    description: '<p>An evening of music.</p>',
    startsInMs: 20 * 86_400_000,
    location: 'Alliance Française',
    ticketTypes: [{ name: 'Regular', price: 1500, quantity: 100 }],
  });
}

test.describe('admin events moderation', () => {
  // Long journeys across two browsers and two areas: three times the default time.
  test.slow();
  test(`takes an event down: it leaves /events and its page says so; restoring brings it back ${BOTH}`, async ({
    adminPage: page,
    playwright,
    baseURL,
    browser,
  }, testInfo) => {
    const host = await playwright.request.newContext({ baseURL: baseURL! });
    const event = await freshLiveEvent(host, `down-${testInfo.project.name}`);
    await host.dispose();
    // Each look at the public side is a new visitor: a browser may keep a catalogue answer for up
    // to 30 s (CATALOGUE_CACHE_CONTROL), which is the catalogue's design, not this feature's.
    const visitor = async () => {
      const context = await browser.newContext({ viewport: page.viewportSize() });
      return context.newPage();
    };

    let v = await visitor();
    await v.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await expect(v.getByTestId('results-heading')).toContainText('1 event found', { timeout: 25_000 });
    await v.context().close();

    await page.goto('/admin/events');
    await page.getByRole('searchbox', { name: 'Search by title, host or id' }).fill(event.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const row = page.getByTestId('admin-event').filter({ hasText: event.title });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Take down' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (mailed to the host)').fill('Several buyers report it as a fake event');
    await dialog.getByRole('button', { name: 'Take it down' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row.getByText('Taken down: Several buyers report it as a fake event')).toBeVisible();

    v = await visitor();
    await v.goto(`/events?q=${encodeURIComponent(event.title)}`);
    await expect(v.getByTestId('results-heading')).toContainText('0 events found', { timeout: 25_000 });
    await v.goto(`/events/${event.externalId}`);
    await expect(v.getByTestId('event-taken-down')).toContainText('This event has been taken down');
    await expect(v.getByRole('button', { name: /Buy|Get tickets|Reserve/ })).toHaveCount(0);
    await v.context().close();

    await page.goto('/admin/events');
    await page.getByRole('searchbox', { name: 'Search by title, host or id' }).fill(event.title);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByTestId('admin-event')
      .filter({ hasText: event.title })
      .getByRole('button', { name: 'Restore' })
      .click();
    await expect(
      page.getByTestId('admin-event').filter({ hasText: event.title }).getByRole('button', { name: 'Take down' }),
    ).toBeVisible();
    v = await visitor();
    await v.goto(`/events/${event.externalId}`);
    await expect(v.getByRole('heading', { name: event.title, level: 1 })).toBeVisible();
    await expect(v.getByTestId('event-taken-down')).toHaveCount(0);
    await v.context().close();
  });

  test(`filters the events: in the page on a desktop, behind a Filters button on a phone ${BOTH}`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/admin/events');
    const rows = page.getByTestId('admin-event');
    await expect(rows.first()).toBeVisible();
    if (isPhone(testInfo)) {
      // The first screen shows the events, not a wall of filters.
      await expect(page.getByRole('combobox')).toHaveCount(0);
      await expect(rows.first()).toBeInViewport();
      const button = page.getByRole('button', { name: 'Filters', exact: true });
      await button.click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await sheet.getByRole('combobox', { name: /^Status/ }).selectOption('cancelled');
      await sheet.getByRole('button', { name: 'Show events' }).click();
      await expect(sheet).toHaveCount(0);
      await expect(button).toHaveAccessibleDescription('1 active filter');
    } else {
      await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveCount(0);
      await page.getByRole('combobox', { name: /^Status/ }).selectOption('cancelled');
    }
    await expect(rows.first()).toContainText('Cancelled');
    await expect(rows.filter({ hasNotText: 'Cancelled' })).toHaveCount(0);

    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
    } else await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(rows.filter({ hasNotText: 'Cancelled' }).first()).toBeVisible();
  });

  test('a visitor reports an event from its page and the report waits in the admin queue', async ({
    page,
    adminPage,
    playwright,
    baseURL,
    browser,
  }) => {
    void adminPage;
    const host = await playwright.request.newContext({ baseURL: baseURL! });
    const event = await freshLiveEvent(host, 'report');
    await host.dispose();

    // The visitor: a browser of its own, with no admin session.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(`/events/${event.externalId}`);
    await visitor.getByRole('button', { name: 'Report this event' }).click();
    const dialog = visitor.getByRole('dialog', { name: 'Report this event' });
    await dialog.getByRole('radio', { name: 'It looks like a scam or fraud' }).check();
    await dialog.getByLabel('Details (optional)').fill('The venue says it has no booking on this date.');
    await dialog.getByLabel('Your email (optional)').fill('wanjiru@example.com');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(visitor.getByRole('dialog', { name: 'Thank you' })).toBeVisible();
    await visitor.context().close();

    await page.goto('/admin/reports');
    const report = page.getByTestId('admin-report').filter({ hasText: event.title });
    await expect(report).toContainText('Scam or fraud');
    await expect(report).toContainText('The venue says it has no booking on this date.');
    await expect(report).toContainText('wanjiru@example.com');
    await report.getByRole('button', { name: 'Dismiss' }).click();
    await page
      .getByRole('dialog')
      .getByLabel('Note (kept in the audit log)')
      .fill('Venue confirmed the booking by phone');
    await page.getByRole('dialog').getByRole('button', { name: 'Close report' }).click();
    await expect(page.getByTestId('admin-report').filter({ hasText: event.title })).toHaveCount(0);
  });
});
