import { BOTH, expect, test } from './fixtures';
import { codeMailedTo } from './outbox';

test.describe('host onboarding', () => {
  test('a signed-out visitor is sent to sign in and comes back to onboarding', async ({ page }) => {
    await page.goto('/host/onboarding');
    await expect(page).toHaveURL(/\/auth\/signin\?returnTo=%2Fhost%2Fonboarding$/);
  });

  test(`host sign-up, then onboarding step by step (resumable), then the dashboard ${BOTH}`, async ({ page }) => {
    const id = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
    const email = `host.${id}@example.com`;
    await page.goto('/auth/signup?type=host');
    await page.getByLabel('First name').fill('Achieng');
    await page.getByLabel('Last name').fill('Otieno');
    await page.getByLabel('Username').fill(`achieng_${id}`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill('0712 345 678');
    await page.getByLabel('Password', { exact: true }).fill('Kilimanjaro#2026');
    await page.getByRole('button', { name: 'Create host account' }).click();
    await expect(page).toHaveURL(/\/auth\/verify/);
    await page.getByLabel('Verification code').fill(await codeMailedTo(page.request, email));
    await page.getByRole('button', { name: 'Verify email' }).click();

    await expect(page).toHaveURL(/\/host\/onboarding/);
    await expect(page.getByRole('heading', { name: 'Your host details' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByLabel('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Public name').fill(`Otieno Live ${id}`);
    await page.getByLabel('Contact phone').fill('0712 345 678');
    await page.getByLabel('Contact email').fill(`bookings.${id}@example.com`);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('heading', { name: 'Add a logo' })).toBeVisible();

    // Each step is saved: a reload resumes at the first missing one.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Add a logo' })).toBeVisible();
    await page.getByRole('button', { name: 'Skip for now' }).click();

    await page.getByLabel('M-Pesa number').fill('0722 111 222');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Ready to sell' })).toBeVisible();
    await expect(page.getByText('M-Pesa •••• 222')).toBeVisible();
    await expect(page.getByText('0722111222')).toHaveCount(0);

    const status = await page.request.get('/api/auth/host-status');
    expect(await status.json()).toMatchObject({ isHost: true, needsOnboarding: true });
    await page.getByRole('button', { name: 'Finish setup' }).click();
    await expect(page).toHaveURL(/\/host\/dashboard$/);
    const after = await page.request.get('/api/auth/host-status');
    expect(await after.json()).toMatchObject({ isHost: true, needsOnboarding: false, onboardingComplete: true });

    // Done: onboarding sends a finished host on to the dashboard.
    await page.goto('/host/onboarding');
    await expect(page).toHaveURL(/\/host\/dashboard$/);

    // Changing where money goes later asks for the password again.
    await page.goto('/profile?tab=settings');
    await page.getByRole('link', { name: 'Manage payout details' }).click();
    await page.getByText('Bank', { exact: true }).click();
    await page.getByLabel('Bank name').fill('KCB');
    await page.getByLabel('Account number').fill('1234 5678 9012');
    await page.getByLabel('Account name').fill('Otieno Live Ltd');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByLabel('Your password')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('Your password').fill('Kilimanjaro#2026');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/profile\?tab=settings$/);
    const onboarding = await (await page.request.get('/api/hosts/me/onboarding')).json();
    expect(onboarding.host.payout).toEqual({ method: 'bank', masked: 'KCB •••• 9012' });
  });
});
