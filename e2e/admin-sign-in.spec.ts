import type { Page } from '@playwright/test';
import { DEMO_ADMIN, demoAdminCode, expect, test } from './fixtures';

/**
 * Admin sign-in in the browser (docs/admin.md): password, then the authenticator code; a wrong
 * code says so on the page; signing out closes the admin area again.
 */

async function passwordStep(page: Page) {
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password').fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
}

/**
 * Enters the demo admin's code. A code is good once per 30-second step and other workers sign the
 * demo admin in too: when this step's code was used, the next step's is accepted one step early;
 * when both were, the next step comes within 30 seconds.
 */
async function codeStep(page: Page) {
  const deadline = Date.now() + 80_000;
  for (let offset = 0; Date.now() < deadline; offset = offset === 0 ? 30_000 : 0) {
    await page.getByLabel('Authenticator code').fill(demoAdminCode(Date.now() + offset));
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/auth/totp'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    if ((await answer).ok()) return;
    if (offset) await page.waitForTimeout(5_000);
  }
  throw new Error('the demo admin could not sign in');
}

test.describe('admin sign-in', () => {
  test('signs in with the password and a TOTP code, lands where asked, and signs out', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fusers$/);
    await passwordStep(page);
    await codeStep(page);
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(page.getByText(DEMO_ADMIN.email).first()).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fdashboard$/);
  });

  test('says so on the page when the code is wrong, and when the password is', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('Not#The#Password1');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toHaveText('That email and password do not match an admin account.');

    await passwordStep(page);
    const right = demoAdminCode();
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Authenticator code').fill(wrong);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That code is not right. Enter the 6-digit code your authenticator app shows now.',
    );
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Lost your phone? Use a recovery code' })).toBeVisible();
  });
});
