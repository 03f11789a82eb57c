import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { formatPrice, orderAmounts, upcomingRecurringDates, type TEvent, type TOrder } from '@tribe/contracts';
import type { THostAttendeePage } from '@tribe/contracts/host-area';
import { expect, openEvent, PHONE, test, toasts } from './fixtures';
import { mailTo } from './outbox';

/**
 * A new host's first event on a phone (issue 9): sign in as the demo host, create a recurring
 * event with two ticket types and publish it; a buyer pays for a ticket by sandbox card; at the
 * door the host checks it in (valid, then already checked in); a second ticket is checked in
 * with the network gone, from the list downloaded for offline use, and syncs when it is back;
 * the attendees page lists both buyers and exports them; once the date is over the first buyer
 * rates it from the review mail's link, and the host reads the review and replies; last, the host
 * cancels the event, which refunds both buyers and emails them, and its public page says so.
 *
 * One journey in steps: each step is its own test (serial, sharing the event and the tickets),
 * so a failure names the step and every step stays short. The first ticket is bought through the
 * buyer's pages; the second through the same API calls those pages make (the buyer's side is
 * checkout.spec.ts's subject; here it only has to exist before the list is downloaded).
 */

test.describe.configure({ mode: 'serial' });

const ZONE = 'Africa/Nairobi';
const REGULAR = { name: 'Regular', price: 500, quantity: 50 };
const VIP = { name: 'VIP', price: 1500, quantity: 10 };
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const TITLE = `Kilifi Sunset Sessions ${run}`;

/** The calendar day in Nairobi, `days` from now, as a date input takes it (YYYY-MM-DD). */
const nairobiDay = (days = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + days * 86_400_000));

async function signInAsHost(page: Page) {
  const res = await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } });
  expect(res.ok(), 'demo host signs in').toBeTruthy();
}

/** A buyer of this run alone: the server caps tickets per email and per phone for an event. */
function newBuyer(testInfo: TestInfo, name: string) {
  const tag = name.split(' ')[0]!.toLowerCase();
  let digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  if (/(0000|1111)$/.test(digits)) digits = `${digits.slice(0, 7)}5`;
  return { name, email: `${tag}.${run}${testInfo.workerIndex}@example.com`, phone: `07${digits}` };
}
type Buyer = ReturnType<typeof newBuyer>;

const getOrder = async (request: APIRequestContext, token: string) => {
  const res = await request.get(`/api/orders/${token}`);
  expect(res.ok(), `GET /api/orders/${token}`).toBeTruthy();
  return (await res.json()) as TOrder;
};

/**
 * Buys one Regular ticket for the event's first date through the API and the sandbox card: what
 * the buyer's pages send (order, card payment, the sandbox's "Pay"), then the order is verified
 * at once rather than waiting for the sandbox's webhook job.
 */
