import type { APIRequestContext, Page } from '@playwright/test';
import { isEventStarted, type TEvent, type TOrder } from '@tribe/contracts';
import { demoAdminCode, expect, test, toasts } from './fixtures';
import { mailTo } from './outbox';

/**
 * The admin area's money (issue 18, decision 022) on the embedded default: support finds an
 * order, sees our record beside the sandbox's, refunds part of it after giving a fresh code in
 * the re-authentication dialog, and the buyer's refund mail lands in the dev outbox.
 */

const run = Date.now().toString(36);

async function buyByApi(request: APIRequestContext, event: TEvent, email: string): Promise<TOrder> {
  const type = event.ticketTypes.find((t) => t.price > 0)!;
  let digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  if (/(0000|1111)$/.test(digits)) digits = `${digits.slice(0, 7)}5`;
  const created = await request.post('/api/checkout/orders', {
    data: {
      eventId: event.id,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: type.id, quantity: 1, price: type.price }],
      buyer: { name: 'Wanjiru Kamau', email, phone: `07${digits}` },
      idempotencyKey: `e2e-admin-money-${run}-${digits}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const order = (await created.json()) as TOrder;
  const started = await request.post(`/api/orders/${order.token}/payments`, {
    data: { channel: 'card', idempotencyKey: `e2e-admin-money-pay-${run}-${digits}` },
  });
  expect(started.ok(), await started.text()).toBeTruthy();
  const { redirectUrl } = (await started.json()) as { redirectUrl: string };
  const reference = /\/checkout\/sandbox\/([\w.=-]+)/.exec(redirectUrl)![1]!;
  expect((await request.post(`/api/payments/sandbox/${reference}`, { data: { outcome: 'success' } })).ok()).toBe(true);
  let settled = order;
  await expect
    .poll(async () => {
      await request.post(`/api/orders/${order.token}/verify`);
      settled = (await (await request.get(`/api/orders/${order.token}`)).json()) as TOrder;
      return settled.status;
    })
    .toBe('paid');
  return settled;
}

/** Support finds the order by what the buyer says and opens it in /admin/orders. */
async function openOrderAsSupport(page: Page, typed: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Order reference, email or phone').fill(typed);
  await page.getByRole('button', { name: 'Find' }).click();
  await page.getByRole('button', { name: new RegExp(typed, 'i') }).click();
}

/**
 * Support refunds `amount` of the open order. The worker's sign-in counts as a fresh code for five
 * minutes; after that the server asks again and the re-authentication dialog takes the demo
 * admin's current code.
 */
async function refundAsSupport(page: Page, amount: number) {
  await page.getByLabel('Amount (KES)').fill(String(amount));
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible({ timeout: 3000 }).catch(() => false)) {
    await dialog.getByLabel('Authenticator code').fill(demoAdminCode());
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(
    toasts(page).filter({
      hasText: new RegExp(`Refund of KES\\s${amount.toLocaleString('en-KE')} sent to the provider`),
    }),
  ).toBeVisible();
}

test('support refunds part of an order after a fresh code, and the buyer gets the mail', async ({
  adminPage: page,
  catalogue,
  request,
}) => {
  const event = catalogue.find(
    'one-off paid event on Tikiti not started',
    (e) =>
      e.paymentType === 'tikitis' &&
      e.eventType === 'one-off' &&
      !isEventStarted(e, new Date()) &&
      e.ticketTypes.some((t) => t.price > 0),
  );
  const email = `refund.${run}@example.com`;
  const order = await buyByApi(request, event, email);

  await openOrderAsSupport(page, order.reference.toLowerCase());
  await expect(page.getByText('Our record · sandbox')).toBeVisible();
  await expect(page.getByText('The provider says · sandbox')).toBeVisible();
  await refundAsSupport(page, 100);
  await expect(page.getByText(/by Tikiti Admin/)).toBeVisible();

  const mail = await mailTo(request, email, (m) => m.includes('being refunded'), 'the refund mail');
  expect(mail).toMatch(/KES\s100/);
  expect(mail).toContain('our support team refunded it for you');
});

test("support refunds part of an order, then the host's full refund gives back only what is left", async ({
  adminPage: page,
  catalogue,
  request,
}) => {
  // Issue 24: 500 by support then the host's "full" refund paid out 3,710 for 3,210.
  const event = catalogue.find(
    "paid event of the demo host's on Tikiti not started",
    (e) =>
      e.host?.vendorName === 'Savannah Sounds Entertainment' &&
      e.paymentType === 'tikitis' &&
      e.eventType === 'one-off' &&
      !isEventStarted(e, new Date()) &&
      e.ticketTypes.some((t) => t.price > 100),
  );
  const order = await buyByApi(request, event, `capped.${run}@example.com`);

  await openOrderAsSupport(page, order.reference);
  await refundAsSupport(page, 100);

  // The demo host (the event's owner) signs in on the same browser and refunds the order.
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { username: 'demo-host', password: 'Demo#2026' },
  });
  expect(signedIn.ok(), 'demo host signs in').toBeTruthy();
  const left = (order.total - 100).toLocaleString('en-KE');
  await page.goto(`/host/tickets?q=${order.reference}`);
  const row = page.getByRole('listitem', { name: order.reference });
  await row.getByRole('button', { name: 'Refund' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(new RegExp(`KES\\s${left} goes back to Wanjiru Kamau`));
  await confirm.getByRole('button', { name: new RegExp(`^Refund KES\\s${left}$`) }).click();
  await expect(toasts(page).filter({ hasText: `Order ${order.reference} refunded` })).toBeVisible();
  await expect(row.getByText('Refunded')).toBeVisible();

  // Support's record: two refunds that add up to what was paid, and nothing left to refund.
  const found = await page.request.get(`/api/admin/orders?q=${order.reference}`);
  const [summary] = ((await found.json()) as { items: { id: number }[] }).items;
  const detail = (await (await page.request.get(`/api/admin/orders/${summary!.id}`)).json()) as {
    refundable: number;
    refunds: { amount: number }[];
  };
  expect(detail.refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual(
    [100, order.total - 100].sort((a, b) => a - b),
  );
  expect(detail.refundable).toBe(0);
});
