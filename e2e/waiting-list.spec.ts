import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import type { TEvent, TOrder } from '@tribe/contracts';
import type { TWaitlistEntry } from '@tribe/contracts/waiting-list';
import { BOTH, expect, openEvent, publishedDemoEvent, test, toasts } from './fixtures';
import { enterPhoneCode, signUpVerified, smsCodeTo, smsTo, startMpesa } from './outbox';

/**
 * The waiting list (issue 27 items 1 and 2; decision 050): a sold-out ticket type offers "Join
 * the waiting list"; a fan joins with a phone proven by the texted code and sees their place;
 * a place comes back (the hold on it is let go) and the fan gets the offer by SMS, with a link
 * straight to the payment page, pays by M-Pesa through the fake Daraja and gets tickets. An
 * offer left unclaimed passes to the next fan when its window ends (the dev route stands for
 * the server's clock, as /dev/reviews/request does for a date's end).
 */

test.skip(process.env.E2E_DARAJA === '0', 'M-Pesa is on the sandbox (E2E_DARAJA=0)');

const run = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A phone of this test alone ending in `last` (the fake Daraja pays any ending but its few). */
function phone(testInfo: TestInfo, last: string) {
  const middle = String((Date.now() + testInfo.workerIndex * 7919 + Math.floor(Math.random() * 1e4)) % 1e4).padStart(
    4,
    '0',
  );
  return `07${middle}${last}`;
}

/**
 * The demo host makes a paid event with one place of Regular, and a buyer holds that place:
 * through `as` when given (a buyer's own session: holds count per account too), else the host's.
 */
async function soldOutEvent(
  host: APIRequestContext,
  tag: string,
  buyer?: { name: string; email: string; phone: string; as: APIRequestContext },
) {
  const event = await publishedDemoEvent(host, {
    title: `Waiting List Night ${tag}`,
    description: '<p>One place only.</p>',
    startsInMs: 5 * 86_400_000,
    ticketTypes: [{ name: 'Regular', price: 500, quantity: 1 }],
  });
  const listed = (await (await host.get(`/api/events/${event.externalId}`)).json()) as TEvent;
  const regular = listed.ticketTypes[0]!;
  const held = await (buyer?.as ?? host).post('/api/checkout/orders', {
    data: {
      eventId: event.id,
      selectedDate: null,
      selectedShowTimeId: null,
      tickets: [{ ticketTypeId: regular.id, quantity: 1, price: regular.price }],
      buyer: buyer
        ? { name: buyer.name, email: buyer.email, phone: buyer.phone }
        : { name: 'Otieno Holder', email: `holder.${tag}@example.com`, phone: '0722000111' },
      idempotencyKey: `e2e-wl-hold-${tag}`,
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  return { event: listed, regular, hold: (await held.json()) as TOrder };
}

/** A fan joins through the API as the join page does: the texted code on the second try. */
async function joinByApi(
  request: APIRequestContext,
  eventId: number,
  ticketTypeId: number,
  fanPhone: string,
  tag: string,
) {
  const body = {
    eventId,
    ticketTypeId,
    quantity: 1,
    name: 'Wambui Njeri',
    email: `wambui.${tag}@example.com`,
    phone: fanPhone,
  };
  const first = await request.post('/api/waiting-list', { data: body });
  expect(first.status(), await first.text()).toBe(403);
  const code = await smsCodeTo(request, fanPhone);
  const joined = await request.post('/api/waiting-list', { data: { ...body, phoneCode: code } });
  expect(joined.status(), await joined.text()).toBe(201);
  return (await joined.json()) as TWaitlistEntry;
}

const offerLinkIn = (sms: string) => /https?:\/\/\S+\/waiting-list\/offers\/[A-Za-z0-9_-]+/.exec(sms)?.[0] ?? null;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });
}

