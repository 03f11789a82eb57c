import { expect, test } from './fixtures';

/** The admin area's hosts (docs/admin.md): suspend a host with a reason, then restore it. */
test.describe('admin hosts', () => {
  test('suspends a host with a reason and restores it', async ({ adminPage: page }) => {
    await page.goto('/admin/hosts');
    await expect(page.getByRole('heading', { name: 'Hosts', level: 1 })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search hosts' }).fill('Mwangaza');
    await page.getByRole('button', { name: 'Search hosts' }).click();
    await page.getByRole('link', { name: /Mwangaza Arts & Community/ }).click();
    await expect(page.getByRole('heading', { name: 'Mwangaza Arts & Community', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Balances' })).toBeVisible();

    await page.getByRole('button', { name: 'Suspend host' }).click();
    const dialog = page.getByRole('dialog', { name: 'Suspend Mwangaza Arts & Community?' });
    await expect(dialog.getByRole('button', { name: 'Suspend host' })).toBeDisabled();
    await dialog.getByLabel('Reason').fill('Tickets sold for a venue that never confirmed the booking');
    await dialog.getByRole('button', { name: 'Suspend host' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'never confirmed the booking' })).toBeVisible();

    await page.getByRole('button', { name: 'Restore host' }).click();
    const restore = page.getByRole('dialog', { name: 'Restore Mwangaza Arts & Community?' });
    await restore.getByLabel('Reason').fill('The venue confirmed the booking');
    await restore.getByRole('button', { name: 'Restore host' }).click();
    await expect(restore).toBeHidden();
    await expect(page.getByRole('button', { name: 'Suspend host' })).toBeVisible();

    // Both actions are on record in the audit log.
    await page.goto('/admin/audit?subjectType=host');
    const log = page.getByRole('list', { name: 'Audit log' });
    await expect(log.getByText('host.suspended').first()).toBeVisible();
    await expect(log.getByText('host.restored').first()).toBeVisible();
  });
});
