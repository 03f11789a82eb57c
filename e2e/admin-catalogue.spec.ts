import { expect, test, toasts } from './fixtures';

/**
 * /admin/catalogue (docs/admin.md "Catalogue"): the demo admin adds a category and a type,
 * renames and hides the category (it leaves the public filters), and adds a tribe that the home
 * page then shows; archiving takes it off again.
 */

const run = Date.now().toString(36);

test('the admin adds, renames and hides a category, and adds a tribe the home page shows', async ({
  adminPage: page,
  request,
}) => {
  const name = `Dance Classes ${run}`;
  const publicCategories = async () =>
    ((await (await request.get('/api/categories')).json()) as { name: string }[]).map((c) => c.name);

  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { name: 'Catalogue', level: 1 })).toBeVisible();
  await page.getByLabel('New category', { exact: true }).fill(name);
  await page.getByRole('button', { name: 'Add category' }).click();
  const card = page.locator(`[data-category="${name}"]`);
  await expect(card).toBeVisible();
  await card.getByLabel(`New type in ${name}`).fill('Salsa');
  await card.getByRole('button', { name: 'Add type' }).click();
  await expect(card.getByTestId('catalogue-subcategory')).toContainText('Salsa');

  await card.getByRole('button', { name: `Rename ${name}` }).click();
  await card.getByLabel(`New name for ${name}`).fill(`${name} and Ballet`);
  await card.getByRole('button', { name: 'Save' }).click();
  const renamed = page.locator(`[data-category="${name} and Ballet"]`);
  await expect(renamed).toBeVisible();
  await expect.poll(publicCategories).toContain(`${name} and Ballet`);

  await renamed.getByRole('button', { name: `Hide ${name} and Ballet` }).click();
  await expect(toasts(page).filter({ hasText: `${name} and Ballet is hidden.` })).toBeVisible();
  await expect(renamed.getByText('Hidden', { exact: true })).toBeVisible();
  await expect.poll(publicCategories).not.toContain(`${name} and Ballet`);

  const tribe = `Lake Paddlers ${run}`;
  const form = page.getByRole('form', { name: 'New tribe' });
  await form.getByLabel('Name').fill(tribe);
  await form.getByLabel('Members').fill('240');
  await form.getByLabel('Invite link').fill('https://chat.whatsapp.com/LakePaddlersKisumu2026');
  await form.getByRole('button', { name: 'Add tribe' }).click();
  const row = page.getByTestId('catalogue-tribe').filter({ hasText: tribe });
  await expect(row).toContainText('240 members');

  await page.goto('/');
  const card2 = page.locator('[data-section="tribes"]').getByTestId('tribe-card').filter({ hasText: tribe });
  await expect(card2).toBeVisible();
  await expect(card2).toContainText('240 members');

  await page.goto('/admin/catalogue');
  await page.getByRole('button', { name: `Archive ${tribe}` }).click();
  await expect(page.getByTestId('catalogue-tribe').filter({ hasText: tribe })).toContainText('Archived');
  await expect
    .poll(async () => ((await (await request.get('/api/tribes')).json()) as { name: string }[]).map((t) => t.name))
    .not.toContain(tribe);
});
