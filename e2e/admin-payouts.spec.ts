import type { APIRequestContext, Page } from '@playwright/test';
import { formatPrice, type TAdminPayout, type THostBalances, type THostPayout } from '@tribe/contracts';
import { demoAdminCode, expect, test, toasts } from './fixtures';

/**
 * A host's payout paid for real on the embedded default (issue 18, decisions 022 and 025): the
 * demo host asks for the money of its past concert (the demo sales' ended event with a balance),
 * the demo admin approves it on /admin/payouts with a fresh code, the money goes to the host's
 * M-Pesa number by the fake Daraja's B2C, whose result comes back to the server (with
 * E2E_DARAJA=0, by the sandbox's transfer and its own signed webhook), and the host's balances in
 * the admin area move from pending to paid out.
 *
 * The demo seed gives the demo host no identity or payout account (both are encrypted with a
 * key of the running server's), so the host saves them through its own API first, as a host
 * would in its settings.
 */

const DEMO_HOST = { username: 'demo-host', password: 'Demo#2026' };

/** Signs the demo host in on `request`, saves what a payout needs, and asks for the past concert's money. */
async function requestDemoPayout(request: APIRequestContext): Promise<{ payout: THostPayout; eventTitle: string }> {
  expect((await request.post('/api/auth/signin', { data: DEMO_HOST })).ok(), 'the demo host signs in').toBe(true);
  const identity = await request.put('/api/host/settings/identity', {
    data: {
      legalName: 'Savannah Sounds Ltd',
      kraPin: 'P051234567Q',
      idType: 'national_id',
      idNumber: '12345678',
      password: DEMO_HOST.password,
    },
  });
  expect(identity.ok(), `identity: ${await identity.text()}`).toBe(true);
  const method = await request.put('/api/host/settings/payout-method', {
    data: { method: 'mpesa', phone: '0722111222', password: DEMO_HOST.password },
  });
  expect(method.ok(), `payout method: ${await method.text()}`).toBe(true);

  const balances = (await (await request.get('/api/host/balances')).json()) as THostBalances;
  const event = balances.events.find((e) => e.state === 'available' || e.state === 'payout_requested');
  if (!event) throw new Error('The demo host has no ended event with money to pay out');
  const asked = await request.post('/api/host/payouts', { data: { eventId: event.eventId } });
  expect(asked.ok(), `payout request: ${await asked.text()}`).toBe(true);
  return { payout: (await asked.json()) as THostPayout, eventTitle: event.title };
}

/** The figure under `term` in the host's balances panel on /admin/hosts?host=…. */
const balance = (page: Page, term: string) =>
  page
    .locator('section', { has: page.getByRole('heading', { name: 'Balances' }) })
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
    .locator('dd');

test('the admin approves a host’s payout, the transfer is paid and the host’s balance moves', async ({
  adminPage: page,
  request,
}) => {
  test.setTimeout(60_000);
  const { payout, eventTitle } = await requestDemoPayout(request);
  expect(payout.status).toBe('requested');
  const amount = formatPrice(payout.amount);

  const listed = await page.request.get('/api/admin/payouts?status=requested');
  const row = ((await listed.json()) as { items: TAdminPayout[] }).items.find((p) => p.id === payout.id);
  expect(row, 'the request is in the admin queue').toBeTruthy();
  const hostId = row!.hostId;

  // Before: the money waits as a pending payout, nothing paid out yet for this event.
  await page.goto(`/admin/hosts?host=${hostId}`);
  const paidOutBefore = (await balance(page, 'Paid out').textContent())!;
  await expect(balance(page, 'Payouts pending')).toHaveText(amount);

  await page.goto('/admin/payouts');
  const card = page.getByTestId(`payout-${payout.id}`);
  await expect(card).toContainText(eventTitle);
  await expect(card).toContainText(amount);
  await expect(card).toContainText('M-Pesa •••• 222');
  await card.getByRole('button', { name: 'Approve and send' }).click();
  // The worker's sign-in counts as a fresh code for five minutes; past that the dialog asks.
  const dialog = page.getByRole('dialog');
  if (await dialog.isVisible({ timeout: 3000 }).catch(() => false)) {
    await dialog.getByLabel('Authenticator code').fill(demoAdminCode());
    await dialog.getByRole('button', { name: 'Confirm' }).click();
  }
  await expect(toasts(page).filter({ hasText: 'Payout approved: the transfer is on its way.' })).toBeVisible();

  // It leaves the requests; under "All" the list follows it until Safaricom's B2C result (or
  // the sandbox's webhook) has confirmed the transfer.
  await expect(card).toHaveCount(0);
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'All', exact: true }).click();
  await expect(card.getByText('Paid', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(/Transfer \S+/);
  await expect(card).toContainText(/Paid \w/);

  // After: the host's balance shows it paid out, nothing pending.
  await page.goto(`/admin/hosts?host=${hostId}`);
  await expect(balance(page, 'Payouts pending')).toHaveText(formatPrice(0));
  const before = Number(paidOutBefore.replace(/[^\d]/g, ''));
  await expect(balance(page, 'Paid out')).toHaveText(formatPrice(before + payout.amount));

  // And the host sees the same: the request paid, with the transfer's reference.
  const mine = (await (await request.get('/api/host/payouts')).json()) as THostPayout[];
  expect(mine.find((p) => p.id === payout.id)).toMatchObject({ status: 'paid' });
});
