import { BOTH, expect, footer, header, test } from './fixtures';

test.describe('admin area frame', () => {
  test(`sends a visitor to the admin sign-in and back to the page asked for ${BOTH}`, async ({ page }) => {
    await page.goto('/admin/payouts');
    await expect(page).toHaveURL(/\/admin\/login\?returnTo=%2Fadmin%2Fpayouts$/);
    await expect(page.getByRole('heading', { name: 'Admin sign in' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
  });

  test(`shows a signed-in admin every admin page without the site's header and footer ${BOTH}`, async ({
    adminPage: page,
  }, testInfo) => {
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    // The site's top nav and footer are not there (the admin's own top bar is, on phones).
    await expect(page.getByRole('link', { name: 'Discover events' })).toHaveCount(0);
    await expect(footer(page)).toHaveCount(0);
    if (testInfo.project.name === 'phone') await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: testInfo.project.name === 'phone' ? 'Menu' : 'Admin navigation' });
    await nav.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit$/);
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  });
});
