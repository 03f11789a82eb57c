import type { Page } from '@playwright/test';
import {
  formatFullDate,
  formatPrice,
  isEventStarted,
  upcomingRecurringDates,
  upcomingShowTimes,
  type TEvent,
} from '@tribe/contracts';
import { appMounted, expect, readCheckout, servedAsBuilt, test, type Catalogue } from './fixtures';

/**
 * The ticket dialog (spec section 2 "Ticket dialog", section 4 "Ticket dialog", section 5
 * quantities and 'No tickets selected'): date step, ticket step, totals, stored checkout data.
 */

const sellsHere = (e: TEvent) =>
  e.paymentType !== 'external' && !isEventStarted(e, new Date()) && e.ticketTypes.some((t) => t.price > 0);

const paidOneOff = (catalogue: Catalogue) =>
  catalogue.find(
    'paid one-off event with several ticket types',
    (e) => e.eventType === 'one-off' && sellsHere(e) && e.ticketTypes.length > 1,
  );

/** Serves the event with changes, so a test can pin down quantities or dates. */
async function patchEvent(page: Page, event: TEvent, patch: (e: TEvent) => TEvent) {
  // The browser draws the page and asks for the event itself, so it gets the patched one.
  await servedAsBuilt(page);
  await page.route(`**/api/events/${event.externalId}`, async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, json: patch((await res.json()) as TEvent) });
  });
}

async function openDialog(page: Page, event: TEvent) {
  await page.goto(`/events/${event.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  await appMounted(page);
  await page.getByRole('button', { name: 'Get Tickets' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

const quantityOf = (page: Page, name: string) =>
  page.getByRole('dialog').getByRole('status', { name: `${name} quantity` });

test('a one-off event goes straight to the tickets with its date and prices', async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  const dialog = await openDialog(page, event);
  await expect(dialog.getByRole('heading', { name: 'Select Tickets' })).toBeVisible();
  await expect(dialog.getByText('Select Event Date')).toHaveCount(0);
  await expect(dialog.getByTestId('selected-date')).toHaveText(formatFullDate(event.startDate!, event.timeZone));
  await expect(dialog.getByRole('button', { name: 'Change date' })).toHaveCount(0);
  for (const t of event.ticketTypes) {
    await expect(dialog.getByText(t.name, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Increase ${t.name}` })).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Decrease ${t.name}` })).toBeVisible();
  }
  await expect(dialog.getByText(formatPrice(event.ticketTypes[0]!.price), { exact: true }).first()).toBeVisible();
});

test('quantities stop at the ticket quantity and never go below 0', async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  await patchEvent(page, event, (e) => ({
    ...e,
    ticketTypes: e.ticketTypes.map((t, i) => (i === 0 ? { ...t, quantity: 2 } : { ...t, quantity: null })),
  }));
  const dialog = await openDialog(page, event);
  const [limited, open] = [event.ticketTypes[0]!.name, event.ticketTypes[1]!.name];
  const plus = dialog.getByRole('button', { name: `Increase ${limited}` });
  const minus = dialog.getByRole('button', { name: `Decrease ${limited}` });

  await minus.click();
  await expect(quantityOf(page, limited)).toHaveText('0');
  await plus.click();
  await plus.click();
  await expect(quantityOf(page, limited)).toHaveText('2');
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(plus).toBeEnabled();
  await minus.click();
  await minus.click();
  await expect(quantityOf(page, limited)).toHaveText('0');

  // Without a quantity the limit is 100, so a few presses stay enabled.
  const openPlus = dialog.getByRole('button', { name: `Increase ${open}` });
  for (let i = 0; i < 5; i++) await openPlus.click();
  await expect(quantityOf(page, open)).toHaveText('5');
  await expect(openPlus).toBeEnabled();
});

test('shows the total tickets and the total amount in KES', async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  const [a, b] = [event.ticketTypes[0]!, event.ticketTypes[1]!];
  const dialog = await openDialog(page, event);
  await expect(dialog.getByTestId('total-tickets')).toHaveText('0');
  await expect(dialog.getByTestId('total-amount')).toHaveText(formatPrice(0));
  await dialog.getByRole('button', { name: `Increase ${a.name}` }).click();
  await dialog.getByRole('button', { name: `Increase ${a.name}` }).click();
  await dialog.getByRole('button', { name: `Increase ${b.name}` }).click();
  await expect(dialog.getByTestId('total-tickets')).toHaveText('3');
  await expect(dialog.getByTestId('total-amount')).toHaveText(formatPrice(2 * a.price + b.price));
  await expect(dialog.getByTestId('total-amount')).toHaveText(/^KES\s[\d,]+$/);
  await expect(dialog.getByText('Total amount')).toBeVisible();
});

test("refuses to continue without tickets: 'No tickets selected'", async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  const dialog = await openDialog(page, event);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('No tickets selected', { exact: true })).toBeVisible();
  await expect(page.getByText('Please select at least one ticket to continue', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${event.externalId}$`));
  expect(await readCheckout(page)).toBeNull();
});

