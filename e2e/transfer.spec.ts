import type { Page } from '@playwright/test';
import type { TEvent, TOrder } from '@tribe/contracts';
import { expect, publishedDemoEvent, test, toasts } from './fixtures';
import { mailTo, signUpVerified } from './outbox';

/**
 * A ticket sent to a friend (issue 27, item 4; decision 051): the holder sends it from My tickets
 * by email, the friend opens the mailed link and accepts it, and gets a new ticket with a new QR
 * code; at the door the old QR code is refused as re-issued online and, once the door has
 * downloaded its list again, offline too, while the friend's new code admits.
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SHOTS = 'test-results/transfer-screens';

async function shoot(page: Page, name: string) {
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${SHOTS}/${name}-${w}x${h}.png`, fullPage: true });
  }
}

const person = (first: string) => ({
  firstName: first,
  lastName: 'Wanjiru',
  username: `${first.toLowerCase()}${run}`,
  email: `${first.toLowerCase()}.${run}@example.com`,
  phone: `07${String(Math.floor(Math.random() * 1e8))
    .padStart(8, '0')
    .replace(/(0000|1111)$/, '2345')}`,
  password: 'Kilimanjaro#2026',
});

test('a ticket sent to a friend is re-issued, and its old code is refused at the door online and offline', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  // The door is the fixture's page (its context has the host area's tours seen); the sender and
  // the friend each browse in a context of their own.
  const host = page;
  const senderContext = await browser.newContext({ timezoneId: 'Africa/Nairobi' });
  const friendContext = await browser.newContext({ timezoneId: 'Africa/Nairobi' });
  const sender$ = await senderContext.newPage();
  const friendPage = await friendContext.newPage();
  // A free event tonight of the demo host's.
  const event = await publishedDemoEvent(host.request, {
    title: `Friends Night ${run}`,
    description: '<p>Bring a friend.</p>',
    startsInMs: 3 * 3600_000,
    ticketTypes: [{ name: 'Free entry', price: 0, quantity: 50 }],
  });

  // The sender: an account that reserved one free ticket.
  const sender = person('Amani');
  await signUpVerified(sender$.request, sender);
  const listed = (await (await sender$.request.get(`/api/events/${event.externalId}`)).json()) as TEvent;
  const created = await sender$.request.post('/api/checkout/orders', {
    data: {
      eventId: event.id,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: listed.ticketTypes[0]!.id, quantity: 1, price: 0 }],
      buyer: { name: 'Amani Wanjiru', email: sender.email, phone: sender.phone },
      idempotencyKey: `e2e-transfer-${run}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as TOrder;
  expect(order.status).toBe('reserved');
  const old = order.tickets[0]!;

  // My tickets → Send to a friend → email.
  const friend = person('Zawadi');
  await signUpVerified(friendPage.request, friend);
  await sender$.goto('/profile?tab=tickets');
  const card = sender$.getByTestId('order-card').filter({ hasText: event.title });
  await card.getByRole('button', { name: 'Send to a friend' }).click();
  const form = sender$.getByRole('form', { name: 'Send tickets to a friend' });
  await form
    .locator('label')
    .filter({ hasText: /^Email$/ })
    .click();
  await form.getByLabel("Your friend's email").fill(friend.email);
  await shoot(sender$, 'send-to-a-friend');
  await form.getByRole('button', { name: 'Send tickets' }).click();
  await expect(toasts(sender$).filter({ hasText: 'Your friend has a link' })).toBeVisible();
  await expect(sender$.getByTestId('sent-transfer').filter({ hasText: friend.email })).toContainText(
    'Waiting to be accepted',
  );
  await card.getByRole('button', { name: 'Show tickets' }).click();
  await expect(card.getByTestId('ticket-card')).toContainText('Waiting for your friend');

  // The friend opens the mailed link and accepts.
  const mail = await mailTo(friendPage.request, friend.email, (m) => m.includes('/transfers/'));
  const link = /https?:\/\/\S+\/transfers\/[\w-]+/.exec(mail)![0];
  await friendPage.goto(new URL(link).pathname);
  await expect(friendPage.getByRole('heading', { level: 1, name: 'Tickets for you' })).toBeVisible();
  await expect(friendPage.getByText(`Amani Wanjiru sent you 1 ticket for ${event.title}.`)).toBeVisible();
  await shoot(friendPage, 'accept-tickets');
  await friendPage.getByRole('button', { name: 'Accept tickets' }).click();
  await expect(friendPage.getByRole('heading', { level: 1, name: 'The tickets are yours' })).toBeVisible();
  await friendPage.getByRole('link', { name: 'Open My tickets' }).click();
  const received = friendPage.getByTestId('received-card').filter({ hasText: event.title });
  await expect(received).toContainText('From Amani Wanjiru');
  await expect(received.getByTestId('ticket-card')).toHaveCount(1);
  await shoot(friendPage, 'sent-to-you');
  const mine = (await (await friendPage.request.get('/api/profile/tickets')).json()) as {
    received: { tickets: TOrder['tickets'] }[];
  };
  const fresh = mine.received.flatMap((g) => g.tickets).find((t) => t.status === 'valid')!;
  expect(fresh.code).not.toBe(old.code);

  // The sender's ticket now says it was sent.
  await sender$.reload();
  await card.getByRole('button', { name: 'Show tickets' }).click();
  await expect(card.getByTestId('ticket-card')).toContainText('Sent to a friend');

  // The door, online: the old QR code is refused at once.
  await host.clock.setFixedTime(new Date(event.start.getTime() + 60_000));
  await host.goto(`/host/validate-tickets?event=${event.id}`);
  await expect(host.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  const status = host.getByRole('status').filter({ hasText: /Online|Offline/ });
  await expect(status).toHaveText('Online');
  const outcome = host.getByTestId('outcome');
  const check = async (text: string) => {
    await host.getByRole('textbox', { name: 'Ticket code' }).fill(text);
    await host.getByRole('button', { name: 'Check', exact: true }).click();
  };
  await check(old.qrPayload);
  await expect(outcome).toHaveAttribute('data-outcome', 'reissued');
  await expect(outcome).toContainText('Sent to someone else');

  // After the door's sync (the list downloaded again), offline: still refused; the new code admits.
  await host.getByRole('button', { name: 'Download for offline' }).click();
  await expect(toasts(host).filter({ hasText: 'Ready to check tickets with no signal' })).toBeVisible();
  await context.setOffline(true);
  await expect(status).toHaveText('Offline');
  await check(old.qrPayload);
  await expect(outcome).toHaveAttribute('data-outcome', 'reissued');
  await expect(outcome).toContainText('this code was replaced');
  await shoot(host, 'door-reissued-offline');
  await check(fresh.qrPayload);
  await expect(outcome).toHaveAttribute('data-outcome', 'valid');
  await expect(outcome).toContainText('Zawadi Wanjiru');
  await context.setOffline(false);
  await expect(status).toHaveText('Online');

  await senderContext.close();
  await friendContext.close();
});
