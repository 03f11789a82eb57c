import type { APIRequestContext, Request } from '@playwright/test';
import { isEventEnded, isEventStarted, type TEvent } from '@tribe/contracts';
import { expect, openEvent, readCheckout, test, type Catalogue } from './fixtures';

/**
 * 'Get Tickets' (spec section 4 "Event availability" and "Buy flow", section 8 toasts, section 9
 * copy confirmation 2 s, section 7 track-click): started, external, free and paid events.
 */

const notStarted = (e: TEvent) => !isEventStarted(e, new Date());

const isTrackClick = (r: Request) => r.url().endsWith('/api/events/track-click') && r.method() === 'POST';

/** External ticket sites are never really visited: they answer with a stub page. */
test.beforeEach(async ({ context }) => {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)[^/]+\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Ticket seller</title><h1>Ticket seller</h1>' }),
  );
});

test.describe('availability', () => {
  test("a started event shows a disabled grey 'Event Started' button", async ({ page, catalogue }) => {
    const now = new Date();
    const event = catalogue.find('event under way', (e) => isEventStarted(e, now) && !isEventEnded(e, now));
    await openEvent(page, event);
    const button = page.getByRole('button', { name: 'Event Started' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    // Grey: the same colour as Tailwind's stone-300, not the orange of an active button.
    const stone300 = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.className = 'bg-stone-300';
      document.body.append(probe);
      const colour = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return colour;
    });
    await expect(button).toHaveCSS('background-color', stone300);
    await expect(page.getByRole('button', { name: 'Get Tickets' })).toHaveCount(0);
  });

  test("pressing 'Get Tickets' after the start is refused with a toast", async ({ page, catalogue }) => {
    const event = catalogue.find(
      'future paid one-off event',
      (e) =>
        e.eventType === 'one-off' &&
        notStarted(e) &&
        e.paymentType !== 'external' &&
        e.ticketTypes.some((t) => t.price > 0),
    );
    await openEvent(page, event);
    // The page was rendered before the start; by the time of the press the event has begun.
    await page.clock.setFixedTime(new Date(event.startDate!).getTime() + 60_000);
    const clicks: Request[] = [];
    page.on('request', (r) => isTrackClick(r) && clicks.push(r));
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    await expect(page.getByText('Tickets unavailable', { exact: true })).toBeVisible();
    await expect(
      page.getByText('This event has already started and tickets are no longer available for purchase.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(clicks).toHaveLength(0);
  });
});

test.describe('external ticket providers', () => {
  const foreignExternal = async (request: APIRequestContext, catalogue: Catalogue, baseURL: string) => {
    const config = (await (await request.get('/api/config')).json()) as { publicUrl: string };
    const own = [new URL(baseURL).origin, new URL(config.publicUrl).origin];
    return catalogue.find(
      'external event on another domain',
      (e) =>
        e.paymentType === 'external' &&
        !!e.externalTicketUrl &&
        notStarted(e) &&
        !own.includes(new URL(e.externalTicketUrl).origin),
    );
  };

  test('asks first, shows the URL and the notes, and Continue opens the seller in a new tab', async ({
    page,
    context,
    request,
    catalogue,
    baseURL,
  }) => {
    const event = await foreignExternal(request, catalogue, baseURL!);
    await openEvent(page, event);
    const tracked = page.waitForRequest(isTrackClick);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    expect((await tracked).postDataJSON()).toEqual({
      eventId: event.id,
      clickType: 'external_ticket_button',
      referrer: `/events/${event.externalId}`,
    });
    const dialog = page.getByRole('dialog', { name: 'External Ticket Provider' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByTestId('external-ticket-url')).toHaveText(event.externalTicketUrl!);
    await expect(dialog.getByText('Your purchase will be processed by the external ticket provider.')).toBeVisible();
    await expect(dialog.getByText("The provider's terms and conditions apply to your purchase.")).toBeVisible();
    await expect(
      dialog.getByText('For any issues with your tickets, please contact the ticket provider directly.'),
    ).toBeVisible();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);

    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const opened = context.waitForEvent('page');
    await dialog.getByRole('button', { name: 'Continue to Tickets' }).click();
    const seller = await opened;
    await seller.waitForLoadState();
    expect(seller.url()).toBe(event.externalTicketUrl);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/events/${event.externalId}$`));
  });

  test("copies the URL: 'Link copied!', then the confirmation resets after 2 s", async ({
    page,
    context,
    request,
    catalogue,
    baseURL,
  }) => {
    const event = await foreignExternal(request, catalogue, baseURL!);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await openEvent(page, event);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const dialog = page.getByRole('dialog', { name: 'External Ticket Provider' });
    await expect(dialog).toBeVisible();
    // From here only runFor moves time, so the 2 s are exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied!', { exact: true })).toBeVisible();
    await expect(page.getByText('The ticket URL has been copied to your clipboard.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(event.externalTicketUrl);
    await page.clock.runFor(1900);
    await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    await page.clock.runFor(200);
    await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Copied' })).toHaveCount(0);
  });

  test("a failing copy says 'Copy failed'", async ({ page, request, catalogue, baseURL }) => {
    const event = await foreignExternal(request, catalogue, baseURL!);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
        configurable: true,
      });
    });
    await openEvent(page, event);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Copy failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Unable to copy the link. Please copy it manually.', { exact: true })).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  test("a link on the product's own domain opens in a new tab without asking", async ({
    page,
    context,
    request,
    catalogue,
  }) => {
    const config = (await (await request.get('/api/config')).json()) as { publicUrl: string };
    const event = catalogue.find(
      'external event on the own domain',
      (e) =>
        e.paymentType === 'external' &&
        !!e.externalTicketUrl &&
        notStarted(e) &&
        new URL(e.externalTicketUrl).origin === new URL(config.publicUrl).origin,
    );
    await openEvent(page, event);
    const opened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    const tab = await opened;
    await tab.waitForURL(event.externalTicketUrl!);
    expect(tab.url()).toBe(event.externalTicketUrl);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('free events', () => {
  test("without ticket types: stores 'Free Admission' (id 1) and goes to the free reservation", async ({
    page,
    catalogue,
  }) => {
    const event = catalogue.find(
      'free one-off event without ticket types',
      (e) => e.eventType === 'one-off' && e.paymentType !== 'external' && e.ticketTypes.length === 0 && notStarted(e),
    );
    await openEvent(page, event);
    const tracked = page.waitForRequest(isTrackClick);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    await expect(page).toHaveURL(/\/checkout\/free-reservation$/);
    expect((await tracked).postDataJSON()).toEqual({
      eventId: event.id,
      clickType: 'get_tickets_button',
      referrer: `/events/${event.externalId}`,
    });
    expect(await readCheckout(page)).toEqual({
      selectedTickets: [{ id: 1, name: 'Free Admission', price: 0, quantity: 1 }],
      eventDetails: { id: event.id, name: event.title, selectedDate: event.startDate, selectedShowTimeId: null },
    });
  });

  test('with only free ticket types: stores one of each at price 0', async ({ page, catalogue }) => {
    const event = catalogue.find(
      'event whose ticket prices are all zero',
      (e) =>
        e.paymentType !== 'external' &&
        e.ticketTypes.length > 0 &&
        e.ticketTypes.every((t) => t.price === 0) &&
        notStarted(e),
    );
    await openEvent(page, event);
    await page.getByRole('button', { name: 'Get Tickets' }).click();
    await expect(page).toHaveURL(/\/checkout\/free-reservation$/);
    const stored = (await readCheckout(page)) as { selectedTickets: unknown };
    expect(stored.selectedTickets).toEqual(
      event.ticketTypes.map((t) => ({ id: t.id, name: t.name, price: 0, quantity: 1 })),
    );
  });
});

test('paid events open the ticket dialog and count a get_tickets_button click', async ({ page, catalogue }) => {
  const event = catalogue.find(
    'paid one-off event',
    (e) =>
      e.eventType === 'one-off' &&
      notStarted(e) &&
      e.paymentType !== 'external' &&
      e.ticketTypes.some((t) => t.price > 0),
  );
  await openEvent(page, event);
  const tracked = page.waitForRequest(isTrackClick);
  await page.getByRole('button', { name: 'Get Tickets' }).click();
  expect((await tracked).postDataJSON()).toEqual({
    eventId: event.id,
    clickType: 'get_tickets_button',
    referrer: `/events/${event.externalId}`,
  });
  await expect(page.getByRole('dialog', { name: 'Select Tickets' })).toBeVisible();
});