test('Continue stores the exact checkout data and goes to the payment step', async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  const [a, b] = [event.ticketTypes[0]!, event.ticketTypes[1]!];
  const dialog = await openDialog(page, event);
  await dialog.getByRole('button', { name: `Increase ${b.name}` }).click();
  await dialog.getByRole('button', { name: `Increase ${b.name}` }).click();
  await dialog.getByRole('button', { name: `Increase ${a.name}` }).click();
  await dialog.getByRole('button', { name: `Decrease ${a.name}` }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/payment$`));
  expect(await readCheckout(page)).toEqual({
    selectedTickets: [{ id: b.id, name: b.name, price: b.price, quantity: 2 }],
    eventDetails: { id: event.id, name: event.title, selectedDate: event.startDate, selectedShowTimeId: null },
  });
});

test('closing the dialog zeroes the quantities', async ({ page, catalogue }) => {
  const event = paidOneOff(catalogue);
  const name = event.ticketTypes[0]!.name;
  let dialog = await openDialog(page, event);
  await dialog.getByRole('button', { name: `Increase ${name}` }).click();
  await expect(quantityOf(page, name)).toHaveText('1');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Get Tickets' }).click();
  dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Select Tickets' })).toBeVisible();
  await expect(quantityOf(page, name)).toHaveText('0');
  await expect(dialog.getByTestId('total-tickets')).toHaveText('0');
});

test.describe('date step', () => {
  const showsEvent = (catalogue: Catalogue) =>
    catalogue.find(
      'multiple-shows event with several upcoming shows',
      (e) => e.eventType === 'multiple-shows' && sellsHere(e) && upcomingShowTimes(e, new Date()).length > 1,
    );

  test('multiple shows: pick a show, change it, and store it', async ({ page, catalogue }) => {
    const event = showsEvent(catalogue);
    const shows = upcomingShowTimes(event, new Date());
    const dialog = await openDialog(page, event);
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    const options = dialog.getByRole('listitem').getByRole('button');
    await expect(options).toHaveCount(shows.length);
    // The first upcoming show is preselected.
    await expect(options.first()).toHaveAttribute('aria-pressed', 'true');
    await expect(options.first()).toContainText(formatFullDate(shows[0]!.date));

    await options.nth(1).click();
    await expect(dialog.getByRole('heading', { name: 'Select Tickets' })).toBeVisible();
    await expect(dialog.getByTestId('selected-date')).toHaveText(formatFullDate(shows[1]!.date));
    await dialog.getByRole('button', { name: 'Change date' }).click();
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    await expect(options.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await options.nth(1).click();

    const ticket = event.ticketTypes.find((t) => t.price > 0)!;
    await dialog.getByRole('button', { name: `Increase ${ticket.name}` }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/payment$`));
    expect(await readCheckout(page)).toEqual({
      selectedTickets: [{ id: ticket.id, name: ticket.name, price: ticket.price, quantity: 1 }],
      eventDetails: { id: event.id, name: event.title, selectedDate: shows[1]!.date, selectedShowTimeId: shows[1]!.id },
    });
  });

  test('closing resets to the date step with no date and no tickets', async ({ page, catalogue }) => {
    const event = showsEvent(catalogue);
    let dialog = await openDialog(page, event);
    await dialog.getByRole('listitem').getByRole('button').nth(1).click();
    const ticket = event.ticketTypes[0]!;
    await dialog.getByRole('button', { name: `Increase ${ticket.name}` }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    // Back to the preselected first show, not the one chosen before.
    await expect(dialog.getByRole('listitem').getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('listitem').getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'false');
    await dialog.getByRole('listitem').getByRole('button').first().click();
    await expect(quantityOf(page, ticket.name)).toHaveText('0');
  });

  test('recurring: offers up to 8 upcoming dates and stores the chosen day', async ({ page, catalogue }) => {
    const now = new Date();
    const event = catalogue.find(
      'paid recurring event with several upcoming dates',
      (e) => e.eventType === 'recurring' && sellsHere(e) && upcomingRecurringDates(e, now).length > 1,
    );
    const dates = upcomingRecurringDates(event, now);
    expect(dates.length).toBeLessThanOrEqual(8);
    const dialog = await openDialog(page, event);
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    const options = dialog.getByRole('listitem').getByRole('button');
    await expect(options).toHaveCount(dates.length);
    for (const [i, d] of dates.entries()) await expect(options.nth(i)).toContainText(formatFullDate(d.date));
    await options.last().click();
    const ticket = event.ticketTypes.find((t) => t.price > 0)!;
    await dialog.getByRole('button', { name: `Increase ${ticket.name}` }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/payment$`));
    const stored = (await readCheckout(page)) as { eventDetails: { selectedDate: string; selectedShowTimeId: null } };
    expect(stored.eventDetails).toMatchObject({
      selectedDate: dates[dates.length - 1]!.date,
      selectedShowTimeId: null,
    });
  });

  test('a single offered date is chosen automatically and the date step skipped', async ({ page, catalogue }) => {
    const event = showsEvent(catalogue);
    const only = upcomingShowTimes(event, new Date())[0]!;
    await patchEvent(page, event, (e) => ({ ...e, showTimes: e.showTimes.filter((s) => s.id === only.id) }));
    const dialog = await openDialog(page, event);
    await expect(dialog.getByRole('heading', { name: 'Select Tickets' })).toBeVisible();
    await expect(dialog.getByTestId('selected-date')).toHaveText(formatFullDate(only.date));
    await expect(dialog.getByRole('button', { name: 'Change date' })).toHaveCount(0);
  });

  test('says so when no date is offered', async ({ page, catalogue }) => {
    const event = catalogue.find(
      'paid recurring event',
      (e) => e.eventType === 'recurring' && sellsHere(e) && upcomingRecurringDates(e, new Date()).length > 0,
    );
    await patchEvent(page, event, (e) => ({ ...e, recurringDays: [] }));
    const dialog = await openDialog(page, event);
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    await expect(dialog.getByText('No upcoming dates available for this event.')).toBeVisible();
  });
});