async function buyRegularByApi(request: APIRequestContext, event: TEvent, buyer: Buyer): Promise<TOrder> {
  const regular = event.ticketTypes.find((t) => t.name === REGULAR.name)!;
  const date = upcomingRecurringDates(event, new Date())[0]!;
  const created = await request.post('/api/checkout/orders', {
    data: {
      eventId: event.id,
      selectedDate: date.date,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: regular.id, quantity: 1, price: regular.price }],
      buyer,
      idempotencyKey: `e2e-host-${run}-${buyer.phone}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as TOrder;
  const started = await request.post(`/api/orders/${order.token}/payments`, {
    data: { channel: 'card', idempotencyKey: `e2e-host-pay-${run}-${buyer.phone}` },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const reference = /\/checkout\/sandbox\/([\w.=-]+)/.exec(redirectUrl)![1]!;
  const paid = await request.post(`/api/payments/sandbox/${reference}`, { data: { outcome: 'success' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  let settled = order;
  await expect
    .poll(async () => {
      await request.post(`/api/orders/${order.token}/verify`);
      settled = await getOrder(request, order.token);
      return settled.status;
    })
    .toBe('paid');
  return settled;
}

/** What the steps hand on. */
const journey: {
  event?: TEvent;
  first?: { buyer: Buyer; code: string };
  second?: { buyer: Buyer; order: TOrder };
} = {};
const theEvent = () => {
  if (!journey.event) throw new Error('The event was not created (step 1 failed)');
  return journey.event;
};

test.describe(`a new host's first event, on a phone ${PHONE}`, () => {
  test('1. create a recurring event with two ticket types and publish it', async ({ page }) => {
    test.setTimeout(40_000);
    await signInAsHost(page);
    await page.goto('/host/create-event');
    await expect(page.getByRole('heading', { level: 1, name: 'Create event' })).toBeVisible({ timeout: 15_000 });

    const basics = page.getByRole('region', { name: 'Basics' });
    await basics.getByLabel('Event title').fill(TITLE);
    await basics
      .getByLabel('Description', { exact: true })
      .fill('Live music on the creek every weekday evening.\n\nBring a friend.');

    const when = page.getByRole('region', { name: 'When' });
    await when.getByRole('radio', { name: /^Recurring/ }).check();
    // The weekday boxes are hidden behind their labels (Mon, Tue…): tap the label, as a person would.
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      const box = page.getByRole('checkbox', { name: day, exact: true });
      await when.locator('label', { has: box }).click();
      await expect(box).toBeChecked();
    }
    await when.getByLabel('From').fill(nairobiDay(0));
    await when.getByLabel('Until').fill(nairobiDay(30));
    await when.getByLabel('Start time').fill('18:00');
    await when.getByLabel('End time').fill('22:00');

    const where = page.getByRole('region', { name: 'Where' });
    await where.getByLabel('Venue').fill('Distant Relatives Ecohostel');
    await where.getByLabel('Town').selectOption('Mombasa');

    const tickets = page.getByRole('region', { name: 'Tickets' });
    await tickets.getByRole('button', { name: 'Add a ticket type' }).click();
    const rows = tickets.getByRole('listitem');
    await expect(rows).toHaveCount(2);
    for (const [i, t] of [REGULAR, VIP].entries()) {
      const row = rows.nth(i);
      await row.getByLabel('Ticket name').fill(t.name);
      await row.getByLabel('Price (KES)').fill(String(t.price));
      await row.getByLabel('Quantity per date (optional)').fill(String(t.quantity));
    }

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(page).toHaveURL(/\/host\/events$/, { timeout: 15_000 });
    await expect(toasts(page).filter({ hasText: `${TITLE} is live` })).toBeVisible();
    const row = page.getByRole('listitem', { name: TITLE });
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    // No overall limit was set (only per ticket type): sold without a capacity.
    await expect(row).toContainText(`0 sold · ${formatPrice(0)} gross`);

    // On the public listing: the API's search, and the listing page searched by the title.
    const found = await page.request.get(`/api/events?q=${encodeURIComponent(TITLE)}`);
    expect(found.ok()).toBeTruthy();
    const events = (await found.json()) as TEvent[];
    const event = events.find((e) => e.title === TITLE);
    expect(event, 'the new event in GET /api/events?q=').toBeTruthy();
    expect(event).toMatchObject({ eventType: 'recurring', town: 'mombasa' });
    expect(event!.ticketTypes.map((t) => [t.name, t.price])).toEqual([
      [REGULAR.name, REGULAR.price],
      [VIP.name, VIP.price],
    ]);
    journey.event = event!;

    await page.goto(`/events?q=${encodeURIComponent(TITLE)}`);
    await expect(page.getByRole('link', { name: new RegExp(TITLE) }).first()).toBeVisible({ timeout: 15_000 });
  });

  test('2. a buyer pays for a Regular ticket by sandbox card and gets its code', async ({ page }, testInfo) => {
    test.setTimeout(40_000);
    const event = theEvent();
    const buyer = newBuyer(testInfo, 'Amani Wekesa');
    const { total } = orderAmounts([{ unitPrice: REGULAR.price, quantity: 1 }], event.feePaidBy ?? 'buyer');
    const firstDate = upcomingRecurringDates(event, new Date())[0]!;

    await openEvent(page, event);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Select Event Date' })).toBeVisible();
    await dialog.getByRole('listitem').getByRole('button').first().click();
    await dialog.getByRole('button', { name: `Increase ${REGULAR.name}` }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/${event.id}/payment$`));

    await page.getByLabel('Full name').fill(buyer.name);
    await page.getByLabel('Email').fill(buyer.email);
    await page.getByLabel('Phone number').fill(buyer.phone);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page.getByTestId('hold-countdown')).toBeVisible();
    await page.getByRole('radio', { name: /^Card/ }).check();
    await page.getByRole('button', { name: `Pay ${formatPrice(total)}` }).click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\/[\w-]+\?order=[\w-]+$/);
    await page.getByRole('button', { name: `Pay ${formatPrice(total)}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: "You're going!" })).toBeVisible({ timeout: 15_000 });

    const order = await getOrder(page.request, new URL(page.url()).searchParams.get('order')!);
    expect(order).toMatchObject({ status: 'paid', total, occurrence: { date: firstDate.date } });
    expect(order.tickets).toHaveLength(1);
    const { code } = order.tickets[0]!;
    // The code in words, on the ticket, for a door that types it.
    await expect(page.getByTestId('ticket-card')).toContainText(code);
    journey.first = { buyer, code };
  });

  test('3. at the door: the code is valid once, then already checked in', async ({ page }) => {
    const event = theEvent();
    const first = journey.first!;
    await signInAsHost(page);
    await page.goto('/host/validate-tickets');
    await page.getByRole('button', { name: new RegExp(TITLE) }).click();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]event=${event.id}$`));

    const outcome = page.getByTestId('outcome');
    await page.getByRole('textbox', { name: 'Ticket code' }).fill(first.code);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(outcome).toHaveAttribute('data-outcome', 'valid');
    await expect(outcome).toContainText('Valid: let them in');
    await expect(outcome).toContainText(first.buyer.name);
    await expect(page.getByRole('textbox', { name: 'Ticket code' })).toHaveValue('');

    await page.getByRole('textbox', { name: 'Ticket code' }).fill(first.code);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(outcome).toHaveAttribute('data-outcome', 'already_checked_in');
    await expect(outcome).toContainText('Already checked in');
    await expect(outcome).toContainText(/First checked in .+ by /);
  });

  test('4. offline: the downloaded list checks a second ticket, and the scan syncs when back', async ({
    page,
    context,
  }, testInfo) => {
    test.setTimeout(40_000);
    const event = theEvent();
    const buyer = newBuyer(testInfo, 'Njeri Mwangi');
    const order = await buyRegularByApi(page.request, event, buyer);
    const ticket = order.tickets[0]!;
    expect(ticket.qrPayload).toMatch(/^T1\./);
    journey.second = { buyer, order };

    // The door admits a ticket offline only on its own date. The journey's dates are weekday
    // evenings from today, so when this runs after today's start, or at a weekend, the ticket is
    // for a later day: the phone's clock is set to that evening, as at the real door.
    const date = upcomingRecurringDates(event, new Date())[0]!;
    await page.clock.setFixedTime(new Date(date.startsAt.getTime() + 60_000));

    await signInAsHost(page);
    await page.goto(`/host/validate-tickets?event=${event.id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
    const status = page.getByRole('status').filter({ hasText: /Online|Offline/ });
    await expect(status).toHaveText('Online');

    await page.getByRole('button', { name: 'Download for offline' }).click();
    await expect(toasts(page).filter({ hasText: 'Ready to check tickets with no signal' })).toBeVisible();
    const offlinePanel = page.getByRole('region', { name: 'Offline mode' });
    await expect(offlinePanel).toContainText(/2 tickets, downloaded/);

    await context.setOffline(true);
    await expect(status).toHaveText('Offline');
    const outcome = page.getByTestId('outcome');
    // The QR code's signed payload, typed where a scanned code would arrive.
    await page.getByRole('textbox', { name: 'Ticket code' }).fill(ticket.qrPayload);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(outcome).toHaveAttribute('data-outcome', 'valid');
    await expect(outcome).toContainText(buyer.name);
    await expect(outcome).toContainText('Checked on this device (offline)');
    await expect(status).toHaveText('Offline — 1 scan waiting');

    await page.getByRole('textbox', { name: 'Ticket code' }).fill(ticket.qrPayload);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(outcome).toHaveAttribute('data-outcome', 'already_checked_in');
    await expect(outcome).toContainText('Checked on this device (offline)');
    await expect(status).toHaveText('Offline — 1 scan waiting');

    // Back online: the queue goes to the server at once.
    await context.setOffline(false);
    await expect(status).toHaveText('Online');
    const res = await page.request.get(`/api/host/attendees?eventId=${event.id}`);
    expect(res.ok()).toBeTruthy();
    const attendees = (await res.json()) as THostAttendeePage;
    const row = attendees.items.find((a) => a.orderReference === order.reference);
    expect(row, 'the second ticket among the attendees').toBeTruthy();
    expect(row!.checkedInAt).not.toBeNull();
  });

  test('5. the attendees page lists both buyers, and the CSV downloads', async ({ page }) => {
    const event = theEvent();
    const { first, second } = journey;
    await signInAsHost(page);
    await page.goto('/host/attendees');
    await page.getByLabel('Event', { exact: true }).selectOption({ label: TITLE });
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${event.id}`));
    await expect(page.getByText('2 tickets', { exact: true })).toBeVisible();
    // On a phone the attendees are cards (the table is for wide screens).
    const cards = page.getByRole('listitem');
    for (const buyer of [first!.buyer, second!.buyer]) {
      const card = cards.filter({ hasText: buyer.email });
      await expect(card).toBeVisible();
      await expect(card).toContainText(buyer.name);
      await expect(card).toContainText(/Checked in .+ by /);
    }

    const href = await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href');
    expect(href).toBe(`/api/host/attendees.csv?eventId=${event.id}`);
    const csv = await page.request.get(href!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toMatch(/^text\/csv/);
    const text = await csv.text();
    for (const buyer of [first!.buyer, second!.buyer]) expect(text).toContain(buyer.email);
    expect(text).not.toContain(second!.buyer.phone);
  });

  test('6. after the date: the buyer rates it from the review mail, the host reads it and replies', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    const event = theEvent();
    const first = journey.first!;
    // The review mails go out an hour after a date ends; this run cannot wait for the evening to
    // pass, so it asks the server's development trigger to send them now (the job's own timing
    // is covered by the API tests). The mail lands in the development outbox. The trigger mails the
    // event's buyers, so only the event's host may pull it.
    await signInAsHost(page);
    const asked = await page.request.post('/dev/reviews/request', { data: { eventId: event.id } });
    expect(asked.ok(), await asked.text()).toBeTruthy();
    expect(((await asked.json()) as { reviews: number }).reviews).toBe(2);

    const mail = await mailTo(page.request, first.buyer.email, (m) => m.includes('<h2>How was '), 'the review mail');
    const link = /\/feedback\/[A-Za-z0-9_-]+/.exec(mail)![0];
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`${REGULAR.name} ticket`)).toBeVisible();
    const stars = page.getByRole('radiogroup', { name: 'Your rating' });
    // The radio inputs sit under their star drawings: tap the star, as a person would.
    await stars.locator('label', { has: page.getByRole('radio', { name: '5 stars: Excellent' }) }).click();
    await expect(page.getByRole('radio', { name: '5 stars: Excellent' })).toBeChecked();
    const comment = 'Magical sunset, great band. The gate needed one more scanner.';
    await page.getByLabel('Tell us more (optional)').fill(comment);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    // One say per ticket: the link is used now.
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Feedback already sent' })).toBeVisible({ timeout: 15_000 });

    await signInAsHost(page);
    await page.goto('/host/reviews');
    await page.getByRole('combobox', { name: 'Event' }).selectOption({ label: `${TITLE} (5.0 · 1 review)` });
    await expect(page).toHaveURL(new RegExp(`[?&]eventId=${event.id}`));
    const summary = page.getByRole('region', { name: 'Ratings' });
    await expect(summary).toContainText('5.0');
    await expect(summary).toContainText('1 review');
    const reviewer = `${first.buyer.name.split(' ')[0]} ${first.buyer.name.split(' ')[1]![0]}.`;
    const card = page.getByRole('listitem', { name: reviewer });
    await expect(card).toContainText(comment);
    await card.getByRole('button', { name: 'Reply' }).click();
    await card.getByLabel(`Your public reply to ${reviewer}`).fill('Asante! A second scanner is on the way.');
    await card.getByRole('button', { name: 'Post reply' }).click();
    await expect(card.getByRole('button', { name: 'Edit reply' })).toBeVisible();
    await expect(card).toContainText('Asante! A second scanner is on the way.');
  });

  test('7. the host cancels the event: both paid orders are refunded, buyers are emailed, the page says so', async ({
    page,
  }) => {
    test.setTimeout(40_000);
    const event = theEvent();
    const { first, second } = journey;
    if (!first || !second) throw new Error('The tickets were not bought (steps 2 and 4 failed)');
    const message = `The creek flooded ${run}. Sorry, and see you at the next session.`;
    await signInAsHost(page);
    await page.goto('/host/events');
    const row = page.getByRole('listitem', { name: TITLE });
    await row.getByRole('button', { name: 'Cancel…' }).click();

    const confirm = page.getByRole('alertdialog', { name: `Cancel ${TITLE}?` });
    // The server's count of what it would touch, before anything is done.
    await expect(confirm).toContainText('2 paid orders will be refunded in full');
    await expect(confirm.getByLabel('What to cancel').locator('option:checked')).toHaveText('The whole event');
    await confirm.getByLabel('Message to buyers (optional)').fill(message);
    await confirm.getByRole('button', { name: 'Cancel and refund buyers' }).click();

    // The refunds run as a background job; the progress dialog opens at once and follows it to the end.
    const progress = page.getByRole('dialog', { name: 'Refunds and emails' });
    await expect(progress.getByRole('listitem', { name: 'The whole event' })).toContainText(message);
    await expect(progress.getByText('Done: every buyer was refunded or told.')).toBeVisible({ timeout: 20_000 });
    await expect(progress.getByRole('progressbar', { name: 'Orders finished' })).toHaveAttribute('aria-valuenow', '2');
    await expect(progress).toContainText('2 of 2 orders done');
    expect((await getOrder(page.request, second.order.token)).status).toBe('refunded');

    // Each buyer's mail, quoting the host's message.
    for (const buyer of [first.buyer, second.buyer]) {
      const mail = await mailTo(page.request, buyer.email, (m) => m.includes(`<h2>${TITLE} is cancelled`));
      expect(mail).toContain(`The creek flooded ${run}`);
    }

    await progress.getByRole('button', { name: 'Close' }).first().click();
    await expect(progress).toBeHidden();
    await expect(row.getByText('Cancelled', { exact: true })).toBeVisible();
    await page.goto(`/events/${event.externalId}`);
    await expect(page.getByRole('status').filter({ hasText: 'This event has been cancelled' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Event Cancelled' }).first()).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Get Tickets' })).toHaveCount(0);
  });
});
