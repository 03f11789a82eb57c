import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TOrder } from '@tribe/contracts';

/**
 * The development outbox (/dev/outbox), which keeps every mail when no SMTP server is set. The
 * page lists mails newest first, one <article> each: the subject as its <h2>, then a
 * "To {address} · {time}" line, then the text, all HTML-escaped.
 */

const decodeHtml = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The mails to `email`, newest first, as the page shows them (unescaped). */
export async function mailsTo(request: APIRequestContext, email: string): Promise<string[]> {
  const html = decodeHtml(await (await request.get('/dev/outbox')).text());
  return html
    .split('<article>')
    .slice(1)
    .filter((mail) => mail.includes(`To ${email} `));
}

/** The newest mail to `email` that `match` accepts (any, by default), once it has arrived. */
export async function mailTo(
  request: APIRequestContext,
  email: string,
  match: (mail: string) => boolean = () => true,
  what = `a mail to ${email}`,
): Promise<string> {
  let found = '';
  await expect
    .poll(async () => (found = (await mailsTo(request, email)).find(match) ?? ''), { message: what, timeout: 15_000 })
    .not.toBe('');
  return found;
}

/** The 6-digit code (it opens the subject) of the newest mail to `email`, once at least `count` mails to it have arrived. */
export async function codeMailedTo(request: APIRequestContext, email: string, count = 1): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailsTo(request, email);
        return (code = mails.length >= count ? /\b(\d{6})\b/.exec(mails[0]!)?.[1] : undefined);
      },
      { message: `mail number ${count} with a code to ${email}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return code!;
}

/** Signs `person` up through the API and verifies the account with the mailed code: signed in on `request`. */
export async function signUpVerified(
  request: APIRequestContext,
  person: { firstName: string; lastName: string; username: string; email: string; phone: string; password: string },
): Promise<void> {
  expect((await request.post('/api/auth/signup', { data: person })).status()).toBe(201);
  const otp = await codeMailedTo(request, person.email);
  const verified = await request.post('/api/auth/verify', { data: { email: person.email, otp, type: 'signup' } });
  expect(verified.ok(), 'the account is verified').toBeTruthy();
}

/**
 * The SMS to `phone` (+254 form) the dev outbox kept, newest first, once at least `count` have
 * arrived: each is an <article> titled "SMS" (decision 027), its text unescaped.
 */
export async function smsTo(request: APIRequestContext, phone: string, count = 1): Promise<string[]> {
  let found: string[] = [];
  await expect
    .poll(
      async () => {
        const html = decodeHtml(await (await request.get('/dev/outbox')).text());
        found = html
          .split('<article>')
          .slice(1)
          .filter((a) => a.startsWith('\n<h2>SMS</h2>') && a.includes(`To ${phone} `))
          .map((a) => /<pre>([\s\S]*?)<\/pre>/.exec(a)?.[1] ?? '');
        return found.length;
      },
      { message: `${count} SMS to ${phone}`, timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found;
}

/** A Kenyan phone as typed ('0712 345 678') in the +254 form the outbox addresses SMS to. */
const intl = (phone: string) => `+254${phone.replace(/\D/g, '').replace(/^(254|0)/, '')}`;

/** The 6-digit code of the newest SMS to `phone`, once at least `count` SMS to it have arrived. */
export async function smsCodeTo(request: APIRequestContext, phone: string, count = 1): Promise<string> {
  const [newest] = await smsTo(request, intl(phone), count);
  const code = /\b(\d{6})\b/.exec(newest ?? '')?.[1];
  expect(code, `a code in the SMS to ${phone}`).toBeTruthy();
  return code!;
}

/**
 * The payment page asked for the code texted to `phone` before an M-Pesa prompt goes to it
 * (decision 042): reads it from the dev outbox, types it, and pays.
 */
export async function enterPhoneCode(page: Page, phone: string): Promise<void> {
  const step = page.getByTestId('phone-code-step');
  await expect(step).toBeVisible();
  await step.getByLabel('Code from the SMS').fill(await smsCodeTo(page.request, phone));
  await page.getByRole('button', { name: /^Confirm and pay/ }).click();
}

/**
 * Starts an M-Pesa payment through the API as the payment page does: a phone not yet proven on
 * this request context is answered 403 `phone_unproven` with a code by SMS, and the start is
 * made again with that code (decision 042). Answers the started order's answer.
 */
export async function startMpesa(
  request: APIRequestContext,
  token: string,
  phone: string,
  idempotencyKey: string,
): Promise<{ order: TOrder }> {
  const url = `/api/orders/${token}/payments`;
  let res = await request.post(url, { data: { channel: 'mpesa', phone, idempotencyKey } });
  if (res.status() === 403) {
    expect(((await res.json()) as { code: string }).code).toBe('phone_unproven');
    const code = await smsCodeTo(request, phone);
    res = await request.post(url, { data: { channel: 'mpesa', phone, code, idempotencyKey: `${idempotencyKey}-c` } });
  }
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()) as { order: TOrder };
}
