import type { APIRequestContext } from '@playwright/test';
import type { TEvent, TOrder } from '@tribe/contracts';
import type { THostAttendeePage } from '@tribe/contracts/host-area';
import { expect, publishedDemoEvent, test, toasts } from './fixtures';
import { smsTo, startMpesa } from './outbox';

/**
 * Tickets by SMS (issue 20, item 3; decision 027): a buyer who gave a phone gets an SMS with a
 * door code per ticket (kept in the dev outbox without Africa's Talking keys); at the door, with
 * the network gone, a typed code is refused as needing a connection (decision 036: the list holds
 * nothing to check it with); back online the server admits it. And the event page's "Share on
 * WhatsApp" link (item 4).
 */

const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const SMS_CODE = /\b[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{2}\b/;

/** One Regular ticket paid by sandbox M-Pesa from `phone`, as the buyer's pages do it. */
async function buyWithPhone(
  request: APIRequestContext,
  event: { id: number; externalId: string },
  phone: string,
): Promise<TOrder> {
  const listed = (await (await request.get(`/api/events/${event.externalId}`)).json()) as TEvent;
  const regular = listed.ticketTypes[0]!;
  const created = await request.post('/api/checkout/orders', {
    data: {
      eventId: event.id,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: regular.id, quantity: 1, price: regular.price }],
      buyer: { name: 'Akinyi Otieno', email: `akinyi.${run}@example.com`, phone },
      idempotencyKey: `e2e-sms-${run}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as TOrder;
  // Paid by M-Pesa from that phone: only a phone that paid is texted (decision 040). The
  // sandbox's phone answers the prompt after a few seconds.
  // The phone is proven first by the code texted to it (decision 042).
  await startMpesa(request, order.token, phone, `e2e-sms-pay-${run}`);
  let settled = order;
  await expect
    .poll(
      async () => {
        await request.post(`/api/orders/${order.token}/verify`);
        settled = (await (await request.get(`/api/orders/${order.token}`)).json()) as TOrder;
        return settled.status;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe('paid');
  return settled;
}

test('a ticket bought with a phone arrives by SMS, and the door admits its code online, never with no network', async ({
  page,
  context,
  playwright,
  baseURL,
}) => {
  test.slow();
  const host = await playwright.request.newContext({ baseURL: baseURL! });
  const event = await publishedDemoEvent(host, {
    title: `SMS Night ${run}`,
    description: '<p>Tickets by SMS.</p>',
    startsInMs: 3 * 3600_000,
    ticketTypes: [{ name: 'Regular', price: 500, quantity: 50 }],
  });
  // Not ending 0000: the sandbox declines those phones.
  const digits = `${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}${1 + Math.floor(Math.random() * 9)}`;
  const order = await buyWithPhone(host, event, `07${digits}`);
  expect(order.buyer.phone).toBe(`+2547${digits}`);

  // The first SMS was the code that proved the phone (decision 042); the tickets come after it.
  const [sms] = await smsTo(page.request, order.buyer.phone!, 2);
  const all = (await smsTo(page.request, order.buyer.phone!)).join(' ');
  expect(all).toContain(`Tikiti: 1 ticket for ${event.title}`);
  expect(all).toContain(`/checkout/success?order=${order.token}`);
  const code = SMS_CODE.exec(all)?.[0];
  expect(code, `a door code in: ${sms}`).toBeTruthy();

  // The event page's WhatsApp share link carries a short text and the page's address.
  await page.goto(`/events/${event.externalId}`);
  const share = page.getByRole('link', { name: 'Share on WhatsApp' });
  await expect(share).toBeVisible({ timeout: 15_000 });
  const href = (await share.getAttribute('href'))!;
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(`${event.title} on Tikiti: ${page.url()}`);
  await expect(share).toHaveAttribute('target', '_blank');

  // At the door, on the evening: the list downloaded, then no network.
  await page.clock.setFixedTime(new Date(event.start.getTime() + 60_000));
  expect(
    (await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } })).ok(),
  ).toBe(true);
  await page.goto(`/host/validate-tickets?event=${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  const status = page.getByRole('status').filter({ hasText: /Online|Offline/ });
  await expect(status).toHaveText('Online');
  await page.getByRole('button', { name: 'Download for offline' }).click();
  await expect(toasts(page).filter({ hasText: 'Ready to check tickets with no signal' })).toBeVisible();

  await context.setOffline(true);
  await expect(status).toHaveText('Offline');
  const outcome = page.getByTestId('outcome');
  const typed = code!.toLowerCase().replace(/-/g, ' ');
  // Typed as people type it: lower case, spaces for dashes. With no network it is not admitted,
  // nor queued: a copied list could otherwise be searched for codes it admits.
  await page.getByRole('textbox', { name: 'Ticket code' }).fill(typed);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Typed codes, SMS codes too, need a connection' }),
  ).toBeVisible();
  await expect(outcome).toHaveCount(0);
  await expect(status).toHaveText('Offline');

  await context.setOffline(false);
  await expect(status).toHaveText('Online');
  // A made-up code is not a ticket.
  await page.getByRole('textbox', { name: 'Ticket code' }).fill('ZZZZ-ZZZZ-ZZ');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(outcome).toHaveAttribute('data-outcome', 'not_found');
  await page.getByRole('textbox', { name: 'Ticket code' }).fill(typed);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(outcome).toHaveAttribute('data-outcome', 'valid');
  await expect(outcome).toContainText('Akinyi Otieno');
  const res = await host.get(`/api/host/attendees?eventId=${event.id}`);
  const page1 = (await res.json()) as THostAttendeePage;
  expect(page1.items.find((a) => a.orderReference === order.reference)?.checkedInAt ?? null).not.toBeNull();
  await host.dispose();
});