test(`sold out → a fan joins → the place comes back → the SMS offer → paid by M-Pesa ${BOTH}`, async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const tag = run();
  const host = await playwright.request.newContext({ baseURL: baseURL! });
  const { event, hold } = await soldOutEvent(host, tag);
  const fanPhone = phone(testInfo, '5678');

  await openEvent(page, event);
  await page.getByRole('button', { name: 'Get Tickets' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Tickets' });
  await expect(dialog.getByText('Sold out')).toBeVisible();
  await shot(page, testInfo, 'waitlist-dialog');
  await dialog.getByRole('link', { name: 'Join the waiting list' }).click();

  await expect(page.getByRole('heading', { name: 'Join the waiting list' })).toBeVisible();
  await page.getByLabel('Full name').fill('Achieng Otieno');
  await page.getByLabel('Email').fill(`achieng.${tag}@example.com`);
  await page.getByLabel('Phone number (for the SMS offer)').fill(fanPhone);
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByTestId('join-error')).toContainText('6-digit code');
  await shot(page, testInfo, 'waitlist-join');
  await page.getByLabel('Code from the SMS').fill(await smsCodeTo(page.request, fanPhone));
  await page.getByRole('button', { name: 'Join the waiting list' }).click();
  await expect(page.getByText('You are number 1 in line')).toBeVisible();
  await shot(page, testInfo, 'waitlist-position');

  // The holder lets the place go: it is kept for the line, and the offer goes out by SMS.
  expect((await host.post(`/api/orders/${hold.token}/cancel`)).ok()).toBe(true);
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const texts = await smsTo(page.request, `+254${fanPhone.slice(1)}`, 2).catch(() => []);
        link = texts.map(offerLinkIn).find(Boolean) ?? null;
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();

  // The link goes straight to the payment page of the offer's order; M-Pesa through the fake Daraja.
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  await shot(page, testInfo, 'waitlist-offer-payment');
  await expect(page.getByRole('radio', { name: /^M-Pesa/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay / }).click();
  const asked = page.getByTestId('phone-code-step');
  if (await asked.isVisible().catch(() => false)) await enterPhoneCode(page, fanPhone);
  await expect(page.getByRole('heading', { level: 1, name: "You're going!" })).toBeVisible({ timeout: 20_000 });
  await shot(page, testInfo, 'waitlist-paid');
});

test('an offer left unclaimed passes to the next fan when its window ends', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  test.slow();
  const tag = run();
  const host = await playwright.request.newContext({ baseURL: baseURL! });
  const { event, regular, hold } = await soldOutEvent(host, tag);
  const fans = await playwright.request.newContext({ baseURL: baseURL! });
  const firstPhone = phone(testInfo, '4321');
  const secondPhone = phone(testInfo, '4322');
  const first = await joinByApi(fans, event.id, regular.id, firstPhone, `${tag}a`);
  const second = await joinByApi(fans, event.id, regular.id, secondPhone, `${tag}b`);
  expect(second.position).toBe(2);

  // The host sees the line on the event's places page: both fans, in the order they joined.
  const signedIn = await page.request.post('/api/auth/signin', {
    data: { username: 'demo-host', password: 'Demo#2026' },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto(`/host/events/${event.id}/tickets`);
  await page.getByRole('link', { name: 'Waiting list' }).click();
  const line = page.getByRole('region', { name: /^Regular · / }).getByTestId('waitlist-entry');
  await expect(line).toHaveCount(2);
  await expect(line.nth(0).getByLabel('Position 1')).toBeVisible();
  await expect(line.nth(0)).toContainText(`wambui.${tag}a@example.com`);
  await expect(line.nth(1).getByLabel('Position 2')).toBeVisible();
  await expect(line.nth(1)).toContainText(`wambui.${tag}b@example.com`);
  await shot(page, testInfo, 'waitlist-host');

  expect((await host.post(`/api/orders/${hold.token}/cancel`)).ok()).toBe(true);
  await expect
    .poll(async () => ((await (await fans.get(`/api/waiting-list/${first.token}`)).json()) as TWaitlistEntry).status, {
      timeout: 30_000,
    })
    .toBe('offered');

  // The window ends (the server's clock, moved by the dev route): the next fan is offered.
  const due = await host.post('/dev/waiting-list/offers-due', { data: { eventId: event.id } });
  expect(due.ok(), await due.text()).toBe(true);
  await expect
    .poll(async () => ((await (await fans.get(`/api/waiting-list/${second.token}`)).json()) as TWaitlistEntry).status, {
      timeout: 30_000,
    })
    .toBe('offered');
  await expect
    .poll(
      async () => (await smsTo(fans, `+254${secondPhone.slice(1)}`, 2).catch(() => [])).some((s) => offerLinkIn(s)),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);

  // The first fan's link now says the offer is closed, and their page says the places went on.
  await page.goto(`/waiting-list/offers/${first.token}`);
  await expect(page.getByTestId('offer-closed')).toContainText('no longer open');
  await page.goto(`/waiting-list/${first.token}`);
  await expect(page.getByTestId('waitlist-status')).toHaveAttribute('data-status', 'lapsed');
  await shot(page, testInfo, 'waitlist-lapsed');
});

test(`a holder returns a ticket → the fan in line pays by M-Pesa → the holder is refunded by B2C and the old code is refused ${BOTH}`, async ({
  page,
  playwright,
  baseURL,
  browser,
}, testInfo) => {
  test.slow();
  const tag = run();
  // The holder: an account that bought the one place (paid by M-Pesa through the fake Daraja).
  const holderContext = await browser.newContext({ timezoneId: 'Africa/Nairobi' });
  const holderPage = await holderContext.newPage();
  const holder = {
    firstName: 'Otieno',
    lastName: 'Kamau',
    username: `otieno${tag}`,
    email: `otieno.${tag}@example.com`,
    phone: phone(testInfo, '7781'),
    password: 'Kilimanjaro#2026',
  };
  await signUpVerified(holderPage.request, holder);
  const host = await playwright.request.newContext({ baseURL: baseURL! });
  const { event, regular, hold } = await soldOutEvent(host, tag, {
    name: 'Otieno Kamau',
    email: holder.email,
    phone: holder.phone,
    as: holderPage.request,
  });
  await startMpesa(holderPage.request, hold.token, holder.phone, `e2e-wl-resale-${tag}`);
  let bought = hold;
  await expect
    .poll(
      async () => {
        await holderPage.request.post(`/api/orders/${hold.token}/verify`);
        bought = (await (await holderPage.request.get(`/api/orders/${hold.token}`)).json()) as TOrder;
        return bought.status;
      },
      { intervals: [1_000], timeout: 20_000 },
    )
    .toBe('paid');
  const old = bought.tickets[0]!;

  // A fan joins the line of the sold-out ticket type (in the browser they will pay in).
  const fans = page.request;
  const fanPhone = phone(testInfo, '7782');
  const fan = await joinByApi(fans, event.id, regular.id, fanPhone, tag);
  expect(fan.position).toBe(1);

  // The holder cannot go: My tickets → Return to the waiting list.
  await holderPage.goto('/profile?tab=tickets');
  const card = holderPage.getByTestId('order-card').filter({ hasText: event.title });
  await card.getByRole('button', { name: 'Return to the waiting list' }).click();
  const form = holderPage.getByRole('form', { name: 'Return tickets to the waiting list' });
  await expect(form).toContainText(/Regular, ticket 1: KES\s500 back when it sells/);
  await shot(holderPage, testInfo, 'resale-return');
  await form.getByRole('button', { name: 'Return tickets' }).click();
  await expect(toasts(holderPage).filter({ hasText: 'Returned.' })).toBeVisible();

  // The fan gets the offer by SMS and pays by M-Pesa through the fake Daraja.
  let link: string | null = null;
  await expect
    .poll(
      async () => {
        const texts = await smsTo(fans, `+254${fanPhone.slice(1)}`, 2).catch(() => []);
        link = texts.map(offerLinkIn).find(Boolean) ?? null;
        return link;
      },
      { timeout: 30_000 },
    )
    .not.toBeNull();
  await page.goto(new URL(link!).pathname);
  await expect(page.getByTestId('hold-countdown')).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  const asked = page.getByTestId('phone-code-step');
  if (await asked.isVisible().catch(() => false)) await enterPhoneCode(page, fanPhone);
  await expect(page.getByRole('heading', { level: 1, name: "You're going!" })).toBeVisible({ timeout: 20_000 });

  // The holder is refunded through M-Pesa (the fake Daraja's B2C) and sees the ticket resold.
  await expect
    .poll(
      async () => {
        const o = (await (await holderPage.request.get(`/api/orders/${hold.token}`)).json()) as TOrder;
        return o.refunds.map((r) => `${r.reason}:${r.amount}:${r.status}`).join(',');
      },
      { intervals: [1_000], timeout: 30_000 },
    )
    .toBe('resale:500:processed');
  await holderPage.reload();
  await card.getByRole('button', { name: 'Show tickets' }).click();
  await expect(card.getByTestId('ticket-card')).toContainText(/Resold · KES\s500 refunded/);
  await shot(holderPage, testInfo, 'resale-sold');

  // The host sees the return and where it went; at the door the old code is refused.
  expect(
    (await page.request.post('/api/auth/signin', { data: { username: 'demo-host', password: 'Demo#2026' } })).ok(),
  ).toBe(true);
  await page.goto(`/host/events/${event.id}/tickets`);
  await expect(page.getByTestId('ticket-return')).toContainText('Resold');
  await shot(page, testInfo, 'resale-host');
  await page.clock.setFixedTime(new Date(new Date(event.startDate!).getTime() + 60_000));
  await page.goto(`/host/validate-tickets?event=${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('textbox', { name: 'Ticket code' }).fill(old.qrPayload);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('outcome')).toHaveAttribute('data-outcome', 'reissued');
  await holderContext.close();
});
